// The audit history API: the core's audit log (his_audit_log), read page by page and scoped to the caller's node.
import { sql, type SQL } from 'drizzle-orm';
import { badInput, escapeLike, holds, rowsOf, SETTINGS_ACCESS, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import type { LichSuThaoTac, LichSuThaoTacFilter, QueryResolvers } from '../generated/resolvers';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_LIMIT_DEFAULT,
  AUDIT_PAGE_LIMIT_MAX,
  AUDIT_READ_ALL_NODES_PERMISSION,
  AUDIT_READ_PERMISSION,
  isAuditAction,
} from '../rules/audit-log';

export const auditHistorySchema = /* GraphQL */ `
  "One audit entry: who did what to which record, when, acting for which node."
  type LichSuThaoTac {
    _id: ID!
    "When it happened (ms)."
    time: Float!
    user_Id: ID
    "The account name typed at sign-in; also kept for refused sign-ins of unknown names."
    username: String
    "The node the request acted for; empty for sign-ins, which happen before a node is chosen."
    node_Id: ID
    nodeName: String
    profile_Id: ID
    "CREATE, UPDATE, DELETE, LOGIN, LOGOUT, LOGIN_FAILED, REFUSED, APPROVED, CANCEL, EXPORT, IMPORT, PAYMENTREQUEST or OTHER."
    action: String!
    "The entity of the change (BienLai, Setting, User…) or, for a generic entry, the mutation's name."
    entity: String!
    entity_Id: String
    "The mutation that made the change."
    operation: String
    "The client's network address."
    address: String
    "The record before the change, with credentials masked."
    before: JSON
    "The record after the change, with credentials masked."
    after: JSON
  }

  type LichSuThaoTacPage {
    "Newest first."
    items: [LichSuThaoTac!]!
    "How many entries match the filter, over all pages."
    total: Int!
  }

  input LichSuThaoTacFilter {
    "From this time (ms), inclusive."
    tuNgay: Float
    "Up to this time (ms), inclusive."
    denNgay: Float
    "Part of the account name, any case."
    username: String
    action: String
    "Part of the entity name, any case."
    entity: String
  }

  extend type Query {
    "The audit history of the current node, newest first; every node's with admin.audit.readAllNodes. Needs admin.audit.read. page from 1; limit 1-${AUDIT_PAGE_LIMIT_MAX}, ${AUDIT_PAGE_LIMIT_DEFAULT} by default."
    getLichSuThaoTac(filter: LichSuThaoTacFilter, page: Int, limit: Int): LichSuThaoTacPage!
    "One audit entry with its before and after; null when it does not exist or lies outside the caller's nodes."
    getLichSuThaoTacById(_id: ID!): LichSuThaoTac
  }
`;

type AuditRow = Omit<LichSuThaoTac, '__typename'>;

/**
 * Which entries the viewer may read: every one with the all-nodes permission; otherwise those of the
 * current node, and node-less ones (sign-ins) of accounts that work at that node.
 */
function scopeOf(viewer: Viewer): SQL | undefined {
  if (holds(viewer, AUDIT_READ_ALL_NODES_PERMISSION)) return undefined;
  return sql`(a."node_Id" = ${viewer.nodeId} OR (a."node_Id" IS NULL AND a."user_Id" IN (
    SELECT up."user_Id" FROM his_user_profiles up JOIN his_profile_nodes pn ON pn."profile_Id" = up."profile_Id"
    WHERE pn."node_Id" = ${viewer.nodeId})))`;
}

function containing(text: string): string {
  return '%' + escapeLike(text.toLowerCase()) + '%';
}

function filterConditions(filter: LichSuThaoTacFilter | null | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (!filter) return conditions;
  const { tuNgay, denNgay } = filter;
  if (tuNgay != null && !Number.isFinite(tuNgay)) throw badInput('admin.audit.invalidTime', 'tuNgay');
  if (denNgay != null && !Number.isFinite(denNgay)) throw badInput('admin.audit.invalidTime', 'denNgay');
  if (tuNgay != null && denNgay != null && tuNgay > denNgay) throw badInput('admin.audit.dateRange', 'denNgay');
  if (tuNgay != null) conditions.push(sql`a.time >= to_timestamp(${tuNgay}::float8 / 1000)`);
  if (denNgay != null) conditions.push(sql`a.time <= to_timestamp(${denNgay}::float8 / 1000)`);
  const username = filter.username?.trim();
  if (username) conditions.push(sql`lower(a.username) LIKE ${containing(username)}`);
  const action = filter.action?.trim();
  if (action) {
    if (!isAuditAction(action)) throw badInput('validation.oneOf', 'action', { values: AUDIT_ACTIONS.join(', ') });
    conditions.push(sql`a.action = ${action}`);
  }
  const entity = filter.entity?.trim();
  if (entity) conditions.push(sql`lower(a.entity) LIKE ${containing(entity)}`);
  return conditions;
}

