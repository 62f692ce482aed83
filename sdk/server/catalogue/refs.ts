// Checks that the rows a write refers to exist, and that newly chosen ones are not suspended.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../database';
import { badInput } from '../errors';
import type { AnyCatalogue } from '../../shared/catalogue';
import { quoted } from './sql-names';

function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Refuses ids that name no row and newly chosen suspended rows; a value kept from `previous` may stay on a
 * row suspended since. The rows are locked FOR SHARE until commit: a removal of one of them waits for this
 * write and then finds it in use, or this write waits for the removal and then finds the row gone.
 */
export async function checkReferences(
  tx: Db,
  descriptor: AnyCatalogue,
  known: ReadonlyMap<string, AnyCatalogue>,
  nodeId: string,
  values: Readonly<Record<string, unknown>>,
  previous: Readonly<Record<string, unknown>> | null,
): Promise<void> {
  for (const [name, spec] of Object.entries(descriptor.fields)) {
    if (spec.kind !== 'ref' && spec.kind !== 'refs') continue;
    const ids = [...new Set(idsIn(values[name]))];
    if (ids.length === 0) continue;
    const kept = new Set(idsIn(previous?.[name]));
    const target = known.get(spec.target);
    // A target of another plugin is checked by table name: every catalogue has _id and TamNgung.
    const code = target ? sql.raw(`${quoted(target.codeField)}::text`) : sql`_id`;
    const sameNode = target?.scope === 'node' ? sql`AND "node_Id" = ${nodeId}` : sql``;
    const found = rowsOf<{ _id: string; code: string; TamNgung: boolean }>(await tx.execute(sql`
      SELECT _id, ${code} AS code, "TamNgung" FROM ${sql.raw(quoted(spec.target))}
      WHERE _id = ANY(${sql.param(ids)}::text[]) ${sameNode} FOR SHARE`));
    if (found.length !== ids.length) throw badInput('catalogue.refNotFound', name);
    const suspended = found.find((row) => row.TamNgung && !kept.has(row._id));
    if (suspended) throw badInput('catalogue.refSuspended', name, { code: suspended.code });
  }
}
