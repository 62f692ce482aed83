// A visit's bill (spec §3 Bill line): the lines collected, read as they were frozen on their receipts, and the lines
// still to collect, shared now from their sources (reception's orders, examination's prescriptions) by the money rules
// in force, with the exemptions set on them; totals from those lines and from the visit's money movements only.
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { VISIT_BILLING, type BillingVisit, type BillServiceLine } from '../../reception/contract';
import { PRESCRIPTION_BILLING, type PrescriptionBillLine } from '../../examination/contract';
import { INSURANCE_UNIT_PRICES } from '../../pricing/contract';
import { rulesInForce, shareBill, type BillLineInput, type BillVisit, type InsuranceRules, type RuleRow } from '../rules/insurance-share';

/** Where a bill line comes from: a service order line or a prescription line. */
export type Nguon = 'DichVu' | 'Thuoc';

/** The price type whose price the fund shares: a line priced at it carries its insurance price already. */
const INSURANCE_PRICE_TYPE = 'BaoHiemYTe';

/** A bill line as the SDL shapes it (ChiTietVienPhi); `_id` is the source line's id. */
export interface ChiTietVienPhi {
  _id: string;
  Nguon: Nguon;
  MaPhieu: string | null;
  MaDV: string | null;
  TenDichVu: string;
  NhomDichVu: string | null;
  /** The service type (KhamBenh, XetNghiem, …), or Thuoc and VTYT for prescription lines. */
  TranGroup: string | null;
  LoaiGia: string | null;
  SoLuong: number;
  DonGia: Dong;
  DonGiaBHYT: Dong | null;
  ThanhTien: Dong;
  BHChiTra: Dong;
  BenhNhanTT: Dong;
  KhongBHYT: boolean;
  TyLeBHYT: number;
  MienGiam: Dong;
  PhanTramGiamGia: number;
  SoTienGiamGia: Dong;
  ThanhTienSauGiamGia: Dong;
  BenhNhanTTSauGiamGia: Dong;
  PhanTram80: Dong | null;
  PhanTram50: Dong | null;
  PhanTram30: Dong | null;
  /** The covered cost the insurance rate applied to (0 when not covered). */
  ChiPhiBHYT: Dong;
  IsKhamBenh: boolean;
  DaThuTien: boolean;
  HachToan: boolean;
  KhongThuTien: boolean;
  /** What is still to collect of the line: its patient share when uncollected, else 0. */
  ConLai: Dong;
  ThoiGianChiDinh: Timestamp | null;
  NoiThucHien: string | null;
  BienLai_Id: string | null;
  TrangThai_HangDoi: string | null;
  /** The prescription of a drug or supply line while it bills (what huyYeuCauThanhToan_* takes); null for a service line. */
  ToaThuoc_Id: string | null;
  /** The collected row (VienPhi_ChiTiet._id) and its movement, when collected. */
  collectedId: string | null;
  GiaoDich_Id: string | null;
  /** The source still bills (a live, requested line): false for a collected line whose order or prescription went. */
  live: boolean;
}

/** The visit's totals (VienPhiTongHop). */
export interface VienPhiTongHop {
  TongTien: Dong;
  BHChiTra: Dong;
  BenhNhanTT: Dong;
  MienGiam: Dong;
  DaThu: Dong;
  TamUng: Dong;
  ConLai: Dong;
  SoDongKhongBHYT: number;
}

/** Sums of the visit's standing money movements (VienPhi_GiaoDich) by kind. */
export interface Movements {
  ThuTien: Dong;
  TamUng: Dong;
  HoanUng: Dong;
  HoanTien: Dong;
  TruTamUng: Dong;
}

export interface VienPhiBill {
  visit: BillingVisit;
  lines: ChiTietVienPhi[];
  totals: VienPhiTongHop;
  movements: Movements;
}

/** The advance the visit holds: advances less their refunds and what payments used. */
export const advanceHeld = (m: Movements): Dong => m.TamUng - m.HoanUng - m.TruTamUng;
/** Money applied to the visit's lines, net of refunds: equals the collected lines' patient shares. */
export const collectedFromMovements = (m: Movements): Dong => m.ThuTien + m.TruTamUng - m.HoanTien;

const NO_MOVEMENTS: Movements = { ThuTien: 0, TamUng: 0, HoanUng: 0, HoanTien: 0, TruTamUng: 0 };

