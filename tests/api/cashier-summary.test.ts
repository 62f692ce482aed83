// A cashier's day and the payment posting rules as the server keeps them (spec §3 Cashier daily summary, Payment-method
// accounting): the receipts written and deleted, the money taken in all and by payment method, what was collected for
// examinations and services, what the visits served still owe; another cashier's day read by their staff record; and
// the facility's posting rules saved as a whole set, each field checked, the set replaced at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { cashierWorld } from './cashier-extras-fixtures';

const SUMMARY = `query ($who: ID, $date: Float) { getVienPhiInfoByDate(NhanVienId: $who, date: $date) {
  BienLaiThucHien BienLaiHuy ConLai CongKham DichVu DuocPham TongThu TheoHinhThuc { MaHinhThucThanhToan TenHinhThucThanhToan SoTien } } }`;
const RULES = '{ getHinhThucThanhToanHachToans { _id HinhThucThanhToan_Id LoaiQuyenBienLai_Id TaiKhoanCo_Id TaiKhoanNo_Id } }';
const SAVE_RULES = `mutation ($input: [HinhThucThanhToanHachToanInput!]!) { saveHinhThucThanhToanHachToans(input: $input) {
  _id HinhThucThanhToan_Id LoaiQuyenBienLai_Id TaiKhoanCo_Id TaiKhoanNo_Id } }`;

const startServer = serversOnBackends({ withPlugins: true });

interface Summary {
  BienLaiThucHien: number;
  BienLaiHuy: number;
  ConLai: number;
  CongKham: number;
  DichVu: number;
  DuocPham: number;
  TongThu: number;
  TheoHinhThuc: { MaHinhThucThanhToan: string; TenHinhThucThanhToan: string; SoTien: number }[];
}

const byMethod = (summary: Summary, code: string) => summary.TheoHinhThuc.find((method) => method.MaHinhThucThanhToan === code)?.SoTien ?? 0;

