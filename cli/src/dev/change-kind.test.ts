// Which work `his dev` does for a changed file: a page edit only rebundles, server code only restarts the API.
import { describe, expect, it } from 'vitest';
import { workFor, workForAll } from './change-kind';

describe('the work a change asks of his dev', () => {
  const cases: [caseName: string, path: string, codegen: boolean, bundle: boolean, api: boolean][] = [
    ['a plugin page', 'plugins/pricing/web/price-list-page/price-list-page.tsx', false, true, false],
    ['the host shell', 'host/src/shell/shell.tsx', false, true, false],
    ['the UI kit', 'sdk/ui/button.tsx', false, true, false],
    ['a plugin operation', 'plugins/pricing/operations/get-bang-gia.graphql', true, true, false],
    ['a plugin manifest', 'plugins/pricing/plugin.ts', true, true, false],
    ['a plugin schema', 'plugins/pricing/api/schema.ts', true, true, true],
    ['a plugin resolver', 'plugins/pricing/api/resolvers.ts', false, false, true],
    ['a plugin seed', 'plugins/pricing/seed/demo.ts', false, false, true],
    ['the server core', 'server/src/core/settings.ts', false, false, true],
    ['a plugin rule, read on both sides', 'plugins/pricing/rules/price-list.ts', false, true, true],
    ['a plugin locale', 'plugins/pricing/locales/vi.json', false, true, true],
    ['shared SDK code', 'sdk/shared/errors.ts', false, true, true],
    ['a host operation', 'host/operations/his/me.graphql', true, true, false],
    ['a variant manifest, read once at start', 'variants/hospital.ts', false, false, false],
    ['a generated file', 'plugins/pricing/generated/graphql.ts', false, false, false],
    ['a test', 'plugins/pricing/rules/price-list.test.ts', false, false, false],
    ['a story', 'plugins/pricing/web/price-list-page/price-list-screen.stories.tsx', false, false, false],
    ['an editor backup file', 'plugins/pricing/web/.price-list-page.tsx.swp', false, false, false],
  ];
  it.each(cases)('%s', (_caseName, path, codegen, bundle, api) => {
    expect(workFor(path)).toEqual({ codegen, bundle, api });
  });

  it('does for a batch what each change needs, once', () => {
    expect(workForAll(['plugins/pricing/web/state-badge.tsx', 'plugins/pricing/api/resolvers.ts'])).toEqual({ codegen: false, bundle: true, api: true });
    expect(workForAll([])).toEqual({ codegen: false, bundle: false, api: false });
  });
});
