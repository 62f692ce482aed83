// Cashiers at once on one receipt book (issue 16): 50 concurrent cashiers creating 100 receipts each on PostgreSQL, 10
// on PGlite; every receipt collects the line of its own visit through the API. The numbers are unique and gap-free,
// each receipt is worth its lines, the book's next number follows the last, and the money movements add up.
import { afterAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, login, startVariantServer, type Caller } from '../support/server';

const CASHIERS: Record<Backend, number> = { PostgreSQL: 50, PGlite: 10 };
const RECEIPTS_EACH = 100;

const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const SAVE_BOOK = 'mutation ($input: QuyenBienLaiInput!) { update_QuyenBienLai_ByVienPhi(input: $input) { _id Next_Number } }';
const CREATE = 'mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id SoBienLai GiaTriBienLai } }';

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

async function serverOn(backend: Backend): Promise<HisServer> {
  if (backend === 'PGlite') return startVariantServer();
  const url = await createDatabase(await (postgres ??= startPostgres()), 'cashier_concurrency');
  // A connection for each cashier, so that all of them are in a transaction at once.
  return startVariantServer({ url, poolSize: CASHIERS.PostgreSQL + 4 });
}

describe.each(BACKENDS)('concurrent cashiers on %s', (backend) => {
  let server: HisServer;
  afterAll(async () => server?.close());

  it(`gives ${CASHIERS[backend]} cashiers × ${RECEIPTS_EACH} receipts on one book unique, gap-free numbers, each worth its lines`, async () => {
    server = await serverOn(backend);
    const database = server.runtime.database;
    const one = async <T>(query: string, params: unknown[] = []) => (await database.query<T>(query, params))[0]!;
    const signIn = async (username: string, password: string): Promise<Caller & { userId: string }> => {
      const { token, userId } = await login(server, username, password);
      const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
      return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id, userId };
    };
    const cashier = await signIn('thungan', 'Thungan@123');
    const admin = await signIn('admin', 'Admin@123');
    const total = CASHIERS[backend] * RECEIPTS_EACH;

    // One visit per receipt, each with one lab test waiting to be paid, made in SQL: the API's own receiving is tested elsewhere.
    const group = await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    const priceType = await one<{ _id: string }>(`SELECT _id FROM "DM_LoaiGia" WHERE "MaLoaiGia" = 'VienPhi'`);
    const service = await one<{ _id: string; NhomDichVu_Id: string }>(`SELECT _id, "NhomDichVu_Id" FROM "DM_DichVu" WHERE "MaDichVu" = 'XN-GLU'`);
    const room = await one<{ _id: string }>(`SELECT _id FROM his_nodes WHERE code = 'XN01'`);
    const now = Date.now();
    const params = [cashier.node, total, now, group._id];
    await database.query(`INSERT INTO "BenhNhan" (_id, "node_Id", "MaYTe", "TenBenhNhan", "TenKhongDau", "NamSinh", "GioiTinh")
      SELECT 'cc-bn-' || i, $1, 'CC' || lpad(i::text, 8, '0'), 'Khách Đồng Thời ' || i, 'khach dong thoi ' || i, 1980, 'MALE' FROM generate_series(1, $2::int) i`, params.slice(0, 2));
    await database.query(`INSERT INTO "TiepNhan" (_id, "node_Id", "MaTiepNhan", "BenhNhan_Id", "LoaiTiepNhan", "NgayDangKy", "NgayTiepNhan", "DoiTuong_Id")
      SELECT 'cc-tn-' || i, $1, 'CCTN' || lpad(i::text, 8, '0'), 'cc-bn-' || i, 'NgoaiTru', $3, $3, $4 FROM generate_series(1, $2::int) i`, params);
    await database.query(`INSERT INTO "DichVuYeuCau" (_id, "node_Id", "SoPhieuYeuCau", "TiepNhan_Id", "BenhNhan_Id", "NoiThucHien_Id", "NhomDichVu_Id", "DoiTuong_Id", "TrangThai", "NgayYeuCau")
      SELECT 'cc-yc-' || i, $1, 'CCYC' || lpad(i::text, 8, '0'), 'cc-tn-' || i, 'cc-bn-' || i, $5, $6, $4, 'SanSang', $3 FROM generate_series(1, $2::int) i`,
    [...params, room._id, service.NhomDichVu_Id]);
    await database.query(`INSERT INTO "DichVuYeuCau_ChiTiet" (_id, "DichVuYeuCau_Id", "DichVu_Id", "LoaiGia_Id", "BangGia_Id", "DonGia", "DonGiaThanhToan", "SoLuong")
      SELECT 'cc-ct-' || i, 'cc-yc-' || i, $2, $3, 'cc-bang-gia', 20000 + i, 20000 + i, 1 FROM generate_series(1, $1::int) i`, [total, service._id, priceType._id]);
    const cash = await one<{ _id: string }>(`SELECT _id FROM "DM_HinhThucThanhToan" WHERE "MaHinhThucThanhToan" = 'TienMat'`);
    const book = (await gql(server, '/graphqlhis', SAVE_BOOK, { input: { KyHieu: 'DT', Series: '26C', Min_Number: 1, Max_Number: 99_999, MaLoaiQuyenBienLai: 'ThuTien', NguoiSuDung_Ids: [cashier.userId] } }, admin))
      .data!.update_QuyenBienLai_ByVienPhi as { _id: string; Next_Number: number };

    const started = performance.now();
    const failures: unknown[] = [];
    await Promise.all(Array.from({ length: CASHIERS[backend] }, async (_, cashierIndex) => {
      for (let n = 0; n < RECEIPTS_EACH; n++) {
        const i = cashierIndex * RECEIPTS_EACH + n + 1;
        const result = await gql(server, '/graphqlhis', CREATE, { input: { TiepNhan_Id: `cc-tn-${i}`, ChiTiet_Ids: [`cc-ct-${i}`], HinhThucThanhToan_Id: cash._id, QuyenBienLai_Id: book._id } }, cashier);
        if (result.errors) failures.push(result.errors);
        else expect(result.data.createBienLai_ByVienPhi.GiaTriBienLai).toBe(20_000 + i);
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    expect(failures).toEqual([]);

    const receipts = await database.query<{ SoBienLai: number; GiaTriBienLai: number; lines: number; moved: number }>(`
      SELECT r."SoBienLai", r."GiaTriBienLai"::float8 AS "GiaTriBienLai",
        (SELECT coalesce(sum(c."BenhNhanTTSauGiamGia"), 0) FROM "VienPhi_ChiTiet" c JOIN "VienPhi_GiaoDich" g ON g._id = c."GiaoDich_Id" WHERE g."BienLai_Id" = r._id)::float8 AS lines,
        (SELECT coalesce(sum(g."SoTien"), 0) FROM "VienPhi_GiaoDich" g WHERE g."BienLai_Id" = r._id)::float8 AS moved
      FROM "BienLai" r WHERE r."QuyenBienLai_Id" = $1 ORDER BY r."SoBienLai"`, [book._id]);
    expect(receipts).toHaveLength(total);
    expect(receipts.map((receipt) => receipt.SoBienLai)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(receipts.filter((receipt) => receipt.GiaTriBienLai !== receipt.lines || receipt.moved !== receipt.lines)).toEqual([]);
    const sums = await one<{ receipts: number; lines: number; expected: number; paid: number }>(`
      SELECT (SELECT sum("GiaTriBienLai") FROM "BienLai" WHERE "QuyenBienLai_Id" = $1)::float8 AS receipts,
        (SELECT sum("BenhNhanTTSauGiamGia") FROM "VienPhi_ChiTiet" WHERE "Nguon_Id" LIKE 'cc-ct-%' AND "TrangThai" = 'HieuLuc')::float8 AS lines,
        (SELECT sum("DonGia") FROM "DichVuYeuCau_ChiTiet" WHERE _id LIKE 'cc-ct-%')::float8 AS expected,
        (SELECT count(*) FROM "DichVuYeuCau_ChiTiet" WHERE _id LIKE 'cc-ct-%' AND "DaThuTien")::int AS paid`, [book._id]);
    expect(sums).toEqual({ receipts: sums.expected, lines: sums.expected, expected: sums.expected, paid: total });
    const next = await one<{ nextNumber: number; currentNumber: number }>(`
      SELECT b."nextNumber", u."currentNumber" FROM his_number_books b JOIN his_number_book_users u ON u."book_Id" = b._id WHERE b._id = $1`, [book._id]);
    expect(next).toEqual({ nextNumber: total + 1, currentNumber: total });
    console.info(`${backend}: ${total} receipts by ${CASHIERS[backend]} cashiers in ${seconds.toFixed(1)} s (${Math.round(total / seconds)} a second)`);
  }, 300_000);
});
