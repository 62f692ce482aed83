// The cashier as the server enforces it (spec §3 Bill line, Receipt, Receipt book; §4 Receipt states, fee completion;
// §7 cashier and receipts): an insured patient's bill shared by the money rules, receipts numbered from the cashier's
// book, deleted with a reason, posted and unposted, the visit's fees completed and undone, advances and refunds, a
// discount, the patient group change, a prescription's payment request; at every step the balance derived from the
// money movements equals the bill's totals, and each refusal names its key and field and changes nothing. On PGlite
// and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';
import { rulesInForce, shareBill, type InsuranceRules, type RuleRow } from '../../plugins/cashier/rules/insurance-share';

const LINE = `_id Nguon MaPhieu MaDV TenDichVu NhomDichVu TranGroup LoaiGia SoLuong DonGia DonGiaBHYT ThanhTien BHChiTra BenhNhanTT KhongBHYT TyLeBHYT MienGiam
  PhanTramGiamGia SoTienGiamGia ThanhTienSauGiamGia BenhNhanTTSauGiamGia PhanTram80 PhanTram50 PhanTram30 IsKhamBenh DaThuTien HachToan KhongThuTien ConLai
  ThoiGianChiDinh NoiThucHien BienLai_Id ToaThuoc_Id`;
const RECEIPT = `_id MaBienLai SoBienLai LoaiBienLai NgayBienLai GiaTriBienLai TrangThai HinhThucThanhToan_Id TenHinhThucThanhToan MienGiam GhiChu NguoiThu TenNguoiThu
  TransactionIds TiepNhan_Id BenhNhan_Id MaYTe TenBenhNhan LyDoHuy NgayHuy daXuatHoaDon QuyenBienLai { _id KyHieu Next_Number } ChiTiets { _id DaThuTien BenhNhanTTSauGiamGia HachToan }`;
const TOTALS = 'TongTien BHChiTra BenhNhanTT MienGiam DaThu TamUng ConLai SoDongKhongBHYT';
const DATA = `TiepNhan { _id MaTiepNhan TrangThai DoiTuong_Id SoTheBHYT MucHuong TuyenKCB NgayTiepNhan NgayThanhToan BenhNhan { _id MaYTe } } BenhNhan { _id MaYTe TenBenhNhan }
  ChiTiets { ${LINE} } TongHop { ${TOTALS} } BienLais { _id SoBienLai TrangThai } BienLaiDaHuys { _id LyDoHuy } TrangThaiTiepNhan DaXacNhanBHYT`;
const LOAD = `query ($patient: ID!, $visit: ID) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) { ${DATA} } }`;
const LOAD_BY_CODE = `query ($code: String!) { loadDataByOnSelectBenhNhanMaYTe(MaYTe: $code) { TiepNhan { _id } } }`;
const LIST = `query ($list: String, $search: String) { loadBenhNhanFromTransaction(danhSach: $list, searchString: $search) {
  TiepNhan_Id BenhNhan_Id MaYTe MaTiepNhan TenBenhNhan SoTienCanThu UuTien TrangThaiVienPhi TenDoiTuong NgayTiepNhan } }`;
const CREATE = `mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { ${RECEIPT} } }`;
const DELETE = `mutation ($id: ID!, $reason: String!) { xoaBienLai_ByVienPhi(BienLai_Id: $id, LyDo: $reason) { ${RECEIPT} } }`;
const DELETED = `query ($visit: ID!) { getBienLaiDaHuy_ByTiepNhanId(TiepNhan_Id: $visit) { _id LyDoHuy TrangThai } }`;
const RECEIPT_BY_ID = `query ($id: ID!) { getBienLai_ByIdVienPhi(BienLai_Id: $id) { ${RECEIPT} } }`;
const RECEIPTS_OF_PATIENT = `query ($patient: ID!, $mode: String) { getBienLai_ByBenhNhanId(BenhNhan_Id: $patient, ViewMode: $mode) { _id TrangThai } }`;
const RECEIPTS = `query ($filter: BienLaiFilter) { getBienLais(filter: $filter) { _id MaBienLai TrangThai } }`;
const BOOKS = `query ($user: ID) { get_QuyenBienLai_ByNguoiSuDung_Id(NguoiSuDung_Id: $user) { _id KyHieu Series Min_Number Max_Number Next_Number MaLoaiQuyenBienLai isLocked
  NguoiSuDungs { NguoiSuDung_Id TenNguoiSuDung Current_Number } } }`;
const SAVE_BOOK = `mutation ($id: ID, $input: QuyenBienLaiInput!) { update_QuyenBienLai_ByVienPhi(_id: $id, input: $input) { _id KyHieu Min_Number Max_Number Next_Number MaLoaiQuyenBienLai isLocked NguoiSuDungs { NguoiSuDung_Id } } }`;
const LOCK_BOOK = 'mutation ($id: ID!, $locked: Boolean!) { lockQuyenBienLai(_id: $id, isLocked: $locked) { _id isLocked } }';
const METHODS = '{ getAllDM_HinhThucThanhToan { _id MaHinhThucThanhToan TenHinhThucThanhToan MacDinh isActive } }';
const POST = `mutation ($visit: ID!, $receipts: [ID!]) { hachToan_VienPhi(TiepNhan_Id: $visit, BienLai_Ids: $receipts) { _id TrangThai } }`;
const UNPOST = `mutation ($lines: [ID!]!) { huyHachToan_VienPhi(ChiTiet_Ids: $lines) { _id HachToan DaThuTien } }`;
const UNPOST_ALL = `mutation ($id: ID!) { huyHachToan_ToanBoMTran_VienPhi(transactionId: $id) { _id TrangThai } }`;
const COMPLETE = `mutation ($visit: ID!, $paidOn: Float) { hoanTatVienPhiNgoaiTru(TiepNhan_Id: $visit, ngayThanhToan: $paidOn) { TrangThaiTiepNhan TiepNhan { NgayThanhToan } } }`;
const UNDO_COMPLETE = `mutation ($visit: ID!) { huyHoanTatVienPhi(tiepNhanId: $visit) { TrangThaiTiepNhan TiepNhan { NgayThanhToan } } }`;
const ADVANCE_REFUNDED = 'query ($visit: ID!) { checkDaHoanUng(TiepNhan_Id: $visit) }';
const REMOVE_SERVICES = 'mutation ($ids: [ID!]!) { XoaDichVuKhamBenh(dichvuIds: $ids) }';
const CAN_CHANGE = 'query ($visit: ID!) { checkIsEligibleForChangeDoiTuong(idTiepNhan: $visit) { eligible message } }';
const CHANGE_GROUP = `mutation ($visit: ID!, $input: ChuyenDoiDoiTuongInput!) { ChuyenDoiDoiTuong(TiepNhan_Id: $visit, input: $input) { TiepNhan { DoiTuong_Id SoTheBHYT }
  ChiTiets { _id LoaiGia DonGia BHChiTra BenhNhanTT } } }`;