interface CollectedRow {
  _id: string;
  GiaoDich_Id: string;
  TiepNhan_Id: string;
  Nguon: Nguon;
  Nguon_Id: string;
  MaPhieu: string | null;
  MaDV: string | null;
  TenDichVu: string;
  NhomDichVu: string | null;
  LoaiGia: string | null;
  SoLuong: number;
  DonGia: number;
  DonGiaBHYT: number | null;
  ThanhTien: number;
  TyLeBHYT: number;
  BHChiTra: number;
  BenhNhanTT: number;
  MienGiam: number;
  PhanTramGiamGia: number;
  SoTienGiamGia: number;
  ThanhTienSauGiamGia: number;
  BenhNhanTTSauGiamGia: number;
  IsKhamBenh: boolean;
  TranGroup: string | null;
  ThoiGianChiDinh: number | null;
  NoiThucHien: string | null;
  KhongThuTien: boolean;
  KhongBHYT: boolean;
  ChiPhiBHYT: number;
  PhanTram80: number | null;
  PhanTram50: number | null;
  PhanTram30: number | null;
  HachToan: boolean;
  BienLai_Id: string | null;
}

const textList = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** The columns of VienPhi_ChiTiet with money and times as numbers, for `c`. */
export const COLLECTED_COLUMNS = sql`c._id, c."GiaoDich_Id", c."TiepNhan_Id", c."Nguon", c."Nguon_Id", c."MaPhieu", c."MaDV", c."TenDichVu", c."NhomDichVu", c."LoaiGia",
  c."SoLuong"::float8 AS "SoLuong", c."DonGia"::float8 AS "DonGia", c."DonGiaBHYT"::float8 AS "DonGiaBHYT", c."ThanhTien"::float8 AS "ThanhTien",
  c."TyLeBHYT"::float8 AS "TyLeBHYT", c."BHChiTra"::float8 AS "BHChiTra", c."BenhNhanTT"::float8 AS "BenhNhanTT", c."MienGiam"::float8 AS "MienGiam",
  c."PhanTramGiamGia"::float8 AS "PhanTramGiamGia", c."SoTienGiamGia"::float8 AS "SoTienGiamGia", c."ThanhTienSauGiamGia"::float8 AS "ThanhTienSauGiamGia",
  c."BenhNhanTTSauGiamGia"::float8 AS "BenhNhanTTSauGiamGia", c."IsKhamBenh", c."TranGroup", c."ThoiGianChiDinh"::float8 AS "ThoiGianChiDinh", c."NoiThucHien",
  c."KhongThuTien", c."KhongBHYT", c."ChiPhiBHYT"::float8 AS "ChiPhiBHYT", c."PhanTram80"::float8 AS "PhanTram80", c."PhanTram50"::float8 AS "PhanTram50",
  c."PhanTram30"::float8 AS "PhanTram30", c."HachToan", c."TrangThai"`;

/** A collected row as a bill line; `source` adds what the live source still says (its queue state). */
export function collectedLine(row: CollectedRow, source?: { TrangThai_HangDoi: string | null; live: boolean; ToaThuoc_Id?: string | null }): ChiTietVienPhi {
  return {
    _id: row.Nguon_Id,
    Nguon: row.Nguon,
    MaPhieu: row.MaPhieu,
    MaDV: row.MaDV,
    TenDichVu: row.TenDichVu,
    NhomDichVu: row.NhomDichVu,
    TranGroup: row.TranGroup,
    LoaiGia: row.LoaiGia,
    SoLuong: Number(row.SoLuong),
    DonGia: Number(row.DonGia),
    DonGiaBHYT: row.DonGiaBHYT === null ? null : Number(row.DonGiaBHYT),
    ThanhTien: Number(row.ThanhTien),
    BHChiTra: Number(row.BHChiTra),
    BenhNhanTT: Number(row.BenhNhanTT),
    KhongBHYT: row.KhongBHYT,
    TyLeBHYT: Number(row.TyLeBHYT),
    MienGiam: Number(row.MienGiam),
    PhanTramGiamGia: Number(row.PhanTramGiamGia),
    SoTienGiamGia: Number(row.SoTienGiamGia),
    ThanhTienSauGiamGia: Number(row.ThanhTienSauGiamGia),
    BenhNhanTTSauGiamGia: Number(row.BenhNhanTTSauGiamGia),
    PhanTram80: row.PhanTram80 === null ? null : Number(row.PhanTram80),
    PhanTram50: row.PhanTram50 === null ? null : Number(row.PhanTram50),
    PhanTram30: row.PhanTram30 === null ? null : Number(row.PhanTram30),
    ChiPhiBHYT: Number(row.ChiPhiBHYT),
    IsKhamBenh: row.IsKhamBenh,
    DaThuTien: true,
    HachToan: row.HachToan,
    KhongThuTien: row.KhongThuTien,
    ConLai: 0,
    ThoiGianChiDinh: row.ThoiGianChiDinh === null ? null : Number(row.ThoiGianChiDinh),
    NoiThucHien: row.NoiThucHien,
    BienLai_Id: row.BienLai_Id,
    TrangThai_HangDoi: source?.TrangThai_HangDoi ?? null,
    ToaThuoc_Id: source?.ToaThuoc_Id ?? null,
    collectedId: row._id,
    GiaoDich_Id: row.GiaoDich_Id,
    live: source?.live ?? false,
  };
}

