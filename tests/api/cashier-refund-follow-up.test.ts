// Two rules of the visit's money the server keeps (spec §4, §5 and §9): a visit whose service payments were all refunded
// takes no service ordered or changed until it is paid again, while a refund of one line among others leaves it open;
// and a follow-up slip is used once, by the first visit the patient comes back on, not cancelled, whose examination
// alone the fund pays at the follow-up rate. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';
import { rulesInForce, shareBill, type InsuranceRules, type RuleRow } from '../../plugins/cashier/rules/insurance-share';

const LOAD = `query ($patient: ID!, $visit: ID) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) {
  TiepNhan { _id MaTiepNhan } ChiTiets { _id IsKhamBenh DaThuTien SoLuong DonGia DonGiaBHYT TyLeBHYT BHChiTra BenhNhanTTSauGiamGia ThoiGianChiDinh }
  TongHop { ConLai } TrangThaiTiepNhan DaHoanTien } }`;
const CREATE = `mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id LoaiBienLai GiaTriBienLai } }`;
const DELETE = `mutation ($id: ID!, $reason: String!) { xoaBienLai_ByVienPhi(BienLai_Id: $id, LyDo: $reason) { _id } }`;
const COMPLETE = `mutation ($visit: ID!) { hoanTatVienPhiNgoaiTru(TiepNhan_Id: $visit) { TrangThaiTiepNhan } }`;
const REMOVE_SERVICES = 'mutation ($ids: [ID!]!) { XoaDichVuKhamBenh(dichvuIds: $ids) }';
const BOOKS = '{ get_QuyenBienLai_ByNguoiSuDung_Id { _id MaLoaiQuyenBienLai } }';
const METHODS = '{ getAllDM_HinhThucThanhToan { _id MaHinhThucThanhToan } }';
const RECEIVE = `mutation ($patient: ID, $benhNhan: BenhNhanInput, $input: TiepNhanInput!, $confirmed: [String!]) {
  createTiepNhanKhamBenh(BenhNhan_Id: $patient, benhNhan: $benhNhan, input: $input, confirmed: $confirmed) { _id BenhNhan_Id DichVuYeuCaus { _id } } }`;
