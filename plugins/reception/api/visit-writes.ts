// Receiving a patient (createTiepNhanKhamBenh) and cancelling a visit: the patient saved or chosen, the spec's
// reception rules, the visit, its examination orders priced through pricing, and a queue ticket per room, all in
// one transaction with its audit entry; screens are told after commit.
import { sql } from 'drizzle-orm';
import type { Timestamp } from '@his/sdk';
import { formatDate, startOfDay } from '@his/sdk/format';
import { allocateSeriesNumber, badInput, defineNumberSeries, newId, nodesWithin, requireConfirmation, rowsOf, violatedUniqueConstraint, type Db, type RequestContext, type Viewer } from '@his/sdk/server';
import { PATIENT_GROUPS, UNIT_PRICES, type UnitPrice } from '../../pricing/contract';
import { checkTiepNhan, LOAI_TIEP_NHAN, type ExamChoice, type LoaiTiepNhan, type TiepNhanValues } from '../rules/visit';
import { checkHealthInfo, healthInfoValues, type HealthInfoValues } from '../rules/health-info';
import { queueEvents, receptionEvents } from '../contract';
import { benhNhanById, type BenhNhanRow } from './patient-reads';
import { patientValues, readRequirements, savePatient, storedValues } from './patient-writes';
import { allocateQueueTicket } from './queue';
import { tiepNhanById, type TiepNhanRow } from './visit-reads';

export const MA_TIEP_NHAN_SERIES = defineNumberSeries({ name: 'reception.tiepNhan', prefix: 'TN', yearDigits: 2, padding: 6, reset: 'yearly' });
export const SO_PHIEU_YEU_CAU_SERIES = defineNumberSeries({ name: 'reception.phieuYeuCau', prefix: 'YC', yearDigits: 2, padding: 7, reset: 'yearly' });

/** The examination service type (DM_LoaiDichVu) whose services a reception orders. */
const EXAM_SERVICE_TYPE = 'KhamBenh';

