// Resolvers of every catalogue operation: the permission check, then a read or a write of the engine.
import { sql } from 'drizzle-orm';
import type { RequestContext, ResolverMap, Viewer, WriteScope } from '../plugin';
import type { Language, MessageCatalog } from '../../shared';
import { refObjectFields, type AnyCatalogue } from '../../shared/catalogue';
import { loadInBatch } from '../request-batch';
import { SIGNED_IN, type AccessMap, type OperationAccess } from '../operation-access';
import { cursorRows, listRows, rowByCode, rowById, rowsByCodes, rowsWhere, searchRows, type CursorArgs, type ListArgs, type SearchArgs } from './reads';
import { createRow, removeRows, updateRow, type WriteEnvironment } from './writes';
import { importRows } from './import';
import { exportRows } from './export';
import { extraSearchConditions, type ExtraSearchArgs } from './search-args';
import { applyExtraWriteArgs, type ExtraWriteArgs } from './write-args';

export interface ResolverEnvironment extends WriteEnvironment {
  /** The permission that create, update, remove and import of a catalogue need. */
  writePermission(descriptor: AnyCatalogue): string;
  messages: Record<Language, MessageCatalog>;
  /** Arguments some searches take besides the usual ones, with the condition each adds. */
  extraSearchArgs?: ExtraSearchArgs;
  /** Arguments some creates and updates take besides the input, each saved in the row's transaction. */
  extraWriteArgs?: ExtraWriteArgs;
}

type Resolve = (parent: unknown, args: any, ctx: RequestContext) => Promise<unknown>;

// Undefined column or table: the table lags behind its descriptor, most often a field added without `since`.
const SCHEMA_DRIFT_CODES = new Set(['42703', '42P01']);

