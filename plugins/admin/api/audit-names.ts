// The names of the records audit entries point at, one query per entity, from the tables their labels declare.
import { sql } from 'drizzle-orm';
import { rowsOf, type AuditLabelBook, type Db } from '@his/sdk/server';
import type { RecordNames, WantedNames } from './audit-presentation';

// Table and column come from code, not from users; checked all the same before they go into SQL unparameterised.
const SQL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export async function lookUpNames(db: Db, book: AuditLabelBook, wanted: WantedNames): Promise<RecordNames> {
  const names = new Map<string, Map<string, string>>();
  for (const [entity, ids] of wanted) {
    const how = book.labels.entities[entity]?.name;
    if (!how?.table || !how.column || ids.size === 0) continue;
    if (!SQL_NAME.test(how.table) || !SQL_NAME.test(how.column)) continue;
    const rows = rowsOf<{ id: string; name: string | null }>(await db.execute(sql`
      SELECT _id::text AS id, ${sql.raw(`"${how.column}"`)}::text AS name FROM ${sql.raw(`"${how.table}"`)}
      WHERE _id::text = ANY(${sql.param([...ids])}::text[])`));
    names.set(entity, new Map(rows.filter((row) => row.name).map((row) => [row.id, row.name!])));
  }
  return names;
}
