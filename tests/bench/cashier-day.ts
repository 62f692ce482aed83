// A day of outpatient visits at one facility for the cashier benchmark, seeded in bulk in the shape the API writes it:
// synthetic patients (patient-seed.ts) received into an examination room, most of them examined with lab tests and some
// imaging ordered, priced by pricing's own unit prices; some collected, the shares of the collected lines worked out by
// the cashier's own bill code, some of those posted and some completed; the cashier counter's tickets of those who owe.
// Codes and numbers come from the same series, counters and books the API takes them from.
import type { HisServer } from '@his/server';
import { startOfDay } from '@his/sdk/format';
import { allocateSeriesRange, lookUpProvided, newId, type RequestContext } from '@his/sdk/server';
import { visitBills, type ChiTietVienPhi } from '../../plugins/cashier/api/bill';
import { feeState } from '../../plugins/cashier/api/cashier-list';
import { receiptCode } from '../../plugins/cashier/api/receipts';
import { MA_KHAM_BENH_SERIES } from '../../plugins/examination/api/exam-writes';
import { UNIT_PRICES, type UnitPrice } from '../../plugins/pricing/contract';
import { MA_TIEP_NHAN_SERIES, SO_PHIEU_YEU_CAU_SERIES } from '../../plugins/reception/api/visit-writes';
import { VISIT_BILLING } from '../../plugins/reception/contract';
import { sharedReceiptBook } from '../support/cashier-receipts';
import type { Caller } from '../support/server';
import { seedPatients } from './patient-seed';
import { seededRandom } from '../support/seeded-random';

type Database = HisServer['runtime']['database'];
type Group = 'BaoHiemYTe' | 'VienPhi' | 'DichVu';
type Payment = 'none' | 'exam' | 'all';


/** The examination rooms and what they examine, with how often; a child goes to paediatrics. */
const EXAMS = [
  { service: 'KB-NOI', room: 'PK01', weight: 0.55 },
  { service: 'KB-NGOAI', room: 'PK02', weight: 0.15 },
  { service: 'KB-TMH', room: 'PK03', weight: 0.15 },
  { service: 'KB-NHI', room: 'PK02', weight: 0.15 },
] as const;
const LAB_ROOM = 'XN01';
const LAB_TESTS = ['XN-TPTTBM', 'XN-GLU', 'XN-URE', 'XN-CRE', 'XN-AST', 'XN-ALT', 'XN-CHOL', 'XN-TG', 'XN-HBA1C', 'XN-TPTNT'];
const IMAGING = [
  { service: 'SA-BUNG', room: 'SA01' }, { service: 'SA-TUYEN-GIAP', room: 'SA01' }, { service: 'SA-TIM', room: 'SA01' },
  { service: 'XQ-NGUC', room: 'XQ01' }, { service: 'XQ-CSTL', room: 'XQ01' },
] as const;
const METHODS = [['TienMat', 0.7], ['ChuyenKhoan', 0.2], ['QuetThe', 0.1]] as const;

/**
 * Where the day's visits stand, as a busy day leaves them by mid-afternoon: received and not yet examined (a few of
 * those paid their examination at the desk), examined and paid nothing yet, paid the examination only, paid
 * everything but not posted, paid and posted; some of the posted ones completed (HoanTat).
 */
const DAY_MIX = { notExamined: 0.1, examPaidAtDesk: 0.3, unpaid: 0.3, examOnly: 0.15, paidNotPosted: 0.25, completedOfPosted: 0.4, lab: 0.8, imaging: 0.35 };

/** The same day on every run. */
const generator = seededRandom;

interface Order {
  _id: string;
  room: string;
  services: string[];
  lineIds: string[];
}

interface PlannedVisit {
  _id: string;
  patient: { _id: string; SoTheBHYT: string | null; NamSinh: number };
  group: Group;
  route: 'DungTuyen' | 'ThongTuyen';
  priority: boolean;
  at: number;
  exam: Order & { examId: string | null };
  paraclinical: Order[];
  payment: Payment;
  posted: boolean;
  completed: boolean;
  method: string;
}

