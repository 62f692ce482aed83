// Where catalogue rows are used, so that removing a used row is refused with the place that uses it.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../database';
import type { AnyCatalogue, Label } from '../../shared/catalogue';
import { CatalogueDefinitionError } from '../../shared/catalogue';
import { quoted } from './sql-names';

/** A column of some table that holds ids of a catalogue's rows. */
export interface CatalogueUsage {
  /** The catalogue whose rows are referred to, e.g. 'DM_DichVu'. */
  catalogue: string;
  table: string;
  column: string;
  /** The column is a text[] of ids (a `…_Ids` column) rather than one id. */
  array?: boolean;
  /** What the user is told is using the row: 'Phiếu chỉ định dịch vụ'. */
  label: Label;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Declares a usage, checking the names that will go into SQL. */
export function catalogueUsage(usage: CatalogueUsage): CatalogueUsage {
  for (const name of [usage.catalogue, usage.table, usage.column]) {
    if (!NAME.test(name)) throw new CatalogueDefinitionError(`Usage of ${usage.catalogue} in ${usage.table}.${usage.column}: "${name}" is not a plain SQL name. Use letters, digits and underscores.`);
  }
  return usage;
}

/** The usages the descriptors' own ref and refs fields imply: 'Dịch vụ (Nhóm dịch vụ)'. */
export function usagesOfCatalogues(descriptors: readonly AnyCatalogue[]): CatalogueUsage[] {
  return descriptors.flatMap((descriptor) =>
    Object.entries(descriptor.fields).flatMap(([column, spec]) =>
      spec.kind === 'ref' || spec.kind === 'refs'
        ? [{
            catalogue: spec.target,
            table: descriptor.name,
            column,
            array: spec.kind === 'refs',
            label: { vi: `${descriptor.title.vi} (${spec.label.vi})`, en: `${descriptor.title.en} (${spec.label.en})` },
          }]
        : [],
    ),
  );
}

/**
 * The first of `ids` some usage still refers to, with that usage; rows of the same table that are being
 * removed together do not count (a parent removed with its children).
 */
export async function findUsage(tx: Db, usages: readonly CatalogueUsage[], catalogue: string, ids: readonly string[]): Promise<{ id: string; usage: CatalogueUsage } | null> {
  for (const usage of usages) {
    if (usage.catalogue !== catalogue) continue;
    const table = sql.raw(quoted(usage.table));
    const column = sql.raw(quoted(usage.column));
    const idList = sql`${sql.param([...ids])}::text[]`;
    const notRemovedTogether = usage.table === catalogue ? sql`AND u._id <> ALL(${idList})` : sql``;
    const found = usage.array
      ? sql`SELECT used AS id FROM ${table} u, unnest(u.${column}) AS used WHERE u.${column} && ${idList} AND used = ANY(${idList}) ${notRemovedTogether} LIMIT 1`
      : sql`SELECT u.${column} AS id FROM ${table} u WHERE u.${column} = ANY(${idList}) ${notRemovedTogether} LIMIT 1`;
    const [row] = rowsOf<{ id: string }>(await tx.execute(found));
    if (row) return { id: row.id, usage };
  }
  return null;
}

/** Usages without repeats: the same column may be declared by the catalogue plugin and reach it from the host too. */
export function distinctUsages(usages: readonly CatalogueUsage[]): CatalogueUsage[] {
  const seen = new Set<string>();
  return usages.filter((usage) => {
    const key = `${usage.catalogue}/${usage.table}/${usage.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
