// The combined master-data lookup (spec §7 getDanhMucTiepNhan): everything a reception form starts from, in one call.
import { sql } from 'drizzle-orm';
import { readSetting, rowsOf, type Db, type RequestContext, type ResolverMap } from '@his/sdk/server';
import { PATIENT_GROUPS } from '../../pricing/contract';
import { RECEPTION_RECEIVE } from '../rules/permissions';
import { examRooms } from './visit-reads';
import { readRequirements } from './patient-writes';

/** The service type (DM_LoaiDichVu) of the examinations reception orders, as createTiepNhanKhamBenh checks. */
const EXAM_SERVICE_TYPE = 'KhamBenh';
/** The nationality a new patient gets when the catalogue marks none as default. */
const FALLBACK_NATIONALITY = 'VN';

export const masterDataSchema = /* GraphQL */ `
type DoiTuongTiepNhan {
  _id: ID!
  MaDoiTuong: String!
  TenDoiTuong: String!
  "Its category is the insurance one: a visit of the group needs a valid card."
  baoHiemYTe: Boolean!
  TamNgung: Boolean!
}

type DanhMucMa {
  _id: ID!
  Ma: String!
  Ten: String!
}

type DichVuKhamTiepNhan {
  _id: ID!
  MaDichVu: String!
  TenDichVu: String!
  "The examination rooms doing it, with today's waiting counts."
  PhongKhams: [PhongKhamTiepNhan!]!
}

"The facility's reception settings (block his)."
type CaiDatTiepNhan {
  batBuocDoiTuong: Boolean!
  batBuocNhanVienPhuTrach: Boolean!
  batBuocNgaySinh: Boolean!
  batBuocDiaChi: Boolean!
  batBuocSoDienThoai: Boolean!
  khongTrungSoDienThoai: Boolean!
  "The patient group code a new visit starts with."
  maDoiTuongMacDinh: String
}

type DanhMucTiepNhan {
  DoiTuongs: [DoiTuongTiepNhan!]!
  DanTocs: [DanhMucMa!]!
  "The catalogue's default nationality, else VN."
  QuocTichMacDinh: DanhMucMa
  NgheNghieps: [DanhMucMa!]!
  DichVuKhams: [DichVuKhamTiepNhan!]!
  CaiDat: CaiDatTiepNhan!
}

extend type Query {
  "What the reception form starts from, in one call (reception.receive)."
  getDanhMucTiepNhan: DanhMucTiepNhan!
}
`;

const codes = (db: Db, table: string, code: string, name: string) =>
  db.execute(sql`SELECT _id, ${sql.identifier(code)} AS "Ma", ${sql.identifier(name)} AS "Ten" FROM ${sql.identifier(table)}
    WHERE NOT "TamNgung" ORDER BY ${sql.identifier(code)}`).then((result) => rowsOf<{ _id: string; Ma: string; Ten: string }>(result));

async function examServices(db: Db, facilityId: string) {
  const services = rowsOf<{ _id: string; MaDichVu: string; TenDichVu: string }>(await db.execute(sql`
    SELECT d._id, d."MaDichVu", d."TenDichVu" FROM "DM_DichVu" d JOIN "DM_NhomDichVu" g ON g._id = d."NhomDichVu_Id"
    JOIN "DM_LoaiDichVu" l ON l._id = g."LoaiDichVu_Id" WHERE l."MaLoaiDichVu" = ${EXAM_SERVICE_TYPE} AND NOT d."TamNgung" ORDER BY d."MaDichVu"`));
  // Rooms are read per service: a room may list the services it does; the count of examination services is small.
  return Promise.all(services.map(async (service) => ({ ...service, PhongKhams: await examRooms(db, facilityId, service._id) })));
}

export async function danhMucTiepNhan(ctx: RequestContext, facilityId: string) {
  const db = ctx.db;
  const groupIds = rowsOf<{ _id: string }>(await db.execute(sql`SELECT _id FROM "DM_DoiTuong" ORDER BY "MaDoiTuong"`)).map((row) => row._id);
  const groups = await ctx.provided(PATIENT_GROUPS)(db, facilityId, groupIds);
  const [nationality] = rowsOf<{ _id: string; Ma: string; Ten: string }>(await db.execute(sql`
    SELECT _id, "MaQuocTich" AS "Ma", "TenQuocTich" AS "Ten" FROM "DM_QuocTich" WHERE NOT "TamNgung" AND ("MacDinh" OR "MaQuocTich" = ${FALLBACK_NATIONALITY})
    ORDER BY "MacDinh" DESC LIMIT 1`));
  const requirements = await readRequirements(ctx);
  const defaultGroup = await readSetting(ctx, 'his', 'maDoiTuongMacDinh');
  return {
    DoiTuongs: groupIds.flatMap((id) => groups.get(id) ?? []),
    DanTocs: await codes(db, 'DM_DanToc', 'MaDanToc', 'TenDanToc'),
    QuocTichMacDinh: nationality ?? null,
    NgheNghieps: await codes(db, 'DM_NgheNghiep', 'MaNgheNghiep', 'TenNgheNghiep'),
    DichVuKhams: await examServices(db, facilityId),
    CaiDat: {
      batBuocDoiTuong: requirements.doiTuong,
      batBuocNhanVienPhuTrach: requirements.nhanVienPhuTrach,
      batBuocNgaySinh: requirements.ngaySinh,
      batBuocDiaChi: requirements.diaChi,
      batBuocSoDienThoai: requirements.soDienThoai,
      khongTrungSoDienThoai: requirements.khongTrungSoDienThoai,
      maDoiTuongMacDinh: typeof defaultGroup === 'string' && defaultGroup !== '' ? defaultGroup : null,
    },
  };
}

export const masterDataResolvers: ResolverMap = {
  Query: {
    getDanhMucTiepNhan: (_: unknown, __: unknown, ctx: RequestContext) => danhMucTiepNhan(ctx, ctx.requirePermission(RECEPTION_RECEIVE).nodeId),
  },
};
