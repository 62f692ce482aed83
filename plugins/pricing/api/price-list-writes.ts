// Saving price lists: drafts are created, edited and deleted; a release makes one read-only. Each write checks its
// input, runs in one transaction with its audit entries, and tells the facility's screens after commit.
import { sql } from 'drizzle-orm';
import { startOfDay } from '@his/sdk/format';
import { toKhongDau, type Timestamp } from '@his/sdk';
import { badInput, newId, nodesWithin, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type Viewer, type WriteScope } from '@his/sdk/server';
import { bangGiaChanges, checkBangGiaValues, EMPTY_BANG_GIA, type BangGiaValues, type KnownRows, type LineInput } from '../rules/price-list';
import { LINE_TABLES, rowFacility, type LineKind } from '../server/candidate-lists';
import { bangGiaById, linesOf, type BangGiaRow } from './price-list-reads';
import { countLosingServices } from './release-impact';
import { priceListEvents } from '../contract';

/** Most lists one delete call takes. */
export const DELETE_MAX_IDS = 500;

function duplicateCodeError(error: unknown, code: string | null): unknown {
  const constraint = violatedUniqueConstraint(error);
  return constraint === 'DM_BangGia_MaBangGia_key' || constraint === '' ? badInput('validation.duplicateCode', 'MaBangGia', { code: code ?? '' }) : error;
}

function idsOf(lines: readonly LineInput[]): string[] {
  return [...new Set(lines.map((line) => line.id).filter((id): id is string => id !== null))];
}

/** Codes of the services and courses the lines name that the facility may use; locked until commit, so none is removed meanwhile. */
async function knownRows(tx: Db, nodeId: string, values: BangGiaValues): Promise<KnownRows> {
  const read = async (table: string, code: string, ids: string[]) => {
    if (ids.length === 0) return new Map<string, string>();
    const rows = rowsOf<{ _id: string; code: string }>(await tx.execute(sql`
      SELECT t._id, t.${sql.raw(`"${code}"`)} AS code FROM ${sql.raw(`"${table}"`)} t
      WHERE t._id = ANY(${sql.param(ids)}::text[]) AND coalesce(${rowFacility('t')}, ${nodeId}) = ${nodeId} FOR SHARE`));
    return new Map(rows.map((row) => [row._id, row.code]));
  };
  return {
    services: await read('DM_DichVu', 'MaDichVu', idsOf(values.DichVu_DonGia)),
    courses: await read('DM_LieuTrinh', 'MaLieuTrinh', idsOf(values.LieuTrinh_DonGia)),
  };
}

/** The price type exists and, when newly chosen, is not suspended. */
async function checkPriceType(tx: Db, id: string, kept: string | null): Promise<void> {
  const [row] = rowsOf<{ code: string; TamNgung: boolean }>(await tx.execute(sql`
    SELECT "MaLoaiGia" AS code, "TamNgung" FROM "DM_LoaiGia" WHERE _id = ${id} FOR SHARE`));
  if (!row) throw badInput('catalogue.refNotFound', 'LoaiGia_Id');
  if (row.TamNgung && id !== kept) throw badInput('catalogue.refSuspended', 'LoaiGia_Id', { code: row.code });
}

/** Every room is a department or room of the caller's facility. */
async function checkRooms(tx: Db, nodeId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await nodesWithin(tx, nodeId, ids, { categories: ['DEPARTMENT', 'ROOM'], activeOnly: true });
  if (found.size !== ids.length) throw badInput('catalogue.refNotFound', 'PhongBan_Ids');
}

function refuseProblems(values: BangGiaValues, known: KnownRows): void {
  const [problem] = checkBangGiaValues(values, known);
  if (problem) throw badInput(problem.key, problem.field, problem.params);
}

export async function insertLines(tx: Db, bangGiaId: string, kind: LineKind, lines: readonly LineInput[]): Promise<void> {
  const { table, column } = LINE_TABLES[kind];
  // Four parameters a line; PostgreSQL takes at most 65,535 in one statement.
  const perStatement = 5_000;
  for (let start = 0; start < lines.length; start += perStatement) {
    const tuples = lines.slice(start, start + perStatement).map((line, index) => sql`(${bangGiaId}, ${line.id}, ${line.DonGia}, ${start + index + 1})`);
    await tx.execute(sql`
      INSERT INTO ${sql.raw(`"${table}"`)} ("BangGia_Id", ${sql.raw(`"${column}"`)}, "DonGia", "ThuTu") VALUES ${sql.join(tuples, sql`, `)}`);
  }
}

async function replaceLines(tx: Db, bangGiaId: string, kind: LineKind, lines: readonly LineInput[]): Promise<void> {
  await tx.execute(sql`DELETE FROM ${sql.raw(`"${LINE_TABLES[kind].table}"`)} WHERE "BangGia_Id" = ${bangGiaId}`);
  await insertLines(tx, bangGiaId, kind, lines);
}