function databaseCode(error: unknown): unknown {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function explained(descriptor: AnyCatalogue, resolve: Resolve): Resolve {
  return async (parent, args, ctx) => {
    try {
      return await resolve(parent, args, ctx);
    } catch (error) {
      if (SCHEMA_DRIFT_CODES.has(databaseCode(error) as string)) {
        ctx.log.error('catalogue.tableBehindDescriptor', {
          catalogue: descriptor.name,
          error: String((error as Error).cause ?? error),
          fix: `A field added to ${descriptor.name} after its table was created needs since: ${descriptor.version + 1} (the next version), so that a migration adds its column.`,
        });
      }
      throw error;
    }
  };
}

function reader(ctx: RequestContext, descriptor: AnyCatalogue): Viewer {
  return descriptor.permissions.read ? ctx.requirePermission(descriptor.permissions.read) : ctx.requireViewer();
}

export function catalogueResolvers(descriptors: readonly AnyCatalogue[], env: ResolverEnvironment): ResolverMap {
  const Query: Record<string, Resolve> = {};
  const Mutation: Record<string, Resolve> = {};
  for (const descriptor of descriptors) {
    const { operations: op } = descriptor;
    const writer = (ctx: RequestContext) => ctx.requirePermission(env.writePermission(descriptor));
    const add = (target: Record<string, Resolve>, name: string, resolve: Resolve) => (target[name] = explained(descriptor, resolve));

    add(Query, op.list, (_, args: ListArgs, ctx) => listRows(ctx.db, descriptor, reader(ctx, descriptor).nodeId, args));
    add(Query, op.cursor, (_, args: CursorArgs, ctx) => cursorRows(ctx.db, descriptor, reader(ctx, descriptor).nodeId, args));
    add(Query, op.byCodes, (_, args: { codes: string[] }, ctx) => rowsByCodes(ctx.db, descriptor, reader(ctx, descriptor).nodeId, args.codes));
    add(Query, op.byId, (_, args: { id: string }, ctx) => rowById(ctx.db, descriptor, reader(ctx, descriptor).nodeId, args.id));
    add(Query, op.search, async (_, args: SearchArgs & Record<string, unknown>, ctx) => {
      const { nodeId } = reader(ctx, descriptor);
      const filters = await extraSearchConditions(env.extraSearchArgs?.[descriptor.name], { db: ctx.db, nodeId, provided: ctx.provided, args });
      return searchRows(ctx.db, descriptor, nodeId, args, filters);
    });
    add(Query, op.export, (_, args: { hasTamNgung?: boolean | null }, ctx) => exportRows(ctx.db, descriptor, env.known, reader(ctx, descriptor).nodeId, args.hasTamNgung === true));
    if (op.byCode) add(Query, op.byCode, (_, args: { code: string }, ctx) => rowByCode(ctx.db, descriptor, reader(ctx, descriptor).nodeId, args.code));

    const extraWrites = env.extraWriteArgs?.[descriptor.name];
    const afterSave = (ctx: RequestContext, args: Record<string, unknown>, created: boolean) =>
      extraWrites ? (scope: WriteScope, row: Record<string, unknown>) => applyExtraWriteArgs(extraWrites, args, { ctx, scope, row, created }) : undefined;
    add(Mutation, op.create, (_, args: { input: Record<string, unknown> }, ctx) => createRow(ctx, env, descriptor, writer(ctx), args.input, afterSave(ctx, args, true)));
    add(Mutation, op.update, (_, args: { id: string; input: Record<string, unknown> }, ctx) => updateRow(ctx, env, descriptor, writer(ctx), args.id, args.input, afterSave(ctx, args, false)));
    add(Mutation, op.remove, (_, args: { ids: string[] }, ctx) => removeRows(ctx, env, descriptor, writer(ctx), args.ids));
    add(Mutation, op.import, (_, args: { rows: unknown[]; dryRun?: boolean | null }, ctx) =>
      importRows(ctx, env, descriptor, writer(ctx), args.rows, args.dryRun === true, env.messages));
  }
  return { Query, Mutation, ...refObjectResolvers(descriptors, env.known) };
}

/** Who may call each catalogue operation: the descriptor's read permission (any signed-in user without one), its write permission. */
export function catalogueAccess(descriptors: readonly AnyCatalogue[], writePermission: (descriptor: AnyCatalogue) => string): AccessMap {
  const Query: Record<string, OperationAccess> = {};
  const Mutation: Record<string, OperationAccess> = {};
  for (const descriptor of descriptors) {
    const { operations: op } = descriptor;
    const read = descriptor.permissions.read ?? SIGNED_IN;
    for (const name of [op.list, op.cursor, op.byCodes, op.byId, op.search, op.export, op.byCode]) if (name) Query[name] = read;
    for (const name of [op.create, op.update, op.remove, op.import]) Mutation[name] = writePermission(descriptor);
  }
  return { Query, Mutation };
}

/**
 * `ChucVu` beside `ChucVu_Id`: the rows a page of 50 points to, read in one query per target. A target with its
 * own read permission shows only to holders of it.
 */
function refObjectResolvers(descriptors: readonly AnyCatalogue[], known: ReadonlyMap<string, AnyCatalogue>): ResolverMap {
  const byType: ResolverMap = {};
  for (const descriptor of descriptors) {
    const refs = refObjectFields(descriptor, known);
    if (refs.length === 0) continue;
    byType[descriptor.name] = Object.fromEntries(refs.map(({ field, target }) => [
      field.slice(0, -'_Id'.length),
      async (parent: Record<string, unknown>, _: unknown, ctx: RequestContext) => {
        const id = parent[field];
        if (typeof id !== 'string' || (target.permissions.read && !ctx.holds(target.permissions.read))) return null;
        const { nodeId } = ctx.requireViewer();
        const row = await loadInBatch(ctx, `ref:${target.name}`, id, async (ids) => {
          const rows = await rowsWhere(ctx.db, target, nodeId, sql`_id = ANY(${sql.param(ids)}::text[])`);
          return new Map(rows.map((each) => [String(each._id), each]));
        });
        return row ?? null;
      },
    ]));
  }
  return byType;
}
