// A patient's treatment history at the facility (getLichSuDieuTriByBenhNhan, getChiTietLichSuDieuTri) and the cost so
// far of a visit (chiPhiBenhNhan), spec §7 Main service: examination. Visits and their service orders are reception's
// tables, read here as they stand; prescriptions are this plugin's (examination.v2).
import { sql } from 'drizzle-orm';
import type { Dong, Timestamp } from '@his/sdk';
import { badInput, rowsOf, type Db, type RequestContext } from '@his/sdk/server';
import { EXAMINATION_READ } from '../rules/permissions';
import { idOf, khamBenhById, lichSuKhamBenh, type KhamBenhRow } from './exam-reads';
import { getKhamBenhChuyenVienByBenhNhanId, type ChuyenVienRow } from './transfer-record-reads';

export const treatmentHistorySchema = /* GraphQL */ `
"A service ordered in a visit, as the history shows it: one line of an order."
type LichSuDichVu {
  "The order line."
  _id: ID!
  DichVuYeuCau_Id: ID!
  SoPhieuYeuCau: String!
  DichVu_Id: ID!
  MaDichVu: String
  TenDichVu: String
  "The kind of service (DM_LoaiDichVu name): Khám bệnh, Xét nghiệm, …"
  TenLoaiDichVu: String
  "The order's state: Nhap, SanSang, ChuaKetQua, CoKetQua, DaXemKetQua, DaHuy."
  TrangThai: String!
  NgayYeuCau: Float!
  SoLuong: Int!
  TenNoiThucHien: String
  KetLuan: String
}

"One drug or supply of a prescription in the history."
type LichSuThuoc {
  _id: ID!
  TenDuoc: String!
  HamLuong: String
  DonViTinh: String!
  SoLuong: Float!
  SoNgay: Int
  Sang: Float
  Trua: Float
  Chieu: Float
  Toi: Float
  DuongDung: String
  LoiDanUongThuoc: String
}

"A prescription in the history."
type LichSuToaThuoc {
  _id: ID!
  KhamBenh_Id: ID!
  "ToaThuong, ToaBHYT, ToaVTYT or ToaMuaNgoai (bought outside)."
  LoaiToaThuoc: String!
  NgayToaThuoc: Float!
  LoiDan: String
  DaHuy: Boolean!
  ChiTiets: [LichSuThuoc!]!
}

"One visit of a patient with what was done in it."
type LichSuDieuTri {
  TiepNhan_Id: ID!
  MaTiepNhan: String!
  BenhNhan_Id: ID!
  NgayTiepNhan: Float!
  "NgoaiTru or NoiTru."
  LoaiTiepNhan: String!
  "DangThucHien, HoanTat or DaHuy."
  TrangThai: String!
  TenDoiTuong: String
  LyDoKham: String
  "The patient as the visit's papers name them, with the insurance card of the visit."
  MaYTe: String!
  TenBenhNhan: String!
  GioiTinh: String!
  NamSinh: Int!
  DiaChi: String
  SoTheBHYT: String
  BHYTNgayHetHieuLuc: Float
  "Its exams, newest first: room, doctor, ICD, treatment plan."
  KhamBenhs: [KhamBenh!]!
  DichVuYeuCaus: [LichSuDichVu!]!
  ToaThuocs: [LichSuToaThuoc!]!
  ChuyenViens: [KhamBenh_ChuyenVien!]!
}

"One line of a visit's cost: a service ordered or a drug prescribed. Amounts in đồng."
type ChiPhiDong {
  _id: ID!
  "DichVu a service order line, Thuoc a prescription line."
  Loai: String!
  Ma: String
  Ten: String!
  DonViTinh: String
  SoLuong: Float!
  "The unit price charged."
  DonGia: Float!
  "The unit price the patient pays (after insurance and support)."
  DonGiaThanhToan: Float!
  "SoLuong × DonGia."
  ThanhTien: Float!
  "What the patient pays for the line: SoLuong × DonGiaThanhToan, 0 when waived."
  BenhNhanTra: Float!
  DaThuTien: Boolean!
  KhongThuTien: Boolean!
  "The order or prescription number it belongs to."
  SoPhieu: String
  NgayChiDinh: Float!
}

"A group of a visit's cost: a kind of service (Khám bệnh, Xét nghiệm, …), drugs or medical supplies."
type ChiPhiNhom {
  MaNhom: String!
  TenNhom: String!
  ThanhTien: Float!
  BenhNhanTra: Float!
  DaThanhToan: Float!
  ChuaThanhToan: Float!
  ChiTiets: [ChiPhiDong!]!
}

"The cost so far of a visit, in đồng: cancelled orders and prescriptions and drugs bought outside left out."
type ChiPhiBenhNhan {
  TiepNhan_Id: ID!
  MaTiepNhan: String!
  BenhNhan_Id: ID!
  TongTien: Float!
  BenhNhanTra: Float!
  DaThanhToan: Float!
  ChuaThanhToan: Float!
  Nhoms: [ChiPhiNhom!]!
}

extend type Query {
  "A patient's visits at the facility, newest first (at most 50, cancelled ones left out), each with its exams, service orders, prescriptions and transfer records (cancelled ones left out); needs examination.read."
  getLichSuDieuTriByBenhNhan(BenhNhan_Id: ID!): [LichSuDieuTri!]!
  "One visit of the facility in full, cancelled exams, orders and prescriptions included, or null; needs examination.read."
  getChiTietLichSuDieuTri(TiepNhan_Id: ID!): LichSuDieuTri
  "The cost so far of a visit of the facility by group, with totals, paid and unpaid; needs examination.read."
  chiPhiBenhNhan(TiepNhan_Id: ID!): ChiPhiBenhNhan!
}
`;