export interface SeededDay {
  facilityId: string;
  dayStart: number;
  visits: number;
  lines: number;
  receipts: number;
  tickets: number;
  /** A visit of each kind, for a look at its bill: insured and all paid, fee-paying and waiting to pay. */
  sample: { insuredPaid: { visit: string; patient: string } | undefined; waiting: { visit: string; patient: string } | undefined };
  /** A patient's name fragment and a visit code, as a cashier types them into the list's search. */
  search: { name: string; code: string };
  ms: number;
}

/** Rows into a table in one statement, through json_populate_recordset: the columns given, the table's defaults for the rest. */
async function insertRows(database: Database, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).map((column) => `"${column}"`).join(', ');
  await database.query(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(null::"${table}", $1::json)`, [JSON.stringify(rows)]);
}

/** `count` numbers of a plain counter (room queues, the cashier's queue) in one step, as allocateNumber takes them one by one. */
async function counterRange(database: Database, key: string, count: number): Promise<number> {
  const [row] = await database.query<{ value: string }>(`INSERT INTO his_counters (key, value) VALUES ($1, $2)
    ON CONFLICT (key) DO UPDATE SET value = his_counters.value + EXCLUDED.value RETURNING value`, [key, count]);
  return Number(row!.value) - count + 1;
}

/** Catalogue rows by code; a service with its group (DichVuYeuCau.NhomDichVu_Id). */
const byCode = async (database: Database, table: string, column: string, codes: readonly string[]) => new Map((await database.query<{ code: string; _id: string; group: string | null }>(
  `SELECT "${column}" AS code, _id, ${table === 'DM_DichVu' ? '"NhomDichVu_Id"' : 'null'} AS "group" FROM "${table}" WHERE "${column}" = ANY($1::text[])`, [codes]))
  .map((row) => [row.code, row]));

/**
 * Seeds `count` visits of today (before `now`) at the demo facility CS01 and returns what the benchmark reads back.
 * `cashier` collects (its user id on the receipts), `admin` saves the receipt book they are numbered from.
 */
export async function seedCashierDay(server: HisServer, cashier: Caller & { userId: string }, admin: Caller, count: number, now = Date.now()): Promise<SeededDay> {
  const started = performance.now();
  const database = server.runtime.database;
  const db = database.db;
  const ctx: Pick<RequestContext, 'provided'> = { provided: (key) => lookUpProvided(server.runtime.provisions, key) };
  const facilityId = cashier.node!;
  const random = generator(16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const weighted = <T extends { weight: number }>(list: readonly T[]) => {
    let left = random();
    return list.find((item) => (left -= item.weight) < 0) ?? list.at(-1)!;
  };

  await seedPatients(database, facilityId, count);
  const patients = await database.query<{ _id: string; SoTheBHYT: string | null; NamSinh: number }>(
    'SELECT _id, "SoTheBHYT", "NamSinh" FROM "BenhNhan" WHERE "node_Id" = $1 ORDER BY _id LIMIT $2', [facilityId, count]);
  const users = new Map((await database.query<{ username: string; _id: string; staff: string | null }>(
    `SELECT username, _id, "NhanVien_Id" AS staff FROM his_users WHERE username = ANY($1::text[])`, [['tiepdon', 'bacsi']])).map((row) => [row.username, row]));
  const desk = users.get('tiepdon')!;
  const doctor = users.get('bacsi')!;
  const groups = await byCode(database, 'DM_DoiTuong', 'MaDoiTuong', ['BaoHiemYTe', 'VienPhi', 'DichVu']);
  const serviceCodes = [...EXAMS.map((exam) => exam.service), ...LAB_TESTS, ...IMAGING.map((each) => each.service)];
  const services = await byCode(database, 'DM_DichVu', 'MaDichVu', serviceCodes);
  const roomCodes = [...new Set(['TD01', LAB_ROOM, ...EXAMS.map((exam) => exam.room), ...IMAGING.map((each) => each.room)])];
  const rooms = new Map((await database.query<{ code: string; _id: string }>('SELECT code, _id FROM his_nodes WHERE code = ANY($1::text[])', [roomCodes])).map((row) => [row.code, row._id]));
  const methods = await byCode(database, 'DM_HinhThucThanhToan', 'MaHinhThucThanhToan', METHODS.map(([code]) => code));
  const [icd] = await database.query<{ _id: string }>(`SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1`);

  // Prices as reception and the exam screen take them: pricing's unit price for the visit's group, room and time.
  const unitPrices = ctx.provided(UNIT_PRICES);
  const prices = new Map<string, UnitPrice>();
  const priceAt = (group: Group, room: string, service: string) => prices.get(`${group}:${room}:${service}`)!;
  for (const group of ['BaoHiemYTe', 'VienPhi', 'DichVu'] as const) {
    const byRoom = new Map<string, Set<string>>();
    for (const exam of EXAMS) byRoom.set(exam.room, (byRoom.get(exam.room) ?? new Set()).add(exam.service));
    byRoom.set(LAB_ROOM, new Set(LAB_TESTS));
    for (const each of IMAGING) byRoom.set(each.room, (byRoom.get(each.room) ?? new Set()).add(each.service));
    for (const [room, codes] of byRoom) {
      const found = await unitPrices(db, { idDichVus: [...codes].map((code) => services.get(code)!._id), idDoiTuong: groups.get(group)!._id, idPhongBan: rooms.get(room)!, at: now });
      for (const code of codes) prices.set(`${group}:${room}:${code}`, found.get(services.get(code)!._id)!);
    }
  }

  // The day's plan: who came when, for what, and how far their visit went.
  const dayStart = startOfDay(now);
  const span = Math.max(count, now - dayStart - 60_000);
  const year = new Date(now).getUTCFullYear();
  const plan: PlannedVisit[] = patients.map((patient, index) => {
    const group: Group = patient.SoTheBHYT && random() < 0.6 ? 'BaoHiemYTe' : random() < 0.8 ? 'VienPhi' : 'DichVu';
    const age = year - patient.NamSinh;
    const child = age < 16;
    const exam = child ? EXAMS.find((each) => each.service === 'KB-NHI')! : weighted(EXAMS.filter((each) => each.service !== 'KB-NHI'));
    const examined = random() >= DAY_MIX.notExamined;
    const paraclinical: Order[] = [];
    if (examined && random() < DAY_MIX.lab) {
      const tests = new Set<string>();
      const wanted = 1 + Math.floor(random() * 3);
      while (tests.size < wanted) tests.add(pick(LAB_TESTS));
      paraclinical.push({ _id: newId(), room: LAB_ROOM, services: [...tests], lineIds: [...tests].map(() => newId()) });
    }
    if (examined && random() < DAY_MIX.imaging) {
      const imaging = pick(IMAGING);
      paraclinical.push({ _id: newId(), room: imaging.room, services: [imaging.service], lineIds: [newId()] });
    }
    const stage = random();
    let payment: Payment;
    let posted = false;
    if (!examined) payment = group !== 'BaoHiemYTe' && stage < DAY_MIX.examPaidAtDesk ? 'exam' : 'none';
    else if (stage < DAY_MIX.unpaid) payment = 'none';
    else if (stage < DAY_MIX.unpaid + DAY_MIX.examOnly) payment = 'exam';
    else {
      payment = 'all';
      posted = stage >= DAY_MIX.unpaid + DAY_MIX.examOnly + DAY_MIX.paidNotPosted;
    }
    let left = random();
    const method = METHODS.find(([, weight]) => (left -= weight) < 0)?.[0] ?? 'TienMat';
    return {
      _id: newId(), patient, group, route: random() < 0.85 ? 'DungTuyen' : 'ThongTuyen', priority: age >= 80 || age < 6,
      at: dayStart + Math.floor(((index + 0.5) * span) / patients.length),
      exam: { _id: newId(), room: exam.room, services: [exam.service], lineIds: [newId()], examId: examined ? newId() : null },
      paraclinical, payment, posted, completed: posted && random() < DAY_MIX.completedOfPosted, method,
    };
  });

  // Codes and numbers from the series and counters the API uses, a range at once.
  const visitCodes = await allocateSeriesRange(db, MA_TIEP_NHAN_SERIES, facilityId, plan.length, now);
  const orderCount = plan.reduce((total, visit) => total + 1 + visit.paraclinical.length, 0);
  const orderCodes = (await allocateSeriesRange(db, SO_PHIEU_YEU_CAU_SERIES, facilityId, orderCount, now)).map((each) => each.code);
  const examined = plan.filter((visit) => visit.exam.examId);
  const examCodes = await allocateSeriesRange(db, MA_KHAM_BENH_SERIES, facilityId, examined.length, now);
  const roomTickets = new Map<string, number>();
  for (const code of new Set(plan.map((visit) => visit.exam.room))) {
    const wanted = plan.filter((visit) => visit.exam.room === code).length;
    roomTickets.set(code, await counterRange(database, `queue:${facilityId}:${rooms.get(code)}:${dayStart}`, wanted));
  }

  const card = (visit: PlannedVisit) => visit.group === 'BaoHiemYTe'
    ? { SoTheBHYT: visit.patient.SoTheBHYT, BHYTNgayHieuLuc: Date.UTC(year, 0, 1) - 7 * 3600_000, BHYTNgayHetHieuLuc: Date.UTC(year, 11, 31) - 7 * 3600_000, BenhVien_KCB: '79024', TuyenKCB: visit.route }
    : { SoTheBHYT: null, BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: null, TuyenKCB: null };
  await insertRows(database, 'TiepNhan', plan.map((visit, index) => ({
    _id: visit._id, node_Id: facilityId, MaTiepNhan: visitCodes[index]!.code, BenhNhan_Id: visit.patient._id, LoaiTiepNhan: 'NgoaiTru', TrangThai: 'DangThucHien',
    NgayDangKy: visit.at, NgayTiepNhan: visit.at, PhongTiepNhan_Id: rooms.get('TD01'), DoiTuong_Id: groups.get(visit.group)!._id, UuTien: visit.priority,
    createdBy: desk._id, updatedBy: desk._id, ...card(visit),
  })));

  const orders: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const exams: Record<string, unknown>[] = [];
  const tickets: Record<string, unknown>[] = [];
  let nextOrderCode = 0;
  let nextExamCode = 0;
  for (const visit of plan) {
    const groupId = groups.get(visit.group)!._id;
    const number = roomTickets.get(visit.exam.room)!;
    roomTickets.set(visit.exam.room, number + 1);
    const examRoom = rooms.get(visit.exam.room)!;
    const examService = services.get(visit.exam.services[0]!)!;
    orders.push({
      _id: visit.exam._id, node_Id: facilityId, SoPhieuYeuCau: orderCodes[nextOrderCode++], SoThuTu: number, TiepNhan_Id: visit._id, BenhNhan_Id: visit.patient._id,
      NoiThucHien_Id: examRoom, NhomDichVu_Id: examService.group, DoiTuong_Id: groupId, TrangThai: 'SanSang', NgayYeuCau: visit.at, createdBy: desk._id, updatedBy: desk._id,
      NoiYeuCau: null, BacSiChiDinh_Id: null, KhamBenh_Id: null, ChanDoan: null,
    });
    tickets.push({
      _id: newId(), node_Id: facilityId, PhongBan_Id: examRoom, Ngay: dayStart, SoThuTu: number, TrangThai: visit.exam.examId ? (visit.completed ? 'HoanThanh' : 'DaGoi') : 'ChoGoi',
      isPriority: visit.priority, TiepNhan_Id: visit._id, DichVuYeuCau_Id: visit.exam._id, BenhNhan_Id: visit.patient._id, ThoiGianGoi: visit.exam.examId ? visit.at + 1 : null,
    });
    for (const [index, service] of visit.exam.services.entries()) lines.push(lineRow(visit.exam.lineIds[index]!, visit.exam._id, service, priceAt(visit.group, visit.exam.room, service)));
    if (visit.exam.examId) {
      exams.push({
        _id: visit.exam.examId, node_Id: facilityId, MaKhamBenh: examCodes[nextExamCode++]!.code, BenhNhan_Id: visit.patient._id, TiepNhan_Id: visit._id,
        DichVuYeuCau_Id: visit.exam._id, DichVu_Id: examService._id, PhongBan_Id: examRoom, SoThuTu: number, TrangThai: visit.completed ? 'DaKham' : 'DangKham',
        NgayKham: visit.at + 1, NgayKetThuc: visit.completed ? visit.at + 5 : null, BacSiKham_Id: doctor.staff, ChanDoan: 'Theo dõi', ICD_Id: icd?._id ?? null,
        createdBy: doctor._id, updatedBy: doctor._id,
      });
    }
    for (const order of visit.paraclinical) {
      orders.push({
        _id: order._id, node_Id: facilityId, SoPhieuYeuCau: orderCodes[nextOrderCode++], SoThuTu: null, TiepNhan_Id: visit._id, BenhNhan_Id: visit.patient._id,
        NoiThucHien_Id: rooms.get(order.room), NhomDichVu_Id: services.get(order.services[0]!)!.group, DoiTuong_Id: groupId,
        TrangThai: visit.posted ? 'CoKetQua' : 'SanSang', NgayYeuCau: visit.at + 2, createdBy: doctor._id, updatedBy: doctor._id,
        NoiYeuCau: examRoom, BacSiChiDinh_Id: doctor.staff, KhamBenh_Id: visit.exam.examId, ChanDoan: 'Theo dõi',
      });
      for (const [index, service] of order.services.entries()) lines.push(lineRow(order.lineIds[index]!, order._id, service, priceAt(visit.group, order.room, service)));
    }
  }
  function lineRow(id: string, orderId: string, service: string, price: UnitPrice) {
    return { _id: id, DichVuYeuCau_Id: orderId, DichVu_Id: services.get(service)!._id, LoaiGia_Id: price.LoaiGia_Id, BangGia_Id: price.BangGia_Id, DonGia: price.DonGia, DonGiaThanhToan: price.DonGia, SoLuong: 1 };
  }
  await insertRows(database, 'DichVuYeuCau', orders);
  await insertRows(database, 'DichVuYeuCau_ChiTiet', lines);
  await insertRows(database, 'KhamBenh', exams);
  await insertRows(database, 'PhieuHangDoi', tickets);

  // What was collected: each paying visit's chosen lines, shared by the cashier's own bill code as createBienLai shares
  // them, frozen into one receipt of a book of the cashier's; then the posted ones and the completed visits.
  const billing = ctx.provided(VISIT_BILLING);
  const paying = plan.filter((visit) => visit.payment !== 'none');
  const bills = await visitBills(db, ctx, facilityId, await billing.visits(db, ctx, facilityId, { ids: paying.map((visit) => visit._id) }), now);
  const book = await sharedReceiptBook(server, admin, cashier.userId, 'SD');
  const [numbering] = await database.query<{ symbol: string; series: string | null }>('SELECT symbol, series FROM his_number_books WHERE _id = $1', [book._id]);
  const receipts: Record<string, unknown>[] = [];
  const movements: Record<string, unknown>[] = [];
  const collected: Record<string, unknown>[] = [];
  const paidSources: string[] = [];
  for (const visit of paying) {
    const bill = bills.get(visit._id)!;
    const chosen = bill.lines.filter((line) => !line.DaThuTien && (visit.payment === 'all' || line.IsKhamBenh));
    if (chosen.length === 0) continue;
    const value = chosen.reduce((total, line) => total + line.BenhNhanTTSauGiamGia, 0);
    const receiptId = newId();
    const movementId = newId();
    const number = receipts.length + 1;
    const paidAt = visit.at + 3;
    receipts.push({
      _id: receiptId, node_Id: facilityId, MaBienLai: receiptCode(numbering!.symbol, numbering!.series, number), SoBienLai: number, QuyenBienLai_Id: book._id, LoaiBienLai: 'ThuTien',
      NgayBienLai: paidAt, GiaTriBienLai: value, TrangThai: visit.posted ? 'HachToanToanBo' : 'DaThuTien', HinhThucThanhToan_Id: methods.get(visit.method)!._id,
      MienGiam: 0, NguoiThu: cashier.userId, TiepNhan_Id: visit._id, BenhNhan_Id: visit.patient._id,
    });
    movements.push({ _id: movementId, node_Id: facilityId, TiepNhan_Id: visit._id, BenhNhan_Id: visit.patient._id, LoaiGiaoDich: 'ThuTien', SoTien: value, BienLai_Id: receiptId, createdBy: cashier.userId });
    for (const line of chosen) collected.push(collectedRow(line, movementId, visit, paidAt));
    paidSources.push(...chosen.map((line) => line._id));
  }
  function collectedRow(line: ChiTietVienPhi, movementId: string, visit: PlannedVisit, paidAt: number) {
    return {
      _id: newId(), GiaoDich_Id: movementId, node_Id: facilityId, TiepNhan_Id: visit._id, Nguon: line.Nguon, Nguon_Id: line._id, MaPhieu: line.MaPhieu, MaDV: line.MaDV,
      TenDichVu: line.TenDichVu, NhomDichVu: line.NhomDichVu, LoaiGia: line.LoaiGia, SoLuong: line.SoLuong, DonGia: line.DonGia, DonGiaBHYT: line.DonGiaBHYT,
      ThanhTien: line.ThanhTien, TyLeBHYT: line.TyLeBHYT, BHChiTra: line.BHChiTra, BenhNhanTT: line.BenhNhanTT, MienGiam: line.MienGiam,
      PhanTramGiamGia: line.PhanTramGiamGia, SoTienGiamGia: line.SoTienGiamGia, ThanhTienSauGiamGia: line.ThanhTienSauGiamGia,
      BenhNhanTTSauGiamGia: line.BenhNhanTTSauGiamGia, IsKhamBenh: line.IsKhamBenh, TranGroup: line.TranGroup, ThoiGianChiDinh: line.ThoiGianChiDinh,
      NoiThucHien: line.NoiThucHien, KhongThuTien: line.KhongThuTien, KhongBHYT: line.KhongBHYT, ChiPhiBHYT: line.ChiPhiBHYT, PhanTram80: line.PhanTram80,
      PhanTram50: line.PhanTram50, PhanTram30: line.PhanTram30, TrangThai: 'HieuLuc',
      HachToan: visit.posted, NgayHachToan: visit.posted ? paidAt + 1 : null, NguoiHachToan: visit.posted ? cashier.userId : null,
    };
  }
  // The receipt row comes with its movements in one transaction in the API (the movement's reference is checked at commit).
  await insertRows(database, 'BienLai', receipts);
  await insertRows(database, 'VienPhi_GiaoDich', movements);
  await insertRows(database, 'VienPhi_ChiTiet', collected);
  await database.query('UPDATE "DichVuYeuCau_ChiTiet" SET "DaThuTien" = true WHERE _id = ANY($1::text[])', [paidSources]);
  await database.query('UPDATE his_number_books SET "nextNumber" = $2 WHERE _id = $1', [book._id, receipts.length + 1]);
  await database.query('UPDATE his_number_book_users SET "currentNumber" = $2 WHERE "book_Id" = $1 AND "user_Id" = $3', [book._id, receipts.length, cashier.userId]);
  const completed = plan.filter((visit) => visit.completed);
  await database.query(`UPDATE "TiepNhan" t SET "TrangThai" = 'HoanTat', "NgayThanhToan" = v.at, "updatedBy" = $3
    FROM unnest($1::text[], $2::bigint[]) AS v(_id, at) WHERE t._id = v._id`, [completed.map((visit) => visit._id), completed.map((visit) => visit.at + 5), cashier.userId]);

  // The counter's tickets, in order of arrival: waiting (a few called) for those who owe, done for those who paid.
  const open = plan.filter((visit) => !visit.completed);
  const after = await visitBills(db, ctx, facilityId, await billing.visits(db, ctx, facilityId, { ids: open.map((visit) => visit._id) }), now);
  const queued = plan.filter((visit) => {
    const bill = after.get(visit._id);
    return bill ? feeState(bill) === 'ChoThanhToan' : false;
  });
  const settled = new Set(receipts.filter((receipt) => Number(receipt.GiaTriBienLai) > 0).map((receipt) => receipt.TiepNhan_Id as string));
  const ticketed = plan.filter((visit) => settled.has(visit._id) || queued.includes(visit));
  const firstTicket = await counterRange(database, `cashier.queue:${facilityId}:${dayStart}`, ticketed.length);
  const owing = new Set(queued.map((visit) => visit._id));
  await insertRows(database, 'VienPhi_HangDoi', ticketed.map((visit, index) => {
    const state = !owing.has(visit._id) ? 'DaXong' : random() < 0.1 ? 'DaGoi' : 'ChoGoi';
    return {
      _id: newId(), node_Id: facilityId, TiepNhan_Id: visit._id, BenhNhan_Id: visit.patient._id, Ngay: dayStart, SoThuTu: firstTicket + index,
      UuTien: visit.priority, TrangThai: state, codeCounter: state === 'DaGoi' ? 'TN01' : null, ThoiGianGoi: state === 'DaGoi' ? visit.at + 2 : null,
    };
  }));

  // What autovacuum would have done by the afternoon.
  for (const table of ['TiepNhan', 'DichVuYeuCau', 'DichVuYeuCau_ChiTiet', 'KhamBenh', 'PhieuHangDoi', 'BienLai', 'VienPhi_GiaoDich', 'VienPhi_ChiTiet', 'VienPhi_HangDoi']) {
    await database.query(`VACUUM ANALYZE "${table}"`);
  }

  const insuredPaid = plan.find((visit) => visit.group === 'BaoHiemYTe' && visit.payment === 'all' && visit.paraclinical.length > 1 && !visit.completed);
  const waiting = plan.find((visit) => visit.group === 'VienPhi' && visit.payment === 'none' && visit.paraclinical.length > 0);
  const [named] = await database.query<{ TenKhongDau: string }>('SELECT "TenKhongDau" FROM "BenhNhan" WHERE _id = $1', [plan[Math.floor(plan.length / 3)]!.patient._id]);
  const [family, middle, given] = named!.TenKhongDau.split(' ');
  return {
    facilityId, dayStart, visits: plan.length, lines: lines.length, receipts: receipts.length, tickets: ticketed.length,
    sample: {
      insuredPaid: insuredPaid && { visit: insuredPaid._id, patient: insuredPaid.patient._id },
      waiting: waiting && { visit: waiting._id, patient: waiting.patient._id },
    },
    search: { name: `${family} ${middle} ${given![0]}`, code: visitCodes[Math.floor(plan.length / 2)]!.code },
    ms: performance.now() - started,
  };
}