const optionalText = (input: Readonly<Record<string, unknown>>, key: string, max: number): string | null => {
  const value = input[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw badInput('validation.required', key);
  if ([...value].length > max) throw badInput('validation.maxLength', key, { max });
  return value.trim() === '' ? null : value.trim();
};

const optionalTime = (input: Readonly<Record<string, unknown>>, key: string): Timestamp | null => {
  const value = input[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badInput('validation.date', key);
  return Math.floor(value);
};

const idOf = (value: unknown, key: string): string => {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw badInput('catalogue.refNotFound', key);
  return value;
};

/** The visit as the input describes it; the registration day is today unless given. */
export function visitValues(input: Readonly<Record<string, unknown>>, now: Timestamp): TiepNhanValues {
  const loai = (input.LoaiTiepNhan ?? 'NgoaiTru') as string;
  if (!(LOAI_TIEP_NHAN as readonly string[]).includes(loai)) throw badInput('reception.visitKind', 'LoaiTiepNhan');
  const choices = Array.isArray(input.DichVuKham) ? (input.DichVuKham as Record<string, unknown>[]) : [];
  if (choices.length > 50) throw badInput('reception.tooManyExamServices', 'DichVuKham', { max: 50 });
  const card = optionalText(input, 'SoTheBHYT', 20);
  return {
    LoaiTiepNhan: loai as LoaiTiepNhan,
    NgayDangKy: optionalTime(input, 'NgayDangKy') ?? now,
    DoiTuong_Id: optionalText(input, 'DoiTuong_Id', 64),
    SoTheBHYT: card ? card.replace(/\s/g, '').toUpperCase() : null,
    DiaChiBHYT: optionalText(input, 'DiaChiBHYT', 300),
    BHYTNgayHieuLuc: optionalTime(input, 'BHYTNgayHieuLuc'),
    BHYTNgayHetHieuLuc: optionalTime(input, 'BHYTNgayHetHieuLuc'),
    BenhVien_KCB: optionalText(input, 'BenhVien_KCB', 10)?.replace(/[\s-]/g, '').toUpperCase() ?? null,
    CapCuu: input.CapCuu === true,
    UuTien: input.UuTien === true,
    NgayDu5Nam: optionalTime(input, 'NgayDu5Nam'),
    KhuVucSinhSong: optionalText(input, 'KhuVucSinhSong', 2),
    TuyenKCB: optionalText(input, 'TuyenKCB', 20),
    MienCungChiTra: input.MienCungChiTra === true,
    NgayMienCungChiTra: optionalTime(input, 'NgayMienCungChiTra'),
    TuVanVien_Id: optionalText(input, 'TuVanVien_Id', 64),
    LyDoKham: optionalText(input, 'LyDoKham', 500),
    DichVuKham: choices.map((choice) => ({ DichVu_Id: idOf(choice?.DichVu_Id, 'DichVuKham'), PhongBan_Id: idOf(choice?.PhongBan_Id, 'PhongBan_Id') })),
  };
}

/** An open visit of the patient is an unfinished stay: refused, naming it. A finished one today is asked about. */
async function checkEarlierVisits(tx: Db, patient: BenhNhanRow, now: Timestamp, confirmed: readonly string[]): Promise<void> {
  const [open] = rowsOf<{ MaTiepNhan: string; NgayTiepNhan: number }>(await tx.execute(sql`
    SELECT "MaTiepNhan", "NgayTiepNhan"::float8 AS "NgayTiepNhan" FROM "TiepNhan" WHERE "BenhNhan_Id" = ${patient._id} AND "TrangThai" = 'DangThucHien' LIMIT 1`));
  if (open) throw badInput('reception.unfinishedStay', 'BenhNhan_Id', { code: open.MaTiepNhan, date: formatDate(open.NgayTiepNhan), patient: patient.MaYTe });
  const [today] = rowsOf<{ MaTiepNhan: string }>(await tx.execute(sql`
    SELECT "MaTiepNhan" FROM "TiepNhan" WHERE "BenhNhan_Id" = ${patient._id} AND "TrangThai" = 'HoanTat' AND "NgayTiepNhan" >= ${startOfDay(now)} LIMIT 1`));
  if (today) requireConfirmation(confirmed, 'reception.sameDayVisit', { code: today.MaTiepNhan });
}

interface ExamService {
  _id: string;
  MaDichVu: string;
  NhomDichVu_Id: string | null;
  TamNgung: boolean;
  examination: boolean;
}

/**
 * Each chosen service is an examination service in use, each room an examination room of the facility that does it.
 * `serviceField` names the argument a refusal points at (the kiosk sends DichVu_Id, the desk DichVuKham).
 */
export async function checkExamChoices(tx: Db, facilityId: string, choices: readonly ExamChoice[], serviceField = 'DichVuKham'): Promise<Map<string, ExamService>> {
  const serviceIds = [...new Set(choices.map((choice) => choice.DichVu_Id))];
  const services = new Map(rowsOf<ExamService>(await tx.execute(sql`
    SELECT d._id, d."MaDichVu", d."NhomDichVu_Id", d."TamNgung", coalesce(l."MaLoaiDichVu" = ${EXAM_SERVICE_TYPE}, false) AS examination
    FROM "DM_DichVu" d LEFT JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id" LEFT JOIN "DM_LoaiDichVu" l ON l._id = g."LoaiDichVu_Id"
    WHERE d._id = ANY(${sql.param(serviceIds)}::text[]) FOR SHARE OF d`)).map((row) => [row._id, row]));
  for (const id of serviceIds) {
    const service = services.get(id);
    if (!service) throw badInput('catalogue.refNotFound', serviceField);
    if (service.TamNgung) throw badInput('catalogue.refSuspended', serviceField, { code: service.MaDichVu });
    if (!service.examination) throw badInput('reception.notAnExamService', serviceField, { code: service.MaDichVu });
  }
  const roomIds = [...new Set(choices.map((choice) => choice.PhongBan_Id))];
  const rooms = await nodesWithin(tx, facilityId, roomIds, { categories: ['ROOM'], activeOnly: true });
  for (const id of roomIds) {
    if (rooms.get(id)?.roomType !== 'EXAMINE_ROOM') throw badInput('reception.notAnExamRoom', 'PhongBan_Id');
  }
  // A room whose services are listed does only those; a room without a list does any examination.
  const links = rowsOf<{ PhongBan_Id: string; DichVu_Id: string }>(await tx.execute(sql`
    SELECT "PhongBan_Id", "DichVu_Id" FROM "PhongBan_DichVu" WHERE "PhongBan_Id" = ANY(${sql.param(roomIds)}::text[])`));
  for (const choice of choices) {
    const listed = links.filter((link) => link.PhongBan_Id === choice.PhongBan_Id);
    if (listed.length > 0 && !listed.some((link) => link.DichVu_Id === choice.DichVu_Id)) {
      throw badInput('reception.roomDoesNotDoService', 'PhongBan_Id', { code: services.get(choice.DichVu_Id)!.MaDichVu, room: rooms.get(choice.PhongBan_Id)!.name });
    }
  }
  return services;
}

async function insertHealthInfo(tx: Db, visitId: string, patientId: string, info: HealthInfoValues): Promise<void> {
  await tx.execute(sql`
    INSERT INTO "TiepNhan_ThongTinSucKhoe" ("TiepNhan_Id", "BenhNhan_Id", "TieuDuong", "TieuDuong_ChiTiet", "TangHuyetAp", "TangHuyetAp_ChiTiet",
      "HenSuyen", "HenSuyen_ChiTiet", "BenhTimMach", "BenhTimMach_ChiTiet", "BenhKhac", "BenhKhac_ChiTiet", "PhauThuats", "ThuocDangDungs",
      "HutThuoc", "HutThuoc_ChiTiet", "ChatKichThich", "ChatKichThich_ChiTiet", "CoThai", "CoThai_SoTuan")
    VALUES (${visitId}, ${patientId}, ${info.TieuDuong}, ${info.TieuDuong_ChiTiet}, ${info.TangHuyetAp}, ${info.TangHuyetAp_ChiTiet},
      ${info.HenSuyen}, ${info.HenSuyen_ChiTiet}, ${info.BenhTimMach}, ${info.BenhTimMach_ChiTiet}, ${info.BenhKhac}, ${info.BenhKhac_ChiTiet},
      ${JSON.stringify(info.PhauThuats)}::jsonb, ${JSON.stringify(info.ThuocDangDungs)}::jsonb, ${info.HutThuoc}, ${info.HutThuoc_ChiTiet},
      ${info.ChatKichThich}, ${info.ChatKichThich_ChiTiet}, ${info.CoThai}, ${info.CoThai_SoTuan})`);
}

/** The visit an examination order is for, as ordering needs it. */
export interface OrderingVisit {
  _id: string;
  BenhNhan_Id: string;
  DoiTuong_Id: string;
  UuTien: boolean;
  CapCuu: boolean;
}

/**
 * Examination orders of a visit (at reception, or sent on from another room), each priced for the patient group at
 * its room, with its queue ticket; `by` is the facility and the user ordering. Returns each order's id and room.
 */
export async function orderExaminations(tx: Db, ctx: Pick<RequestContext, 'provided'>, by: { nodeId: string; userId: string }, visit: OrderingVisit, choices: readonly ExamChoice[], services: Map<string, ExamService>, now: Timestamp, kioskTicket: KioskTicket | null = null): Promise<{ orderId: string; roomId: string }[]> {
  const viewer = by;
  const unitPrices = ctx.provided(UNIT_PRICES);
  const ordered: { orderId: string; roomId: string }[] = [];
  for (const choice of choices) {
    const prices: Map<string, UnitPrice> = await unitPrices(tx, { idDichVus: [choice.DichVu_Id], idDoiTuong: visit.DoiTuong_Id, idPhongBan: choice.PhongBan_Id, at: now });
    const price = prices.get(choice.DichVu_Id)!;
    const orderId = newId();
    const number = (await allocateSeriesNumber(tx, SO_PHIEU_YEU_CAU_SERIES, viewer.nodeId, now)).code;
    // The number an on-request kiosk gave at this room is the patient's place in its queue: kept, not given again.
    const kept = kioskTicket?.Loai === 'TheoYeuCau' && kioskTicket.PhongBan_Id === choice.PhongBan_Id ? kioskTicket : null;
    const ticket = kept ?? (await allocateQueueTicket(tx, { facilityId: viewer.nodeId, roomId: choice.PhongBan_Id, at: now }));
    await tx.execute(sql`
      INSERT INTO "DichVuYeuCau" (_id, "node_Id", "SoPhieuYeuCau", "SoThuTu", "TiepNhan_Id", "BenhNhan_Id", "NoiThucHien_Id", "NhomDichVu_Id", "DoiTuong_Id",
        "TrangThai", "LaKhanCap", "NgayYeuCau", "createdBy", "updatedBy")
      VALUES (${orderId}, ${viewer.nodeId}, ${number}, ${ticket.SoThuTu}, ${visit._id}, ${visit.BenhNhan_Id}, ${choice.PhongBan_Id}, ${services.get(choice.DichVu_Id)!.NhomDichVu_Id},
        ${visit.DoiTuong_Id}, 'SanSang', ${visit.CapCuu}, ${now}, ${viewer.userId}, ${viewer.userId})`);
    await tx.execute(sql`
      INSERT INTO "DichVuYeuCau_ChiTiet" (_id, "DichVuYeuCau_Id", "DichVu_Id", "LoaiGia_Id", "BangGia_Id", "DonGia", "DonGiaThanhToan", "SoLuong")
      VALUES (${newId()}, ${orderId}, ${choice.DichVu_Id}, ${price.LoaiGia_Id}, ${price.BangGia_Id}, ${price.DonGia}, ${price.DonGia}, 1)`);
    if (kept) {
      await tx.execute(sql`UPDATE "PhieuHangDoi" SET "TiepNhan_Id" = ${visit._id}, "DichVuYeuCau_Id" = ${orderId}, "BenhNhan_Id" = ${visit.BenhNhan_Id} WHERE _id = ${kept._id}`);
    } else {
      await tx.execute(sql`
        INSERT INTO "PhieuHangDoi" (_id, "node_Id", "PhongBan_Id", "Ngay", "SoThuTu", "isPriority", "TiepNhan_Id", "DichVuYeuCau_Id", "BenhNhan_Id")
        VALUES (${ticket._id}, ${viewer.nodeId}, ${choice.PhongBan_Id}, ${ticket.Ngay}, ${ticket.SoThuTu}, ${visit.UuTien || visit.CapCuu}, ${visit._id}, ${orderId}, ${visit.BenhNhan_Id})`);
    }
    ordered.push({ orderId, roomId: choice.PhongBan_Id });
  }
  return ordered;
}

interface KioskTicket {
  _id: string;
  PhongBan_Id: string;
  Ngay: Timestamp;
  SoThuTu: number;
  Loai: string | null;
}

/**
 * The kiosk ticket the patient came with, locked: of the facility, today's, not yet used for a visit nor dismissed.
 * A desk ticket is done once the patient is received; an on-request one must be at a room the visit goes to.
 */
async function lockKioskTicket(tx: Db, facilityId: string, id: string, choices: readonly ExamChoice[], now: Timestamp): Promise<KioskTicket> {
  const [ticket] = rowsOf<KioskTicket & { TrangThai: string; TiepNhan_Id: string | null }>(await tx.execute(sql`
    SELECT _id, "PhongBan_Id", "Ngay"::float8 AS "Ngay", "SoThuTu", "Loai", "TrangThai", "TiepNhan_Id" FROM "PhieuHangDoi"
    WHERE _id = ${id} AND "node_Id" = ${facilityId} FOR UPDATE`));
  if (!ticket || ticket.Ngay !== startOfDay(now)) throw badInput('reception.kioskTicketNotFound', 'idPhieuHangDoi');
  if (ticket.TiepNhan_Id || !['ChoGoi', 'DaGoi'].includes(ticket.TrangThai)) throw badInput('reception.kioskTicketUsed', 'idPhieuHangDoi', { number: ticket.SoThuTu });
  if (ticket.Loai === 'TheoYeuCau' && !choices.some((choice) => choice.PhongBan_Id === ticket.PhongBan_Id)) throw badInput('reception.kioskTicketRoom', 'idPhieuHangDoi', { number: ticket.SoThuTu });
  return ticket;
}

/** The card the patient record keeps for searching: the one an insured visit is received with. */
async function keepCard(tx: Db, patientId: string, card: string | null): Promise<void> {
  if (!card) return;
  await tx.execute(sql`UPDATE "BenhNhan" SET "SoTheBHYT" = ${card}, "SoBHXH" = ${card.slice(-10)} WHERE _id = ${patientId}`);
}

export interface ReceiveArgs {
  BenhNhan_Id?: string | null;
  /** The kiosk ticket the patient was called with: it leaves the desk's waiting list with this visit. */
  idPhieuHangDoi?: string | null;
  benhNhan?: Record<string, unknown> | null;
  input: Record<string, unknown>;
  thongTinSucKhoe?: Record<string, unknown> | null;
  confirmed?: string[] | null;
}

export async function createTiepNhanKhamBenh(ctx: RequestContext, viewer: Viewer, args: ReceiveArgs): Promise<TiepNhanRow> {
  const now = Date.now();
  const confirmed = args.confirmed ?? [];
  if (confirmed.length > 10 || confirmed.some((key) => key.length > 100)) throw badInput('reception.tooManyIds', 'confirmed', { max: 10 });
  if (!args.BenhNhan_Id && !args.benhNhan) throw badInput('validation.required', 'BenhNhan_Id');
  const requirements = await readRequirements(ctx);
  const values = visitValues(args.input, now);
  const health = args.thongTinSucKhoe ? healthInfoValues(args.thongTinSucKhoe) : null;
  if (health) {
    const problem = checkHealthInfo(health);
    if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
  }
  try {
    return await ctx.write(async (scope) => {
      const { tx, audit, emit } = scope;
      const stored = args.BenhNhan_Id ? await benhNhanById(tx, viewer.nodeId, idOf(args.BenhNhan_Id, 'BenhNhan_Id'), true) : null;
      if (args.BenhNhan_Id && !stored) throw badInput('reception.patientNotFound', 'BenhNhan_Id');
      const [group] = values.DoiTuong_Id ? [...(await ctx.provided(PATIENT_GROUPS)(tx, viewer.nodeId, [values.DoiTuong_Id])).values()] : [];
      if (group?.TamNgung) throw badInput('catalogue.refSuspended', 'DoiTuong_Id', { code: group.MaDoiTuong });
      const problem = checkTiepNhan(values, values.DoiTuong_Id ? (group ?? null) : { baoHiemYTe: false }, requirements);
      if (problem) throw badInput(problem.key, problem.field, { ...problem.params });
      const card = group?.baoHiemYTe ? values.SoTheBHYT : null;
      const patient = args.benhNhan
        ? await savePatient(scope, viewer, patientValues(args.benhNhan, stored ? storedValues(stored) : undefined), stored, { requirements, confirmed, at: now, card })
        : stored!;
      if (!args.benhNhan) await keepCard(tx, patient._id, card);
      if (stored) await checkEarlierVisits(tx, patient, now, confirmed);
      const services = await checkExamChoices(tx, viewer.nodeId, values.DichVuKham);
      const kioskTicket = args.idPhieuHangDoi ? await lockKioskTicket(tx, viewer.nodeId, idOf(args.idPhieuHangDoi, 'idPhieuHangDoi'), values.DichVuKham, now) : null;
      const _id = newId();
      const code = (await allocateSeriesNumber(tx, MA_TIEP_NHAN_SERIES, viewer.nodeId, now)).code;
      // Emergency and inpatient intake (/tiep-nhan-noi-tru) is received as an emergency; admission follows on the ward.
      if (values.LoaiTiepNhan === 'NoiTru') values.CapCuu = true;
      await tx.execute(sql`
        INSERT INTO "TiepNhan" (_id, "node_Id", "MaTiepNhan", "BenhNhan_Id", "LoaiTiepNhan", "NgayDangKy", "NgayTiepNhan", "PhongTiepNhan_Id", "DoiTuong_Id",
          "SoTheBHYT", "DiaChiBHYT", "BHYTNgayHieuLuc", "BHYTNgayHetHieuLuc", "BenhVien_KCB", "CapCuu", "UuTien", "NgayDu5Nam", "KhuVucSinhSong", "TuyenKCB",
          "MienCungChiTra", "NgayMienCungChiTra", "TuVanVien_Id", "LyDoKham", "createdBy", "updatedBy")
        VALUES (${_id}, ${viewer.nodeId}, ${code}, ${patient._id}, ${values.LoaiTiepNhan}, ${values.NgayDangKy}, ${now}, ${optionalText(args.input, 'PhongTiepNhan_Id', 64)},
          ${values.DoiTuong_Id}, ${card}, ${card ? values.DiaChiBHYT : null}, ${card ? values.BHYTNgayHieuLuc : null}, ${card ? values.BHYTNgayHetHieuLuc : null},
          ${card ? values.BenhVien_KCB : null}, ${values.CapCuu}, ${values.UuTien}, ${card ? values.NgayDu5Nam : null}, ${card ? values.KhuVucSinhSong : null},
          ${card ? values.TuyenKCB : null}, ${values.MienCungChiTra}, ${values.NgayMienCungChiTra}, ${values.TuVanVien_Id}, ${values.LyDoKham},
          ${viewer.userId}, ${viewer.userId})`);
      if (health) await insertHealthInfo(tx, _id, patient._id, health);
      const rooms = (await orderExaminations(scope.tx, ctx, viewer, { _id, BenhNhan_Id: patient._id, DoiTuong_Id: values.DoiTuong_Id!, UuTien: values.UuTien, CapCuu: values.CapCuu }, values.DichVuKham, services, now, kioskTicket))
        .map((order) => order.roomId);
      if (kioskTicket && kioskTicket.Loai !== 'TheoYeuCau') {
        await tx.execute(sql`UPDATE "PhieuHangDoi" SET "TrangThai" = 'HoanThanh', "TiepNhan_Id" = ${_id}, "BenhNhan_Id" = ${patient._id} WHERE _id = ${kioskTicket._id}`);
        rooms.push(kioskTicket.PhongBan_Id);
      }
      const visit = (await tiepNhanById(tx, viewer.nodeId, _id))!;
      await audit({ action: 'CREATE', entity: 'TiepNhan', entityId: _id, after: { ...visit, DichVuKham: values.DichVuKham, ThongTinSucKhoe: health } });
      emit(receptionEvents.create, { ids: [_id], BenhNhan_Ids: [patient._id] }, { idNodes: [viewer.nodeId] });
      emit(queueEvents.update, { PhongBan_Ids: [...new Set(rooms)] }, { idNodes: [viewer.nodeId] });
      return visit;
    });
  } catch (error) {
    // Two desks receiving one patient at the same moment: the index keeps one open visit, the other hears why.
    if (violatedUniqueConstraint(error) === 'TiepNhan_open_key') throw badInput('reception.unfinishedStayJustReceived', 'BenhNhan_Id');
    throw error;
  }
}

/** Cancels an open visit nothing has been done for: no paid line, no order started. */
export async function huyTiepNhan(ctx: RequestContext, viewer: Viewer, id: string, reason: string): Promise<TiepNhanRow> {
  const lyDo = reason.trim();
  if (lyDo === '') throw badInput('validation.required', 'LyDoHuy');
  if ([...lyDo].length > 500) throw badInput('validation.maxLength', 'LyDoHuy', { max: 500 });
  return ctx.write(async ({ tx, audit, emit }) => {
    const before = await tiepNhanById(tx, viewer.nodeId, idOf(id, 'id'), true);
    if (!before) throw badInput('reception.visitNotFound', 'id');
    if (before.TrangThai !== 'DangThucHien') throw badInput('reception.visitNotOpen', 'id', { code: before.MaTiepNhan });
    const [busy] = rowsOf<{ SoPhieuYeuCau: string }>(await tx.execute(sql`
      SELECT o."SoPhieuYeuCau" FROM "DichVuYeuCau" o LEFT JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
      WHERE o."TiepNhan_Id" = ${before._id} AND o."TrangThai" <> 'DaHuy'
        AND (l."DaThuTien" OR o."TrangThai" NOT IN ('Nhap', 'SanSang') OR o."TrangThai_HangDoi" = 'DaThucHien') LIMIT 1`));
    if (busy) throw badInput('reception.visitHasWork', 'id', { code: busy.SoPhieuYeuCau });
    await tx.execute(sql`UPDATE "TiepNhan" SET "TrangThai" = 'DaHuy', "LyDoHuy" = ${lyDo}, "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE _id = ${before._id}`);
    await tx.execute(sql`UPDATE "DichVuYeuCau" SET "TrangThai" = 'DaHuy', "updatedBy" = ${viewer.userId}, "updatedAt" = now() WHERE "TiepNhan_Id" = ${before._id}`);
    const rooms = rowsOf<{ PhongBan_Id: string }>(await tx.execute(sql`
      UPDATE "PhieuHangDoi" SET "TrangThai" = 'BoQua' WHERE "TiepNhan_Id" = ${before._id} AND "TrangThai" IN ('ChoGoi', 'DaGoi') RETURNING "PhongBan_Id"`));
    const after = (await tiepNhanById(tx, viewer.nodeId, before._id))!;
    await audit({ action: 'CANCEL', entity: 'TiepNhan', entityId: before._id, before, after });
    emit(receptionEvents.delete, { ids: [before._id], BenhNhan_Ids: [before.BenhNhan_Id] }, { idNodes: [viewer.nodeId] });
    if (rooms.length > 0) emit(queueEvents.update, { PhongBan_Ids: [...new Set(rooms.map((room) => room.PhongBan_Id))] }, { idNodes: [viewer.nodeId] });
    return after;
  });
}
