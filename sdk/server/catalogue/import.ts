// The import mutation: every row checked against the catalogue and the database, all saved in one transaction or none.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../database';
import { badInput } from '../errors';
import type { RequestContext, Viewer } from '../plugin';
import type { Language, MessageCatalog, RuleParams } from '../../shared';
import {
  CATALOGUE_LIMITS,
  checkImportRows,
  formatImportError,
  importColumnsOf,
  importLookupKeys,
  type AnyCatalogue,
  type ReferencedRow,
} from '../../shared/catalogue';
import { columnOf, scopeCondition, tableOf, whereAll } from './catalogue-table';
import { quoted } from './sql-names';
import { catalogueEvent, duplicateError, eventNodes, insertRows, type WriteEnvironment } from './writes';

export interface CatalogueImportError {
  row: number;
  field: string | null;
  messageKey: string;
  params: RuleParams;
  /** 'Hàng {n} trong file: …' in the caller's language. */
  message: string;
}

/**
 * A result rather than an error, so that a progress bar and an error list read the same shape whether the file
 * is good or not; only a call the server cannot take at all (too many rows, no right) raises an error.
 */
export interface CatalogueImportResult {
  total: number;
  saved: number;
  errors: CatalogueImportError[];
}

async function storedValues(tx: Db, descriptor: AnyCatalogue, nodeId: string, unique: ReadonlyMap<string, ReadonlySet<string>>) {
  const stored = new Map<string, Set<string>>();
  for (const [field, values] of unique) {
    const rows = rowsOf<{ value: string }>(await tx.execute(sql`
      SELECT ${columnOf(field)} AS value FROM ${tableOf(descriptor)}
      WHERE ${whereAll([sql`${columnOf(field)} = ANY(${sql.param([...values])}::text[])`, scopeCondition(descriptor, nodeId)])}`));
    stored.set(field, new Set(rows.map((row) => row.value)));
  }
  return stored;
}

// Locked FOR SHARE like the rows a single write refers to (see checkReferences).
async function referencedRows(tx: Db, env: WriteEnvironment, descriptor: AnyCatalogue, nodeId: string, codes: ReadonlyMap<string, ReadonlySet<string>>) {
  const refs = new Map<string, Map<string, ReferencedRow>>();
  for (const [field, fieldCodes] of codes) {
    const spec = descriptor.fields[field];
    const target = spec && (spec.kind === 'ref' || spec.kind === 'refs') ? env.known.get(spec.target) : undefined;
    if (!target) continue;
    const code = columnOf(target.codeField);
    const rows = rowsOf<{ _id: string; code: string; TamNgung: boolean }>(await tx.execute(sql`
      SELECT _id, ${code} AS code, "TamNgung" FROM ${sql.raw(quoted(target.name))}
      WHERE ${whereAll([sql`${code} = ANY(${sql.param([...fieldCodes])}::text[])`, scopeCondition(target, nodeId)])} FOR SHARE`));
    refs.set(field, new Map(rows.map((row) => [row.code, { _id: row._id, TamNgung: row.TamNgung }])));
  }
  return refs;
}

// The detail of a unique violation ends with the duplicated values: 'Key ("node_Id", "MaX")=(n1, DV01) already exists.'
function duplicatedValueOf(error: unknown): string {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const detail = (current as { detail?: unknown }).detail;
    const values = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
    if (values !== undefined) return values.split(', ').at(-1) ?? values;
    current = (current as { cause?: unknown }).cause;
  }
  return '';
}

/** The rows checked as an import file is: against each other, the stored codes and the rows their refs name. */
export async function checkRowsAgainstDatabase(tx: Db, env: WriteEnvironment, descriptor: AnyCatalogue, nodeId: string, rows: readonly unknown[], columns: readonly string[]) {
  const keys = importLookupKeys(descriptor, rows, columns);
  return checkImportRows(descriptor, rows, columns, {
    stored: await storedValues(tx, descriptor, nodeId, keys.unique),
    refs: await referencedRows(tx, env, descriptor, nodeId, keys.refs),
  });
}

export async function importRows(
  ctx: RequestContext,
  env: WriteEnvironment,
  descriptor: AnyCatalogue,
  viewer: Viewer,
  rows: readonly unknown[],
  dryRun: boolean,
  messages: Record<Language, MessageCatalog>,
): Promise<CatalogueImportResult> {
  if (rows.length > CATALOGUE_LIMITS.importMaxRows) throw badInput('catalogue.importTooManyRows', 'rows', { max: CATALOGUE_LIMITS.importMaxRows });
  const columns = importColumnsOf(descriptor, (target) => env.known.has(target));
  const catalog = messages[ctx.lang];
  try {
    return await ctx.write(async ({ tx, audit, emit }) => {
      const check = await checkRowsAgainstDatabase(tx, env, descriptor, viewer.nodeId, rows, columns);
      const errors = check.errors.map((error): CatalogueImportError => ({
        row: error.row,
        field: error.field ?? null,
        messageKey: error.key,
        params: error.params,
        message: formatImportError(error, catalog, error.field ? descriptor.fields[error.field]?.label[ctx.lang] : undefined),
      }));
      if (errors.length > 0 || dryRun) {
        // A summary, not the file: the host would otherwise log every row of a refused file.
        await audit({ action: 'IMPORT', entity: descriptor.name, after: { total: rows.length, saved: 0, errors: errors.length, dryRun } });
        return { total: rows.length, saved: 0, errors };
      }
      const saved = await insertRows(tx, descriptor, viewer, check.values);
      await audit({ action: 'IMPORT', entity: descriptor.name, after: { total: rows.length, saved: saved.length, rows: saved } });
      emit(catalogueEvent(descriptor, 'import', await eventNodes(tx, descriptor, viewer.nodeId), { count: saved.length }));
      return { total: rows.length, saved: saved.length, errors: [] };
    });
  } catch (error) {
    // Only a row saved by someone else between the check and the insert gets here.
    throw duplicateError(descriptor, error, () => duplicatedValueOf(error)) ?? error;
  }
}
