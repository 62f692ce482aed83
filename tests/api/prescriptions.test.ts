// Prescriptions as the server enforces them (spec §3 KhamBenhToaThuoc, §5 Examination, §8 not enough stock): every
// refusal with its message and field and nothing saved, stock taken on writing and given back on editing, removing and
// cancelling the exam, insurance prices, sample prescriptions with a unique name, and ten doctors racing for the last
// five boxes; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const LINE = 'Duoc_Id MaDuoc TenDuoc DonViTinh SoDangKy SoLuong SoNgay Sang Trua Chieu Toi DuongDung DonGia DonGiaHoTro DonGiaThanhToan GiaVon KhongThuTien DaThuTien BHYT ThuTu';
const TOA = `_id KhamBenh_Id SoThuTuToa LoaiToaThuoc NgayToaThuoc LoiDan KhoXuat_Id TenKhoXuat BacSi_Id TenBacSi TongTien ChiTiets { ${LINE} }`;
const CREATE = `mutation ($exam: ID!, $input: ToaThuocInput!) { createToaThuoc(idKhamBenh: $exam, input: $input) { ${TOA} } }`;
const UPDATE = `mutation ($exam: ID!, $toaThuong: ToaThuocInput, $toaBHYT: ToaThuocInput, $toaMuaNgoai: ToaThuocInput, $ids: [ID!], $dataUpdate: ToaThuocChungInput) {
  updateToaThuocs(idKhamBenh: $exam, toaThuong: $toaThuong, toaBHYT: $toaBHYT, toaMuaNgoai: $toaMuaNgoai, ids: $ids, dataUpdate: $dataUpdate) { ${TOA} } }`;
const LIST = `query ($exam: ID!) { toaThuocs(idKhamBenh: $exam) { ${TOA} } }`;
const SAMPLE = '_id MaToaThuocMau TenToaThuocMau BacSi_Id LoiDan LaToaMuaNgoai ChiTiets { Duoc_Id TenDuoc DonViTinh SoLuong SoNgay Sang Toi ThuTu }';
const CREATE_SAMPLE = `mutation ($info: ToaThuocMauInput!) { createToaThuocMauAndToaThuocMauChiTiet(info: $info) { ${SAMPLE} } }`;
const SAMPLES = `{ toaThuocMaus { ${SAMPLE} } }`;
const SEARCH_SAMPLES = `query ($text: String, $outside: Boolean) { searchDM_ToaThuocMau(searchString: $text, limit: 20, LaToaMuaNgoai: $outside) { ${SAMPLE} } }`;
const START = 'mutation ($order: ID!) { createKhamBenh(DichVuYeuCau_Id: $order) { _id MaKhamBenh BacSiKham_Id } }';
const CANCEL_EXAM = 'mutation ($id: ID!, $reason: String!) { cancelKhamBenh(id: $id, reason: $reason) { _id TrangThai } }';
const REMOVE_EXAM = 'mutation ($id: ID!) { removeKhamBenh(id: $id) }';
const TRANSFER = 'mutation ($order: ID!, $service: ID!, $room: ID!) { chuyenPhongKham(DichVuYeuCau_Id: $order, DichVu_Id: $service, PhongBan_Id: $room) { DichVuYeuCau_Id } }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id NoiThucHien_Id } } }`;
const CREATE_DRUG = 'mutation ($input: DM_DuocInput!) { createDM_Duoc(input: $input) { _id } }';
const STOCK_IN = 'mutation ($input: PhieuNhapKhoInput!) { createPhieuNhapKho(input: $input) { _id } }';
const STORES = 'query ($node: ID) { getPhongBanKhoDuocByNode(idNode: $node) { _id MaKho TenKho } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const SETTING = 'mutation ($input: JSON!) { updateSettingType(type: "his", input: $input) { his } }';
const CANCEL_VISIT = 'mutation ($id: ID!) { huyTiepNhan(id: $id, LyDoHuy: "Bệnh nhân về không khám") { _id } }';
const startServer = serversOnBackends({ withPlugins: true });
const YEAR = new Date().getFullYear();
const NEXT_YEAR = Date.UTC(YEAR + 1, 11, 31);

