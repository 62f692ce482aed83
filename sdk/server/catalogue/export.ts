// A whole catalogue as an import file holds it: rows keyed by field name, refs as the target's codes, so that
// a file exported, corrected in a spreadsheet and imported again means the same rows.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../database';
import { badInput } from '../errors';
import { CATALOGUE_LIMITS, importColumnsOf, type AnyCatalogue } from '../../shared/catalogue';
import { columnOf, scopeCondition, selectExpression, tableOf, whereAll } from './catalogue-table';
import { quoted } from './sql-names';

type Row = Record<string, unknown>;

async function codesById(db: Db, target: AnyCatalogue, nodeId: string, ids: ReadonlySet<string>): Promise<Map<string, string>> {
  if (ids.size === 0) return new Map();
  const rows = rowsOf<{ _id: string; code: string }>(await db.execute(sql`
    SELECT _id, ${columnOf(target.codeField)} AS code FROM ${sql.raw(quoted(target.name))}
    WHERE ${whereAll([sql`_id = ANY(${sql.param([...ids])}::text[])`, scopeCondition(target, nodeId)])}`));
  return new Map(rows.map((row) => [row._id, row.code]));
}

export async function exportRows(db: Db, descriptor: AnyCatalogue, known: ReadonlyMap<string, AnyCatalogue>, nodeId: string, hasTamNgung: boolean): Promise<Row[]> {
  const columns = importColumnsOf(descriptor, (target) => known.has(target));
  const where = whereAll([scopeCondition(descriptor, nodeId), hasTamNgung ? undefined : sql`NOT "TamNgung"`]);
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM ${tableOf(descriptor)} WHERE ${where}`));
  if ((count?.total ?? 0) > CATALOGUE_LIMITS.exportMaxRows) throw badInput('catalogue.exportTooManyRows', undefined, { max: CATALOGUE_LIMITS.exportMaxRows });
  const stored = rowsOf<Row>(await db.execute(sql`
    SELECT ${sql.raw(columns.map((column) => selectExpression(column, descriptor.fields[column])).join(', '))} FROM ${tableOf(descriptor)} WHERE ${where} ORDER BY ${columnOf(descriptor.codeField)} COLLATE "C"`));

  // One lookup per ref column, not per row.
  const codes = new Map<string, Map<string, string>>();
  for (const column of columns) {
    const spec = descriptor.fields[column]!;
    if (spec.kind !== 'ref' && spec.kind !== 'refs') continue;
    const ids = new Set(stored.flatMap((row) => (Array.isArray(row[column]) ? (row[column] as string[]) : row[column] ? [String(row[column])] : [])));
    codes.set(column, await codesById(db, known.get(spec.target)!, nodeId, ids));
  }
  return stored.map((row) => {
    const exported: Row = {};
    for (const column of columns) {
      const value = row[column];
      const lookup = codes.get(column);
      if (!lookup) exported[column] = value ?? null;
      else if (Array.isArray(value)) exported[column] = value.map((id: string) => lookup.get(id) ?? id).join(', ');
      else exported[column] = value ? (lookup.get(String(value)) ?? value) : null;
    }
    return exported;
  });
}
