// Creates an embedded PGlite with the extensions the schema needs, durable on a data folder: shared by the server's thread and the database worker.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DurableNodeFS, durableStartParams, syncTree } from './durable-pglite';

export async function createPglite(dataDir?: string, loadDataDir?: Blob, durable = false): Promise<PGlite> {
  const extensions = { pg_trgm, unaccent };
  if (!dataDir || !durable) return PGlite.create({ dataDir, loadDataDir, extensions });
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({ dataDir, fs: new DurableNodeFS(dataDir), startParams: durableStartParams(), loadDataDir, extensions });
  if (fresh) syncTree(dataDir);
  return client;
}