/** The standing collected rows of the visits, each with the receipt of its movement. */
async function collectedRows(db: Db, visitIds: readonly string[]): Promise<CollectedRow[]> {
  return rowsOf<CollectedRow>(await db.execute(sql`
    SELECT ${COLLECTED_COLUMNS}, g."BienLai_Id" FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id"
    WHERE c."TiepNhan_Id" = ANY(${textList(visitIds)}) AND c."TrangThai" = 'HieuLuc' ORDER BY c."ThoiGianChiDinh", c._id`));
}

/** The visits' standing movements summed by kind. */
export async function movementsOf(db: Db, visitIds: readonly string[]): Promise<Map<string, Movements>> {
  const rows = rowsOf<{ TiepNhan_Id: string; LoaiGiaoDich: keyof Movements; total: number }>(await db.execute(sql`
    SELECT "TiepNhan_Id", "LoaiGiaoDich", sum("SoTien")::float8 AS total FROM "VienPhi_GiaoDich"
    WHERE "TiepNhan_Id" = ANY(${textList(visitIds)}) AND NOT "DaHuy" GROUP BY "TiepNhan_Id", "LoaiGiaoDich"`));
  const byVisit = new Map<string, Movements>();
  for (const row of rows) {
    const movements = byVisit.get(row.TiepNhan_Id) ?? { ...NO_MOVEMENTS };
    movements[row.LoaiGiaoDich] = Number(row.total);
    byVisit.set(row.TiepNhan_Id, movements);
  }
  return byVisit;
}

interface Exemption {
  Nguon: Nguon;
  Nguon_Id: string;
  TiepNhan_Id: string;
  PhanTramGiamGia: number;
  SoTienGiamGia: number;
}

async function exemptionsOf(db: Db, visitIds: readonly string[]): Promise<Map<string, Exemption>> {
  const rows = rowsOf<Exemption>(await db.execute(sql`
    SELECT "Nguon", "Nguon_Id", "TiepNhan_Id", "PhanTramGiamGia"::float8 AS "PhanTramGiamGia", "SoTienGiamGia"::float8 AS "SoTienGiamGia"
    FROM "VienPhi_MienGiam" WHERE "TiepNhan_Id" = ANY(${textList(visitIds)})`));
  return new Map(rows.map((row) => [sourceKey(row.Nguon, row.Nguon_Id), row]));
}

export const sourceKey = (nguon: Nguon, id: string) => `${nguon}:${id}`;

/** The dated insurance rules (a small table: read whole, chosen per visit day). */
export async function ruleRows(db: Db): Promise<RuleRow[]> {
  return rowsOf<RuleRow>(await db.execute(sql`SELECT "MaQuyTac", "GiaTri"::float8 AS "GiaTri", "TuNgay"::float8 AS "TuNgay" FROM "QuyTacBHYT"`));
}

/** The rules in force at `at`, or a refusal naming the missing ones. */
export function rulesAt(rows: readonly RuleRow[], at: Timestamp): InsuranceRules {
  const rules = rulesInForce(rows, at);
  if ('missing' in rules) throw badInput('cashier.rulesMissing', 'QuyTacBHYT', { codes: rules.missing.join(', ') });
  return rules;
}

