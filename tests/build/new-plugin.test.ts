// `his new plugin` gives a plugin with the whole anatomy that passes typecheck, lint and its own tests, builds into a
// variant, serves its API (the create mutation checks the permission) and shows its page, listing the rows.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startHisServer, DEMO_ADMIN, type HisServer } from '@his/server';
import { variants } from '@his/variants';
import type { VariantManifest } from '@his/sdk';
import { buildVariant } from '../../cli/src/build/build';
import { distDir, generatedDir, metafilePath, pluginDir, ROOT } from '../../cli/src/build/paths';
import { runTool, toolScript } from '../../cli/src/build/run-tool';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { defaultTitles, scaffoldPlugin } from '../../cli/src/scaffold/new-plugin';
import { pluginNames } from '../../cli/src/scaffold/names';
import { launchBrowser } from '../support/browser';
import { gql, login, type Caller } from '../support/server';
import { demoDataDir } from '../e2e/support/web-server';
import { Shell } from '../e2e/pages/shell';

const id = `scaffold-${process.pid}`;
const { camel, pascal: Name } = pluginNames(id);
const variantId = `test-${id}`;
const pluginIdsFile = resolve(ROOT, 'sdk/shared/plugin-ids.ts');
const pluginIdsBefore = readFileSync(pluginIdsFile, 'utf8');
let server: HisServer | undefined;
const dataDir = demoDataDir('hospital');

const ANATOMY = [
  'contract.ts', 'plugin.ts', 'server.ts', 'README.md', `${id}.test.ts`,
  'rules/permissions.ts', `rules/${id}.ts`, `rules/${id}.test.ts`,
  'api/schema.ts', 'api/resolvers.ts', 'api/access.ts', 'api/migrations.ts', 'seed/index.ts',
  `operations/${id}-list.graphql`, `operations/create-${id}.graphql`,
  'web/pages.ts', `web/${id}-page/${id}-page.tsx`, `web/${id}-page/${id}-page.stories.tsx`,
  'locales/vi.json', 'locales/en.json',
];
const CREATE = `mutation ($input: ${Name}Input!) { create${Name}(input: $input) { _id Ma Ten } }`;
const LIST = `{ ${camel}List { Ma Ten } }`;

afterAll(async () => {
  await server?.close();
  writeFileSync(pluginIdsFile, pluginIdsBefore);
  for (const folder of [pluginDir(id), distDir(variantId), dirname(metafilePath(variantId)), generatedDir(variantId), dataDir]) rmSync(folder, { recursive: true, force: true });
});