function whereClause(conditions: readonly (SQL | undefined)[]): SQL {
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length === 0 ? sql`TRUE` : sql.join(present, sql` AND `);
}

function paging(page: number | null | undefined, limit: number | null | undefined): { limit: number; offset: number } {
  const size = limit ?? AUDIT_PAGE_LIMIT_DEFAULT;
  if (!Number.isInteger(size) || size < 1 || size > AUDIT_PAGE_LIMIT_MAX) {
    throw badInput('admin.audit.limitRange', 'limit', { min: 1, max: AUDIT_PAGE_LIMIT_MAX });
  }
  const number = page ?? 1;
  if (!Number.isInteger(number) || number < 1) throw badInput('admin.audit.pageInvalid', 'page');
  return { limit: size, offset: (number - 1) * size };
}

// Times leave as whole milliseconds: the column keeps microseconds, which a client's Date cannot hold.
const ENTRY_COLUMNS = sql`a._id::text AS "_id", floor(extract(epoch FROM a.time) * 1000)::float8 AS time,
  a."user_Id", a.username, a."node_Id", n.name AS "nodeName", a."profile_Id", a.action, a.entity, a."entity_Id",
  a.operation, a.address, a.before, a.after`;

export async function readAuditPage(db: Db, viewer: Viewer, args: { filter?: LichSuThaoTacFilter | null; page?: number | null; limit?: number | null }) {
  const { limit, offset } = paging(args.page, args.limit);
  const where = whereClause([scopeOf(viewer), ...filterConditions(args.filter)]);
  const items = rowsOf<AuditRow>(await db.execute(sql`
    SELECT ${ENTRY_COLUMNS} FROM his_audit_log a LEFT JOIN his_nodes n ON n._id = a."node_Id"
    WHERE ${where} ORDER BY a.time DESC, a._id DESC LIMIT ${limit} OFFSET ${offset}`));
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM his_audit_log a WHERE ${where}`));
  return { items, total: count?.total ?? 0 };
}

export async function readAuditEntry(db: Db, viewer: Viewer, id: string): Promise<AuditRow | null> {
  // Ids are bigserial numbers; anything else names no entry, and must not reach the cast below.
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = rowsOf<AuditRow>(await db.execute(sql`
    SELECT ${ENTRY_COLUMNS} FROM his_audit_log a LEFT JOIN his_nodes n ON n._id = a."node_Id"
    WHERE a._id = ${id}::bigint AND ${whereClause([scopeOf(viewer)])}`));
  return row ?? null;
}

/**
 * A settings entry as its reader may see it, by the settings schema: declared keys only, secrets masked. Entries
 * written before secrets were declared may hold them in clear; the masking on write covers the newer ones.
 */
function shownEntry(ctx: RequestContext, row: AuditRow): AuditRow {
  if (row.entity !== 'Setting' || !row.entity_Id) return row;
  const settings = ctx.provided(SETTINGS_ACCESS);
  return { ...row, before: settings.auditView(ctx, row.entity_Id, row.before), after: settings.auditView(ctx, row.entity_Id, row.after) };
}

export const auditHistoryResolvers: { Query: Pick<QueryResolvers, 'getLichSuThaoTac' | 'getLichSuThaoTacById'> } = {
  Query: {
    async getLichSuThaoTac(_parent, args, ctx) {
      const page = await readAuditPage(ctx.db, ctx.requirePermission(AUDIT_READ_PERMISSION), args);
      return { ...page, items: page.items.map((row) => shownEntry(ctx, row)) };
    },
    async getLichSuThaoTacById(_parent, args, ctx) {
      const row = await readAuditEntry(ctx.db, ctx.requirePermission(AUDIT_READ_PERMISSION), args._id);
      return row && shownEntry(ctx, row);
    },
  },
};