describe.each(BACKENDS)('the cashier\'s day and posting rules on %s', (backend) => {
  let server: HisServer;
  const world = cashierWorld(() => server, 'NG');
  const { data, refusal, callers } = world;
  const summary = async (variables: Record<string, unknown> = {}, caller = callers.cashier): Promise<Summary> => (await data(caller, SUMMARY, variables)).getVienPhiInfoByDate;

  beforeAll(async () => {
    server = await startServer(backend);
    await world.setUp();
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the cashier takes cash and card, an advance, and deletes a receipt / Then the day counts each receipt, the money by method, the groups and what the visits still owe', async () => {
    const before = await summary();
    // A: examination in cash. B: examination and a blood test by card. C: an advance in cash, nothing paid yet. D: paid, then deleted.
    const a = await world.receive();
    const paidA = await world.collect(a);
    const b = await world.receive({ group: 'dichVu' });
    const examB = await world.collect(b, { method: 'QuetThe' });
    await world.orderBloodTest(b);
    const testB = await world.collect(b, { method: 'QuetThe' });
    const c = await world.receive();
    await world.advance(c, 300_000);
    const d = await world.receive();
    const paidD = await world.collect(d);
    await world.deleteReceipt(paidD._id);

    const after = await summary();
    const owedC = (await world.bill(c)).TongHop.ConLai;
    const owedD = (await world.bill(d)).TongHop.ConLai;
    expect(owedC).toBeGreaterThan(0);
    expect(owedD).toBe(paidD.GiaTriBienLai);
    expect(after.BienLaiThucHien - before.BienLaiThucHien).toBe(4);
    expect(after.BienLaiHuy - before.BienLaiHuy).toBe(1);
    expect(after.CongKham - before.CongKham).toBe(paidA.GiaTriBienLai + examB.GiaTriBienLai);
    expect(after.DichVu - before.DichVu).toBe(testB.GiaTriBienLai);
    expect(after.DuocPham - before.DuocPham).toBe(0);
    expect(byMethod(after, 'TienMat') - byMethod(before, 'TienMat')).toBe(paidA.GiaTriBienLai + 300_000);
    expect(byMethod(after, 'QuetThe') - byMethod(before, 'QuetThe')).toBe(examB.GiaTriBienLai + testB.GiaTriBienLai);
    expect(after.TongThu - before.TongThu).toBe(paidA.GiaTriBienLai + 300_000 + examB.GiaTriBienLai + testB.GiaTriBienLai);
    expect(after.TongThu).toBe(after.TheoHinhThuc.reduce((sum, method) => sum + method.SoTien, 0));
    expect(after.ConLai - before.ConLai).toBe(owedC + owedD);
    expect(after.TheoHinhThuc.find((method) => method.MaHinhThucThanhToan === 'QuetThe')?.TenHinhThucThanhToan).toBe('Quẹt thẻ');
  });

  it('When the accountant reads the cashier\'s day by the cashier\'s staff record / Then it is the same day; another day is empty', async () => {
    const own = await summary();
    const accountant = await world.signIn('ketoan', 'Ketoan@123');
    const staffId = (await world.one<{ NhanVien_Id: string }>(`SELECT "NhanVien_Id" FROM his_users WHERE username = 'thungan'`)).NhanVien_Id;
    expect(await summary({ who: staffId }, accountant)).toEqual(own);
    const userId = (await world.one<{ _id: string }>(`SELECT _id FROM his_users WHERE username = 'thungan'`))._id;
    expect(await summary({ who: userId }, accountant)).toEqual(own);
    const yesterday = await summary({ date: Date.now() - 86_400_000 });
    expect(yesterday).toMatchObject({ BienLaiThucHien: 0, BienLaiHuy: 0, TongThu: 0, CongKham: 0, DichVu: 0, TheoHinhThuc: [] });
    expect((await refusal(accountant, SUMMARY, { who: 'khong-co-ai' })).extensions).toMatchObject({ messageKey: 'cashier.summary.cashierNotFound', field: 'NhanVienId' });
    expect((await refusal(callers.cashier, SUMMARY, { date: 1_700 })).extensions).toMatchObject({ field: 'date' });
    expect((await refusal(callers.desk, SUMMARY)).extensions?.code).toBe('FORBIDDEN');
  });

  it('When the posting rules are saved, changed and one dropped / Then the set is the one saved, kept rules keep their id, and the change is audited', async () => {
    const { methods } = world;
    const saved = (await data(callers.cashier, SAVE_RULES, { input: [
      { HinhThucThanhToan_Id: methods.TienMat, LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: '1111', TaiKhoanCo_Id: '131' },
      { HinhThucThanhToan_Id: methods.ChuyenKhoan, LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: '1121.VCB', TaiKhoanCo_Id: '131' },
      { HinhThucThanhToan_Id: methods.TienMat, LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanNo_Id: '1111', TaiKhoanCo_Id: '3388' },
    ] })).saveHinhThucThanhToanHachToans as { _id: string; HinhThucThanhToan_Id: string; LoaiQuyenBienLai_Id: string; TaiKhoanNo_Id: string }[];
    expect(saved).toHaveLength(3);
    expect((await data(callers.cashier, RULES)).getHinhThucThanhToanHachToans).toEqual(saved);
    const cash = saved.find((rule) => rule.HinhThucThanhToan_Id === methods.TienMat && rule.LoaiQuyenBienLai_Id === 'ThuTien')!;
    const changed = (await data(callers.cashier, SAVE_RULES, { input: [
      { HinhThucThanhToan_Id: methods.TienMat, LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: '1111', TaiKhoanCo_Id: '5113' },
      { HinhThucThanhToan_Id: methods.TienMat, LoaiQuyenBienLai_Id: 'TamUng', TaiKhoanNo_Id: '1111', TaiKhoanCo_Id: null },
    ] })).saveHinhThucThanhToanHachToans as typeof saved & { TaiKhoanCo_Id: string | null }[];
    expect(changed).toHaveLength(2);
    expect(changed.find((rule) => rule.LoaiQuyenBienLai_Id === 'ThuTien')).toMatchObject({ _id: cash._id, TaiKhoanCo_Id: '5113' });
    expect(changed.find((rule) => rule.LoaiQuyenBienLai_Id === 'TamUng')).toMatchObject({ TaiKhoanCo_Id: null });
    expect(changed.some((rule) => rule.HinhThucThanhToan_Id === methods.ChuyenKhoan)).toBe(false);
    const audit = await world.one<{ before: { rules: unknown[] }; after: { rules: unknown[] } }>(
      `SELECT before, after FROM his_audit_log WHERE entity = 'HinhThucThanhToan_HachToan' ORDER BY _id DESC LIMIT 1`);
    expect([audit.before.rules.length, audit.after.rules.length]).toEqual([3, 2]);
  });

  it.each([
    ['a method and book kind given twice', (m: Record<string, string>) => [{ HinhThucThanhToan_Id: m.TienMat, LoaiQuyenBienLai_Id: 'ThuTien' }, { HinhThucThanhToan_Id: m.TienMat, LoaiQuyenBienLai_Id: 'ThuTien' }], 'cashier.postingRules.duplicate', 'input.1.LoaiQuyenBienLai_Id'],
    ['an account with a space', (m: Record<string, string>) => [{ HinhThucThanhToan_Id: m.TienMat, LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanNo_Id: '11 11' }], 'cashier.postingRules.account', 'input.0.TaiKhoanNo_Id'],
    ['a book kind that does not exist', (m: Record<string, string>) => [{ HinhThucThanhToan_Id: m.TienMat, LoaiQuyenBienLai_Id: 'HoanTien' }], 'validation.oneOf', 'input.0.LoaiQuyenBienLai_Id'],
    ['a payment method that does not exist', () => [{ HinhThucThanhToan_Id: 'khong-co', LoaiQuyenBienLai_Id: 'ThuTien' }], 'catalogue.refNotFound', 'input.0.HinhThucThanhToan_Id'],
  ])('When the rules hold %s / Then nothing is saved and the refusal names the field', async (_, input, messageKey, field) => {
    const before = (await data(callers.cashier, RULES)).getHinhThucThanhToanHachToans;
    expect((await refusal(callers.cashier, SAVE_RULES, { input: input(world.methods) })).extensions).toMatchObject({ messageKey, field });
    expect((await data(callers.cashier, RULES)).getHinhThucThanhToanHachToans).toEqual(before);
  });

  it('When a doctor asks for the posting rules / Then it is forbidden', async () => {
    expect((await refusal(callers.doctor, RULES)).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(callers.doctor, SAVE_RULES, { input: [] })).extensions?.code).toBe('FORBIDDEN');
  });
});
