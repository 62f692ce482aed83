// The audit history API: the core's audit log (his_audit_log), read page by page and scoped to the caller's node.
import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_LABELS, badInput, escapeLike, holds, organisationNodes, rowsOf, SETTINGS_ACCESS, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import type { LichSuThaoTac, LichSuThaoTacFilter, QueryResolvers } from '../generated/resolvers';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_LIMIT_DEFAULT,
  AUDIT_PAGE_LIMIT_MAX,
  AUDIT_READ_ALL_NODES_PERMISSION,
  AUDIT_READ_PERMISSION,
  isAuditAction,
} from '../rules/audit-log';
import { AuditPresenter, type WantedNames } from './audit-presentation';
import { lookUpNames } from './audit-names';

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
    "The patient the entry is about: the patient's own record, or a record naming the patient by BenhNhan_Id."
    BenhNhan_Id: ID
    "The record before the change, with credentials masked."
    before: JSON
    "The record after the change, with credentials masked."
    after: JSON
    "The entity in the reader's language (Dịch vụ, Tài khoản người dùng); for a generic entry, its mutation's."
    entityLabel: String!
    "The mutation in the reader's language (Sửa Dịch vụ, Đăng nhập)."
    operationLabel: String
    "The record's name (a service's name, an account's user name); null when the entry names no record or it is gone."
    recordName: String
    "The record field by field in the reader's language, ids shown as names, credentials masked."
    changes: [LichSuThaoTacThayDoi!]!
  }

  "One field of an audit entry's record: its label and its value before and after, as text."
  type LichSuThaoTacThayDoi {
    "The field's name in the record."
    field: String!
    label: String!
    before: String
    after: String
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
    "Part of the entity name or of its label in the reader's language, any case; with entity_Id, the entity's name exactly as entries carry it (BenhNhan, DM_DichVu)."
    entity: String
    "The entries of one record: its id, with entity naming its entity (the history of one record)."
    entity_Id: String
    "The entries about one patient: the patient's own record and every record naming the patient by BenhNhan_Id (visits, orders, receipts…)."
    BenhNhan_Id: ID
  }

  extend type Query {
    "The audit history of the current node, newest first; every node's with admin.audit.readAllNodes. Needs admin.audit.read. page from 1; limit 1-${AUDIT_PAGE_LIMIT_MAX}, ${AUDIT_PAGE_LIMIT_DEFAULT} by default."
    getLichSuThaoTac(filter: LichSuThaoTacFilter, page: Int, limit: Int): LichSuThaoTacPage!
    "One audit entry with its before and after; null when it does not exist or lies outside the caller's nodes."
    getLichSuThaoTacById(_id: ID!): LichSuThaoTac
  }
`;

export type StoredRow = Omit<LichSuThaoTac, '__typename' | 'entityLabel' | 'operationLabel' | 'recordName' | 'changes'>;
export type AuditRow = Omit<LichSuThaoTac, '__typename'>;

/**
 * Which entries the viewer may read: every one with the all-nodes permission; otherwise those of the
 * current node, and node-less ones (sign-ins) of accounts that work at that node.
 */
export function scopeOf(viewer: Viewer): SQL | undefined {
  if (holds(viewer, AUDIT_READ_ALL_NODES_PERMISSION)) return undefined;
  return sql`(a."node_Id" = ${viewer.nodeId} OR (a."node_Id" IS NULL AND a."user_Id" IN (
    SELECT up."user_Id" FROM his_user_profiles up JOIN his_profile_nodes pn ON pn."profile_Id" = up."profile_Id"
    WHERE pn."node_Id" = ${viewer.nodeId})))`;
}

function containing(text: string): string {
  return '%' + escapeLike(text.toLowerCase()) + '%';
}

/** The longest text a filter's words may be: far longer than any account or entity name. */
const FILTER_TEXT_MAX = 200;
/** The longest record id: row ids are 24 hex characters, uuids 36, settings blocks a word. */
const RECORD_ID_MAX = 64;

/** The trimmed text of a filter's field, or undefined when empty; refused, naming the field, when too long. */
function filterText(value: string | null | undefined, field: string, max = FILTER_TEXT_MAX): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if ([...text].length > max) throw badInput('validation.maxLength', field, { max });
  return text;
}

/** `labelled`: the entities whose label in the reader's language holds the entity filter's text. */
export function filterConditions(filter: LichSuThaoTacFilter | null | undefined, labelled: readonly string[]): SQL[] {
  const conditions: SQL[] = [];
  if (!filter) return conditions;
  const { tuNgay, denNgay } = filter;
  if (tuNgay != null && !Number.isFinite(tuNgay)) throw badInput('admin.audit.invalidTime', 'tuNgay');
  if (denNgay != null && !Number.isFinite(denNgay)) throw badInput('admin.audit.invalidTime', 'denNgay');
  if (tuNgay != null && denNgay != null && tuNgay > denNgay) throw badInput('admin.audit.dateRange', 'denNgay');
  if (tuNgay != null) conditions.push(sql`a.time >= to_timestamp(${tuNgay}::float8 / 1000)`);
  if (denNgay != null) conditions.push(sql`a.time <= to_timestamp(${denNgay}::float8 / 1000)`);
  const username = filterText(filter.username, 'username');
  if (username) conditions.push(sql`lower(a.username) LIKE ${containing(username)}`);
  const action = filter.action?.trim();
  if (action) {
    if (!isAuditAction(action)) throw badInput('validation.oneOf', 'action', { values: AUDIT_ACTIONS.join(', ') });
    conditions.push(sql`a.action = ${action}`);
  }
  const entity = filterText(filter.entity, 'entity');
  const entityId = filterText(filter.entity_Id, 'entity_Id', RECORD_ID_MAX);
  // One record's history names its entity exactly: a part of a name would also match another entity's record of
  // the same id (a visit and its insurance confirmation share one).
  if (entityId) conditions.push(entity ? sql`a.entity = ${entity} AND a."entity_Id" = ${entityId}` : sql`a."entity_Id" = ${entityId}`);
  else if (entity) conditions.push(sql`(lower(a.entity) LIKE ${containing(entity)} OR a.entity = ANY(${sql.param([...labelled])}::text[]))`);
  const patientId = filterText(filter.BenhNhan_Id, 'BenhNhan_Id', RECORD_ID_MAX);
  if (patientId) conditions.push(sql`a."BenhNhan_Id" = ${patientId}`);
  return conditions;
}

export function whereClause(conditions: readonly (SQL | undefined)[]): SQL {
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
export const ENTRY_COLUMNS = sql`a._id::text AS "_id", floor(extract(epoch FROM a.time) * 1000)::float8 AS time,
  a."user_Id", a.username, a."node_Id", n.name AS "nodeName", a."profile_Id", a.action, a.entity, a."entity_Id",
  a.operation, a.address, a."BenhNhan_Id", a.before, a.after`;

export async function readAuditPage(
  db: Db,
  viewer: Viewer,
  args: { filter?: LichSuThaoTacFilter | null; page?: number | null; limit?: number | null },
  labelled: readonly string[] = [],
) {
  const { limit, offset } = paging(args.page, args.limit);
  const where = whereClause([scopeOf(viewer), ...filterConditions(args.filter, labelled)]);
  const items = rowsOf<StoredRow>(await db.execute(sql`
    SELECT ${ENTRY_COLUMNS} FROM his_audit_log a LEFT JOIN ${organisationNodes} n ON n._id = a."node_Id"
    WHERE ${where} ORDER BY a.time DESC, a._id DESC LIMIT ${limit} OFFSET ${offset}`));
  const [count] = rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM his_audit_log a WHERE ${where}`));
  return { items, total: count?.total ?? 0 };
}

