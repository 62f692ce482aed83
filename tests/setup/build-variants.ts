// Before the tests: builds every variant once (the build tests read the metafiles, the browser tests
// serve the bundles) and prepares a demo database folder per variant that browser tests copy instead
// of creating and seeding their own (seconds each on the embedded database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { variants } from '@his/variants';
import { DEMO_ADMIN, openDatabase, prepareDatabase, createLogger } from '@his/server';
import { buildVariant } from '../../cli/src/build/build';
import { loadServerPlugins } from '../../cli/src/server-plugins';

export const TEMPLATE_ENV = 'HIS_TEST_TEMPLATES';

export default async function prepare(): Promise<() => void> {
  const templates = mkdtempSync(join(tmpdir(), 'his-test-templates-'));
  process.env[TEMPLATE_ENV] = templates;
  for (const variant of Object.values(variants)) {
    const started = performance.now();
    if (process.env.HIS_PREBUILT !== '1') await buildVariant(variant, { typecheck: false });
    const database = await openDatabase({ dataDir: join(templates, variant.id) });
    try {
      await prepareDatabase(database, variant, await loadServerPlugins(variant), { demo: true, adminPassword: DEMO_ADMIN.password, log: createLogger() });
    } finally {
      await database.close();
    }
    console.log(`prepared ${variant.id} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return () => rmSync(templates, { recursive: true, force: true });
}
