// The databases the API suites run on: embedded PGlite always, a real PostgreSQL server where one is
// installed and always in CI (where a missing server must fail, not skip).
import { afterAll } from 'vitest';
import type { HisServer } from '@his/server';
import { createDatabase, postgresAvailable, startPostgres, type PostgresServer } from './postgres';
import { startTestServer, startVariantServer } from './server';
import { postgresTemplate, templatesEnabled } from './templates';

export type Backend = 'PGlite' | 'PostgreSQL';

export const BACKENDS: readonly Backend[] = postgresAvailable() || process.env.CI ? ['PGlite', 'PostgreSQL'] : ['PGlite'];

/**
 * Call once at the top of a test file. The returned function starts a server with demo data (the core alone, or
 * with `withPlugins` the hospital variant's plugins) on a fresh
 * database of the backend: an in-memory PGlite, or a new database on the file's one PostgreSQL server,
 * which starts when first needed and stops after the file's last test. A PGlite database is a copy of the run's
 * prepared template (see templates.ts); on PostgreSQL the second and later databases of a file are copies of a
 * template database made on that server.
 */
export function serversOnBackends(options: { withPlugins?: boolean } = {}): (backend: Backend) => Promise<HisServer> {
  const start = options.withPlugins ? startVariantServer : startTestServer;
  let postgres: Promise<PostgresServer> | undefined;
  let databases = 0;
  afterAll(async () => {
    const server = await postgres?.catch(() => undefined);
    await server?.stop();
  });
  return async (backend) => {
    if (backend === 'PGlite') return start();
    postgres ??= startPostgres();
    const server = await postgres;
    // The file's PostgreSQL server is its own, so a template made on it serves this file alone: for the one
    // database most files ask for, preparing a template and copying it costs more than preparing the database.
    const copy = templatesEnabled() && databases > 0;
    const template = copy ? await postgresTemplate(server, { variantId: 'hospital', withPlugins: options.withPlugins ?? false }) : undefined;
    return start({ url: await createDatabase(server, `his_${++databases}`, template) });
  };
}