type Line = Record<string, unknown>;
interface Toa { _id: string; SoThuTuToa: number; LoaiToaThuoc: string; TongTien: number; ChiTiets: Line[]; [field: string]: unknown }

describe.each(BACKENDS)('prescriptions on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let admin: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'bhyt' | 'exam' | 'room' | 'otherRoom' | 'store' | 'amox' | 'para' | 'gac' | 'last', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  /** A new patient received for the internal-medicine examination at PK01, fee-paying or with a health insurance card. */
  const receive = async (insured = false): Promise<string> => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Lê Văn Kê Toa ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1968, GioiTinh: 'MALE', DanToc_Id: ref.danToc,
      QuocTich_Id: ref.quocTich, SoDienThoai: `0966${String(300000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const card = insured
      ? { DoiTuong_Id: ref.bhyt, SoTheBHYT: `DN401990${String(serial).padStart(7, '0')}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' }
      : { DoiTuong_Id: ref.vienPhi };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { ...card, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }] } })).createTiepNhanKhamBenh;
    return visit.DichVuYeuCaus.find((order: { NoiThucHien_Id: string }) => order.NoiThucHien_Id === ref.room)._id;
  };
  /** An exam started on a newly received patient. */
  const examOf = async (insured = false): Promise<string> => (await data(doctor, START, { order: await receive(insured) })).createKhamBenh._id;
  const createDrug = async (code: string, input: Record<string, unknown>) =>
    (await data(admin, CREATE_DRUG, { input: { MaDuoc: code, DonViTinh: 'Hộp', LoaiDuoc: 'Thuoc', BHYT: false, GiaBan: 10_000, ...input } })).createDM_Duoc._id as string;
  const stockIn = async (drug: string, quantity: number, cost: number) => {
    const result = await gql(server, '/graphqlsm4', STOCK_IN, { input: { KhoDuoc_Id: ref.store, ChiTiets: [{ Duoc_Id: drug, SoLo: `L${++serial}`, HanSuDung: NEXT_YEAR, SoLuong: quantity, GiaNhap: cost }] } }, admin);
    expect(result.errors).toBeUndefined();
  };
  /** What the store has of a drug and not given out. */
  const onHand = async (drug: string) => Number((await one<{ n: number }>(
    'SELECT coalesce(sum("SoLuongTon"), 0)::float8 AS n FROM "LoThuoc" WHERE "KhoDuoc_Id" = $1 AND "Duoc_Id" = $2', [ref.store, drug])).n);
  const prescriptionsOf = async (exam: string) => Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "KhamBenhToaThuoc" WHERE "KhamBenh_Id" = $1', [exam])).n);
  const line = (drug: string, change: Line = {}): Line => ({ Duoc_Id: drug, SoLuong: 10, SoNgay: 5, Sang: 1, Chieu: 1, DuongDung: 'Uống', ...change });
  const regular = (lines: Line[], change: Line = {}) => ({ LoaiToaThuoc: 'ToaThuong', KhoXuat_Id: ref.store, LoiDan: 'Uống sau ăn', ChiTiets: lines, ...change });
  const create = async (exam: string, input: Record<string, unknown>): Promise<Toa> => (await data(doctor, CREATE, { exam, input })).createToaThuoc;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    admin = await signIn('admin', 'Admin@123');
    ref.danToc = (await one<{ _id: string }>(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`))._id;
    ref.quocTich = (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id;
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`))._id;
    ref.bhyt = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe'`))._id;
    ref.exam = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`))._id;
    const rooms = (await data(doctor, '{ phongKhams { _id MaPhongBan } }')).phongKhams as { _id: string; MaPhongBan: string }[];
    ref.room = rooms.find((room) => room.MaPhongBan === 'PK01')!._id;
    ref.otherRoom = rooms.find((room) => room.MaPhongBan !== 'PK01')!._id;
    const stores = (await data(doctor, STORES, { node: ref.room })).getPhongBanKhoDuocByNode as { _id: string }[];
    expect(stores.length, 'room PK01 dispenses from a store').toBeGreaterThan(0);
    ref.store = stores[0]!._id;
    ref.amox = await createDrug('TEST-AMOX', { TenDuoc: 'Amoxicillin 500mg (kiểm thử)', DonViTinh: 'Viên', HoatChat: 'Amoxicillin', SoDangKy: 'VD-TEST-1', BHYT: true, GiaBan: 2_000, GiaBHYT: 1_500 });
    ref.para = await createDrug('TEST-PARA', { TenDuoc: 'Paracetamol 500mg (kiểm thử)', DonViTinh: 'Viên', HoatChat: 'Paracetamol', SoDangKy: 'VD-TEST-2', GiaBan: 800 });
    ref.gac = await createDrug('TEST-GAC', { TenDuoc: 'Gạc vô trùng (kiểm thử)', DonViTinh: 'Miếng', LoaiDuoc: 'VTYT', BHYT: true, GiaBan: 3_000, GiaBHYT: 2_500 });
    ref.last = await createDrug('TEST-LAST', { TenDuoc: 'Thuốc còn 5 hộp (kiểm thử)', GiaBan: 50_000 });
    await stockIn(ref.amox, 300, 1_000);
    await stockIn(ref.amox, 100, 1_400);
    await stockIn(ref.para, 500, 300);
    await stockIn(ref.gac, 100, 1_200);
    await stockIn(ref.last, 5, 30_000);
  }, 180_000);
  afterAll(async () => server?.close());

  it('When the doctor writes a regular prescription / Then it is priced at the sale price, named by store and doctor, and its stock is taken', async () => {
    const exam = await examOf();
    const [amoxBefore, paraBefore] = [await onHand(ref.amox), await onHand(ref.para)];
    const toa = await create(exam, regular([line(ref.amox, { SoLuong: 10 }), line(ref.para, { SoLuong: 6, KhongThuTien: true })]));
    expect(toa).toMatchObject({ LoaiToaThuoc: 'ToaThuong', SoThuTuToa: 1, KhoXuat_Id: ref.store, LoiDan: 'Uống sau ăn', TongTien: 20_000 });
    expect(toa.TenKhoXuat).toBeTruthy();
    expect(toa.TenBacSi).toBeTruthy();
    expect(toa.ChiTiets).toMatchObject([
      { Duoc_Id: ref.amox, MaDuoc: 'TEST-AMOX', TenDuoc: 'Amoxicillin 500mg (kiểm thử)', DonViTinh: 'Viên', SoDangKy: 'VD-TEST-1', SoLuong: 10, DonGia: 2_000, DonGiaThanhToan: 2_000, DonGiaHoTro: 0, BHYT: false, DaThuTien: false, ThuTu: 1 },
      { Duoc_Id: ref.para, SoLuong: 6, DonGia: 800, DonGiaThanhToan: 0, KhongThuTien: true, GiaVon: 300, ThuTu: 2 },
    ]);
    // The lot expiring first goes first; both lots expire together here, so the cost is one of theirs or their blend.
    expect(toa.ChiTiets[0]!.GiaVon).toBeGreaterThanOrEqual(1_000);
    expect(toa.ChiTiets[0]!.GiaVon).toBeLessThanOrEqual(1_400);
    expect([await onHand(ref.amox), await onHand(ref.para)]).toEqual([amoxBefore - 10, paraBefore - 6]);
    expect((await data(doctor, LIST, { exam })).toaThuocs).toEqual([toa]);

    const second = await refusal(doctor, CREATE, { exam, input: regular([line(ref.para)]) });
    expect(second.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.prescription.kindExists', field: 'LoaiToaThuoc', params: { number: 1 } });
    expect(await prescriptionsOf(exam)).toBe(1);
  });

  it('When the doctor changes and then removes a prescription / Then the stock is held once, then given back', async () => {
    const exam = await examOf();
    const before = await onHand(ref.amox);
    const toa = await create(exam, regular([line(ref.amox, { SoLuong: 20 })]));
    expect(await onHand(ref.amox)).toBe(before - 20);
    // A refused save names the argument and the line, and leaves the prescription and its stock as they were.
    const refused = await refusal(doctor, UPDATE, { exam, toaThuong: regular([line(ref.amox, { SoLuong: -2 })]), ids: [toa._id] });
    expect(refused.extensions).toMatchObject({ messageKey: 'examination.prescription.quantityPositive', field: 'toaThuong.ChiTiets.0.SoLuong', params: { line: 1 } });
    const mismatch = await refusal(doctor, UPDATE, { exam, toaThuong: regular([line(ref.amox)], { LoaiToaThuoc: 'ToaBHYT' }) });
    expect(mismatch.extensions).toMatchObject({ messageKey: 'examination.prescription.kindMismatch', field: 'toaThuong.LoaiToaThuoc' });
    expect((await data(doctor, LIST, { exam })).toaThuocs).toEqual([toa]);
    expect(await onHand(ref.amox)).toBe(before - 20);
    const [changed] = (await data(doctor, UPDATE, { exam, toaThuong: regular([line(ref.amox, { SoLuong: 3 })]), dataUpdate: { LoiDan: 'Tái khám sau 5 ngày' } })).updateToaThuocs as Toa[];
    expect(changed).toMatchObject({ _id: toa._id, LoiDan: 'Tái khám sau 5 ngày', TongTien: 6_000, ChiTiets: [{ SoLuong: 3 }] });
    expect(await onHand(ref.amox)).toBe(before - 3);
    expect((await data(doctor, UPDATE, { exam, ids: [toa._id] })).updateToaThuocs).toEqual([]);
    expect(await onHand(ref.amox)).toBe(before);
    expect(await prescriptionsOf(exam)).toBe(0);
  });

  it('When reception cancels the visit of an exam holding a prescription / Then the exam is cancelled with the visit\'s reason and the stock comes back', async () => {
    const before = await onHand(ref.para);
    const exam = await examOf();
    await create(exam, regular([line(ref.para, { SoLuong: 6 })]));
    expect(await onHand(ref.para)).toBe(before - 6);
    const { TiepNhan_Id } = await one<{ TiepNhan_Id: string }>('SELECT "TiepNhan_Id" FROM "KhamBenh" WHERE _id = $1', [exam]);
    await data(desk, CANCEL_VISIT, { id: TiepNhan_Id });
    expect(await onHand(ref.para)).toBe(before);
    expect(await one('SELECT "TrangThai", "LyDoHuy" FROM "KhamBenh" WHERE _id = $1', [exam])).toEqual({ TrangThai: 'DaHuy', LyDoHuy: 'Bệnh nhân về không khám' });
    expect(await one('SELECT "DaHuy" FROM "KhamBenhToaThuoc" WHERE "KhamBenh_Id" = $1', [exam])).toEqual({ DaHuy: true });
  });

  it('When the exam is cancelled, removed or its patient sent to another room / Then its prescriptions give their stock back', async () => {
    const before = await onHand(ref.para);
    const cancelled = await examOf();
    await create(cancelled, regular([line(ref.para, { SoLuong: 7 })]));
    const removed = await examOf();
    await create(removed, regular([line(ref.para, { SoLuong: 9 })]));
    expect(await onHand(ref.para)).toBe(before - 16);
    await data(doctor, CANCEL_EXAM, { id: cancelled, reason: 'Bệnh nhân bỏ về' });
    expect(await onHand(ref.para)).toBe(before - 9);
    expect(await one('SELECT "DaHuy" FROM "KhamBenhToaThuoc" WHERE "KhamBenh_Id" = $1', [cancelled])).toEqual({ DaHuy: true });
    expect((await data(doctor, LIST, { exam: cancelled })).toaThuocs).toEqual([]);
    expect((await data(doctor, REMOVE_EXAM, { id: removed })).removeKhamBenh).toBe(true);
    expect(await onHand(ref.para)).toBe(before);
    expect(await prescriptionsOf(removed)).toBe(0);

    // Sent to another room, the exam here is cancelled: its prescription's stock comes back too.
    const order = await receive();
    const sent = (await data(doctor, START, { order })).createKhamBenh._id as string;
    await create(sent, regular([line(ref.para, { SoLuong: 5 })]));
    expect(await onHand(ref.para)).toBe(before - 5);
    await data(doctor, TRANSFER, { order, service: ref.exam, room: ref.otherRoom });
    expect(await onHand(ref.para)).toBe(before);
  });

  it('When the visit is insured / Then an insurance prescription takes the insurance price; outside purchases cost nothing and take no stock', async () => {
    const exam = await examOf(true);
    const before = await onHand(ref.amox);
    const toaBHYT = { LoaiToaThuoc: 'ToaBHYT', KhoXuat_Id: ref.store, ChiTiets: [line(ref.amox, { SoLuong: 4 })] };
    const toaMuaNgoai = { LoaiToaThuoc: 'ToaMuaNgoai', ChiTiets: [line('', { Duoc_Id: null, TenDuoc: 'Vitamin C sủi', DonViTinh: 'Viên', SoLuong: 10 }), line(ref.amox, { SoLuong: 2 })] };
    const saved = (await data(doctor, UPDATE, { exam, toaBHYT, toaMuaNgoai })).updateToaThuocs as Toa[];
    expect(saved.map((toa) => [toa.LoaiToaThuoc, toa.SoThuTuToa])).toEqual([['ToaBHYT', 1], ['ToaMuaNgoai', 2]]);
    expect(saved[0]).toMatchObject({ TongTien: 6_000, ChiTiets: [{ DonGia: 1_500, DonGiaThanhToan: 1_500, BHYT: true }] });
    expect(saved[1]).toMatchObject({ KhoXuat_Id: null, TongTien: 0, ChiTiets: [{ Duoc_Id: null, TenDuoc: 'Vitamin C sủi', DonViTinh: 'Viên', DonGia: 0 }, { Duoc_Id: ref.amox, DonGia: 0, GiaVon: 0 }] });
    expect(await onHand(ref.amox)).toBe(before - 4);

    const feePaying = await examOf(false);
    const refused = await refusal(doctor, CREATE, { exam: feePaying, input: toaBHYT });
    expect(refused.extensions).toMatchObject({ messageKey: 'examination.prescription.notInsured', field: 'LoaiToaThuoc' });
  });

  it.each([
    ['an unknown kind', (): Line => regular([line(ref.amox)], { LoaiToaThuoc: 'ToaLa' }), 'examination.prescription.kindUnknown', 'LoaiToaThuoc'],
    ['no store', () => regular([line(ref.amox)], { KhoXuat_Id: null }), 'examination.prescription.storeRequired', 'KhoXuat_Id'],
    ['a store the room does not dispense from', () => regular([line(ref.amox)], { KhoXuat_Id: ref.room }), 'examination.prescription.storeNotOfRoom', 'KhoXuat_Id'],
    ['no line', () => regular([]), 'examination.prescription.noLines', 'ChiTiets'],
    ['51 lines', () => regular(Array.from({ length: 51 }, () => line(ref.amox))), 'examination.prescription.tooManyLines', 'ChiTiets'],
    ['a line without a drug', () => regular([line(ref.amox), { SoLuong: 1, TenDuoc: 'Thuốc lạ', DonViTinh: 'Viên' }]), 'examination.prescription.drugRequired', 'ChiTiets.1.Duoc_Id'],
    ['a drug not in the catalogue', () => regular([line('khong-co')]), 'examination.prescription.drugNotFound', 'ChiTiets.0.Duoc_Id'],
    ['a quantity of 0', () => regular([line(ref.amox), line(ref.para, { SoLuong: 0 })]), 'examination.prescription.quantityPositive', 'ChiTiets.1.SoLuong'],
    ['a negative noon dose', () => regular([line(ref.amox, { Trua: -1 })]), 'examination.prescription.doseNegative', 'ChiTiets.0.Trua'],
    ['400 days', () => regular([line(ref.amox, { SoNgay: 400 })]), 'examination.prescription.daysRange', 'ChiTiets.0.SoNgay'],
    ['a drug twice', () => regular([line(ref.amox), line(ref.para), line(ref.amox)]), 'examination.prescription.drugTwice', 'ChiTiets.2.Duoc_Id'],
    ['a supply on a drug prescription', () => regular([line(ref.gac)]), 'examination.prescription.supplyNotDrug', 'ChiTiets.0.Duoc_Id'],
    ['a drug on a supplies prescription', () => regular([line(ref.amox)], { LoaiToaThuoc: 'ToaVTYT' }), 'examination.prescription.notSupply', 'ChiTiets.0.Duoc_Id'],
    ['an outside line without its unit', () => ({ LoaiToaThuoc: 'ToaMuaNgoai', ChiTiets: [{ TenDuoc: 'Vitamin C', SoLuong: 1 }] }), 'examination.prescription.unitRequired', 'ChiTiets.0.DonViTinh'],
    ['more than the store holds', () => regular([line(ref.para, { SoLuong: 2 }), line(ref.amox, { SoLuong: 1_000_000 })]), 'pharmacy.notEnoughStock', 'ChiTiets.1.SoLuong'],
  ] as const)('When the doctor writes %s / Then it is refused with its message and field, and nothing is saved or taken', async (_case, input, messageKey, field) => {
    const exam = await examOf();
    const [amox, para] = [await onHand(ref.amox), await onHand(ref.para)];
    const error = await refusal(doctor, CREATE, { exam, input: input() });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(error.message).not.toBe(messageKey);
    expect(await prescriptionsOf(exam)).toBe(0);
    expect([await onHand(ref.amox), await onHand(ref.para)]).toEqual([amox, para]);
  });

  it('When an uncovered drug is put on an insurance prescription / Then it is refused naming the line and the drug', async () => {
    const exam = await examOf(true);
    const error = await refusal(doctor, CREATE, { exam, input: { LoaiToaThuoc: 'ToaBHYT', KhoXuat_Id: ref.store, ChiTiets: [line(ref.amox), line(ref.para)] } });
    expect(error.extensions).toMatchObject({ messageKey: 'examination.prescription.notCovered', field: 'ChiTiets.1.Duoc_Id', params: { line: 2 } });
    expect(error.message).toContain('Paracetamol');
    expect(await prescriptionsOf(exam)).toBe(0);
  });

  it('When a prescription has a paid line / Then it can be neither changed nor removed, and the exam cannot be cancelled', async () => {
    const exam = await examOf();
    const toa = await create(exam, regular([line(ref.para, { SoLuong: 2 })]));
    await server.runtime.database.query('UPDATE "KhamBenhToaThuocChiTiet" SET "DaThuTien" = true WHERE "KhamBenhToaThuoc_Id" = $1', [toa._id]);
    const changed = await refusal(doctor, UPDATE, { exam, toaThuong: regular([line(ref.para, { SoLuong: 1 })]) });
    expect(changed.extensions).toMatchObject({ messageKey: 'examination.prescription.paid', field: 'toaThuong.LoaiToaThuoc', params: { number: 1 } });
    const removed = await refusal(doctor, UPDATE, { exam, ids: [toa._id] });
    expect(removed.extensions).toMatchObject({ messageKey: 'examination.prescription.paid', field: 'ids' });
    expect((await refusal(doctor, CANCEL_EXAM, { id: exam, reason: 'Nhầm' })).extensions).toMatchObject({ messageKey: 'examination.prescription.paid' });
    expect((await data(doctor, LIST, { exam })).toaThuocs).toMatchObject([{ _id: toa._id, ChiTiets: [{ SoLuong: 2, DaThuTien: true }] }]);
  });

  it('When the receptionist tries to prescribe / Then she is forbidden', async () => {
    const exam = await examOf();
    const error = await refusal(desk, CREATE, { exam, input: regular([line(ref.para)]) });
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });

  it('When the doctor saves sample prescriptions / Then each gets a code, a name is unique whatever its case and accents, and the search finds them', async () => {
    const info = { TenToaThuocMau: 'Viêm họng người lớn', LoiDan: 'Súc họng nước muối', ChiTiets: [line(ref.amox, { SoLuong: 21, SoNgay: 7 }), line(ref.gac, { SoLuong: 2 })] };
    const sample = (await data(doctor, CREATE_SAMPLE, { info })).createToaThuocMauAndToaThuocMauChiTiet;
    expect(sample).toMatchObject({ TenToaThuocMau: 'Viêm họng người lớn', LaToaMuaNgoai: false, ChiTiets: [{ Duoc_Id: ref.amox, TenDuoc: 'Amoxicillin 500mg (kiểm thử)', SoLuong: 21, ThuTu: 1 }, { Duoc_Id: ref.gac, ThuTu: 2 }] });
    expect(sample.MaToaThuocMau).toMatch(/^TTM\d{5}$/);
    expect(sample.BacSi_Id).toBeTruthy();
    const same = await refusal(doctor, CREATE_SAMPLE, { info: { ...info, TenToaThuocMau: '  VIEM HONG nguoi lon ' } });
    expect(same.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.prescription.templateNameTaken', field: 'TenToaThuocMau' });
    const noName = await refusal(doctor, CREATE_SAMPLE, { info: { ...info, TenToaThuocMau: ' ' } });
    expect(noName.extensions).toMatchObject({ messageKey: 'examination.prescription.templateNameRequired', field: 'TenToaThuocMau' });
    const badLine = await refusal(doctor, CREATE_SAMPLE, { info: { ...info, TenToaThuocMau: 'Khác', ChiTiets: [line(ref.amox, { SoLuong: -1 })] } });
    expect(badLine.extensions).toMatchObject({ messageKey: 'examination.prescription.quantityPositive', field: 'ChiTiets.0.SoLuong' });
    const outside = (await data(doctor, CREATE_SAMPLE, { info: { TenToaThuocMau: 'Bổ sung vitamin', LaToaMuaNgoai: true, ChiTiets: [{ TenDuoc: 'Vitamin C sủi', DonViTinh: 'Viên', SoLuong: 10 }] } })).createToaThuocMauAndToaThuocMauChiTiet;
    expect(outside).toMatchObject({ LaToaMuaNgoai: true, ChiTiets: [{ Duoc_Id: null, TenDuoc: 'Vitamin C sủi' }] });

    expect(((await data(doctor, SAMPLES)).toaThuocMaus as { _id: string }[]).map((row) => row._id)).toEqual(expect.arrayContaining([sample._id, outside._id]));
    const found = (await data(doctor, SEARCH_SAMPLES, { text: 'viem hong' })).searchDM_ToaThuocMau as { _id: string }[];
    expect(found.map((row) => row._id)).toEqual([sample._id]);
    const outsideOnly = (await data(doctor, SEARCH_SAMPLES, { outside: true })).searchDM_ToaThuocMau as { _id: string }[];
    expect(outsideOnly.map((row) => row._id)).toEqual([outside._id]);
  });

  it('When the facility allows prescribing beyond stock / Then a prescription for more than the store holds is saved, and only then', async () => {
    const drug = await createDrug('VT-BEYOND', { TenDuoc: 'Cefuroxim 500mg', HoatChat: 'Cefuroxim', DonViTinh: 'Viên', LoaiDuoc: 'Thuoc', GiaBan: 5_000 });
    await stockIn(drug, 2, 3_000);
    const refused = await refusal(doctor, CREATE, { exam: await examOf(), input: regular([line(drug, { SoLuong: 6 })]) });
    expect(refused.extensions).toMatchObject({ messageKey: 'pharmacy.notEnoughStock', field: 'ChiTiets.0.SoLuong' });
    await data(admin, SETTING, { input: { choPhepKeVuotTon: true } });
    try {
      const saved = await create(await examOf(), regular([line(drug, { SoLuong: 6 })]));
      expect(saved.ChiTiets).toMatchObject([{ Duoc_Id: drug, SoLuong: 6 }]);
      expect(await onHand(drug)).toBe(0);
    } finally {
      await data(admin, SETTING, { input: { choPhepKeVuotTon: false } });
    }
  });

  it('When ten doctors prescribe the last five boxes at once / Then exactly five succeed and five are told there is not enough stock', async () => {
    const exams: string[] = [];
    for (let index = 0; index < 10; index++) exams.push(await examOf());
    expect(await onHand(ref.last)).toBe(5);
    const results = await Promise.all(exams.map((exam) => gql(server, '/graphqlhis', CREATE, { exam, input: regular([line(ref.last, { SoLuong: 1 })]) }, doctor)));
    expect(results.filter((result) => !result.errors)).toHaveLength(5);
    const refused = results.filter((result) => result.errors).map((result) => result.errors![0]!.extensions);
    expect(refused).toHaveLength(5);
    for (const extensions of refused) expect(extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'pharmacy.notEnoughStock', field: 'ChiTiets.0.SoLuong' });
    expect(await onHand(ref.last)).toBe(0);
    expect(Number((await one<{ n: number }>(`SELECT count(*)::int AS n FROM "KhamBenhToaThuoc" WHERE "KhamBenh_Id" = ANY($1::text[])`, [exams])).n)).toBe(5);
  });
});
