// Service orders from the exam (F8) as the server enforces them (spec §5 Service order): one order per place of
// execution priced for the visit's patient group, drafts sent with their request date, each blank or wrong field
// refused with its message and nothing saved, a waiting service refused, one done today asked, paid lines kept,
// closed visits and orders of several visits refused, and who may order; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const ORDER = `_id SoPhieuYeuCau TrangThai NgayYeuCau KhamBenh_Id TiepNhan_Id NoiYeuCau NoiThucHien_Id BacSiChiDinh_Id TenBacSiChiDinh ChanDoan DoiTuong_Id
  ChiTiets { _id DichVu_Id MaDichVu LoaiGia_Id DonGia DonGiaThanhToan SoLuong DaThuTien }`;
const CREATE = `mutation ($exam: ID!, $input: DichVuYeuCauInput!, $confirmed: [String!]) {
  createDichVuYeuCaus(idKhamBenh: $exam, input: $input, confirmed: $confirmed) { ${ORDER} } }`;
const UPDATE = `mutation ($id: ID!, $input: DichVuYeuCauUpdateInput!) { updateDichVuYeuCau(id: $id, input: $input) { ${ORDER} } }`;
const REMOVE = 'mutation ($ids: [ID!]!) { removeDichVuYeuCaus(ids: $ids) }';
const SEND = `mutation ($ids: [ID!]!, $date: Float) { updateManyDichVuYeuCauNhapToSanSang(ids: $ids, NgayYeuCau: $date) { ${ORDER} } }`;
const LIST = `query ($filter: CacDichVuYeuCauFilter!) { cacDichVuYeuCau(filterOptions: $filter) { ${ORDER} } }`;
const QUOTE = `query ($exam: ID!, $services: [DichVuChiDinhInput!]!) {
  dichVuChoChiDinh(idKhamBenh: $exam, DichVus: $services) { DichVu_Id MaDichVu NoiThucHiens { _id TenPhongBan } NoiThucHien_Id DonGia } }`;
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id PhongBan_Id } }';
const END = 'mutation ($id: ID!, $input: KhamBenhInput!) { saveAndVerifyKhamBenh(id: $id, input: $input) { TrangThai } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface Line { _id: string; DichVu_Id: string; MaDichVu: string; LoaiGia_Id: string; DonGia: number; DonGiaThanhToan: number; SoLuong: number; DaThuTien: boolean }
interface Order { _id: string; SoPhieuYeuCau: string; TrangThai: string; NgayYeuCau: number; KhamBenh_Id: string; TiepNhan_Id: string; NoiYeuCau: string; NoiThucHien_Id: string; BacSiChiDinh_Id: string; TenBacSiChiDinh: string; ChanDoan: string; ChiTiets: Line[] }
type Group = 'bhyt' | 'dichVu' | 'vienPhi';

describe.each(BACKENDS)('service orders on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | Group | 'exam' | 'pk01' | 'xn01' | 'sa01' | 'icd' | 'loaiBhyt' | 'loaiDichVu', string>;
  const service = {} as Record<'cbc' | 'glucose' | 'urea' | 'ultrasound', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const YEAR = new Date().getFullYear();

  /** A new patient received for internal medicine at PK01 and examined there: the exam (with a primary ICD and a diagnosis unless told). */
  const examined = async (group: Group = 'vienPhi', exam: Record<string, unknown> = { ICD_Id: 'icd', ChanDoan: 'Theo dõi đái tháo đường' }) => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Lê Văn Chỉ Định ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1968, GioiTinh: 'MALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
      SoDienThoai: `0966${String(300000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const card = group === 'bhyt'
      ? { SoTheBHYT: `DN401${String(9_100_000_000 + serial)}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' }
      : {};
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref[group], ...card, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const input = { ...exam, ...(exam.ICD_Id === 'icd' ? { ICD_Id: ref.icd } : {}) };
    const started = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input })).createKhamBenh as { _id: string; PhongBan_Id: string };
    return { exam: started._id, visit: visit._id as string };
  };
  const lab = (...ids: string[]) => ids.map((DichVu_Id) => ({ DichVu_Id, NoiThucHien_Id: ref.xn01, SoLuong: 1 }));
  const order = async (exam: string, DichVus: unknown[], extra: Record<string, unknown> = {}, confirmed?: string[]): Promise<Order[]> =>
    (await data(doctor, CREATE, { exam, input: { DichVus, ...extra }, confirmed })).createDichVuYeuCaus;
  const ordersOf = async (visit: string) => Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE "TiepNhan_Id" = $1 AND "KhamBenh_Id" IS NOT NULL', [visit])).n);

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.bhyt = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe'`);
    ref.dichVu = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'DichVu'`);
    ref.loaiBhyt = await idOf(`SELECT _id FROM "DM_LoaiGia" WHERE "MaLoaiGia" = 'BaoHiemYTe'`);
    ref.loaiDichVu = await idOf(`SELECT _id FROM "DM_LoaiGia" WHERE "MaLoaiGia" = 'DichVu'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    for (const [key, code] of [['pk01', 'PK01'], ['xn01', 'XN01'], ['sa01', 'SA01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU'], ['urea', 'XN-URE'], ['ultrasound', 'SA-BUNG']] as const) {
      service[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    }
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the doctor orders a blood count and a glucose at the sample room and an ultrasound / Then two drafts, the lab tests sharing a number, priced for the insured patient', async () => {
    const { exam, visit } = await examined('bhyt');
    const orders = await order(exam, [...lab(service.cbc, service.glucose), { DichVu_Id: service.ultrasound, NoiThucHien_Id: ref.sa01, SoLuong: 1 }]);
    expect(orders).toHaveLength(2);
    const [tests, imaging] = [orders.find((each) => each.NoiThucHien_Id === ref.xn01)!, orders.find((each) => each.NoiThucHien_Id === ref.sa01)!];
    expect(tests.SoPhieuYeuCau).toMatch(new RegExp(`^YC${String(YEAR).slice(-2)}\\d{7}$`));
    expect(tests.SoPhieuYeuCau).not.toBe(imaging.SoPhieuYeuCau);
    expect(tests).toMatchObject({ TrangThai: 'Nhap', KhamBenh_Id: exam, TiepNhan_Id: visit, NoiYeuCau: ref.pk01, ChanDoan: 'Theo dõi đái tháo đường' });
    expect(tests.BacSiChiDinh_Id).toBeTruthy();
    expect(tests.TenBacSiChiDinh).toBe('Nguyễn Văn An');
    expect(tests.ChiTiets.map((line) => [line.MaDichVu, line.DonGia, line.LoaiGia_Id, line.SoLuong]).sort()).toEqual([
      ['XN-GLU', 21_500, ref.loaiBhyt, 1],
      ['XN-TPTTBM', 46_200, ref.loaiBhyt, 1],
    ].sort());
    expect(imaging.ChiTiets).toHaveLength(1);
    const listed = (await data(doctor, LIST, { filter: { TiepNhan_Id: visit, TrangThai: ['Nhap'] } })).cacDichVuYeuCau as Order[];
    expect(listed.map((each) => each._id).sort()).toEqual(orders.map((each) => each._id).sort());
    expect((await data(doctor, LIST, { filter: { KhamBenh_Id: exam, idsDichVu: [service.ultrasound] } })).cacDichVuYeuCau.map((each: Order) => each._id)).toEqual([imaging._id]);
  });

  it('When a paying (DichVu) patient is ordered the same blood count / Then it is priced at the service price', async () => {
    const { exam } = await examined('dichVu');
    const [tests] = await order(exam, lab(service.cbc));
    expect(tests!.ChiTiets[0]).toMatchObject({ MaDichVu: 'XN-TPTTBM', DonGia: 80_000, DonGiaThanhToan: 80_000, LoaiGia_Id: ref.loaiDichVu });
  });

  it('When the dialog asks about a service / Then it hears the rooms doing it, the sample room first, and the price there', async () => {
    const { exam } = await examined('bhyt');
    const [quote] = (await data(doctor, QUOTE, { exam, services: [{ DichVu_Id: service.glucose }] })).dichVuChoChiDinh;
    expect(quote).toMatchObject({ MaDichVu: 'XN-GLU', NoiThucHien_Id: ref.xn01, DonGia: 21_500 });
    expect(quote.NoiThucHiens.map((room: { _id: string }) => room._id)).toEqual([ref.xn01]);
  });

  it.each([
    ['no service', [], 'validation.required', 'DichVus'],
    ['a line without its service', [{ NoiThucHien_Id: 'xn01', SoLuong: 1 }], 'validation.required', 'DichVus.0.DichVu_Id'],
    ['a line without its place of execution', [{ DichVu_Id: 'glucose', SoLuong: 1 }], 'validation.required', 'DichVus.0.NoiThucHien_Id'],
    ['a line without its quantity', [{ DichVu_Id: 'glucose', NoiThucHien_Id: 'xn01' }], 'validation.required', 'DichVus.0.SoLuong'],
    ['a quantity of 0', [{ DichVu_Id: 'glucose', NoiThucHien_Id: 'xn01', SoLuong: 0 }], 'examination.orders.quantityRange', 'DichVus.0.SoLuong'],
    ['one service twice', [{ DichVu_Id: 'glucose', NoiThucHien_Id: 'xn01', SoLuong: 1 }, { DichVu_Id: 'glucose', NoiThucHien_Id: 'xn01', SoLuong: 2 }], 'reception.serviceOrders.chosenTwice', 'DichVus.1.DichVu_Id'],
    ['a lab test at an examination room', [{ DichVu_Id: 'glucose', NoiThucHien_Id: 'pk01', SoLuong: 1 }], 'reception.serviceOrders.examRoom', 'DichVus.0.NoiThucHien_Id'],
    ['a lab test at the ultrasound room', [{ DichVu_Id: 'glucose', NoiThucHien_Id: 'sa01', SoLuong: 1 }], 'reception.roomDoesNotDoService', 'DichVus.0.NoiThucHien_Id'],
    ['an examination service', [{ DichVu_Id: 'exam', NoiThucHien_Id: 'pk01', SoLuong: 1 }], 'reception.serviceOrders.examinationService', 'DichVus.0.DichVu_Id'],
  ])('When the doctor saves %s / Then it is refused, naming the line, and nothing is saved', async (_case, lines, messageKey, field) => {
    const { exam, visit } = await examined();
    const names = { ...ref, ...service } as Record<string, string>;
    const DichVus = (lines as Record<string, unknown>[]).map((line) => Object.fromEntries(Object.entries(line).map(([key, value]) => [key, typeof value === 'string' ? names[value] : value])));
    const error = await refusal(doctor, CREATE, { exam, input: { DichVus } });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(await ordersOf(visit)).toBe(0);
  });

  it.each([
    ['the exam has no main disease (ICD)', { ChanDoan: 'Đau bụng' }, 'examination.orders.mainDiseaseRequired', 'ICD_Id'],
    ['the exam has no diagnosis', { ICD_Id: 'icd' }, 'examination.orders.diagnosisRequired', 'ChanDoan'],
  ])('When %s / Then ordering is refused, naming it, and nothing is saved', async (_case, examValues, messageKey, field) => {
    const { exam, visit } = await examined('vienPhi', examValues);
    expect((await refusal(doctor, CREATE, { exam, input: { DichVus: lab(service.glucose) } })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(await ordersOf(visit)).toBe(0);
    // The diagnosis typed in the dialog is enough when the exam has none.
    if (field === 'ChanDoan') expect((await order(exam, lab(service.glucose), { ChanDoan: 'Tăng đường huyết' }))[0]!.ChanDoan).toBe('Tăng đường huyết');
  });

  it('When a service has no price for the patient group / Then the order is refused, naming it, and nothing is saved', async () => {
    const { exam, visit } = await examined();
    // A new test at the sample room that no price list names yet.
    await server.runtime.database.query(`INSERT INTO "DM_DichVu" SELECT (jsonb_populate_record(NULL::"DM_DichVu",
      to_jsonb(d) || jsonb_build_object('_id', 'dv-chua-gia', 'MaDichVu', 'XN-CHUA-GIA', 'TenDichVu', 'Xét nghiệm chưa có giá'))).* FROM "DM_DichVu" d WHERE d."MaDichVu" = 'XN-GLU'
      ON CONFLICT DO NOTHING`);
    await server.runtime.database.query(`INSERT INTO "PhongBan_DichVu" ("PhongBan_Id", "DichVu_Id") VALUES ($1, 'dv-chua-gia') ON CONFLICT DO NOTHING`, [ref.xn01]);
    const error = await refusal(doctor, CREATE, { exam, input: { DichVus: lab(service.glucose, 'dv-chua-gia') } });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pricing.pricesMissing', params: { code: 'XN-CHUA-GIA' } });
    expect(await ordersOf(visit)).toBe(0);
  });

  it('When the doctor sends the drafts / Then they are ready with the request date, and cannot be sent twice', async () => {
    const { exam } = await examined();
    const orders = await order(exam, [...lab(service.glucose), { DichVu_Id: service.ultrasound, NoiThucHien_Id: ref.sa01, SoLuong: 1 }]);
    const date = Date.now() + 60_000;
    const sent = (await data(doctor, SEND, { ids: orders.map((each) => each._id), date })).updateManyDichVuYeuCauNhapToSanSang as Order[];
    expect(sent.map((each) => [each.TrangThai, each.NgayYeuCau])).toEqual([['SanSang', date], ['SanSang', date]]);
    expect((await refusal(doctor, SEND, { ids: [orders[0]!._id] })).extensions).toMatchObject({ messageKey: 'reception.serviceOrders.stateIncorrect', field: 'ids' });
    // Saved and sent at once, urgent.
    const [urgent] = await order(exam, lab(service.urea), { guiNgay: true, LaKhanCap: true });
    expect(urgent!.TrangThai).toBe('SanSang');
  });

  it('When a service is still waiting for the visit / Then ordering it again is refused, naming its order', async () => {
    const { exam, visit } = await examined();
    const [first] = await order(exam, lab(service.glucose));
    const error = await refusal(doctor, CREATE, { exam, input: { DichVus: lab(service.cbc, service.glucose) } });
    expect(error.extensions).toMatchObject({ messageKey: 'reception.serviceOrders.alreadyWaiting', field: 'DichVus.1.DichVu_Id', params: { code: 'XN-GLU', number: first!.SoPhieuYeuCau } });
    expect(await ordersOf(visit)).toBe(1);
  });

  it('When a service was done for the patient today / Then the doctor is asked, and with the answer it is ordered', async () => {
    const { exam, visit } = await examined();
    const [first] = await order(exam, lab(service.glucose), { guiNgay: true });
    await server.runtime.database.query(`UPDATE "DichVuYeuCau" SET "TrangThai" = 'CoKetQua', "TrangThai_HangDoi" = 'DaThucHien' WHERE _id = $1`, [first!._id]);
    const question = await refusal(doctor, CREATE, { exam, input: { DichVus: lab(service.glucose) } });
    expect(question.extensions).toMatchObject({ messageKey: 'reception.serviceOrders.orderedToday', confirmable: true, params: { code: 'XN-GLU', number: first!.SoPhieuYeuCau } });
    expect(await ordersOf(visit)).toBe(1);
    expect(await order(exam, lab(service.glucose), {}, ['reception.serviceOrders.orderedToday'])).toHaveLength(1);
    expect(await ordersOf(visit)).toBe(2);
  });

  it('When the doctor removes orders / Then a draft goes, a sent one is cancelled, a paid one stays', async () => {
    const { exam } = await examined();
    const [draft] = await order(exam, lab(service.glucose));
    const [sent] = await order(exam, lab(service.cbc), { guiNgay: true });
    const [paid] = await order(exam, lab(service.urea), { guiNgay: true });
    await server.runtime.database.query(`UPDATE "DichVuYeuCau_ChiTiet" SET "DaThuTien" = true WHERE "DichVuYeuCau_Id" = $1`, [paid!._id]);
    const error = await refusal(doctor, REMOVE, { ids: [draft!._id, paid!._id] });
    expect(error.extensions).toMatchObject({ messageKey: 'reception.serviceOrders.paid', field: 'ids', params: { code: 'XN-URE', number: paid!.SoPhieuYeuCau } });
    expect(await one('SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE _id = $1', [draft!._id])).toEqual({ n: 1 });
    expect((await data(doctor, REMOVE, { ids: [draft!._id, sent!._id] })).removeDichVuYeuCaus).toBe(true);
    expect(await one('SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE _id = $1', [draft!._id])).toEqual({ n: 0 });
    expect(await one('SELECT "TrangThai" FROM "DichVuYeuCau" WHERE _id = $1', [sent!._id])).toEqual({ TrangThai: 'DaHuy' });
    // A cancelled order no longer waits: the blood count can be ordered again.
    expect(await order(exam, lab(service.cbc))).toHaveLength(1);
    const audited = await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'DichVuYeuCau' AND "entity_Id" = ANY($1::text[])`, [[draft!._id, sent!._id, paid!._id]]);
    expect(Number(audited.n)).toBe(5);
  });

  it('When the doctor changes a draft / Then the quantity and diagnosis change; a sent order cannot', async () => {
    const { exam } = await examined();
    const [draft] = await order(exam, lab(service.glucose));
    const changed = (await data(doctor, UPDATE, { id: draft!._id, input: { ChanDoan: 'Đái tháo đường típ 2', ChiTiets: [{ _id: draft!.ChiTiets[0]!._id, SoLuong: 2 }] } })).updateDichVuYeuCau;
    expect(changed).toMatchObject({ ChanDoan: 'Đái tháo đường típ 2', ChiTiets: [{ SoLuong: 2 }] });
    await data(doctor, SEND, { ids: [draft!._id] });
    expect((await refusal(doctor, UPDATE, { id: draft!._id, input: { ChanDoan: 'Khác' } })).extensions).toMatchObject({ messageKey: 'reception.serviceOrders.stateIncorrect', field: 'id' });
  });

  it.each([
    ['its costs are confirmed', `UPDATE "TiepNhan" SET "DaXacNhanChiPhi" = true WHERE _id = $1`],
    ['it is completed', `UPDATE "TiepNhan" SET "TrangThai" = 'HoanTat' WHERE _id = $1`],
    ['has its insurance costs confirmed', `UPDATE "TiepNhan" SET "DaXacNhanBHYT" = true WHERE _id = $1`],
    ['was refunded', `UPDATE "TiepNhan" SET "DaHoanTien" = true WHERE _id = $1`],
  ])('When the visit %s / Then no service is ordered, removed or sent, and the visit is named', async (_case, close) => {
    const { exam, visit } = await examined();
    const [draft] = await order(exam, lab(service.glucose));
    await server.runtime.database.query(close, [visit]);
    const code = (await one<{ MaTiepNhan: string }>('SELECT "MaTiepNhan" FROM "TiepNhan" WHERE _id = $1', [visit])).MaTiepNhan;
    expect((await refusal(doctor, CREATE, { exam, input: { DichVus: lab(service.cbc) } })).extensions).toMatchObject({ messageKey: 'reception.serviceOrders.visitLocked', params: { code } });
    expect((await refusal(doctor, REMOVE, { ids: [draft!._id] })).extensions).toMatchObject({ messageKey: 'reception.serviceOrders.visitLocked', field: 'ids' });
    expect((await refusal(doctor, SEND, { ids: [draft!._id] })).extensions).toMatchObject({ messageKey: 'reception.serviceOrders.visitLocked' });
    expect(await ordersOf(visit)).toBe(1);
    expect(await one('SELECT "TrangThai" FROM "DichVuYeuCau" WHERE _id = $1', [draft!._id])).toEqual({ TrangThai: 'Nhap' });
  });

  it('When orders of two visits are sent together / Then it is refused: only one visit\'s orders change together', async () => {
    const [a, b] = [await examined(), await examined()];
    const [first] = await order(a.exam, lab(service.glucose));
    const [second] = await order(b.exam, lab(service.glucose));
    expect((await refusal(doctor, SEND, { ids: [first!._id, second!._id] })).extensions).toMatchObject({ messageKey: 'reception.serviceOrders.severalVisits', field: 'ids' });
    expect(await one('SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE _id = ANY($1::text[]) AND "TrangThai" = \'Nhap\'', [[first!._id, second!._id]])).toEqual({ n: 2 });
  });

  it('When the exam has ended, or a receptionist asks / Then ordering is refused', async () => {
    const { exam } = await examined();
    const plan = await idOf('SELECT _id FROM "DM_HuongGiaiQuyet" ORDER BY "MaHuongGiaiQuyet" LIMIT 1');
    await data(doctor, END, { id: exam, input: { HuongGiaiQuyet_Id: plan } });
    expect((await refusal(doctor, CREATE, { exam, input: { DichVus: lab(service.glucose) } })).extensions).toMatchObject({ messageKey: 'examination.notBeingExamined', field: 'idKhamBenh' });
    expect((await refusal(desk, CREATE, { exam, input: { DichVus: lab(service.glucose) } })).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