const CANCEL_VISIT = 'mutation ($id: ID!, $reason: String!) { huyTiepNhan(id: $id, LyDoHuy: $reason) { _id TrangThai } }';
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const END = 'mutation ($id: ID!, $input: KhamBenhInput!) { saveAndVerifyKhamBenh(id: $id, input: $input) { _id TrangThai NgayTaiKham } }';
const ORDER = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id ChiTiets { _id } } }`;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });
const YEAR = new Date().getFullYear();

interface Line { _id: string; IsKhamBenh: boolean; DaThuTien: boolean; SoLuong: number; DonGia: number; DonGiaBHYT: number | null; TyLeBHYT: number; BHChiTra: number;
  BenhNhanTTSauGiamGia: number; ThoiGianChiDinh: number }
interface Form { TiepNhan: { _id: string; MaTiepNhan: string }; ChiTiets: Line[]; TongHop: { ConLai: number }; TrangThaiTiepNhan: string; DaHoanTien: boolean }
interface Visit { visit: string; patient: string; exam: string }

describe.each(BACKENDS)('refunded visits and follow-up slips on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let cashier: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'bhyt' | 'vienPhi' | 'exam' | 'pk01' | 'xn01' | 'icd' | 'plan' | 'cbc' | 'glucose' | 'urea' | 'card' | 'collectBook' | 'refundBook', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;
  let rules: InsuranceRules;

  const rows = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.runtime.database.query<T>(query, params);
  const idOf = async (query: string, params: unknown[] = []) => (await rows<{ _id: string }>(query, params))[0]!._id;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const { token } = await login(server, username, password);
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const cardOf = (number: number) => ({ SoTheBHYT: `DN401${String(number)}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' });

  /** A visit for internal medicine at PK01, of a new patient or of `patient` again (the same day: confirmed), its exam started. */
  const received = async (group: 'bhyt' | 'vienPhi', options: { patient?: string; card?: number; start?: boolean } = {}): Promise<Visit> => {
    serial++;
    const card = group === 'bhyt' ? cardOf(options.card ?? 8_400_000_000 + serial) : {};
    const who = options.patient
      ? { patient: options.patient, confirmed: ['reception.sameDayVisit'] }
      : {
          benhNhan: {
            TenBenhNhan: `Võ Thị Hoàn ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1968, GioiTinh: 'FEMALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
            SoDienThoai: `0966${String(300000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
          },
        };
    const visit = (await data(desk, RECEIVE, { ...who, input: { DoiTuong_Id: ref[group], ...card, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = options.start === false ? '' : ((await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Tăng huyết áp' } })).createKhamBenh._id as string);
    return { visit: visit._id, patient: visit.BenhNhan_Id, exam };
  };
  const load = async (visit: Visit): Promise<Form> => (await data(cashier, LOAD, { patient: visit.patient, visit: visit.visit })).loadDataByOnSelectBenhNhan;
  const pay = async (visit: Visit, lines: string[]) =>
    (await data(cashier, CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: lines, HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: ref.collectBook } })).createBienLai_ByVienPhi;
  const refund = async (visit: Visit, lines: string[]) =>
    (await data(cashier, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'HoanTien', ChiTiet_Ids: lines, HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: ref.refundBook } }))
      .createBienLai_ByVienPhi;
  const order = (visit: Visit, service: string) => ({ exam: visit.exam, input: { DichVus: [{ DichVu_Id: service, NoiThucHien_Id: ref.xn01, SoLuong: 1 }], guiNgay: true } });
  /** Fees collected and completed: the patient may be received again. */
  const close = async (visit: Visit) => {
    const form = await load(visit);
    const left = form.ChiTiets.filter((line) => !line.DaThuTien && line.BenhNhanTTSauGiamGia > 0).map((line) => line._id);
    if (left.length > 0) await pay(visit, left);
    expect((await data(cashier, COMPLETE, { visit: visit.visit })).hoanTatVienPhiNgoaiTru.TrangThaiTiepNhan).toBe('HoanTat');
  };
  const examLine = (form: Form) => form.ChiTiets.find((line) => line.IsKhamBenh)!;
  /** The exam line's rate as the money rules give it, for a follow-up or not. */
  const rateOf = (line: Line, TaiKham: boolean) => shareBill(
    { insured: true, MucHuong: 4, TuyenKCB: 'DungTuyen', LoaiTiepNhan: 'NgoaiTru', MienCungChiTra: false, NgayMienCungChiTra: null, TaiKham },
    [{ id: line._id, SoLuong: line.SoLuong, DonGia: line.DonGia, DonGiaBHYT: line.DonGiaBHYT, IsKhamBenh: true, at: line.ThoiGianChiDinh, KhongThuTien: false }],
    rules,
  ).lines[0]!;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    cashier = await signIn('thungan', 'Thungan@123');
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await rows<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.DonViHanhChinh_Id;
    for (const [key, code] of [['bhyt', 'BaoHiemYTe'], ['vienPhi', 'VienPhi']] as const) ref[key] = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = $1`, [code]);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    for (const [key, code] of [['pk01', 'PK01'], ['xn01', 'XN01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    ref.plan = await idOf('SELECT _id FROM "DM_HuongGiaiQuyet" ORDER BY "MaHuongGiaiQuyet" LIMIT 1');
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU'], ['urea', 'XN-URE']] as const) ref[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    ref.card = ((await data(cashier, METHODS)).getAllDM_HinhThucThanhToan as { _id: string; MaHinhThucThanhToan: string }[]).find((method) => method.MaHinhThucThanhToan === 'QuetThe')!._id;
    const books = (await data(cashier, BOOKS)).get_QuyenBienLai_ByNguoiSuDung_Id as { _id: string; MaLoaiQuyenBienLai: string }[];
    ref.collectBook = books.find((book) => book.MaLoaiQuyenBienLai === 'ThuTien')!._id;
    ref.refundBook = books.find((book) => book.MaLoaiQuyenBienLai === 'HoanUng')!._id;
    rules = rulesInForce(await rows<RuleRow>(`SELECT "MaQuyTac", "GiaTri"::float8 AS "GiaTri", "TuNgay"::float8 AS "TuNgay" FROM "QuyTacBHYT"`), Date.now()) as InsuranceRules;
  }, 180_000);
  afterAll(async () => server?.close());

  it('When one test of a paid visit is refunded, then the examination too / Then the visit stays open for the first, takes no new order after the second, and opens again when paid again', async () => {
    const visit = await received('vienPhi');
    await data(doctor, ORDER, order(visit, ref.cbc));
    let form = await load(visit);
    const [exam, cbc] = [examLine(form), form.ChiTiets.find((line) => !line.IsKhamBenh)!];
    await pay(visit, [exam._id, cbc._id]);
    const flag = async () => (await rows<{ DaHoanTien: boolean }>('SELECT "DaHoanTien" FROM "TiepNhan" WHERE _id = $1', [visit.visit]))[0]!.DaHoanTien;

    // The blood count is given back: the examination is still paid for, so the visit takes orders and the refunded test goes.
    await refund(visit, [cbc._id]);
    form = await load(visit);
    expect(form.DaHoanTien).toBe(false);
    const urea = (await data(doctor, ORDER, order(visit, ref.urea))).createDichVuYeuCaus[0].ChiTiets[0]._id as string;
    expect((await data(cashier, REMOVE_SERVICES, { ids: [cbc._id, urea] })).XoaDichVuKhamBenh).toBe(true);

    // The examination is given back too: nothing paid stands, the visit is refunded and takes no new order.
    const all = await refund(visit, [exam._id]);
    form = await load(visit);
    expect(form.DaHoanTien).toBe(true);
    expect(await flag()).toBe(true);
    const refused = await refusal(doctor, ORDER, order(visit, ref.glucose));
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.serviceOrders.visitLocked' });
    expect(refused.message).toContain(form.TiepNhan.MaTiepNhan);
    expect(refused.message).toContain('đã hoàn tiền');
    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, "before", "after" FROM his_audit_log WHERE entity = 'TiepNhan' AND "entity_Id" = $1 AND action = 'UPDATE'`, [visit.visit]);
    expect(audit).toEqual([expect.objectContaining({ before: { DaHoanTien: false }, after: { DaHoanTien: true } })]);
    // A refund stands: deleting it is refused, and the visit stays refunded.
    expect((await refusal(cashier, DELETE, { id: all._id, reason: 'Thử huỷ' })).extensions).toMatchObject({ messageKey: 'cashier.refundNotDeletable' });
    expect(await flag()).toBe(true);

    // The patient pays for the examination again: the visit is open to orders again.
    await pay(visit, [exam._id]);
    expect((await load(visit)).DaHoanTien).toBe(false);
    expect((await data(doctor, ORDER, order(visit, ref.glucose))).createDichVuYeuCaus).toHaveLength(1);
  });

  it('When a patient with a follow-up slip comes back twice within its days / Then only the first visit has its examination at the follow-up rate', async () => {
    const card = 8_500_000_000 + serial;
    const first = await received('bhyt', { card });
    const ended = (await data(doctor, END, { id: first.exam, input: { ICD_Id: ref.icd, HuongGiaiQuyet_Id: ref.plan, NgayTaiKham: Date.now() } })).saveAndVerifyKhamBenh;
    expect(ended.TrangThai).toBe('DaKham');
    await close(first);

    const back = await received('bhyt', { patient: first.patient, card, start: false });
    const backLine = examLine(await load(back));
    const followUp = rateOf(backLine, true);
    expect(followUp.TyLeBHYT).toBe(rules.TaiKham);
    expect(backLine).toMatchObject({ TyLeBHYT: followUp.TyLeBHYT, BHChiTra: followUp.BHChiTra });
    await close(back);

    const again = await received('bhyt', { patient: first.patient, card, start: false });
    const againLine = examLine(await load(again));
    const plain = rateOf(againLine, false);
    expect(plain.TyLeBHYT).toBeGreaterThan(rules.TaiKham);
    expect(againLine).toMatchObject({ TyLeBHYT: plain.TyLeBHYT, BHChiTra: plain.BHChiTra });
    // The first visit back keeps the slip whatever came after it.
    expect(examLine(await load(back))).toMatchObject({ TyLeBHYT: followUp.TyLeBHYT });
  });

  it('When the first visit back is cancelled / Then the next one uses the follow-up slip', async () => {
    const card = 8_600_000_000 + serial;
    const first = await received('bhyt', { card });
    await data(doctor, END, { id: first.exam, input: { ICD_Id: ref.icd, HuongGiaiQuyet_Id: ref.plan, NgayTaiKham: Date.now() } });
    await close(first);
    const cancelled = await received('bhyt', { patient: first.patient, card, start: false });
    expect((await data(desk, CANCEL_VISIT, { id: cancelled.visit, reason: 'Nhầm bệnh nhân' })).huyTiepNhan.TrangThai).toBe('DaHuy');
    const back = await received('bhyt', { patient: first.patient, card, start: false });
    expect(examLine(await load(back)).TyLeBHYT).toBe(rules.TaiKham);
  });
});
