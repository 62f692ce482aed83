// Creating, updating and removing catalogue rows: checked, in one transaction with their audit entries and events.
import { sql } from 'drizzle-orm';
import { newId, rowsOf, type Db } from '../database';
import { badInput, type HisError } from '../errors';
import type { RequestContext, Viewer, WriteScope } from '../plugin';
import { realtimeEvent, type RealtimeEvent } from '../events';
import { catalogueEvents, type CatalogueEventPayloads } from '../../shared/event-ref';
import { checkCatalogueValues, normalizeFieldValue, type AnyCatalogue } from '../../shared/catalogue';
import { columnOf, derivedValues, fieldValuesOf, scopeCondition, selectList, tableOf, valueParameter, whereAll } from './catalogue-table';
import { checkReferences } from './refs';
import { duplicatedField } from './unique-violation';
import { findUsage, type CatalogueUsage } from './usages';
import { activeFacilities } from '../organisation';

type Row = Record<string, unknown>;

/** What writes need to know beyond the descriptor: the other catalogues (ref targets) and the usages of rows. */
export interface WriteEnvironment {
  known: ReadonlyMap<string, AnyCatalogue>;
  usagesOf(ctx: RequestContext, catalogue: string): readonly CatalogueUsage[];
}

/** Work a write does in the row's transaction once the row is saved (a plugin's extra write arguments). */
export type AfterSave = (scope: WriteScope, row: Row) => Promise<void>;

/** Most rows one remove call takes. */
export const REMOVE_MAX_IDS = 500;

/** The input's fields, normalized; fields the input leaves out are absent, not null. */
function changesOf(descriptor: AnyCatalogue, input: Readonly<Record<string, unknown>>): Row {
  const changes: Row = {};
  for (const [name, value] of Object.entries(input)) {
    const spec = descriptor.fields[name];
    if (spec) changes[name] = normalizeFieldValue(spec, value);
  }
  return changes;
}

/** Every field of a new row: what the input gives, null or the field's default for the rest. */
export function newRowValues(descriptor: AnyCatalogue, input: Readonly<Record<string, unknown>>): Row {
  const changes = changesOf(descriptor, input);
  return Object.fromEntries(Object.entries(descriptor.fields).map(([name, spec]) => [name, name in changes ? changes[name] : normalizeFieldValue(spec, null)]));
}

/** Refuses the first problem; only among `changed` fields when given, so that rows saved before a rule or field was added stay editable. */
function refuseProblems(descriptor: AnyCatalogue, values: Row, changed?: Row): void {
  const [problem] = checkCatalogueValues(descriptor, values).filter((found) => !changed || found.field in changed);
  if (problem) throw badInput(problem.key, problem.field, problem.params);
}

/** A duplicate value as the user's message: 'Mã DV01 đã tồn tại'; null for any other error. */
export function duplicateError(descriptor: AnyCatalogue, error: unknown, valuesOf: (field: string) => unknown): HisError | null {
  const field = duplicatedField(descriptor, error);
  if (!field) return null;
  const value = String(valuesOf(field) ?? '');
  return field === descriptor.codeField ? badInput('validation.duplicateCode', field, { code: value }) : badInput('catalogue.duplicateValue', field, { value });
}

/** Subscribers to tell: the facility of a per-node catalogue, every facility for a global one. */
export async function eventNodes(tx: Db, descriptor: AnyCatalogue, nodeId: string): Promise<string[]> {
  if (descriptor.scope === 'node') return [nodeId];
  const facilities = await activeFacilities(tx);
  return [...new Set([nodeId, ...facilities.map((node) => node._id)])];
}

/** One of the catalogue's declared events (`catalogueEvents`), its payload checked against the declaration. */
export function catalogueEvent<P extends keyof CatalogueEventPayloads>(descriptor: AnyCatalogue, process: P, idNodes: string[], data: CatalogueEventPayloads[P]): RealtimeEvent {
  return realtimeEvent(catalogueEvents(descriptor)[process], data, idNodes);
}

/** Inserts rows of complete, checked values in as few statements as the parameter limit allows. */
export async function insertRows(tx: Db, descriptor: AnyCatalogue, viewer: Viewer, rows: readonly Row[]): Promise<Row[]> {
  if (rows.length === 0) return [];
  const fieldNames = Object.keys(descriptor.fields);
  const derivedNames = Object.keys(derivedValues(descriptor, {}));
  const columns = ['_id', ...(descriptor.scope === 'node' ? ['node_Id'] : []), ...fieldNames, ...derivedNames, 'TamNgung', 'createdBy', 'updatedBy'];
  // PostgreSQL takes at most 65,535 parameters in one statement.
  const perStatement = Math.max(1, Math.floor(30_000 / columns.length));
  const saved: Row[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const tuples = rows.slice(start, start + perStatement).map((values) => {
      const derived = derivedValues(descriptor, values);
      const parameters = [
        sql`${newId()}`,
        ...(descriptor.scope === 'node' ? [sql`${viewer.nodeId}`] : []),
        ...fieldNames.map((name) => valueParameter(descriptor.fields[name], values[name])),
        ...derivedNames.map((name) => sql`${derived[name]}`),
        sql`${values.TamNgung === true}`,
        sql`${viewer.userId}`,
        sql`${viewer.userId}`,
      ];
      return sql`(${sql.join(parameters, sql`, `)})`;
    });
    saved.push(...rowsOf<Row>(await tx.execute(sql`
      INSERT INTO ${tableOf(descriptor)} (${sql.join(columns.map(columnOf), sql`, `)})
      VALUES ${sql.join(tuples, sql`, `)} RETURNING ${selectList(descriptor)}`)));
  }
  return saved;
}