const DISCOUNT = `mutation ($visit: ID!, $lines: [MienGiamInput!]!, $reason: String!) { mienGiamNgoaiTru(TiepNhan_Id: $visit, lines: $lines, LyDo: $reason) {
  ChiTiets { _id PhanTramGiamGia SoTienGiamGia BenhNhanTT BenhNhanTTSauGiamGia MienGiam } TongHop { ${TOTALS} } } }`;
const CANCEL_DRUGS_REQUEST = 'mutation ($id: ID!) { huyYeuCauThanhToan_KhamBenhToaThuoc(ToaThuoc_Id: $id) }';
const CANCEL_SUPPLIES_REQUEST = 'mutation ($id: ID!) { huyYeuCauThanhToan_KhamBenhVTYT(ToaThuoc_Id: $id) }';
const RULES = '{ quyTacBHYTs { _id MaQuyTac GiaTri TuNgay GhiChu CanKiemTra } }';
const SAVE_RULE = 'mutation ($id: ID, $input: QuyTacBHYTInput!) { saveQuyTacBHYT(_id: $id, input: $input) { _id MaQuyTac GiaTri TuNgay GhiChu CanKiemTra } }';

const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id BenhNhan_Id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const ORDER = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id ChiTiets { _id DichVu_Id } } }`;
const RESAVE = 'mutation ($exam: ID!, $toa: ToaThuocInput) { updateToaThuocs(idKhamBenh: $exam, toaThuong: $toa) { _id YeuCauThanhToan ChiTiets { _id } } }';
const PRESCRIBE = 'mutation ($exam: ID!, $input: ToaThuocInput!) { createToaThuoc(idKhamBenh: $exam, input: $input) { _id ChiTiets { _id } } }';
const CREATE_DRUG = 'mutation ($input: DM_DuocInput!) { createDM_Duoc(input: $input) { _id } }';
const STOCK_IN = 'mutation ($input: PhieuNhapKhoInput!) { createPhieuNhapKho(input: $input) { _id } }';
const STORES = 'query ($node: ID) { getPhongBanKhoDuocByNode(idNode: $node) { _id } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });
const YEAR = new Date().getFullYear();

interface BillLine { _id: string; Nguon: string; TenDichVu: string; SoLuong: number; DonGia: number; DonGiaBHYT: number | null; ThanhTien: number; BHChiTra: number; BenhNhanTT: number;
  KhongBHYT: boolean; TyLeBHYT: number; IsKhamBenh: boolean; ThoiGianChiDinh: number; BenhNhanTTSauGiamGia: number; ThanhTienSauGiamGia: number; SoTienGiamGia: number;
  DaThuTien: boolean; HachToan: boolean; ConLai: number; BienLai_Id: string | null; [field: string]: unknown }
interface Totals { TongTien: number; BHChiTra: number; BenhNhanTT: number; MienGiam: number; DaThu: number; TamUng: number; ConLai: number; SoDongKhongBHYT: number }
interface Data { TiepNhan: Record<string, unknown> & { _id: string }; ChiTiets: BillLine[]; TongHop: Totals; BienLais: { _id: string; SoBienLai: number; TrangThai: string }[];
  BienLaiDaHuys: { _id: string; LyDoHuy: string }[]; TrangThaiTiepNhan: string; DaXacNhanBHYT: boolean }
interface Receipt { _id: string; MaBienLai: string; SoBienLai: number; LoaiBienLai: string; GiaTriBienLai: number; TrangThai: string; TransactionIds: string[];
  ChiTiets: { _id: string; BenhNhanTTSauGiamGia: number; HachToan: boolean }[]; QuyenBienLai: { _id: string; Next_Number: number }; [field: string]: unknown }
interface Book { _id: string; KyHieu: string; MaLoaiQuyenBienLai: string; Next_Number: number; Max_Number: number; isLocked: boolean }

describe.each(BACKENDS)('the cashier on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let cashier: Caller & { userId?: string };
  let admin: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'bhyt' | 'vienPhi' | 'dichVu' | 'exam' | 'pk01' | 'xn01' | 'icd' | 'cbc' | 'glucose' | 'urea' | 'card' | 'cash' | 'store' | 'drug', string>;
  const books = {} as Record<'ThuTien' | 'TamUng' | 'HoanUng', Book>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const rows = async <T>(query: string, params: unknown[] = []): Promise<T[]> => server.runtime.database.query<T>(query, params);
  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await rows<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const signIn = async (username: string, password: string): Promise<Caller & { userId: string }> => {
    const { token, userId } = await login(server, username, password);
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id, userId };
  };

  /** A patient received for internal medicine at PK01 and examined there; with `tests`, lab tests sent to the sample room. */
  const examined = async (group: 'bhyt' | 'vienPhi' = 'bhyt', tests: { service: string; quantity: number }[] = []) => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Trần Thị Thu Ngân ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1975, GioiTinh: 'FEMALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
      SoDienThoai: `0977${String(500000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const card = group === 'bhyt'
      ? { SoTheBHYT: `DN401${String(8_200_000_000 + serial)}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' }
      : {};
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref[group], ...card, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Theo dõi đái tháo đường' } })).createKhamBenh._id as string;
    if (tests.length > 0) {
      const DichVus = tests.map((test) => ({ DichVu_Id: test.service, NoiThucHien_Id: ref.xn01, SoLuong: test.quantity }));
      await data(doctor, ORDER, { exam, input: { DichVus, guiNgay: true } });
    }
    return { visit: visit._id as string, patient: visit.BenhNhan_Id as string, exam };
  };
  const load = async (visit: { visit: string; patient: string }): Promise<Data> => (await data(cashier, LOAD, { patient: visit.patient, visit: visit.visit })).loadDataByOnSelectBenhNhan;
  const collect = async (input: Record<string, unknown>): Promise<Receipt> =>
    (await data(cashier, CREATE, { input: { HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: books.ThuTien._id, ...input } })).createBienLai_ByVienPhi;
  const bookNow = async (kind: keyof typeof books) => (await data(cashier, BOOKS, {})).get_QuyenBienLai_ByNguoiSuDung_Id.find((book: Book) => book._id === books[kind]._id) as Book;

  /** The money in the database: every count and sum a refused call must leave as it was. */
  const ledger = async (visit: string) => one<Record<string, number>>(`
    SELECT (SELECT count(*) FROM "BienLai" WHERE "TiepNhan_Id" = $1)::int AS receipts,
      (SELECT count(*) FROM "VienPhi_GiaoDich" WHERE "TiepNhan_Id" = $1)::int AS movements,
      (SELECT count(*) FROM "VienPhi_ChiTiet" WHERE "TiepNhan_Id" = $1 AND "TrangThai" = 'HieuLuc')::int AS collected,
      (SELECT count(*) FROM "VienPhi_ChiTiet" WHERE "TiepNhan_Id" = $1 AND "HachToan")::int AS posted,
      (SELECT count(*) FROM "VienPhi_MienGiam" WHERE "TiepNhan_Id" = $1)::int AS exemptions,
      (SELECT string_agg("TrangThai", ',' ORDER BY _id) FROM "BienLai" WHERE "TiepNhan_Id" = $1) AS states,
      (SELECT "TrangThai" || coalesce("DoiTuong_Id", '') FROM "TiepNhan" WHERE _id = $1) AS visit,
      (SELECT sum("nextNumber")::int FROM his_number_books WHERE kind LIKE 'cashier.%') AS numbers`, [visit]);

  /**
   * The balance derived from the movements alone equals what the lines and the screen say: money applied to lines less
   * refunds is the collected lines' patient shares, the advance held is advances less refunds and uses, and the
   * screen's totals add up from its lines.
   */
  const expectBalanced = async (visit: { visit: string; patient: string }): Promise<Data> => {
    const form = await load(visit);
    const money = await one<{ applied: number; held: number; lines: number }>(`
      SELECT coalesce(sum(CASE "LoaiGiaoDich" WHEN 'ThuTien' THEN "SoTien" WHEN 'TruTamUng' THEN "SoTien" WHEN 'HoanTien' THEN -"SoTien" ELSE 0 END), 0)::float8 AS applied,
        coalesce(sum(CASE "LoaiGiaoDich" WHEN 'TamUng' THEN "SoTien" WHEN 'HoanUng' THEN -"SoTien" WHEN 'TruTamUng' THEN -"SoTien" ELSE 0 END), 0)::float8 AS held,
        (SELECT coalesce(sum("BenhNhanTTSauGiamGia"), 0) FROM "VienPhi_ChiTiet" WHERE "TiepNhan_Id" = $1 AND "TrangThai" = 'HieuLuc')::float8 AS lines
      FROM "VienPhi_GiaoDich" WHERE "TiepNhan_Id" = $1 AND NOT "DaHuy"`, [visit.visit]);
    expect(money.applied).toBe(money.lines);
    expect(form.TongHop.DaThu).toBe(money.applied);
    expect(form.TongHop.TamUng).toBe(money.held);
    const sum = (pick: (line: BillLine) => number) => form.ChiTiets.reduce((total, line) => total + pick(line), 0);
    expect(form.TongHop.DaThu).toBe(sum((line) => (line.DaThuTien ? line.BenhNhanTTSauGiamGia : 0)));
    expect(form.TongHop.ConLai).toBe(sum((line) => (line.DaThuTien ? 0 : line.BenhNhanTTSauGiamGia)));
    expect(form.TongHop.TongTien).toBe(sum((line) => line.ThanhTien));
    expect(form.TongHop.TongTien).toBe(form.TongHop.BHChiTra + form.TongHop.BenhNhanTT + form.TongHop.MienGiam);
    for (const line of form.ChiTiets) expect(line.BHChiTra + line.BenhNhanTTSauGiamGia).toBe(line.ThanhTienSauGiamGia);
    return form;
  };

  /** A refused call: its key and field, and the visit's money as it was. */
  const expectRefused = async (caller: Caller, visit: string, query: string, variables: Record<string, unknown>, messageKey: string, field: string) => {
    const before = await ledger(visit);
    const error = await refusal(caller, query, variables);
    expect(error.extensions, error.message).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(error.message).not.toContain(messageKey);
    expect(await ledger(visit)).toEqual(before);
  };

  let rules: InsuranceRules;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    cashier = await signIn('thungan', 'Thungan@123');
    admin = await signIn('admin', 'Admin@123');
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    for (const [key, code] of [['bhyt', 'BaoHiemYTe'], ['vienPhi', 'VienPhi'], ['dichVu', 'DichVu']] as const) ref[key] = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = $1`, [code]);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    for (const [key, code] of [['pk01', 'PK01'], ['xn01', 'XN01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU'], ['urea', 'XN-URE']] as const) ref[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    const methods = (await data(cashier, METHODS)).getAllDM_HinhThucThanhToan as { _id: string; MaHinhThucThanhToan: string; MacDinh: boolean }[];
    expect(methods.map((method) => method.MaHinhThucThanhToan)).toEqual(['TienMat', 'ChuyenKhoan', 'Khac', 'QuetThe']);
    expect(methods[0]!.MacDinh).toBe(true);
    ref.card = methods.find((method) => method.MaHinhThucThanhToan === 'QuetThe')!._id;
    ref.cash = methods.find((method) => method.MaHinhThucThanhToan === 'TienMat')!._id;
    const own = (await data(cashier, BOOKS, {})).get_QuyenBienLai_ByNguoiSuDung_Id as Book[];
    for (const kind of ['ThuTien', 'TamUng', 'HoanUng'] as const) books[kind] = own.find((book) => book.MaLoaiQuyenBienLai === kind)!;
    rules = rulesInForce(await rows<RuleRow>(`SELECT "MaQuyTac", "GiaTri"::float8 AS "GiaTri", "TuNgay"::float8 AS "TuNgay" FROM "QuyTacBHYT"`), Date.now()) as InsuranceRules;
    ref.store = ((await data(doctor, STORES, { node: ref.pk01 })).getPhongBanKhoDuocByNode as { _id: string }[])[0]!._id;
    ref.drug = (await data(admin, CREATE_DRUG, { input: { MaDuoc: 'TEST-TN-1', TenDuoc: 'Paracetamol 500mg (thu ngân)', DonViTinh: 'Viên', LoaiDuoc: 'Thuoc', BHYT: false, GiaBan: 1_000 } })).createDM_Duoc._id;
    const stocked = await gql(server, '/graphqlsm4', STOCK_IN, { input: { KhoDuoc_Id: ref.store, ChiTiets: [{ Duoc_Id: ref.drug, SoLo: 'TN1', HanSuDung: Date.UTC(YEAR + 1, 11, 31), SoLuong: 1000, GiaNhap: 500 }] } }, admin);
    expect(stocked.errors).toBeUndefined();
  }, 180_000);
  afterAll(async () => server?.close());

  it('When the demo starts / Then the cashier writes from a book of each kind, numbered from 1, with the four payment methods', async () => {
    for (const kind of ['ThuTien', 'TamUng', 'HoanUng'] as const) expect(books[kind]).toMatchObject({ MaLoaiQuyenBienLai: kind, isLocked: false });
    expect((await data(cashier, BOOKS, {})).get_QuyenBienLai_ByNguoiSuDung_Id[0].NguoiSuDungs).toEqual([
      expect.objectContaining({ NguoiSuDung_Id: cashier.userId, TenNguoiSuDung: 'Lê Thị Cúc' }),
    ]);
  });

  it('When a payment goes into the facility\'s bank account / Then its receipts name the account by number and holder; a cash advance names none', async () => {
    const account = await one<{ _id: string; MaTaiKhoanNganHang: string; TenTaiKhoanNganHang: string }>(`
      SELECT _id, "MaTaiKhoanNganHang", "TenTaiKhoanNganHang" FROM "DM_TaiKhoanNganHang" WHERE "node_Id" = $1 ORDER BY "MaTaiKhoanNganHang" LIMIT 1`, [cashier.node]);
    const visit = await examined('vienPhi');
    const paid = await collect({ TiepNhan_Id: visit.visit, ChiTiet_Ids: (await load(visit)).ChiTiets.map((line) => line._id), TaiKhoanNganHang_Id: account._id });
    const advance = (await data(cashier, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'TamUng', SoTien: 1_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.TamUng._id } }))
      .createBienLai_ByVienPhi as Receipt;
    const ACCOUNTS = 'query ($patient: ID!) { getBienLai_ByBenhNhanId(BenhNhan_Id: $patient) { _id TaiKhoanNganHang_Id MaTaiKhoanNganHang TenTaiKhoanNganHang } }';
    const named = (await data(cashier, ACCOUNTS, { patient: visit.patient })).getBienLai_ByBenhNhanId as { _id: string }[];
    expect(named.find((receipt) => receipt._id === paid._id)).toEqual({
      _id: paid._id, TaiKhoanNganHang_Id: account._id, MaTaiKhoanNganHang: account.MaTaiKhoanNganHang, TenTaiKhoanNganHang: account.TenTaiKhoanNganHang,
    });
    expect(named.find((receipt) => receipt._id === advance._id)).toEqual({ _id: advance._id, TaiKhoanNganHang_Id: null, MaTaiKhoanNganHang: null, TenTaiKhoanNganHang: null });
  });

  it('When an insured patient is examined with two lab tests / Then the bill shares each line as the money rules do and the list shows what to collect', async () => {
    const visit = await examined('bhyt', [{ service: ref.cbc, quantity: 5 }, { service: ref.glucose, quantity: 5 }]);
    const form = await expectBalanced(visit);
    expect(form.TiepNhan).toMatchObject({ _id: visit.visit, MucHuong: 4, TuyenKCB: 'DungTuyen' });
    expect(form.ChiTiets.map((line) => [line.TenDichVu, line.SoLuong, line.IsKhamBenh, line.DaThuTien]).length).toBe(3);
    const shared = shareBill(
      { insured: true, MucHuong: 4, TuyenKCB: 'DungTuyen', LoaiTiepNhan: 'NgoaiTru', MienCungChiTra: false, NgayMienCungChiTra: null, TaiKham: false },
      form.ChiTiets.map((line) => ({ id: line._id, SoLuong: line.SoLuong, DonGia: line.DonGia, DonGiaBHYT: line.DonGiaBHYT, IsKhamBenh: line.IsKhamBenh, at: line.ThoiGianChiDinh, KhongThuTien: false })),
      rules,
    );
    for (const expected of shared.lines) {
      const line = form.ChiTiets.find((each) => each._id === expected.id)!;
      expect(line).toMatchObject({
        ThanhTien: expected.ThanhTien, BHChiTra: expected.BHChiTra, BenhNhanTT: expected.BenhNhanTT, BenhNhanTTSauGiamGia: expected.BenhNhanTTSauGiamGia,
        TyLeBHYT: expected.TyLeBHYT, KhongBHYT: expected.KhongBHYT, ConLai: expected.BenhNhanTTSauGiamGia,
      });
    }
    expect(form.TongHop).toMatchObject({ TongTien: shared.totals.TongTien, BHChiTra: shared.totals.BHChiTra, BenhNhanTT: shared.totals.BenhNhanTT, DaThu: 0, TamUng: 0 });
    // Over the low-cost threshold: insurance pays the card's 80%, the patient the rest.
    expect(shared.totals.DuoiNguongChiPhiThap).toBe(false);
    expect(form.TongHop.ConLai).toBeGreaterThan(0);
    const listed = (await data(cashier, LIST, { list: 'ChoThanhToan', search: form.TiepNhan.MaTiepNhan as string })).loadBenhNhanFromTransaction;
    expect(listed).toEqual([expect.objectContaining({ TiepNhan_Id: visit.visit, SoTienCanThu: form.TongHop.ConLai, TrangThaiVienPhi: 'ChoThanhToan', TenDoiTuong: 'Bảo hiểm y tế' })]);
    const code = (form as unknown as { BenhNhan: { MaYTe: string } }).BenhNhan.MaYTe;
    expect((await data(cashier, LOAD_BY_CODE, { code })).loadDataByOnSelectBenhNhanMaYTe.TiepNhan._id).toBe(visit.visit);
  });

  it('When the cashier collects, deletes, collects again, posts, unposts, completes and undoes / Then numbers, states and the balance follow, and each refusal changes nothing', async () => {
    const visit = await examined('bhyt', [{ service: ref.cbc, quantity: 5 }, { service: ref.glucose, quantity: 5 }]);
    let form = await expectBalanced(visit);
    const labs = form.ChiTiets.filter((line) => !line.IsKhamBenh);
    const examLine = form.ChiTiets.find((line) => line.IsKhamBenh)!;
    const next = (await bookNow('ThuTien')).Next_Number;

    // Collect the two lab tests by card.
    const first = await collect({ TiepNhan_Id: visit.visit, ChiTiet_Ids: labs.map((line) => line._id), GhiChu: 'Xét nghiệm' });
    expect(first).toMatchObject({ SoBienLai: next, LoaiBienLai: 'ThuTien', TrangThai: 'DaThuTien', TenHinhThucThanhToan: 'Quẹt thẻ', TenNguoiThu: 'Lê Thị Cúc', daXuatHoaDon: false });
    expect(first.MaBienLai).toBe(`BL/26T-${String(next).padStart(7, '0')}`);
    expect(first.GiaTriBienLai).toBe(labs.reduce((sum, line) => sum + line.BenhNhanTTSauGiamGia, 0));
    expect(first.ChiTiets.map((line) => line._id).sort()).toEqual(labs.map((line) => line._id).sort());
    expect(first.TransactionIds).toHaveLength(1);
    expect((await bookNow('ThuTien')).Next_Number).toBe(next + 1);
    form = await expectBalanced(visit);
    expect(form.ChiTiets.filter((line) => line.DaThuTien).map((line) => line.BienLai_Id)).toEqual([first._id, first._id]);
    expect(form.TongHop.DaThu).toBe(first.GiaTriBienLai);
    const paid = await rows<{ DaThuTien: boolean }>('SELECT "DaThuTien" FROM "DichVuYeuCau_ChiTiet" WHERE _id = ANY($1)', [labs.map((line) => line._id)]);
    expect(paid.every((line) => line.DaThuTien)).toBe(true);

    // Refusals: each names its field and leaves the money as it was.
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: [labs[0]!._id], HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: books.ThuTien._id } },
      'cashier.lineCollected', 'ChiTiet_Ids.0');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: ['nothing-here'], HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: books.ThuTien._id } },
      'cashier.lineNotOnBill', 'ChiTiet_Ids.0');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: [examLine._id], HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: books.TamUng._id } },
      'cashier.bookKind', 'QuyenBienLai_Id');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: [examLine._id], SoTien: examLine.BenhNhanTTSauGiamGia - 1, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.ThuTien._id } },
      'cashier.amountTooSmall', 'SoTien');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'HoanUng', SoTien: 1_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.HoanUng._id } },
      'cashier.refundExceedsAdvance', 'SoTien');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'TamUng', SoTien: 10.5, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.TamUng._id } },
      'cashier.amountInvalid', 'SoTien');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'Khac', SoTien: 10, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.TamUng._id } },
      'cashier.valueNotAllowed', 'LoaiBienLai');
    await expectRefused(cashier, visit.visit, DELETE, { id: first._id, reason: '   ' }, 'validation.required', 'LyDo');
    await expectRefused(cashier, visit.visit, REMOVE_SERVICES, { ids: [labs[0]!._id] }, 'reception.serviceOrders.paid', 'dichvuIds');
    await expectRefused(cashier, visit.visit, CHANGE_GROUP, { visit: visit.visit, input: { DoiTuong_Id: ref.vienPhi } }, 'cashier.groupChange.collected', 'TiepNhan_Id');
    await expectRefused(cashier, visit.visit, COMPLETE, { visit: visit.visit }, 'cashier.leftToCollect', 'TiepNhan_Id');
    expect((await data(cashier, CAN_CHANGE, { visit: visit.visit })).checkIsEligibleForChangeDoiTuong).toEqual({
      eligible: false, message: expect.stringContaining(String(form.TiepNhan.MaTiepNhan)),
    });
    expect((await refusal(doctor, CREATE, { input: { TiepNhan_Id: visit.visit, ChiTiet_Ids: [examLine._id], HinhThucThanhToan_Id: ref.card, QuyenBienLai_Id: books.ThuTien._id } })).extensions)
      .toMatchObject({ code: 'FORBIDDEN' });

    // Delete with a reason: the lines are to collect again, the receipt is in the deleted list, its number is not reused.
    const deleted = (await data(cashier, DELETE, { id: first._id, reason: 'Thu nhầm hình thức thanh toán' })).xoaBienLai_ByVienPhi as Receipt;
    expect(deleted).toMatchObject({ TrangThai: 'DaHuy', LyDoHuy: 'Thu nhầm hình thức thanh toán' });
    expect((await data(cashier, DELETED, { visit: visit.visit })).getBienLaiDaHuy_ByTiepNhanId).toEqual([expect.objectContaining({ _id: first._id, TrangThai: 'DaHuy' })]);
    form = await expectBalanced(visit);
    expect(form.ChiTiets.every((line) => !line.DaThuTien)).toBe(true);
    expect(form.BienLaiDaHuys).toEqual([{ _id: first._id, LyDoHuy: 'Thu nhầm hình thức thanh toán' }]);
    expect(form.TongHop.DaThu).toBe(0);
    expect((await rows<{ DaThuTien: boolean }>('SELECT "DaThuTien" FROM "DichVuYeuCau_ChiTiet" WHERE _id = ANY($1)', [labs.map((line) => line._id)])).every((line) => !line.DaThuTien)).toBe(true);
    await expectRefused(cashier, visit.visit, DELETE, { id: first._id, reason: 'Lần nữa' }, 'cashier.receiptDeleted', 'BienLai_Id');

    // Collect every line again, in cash: the next number.
    const second = await collect({ TiepNhan_Id: visit.visit, ChiTiet_Ids: form.ChiTiets.map((line) => line._id), HinhThucThanhToan_Id: ref.cash, SoTien: 10_000_000 });
    expect(second.SoBienLai).toBe(next + 1);
    expect(second.GiaTriBienLai).toBe(form.TongHop.ConLai);
    form = await expectBalanced(visit);
    expect(form.TongHop.ConLai).toBe(0);
    expect((await data(cashier, LIST, { list: 'ChuaHachToan', search: form.TiepNhan.MaTiepNhan as string })).loadBenhNhanFromTransaction)
      .toEqual([expect.objectContaining({ TiepNhan_Id: visit.visit, SoTienCanThu: 0, TrangThaiVienPhi: 'ChuaHachToan' })]);

    // Post it, then unpost one line: the receipt is being posted; posted, it cannot be deleted.
    expect((await data(cashier, POST, { visit: visit.visit })).hachToan_VienPhi).toEqual([{ _id: second._id, TrangThai: 'HachToanToanBo' }]);
    await expectRefused(cashier, visit.visit, DELETE, { id: second._id, reason: 'Thử huỷ' }, 'cashier.receiptPosted', 'BienLai_Id');
    await expectRefused(cashier, visit.visit, POST, { visit: visit.visit }, 'cashier.nothingToPost', 'TiepNhan_Id');
    const unposted = (await data(cashier, UNPOST, { lines: [examLine._id] })).huyHachToan_VienPhi;
    expect(unposted).toEqual([{ _id: examLine._id, HachToan: false, DaThuTien: true }]);
    expect((await data(cashier, RECEIPT_BY_ID, { id: second._id })).getBienLai_ByIdVienPhi.TrangThai).toBe('DangHachToan');
    await expectRefused(cashier, visit.visit, UNPOST, { lines: [examLine._id] }, 'cashier.lineNotPosted', 'ChiTiet_Ids.0');
    expect((await data(cashier, UNPOST_ALL, { id: second.TransactionIds[0] })).huyHachToan_ToanBoMTran_VienPhi.TrangThai).toBe('DaThuTien');
    expect((await data(cashier, POST, { visit: visit.visit, receipts: [second._id] })).hachToan_VienPhi[0].TrangThai).toBe('HachToanToanBo');
    expect((await data(cashier, RECEIPTS_OF_PATIENT, { patient: visit.patient, mode: 'DaThuVaDangHachToan' })).getBienLai_ByBenhNhanId).toEqual([]);
    expect((await data(cashier, RECEIPTS_OF_PATIENT, { patient: visit.patient })).getBienLai_ByBenhNhanId).toEqual([{ _id: second._id, TrangThai: 'HachToanToanBo' }]);
    expect((await data(cashier, RECEIPTS, { filter: { searchString: second.MaBienLai } })).getBienLais).toEqual([expect.objectContaining({ _id: second._id })]);

    // Complete the fees: nothing is left; a completed visit takes no money; undo it.
    const paidOn = Date.now();
    expect((await data(cashier, COMPLETE, { visit: visit.visit, paidOn })).hoanTatVienPhiNgoaiTru).toEqual({ TrangThaiTiepNhan: 'HoanTat', TiepNhan: { NgayThanhToan: paidOn } });
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'TamUng', SoTien: 50_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.TamUng._id } },
      'cashier.visitCompleted', 'TiepNhan_Id');
    await expectRefused(cashier, visit.visit, COMPLETE, { visit: visit.visit }, 'cashier.visitCompleted', 'TiepNhan_Id');
    expect((await data(cashier, UNDO_COMPLETE, { visit: visit.visit })).huyHoanTatVienPhi).toEqual({ TrangThaiTiepNhan: 'DangThucHien', TiepNhan: { NgayThanhToan: null } });
    await expectRefused(cashier, visit.visit, UNDO_COMPLETE, { visit: visit.visit }, 'cashier.visitNotCompleted', 'tiepNhanId');

    // An advance and its refund, each with the next number of its own book.
    const advanceNext = (await bookNow('TamUng')).Next_Number;
    const advance = await collect({ TiepNhan_Id: visit.visit, LoaiBienLai: 'TamUng', SoTien: 200_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.TamUng._id });
    expect(advance).toMatchObject({ SoBienLai: advanceNext, LoaiBienLai: 'TamUng', GiaTriBienLai: 200_000 });
    form = await expectBalanced(visit);
    expect(form.TongHop.TamUng).toBe(200_000);
    expect((await data(cashier, ADVANCE_REFUNDED, { visit: visit.visit })).checkDaHoanUng).toBe(false);
    await expectRefused(cashier, visit.visit, COMPLETE, { visit: visit.visit }, 'cashier.advanceNotSettled', 'TiepNhan_Id');
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'HoanUng', SoTien: 200_001, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.HoanUng._id } },
      'cashier.refundExceedsAdvance', 'SoTien');
    const refund = await collect({ TiepNhan_Id: visit.visit, LoaiBienLai: 'HoanUng', SoTien: 200_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.HoanUng._id });
    expect(refund).toMatchObject({ LoaiBienLai: 'HoanUng', GiaTriBienLai: 200_000 });
    form = await expectBalanced(visit);
    expect(form.TongHop.TamUng).toBe(0);
    expect((await data(cashier, ADVANCE_REFUNDED, { visit: visit.visit })).checkDaHoanUng).toBe(true);
    await expectRefused(cashier, visit.visit, DELETE, { id: advance._id, reason: 'Thử huỷ tạm ứng đã hoàn' }, 'cashier.advanceInUse', 'BienLai_Id');
    expect((await data(cashier, COMPLETE, { visit: visit.visit })).hoanTatVienPhiNgoaiTru.TrangThaiTiepNhan).toBe('HoanTat');
    expect((await data(cashier, LIST, { list: 'DaThu', search: form.TiepNhan.MaTiepNhan as string })).loadBenhNhanFromTransaction)
      .toEqual([expect.objectContaining({ TiepNhan_Id: visit.visit, TrangThaiVienPhi: 'DaThu' })]);
  });

  it('When a payment uses the advance, a paid service is refunded and removed, and a line is discounted / Then every movement keeps the balance', async () => {
    const visit = await examined('vienPhi', [{ service: ref.cbc, quantity: 1 }, { service: ref.urea, quantity: 1 }]);
    let form = await expectBalanced(visit);
    expect(form.ChiTiets.every((line) => line.KhongBHYT && line.BHChiTra === 0)).toBe(true);
    const [examLine, cbc, urea] = [form.ChiTiets.find((line) => line.IsKhamBenh)!, ...form.ChiTiets.filter((line) => !line.IsKhamBenh)] as BillLine[];

    // A discount of 10% on the blood count, with its reason; a percent with an amount is refused.
    await expectRefused(cashier, visit.visit, DISCOUNT, { visit: visit.visit, lines: [{ ChiTiet_Id: cbc!._id, PhanTramGiamGia: 10 }], reason: '' }, 'validation.required', 'LyDo');
    await expectRefused(cashier, visit.visit, DISCOUNT, { visit: visit.visit, lines: [{ ChiTiet_Id: cbc!._id, PhanTramGiamGia: 10, SoTienGiamGia: 1_000 }], reason: 'Người nhà nhân viên' },
      'cashier.discount.both', 'lines.0.SoTienGiamGia');
    const discounted = (await data(cashier, DISCOUNT, { visit: visit.visit, lines: [{ ChiTiet_Id: cbc!._id, PhanTramGiamGia: 10 }], reason: 'Người nhà nhân viên' })).mienGiamNgoaiTru;
    const cbcNow = discounted.ChiTiets.find((line: BillLine) => line._id === cbc!._id);
    expect(cbcNow).toMatchObject({ PhanTramGiamGia: 10, SoTienGiamGia: Math.round(cbc!.BenhNhanTT / 10), BenhNhanTTSauGiamGia: cbc!.BenhNhanTT - Math.round(cbc!.BenhNhanTT / 10) });
    form = await expectBalanced(visit);
    expect(form.TongHop.MienGiam).toBe(cbcNow.SoTienGiamGia);

    // An advance covering part of the payment: the receipt is worth the lines, the cash movement the rest.
    await collect({ TiepNhan_Id: visit.visit, LoaiBienLai: 'TamUng', SoTien: 50_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.TamUng._id });
    const total = form.TongHop.ConLai;
    const paid = await collect({ TiepNhan_Id: visit.visit, ChiTiet_Ids: form.ChiTiets.map((line) => line._id), DungTamUng: true, HinhThucThanhToan_Id: ref.cash });
    expect(paid.GiaTriBienLai).toBe(total);
    expect(paid.TransactionIds).toHaveLength(2);
    const moved = await rows<{ LoaiGiaoDich: string; SoTien: number }>('SELECT "LoaiGiaoDich", "SoTien"::float8 AS "SoTien" FROM "VienPhi_GiaoDich" WHERE "BienLai_Id" = $1 ORDER BY "LoaiGiaoDich"', [paid._id]);
    expect(moved).toEqual([{ LoaiGiaoDich: 'ThuTien', SoTien: total - 50_000 }, { LoaiGiaoDich: 'TruTamUng', SoTien: 50_000 }]);
    form = await expectBalanced(visit);
    expect(form.TongHop).toMatchObject({ TamUng: 0, ConLai: 0, DaThu: total });

    // Refund the urea test, whose service is to be cancelled: its collection ends, its source is unpaid, then removed.
    const refundNext = (await bookNow('HoanUng')).Next_Number;
    await expectRefused(cashier, visit.visit, CREATE, { input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'HoanTien', ChiTiet_Ids: [urea!._id], HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.ThuTien._id } },
      'cashier.bookKind', 'QuyenBienLai_Id');
    const refunded = await collect({ TiepNhan_Id: visit.visit, LoaiBienLai: 'HoanTien', ChiTiet_Ids: [urea!._id], HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.HoanUng._id });
    expect(refunded).toMatchObject({ SoBienLai: refundNext, LoaiBienLai: 'HoanTien', GiaTriBienLai: urea!.BenhNhanTTSauGiamGia });
    expect(refunded.ChiTiets.map((line) => line._id)).toEqual([urea!._id]);
    form = await expectBalanced(visit);
    expect(form.ChiTiets.find((line) => line._id === urea!._id)).toMatchObject({ DaThuTien: false, ConLai: urea!.BenhNhanTTSauGiamGia });
    await expectRefused(cashier, visit.visit, DELETE, { id: paid._id, reason: 'Thử huỷ' }, 'cashier.receiptRefunded', 'BienLai_Id');
    await expectRefused(cashier, visit.visit, DELETE, { id: refunded._id, reason: 'Thử huỷ' }, 'cashier.refundNotDeletable', 'BienLai_Id');
    expect((await data(cashier, REMOVE_SERVICES, { ids: [urea!._id] })).XoaDichVuKhamBenh).toBe(true);
    form = await expectBalanced(visit);
    expect(form.ChiTiets.map((line) => line._id).sort()).toEqual([examLine!._id, cbc!._id].sort());
    expect(form.TongHop.ConLai).toBe(0);
  });

  it('When the patient group changes before anything is collected / Then the unpaid lines are priced for the new group and shared again', async () => {
    const visit = await examined('vienPhi', [{ service: ref.cbc, quantity: 1 }]);
    const before = await load(visit);
    expect((await data(cashier, CAN_CHANGE, { visit: visit.visit })).checkIsEligibleForChangeDoiTuong).toEqual({ eligible: true, message: null });
    await expectRefused(cashier, visit.visit, CHANGE_GROUP, { visit: visit.visit, input: { DoiTuong_Id: ref.bhyt } }, 'validation.required', 'SoTheBHYT');
    const card = { SoTheBHYT: `DN401${String(8_300_000_000 + serial)}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' };
    const changed = (await data(cashier, CHANGE_GROUP, { visit: visit.visit, input: { DoiTuong_Id: ref.bhyt, ...card } })).ChuyenDoiDoiTuong;
    expect(changed.TiepNhan).toEqual({ DoiTuong_Id: ref.bhyt, SoTheBHYT: card.SoTheBHYT });
    const cbc = changed.ChiTiets.find((line: BillLine) => line._id === before.ChiTiets.find((each) => !each.IsKhamBenh)!._id);
    expect(cbc).toMatchObject({ LoaiGia: 'BaoHiemYTe', DonGia: 46_200 });
    expect(cbc.BHChiTra).toBeGreaterThan(0);
    const audit = await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE "entity_Id" = $1 AND entity = 'TiepNhan' AND action = 'UPDATE'`, [visit.visit]);
    expect(audit.n).toBe(1);
    await expectBalanced(visit);
  });

  it('When the cashier cancels a prescription\'s payment request / Then its lines leave the bill until the doctor saves it again; a paid one refuses', async () => {
    const visit = await examined('vienPhi');
    const prescription = (await data(doctor, PRESCRIBE, { exam: visit.exam, input: { LoaiToaThuoc: 'ToaThuong', KhoXuat_Id: ref.store, ChiTiets: [{ Duoc_Id: ref.drug, SoLuong: 10, SoNgay: 5, Sang: 1, Chieu: 1 }] } })).createToaThuoc;
    let form = await expectBalanced(visit);
    const drugLine = form.ChiTiets.find((line) => line.Nguon === 'Thuoc')!;
    expect(drugLine).toMatchObject({ _id: prescription.ChiTiets[0]._id, ThanhTien: 10_000, BenhNhanTTSauGiamGia: 10_000, TranGroup: 'Thuoc', ToaThuoc_Id: prescription._id });
    expect(form.ChiTiets.filter((line) => line.Nguon === 'DichVu').map((line) => line.ToaThuoc_Id)).toEqual(form.ChiTiets.filter((line) => line.Nguon === 'DichVu').map(() => null));
    await expectRefused(cashier, visit.visit, CANCEL_SUPPLIES_REQUEST, { id: prescription._id }, 'examination.prescription.paymentRequestKind', 'ToaThuoc_Id');
    expect((await data(cashier, CANCEL_DRUGS_REQUEST, { id: prescription._id })).huyYeuCauThanhToan_KhamBenhToaThuoc).toBe(true);
    form = await expectBalanced(visit);
    expect(form.ChiTiets.some((line) => line.Nguon === 'Thuoc')).toBe(false);
    await expectRefused(cashier, visit.visit, CANCEL_DRUGS_REQUEST, { id: prescription._id }, 'examination.prescription.paymentRequestCancelled', 'ToaThuoc_Id');
    // The doctor saves the prescription again: it is sent to the cashier again, with its lines written anew.
    const resaved = (await data(doctor, RESAVE, { exam: visit.exam, toa: { LoaiToaThuoc: 'ToaThuong', KhoXuat_Id: ref.store, ChiTiets: [{ Duoc_Id: ref.drug, SoLuong: 10, SoNgay: 5, Sang: 1, Chieu: 1 }] } }))
      .updateToaThuocs as { _id: string; YeuCauThanhToan: boolean; ChiTiets: { _id: string }[] }[];
    expect(resaved).toEqual([expect.objectContaining({ _id: prescription._id, YeuCauThanhToan: true })]);
    form = await expectBalanced(visit);
    const sentAgain = form.ChiTiets.find((line) => line.Nguon === 'Thuoc')!;
    expect(sentAgain._id).toBe(resaved[0]!.ChiTiets[0]!._id);
    await collect({ TiepNhan_Id: visit.visit, ChiTiet_Ids: [sentAgain._id], HinhThucThanhToan_Id: ref.cash });
    await expectRefused(cashier, visit.visit, CANCEL_DRUGS_REQUEST, { id: prescription._id }, 'examination.prescription.paid', 'ToaThuoc_Id');
    await expectBalanced(visit);
  });

  it('When the accountant adds a rule value from a later day / Then it is kept from the start of that day; a second value that day, a bad value and a cashier are refused', async () => {
    const accountant = await signIn('ketoan', 'Ketoan@123');
    const rulesNow = (await data(accountant, RULES)).quyTacBHYTs as { MaQuyTac: string; GiaTri: number }[];
    expect(rulesNow).toEqual(expect.arrayContaining([expect.objectContaining({ MaQuyTac: 'LuongCoSo', GiaTri: 2_340_000 })]));
    const later = Date.UTC(YEAR + 5, 6, 1, 5, 30);
    const saved = (await data(accountant, SAVE_RULE, { input: { MaQuyTac: 'LuongCoSo', GiaTri: 2_530_000, TuNgay: later, GhiChu: 'Nghị định mới' } })).saveQuyTacBHYT;
    expect(saved).toMatchObject({ MaQuyTac: 'LuongCoSo', GiaTri: 2_530_000, TuNgay: Date.UTC(YEAR + 5, 6, 1) - 7 * 3_600_000, CanKiemTra: false });
    expect((await refusal(accountant, SAVE_RULE, { input: { MaQuyTac: 'LuongCoSo', GiaTri: 2_600_000, TuNgay: later } })).extensions).toMatchObject({ messageKey: 'cashier.rules.duplicate', field: 'TuNgay' });
    expect((await refusal(accountant, SAVE_RULE, { input: { MaQuyTac: 'MucHuong4', GiaTri: 120, TuNgay: later } })).extensions).toMatchObject({ messageKey: 'validation.max', field: 'GiaTri' });
    expect((await refusal(accountant, SAVE_RULE, { input: { MaQuyTac: 'Khac', GiaTri: 1, TuNgay: later } })).extensions).toMatchObject({ messageKey: 'cashier.rules.unknownKey', field: 'MaQuyTac' });
    expect((await refusal(cashier, SAVE_RULE, { input: { MaQuyTac: 'MucHuong4', GiaTri: 80, TuNgay: later } })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    const edited = (await data(accountant, SAVE_RULE, { id: saved._id, input: { MaQuyTac: 'LuongCoSo', GiaTri: 2_540_000, TuNgay: later } })).saveQuyTacBHYT;
    expect(edited).toMatchObject({ _id: saved._id, GiaTri: 2_540_000, GhiChu: null });
  });

  it('When books are kept / Then a range never shrinks below a written number, a locked book writes nothing, and two cashiers at one line give one receipt', async () => {
    const created = (await data(admin, SAVE_BOOK, { input: { KyHieu: 'KT', Series: '26X', Min_Number: 5, Max_Number: 6, MaLoaiQuyenBienLai: 'TamUng', NguoiSuDung_Ids: [cashier.userId] } }))
      .update_QuyenBienLai_ByVienPhi as Book & { Min_Number: number };
    expect(created).toMatchObject({ KyHieu: 'KT', Min_Number: 5, Max_Number: 6, Next_Number: 5, MaLoaiQuyenBienLai: 'TamUng', NguoiSuDungs: [{ NguoiSuDung_Id: cashier.userId }] });
    const visit = await examined('vienPhi');
    const advance = (book: string) => ({ input: { TiepNhan_Id: visit.visit, LoaiBienLai: 'TamUng', SoTien: 1_000, HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: book } });
    expect((await data(cashier, CREATE, advance(created._id))).createBienLai_ByVienPhi.MaBienLai).toBe('KT/26X-0000005');
    await expectRefused(admin, visit.visit, SAVE_BOOK, { id: created._id, input: { KyHieu: 'KT', Min_Number: 5, Max_Number: 5, MaLoaiQuyenBienLai: 'ThuTien' } }, 'cashier.bookKindInUse', 'MaLoaiQuyenBienLai');
    await data(cashier, CREATE, advance(created._id));
    await expectRefused(cashier, visit.visit, CREATE, advance(created._id), 'numbering.bookUsedUp', 'QuyenBienLai_Id');
    await expectRefused(admin, visit.visit, SAVE_BOOK, { id: created._id, input: { KyHieu: 'KT', Min_Number: 5, Max_Number: 5, MaLoaiQuyenBienLai: 'TamUng' } }, 'cashier.bookRangeBelowWritten', 'Max_Number');
    await data(admin, SAVE_BOOK, { id: created._id, input: { KyHieu: 'KT', Series: '26X', Min_Number: 5, Max_Number: 10, MaLoaiQuyenBienLai: 'TamUng', NguoiSuDung_Ids: [cashier.userId] } });
    expect((await data(admin, LOCK_BOOK, { id: created._id, locked: true })).lockQuyenBienLai.isLocked).toBe(true);
    await expectRefused(cashier, visit.visit, CREATE, advance(created._id), 'numbering.bookLocked', 'QuyenBienLai_Id');

    // Two counters collect the same examination at once: one receipt, one clear refusal.
    const other = await examined('vienPhi');
    const line = (await load(other)).ChiTiets[0]!;
    const attempts = await Promise.all([0, 1, 2].map(() => gql(server, '/graphqlhis', CREATE, { input: { TiepNhan_Id: other.visit, ChiTiet_Ids: [line._id], HinhThucThanhToan_Id: ref.cash, QuyenBienLai_Id: books.ThuTien._id } }, cashier)));
    expect(attempts.filter((attempt) => !attempt.errors)).toHaveLength(1);
    for (const failed of attempts.filter((attempt) => attempt.errors)) {
      expect(failed.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: expect.stringMatching(/^cashier\.(lineCollected|lineCollectedJustNow)$/) });
    }
    await expectBalanced(other);
  });
});
