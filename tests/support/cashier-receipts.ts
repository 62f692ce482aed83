// What many cashiers taking money at once need, for the concurrency test and the receipt benchmark: demo accounts at
// CS01, visits each with one lab test waiting to be paid (made in SQL in the shape reception writes: its receiving is
// tested elsewhere), the cash payment method and one receipt book shared by the cashier's clients.
import type { HisServer } from '@his/server';
import { gql, login, type Caller } from './server';

type Database = HisServer['runtime']['database'];

const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const SAVE_BOOK = 'mutation ($input: QuyenBienLaiInput!) { update_QuyenBienLai_ByVienPhi(input: $input) { _id Next_Number } }';
export const CREATE_RECEIPT = 'mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id SoBienLai GiaTriBienLai } }';

/** A demo account signed in at the facility CS01, with its user id (what a receipt book is assigned to). */
export async function signInAtCS01(server: HisServer, username: string, password: string): Promise<Caller & { userId: string }> {
  const { token, userId } = await login(server, username, password);
  const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
  return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id, userId };
}

/** The ids of the n-th visit (from 1) of `visitsToCollect` and of its one line to collect. */
export const visitToCollect = (prefix: string, n: number) => ({ visit: `${prefix}-tn-${n}`, line: `${prefix}-ct-${n}` });

/**
 * `count` patients of the facility, each with an open outpatient visit received now (fee-paying) and one glucose test
 * sent to the lab, worth 20,000 đ plus the visit's number: ids `<prefix>-bn-n`, `<prefix>-tn-n`, `<prefix>-yc-n` and
 * `<prefix>-ct-n` for n from 1 to count.
 */
export async function visitsToCollect(database: Database, facilityId: string, count: number, prefix = 'cc'): Promise<void> {
  const one = async <T>(query: string) => (await database.query<T>(query))[0]!;
  const code = prefix.toUpperCase();
  const group = await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
  const priceType = await one<{ _id: string }>(`SELECT _id FROM "DM_LoaiGia" WHERE "MaLoaiGia" = 'VienPhi'`);
  const service = await one<{ _id: string; NhomDichVu_Id: string }>(`SELECT _id, "NhomDichVu_Id" FROM "DM_DichVu" WHERE "MaDichVu" = 'XN-GLU'`);
  const room = await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'XN01'`);
  const params = [facilityId, count, Date.now(), group._id, prefix, code];
  await database.query(`INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh")
    SELECT $3::text || '-bn-' || i, $1, $4::text || lpad(i::text, 8, '0'), 'Khách Đồng Thời ' || i, 'khach dong thoi ' || i, 1980, 'MALE' FROM generate_series(1, $2::int) i`,
  [facilityId, count, prefix, code]);
  await database.query(`INSERT INTO "TiepNhan" (_id, "node_Id", "MaTiepNhan", "BenhNhan_Id", "LoaiTiepNhan", "NgayDangKy", "NgayTiepNhan", "DoiTuong_Id")
    SELECT $5::text || '-tn-' || i, $1, $6::text || 'TN' || lpad(i::text, 8, '0'), $5::text || '-bn-' || i, 'NgoaiTru', $3, $3, $4 FROM generate_series(1, $2::int) i`, params);
  await database.query(`INSERT INTO "DichVuYeuCau" (_id, "node_Id", "SoPhieuYeuCau", "TiepNhan_Id", "BenhNhan_Id", "NoiThucHien_Id", "NhomDichVu_Id", "DoiTuong_Id", "TrangThai", "NgayYeuCau")
    SELECT $5::text || '-yc-' || i, $1, $6::text || 'YC' || lpad(i::text, 8, '0'), $5::text || '-tn-' || i, $5::text || '-bn-' || i, $7, $8, $4, 'SanSang', $3 FROM generate_series(1, $2::int) i`,
  [...params, room._id, service.NhomDichVu_Id]);
  await database.query(`INSERT INTO "DichVuYeuCau_ChiTiet" (_id, "DichVuYeuCau_Id", "DichVu_Id", "LoaiGia_Id", "BangGia_Id", "DonGia", "DonGiaThanhToan", "SoLuong")
    SELECT $4::text || '-ct-' || i, $4::text || '-yc-' || i, $2, $3, $4::text || '-bang-gia', 20000 + i, 20000 + i, 1 FROM generate_series(1, $1::int) i`, [count, service._id, priceType._id, prefix]);
}

/** The id of the cash payment method (TienMat). */
export async function cashMethodId(database: Database): Promise<string> {
  return (await database.query<{ _id: string }>(`SELECT _id FROM "DM_HinhThucThanhToan" WHERE "MaHinhThucThanhToan" = 'TienMat'`))[0]!._id;
}

/** A payment receipt book numbered 1 to 99,999, saved by the admin through the API and assigned to the cashier. */
export async function sharedReceiptBook(server: HisServer, admin: Caller, cashierUserId: string, symbol = 'DT'): Promise<{ _id: string; Next_Number: number }> {
  const input = { KyHieu: symbol, Series: '26C', Min_Number: 1, Max_Number: 99_999, MaLoaiQuyenBienLai: 'ThuTien', NguoiSuDung_Ids: [cashierUserId] };
  const result = await gql(server, '/graphqlhis', SAVE_BOOK, { input }, admin);
  if (result.errors) throw new Error(`the receipt book was refused: ${JSON.stringify(result.errors)}`);
  return result.data!.update_QuyenBienLai_ByVienPhi as { _id: string; Next_Number: number };
}
