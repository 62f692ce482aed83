// `his dev` serves a variant and keeps serving it, in the same process, while the code changes: a page edit is
// rebundled and the open page reloads itself, the API untouched; a resolver edit restarts the API alone.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '@his/server';
import { variants } from '@his/variants';
import type { VariantManifest } from '@his/sdk';
import { distDir, generatedDir, metafilePath, pluginDir, ROOT } from '../../cli/src/build/paths';
import { startDevelopment, type DevRound, type DevSession } from '../../cli/src/dev';
import { defaultTitles, scaffoldPlugin } from '../../cli/src/scaffold/new-plugin';
import { pluginNames } from '../../cli/src/scaffold/names';
import { launchBrowser } from '../support/browser';
import { freePort } from '../support/free-port';
import { gql, login } from '../support/server';
import { demoDataDir } from '../e2e/support/web-server';
import { Shell } from '../e2e/pages/shell';

const id = `dev-${process.pid}`;
const { camel } = pluginNames(id);
const variantId = `test-${id}`;
const pluginIdsFile = resolve(ROOT, 'sdk/shared/plugin-ids.ts');
const pluginIdsBefore = readFileSync(pluginIdsFile, 'utf8');
const dataDir = demoDataDir('hospital');
let session: DevSession | undefined;

afterAll(async () => {
  await session?.close();
  writeFileSync(pluginIdsFile, pluginIdsBefore);
  for (const folder of [pluginDir(id), distDir(variantId), dirname(metafilePath(variantId)), generatedDir(variantId), dataDir]) rmSync(folder, { recursive: true, force: true });
});

function edit(path: string, from: string, to: string): void {
  const file = resolve(pluginDir(id), path);
  const source = readFileSync(file, 'utf8');
  expect(source).toContain(from);
  writeFileSync(file, source.replace(from, to));
}

describe('his dev', () => {
  it('serves a page edit and a server edit without restarting itself', { timeout: 300_000 }, async () => {
    scaffoldPlugin(id);
    const hospital = variants.hospital!;
    const variant = { ...hospital, id: variantId, plugins: [...hospital.plugins, id] } as VariantManifest;
    const log: string[] = [];
    session = await startDevelopment(variant, { port: await freePort(), host: '127.0.0.1', database: { dataDir }, demo: true, adminPassword: DEMO_ADMIN.password, introspection: 'always' }, {
      log: (line) => log.push(line),
      // Only the plugin's folder: others' edits of the shared tree would restart the API in the middle of the test.
      watched: [`plugins/${id}`],
    });
    const rounds: DevRound[] = [];
    session.onRound((round) => rounds.push(round));
    const nextRound = (count: number) => expect.poll(() => rounds.length, { timeout: 120_000, interval: 100 }).toBe(count);
    const apiPid = session.api.pid;
    expect(apiPid).toBeDefined();

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${session.url}/his/dang-nhap`);
      await page.getByLabel('Tên đăng nhập').fill('admin');
      await page.getByLabel('Mật khẩu').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Đăng nhập' }).click();
      await page.waitForURL('**/his/trang-chu');
      // The hospital's own entries may fill the bar: the new page is then under More.
      await new Shell(page).openMenuEntry(defaultTitles(id).vi);
      await page.getByRole('cell', { name: 'Dòng mẫu' }).waitFor();

      // When the developer edits a line of the page, the open page shows it by itself; the API keeps running.
      // A style no file used before must reach the stylesheet too.
      const pageFile = `web/${id}-page/${id}-page.tsx`;
      edit(pageFile, `{t('${id}.title')}</h1>`, `{t('${id}.title')} (sửa đổi)</h1>`);
      edit(pageFile, "css({ p: '8',", "css({ p: '37px',");
      await nextRound(1);
      expect(rounds[0]!.work).toEqual({ codegen: false, bundle: true, api: false });
      await page.getByRole('heading', { name: `${defaultTitles(id).vi} (sửa đổi)` }).waitFor({ timeout: 10_000 });
      const heading = page.getByRole('heading', { name: `${defaultTitles(id).vi} (sửa đổi)` });
      expect(await heading.locator('xpath=..').evaluate((main) => getComputedStyle(main).paddingTop)).toBe('37px');
      expect(session.api.pid).toBe(apiPid);
      console.log(`his dev: page edit served in ${rounds[0]!.ms.toFixed(0)} ms`);

      // When the developer edits a resolver, the API restarts on the same address and answers the new way.
      edit('api/resolvers.ts', 'ORDER BY "Ma"', 'ORDER BY "Ma" DESC');
      await nextRound(2);
      expect(rounds[1]!.work).toEqual({ codegen: false, bundle: false, api: true });
      expect(session.api.pid).not.toBe(apiPid);
      const { token } = await login(session, DEMO_ADMIN.username, DEMO_ADMIN.password);
      const list = await gql(session, '/graphqlhis', `{ ${camel}List { Ma } }`, {}, { token });
      expect(list.data?.[`${camel}List`]).toEqual([{ Ma: 'MAU-01' }, { Ma: 'MAC-DINH' }]);
      console.log(`his dev: resolver edit served in ${rounds[1]!.ms.toFixed(0)} ms (API restart)\n${log.join('\n')}`);
    } finally {
      await browser.close();
    }
  });
});