describe('his new plugin', () => {
  it('scaffolds the whole anatomy, which typechecks, lints, passes its tests, builds, serves its API and shows its page', async () => {
    const files = scaffoldPlugin(id);
    expect(files.sort()).toEqual(ANATOMY.map((path) => `plugins/${id}/${path}`).sort());
    for (const path of ANATOMY) expect(existsSync(resolve(pluginDir(id), path)), path).toBe(true);
    expect(readFileSync(pluginIdsFile, 'utf8')).toContain(`'${id}'`);
    expect(() => scaffoldPlugin(id)).toThrow(`plugins/${id}/ exists already.`);
    // Each language has its own title: the Vietnamese screen never shows the bare English name.
    const titleKey = `${id}.title`;
    const vi = JSON.parse(readFileSync(resolve(pluginDir(id), 'locales/vi.json'), 'utf8'));
    const en = JSON.parse(readFileSync(resolve(pluginDir(id), 'locales/en.json'), 'utf8'));
    expect(vi[titleKey]).toBe(defaultTitles(id).vi);
    expect(en[titleKey]).toBe(defaultTitles(id).en);
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    expect(defaultTitles(id).vi).not.toBe(defaultTitles(id).en);
    expect(() => scaffoldPlugin('Bad_Id')).toThrow('is not a plugin id');

    const hospital = variants.hospital!;
    const variant = { ...hospital, id: variantId, plugins: [...hospital.plugins, id] } as VariantManifest;
    const report = await buildVariant(variant, { typecheck: false });
    expect(existsSync(resolve(pluginDir(id), 'generated/graphql.ts'))).toBe(true);
    expect(Object.values(report.metafile.outputs).some((output) => Object.keys(output.inputs).some((input) => input.includes(`plugins/${id}/web/`)))).toBe(true);

    // Typecheck (the plugin and what it imports), lint, and the plugin's own tests, each as the developer runs them.
    const tsconfig = resolve(generatedDir(variantId), 'tsconfig.plugin.json');
    writeFileSync(tsconfig, JSON.stringify({ extends: resolve(ROOT, 'tsconfig.json'), include: [pluginDir(id)] }));
    await runTool(toolScript('typescript', 'tsc'), ['-p', tsconfig, '--noEmit']);
    await runTool(toolScript('eslint', 'eslint'), ['--max-warnings', '0', `plugins/${id}`]);
    const vitestConfig = resolve(generatedDir(variantId), 'vitest.plugin.mjs');
    writeFileSync(vitestConfig, `export default { root: ${JSON.stringify(ROOT)}, test: { include: ['plugins/${id}/**/*.test.ts'] } };\n`);
    await runTool(toolScript('vitest', 'vitest'), ['run', '--config', vitestConfig, '--reporter', 'dot']);

    process.env.HIS_LOG ??= 'silent';
    server = await startHisServer({ variant, plugins: await loadServerPlugins(variant), database: { dataDir }, webRoot: distDir(variantId), demo: true, adminPassword: DEMO_ADMIN.password });
    const admin: Caller = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    const doctor: Caller = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };

    // The seed's reference and demo rows are there.
    expect((await gql(server, '/graphqlhis', LIST, {}, doctor)).data?.[`${camel}List`]).toEqual([{ Ma: 'MAC-DINH', Ten: 'Mặc định' }, { Ma: 'MAU-01', Ten: 'Dòng mẫu' }]);
    // Without the permission: refused, nothing written.
    const refused = await gql(server, '/graphqlhis', CREATE, { input: { Ma: 'BS-01', Ten: 'Của bác sĩ' } }, doctor);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The rule decides on the server, naming the field.
    const bad = await gql(server, '/graphqlhis', CREATE, { input: { Ma: 'KT/01', Ten: 'Sai mã' } }, admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.codeFormat', field: 'Ma' });
    const created = await gql(server, '/graphqlhis', CREATE, { input: { Ma: 'KT-01', Ten: 'Dòng kiểm thử' } }, admin);
    expect(created.errors).toBeUndefined();
    expect(created.data?.[`create${Name}`]).toMatchObject({ Ma: 'KT-01', Ten: 'Dòng kiểm thử' });
    const duplicate = await gql(server, '/graphqlhis', CREATE, { input: { Ma: 'KT-01', Ten: 'Lần hai' } }, admin);
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ messageKey: 'validation.duplicateCode', field: 'Ma' });
    expect((await gql(server, '/graphqlhis', LIST, {}, doctor)).data?.[`${camel}List`].map((row: { Ma: string }) => row.Ma)).toEqual(['KT-01', 'MAC-DINH', 'MAU-01']);

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/his/dang-nhap`);
      await page.getByLabel('Tên đăng nhập').fill('admin');
      await page.getByLabel('Mật khẩu').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await page.waitForURL('**/his/trang-chu');
      // The variant's own entries may fill the bar: the new page is then under More.
      await new Shell(page).openMenuEntry(defaultTitles(id).vi);
      await page.waitForURL(`**/his/${id}`);
      await page.getByRole('cell', { name: 'Dòng kiểm thử' }).waitFor();
      await page.getByRole('columnheader', { name: 'Mã' }).waitFor();
    } finally {
      await browser.close();
    }
  });
});
