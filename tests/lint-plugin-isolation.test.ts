// The linter refuses a plugin importing another plugin's files, and allows the SDK.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.message);
}

describe('plugin isolation rule', () => {
  it.each([
    ["import { x } from '../../cashier/web/cashier-page';", 'plugins/reception/web/page.tsx'],
    ["import { x } from '../cashier/api/tables';", 'plugins/reception/server.ts'],
    ["import plugin from '../cashier/plugin';", 'plugins/reception/plugin.ts'],
    ["import { x } from '../../../plugins/cashier/rules/money';", 'plugins/reception/web/page.tsx'],
    ["import { x } from '../../cashier/seed/demo';", 'plugins/reception/web/page.tsx'],
    ["import { x } from '../cashier/server/unit-price';", 'plugins/reception/server.ts'],
    ["import { x } from '../../cashier/contract/../rules/money';", 'plugins/reception/api/bill.ts'],
    ["export { x } from '../../cashier/web/cashier-page';", 'plugins/reception/web/page.tsx'],
    ["const x = import('../../cashier/web/cashier-page');", 'plugins/reception/web/page.tsx'],
  ])('refuses %s', async (code, file) => {
    expect((await problems(code + '\nexport const y = x;', file)).join(' ')).toMatch(/must not import another plugin/);
  });

  it.each([
    ["import { UNIT_PRICES } from '../../pricing/contract';", 'plugins/reception/api/visit.ts'],
    ["import { UNIT_PRICES } from '../pricing/contract.ts';", 'plugins/reception/server.ts'],
  ])('allows another plugin\'s contract: %s', async (code, file) => {
    expect(await problems(code + '\nexport const y = UNIT_PRICES;', file)).toEqual([]);
  });

  it('allows the SDK and the plugin\'s own files', async () => {
    const own = "import { definePlugin } from '@his/sdk/web';\nimport { rule } from '../rules/rule';\nexport const y = [definePlugin, rule];";
    expect(await problems(own, 'plugins/reception/web/page.tsx')).toEqual([]);
  });
});