/** A list with its lines, as the audit log keeps it. */
async function snapshot(tx: Db, row: BangGiaRow): Promise<Record<string, unknown>> {
  const { HienHanh: _derived, ...stored } = row;
  const lines = async (kind: LineKind, idField: string) => (await linesOf(tx, row._id, kind)).map((line) => ({ [idField]: line.id, DonGia: line.DonGia }));
  return { ...stored, DichVu_DonGia: await lines('DichVu', 'DichVu_Id'), LieuTrinh_DonGia: await lines('LieuTrinh', 'LieuTrinh_Id') };
}

function valuesOf(row: BangGiaRow, snap: Record<string, unknown>): BangGiaValues {
  const lines = (key: string, idField: string) => (snap[key] as Record<string, unknown>[]).map((line) => ({ id: line[idField] as string, DonGia: line.DonGia }));
  return {
    LoaiGia_Id: row.LoaiGia_Id,
    MaBangGia: row.MaBangGia,
    TenBangGia: row.TenBangGia,
    LoaiBangGia: row.LoaiBangGia,
    NgayPhatHanh: row.NgayPhatHanh,
    PhongBan_Ids: row.PhongBan_Ids,
    DichVu_DonGia: lines('DichVu_DonGia', 'DichVu_Id'),
    LieuTrinh_DonGia: lines('LieuTrinh_DonGia', 'LieuTrinh_Id'),
  };
}

function emitChange(emit: WriteScope['emit'], viewer: Viewer, process: keyof typeof priceListEvents, ids: string[]): void {
  emit(priceListEvents[process], { ids }, { idNodes: [viewer.nodeId] });
}

export async function createBangGia(ctx: RequestContext, viewer: Viewer, input: Readonly<Record<string, unknown>>): Promise<BangGiaRow> {
  const values: BangGiaValues = { ...EMPTY_BANG_GIA, ...bangGiaChanges(input) };
  try {
    return await ctx.write(async ({ tx, audit, emit }) => {
      refuseProblems(values, await knownRows(tx, viewer.nodeId, values));
      await checkPriceType(tx, values.LoaiGia_Id!, null);
      await checkRooms(tx, viewer.nodeId, values.PhongBan_Ids);
      const _id = newId();
      await tx.execute(sql`
        INSERT INTO "DM_BangGia" (_id, "node_Id", "LoaiGia_Id", "MaBangGia", "TenBangGia", "TenKhongDau", "LoaiBangGia", "NgayPhatHanh",
          "PhongBan_Ids", "createdBy", "updatedBy")
        VALUES (${_id}, ${viewer.nodeId}, ${values.LoaiGia_Id}, ${values.MaBangGia}, ${values.TenBangGia}, ${toKhongDau(values.TenBangGia!)},
          ${values.LoaiBangGia}, ${startOfDay(values.NgayPhatHanh as Timestamp)}, ${sql.param(values.PhongBan_Ids)}::text[], ${viewer.userId}, ${viewer.userId})`);
      await insertLines(tx, _id, 'DichVu', values.DichVu_DonGia);
      await insertLines(tx, _id, 'LieuTrinh', values.LieuTrinh_DonGia);
      const row = (await bangGiaById(tx, viewer.nodeId, _id))!;
      await audit({ action: 'CREATE', entity: 'DM_BangGia', entityId: _id, after: await snapshot(tx, row) });
      emitChange(emit, viewer, 'create', [_id]);
      return row;
    });
  } catch (error) {
    // The UNIQUE constraint decides, not a lookup beforehand: two people saving one code at once get one list.
    throw duplicateCodeError(error, values.MaBangGia);
  }
}

/** The draft `id` of the caller's facility, locked; refused when there is none or it is released. */
async function lockedDraft(tx: Db, viewer: Viewer, id: string): Promise<BangGiaRow> {
  const row = await bangGiaById(tx, viewer.nodeId, id, true);
  if (!row) throw badInput('pricing.priceListNotFound', 'id');
  if (row.TrangThai !== 'ChuaPhatHanh') throw badInput('pricing.releasedReadOnly', undefined, { code: row.MaBangGia });
  return row;
}