const MAX_VISITS = 50;
const MAX_LINES = 2000;

interface VisitRow {
  TiepNhan_Id: string;
  MaTiepNhan: string;
  BenhNhan_Id: string;
  NgayTiepNhan: Timestamp;
  LoaiTiepNhan: string;
  TrangThai: string;
  TenDoiTuong: string | null;
  LyDoKham: string | null;
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number;
  DiaChi: string | null;
  SoTheBHYT: string | null;
  BHYTNgayHetHieuLuc: Timestamp | null;
}

interface ServiceLine {
  _id: string;
  DichVuYeuCau_Id: string;
  TiepNhan_Id: string;
  SoPhieuYeuCau: string;
  DichVu_Id: string;
  MaDichVu: string | null;
  TenDichVu: string | null;
  MaLoaiDichVu: string | null;
  TenLoaiDichVu: string | null;
  ThuTuLoai: number | null;
  TrangThai: string;
  NgayYeuCau: Timestamp;
  SoLuong: number;
  TenNoiThucHien: string | null;
  KetLuan: string | null;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  DaThuTien: boolean;
  KhongThuTien: boolean;
}

interface PrescriptionRow {
  _id: string;
  KhamBenh_Id: string;
  TiepNhan_Id: string;
  LoaiToaThuoc: string;
  NgayToaThuoc: Timestamp;
  SoThuTuToa: number;
  LoiDan: string | null;
  DaHuy: boolean;
  ChiTiets: DrugLine[];
}

interface DrugLine {
  _id: string;
  MaDuoc: string | null;
  TenDuoc: string;
  HamLuong: string | null;
  DonViTinh: string;
  SoLuong: number;
  SoNgay: number | null;
  Sang: number | null;
  Trua: number | null;
  Chieu: number | null;
  Toi: number | null;
  DuongDung: string | null;
  LoiDanUongThuoc: string | null;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  DaThuTien: boolean;
  KhongThuTien: boolean;
}

const VISIT_SELECT = sql`t._id AS "TiepNhan_Id", t."MaTiepNhan", t."BenhNhan_Id", t."NgayTiepNhan"::float8 AS "NgayTiepNhan", t."LoaiTiepNhan",
  t."TrangThai", dt."TenDoiTuong", t."LyDoKham", b."MaYTe", b."TenBenhNhan", b."GioiTinh", b."NamSinh", b."fullAddress" AS "DiaChi", t."SoTheBHYT",
  t."BHYTNgayHetHieuLuc"::float8 AS "BHYTNgayHetHieuLuc"
  FROM "TiepNhan" t JOIN "BenhNhan" b ON b._id = t."BenhNhan_Id" LEFT JOIN "DM_DoiTuong" dt ON dt._id = t."DoiTuong_Id"`;

async function visitsOf(db: Db, facilityId: string, patientId: string): Promise<VisitRow[]> {
  return rowsOf<VisitRow>(await db.execute(sql`SELECT ${VISIT_SELECT}
    WHERE t."node_Id" = ${facilityId} AND t."BenhNhan_Id" = ${patientId} AND t."TrangThai" <> 'DaHuy'
    ORDER BY t."NgayTiepNhan" DESC, t._id DESC LIMIT ${MAX_VISITS}`));
}