/** A source line of the bill before sharing: what the rules need and what the screen shows. */
interface SourceLine {
  Nguon: Nguon;
  id: string;
  TiepNhan_Id: string;
  MaPhieu: string | null;
  MaDV: string | null;
  TenDichVu: string;
  NhomDichVu: string | null;
  TranGroup: string | null;
  LoaiGia: string | null;
  SoLuong: number;
  DonGia: Dong;
  DonGiaBHYT: Dong | null;
  IsKhamBenh: boolean;
  KhongThuTien: boolean;
  at: Timestamp;
  NoiThucHien: string | null;
  TrangThai_HangDoi: string | null;
  ToaThuoc_Id: string | null;
}

function serviceSource(line: BillServiceLine): SourceLine {
  return {
    Nguon: 'DichVu', id: line._id, TiepNhan_Id: line.TiepNhan_Id, MaPhieu: line.SoPhieuYeuCau, MaDV: line.MaDichVu, TenDichVu: line.TenDichVu ?? line.MaDichVu ?? '',
    NhomDichVu: line.TenNhomDichVu, TranGroup: line.MaLoaiDichVu, LoaiGia: line.MaLoaiGia, SoLuong: Number(line.SoLuong), DonGia: Number(line.DonGia),
    DonGiaBHYT: null, IsKhamBenh: line.MaLoaiDichVu === 'KhamBenh', KhongThuTien: line.KhongThuTien, at: Number(line.NgayYeuCau),
    NoiThucHien: line.TenNoiThucHien, TrangThai_HangDoi: line.TrangThai_HangDoi, ToaThuoc_Id: null,
  };
}

function drugSource(line: PrescriptionBillLine): SourceLine {
  return {
    Nguon: 'Thuoc', id: line._id, TiepNhan_Id: line.TiepNhan_Id, MaPhieu: line.MaPhieu, MaDV: line.MaDuoc, TenDichVu: line.TenDuoc, NhomDichVu: null,
    TranGroup: line.LoaiToaThuoc === 'ToaVTYT' ? 'VTYT' : 'Thuoc', LoaiGia: line.BHYT ? INSURANCE_PRICE_TYPE : null, SoLuong: Number(line.SoLuong),
    DonGia: Number(line.DonGia), DonGiaBHYT: line.BHYT ? Number(line.DonGia) : null, IsKhamBenh: false, KhongThuTien: line.KhongThuTien,
    at: Number(line.NgayToaThuoc), NoiThucHien: line.TenKhoXuat, TrangThai_HangDoi: null, ToaThuoc_Id: line.KhamBenhToaThuoc_Id,
  };
}

/**
 * The insurance price of service lines of insured visits that were priced at another price type: looked up once per
 * place and day (a price list applies from the start of its issue day), so a day's list of visits asks a few times.
 */
async function insurancePrices(db: Db, ctx: Pick<RequestContext, 'provided'>, lines: readonly BillServiceLine[]): Promise<Map<string, Dong>> {
  const asks = new Map<string, { place: string; at: Timestamp; services: Set<string>; lines: BillServiceLine[] }>();
  for (const line of lines) {
    const day = startOfDay(Number(line.NgayYeuCau));
    const key = `${line.NoiThucHien_Id}:${day}`;
    const ask = asks.get(key) ?? { place: line.NoiThucHien_Id, at: Number(line.NgayYeuCau), services: new Set<string>(), lines: [] as BillServiceLine[] };
    ask.services.add(line.DichVu_Id);
    ask.lines.push(line);
    asks.set(key, ask);
  }
  const byLine = new Map<string, Dong>();
  if (asks.size === 0) return byLine;
  const prices = ctx.provided(INSURANCE_UNIT_PRICES);
  for (const ask of asks.values()) {
    const found = await prices(db, { idDichVus: [...ask.services], idPhongBan: ask.place, at: ask.at });
    for (const line of ask.lines) {
      const price = found.get(line.DichVu_Id);
      if (price !== undefined) byLine.set(line._id, price);
    }
  }
  return byLine;
}

export const isInsured = (visit: BillingVisit) => visit.baoHiemYTe && visit.SoTheBHYT !== null;

/** What shareBill is given for a visit that bills no insurance: no rule of the fund applies to it, every rate is nil. */
const UNINSURED: InsuranceRules = {
  LuongCoSo: 0, NguongChiPhiThap: 0, MucHuong: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, TaiKham: 0, DungTuyen: 0, ThongTuyen: 0, TraiTuyenNgoaiTru: 0, TraiTuyenNoiTru: 0,
};

