// What the cashier's e-invoice, queue, summary and insurance-confirmation suites set up through the API: demo accounts
// at CS01, the catalogue rows they name, patients received for an examination, their bills, and receipts taken from
// the demo cashier's books.
import type { HisServer } from '@his/server';
import { gql, login, mainService, type Caller } from '../support/server';

const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id BenhNhan_Id MaTiepNhan DichVuYeuCaus { _id } } }`;
const BILL = `query ($patient: ID!, $visit: ID) { loadDataByOnSelectBenhNhan(BenhNhan_Id: $patient, TiepNhan_Id: $visit) {
  ChiTiets { _id Nguon TenDichVu IsKhamBenh DaThuTien ConLai BenhNhanTTSauGiamGia BHChiTra ThanhTien }
  TongHop { TongTien BHChiTra BenhNhanTT DaThu TamUng ConLai } } }`;
const BOOKS = '{ get_QuyenBienLai_ByNguoiSuDung_Id { _id MaLoaiQuyenBienLai KyHieu } }';
const METHODS = '{ getAllDM_HinhThucThanhToan { _id MaHinhThucThanhToan TenHinhThucThanhToan } }';
const COLLECT = `mutation ($input: CreateBienLaiInput!) { createBienLai_ByVienPhi(input: $input) { _id MaBienLai LoaiBienLai GiaTriBienLai TrangThai NguoiThu } }`;
const DELETE = 'mutation ($id: ID!, $reason: String!) { xoaBienLai_ByVienPhi(BienLai_Id: $id, LyDo: $reason) { _id TrangThai } }';
const ORDERS = 'query ($visit: ID!) { cacDichVuYeuCau(filterOptions: { TiepNhan_Id: $visit }) { _id } }';
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const ORDER = 'mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id } }';

export type Group = 'bhyt' | 'vienPhi' | 'dichVu';

export interface Received {
  visit: string;
  patient: string;
  code: string;
}

export interface BillLine {
  _id: string;
  Nguon: string;
  TenDichVu: string;
  IsKhamBenh: boolean;
  DaThuTien: boolean;
  ConLai: number;
  BenhNhanTTSauGiamGia: number;
  BHChiTra: number;
  ThanhTien: number;
}

export interface Bill {
  ChiTiets: BillLine[];
  TongHop: { TongTien: number; BHChiTra: number; BenhNhanTT: number; DaThu: number; TamUng: number; ConLai: number };
}

export interface Receipt {
  _id: string;
  MaBienLai: string;
  LoaiBienLai: string;
  GiaTriBienLai: number;
  TrangThai: string;
  NguoiThu: string;
}

/** The demo world a cashier suite works in, once the server has started. */
export function cashierWorld(server: () => HisServer, tag: string) {
  const { data, refusal } = mainService(server);
  const ref = {} as Record<Group | 'danToc' | 'quocTich' | 'commune' | 'exam' | 'pk01', string>;
  const books = {} as Record<'ThuTien' | 'TamUng' | 'HoanUng', string>;
  const methods = {} as Record<'TienMat' | 'ChuyenKhoan' | 'QuetThe' | 'Khac', string>;
  const callers = {} as Record<'desk' | 'cashier' | 'doctor' | 'admin', Caller>;
  let serial = 0;
  const YEAR = new Date().getFullYear();

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server().runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;

  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server(), username, password)).token;
    const me = (await gql(server(), '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };

  async function setUp(): Promise<void> {
    callers.desk = await signIn('tiepdon', 'Tiepdon@123');
    callers.cashier = await signIn('thungan', 'Thungan@123');
    callers.doctor = await signIn('bacsi', 'Bacsi@123');
    callers.admin = { token: (await login(server(), 'admin', 'Admin@123')).token };
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.bhyt = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'BaoHiemYTe'`);
    ref.dichVu = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'DichVu'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    ref.pk01 = await idOf(`SELECT _id FROM his_nodes WHERE code = 'PK01'`);
    for (const book of (await data(callers.cashier, BOOKS)).get_QuyenBienLai_ByNguoiSuDung_Id as { _id: string; MaLoaiQuyenBienLai: keyof typeof books }[]) {
      books[book.MaLoaiQuyenBienLai] ??= book._id;
    }
    for (const method of (await data(callers.cashier, METHODS)).getAllDM_HinhThucThanhToan as { _id: string; MaHinhThucThanhToan: keyof typeof methods }[]) {
      methods[method.MaHinhThucThanhToan] = method._id;
    }
  }

  /** A new patient received at reception for an internal-medicine examination at PK01. */
  async function receive(options: { group?: Group; UuTien?: boolean; name?: string } = {}): Promise<Received> {
    serial++;
    const group = options.group ?? 'vienPhi';
    const benhNhan = {
      TenBenhNhan: options.name ?? `Phạm Thu Ngân ${tag} ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1975, GioiTinh: 'FEMALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0977${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, DonViHanhChinh_Id: ref.commune,
    };
    const card = group === 'bhyt'
      ? { SoTheBHYT: `DN401${String(9_200_000_000 + Math.floor(Math.random() * 99_999_999))}`, BHYTNgayHieuLuc: Date.UTC(YEAR, 0, 1), BHYTNgayHetHieuLuc: Date.UTC(YEAR, 11, 31), BenhVien_KCB: '01C54', TuyenKCB: 'DungTuyen' }
      : {};
    const input = { DoiTuong_Id: ref[group], ...card, UuTien: options.UuTien ?? false, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] };
    const visit = (await data(callers.desk, RECEIVE, { benhNhan, input })).createTiepNhanKhamBenh;
    return { visit: visit._id, patient: visit.BenhNhan_Id, code: visit.MaTiepNhan };
  }

  const bill = async (received: Received): Promise<Bill> =>
    (await data(callers.cashier, BILL, { patient: received.patient, visit: received.visit })).loadDataByOnSelectBenhNhan;

  /** Takes money for the lines still to collect (all of them unless named), from the cashier's payment book. */
  async function collect(received: Received, options: { method?: keyof typeof methods; lines?: string[]; as?: Caller } = {}): Promise<Receipt> {
    const lines = options.lines ?? (await bill(received)).ChiTiets.filter((line) => !line.DaThuTien && line.ConLai > 0).map((line) => line._id);
    const input = { TiepNhan_Id: received.visit, ChiTiet_Ids: lines, HinhThucThanhToan_Id: methods[options.method ?? 'TienMat'], QuyenBienLai_Id: books.ThuTien };
    return (await data(options.as ?? callers.cashier, COLLECT, { input })).createBienLai_ByVienPhi;
  }

  async function advance(received: Received, amount: number, method: keyof typeof methods = 'TienMat'): Promise<Receipt> {
    const input = { TiepNhan_Id: received.visit, LoaiBienLai: 'TamUng', SoTien: amount, HinhThucThanhToan_Id: methods[method], QuyenBienLai_Id: books.TamUng };
    return (await data(callers.cashier, COLLECT, { input })).createBienLai_ByVienPhi;
  }

  /** The doctor examines the patient and sends a full blood count to the sample room. */
  async function orderBloodTest(received: Received): Promise<void> {
    const [examOrder] = (await data(callers.doctor, ORDERS, { visit: received.visit })).cacDichVuYeuCau as { _id: string }[];
    const icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    const exam = (await data(callers.doctor, START, { order: examOrder!._id, input: { ICD_Id: icd, ChanDoan: 'Theo dõi thiếu máu' } })).createKhamBenh._id;
    const [cbc, xn01] = [await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'XN-TPTTBM'`), await idOf(`SELECT _id FROM his_nodes WHERE code = 'XN01'`)];
    await data(callers.doctor, ORDER, { exam, input: { guiNgay: true, DichVus: [{ DichVu_Id: cbc, NoiThucHien_Id: xn01, SoLuong: 1 }] } });
  }

  const deleteReceipt = async (receiptId: string, reason = 'Thu nhầm bệnh nhân') =>
    (await data(callers.cashier, DELETE, { id: receiptId, reason })).xoaBienLai_ByVienPhi;

  return { data, refusal, ref, books, methods, callers, one, idOf, signIn, setUp, receive, bill, collect, advance, orderBloodTest, deleteReceipt, YEAR };
}