export async function updateBangGia(ctx: RequestContext, viewer: Viewer, id: string, input: Readonly<Record<string, unknown>>): Promise<BangGiaRow> {
  const changes = bangGiaChanges(input);
  let code: string | null = null;
  try {
    return await ctx.write(async ({ tx, audit, emit }) => {
      const current = await lockedDraft(tx, viewer, id);
      const before = await snapshot(tx, current);
      const values: BangGiaValues = { ...valuesOf(current, before), ...changes };
      code = values.MaBangGia;
      refuseProblems(values, await knownRows(tx, viewer.nodeId, values));
      await checkPriceType(tx, values.LoaiGia_Id!, current.LoaiGia_Id);
      if (changes.PhongBan_Ids) await checkRooms(tx, viewer.nodeId, values.PhongBan_Ids);
      await tx.execute(sql`
        UPDATE "DM_BangGia" SET "LoaiGia_Id" = ${values.LoaiGia_Id}, "MaBangGia" = ${values.MaBangGia}, "TenBangGia" = ${values.TenBangGia},
          "TenKhongDau" = ${toKhongDau(values.TenBangGia!)}, "LoaiBangGia" = ${values.LoaiBangGia},
          "NgayPhatHanh" = ${startOfDay(values.NgayPhatHanh as Timestamp)}, "PhongBan_Ids" = ${sql.param(values.PhongBan_Ids)}::text[],
          "updatedBy" = ${viewer.userId}, "updatedAt" = now()
        WHERE _id = ${id}`);
      if (changes.DichVu_DonGia) await replaceLines(tx, id, 'DichVu', values.DichVu_DonGia);
      if (changes.LieuTrinh_DonGia) await replaceLines(tx, id, 'LieuTrinh', values.LieuTrinh_DonGia);
      const row = (await bangGiaById(tx, viewer.nodeId, id))!;
      await audit({ action: 'UPDATE', entity: 'DM_BangGia', entityId: id, before, after: await snapshot(tx, row) });
      emitChange(emit, viewer, 'update', [id]);
      return row;
    });
  } catch (error) {
    throw duplicateCodeError(error, code);
  }
}

/** Deletes the caller's drafts among `ids`; refuses the whole call, naming the list, when one is released. */
export async function deleteBangGia(ctx: RequestContext, viewer: Viewer, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) throw badInput('validation.required', 'ids');
  if (ids.length > DELETE_MAX_IDS) throw badInput('catalogue.limitRange', 'ids', { min: 1, max: DELETE_MAX_IDS });
  return ctx.write(async ({ tx, audit, emit }) => {
    const rows: BangGiaRow[] = [];
    for (const id of [...new Set(ids)].sort()) {
      const row = await bangGiaById(tx, viewer.nodeId, id, true);
      if (row) rows.push(row);
    }
    const released = rows.find((row) => row.TrangThai !== 'ChuaPhatHanh');
    if (released) throw badInput('pricing.releasedReadOnly', undefined, { code: released.MaBangGia });
    if (rows.length === 0) return [];
    const snapshots = await Promise.all(rows.map((row) => snapshot(tx, row)));
    const removed = rows.map((row) => row._id);
    await tx.execute(sql`DELETE FROM "DM_BangGia" WHERE _id = ANY(${sql.param(removed)}::text[])`);
    for (const [index, row] of rows.entries()) await audit({ action: 'DELETE', entity: 'DM_BangGia', entityId: row._id, before: snapshots[index] });
    emitChange(emit, viewer, 'delete', removed);
    return removed;
  });
}

/**
 * Releases a draft: from then on it is read-only, and current from its issue date where nothing later replaces it.
 * Stores how many services of the lists it replaces it left without a current price.
 */
export async function releaseBangGia(ctx: RequestContext, viewer: Viewer, id: string): Promise<BangGiaRow> {
  return ctx.write(async ({ tx, audit, emit }) => {
    const current = await bangGiaById(tx, viewer.nodeId, id, true);
    if (!current) throw badInput('pricing.priceListNotFound', 'id');
    if (current.TrangThai !== 'ChuaPhatHanh') throw badInput('pricing.alreadyReleased', undefined, { code: current.MaBangGia });
    const [lines] = rowsOf<{ count: number }>(await tx.execute(sql`
      SELECT ((SELECT count(*) FROM "DM_BangGia_DichVu" WHERE "BangGia_Id" = ${id}) + (SELECT count(*) FROM "DM_BangGia_LieuTrinh" WHERE "BangGia_Id" = ${id}))::int AS count`));
    // A released empty list would become current and leave every service of its type without a price.
    if (Number(lines?.count ?? 0) === 0) throw badInput('pricing.emptyPriceList', undefined, { code: current.MaBangGia });
    // Counted before the list becomes current, and kept: the screen shows what this release did, not a later recount.
    const losing = await countLosingServices(tx, current);
    await tx.execute(sql`
      UPDATE "DM_BangGia" SET "TrangThai" = 'DaPhatHanh', "NguoiPhatHanh_Id" = ${viewer.userId}, "ThoiGianPhatHanh" = now(),
        "SoDichVuMatGia" = ${losing}, "updatedBy" = ${viewer.userId}, "updatedAt" = now()
      WHERE _id = ${id}`);
    const row = (await bangGiaById(tx, viewer.nodeId, id))!;
    const { HienHanh: _before, ...before } = current;
    const { HienHanh: _after, ...after } = row;
    await audit({ action: 'APPROVED', entity: 'DM_BangGia', entityId: id, before, after });
    emitChange(emit, viewer, 'release', [id]);
    return row;
  });
}