async function visitById(db: Db, facilityId: string, visitId: string): Promise<VisitRow | null> {
  const [row] = rowsOf<VisitRow>(await db.execute(sql`SELECT ${VISIT_SELECT} WHERE t._id = ${visitId} AND t."node_Id" = ${facilityId}`));
  return row ?? null;
}

/** The order lines of the visits, oldest first, those of cancelled orders only when asked. */
async function serviceLinesOf(db: Db, visitIds: readonly string[], withCancelled: boolean): Promise<ServiceLine[]> {
  if (visitIds.length === 0) return [];
  return rowsOf<ServiceLine>(await db.execute(sql`
    SELECT l._id, o._id AS "DichVuYeuCau_Id", o."TiepNhan_Id", o."SoPhieuYeuCau", l."DichVu_Id", d."MaDichVu", d."TenDichVu",
      ld."MaLoaiDichVu", ld."TenLoaiDichVu", ld."ThuTu" AS "ThuTuLoai", o."TrangThai", o."NgayYeuCau"::float8 AS "NgayYeuCau", l."SoLuong",
      room.name AS "TenNoiThucHien", o."KetLuan", l."DonGia"::float8 AS "DonGia", l."DonGiaThanhToan"::float8 AS "DonGiaThanhToan", l."DaThuTien", l."KhongThuTien"
    FROM "DichVuYeuCau" o JOIN "DichVuYeuCau_ChiTiet" l ON l."DichVuYeuCau_Id" = o._id
      LEFT JOIN "DM_DichVu" d ON d._id = l."DichVu_Id" LEFT JOIN "DM_NhomDichVu" nd ON nd._id = d."NhomDichVu_Id"
      LEFT JOIN "DM_LoaiDichVu" ld ON ld._id = nd."LoaiDichVu_Id" LEFT JOIN his_nodes room ON room._id = o."NoiThucHien_Id"
    WHERE o."TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[]) ${withCancelled ? sql`` : sql`AND o."TrangThai" <> 'DaHuy'`}
    ORDER BY o."NgayYeuCau", o._id, l._id LIMIT ${MAX_LINES}`));
}

/** The prescriptions of the visits with their lines, oldest first, cancelled ones only when asked. */
async function prescriptionsOf(db: Db, visitIds: readonly string[], withCancelled: boolean): Promise<PrescriptionRow[]> {
  if (visitIds.length === 0) return [];
  return rowsOf<PrescriptionRow>(await db.execute(sql`
    SELECT p._id, p."KhamBenh_Id", p."TiepNhan_Id", p."LoaiToaThuoc", p."NgayToaThuoc"::float8 AS "NgayToaThuoc", p."SoThuTuToa", p."LoiDan", p."DaHuy",
      coalesce((SELECT json_agg(json_build_object('_id', c._id, 'MaDuoc', c."MaDuoc", 'TenDuoc', c."TenDuoc", 'HamLuong', c."HamLuong", 'DonViTinh', c."DonViTinh",
        'SoLuong', c."SoLuong"::float8, 'SoNgay', c."SoNgay", 'Sang', c."Sang"::float8, 'Trua', c."Trua"::float8, 'Chieu', c."Chieu"::float8, 'Toi', c."Toi"::float8,
        'DuongDung', c."DuongDung", 'LoiDanUongThuoc', c."LoiDanUongThuoc", 'DonGia', c."DonGia"::float8, 'DonGiaThanhToan', c."DonGiaThanhToan"::float8,
        'DaThuTien', c."DaThuTien", 'KhongThuTien', c."KhongThuTien") ORDER BY c."ThuTu")
        FROM "KhamBenhToaThuocChiTiet" c WHERE c."KhamBenhToaThuoc_Id" = p._id), '[]'::json) AS "ChiTiets"
    FROM "KhamBenhToaThuoc" p
    WHERE p."TiepNhan_Id" = ANY(${sql.param([...visitIds])}::text[]) ${withCancelled ? sql`` : sql`AND NOT p."DaHuy"`}
    ORDER BY p."NgayToaThuoc", p."SoThuTuToa", p._id LIMIT ${MAX_LINES}`));
}

function assemble(visit: VisitRow, exams: KhamBenhRow[], lines: ServiceLine[], prescriptions: PrescriptionRow[], transfers: ChuyenVienRow[]) {
  return {
    ...visit,
    KhamBenhs: exams.filter((exam) => exam.TiepNhan_Id === visit.TiepNhan_Id),
    DichVuYeuCaus: lines.filter((line) => line.TiepNhan_Id === visit.TiepNhan_Id),
    ToaThuocs: prescriptions.filter((prescription) => prescription.TiepNhan_Id === visit.TiepNhan_Id),
    ChuyenViens: transfers.filter((transfer) => transfer.TiepNhan_Id === visit.TiepNhan_Id),
  };
}