export async function createRow(ctx: RequestContext, env: WriteEnvironment, descriptor: AnyCatalogue, viewer: Viewer, input: Readonly<Record<string, unknown>>, afterSave?: AfterSave): Promise<Row> {
  const values: Row = { ...newRowValues(descriptor, input), TamNgung: input.TamNgung === true };
  refuseProblems(descriptor, values);
  try {
    return await ctx.write(async (scope) => {
      const { tx, audit, emit } = scope;
      await checkReferences(tx, descriptor, env.known, viewer.nodeId, values, null);
      const [row] = await insertRows(tx, descriptor, viewer, [values]);
      await audit({ action: 'CREATE', entity: descriptor.name, entityId: String(row!._id), after: row });
      await afterSave?.(scope, row!);
      emit(catalogueEvent(descriptor, 'create', await eventNodes(tx, descriptor, viewer.nodeId), { ids: [String(row!._id)] }));
      return row!;
    });
  } catch (error) {
    // The UNIQUE constraint decides, not a lookup beforehand: two users saving one code at once get one row.
    throw duplicateError(descriptor, error, (field) => values[field]) ?? error;
  }
}

export async function updateRow(ctx: RequestContext, env: WriteEnvironment, descriptor: AnyCatalogue, viewer: Viewer, id: string, input: Readonly<Record<string, unknown>>, afterSave?: AfterSave): Promise<Row> {
  const changes = changesOf(descriptor, input);
  let merged: Row = {};
  try {
    return await ctx.write(async (scope) => {
      const { tx, audit, emit } = scope;
      const [current] = rowsOf<Row>(await tx.execute(sql`
        SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)}
        WHERE ${whereAll([sql`_id = ${id}`, scopeCondition(descriptor, viewer.nodeId)])} FOR UPDATE`));
      if (!current) throw badInput('catalogue.notFound', 'id', { entity: descriptor.title.vi });
      const previous = fieldValuesOf(descriptor, current);
      merged = { ...previous, ...changes };
      // A form sends every field back: only values that differ from the stored ones are new to check.
      const changed = Object.fromEntries(Object.entries(changes).filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(previous[name])));
      refuseProblems(descriptor, merged, changed);
      await checkReferences(tx, descriptor, env.known, viewer.nodeId, merged, previous);
      const derived = derivedValues(descriptor, merged);
      const assignments = [
        ...Object.keys(descriptor.fields).map((name) => sql`${columnOf(name)} = ${valueParameter(descriptor.fields[name], merged[name])}`),
        ...Object.entries(derived).map(([name, value]) => sql`${columnOf(name)} = ${value}`),
        sql`"TamNgung" = ${typeof input.TamNgung === 'boolean' ? input.TamNgung : current.TamNgung === true}`,
        sql`"updatedBy" = ${viewer.userId}`,
        sql`"updatedAt" = now()`,
      ];
      const [row] = rowsOf<Row>(await tx.execute(sql`
        UPDATE ${tableOf(descriptor)} SET ${sql.join(assignments, sql`, `)} WHERE _id = ${id} RETURNING ${selectList(descriptor)}`));
      await audit({ action: 'UPDATE', entity: descriptor.name, entityId: id, before: current, after: row });
      await afterSave?.(scope, row!);
      emit(catalogueEvent(descriptor, 'update', await eventNodes(tx, descriptor, viewer.nodeId), { ids: [id] }));
      return row!;
    });
  } catch (error) {
    throw duplicateError(descriptor, error, (field) => merged[field]) ?? error;
  }
}

/**
 * Removes the rows the viewer can see among `ids` and returns their ids; refuses the whole call, naming the
 * first row in use and where, when any of them is used.
 */
export async function removeRows(ctx: RequestContext, env: WriteEnvironment, descriptor: AnyCatalogue, viewer: Viewer, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) throw badInput('validation.required', 'ids');
  if (ids.length > REMOVE_MAX_IDS) throw badInput('catalogue.limitRange', 'ids', { min: 1, max: REMOVE_MAX_IDS });
  return ctx.write(async ({ tx, audit, emit }) => {
    // Locked before the usage check: a write choosing one of these rows either commits first and is found,
    // or waits and then finds the row gone (see checkReferences).
    const rows = rowsOf<Row>(await tx.execute(sql`
      SELECT ${selectList(descriptor)} FROM ${tableOf(descriptor)}
      WHERE ${whereAll([sql`_id = ANY(${sql.param([...new Set(ids)])}::text[])`, scopeCondition(descriptor, viewer.nodeId)])}
      ORDER BY _id FOR UPDATE`));
    if (rows.length === 0) return [];
    const removed = rows.map((row) => String(row._id));
    const used = await findUsage(tx, env.usagesOf(ctx, descriptor.name), descriptor.name, removed);
    if (used) {
      const code = rows.find((row) => row._id === used.id)?.[descriptor.codeField];
      throw badInput('catalogue.inUse', undefined, { code: String(code ?? used.id), usage: used.usage.label[ctx.lang] });
    }
    await tx.execute(sql`DELETE FROM ${tableOf(descriptor)} WHERE _id = ANY(${sql.param(removed)}::text[])`);
    for (const row of rows) await audit({ action: 'DELETE', entity: descriptor.name, entityId: String(row._id), before: row });
    emit(catalogueEvent(descriptor, 'remove', await eventNodes(tx, descriptor, viewer.nodeId), { ids: removed }));
    return removed;
  });
}
