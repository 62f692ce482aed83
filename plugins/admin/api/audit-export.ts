// The audit history to a spreadsheet: the entries a filter matches, in the reader's words, at most 50,000 of them, the
// export itself recorded as an EXPORT entry. The browser writes the .xlsx file (writeSheetFile), as every export does.
import { sql } from 'drizzle-orm';
import { AUDIT_LABELS, badInput, organisationNodes, rowsOf, type RequestContext } from '@his/sdk/server';
import type { LichSuThaoTacFilter, MutationResolvers } from '../generated/resolvers';
import { AUDIT_EXPORT_CELL_MAX, AUDIT_EXPORT_MAX_ROWS, AUDIT_READ_PERMISSION } from '../rules/audit-log';
import { ENTRY_COLUMNS, filterConditions, labelledEntries, scopeOf, whereClause, type StoredRow } from './audit-history';
import { changesAsText } from './audit-export-text';
import { lookUpNames } from './audit-names';
import { AuditPresenter, humanise } from './audit-presentation';

export const auditExportSchema = /* GraphQL */ `
  "One audit entry as a row of a spreadsheet, every column in the reader's language."
  type LichSuThaoTacExportRow {
    _id: ID!
    "When it happened (ms)."
    time: Float!
    username: String
    nodeName: String
    action: String!
    "The action in the reader's language (Cập nhật, Đăng nhập)."
    actionLabel: String!
    entity: String!
    entityLabel: String!
    entity_Id: String
    recordName: String
    operationLabel: String
    address: String
    "What changed, a line per field: 'Field: before → after' for an edit, the values of a record created or deleted."
    changes: String!
  }

  extend type Mutation {
    "Every entry the filter matches, as getLichSuThaoTac finds them, newest first, for a spreadsheet; records the export as an EXPORT entry. Needs admin.audit.read; refuses a filter matching more than ${AUDIT_EXPORT_MAX_ROWS} entries (field filter)."
    exportLichSuThaoTac(filter: LichSuThaoTacFilter): [LichSuThaoTacExportRow!]!
  }
`;

/** The spec's patient entity, whose records the audit labels of the variant may say how to name (reception's do). */
const PATIENT_ENTITY = 'BenhNhan';

/**
 * The filter as the EXPORT entry records it: what was asked for, times as instants a reader can read, and the patient
 * by name as well as by id, where the variant's labels say how to name one.
 */
async function exportedFilter(ctx: RequestContext, filter: LichSuThaoTacFilter | null | undefined): Promise<Record<string, string>> {
  const recorded: Record<string, string> = {};
  if (!filter) return recorded;
  if (filter.tuNgay != null) recorded.tuNgay = new Date(filter.tuNgay).toISOString();
  if (filter.denNgay != null) recorded.denNgay = new Date(filter.denNgay).toISOString();
  for (const field of ['username', 'action', 'entity', 'entity_Id', 'BenhNhan_Id'] as const) {
    const value = filter[field]?.trim();
    if (value) recorded[field] = value;
  }
  const patientId = recorded.BenhNhan_Id;
  if (patientId) {
    const names = await lookUpNames(ctx.db, ctx.provided(AUDIT_LABELS), new Map([[PATIENT_ENTITY, new Set([patientId])]]));
    const name = names.get(PATIENT_ENTITY)?.get(patientId);
    if (name) recorded.TenBenhNhan = name;
  }
  return recorded;
}

async function exportAudit(ctx: RequestContext, filter: LichSuThaoTacFilter | null | undefined) {
  const viewer = ctx.requirePermission(AUDIT_READ_PERMISSION);
  const book = ctx.provided(AUDIT_LABELS);
  const presenter = new AuditPresenter(book, ctx.lang);
  const entity = filter?.entity?.trim();
  // Checked (and refused, naming the field) before anything is read.
  const where = whereClause([scopeOf(viewer), ...filterConditions(filter, entity ? presenter.entitiesLabelled(entity) : [])]);
  // Counted first: a filter matching too many is refused without reading them.
  const [count] = rowsOf<{ total: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS total FROM his_audit_log a WHERE ${where}`));
  const total = count?.total ?? 0;
  if (total > AUDIT_EXPORT_MAX_ROWS) {
    const number = new Intl.NumberFormat(ctx.lang === 'vi' ? 'vi-VN' : 'en-GB');
    throw badInput('admin.audit.exportTooMany', 'filter', { max: number.format(AUDIT_EXPORT_MAX_ROWS), total: number.format(total) });
  }
  const stored = rowsOf<StoredRow>(await ctx.db.execute(sql`
    SELECT ${ENTRY_COLUMNS} FROM his_audit_log a LEFT JOIN ${organisationNodes} n ON n._id = a."node_Id"
    WHERE ${where} ORDER BY a.time DESC, a._id DESC LIMIT ${AUDIT_EXPORT_MAX_ROWS}`));
  const entries = await labelledEntries(ctx, presenter, stored);
  const none = book.message(ctx.lang, 'admin.audit.value.none') ?? '-';
  const rows = entries.map((entry) => ({
    _id: entry._id,
    time: entry.time,
    username: entry.username,
    nodeName: entry.nodeName,
    action: entry.action,
    actionLabel: book.message(ctx.lang, `admin.audit.action.${entry.action}`) ?? humanise(entry.action),
    entity: entry.entity,
    entityLabel: entry.entityLabel,
    entity_Id: entry.entity_Id,
    recordName: entry.recordName,
    operationLabel: entry.operationLabel,
    address: entry.address,
    changes: changesAsText(entry.changes, { none, max: AUDIT_EXPORT_CELL_MAX }),
  }));
  // Recorded once the rows are ready: an export that failed left nothing out of the system. A patient filter names
  // the patient at the top, so that the export shows in that patient's own history.
  const after = { ...(await exportedFilter(ctx, filter)), soDong: rows.length };
  await ctx.write((scope) => scope.audit({ action: 'EXPORT', entity: 'LichSuThaoTac', after }));
  return rows;
}

export const auditExportResolvers: { Mutation: Pick<MutationResolvers, 'exportLichSuThaoTac'> } = {
  Mutation: {
    exportLichSuThaoTac: (_parent, args, ctx) => exportAudit(ctx, args.filter),
  },
};
