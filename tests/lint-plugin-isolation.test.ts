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
  ])('refuses %s', async (code, file) => {
    expect((await problems(code + '\nexport const y = x;', file)).join(' ')).toMatch(/must not import another plugin/);
  });

  it('allows the SDK and the plugin\'s own files', async () => {
    const own = "import { definePlugin } from '@his/sdk/web';\nimport { rule } from '../rules/rule';\nexport const y = [definePlugin, rule];";
    expect(await problems(own, 'plugins/reception/web/page.tsx')).toEqual([]);
  });
});
