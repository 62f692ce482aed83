// The cashier's prints as the server builds them (spec §7 getDataPrintBienLais; issue: printing the receipt with the
// amount in words, the bill detail with the insurance and patient shares): the data of a receipt as written, rendered
// by the facility's template with its book and number, its lines and the total in Vietnamese words; a deleted receipt
// still prints, marked; the bill detail's groups add up to the bill's totals; refusals name the field, and only a
// cashier reads them. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { moneyInWords } from '@his/sdk/format';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id BenhNhan_Id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const ORDER = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id } }`;
const LOAD = `query ($patient: ID!, $visit: ID) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) {
  ChiTiets { _id TenDichVu NhomDichVu ThanhTien BHChiTra BenhNhanTTSauGiamGia KhongBHYT IsKhamBenh } TongHop { TongTien BHChiTra BenhNhanTT ConLai SoDongKhongBHYT } } }`;
const BOOKS = '{ get_QuyenBienLai_ByNguoiSuDung_Id { _id KyHieu Series MaLoaiQuyenBienLai } }';
const METHODS = '{ getAllDM_HinhThucThanhToan { _id MaHinhThucThanhToan } }';
const CREATE = 'mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id MaBienLai SoBienLai GiaTriBienLai } }';
const DELETE = 'mutation ($id: ID!, $reason: String!) { xoaBienLai_ByVienPhi(BienLai_Id: $id, LyDo: $reason) { _id TrangThai } }';
const RECEIPT_DATA = 'query ($ids: [ID!]!, $last: Boolean) { getDataPrintBienLais(BienLai_Ids: $ids, isLast: $last) }';
const BILL_DATA = 'query ($visit: ID!) { getDataPrintBangKeChiPhi(TiepNhan_Id: $visit) }';
const RENDER = 'query ($key: String!, $data: JSON) { renderPrintTemplate(key: $key, data: $data) { html paper } }';

const startServer = serversOnBackends({ withPlugins: true });
const YEAR = new Date().getFullYear();
const text = (html: string) => html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&#x2F;/g, '/').replace(/\s+/g, ' ').trim();