function billVisit(visit: BillingVisit, followUp: boolean): BillVisit {
  return {
    insured: isInsured(visit),
    MucHuong: visit.MucHuong,
    TuyenKCB: visit.TuyenKCB,
    LoaiTiepNhan: visit.LoaiTiepNhan,
    MienCungChiTra: visit.MienCungChiTra,
    NgayMienCungChiTra: visit.NgayMienCungChiTra,
    TaiKham: followUp,
  };
}

/**
 * The bills of many visits, in a fixed number of queries whatever their count (a day's cashier list): the visits'
 * service lines, prescription lines, collected rows, exemptions and movements, one query each, then the rules.
 */
export async function visitBills(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visits: readonly BillingVisit[], _now: Timestamp): Promise<Map<string, VienPhiBill>> {
  const bills = new Map<string, VienPhiBill>();
  if (visits.length === 0) return bills;
  const ids = visits.map((visit) => visit._id);
  const prescriptions = ctx.provided(PRESCRIPTION_BILLING);
  // One after another: inside a write `db` is the transaction's one connection.
  const services = await ctx.provided(VISIT_BILLING).serviceLines(db, facilityId, ids);
  const drugs = await prescriptions.lines(db, facilityId, ids);
  const collected = await collectedRows(db, ids);
  const exemptions = await exemptionsOf(db, ids);
  const movements = await movementsOf(db, ids);
  // Only insured visits consult the insurance rules and whether they are follow-ups.
  const insured = visits.filter(isInsured);
  const rules = insured.length > 0 ? await ruleRows(db) : [];
  const followUps = insured.length > 0
    ? await prescriptions.followUps(db, ctx, facilityId, insured.map((visit) => ({ _id: visit._id, BenhNhan_Id: visit.BenhNhan_Id, NgayTiepNhan: visit.NgayTiepNhan })))
    : new Set<string>();
  const visitById = new Map(visits.map((visit) => [visit._id, visit]));
  const lookUp = services.filter((line) => line.MaLoaiGia !== INSURANCE_PRICE_TYPE && isInsured(visitById.get(line.TiepNhan_Id)!));
  const insurance = await insurancePrices(db, ctx, lookUp);
  const sources = new Map<string, SourceLine[]>();
  for (const line of [...services.map(serviceSource), ...drugs.map(drugSource)]) {
    if (line.Nguon === 'DichVu') {
      const service = line.LoaiGia === INSURANCE_PRICE_TYPE ? line.DonGia : insurance.get(line.id);
      line.DonGiaBHYT = service ?? null;
    }
    const ofVisit = sources.get(line.TiepNhan_Id);
    if (ofVisit) ofVisit.push(line);
    else sources.set(line.TiepNhan_Id, [line]);
  }
  const collectedOf = new Map<string, CollectedRow[]>();
  for (const row of collected) {
    const ofVisit = collectedOf.get(row.TiepNhan_Id);
    if (ofVisit) ofVisit.push(row);
    else collectedOf.set(row.TiepNhan_Id, [row]);
  }
  const rulesByDay = new Map<number, InsuranceRules>();
  for (const visit of visits) {
    const day = startOfDay(visit.NgayTiepNhan);
    if (!rulesByDay.has(day) && isInsured(visit)) rulesByDay.set(day, rulesAt(rules, visit.NgayTiepNhan));
    const live = sources.get(visit._id) ?? [];
    const liveByKey = new Map(live.map((line) => [sourceKey(line.Nguon, line.id), line]));
    const frozen = collectedOf.get(visit._id) ?? [];
    const frozenKeys = new Set(frozen.map((row) => sourceKey(row.Nguon, row.Nguon_Id)));
    // Every live line is shared, collected ones too: the low-cost rule looks at the visit's whole covered cost.
    const inputs: BillLineInput[] = live.map((line) => {
      const exemption = exemptions.get(sourceKey(line.Nguon, line.id));
      return {
        id: sourceKey(line.Nguon, line.id), SoLuong: line.SoLuong, DonGia: line.DonGia, DonGiaBHYT: line.DonGiaBHYT, IsKhamBenh: line.IsKhamBenh,
        at: line.at, KhongThuTien: line.KhongThuTien, PhanTramGiamGia: exemption?.PhanTramGiamGia, SoTienGiamGia: exemption?.SoTienGiamGia,
      };
    });
    const visitRules = isInsured(visit) ? rulesByDay.get(day)! : UNINSURED;
    const shared = new Map(shareBill(billVisit(visit, followUps.has(visit._id)), inputs, visitRules).lines.map((line) => [line.id, line]));
    const lines: ChiTietVienPhi[] = frozen.map((row) => {
      const source = liveByKey.get(sourceKey(row.Nguon, row.Nguon_Id));
      return collectedLine(row, { TrangThai_HangDoi: source?.TrangThai_HangDoi ?? null, live: source !== undefined, ToaThuoc_Id: source?.ToaThuoc_Id ?? null });
    });
    for (const line of live) {
      const key = sourceKey(line.Nguon, line.id);
      if (frozenKeys.has(key)) continue;
      const shares = shared.get(key)!;
      lines.push({
        _id: line.id, Nguon: line.Nguon, MaPhieu: line.MaPhieu, MaDV: line.MaDV, TenDichVu: line.TenDichVu, NhomDichVu: line.NhomDichVu, TranGroup: line.TranGroup,
        LoaiGia: line.LoaiGia, SoLuong: line.SoLuong, DonGia: line.DonGia, DonGiaBHYT: line.DonGiaBHYT, ThanhTien: shares.ThanhTien, BHChiTra: shares.BHChiTra,
        BenhNhanTT: shares.BenhNhanTT, KhongBHYT: shares.KhongBHYT, TyLeBHYT: shares.TyLeBHYT, MienGiam: shares.SoTienGiamGia,
        PhanTramGiamGia: shares.PhanTramGiamGia, SoTienGiamGia: shares.SoTienGiamGia, ThanhTienSauGiamGia: shares.ThanhTienSauGiamGia,
        BenhNhanTTSauGiamGia: shares.BenhNhanTTSauGiamGia, PhanTram80: shares.PhanTram80, PhanTram50: shares.PhanTram50, PhanTram30: shares.PhanTram30,
        ChiPhiBHYT: shares.ChiPhiBHYT, IsKhamBenh: line.IsKhamBenh, DaThuTien: false, HachToan: false, KhongThuTien: line.KhongThuTien,
        ConLai: shares.BenhNhanTTSauGiamGia, ThoiGianChiDinh: line.at, NoiThucHien: line.NoiThucHien, BienLai_Id: null, TrangThai_HangDoi: line.TrangThai_HangDoi,
        ToaThuoc_Id: line.ToaThuoc_Id, collectedId: null, GiaoDich_Id: null, live: true,
      });
    }
    lines.sort((a, b) => (a.ThoiGianChiDinh ?? 0) - (b.ThoiGianChiDinh ?? 0) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    const visitMovements = movements.get(visit._id) ?? { ...NO_MOVEMENTS };
    bills.set(visit._id, { visit, lines, totals: totalsOf(lines, visitMovements), movements: visitMovements });
  }
  return bills;
}

/** The totals of a bill's lines and movements (the lines' sums as K1's shareBill adds them). */
export function totalsOf(lines: readonly ChiTietVienPhi[], movements: Movements): VienPhiTongHop {
  const sum = (pick: (line: ChiTietVienPhi) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    TongTien: sum((line) => line.ThanhTien),
    BHChiTra: sum((line) => line.BHChiTra),
    BenhNhanTT: sum((line) => line.BenhNhanTTSauGiamGia),
    MienGiam: sum((line) => line.SoTienGiamGia),
    DaThu: collectedFromMovements(movements),
    TamUng: advanceHeld(movements),
    ConLai: sum((line) => line.ConLai),
    SoDongKhongBHYT: lines.filter((line) => line.KhongBHYT).length,
  };
}

/** One visit's bill; refuses a visit not of the facility. */
export async function visitBill(db: Db, ctx: Pick<RequestContext, 'provided'>, facilityId: string, visitId: string, now: Timestamp): Promise<VienPhiBill> {
  const [visit] = await ctx.provided(VISIT_BILLING).visits(db, ctx, facilityId, { ids: [visitId], withCancelled: true });
  if (!visit) throw badInput('cashier.visitNotFound', 'TiepNhan_Id');
  return (await visitBills(db, ctx, facilityId, [visit], now)).get(visit._id)!;
}

/** The bill of a visit already read (and locked) by the caller. */
export async function billOfVisit(db: Db, ctx: Pick<RequestContext, 'provided'>, visit: BillingVisit, now: Timestamp): Promise<VienPhiBill> {
  return (await visitBills(db, ctx, visit.node_Id, [visit], now)).get(visit._id)!;
}