export async function getLichSuDieuTriByBenhNhan(db: Db, facilityId: string, patientId: string) {
  const patient = idOf(patientId, 'BenhNhan_Id');
  const visits = await visitsOf(db, facilityId, patient);
  const ids = visits.map((visit) => visit.TiepNhan_Id);
  const [exams, lines, prescriptions, transfers] = [
    await lichSuKhamBenh(db, facilityId, patient),
    await serviceLinesOf(db, ids, false),
    await prescriptionsOf(db, ids, false),
    (await getKhamBenhChuyenVienByBenhNhanId(db, facilityId, { BenhNhan_Id: patient })).filter((transfer) => transfer.TrangThai !== 'DaHuy'),
  ];
  return visits.map((visit) => assemble(visit, exams, lines, prescriptions, transfers));
}

export async function getChiTietLichSuDieuTri(db: Db, facilityId: string, visitId: string) {
  const visit = await visitById(db, facilityId, idOf(visitId, 'TiepNhan_Id'));
  if (!visit) return null;
  const examIds = rowsOf<{ _id: string }>(await db.execute(sql`
    SELECT _id FROM "KhamBenh" WHERE "TiepNhan_Id" = ${visit.TiepNhan_Id} AND "node_Id" = ${facilityId} ORDER BY "NgayKham" DESC, _id DESC LIMIT 200`));
  const exams: KhamBenhRow[] = [];
  for (const { _id } of examIds) exams.push((await khamBenhById(db, facilityId, _id))!);
  return assemble(visit, exams, await serviceLinesOf(db, [visit.TiepNhan_Id], true), await prescriptionsOf(db, [visit.TiepNhan_Id], true),
    await getKhamBenhChuyenVienByBenhNhanId(db, facilityId, { TiepNhan_Id: visit.TiepNhan_Id }));
}

export interface ChiPhiDong {
  _id: string;
  Loai: 'DichVu' | 'Thuoc';
  Ma: string | null;
  Ten: string;
  DonViTinh: string | null;
  SoLuong: number;
  DonGia: Dong;
  DonGiaThanhToan: Dong;
  ThanhTien: Dong;
  BenhNhanTra: Dong;
  DaThuTien: boolean;
  KhongThuTien: boolean;
  SoPhieu: string | null;
  NgayChiDinh: Timestamp;
}

interface Totals {
  ThanhTien: Dong;
  BenhNhanTra: Dong;
  DaThanhToan: Dong;
  ChuaThanhToan: Dong;
}

export interface ChiPhiNhom extends Totals {
  MaNhom: string;
  TenNhom: string;
  ChiTiets: ChiPhiDong[];
}

// Drugs and supplies come after every kind of service, in this order.
const PRESCRIPTION_GROUPS = {
  Thuoc: { order: 1000, name: { vi: 'Thuốc', en: 'Drugs' } },
  VatTuYTe: { order: 1001, name: { vi: 'Vật tư y tế', en: 'Medical supplies' } },
} as const;
const OTHER_SERVICES = { vi: 'Dịch vụ khác', en: 'Other services' };

/** A line's amounts in whole đồng: a drug's quantity may be a fraction of a box. */
function amounts(unitPrice: Dong, patientPrice: Dong, quantity: number, waived: boolean): { ThanhTien: Dong; BenhNhanTra: Dong } {
  return { ThanhTien: Math.round(unitPrice * quantity), BenhNhanTra: waived ? 0 : Math.round(patientPrice * quantity) };
}

function totalsOf(rows: readonly { ThanhTien: Dong; BenhNhanTra: Dong; DaThuTien: boolean }[]): Totals {
  const ThanhTien = rows.reduce((sum, row) => sum + row.ThanhTien, 0);
  const BenhNhanTra = rows.reduce((sum, row) => sum + row.BenhNhanTra, 0);
  const DaThanhToan = rows.reduce((sum, row) => sum + (row.DaThuTien ? row.BenhNhanTra : 0), 0);
  return { ThanhTien, BenhNhanTra, DaThanhToan, ChuaThanhToan: BenhNhanTra - DaThanhToan };
}