describe.each(BACKENDS)('the cashier\'s prints on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let cashier: Caller;
  const { data, refusal } = mainService(() => server);
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'bhyt' | 'exam' | 'pk01' | 'xn01' | 'icd' | 'cbc' | 'glucose' | 'card' | 'book', string>;
  let book: { KyHieu: string; Series: string | null };
  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const { token } = await login(server, username, password);
    const me = (await gql(server, '/graphqlauth', '{ myInfo { profile { _id } nodes { _id code } } }', {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const rendered = async (key: string, printData: unknown) => {
    const result = await gql(server, '/graphqltemplate', RENDER, { key, data: printData }, cashier);
    expect(result.errors).toBeUndefined();
    return result.data.renderPrintTemplate as { html: string; paper: string };
  };

  /** An insured patient examined at PK01 with two lab tests sent to the sample room. */
  const examined = async (serial: number) => {
    const benhNhan = {
      TenBenhNhan: `Hoàng Thị In Biên Lai ${serial}`, NamSinh: 1980, GioiTinh: 'FEMALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
      SoDienThoai: `0966${String(700000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const card = { SoTheBHYT: `DN401${String(8_300_000_000 + serial)}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.bhyt, ...card, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Theo dõi đái tháo đường' } })).createKhamBenh._id;
    await data(doctor, ORDER, { exam, input: { DichVus: [ref.cbc, ref.glucose].map((service) => ({ DichVu_Id: service, NoiThucHien_Id: ref.xn01, SoLuong: 1 })), guiNgay: true } });
    return { visit: visit._id as string, patient: visit.BenhNhan_Id as string, name: benhNhan.TenBenhNhan };
  };

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    cashier = await signIn('thungan', 'Thungan@123');
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.bhyt = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    for (const [key, code] of [['pk01', 'PK01'], ['xn01', 'XN01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU']] as const) ref[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    ref.card = ((await data(cashier, METHODS)).getAllDM_HinhThucThanhToan as { _id: string; MaHinhThucThanhToan: string }[]).find((method) => method.MaHinhThucThanhToan === 'QuetThe')!._id;
    const books = (await data(cashier, BOOKS)).get_QuyenBienLai_ByNguoiSuDung_Id as { _id: string; KyHieu: string; Series: string | null; MaLoaiQuyenBienLai: string }[];
    const payments = books.find((each) => each.MaLoaiQuyenBienLai === 'ThuTien')!;
    ref.book = payments._id;
    book = payments;
  }, 180_000);
  afterAll(async () => server?.close());

  it('When a payment is printed / Then the receipt shows the book and number, the patient, the lines it took, the total in figures and in words, the method and the cashier', async () => {
    const patient = await examined(1);
    const bill = (await data(cashier, LOAD, { patient: patient.patient, visit: patient.visit })).loadDataByOnSelectBenhNhan;
    const receipt = (await data(cashier, CREATE, { input: { TiepNhan_Id: patient.visit, ChiTiet_Ids: bill.ChiTiets.map((line: { _id: string }) => line._id), HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: ref.book } })).createBienLai_ByVienPhi;
    expect(receipt.GiaTriBienLai).toBe(bill.TongHop.BenhNhanTT);

    const [printData] = (await data(cashier, RECEIPT_DATA, { ids: [receipt._id] })).getDataPrintBienLais;
    const number = String(receipt.SoBienLai).padStart(7, '0');
    expect(printData).toMatchObject({
      title: 'BIÊN LAI THU TIỀN VIỆN PHÍ', bookSymbol: book.Series ? `${book.KyHieu}/${book.Series}` : book.KyHieu, receiptNumber: number, receiptCode: receipt.MaBienLai,
      patientName: patient.name, sex: 'Nữ', birthYear: 1980, group: 'Bảo hiểm y tế', benefitLevel: 4, total: receipt.GiaTriBienLai,
      totalInWords: moneyInWords(receipt.GiaTriBienLai), method: 'Quẹt thẻ', cashier: 'Lê Thị Cúc', cancelled: false,
    });
    expect(printData.facilityName).toBeTruthy();
    expect(printData.lines.map((line: { name: string; patient: number }) => line.patient).reduce((sum: number, each: number) => sum + each, 0)).toBe(receipt.GiaTriBienLai);

    const page = await rendered('cashier.bienLai', printData);
    expect(page.paper).toBe('A5');
    const printed = text(page.html);
    expect(printed).toContain(`Số: ${number}`);
    expect(printed).toContain(patient.name);
    expect(printed).toContain('Tổng phân tích tế bào máu');
    expect(printed).toContain(`Bằng chữ: ${moneyInWords(receipt.GiaTriBienLai)}`);
    expect(moneyInWords(receipt.GiaTriBienLai)).toMatch(/^[A-ZĐÂÊÔƠƯ][^A-Z]* đồng$/);

    // Deleted, it still prints, marked with its reason; isLast prints the newest of those asked only.
    await data(cashier, DELETE, { id: receipt._id, reason: 'Thu nhầm hình thức' });
    const again = (await data(cashier, CREATE, { input: { TiepNhan_Id: patient.visit, ChiTiet_Ids: bill.ChiTiets.map((line: { _id: string }) => line._id), HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: ref.book } })).createBienLai_ByVienPhi;
    const both = (await data(cashier, RECEIPT_DATA, { ids: [receipt._id, again._id] })).getDataPrintBienLais;
    expect(both.map((each: { receiptCode: string; cancelled: boolean; cancelReason: string | null }) => [each.receiptCode, each.cancelled, each.cancelReason]))
      .toEqual([[receipt.MaBienLai, true, 'Thu nhầm hình thức'], [again.MaBienLai, false, null]]);
    expect(text((await rendered('cashier.bienLai', both[0])).html)).toContain('ĐÃ HỦY — Thu nhầm hình thức');
    const last = (await data(cashier, RECEIPT_DATA, { ids: [receipt._id, again._id], last: true })).getDataPrintBienLais;
    expect(last.map((each: { receiptCode: string }) => each.receiptCode)).toEqual([again.MaBienLai]);
  });

  it('When the bill detail is printed / Then its groups hold every line of the bill and add up to its totals, and the patient\'s share is in words', async () => {
    const patient = await examined(2);
    const bill = (await data(cashier, LOAD, { patient: patient.patient, visit: patient.visit })).loadDataByOnSelectBenhNhan;
    const printData = (await data(cashier, BILL_DATA, { visit: patient.visit })).getDataPrintBangKeChiPhi;
    const lines = printData.groups.flatMap((group: { lines: unknown[] }) => group.lines) as { name: string; amount: number; insurance: number; patient: number; notCovered: boolean }[];
    expect(lines.map((line) => line.name).sort()).toEqual(bill.ChiTiets.map((line: { TenDichVu: string }) => line.TenDichVu).sort());
    for (const group of printData.groups as { amount: number; insurance: number; patient: number; lines: typeof lines }[]) {
      expect(group.amount).toBe(group.lines.reduce((sum, line) => sum + line.amount, 0));
      expect(group.patient).toBe(group.lines.reduce((sum, line) => sum + line.patient, 0));
    }
    expect(printData.totals).toMatchObject({ TongTien: bill.TongHop.TongTien, BHChiTra: bill.TongHop.BHChiTra, BenhNhanTT: bill.TongHop.BenhNhanTT, ConLai: bill.TongHop.ConLai });
    expect(printData.notCoveredCount).toBe(bill.TongHop.SoDongKhongBHYT);
    expect(lines.filter((line) => line.notCovered)).toHaveLength(bill.TongHop.SoDongKhongBHYT);
    const page = await rendered('cashier.bangKeChiPhi', printData);
    expect(page.paper).toBe('A4');
    expect(text(page.html)).toContain(`Số tiền người bệnh phải trả bằng chữ: ${moneyInWords(bill.TongHop.BenhNhanTT)}`);
  });

  it('When the ids are wrong or the caller is no cashier / Then it is refused, naming the field', async () => {
    expect((await refusal(cashier, RECEIPT_DATA, { ids: ['no-such-receipt'] })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'cashier.receiptNotFound', field: 'BienLai_Ids.0' });
    expect((await refusal(cashier, RECEIPT_DATA, { ids: Array.from({ length: 51 }, (_, index) => `r${index}`) })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'BienLai_Ids' });
    expect((await refusal(cashier, BILL_DATA, { visit: 'no-such-visit' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'cashier.visitNotFound', field: 'TiepNhan_Id' });
    expect((await refusal(doctor, BILL_DATA, { visit: 'any' })).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
