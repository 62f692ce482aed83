// Merges the pending lists of the catalogue tables' GIN indexes into the indexes once the seed has inserted its rows.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@his/sdk/server';

/**
 * A GIN index takes new rows into a pending list, read in full by every search until a vacuum merges it: PGlite has
 * no autovacuum, so after a seed of 12,000 ICD codes every word search read ~460 pending pages (10-15 ms instead of
 * under 1). Returns the number of pages merged.
 */
export async function mergeGinPendingLists(tx: Db, tables: readonly string[]): Promise<number> {
  const [merged] = rowsOf<{ pages: number }>(await tx.execute(sql`
    SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0)::int AS pages
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
    WHERE am.amname = 'gin' AND i.indrelid IN (SELECT oid FROM pg_class WHERE relname = ANY(${sql.param([...tables])}::text[]) AND relkind = 'r')`));
  return merged?.pages ?? 0;
}