export async function chiPhiBenhNhan(db: Db, facilityId: string, visitId: string, lang: 'vi' | 'en') {
  const visit = await visitById(db, facilityId, idOf(visitId, 'TiepNhan_Id'));
  if (!visit) throw badInput('examination.visitNotFound', 'TiepNhan_Id');
  const groups = new Map<string, ChiPhiNhom & { order: number }>();
  const groupOf = (code: string, name: string, order: number) => {
    let group = groups.get(code);
    if (!group) {
      group = { MaNhom: code, TenNhom: name, order, ThanhTien: 0, BenhNhanTra: 0, DaThanhToan: 0, ChuaThanhToan: 0, ChiTiets: [] };
      groups.set(code, group);
    }
    return group;
  };
  for (const line of await serviceLinesOf(db, [visit.TiepNhan_Id], false)) {
    const { ThanhTien, BenhNhanTra } = amounts(line.DonGia, line.DonGiaThanhToan, line.SoLuong, line.KhongThuTien);
    groupOf(line.MaLoaiDichVu ?? 'Khac', line.TenLoaiDichVu ?? OTHER_SERVICES[lang], line.ThuTuLoai ?? 999).ChiTiets.push({
      _id: line._id, Loai: 'DichVu', Ma: line.MaDichVu, Ten: line.TenDichVu ?? '', DonViTinh: null, SoLuong: line.SoLuong, DonGia: line.DonGia,
      DonGiaThanhToan: line.DonGiaThanhToan, ThanhTien, BenhNhanTra, DaThuTien: line.DaThuTien, KhongThuTien: line.KhongThuTien,
      SoPhieu: line.SoPhieuYeuCau, NgayChiDinh: line.NgayYeuCau,
    });
  }
  for (const prescription of await prescriptionsOf(db, [visit.TiepNhan_Id], false)) {
    // Drugs bought outside are the patient's own purchase: the facility charges nothing for them.
    if (prescription.LoaiToaThuoc === 'ToaMuaNgoai') continue;
    const code = prescription.LoaiToaThuoc === 'ToaVTYT' ? 'VatTuYTe' : 'Thuoc';
    const group = groupOf(code, PRESCRIPTION_GROUPS[code].name[lang], PRESCRIPTION_GROUPS[code].order);
    for (const drug of prescription.ChiTiets) {
      const { ThanhTien, BenhNhanTra } = amounts(drug.DonGia, drug.DonGiaThanhToan, drug.SoLuong, drug.KhongThuTien);
      group.ChiTiets.push({
        _id: drug._id, Loai: 'Thuoc', Ma: drug.MaDuoc, Ten: drug.TenDuoc, DonViTinh: drug.DonViTinh, SoLuong: drug.SoLuong, DonGia: drug.DonGia,
        DonGiaThanhToan: drug.DonGiaThanhToan, ThanhTien, BenhNhanTra, DaThuTien: drug.DaThuTien, KhongThuTien: drug.KhongThuTien,
        SoPhieu: String(prescription.SoThuTuToa), NgayChiDinh: prescription.NgayToaThuoc,
      });
    }
  }
  const Nhoms = [...groups.values()].sort((a, b) => a.order - b.order).map(({ order: _order, ...group }) => ({ ...group, ...totalsOf(group.ChiTiets) }));
  const all = totalsOf(Nhoms.flatMap((group) => group.ChiTiets));
  return { TiepNhan_Id: visit.TiepNhan_Id, MaTiepNhan: visit.MaTiepNhan, BenhNhan_Id: visit.BenhNhan_Id, TongTien: all.ThanhTien, BenhNhanTra: all.BenhNhanTra, DaThanhToan: all.DaThanhToan, ChuaThanhToan: all.ChuaThanhToan, Nhoms };
}

const reader = (ctx: RequestContext) => ctx.requirePermission(EXAMINATION_READ);

export const treatmentHistoryResolvers = {
  Query: {
    getLichSuDieuTriByBenhNhan: (_: unknown, args: { BenhNhan_Id: string }, ctx: RequestContext) => getLichSuDieuTriByBenhNhan(ctx.db, reader(ctx).nodeId, args.BenhNhan_Id),
    getChiTietLichSuDieuTri: (_: unknown, args: { TiepNhan_Id: string }, ctx: RequestContext) => getChiTietLichSuDieuTri(ctx.db, reader(ctx).nodeId, args.TiepNhan_Id),
    chiPhiBenhNhan: (_: unknown, args: { TiepNhan_Id: string }, ctx: RequestContext) => chiPhiBenhNhan(ctx.db, reader(ctx).nodeId, args.TiepNhan_Id, ctx.lang),
  },
};
