// The combined master-data lookup (spec §7 getDanhMucTiepNhan): what a reception form starts from in one call,
// following the facility's settings and today's queue, and only for receptionists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const MASTER_DATA = `{ getDanhMucTiepNhan {
  DoiTuongs { _id MaDoiTuong TenDoiTuong baoHiemYTe TamNgung }
  DanTocs { _id Ma Ten } QuocTichMacDinh { _id Ma Ten } NgheNghieps { _id Ma Ten }
  DichVuKhams { _id MaDichVu TenDichVu PhongKhams { _id MaPhongBan SoDangCho } }
  CaiDat { batBuocDoiTuong batBuocNgaySinh batBuocDiaChi batBuocSoDienThoai khongTrungSoDienThoai batBuocNhanVienPhuTrach maDoiTuongMacDinh } } }`;
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id } }`;
const SETTINGS = 'mutation ($input: JSON!) { updateSettingType(type: "his", input: $input) { his } }';
const MY_INFO = '{ myInfo { nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface MasterData {
  DoiTuongs: { _id: string; MaDoiTuong: string; baoHiemYTe: boolean }[];
  DanTocs: { _id: string; Ma: string }[];
  QuocTichMacDinh: { Ma: string } | null;
  NgheNghieps: { Ma: string }[];
  DichVuKhams: { _id: string; MaDichVu: string; PhongKhams: { _id: string; MaPhongBan: string; SoDangCho: number }[] }[];
  CaiDat: Record<string, boolean | string | null>;
}

describe.each(BACKENDS)('reception master data on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let admin: Caller;
  const { data, refusal } = mainService(() => server);

  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id };
  };
  const lookup = async (): Promise<MasterData> => (await data(desk, MASTER_DATA)).getDanhMucTiepNhan;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    admin = await signIn('admin', 'Admin@123');
  }, 120_000);
  afterAll(async () => server?.close());

  it('returns the groups with the insured ones marked, ethnicities, occupations, the default nationality and the exam services', async () => {
    const master = await lookup();
    expect(master.DoiTuongs.find((group) => group.MaDoiTuong === 'BaoHiemYTe')?.baoHiemYTe).toBe(true);
    expect(master.DoiTuongs.find((group) => group.MaDoiTuong === 'VienPhi')?.baoHiemYTe).toBe(false);
    expect(master.DanTocs.map((row) => row.Ma)).toContain('01');
    expect(master.NgheNghieps.length).toBeGreaterThan(0);
    expect(master.QuocTichMacDinh?.Ma).toBe('VN');
    const exam = master.DichVuKhams.find((service) => service.MaDichVu === 'KB-NOI');
    expect(exam?.PhongKhams.map((room) => room.MaPhongBan)).toContain('PK01');
    // Only examination services: a lab test is no reception choice.
    expect(master.DichVuKhams.map((service) => service.MaDichVu)).not.toContain('XN-GLU');
    expect(master.CaiDat).toMatchObject({ batBuocDoiTuong: true, batBuocDiaChi: true, batBuocSoDienThoai: true, khongTrungSoDienThoai: false });
  });

  it("counts today's waiting patients of a room after a reception, and follows the facility's settings", async () => {
    const before = await lookup();
    const exam = before.DichVuKhams.find((service) => service.MaDichVu === 'KB-NOI')!;
    const room = exam.PhongKhams.find((candidate) => candidate.MaPhongBan === 'PK01')!;
    const one = async <T>(query: string): Promise<T> => (await server.runtime.database.query<T>(query))[0]!;
    const vienPhi = before.DoiTuongs.find((group) => group.MaDoiTuong === 'VienPhi')!._id;
    const commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    await data(desk, RECEIVE, {
      benhNhan: { TenBenhNhan: 'Danh Mục Kiểm Thử', NamSinh: 1990, GioiTinh: 'FEMALE', DanToc_Id: before.DanTocs.find((row) => row.Ma === '01')!._id,
        QuocTich_Id: (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id, SoDienThoai: '0966000201', DonViHanhChinh_Id: commune },
      input: { DoiTuong_Id: vienPhi, DichVuKham: [{ DichVu_Id: exam._id, PhongBan_Id: room._id }] },
    });
    await data(admin, SETTINGS, { input: { batBuocNgaySinh: true, maDoiTuongMacDinh: 'VienPhi' } });
    const after = await lookup();
    const roomAfter = after.DichVuKhams.find((service) => service._id === exam._id)!.PhongKhams.find((candidate) => candidate._id === room._id)!;
    expect(roomAfter.SoDangCho).toBe(room.SoDangCho + 1);
    expect(after.CaiDat).toMatchObject({ batBuocNgaySinh: true, maDoiTuongMacDinh: 'VienPhi' });
    await data(admin, SETTINGS, { input: { batBuocNgaySinh: false } });
  });

  it('refuses a caller who does not receive patients', async () => {
    const error = await refusal(doctor, MASTER_DATA);
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });
});
