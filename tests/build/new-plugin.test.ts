// `his new plugin` gives a plugin that builds into a variant and whose page, reading its own API,
// shows in the menu of a profile that has it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startHisServer, DEMO_ADMIN, type HisServer } from '@his/server';
import { variants } from '@his/variants';
import type { VariantManifest } from '@his/sdk';
import { buildVariant } from '../../cli/src/build/build';
import { distDir, generatedDir, pluginDir, ROOT } from '../../cli/src/build/paths';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { defaultTitles, scaffoldPlugin } from '../../cli/src/scaffold/new-plugin';
import { launchBrowser } from '../support/browser';
import { demoDataDir } from '../e2e/support/web-server';

const id = `scaffold-${process.pid}`;
const variantId = `test-${id}`;
const pluginIdsFile = resolve(ROOT, 'sdk/shared/plugin-ids.ts');
const pluginIdsBefore = readFileSync(pluginIdsFile, 'utf8');
let server: HisServer | undefined;
const dataDir = demoDataDir('hospital');

afterAll(async () => {
  await server?.close();
  writeFileSync(pluginIdsFile, pluginIdsBefore);
  for (const folder of [pluginDir(id), distDir(variantId), generatedDir(variantId), dataDir]) rmSync(folder, { recursive: true, force: true });
});

describe('his new plugin', () => {
  it('scaffolds a plugin that builds, and its page shows in the menu and reads its API', async () => {
    const files = scaffoldPlugin(id);
    expect(files).toEqual(expect.arrayContaining([`plugins/${id}/plugin.ts`, `plugins/${id}/server.ts`, `plugins/${id}/${id}.test.ts`]));
    expect(readFileSync(pluginIdsFile, 'utf8')).toContain(`'${id}'`);
    expect(() => scaffoldPlugin(id)).toThrow(`plugins/${id}/ exists already.`);
    // Each language has its own title: the Vietnamese screen never shows the bare English name.
    const titleKey = `${id}.title`;
    expect(JSON.parse(readFileSync(resolve(pluginDir(id), 'locales/vi.json'), 'utf8'))[titleKey]).toBe(defaultTitles(id).vi);
    expect(JSON.parse(readFileSync(resolve(pluginDir(id), 'locales/en.json'), 'utf8'))[titleKey]).toBe(defaultTitles(id).en);
    expect(defaultTitles(id).vi).not.toBe(defaultTitles(id).en);
    expect(() => scaffoldPlugin('Bad_Id')).toThrow('is not a plugin id');

    const hospital = variants.hospital!;
    const variant = { ...hospital, id: variantId, plugins: [...hospital.plugins, id] } as VariantManifest;
    const report = await buildVariant(variant, { typecheck: false });
    expect(existsSync(resolve(pluginDir(id), 'generated/graphql.ts'))).toBe(true);
    expect(Object.values(report.metafile.outputs).some((output) => Object.keys(output.inputs).some((input) => input.includes(`plugins/${id}/web/`)))).toBe(true);

    process.env.HIS_LOG ??= 'silent';
    server = await startHisServer({ variant, plugins: await loadServerPlugins(variant), database: { dataDir }, webRoot: distDir(variantId), demo: true, adminPassword: DEMO_ADMIN.password });
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/his/dang-nhap`);
      await page.getByLabel('Tên đăng nhập').fill('admin');
      await page.getByLabel('Mật khẩu').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await page.waitForURL('**/his/trang-chu');
      await page.getByRole('navigation').getByRole('link', { name: defaultTitles(id).vi }).click();
      await page.waitForURL(`**/his/${id}`);
      await page.getByText('Xin chào, admin').waitFor();
    } finally {
      await browser.close();
    }
  });
});