export async function readAuditEntry(db: Db, viewer: Viewer, id: string): Promise<StoredRow | null> {
  // Ids are bigserial numbers; anything else names no entry, and must not reach the cast below.
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = rowsOf<StoredRow>(await db.execute(sql`
    SELECT ${ENTRY_COLUMNS} FROM his_audit_log a LEFT JOIN ${organisationNodes} n ON n._id = a."node_Id"
    WHERE a._id = ${id}::bigint AND ${whereClause([scopeOf(viewer)])}`));
  return row ?? null;
}

/**
 * A settings entry as its reader may see it, by the settings schema: declared keys only, secrets masked. Entries
 * written before secrets were declared may hold them in clear; the masking on write covers the newer ones.
 */
function shownEntry(ctx: RequestContext, row: StoredRow): StoredRow {
  if (row.entity !== 'Setting' || !row.entity_Id) return row;
  const settings = ctx.provided(SETTINGS_ACCESS);
  return { ...row, before: settings.auditView(ctx, row.entity_Id, row.before), after: settings.auditView(ctx, row.entity_Id, row.after) };
}

/** Entries as their reader reads them: labelled in the caller's language, records and ids by name. */
export async function labelledEntries(ctx: RequestContext, presenter: AuditPresenter, rows: readonly StoredRow[]): Promise<AuditRow[]> {
  const book = ctx.provided(AUDIT_LABELS);
  const shown = rows.map((row) => shownEntry(ctx, row));
  const wanted: WantedNames = new Map();
  for (const row of shown) presenter.wantNames(wanted, row.entity, row.entity_Id, [row.before, row.after]);
  const names = await lookUpNames(ctx.db, book, wanted);
  return shown.map((row) => ({
    ...row,
    entityLabel: presenter.entityLabel(row.entity),
    operationLabel: presenter.operationLabel(row.operation),
    recordName: presenter.recordName(row.entity, row.entity_Id, row.before, row.after, names),
    changes: presenter.changes(row.entity, row.before, row.after, names),
  }));
}

export const auditHistoryResolvers: { Query: Pick<QueryResolvers, 'getLichSuThaoTac' | 'getLichSuThaoTacById'> } = {
  Query: {
    async getLichSuThaoTac(_parent, args, ctx) {
      const viewer = ctx.requirePermission(AUDIT_READ_PERMISSION);
      const presenter = new AuditPresenter(ctx.provided(AUDIT_LABELS), ctx.lang);
      const entity = args.filter?.entity?.trim();
      const page = await readAuditPage(ctx.db, viewer, args, entity ? presenter.entitiesLabelled(entity) : []);
      return { ...page, items: await labelledEntries(ctx, presenter, page.items) };
    },
    async getLichSuThaoTacById(_parent, args, ctx) {
      const row = await readAuditEntry(ctx.db, ctx.requirePermission(AUDIT_READ_PERMISSION), args._id);
      if (!row) return null;
      const [entry] = await labelledEntries(ctx, new AuditPresenter(ctx.provided(AUDIT_LABELS), ctx.lang), [row]);
      return entry!;
    },
  },
};
