// A fake of the API behind the fee screens around the cashier (receipt books and posting rules, the day's summary,
// the insurance rules, insurance confirmation, exemptions and the patient group change) for stories and component
// tests: three books, three cashiers, four payment methods, the dated rules, two visits with their bills, and the
// writes those screens make, applied to that state with the server's refusals. Any other operation fails.
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import { coreMessages, formatMessage } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { checkDiscount } from '../../rules/insurance-share';
import cashierVi from '../../locales/vi.json';
import type { ReceiptBookCashiersQuery } from '../../generated/auth/graphql';
import type {
  CashierBillFieldsFragment, CashierDaySummaryQuery, FeeVisitSearchQuery, PaymentPostingRulesQuery, QuyenBienLaiBookFieldsFragment, QuyTacBhytFieldsFragment,
  XacNhanBhytFieldsFragment,
} from '../../generated/graphql';

type Book = QuyenBienLaiBookFieldsFragment;

/** A refusal as the server words it: the plugin's Vietnamese text for the key, or the core's. */
const refusal = (key: string, field: string, params: Record<string, string | number> = {}) =>
  new MockRefusal(key, field, params, formatMessage(cashierVi, key, params) ?? formatMessage(coreMessages.vi, key, params) ?? key);
type Bill = CashierBillFieldsFragment;
type Line = Bill['ChiTiets'][number];
type PostingRule = PaymentPostingRulesQuery['getHinhThucThanhToanHachToans'][number];
type Rule = QuyTacBhytFieldsFragment;
type Confirmation = XacNhanBhytFieldsFragment;
type Account = ReceiptBookCashiersQuery['users'][number];

// 5 March 2026, 08:00 in Asia/Ho_Chi_Minh.
export const MORNING = Date.UTC(2026, 2, 5, 1, 0);
// Midnight in Vietnam of a calendar day.
const day = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) - 7 * 60 * 60 * 1000;

export const CASHIERS: Account[] = [
  { _id: 'u-thungan1', username: 'thungan1', isLocked: false, employee: { TenNhanVien: 'Nguyễn Thị Thu' } },
  { _id: 'u-thungan2', username: 'thungan2', isLocked: false, employee: { TenNhanVien: 'Trần Văn Ngân' } },
  { _id: 'u-ketoan', username: 'ketoan', isLocked: false, employee: { TenNhanVien: 'Lê Minh Kế' } },
];

export function sampleBooks(): Book[] {
  return [
    {
      _id: 'qbl-1', KyHieu: 'BL26', Series: 'A', Min_Number: 1, Max_Number: 500, Next_Number: 43, NgayPhatHanh: day(2026, 1, 2), MaLoaiQuyenBienLai: 'ThuTien', isLocked: false,
      NguoiSuDungs: [{ NguoiSuDung_Id: 'u-thungan1', TenNguoiSuDung: 'Nguyễn Thị Thu', Current_Number: 42 }],
    },
    { _id: 'qbl-2', KyHieu: 'TU26', Series: null, Min_Number: 1, Max_Number: 200, Next_Number: 1, NgayPhatHanh: day(2026, 1, 2), MaLoaiQuyenBienLai: 'TamUng', isLocked: false, NguoiSuDungs: [] },
    {
      _id: 'qbl-3', KyHieu: 'BL25', Series: 'A', Min_Number: 1, Max_Number: 100, Next_Number: 101, NgayPhatHanh: day(2025, 1, 2), MaLoaiQuyenBienLai: 'ThuTien', isLocked: true,
      NguoiSuDungs: [{ NguoiSuDung_Id: 'u-thungan2', TenNguoiSuDung: 'Trần Văn Ngân', Current_Number: 100 }],
    },
  ];
}

export const PAYMENT_METHODS: PaymentPostingRulesQuery['getAllDM_HinhThucThanhToan'] = [
  { _id: 'httt-tm', MaHinhThucThanhToan: 'TienMat', TenHinhThucThanhToan: 'Tiền mặt', isActive: true },
  { _id: 'httt-ck', MaHinhThucThanhToan: 'ChuyenKhoan', TenHinhThucThanhToan: 'Chuyển khoản', isActive: true },
  { _id: 'httt-qt', MaHinhThucThanhToan: 'QuetThe', TenHinhThucThanhToan: 'Quẹt thẻ', isActive: true },
  { _id: 'httt-k', MaHinhThucThanhToan: 'Khac', TenHinhThucThanhToan: 'Khác', isActive: false },
];

export function sampleRules(): Rule[] {
  const rule = (id: string, MaQuyTac: string, GiaTri: number, TuNgay: number, CanKiemTra = false, GhiChu: string | null = null): Rule => ({ _id: id, MaQuyTac, GiaTri, TuNgay, GhiChu, CanKiemTra });
  return [
    rule('qt-1', 'LuongCoSo', 1_800_000, day(2023, 7, 1), false, 'Nghị định 24/2023/NĐ-CP'),
    rule('qt-2', 'LuongCoSo', 2_340_000, day(2024, 7, 1), true, 'Nghị định 73/2024/NĐ-CP'),
    rule('qt-3', 'NguongChiPhiThap', 15, day(2023, 7, 1)),
    rule('qt-4', 'MucHuong1', 100, day(2023, 7, 1)),
    rule('qt-5', 'MucHuong2', 100, day(2023, 7, 1)),
    rule('qt-6', 'MucHuong3', 95, day(2023, 7, 1)),
    rule('qt-7', 'MucHuong4', 80, day(2023, 7, 1)),
    rule('qt-8', 'MucHuong5', 100, day(2023, 7, 1)),
    rule('qt-9', 'TaiKham', 30, day(2023, 7, 1), true),
    rule('qt-10', 'DungTuyen', 100, day(2023, 7, 1)),
    rule('qt-11', 'ThongTuyen', 100, day(2025, 1, 1), true),
    rule('qt-12', 'TraiTuyenNgoaiTru', 0, day(2025, 1, 1)),
    rule('qt-13', 'TraiTuyenNoiTru', 40, day(2021, 1, 1)),
  ];
}

const line = (id: string, facts: Partial<Line> & Pick<Line, 'TenDichVu' | 'DonGia' | 'BHChiTra'>): Line => {
  const SoLuong = facts.SoLuong ?? 1;
  const ThanhTien = facts.DonGia * SoLuong;
  const BenhNhanTT = ThanhTien - facts.BHChiTra;
  return {
    _id: id, Nguon: 'DichVu', MaPhieu: 'PYC2603050001', MaDV: null, NhomDichVu: null, TranGroup: null, LoaiGia: null, DonGiaBHYT: null, KhongBHYT: false, TyLeBHYT: 0, MienGiam: 0,
    PhanTramGiamGia: 0, SoTienGiamGia: 0, IsKhamBenh: false, DaThuTien: false, HachToan: false, KhongThuTien: false, ConLai: facts.DaThuTien ? 0 : BenhNhanTT, ThoiGianChiDinh: MORNING, NoiThucHien: null,
    BienLai_Id: null, ToaThuoc_Id: null, SoLuong, ThanhTien, BenhNhanTT, ThanhTienSauGiamGia: ThanhTien, BenhNhanTTSauGiamGia: BenhNhanTT, ...facts,
  };
};

export function sampleBills(): Bill[] {
  const insured: Bill = {
    TiepNhan: {
      _id: 'tn-1', MaTiepNhan: 'TN2603050001', NgayTiepNhan: MORNING - 3_600_000, TrangThai: 'DangThucHien', DoiTuong_Id: 'dt-bhyt', TenDoiTuong: 'Bảo hiểm y tế', SoTheBHYT: 'DN4797924000002',
      BHYTNgayHieuLuc: day(2026, 1, 1), BHYTNgayHetHieuLuc: day(2026, 12, 31), BenhVien_KCB: '79024', TuyenKCB: 'DungTuyen', MucHuong: 4, NgayDu5Nam: null, MienCungChiTra: false, NgayMienCungChiTra: null,
      UuTien: false,
    },
    BenhNhan: { _id: 'bn-1', MaYTe: '26000042', TenBenhNhan: 'Trần Quốc Bình', GioiTinh: 'MALE', NamSinh: 1972, NgaySinh: null },
    ChiTiets: [
      line('ct-1', { MaDV: 'KB-NOI', TenDichVu: 'Khám Nội', NhomDichVu: 'Khám bệnh', DonGia: 50_600, DonGiaBHYT: 50_600, BHChiTra: 40_480, TyLeBHYT: 80, DaThuTien: true }),
      line('ct-2', { MaDV: 'XN-CTM', TenDichVu: 'Tổng phân tích tế bào máu', NhomDichVu: 'Xét nghiệm', DonGia: 46_200, DonGiaBHYT: 46_200, BHChiTra: 36_960, TyLeBHYT: 80 }),
      line('ct-3', { MaDV: 'SA-BUNG', TenDichVu: 'Siêu âm ổ bụng', NhomDichVu: 'Siêu âm', DonGia: 120_000, DonGiaBHYT: null, BHChiTra: 0, KhongBHYT: true }),
    ],
    TongHop: { TongTien: 0, BHChiTra: 0, BenhNhanTT: 0, MienGiam: 0, DaThu: 10_120, TamUng: 0, ConLai: 0, SoDongKhongBHYT: 0 },
    BienLais: [],
    BienLaiDaHuys: [],
    TrangThaiTiepNhan: 'DangThucHien',
    DaXacNhanBHYT: false,
    DaHoanTien: false,
  };
  const paying: Bill = {
    TiepNhan: {
      _id: 'tn-2', MaTiepNhan: 'TN2603050002', NgayTiepNhan: MORNING - 1_800_000, TrangThai: 'DangThucHien', DoiTuong_Id: 'dt-dv', TenDoiTuong: 'Dịch vụ', SoTheBHYT: null,
      BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: null, TuyenKCB: null, MucHuong: null, NgayDu5Nam: null, MienCungChiTra: false, NgayMienCungChiTra: null,
      UuTien: false,
    },
    BenhNhan: { _id: 'bn-2', MaYTe: '26000043', TenBenhNhan: 'Võ Thị Diệu', GioiTinh: 'FEMALE', NamSinh: 1990, NgaySinh: null },
    ChiTiets: [
      line('ct-4', { MaDV: 'KB-NOI', TenDichVu: 'Khám Nội', NhomDichVu: 'Khám bệnh', DonGia: 150_000, BHChiTra: 0, KhongBHYT: true }),
      line('ct-5', { MaDV: 'XN-GLU', TenDichVu: 'Định lượng Glucose', NhomDichVu: 'Xét nghiệm', DonGia: 40_000, DonGiaBHYT: 40_000, SoLuong: 2, BHChiTra: 0, KhongBHYT: true }),
    ],
    TongHop: { TongTien: 0, BHChiTra: 0, BenhNhanTT: 0, MienGiam: 0, DaThu: 0, TamUng: 0, ConLai: 0, SoDongKhongBHYT: 0 },
    BienLais: [],
    BienLaiDaHuys: [],
    TrangThaiTiepNhan: 'DangThucHien',
    DaXacNhanBHYT: false,
    DaHoanTien: false,
  };
  return [insured, paying].map(withTotals);
}

/** The totals of a bill from its lines, as the server derives them (the fake's stand-in: no insurance rule here). */
function withTotals(bill: Bill): Bill {
  const sum = (pick: (each: Line) => number) => bill.ChiTiets.reduce((total, each) => total + pick(each), 0);
  const BenhNhanTT = sum((each) => each.BenhNhanTTSauGiamGia);
  const collected = sum((each) => (each.DaThuTien ? each.BenhNhanTTSauGiamGia : 0));
  return {
    ...bill,
    TongHop: {
      ...bill.TongHop,
      TongTien: sum((each) => each.ThanhTien),
      BHChiTra: sum((each) => each.BHChiTra),
      BenhNhanTT,
      MienGiam: sum((each) => each.SoTienGiamGia),
      DaThu: collected,
      ConLai: BenhNhanTT - collected,
      SoDongKhongBHYT: bill.ChiTiets.filter((each) => each.KhongBHYT).length,
    },
  };
}

const GROUPS = [
  { _id: 'dt-bhyt', MaDoiTuong: 'BaoHiemYTe', TenDoiTuong: 'Bảo hiểm y tế', TamNgung: false, insured: true },
  { _id: 'dt-dv', MaDoiTuong: 'DichVu', TenDoiTuong: 'Dịch vụ', TamNgung: false, insured: false },
  { _id: 'dt-mp', MaDoiTuong: 'MienPhi', TenDoiTuong: 'Miễn phí', TamNgung: true, insured: false },
];

export interface FakeFeeScreensState {
  books: Book[];
  postingRules: PostingRule[];
  rules: Rule[];
  bills: Bill[];
  /** When each visit's insurance was confirmed. */
  confirmedAt: Record<string, number>;
  /** Visits whose patient group may not change, with the server's reason. */
  groupChangeRefused: Record<string, string>;
  /** The reasons given with exemptions, by visit. */
  exemptionReasons: Record<string, string[]>;
}

export interface FakeFeeScreensApi extends FakeFeeScreensState {
  client: ReturnType<typeof createMockClient>;
  authClient: ReturnType<typeof createMockClient>;
  calls: MockCall[];
}

export interface FakeFeeScreensOptions {
  /** The moment the screens run at (MORNING by default): the sample visits are received that day, and its summary holds money. */
  now?: number;
  books?: Book[];
  bills?: Bill[];
  rules?: Rule[];
  /** A refusal the server makes that the screen does not check first, by operation name. */
  refusals?: Record<string, MockRefusal>;
  groupChangeRefused?: Record<string, string>;
}

const daySummary: CashierDaySummaryQuery['getVienPhiInfoByDate'] = {
  BienLaiThucHien: 12, BienLaiHuy: 1, ConLai: 185_000, CongKham: 607_200, DichVu: 1_254_000, DuocPham: 318_500, TongThu: 2_179_700,
  TheoHinhThuc: [
    { MaHinhThucThanhToan: 'TienMat', TenHinhThucThanhToan: 'Tiền mặt', SoTien: 1_529_700 },
    { MaHinhThucThanhToan: 'QuetThe', TenHinhThucThanhToan: 'Quẹt thẻ', SoTien: 650_000 },
  ],
};

const BOOK_KINDS = ['ThuTien', 'TamUng', 'HoanUng'];
// The server's account number check (posting rules).
const ACCOUNT = /^[0-9A-Za-z][0-9A-Za-z._-]{0,19}$/;
const includes = (text: string | null | undefined, search: string | null | undefined) => (text ?? '').toLowerCase().includes((search ?? '').toLowerCase());

/** The bills as if received on the day of `now` rather than on 5 March 2026. */
export function billsOn(now: number, bills: Bill[]): Bill[] {
  const shift = startOfDay(now) - startOfDay(MORNING);
  return bills.map((bill) => ({ ...bill, TiepNhan: { ...bill.TiepNhan, NgayTiepNhan: bill.TiepNhan.NgayTiepNhan + shift } }));
}

export function createFakeFeeScreensApi(options: FakeFeeScreensOptions = {}): FakeFeeScreensApi {
  const now = options.now ?? MORNING;
  const state: FakeFeeScreensState = {
    books: options.books ?? sampleBooks(),
    postingRules: [{ _id: 'hththt-1', HinhThucThanhToan_Id: 'httt-tm', LoaiQuyenBienLai_Id: 'ThuTien', TaiKhoanCo_Id: '5113', TaiKhoanNo_Id: '1111' }],
    rules: options.rules ?? sampleRules(),
    bills: options.bills ?? billsOn(now, sampleBills()),
    confirmedAt: {},
    groupChangeRefused: options.groupChangeRefused ?? {},
    exemptionReasons: {},
  };
  const calls: MockCall[] = [];
  let ids = 0;
  const refused = (name: string) => {
    const refusal = options.refusals?.[name];
    if (refusal) throw refusal;
  };
  const billOf = (id: string) => {
    const found = state.bills.find((each) => each.TiepNhan._id === id);
    if (!found) throw refusal('cashier.visitNotFound', 'TiepNhan_Id');
    return found;
  };
  const replaceBill = (bill: Bill) => {
    const next = withTotals(bill);
    state.bills = state.bills.map((each) => (each.TiepNhan._id === bill.TiepNhan._id ? next : each));
    return next;
  };
  const refuseLocked = (bill: Bill) => {
    const code = bill.TiepNhan.MaTiepNhan;
    if (bill.TrangThaiTiepNhan === 'HoanTat') throw refusal('cashier.visitCompleted', 'TiepNhan_Id', { code });
    if (bill.DaXacNhanBHYT) throw refusal('cashier.visitConfirmed', 'TiepNhan_Id', { code });
  };
  const confirmation = (bill: Bill): Confirmation => ({
    TiepNhan_Id: bill.TiepNhan._id, BenhNhan_Id: bill.BenhNhan._id, MaTiepNhan: bill.TiepNhan.MaTiepNhan, MaYTe: bill.BenhNhan.MaYTe, TenBenhNhan: bill.BenhNhan.TenBenhNhan, SoTheBHYT: bill.TiepNhan.SoTheBHYT,
    NgayTiepNhan: bill.TiepNhan.NgayTiepNhan, TongTien: bill.TongHop.TongTien, BHChiTra: bill.TongHop.BHChiTra, DaXacNhanBHYT: bill.DaXacNhanBHYT, NgayXacNhan: state.confirmedAt[bill.TiepNhan._id] ?? null,
  });
  const nameOf = (id: string) => CASHIERS.find((each) => each._id === id)?.employee?.TenNhanVien ?? null;

  const client = createMockClient(
    {
      ReceiptBooks: (variables) => ({
        search_QuyenBienLai: state.books.filter((book) => includes(`${book.KyHieu} ${book.Series ?? ''}`, variables.searchString)).slice(0, variables.limit ?? 100),
      }),
      SaveReceiptBook: (variables) => {
        refused('SaveReceiptBook');
        const input = variables.input;
        if (!BOOK_KINDS.includes(input.MaLoaiQuyenBienLai)) throw refusal('cashier.valueNotAllowed', 'MaLoaiQuyenBienLai', { values: BOOK_KINDS.join(', ') });
        if (input.Max_Number < input.Min_Number) throw refusal('numbering.rangeInvalid', 'Max_Number', { min: input.Min_Number, max: input.Max_Number });
        const before = variables._id ? state.books.find((each) => each._id === variables._id) : undefined;
        if (variables._id && !before) throw refusal('numbering.bookNotFound', '_id');
        const used = before !== undefined && before.Next_Number > before.Min_Number;
        if (used && input.MaLoaiQuyenBienLai !== before.MaLoaiQuyenBienLai) throw refusal('cashier.bookKindInUse', 'MaLoaiQuyenBienLai', { symbol: before.KyHieu });
        if (used && input.Min_Number !== before.Min_Number) throw refusal('cashier.bookStartInUse', 'Min_Number', { min: before.Min_Number });
        if (before && input.Max_Number < before.Next_Number - 1) {
          throw refusal('cashier.bookRangeBelowWritten', 'Max_Number', { written: before.Next_Number - 1 });
        }
        const userIds: string[] = input.NguoiSuDung_Ids ?? before?.NguoiSuDungs.map((each) => each.NguoiSuDung_Id) ?? [];
        const book: Book = {
          _id: before?._id ?? `qbl-new-${++ids}`,
          KyHieu: input.KyHieu, Series: input.Series ?? null, Min_Number: input.Min_Number, Max_Number: input.Max_Number,
          Next_Number: before?.Next_Number ?? input.Min_Number, NgayPhatHanh: input.NgayPhatHanh ?? null, MaLoaiQuyenBienLai: input.MaLoaiQuyenBienLai, isLocked: before?.isLocked ?? false,
          NguoiSuDungs: userIds.map((id) => before?.NguoiSuDungs.find((each) => each.NguoiSuDung_Id === id) ?? { NguoiSuDung_Id: id, TenNguoiSuDung: nameOf(id), Current_Number: null }),
        };
        state.books = before ? state.books.map((each) => (each === before ? book : each)) : [...state.books, book];
        return { update_QuyenBienLai_ByVienPhi: book };
      },
      LockReceiptBook: (variables) => {
        const found = state.books.find((each) => each._id === variables._id);
        if (!found) throw refusal('numbering.bookNotFound', '_id');
        found.isLocked = variables.isLocked;
        return { lockQuyenBienLai: found };
      },
      PaymentPostingRules: () => ({ getAllDM_HinhThucThanhToan: PAYMENT_METHODS, getHinhThucThanhToanHachToans: state.postingRules }),
      SavePaymentPostingRules: (variables) => {
        refused('SavePaymentPostingRules');
        (variables.input as Omit<PostingRule, '_id'>[]).forEach((each, index) => {
          for (const field of ['TaiKhoanCo_Id', 'TaiKhoanNo_Id'] as const) {
            const account = each[field];
            if (account != null && !ACCOUNT.test(account)) throw refusal('cashier.postingRules.account', `input.${index}.${field}`);
          }
        });
        state.postingRules = (variables.input as Omit<PostingRule, '_id'>[]).map((each) => ({
          _id: state.postingRules.find((rule) => rule.HinhThucThanhToan_Id === each.HinhThucThanhToan_Id && rule.LoaiQuyenBienLai_Id === each.LoaiQuyenBienLai_Id)?._id ?? `hththt-${++ids}`,
          HinhThucThanhToan_Id: each.HinhThucThanhToan_Id, LoaiQuyenBienLai_Id: each.LoaiQuyenBienLai_Id, TaiKhoanCo_Id: each.TaiKhoanCo_Id ?? null, TaiKhoanNo_Id: each.TaiKhoanNo_Id ?? null,
        }));
        return { saveHinhThucThanhToanHachToans: state.postingRules };
      },
      CashierDaySummary: (variables) => {
        refused('CashierDaySummary');
        // Another cashier's day, or another day, holds nothing in this fake.
        const mine = !variables.NhanVienId || variables.NhanVienId === 'u-thungan1';
        const today = variables.date == null || startOfDay(variables.date) === startOfDay(now);
        return { getVienPhiInfoByDate: mine && today ? daySummary : { BienLaiThucHien: 0, BienLaiHuy: 0, ConLai: 0, CongKham: 0, DichVu: 0, DuocPham: 0, TongThu: 0, TheoHinhThuc: [] } };
      },
      InsuranceRules: () => ({ quyTacBHYTs: state.rules }),
      SaveInsuranceRule: (variables) => {
        refused('SaveInsuranceRule');
        const input = variables.input;
        const clash = state.rules.find((each) => each._id !== variables._id && each.MaQuyTac === input.MaQuyTac && each.TuNgay === input.TuNgay);
        if (clash) throw refusal('cashier.rules.duplicate', 'TuNgay');
        const saved: Rule = { _id: variables._id ?? `qt-new-${++ids}`, MaQuyTac: input.MaQuyTac, GiaTri: input.GiaTri, TuNgay: input.TuNgay, GhiChu: input.GhiChu ?? null, CanKiemTra: false };
        state.rules = variables._id ? state.rules.map((each) => (each._id === variables._id ? saved : each)) : [...state.rules, saved];
        return { saveQuyTacBHYT: saved };
      },
      InsuranceConfirmations: (variables) => ({
        danhSachXacNhanBHYT: state.bills
          .filter((bill) => bill.TiepNhan.SoTheBHYT)
          .filter((bill) => variables.DaXacNhanBHYT == null || bill.DaXacNhanBHYT === variables.DaXacNhanBHYT)
          .filter((bill) => (variables.startDate == null || bill.TiepNhan.NgayTiepNhan >= variables.startDate) && (variables.endDate == null || bill.TiepNhan.NgayTiepNhan <= variables.endDate))
          .filter((bill) => includes(`${bill.BenhNhan.MaYTe} ${bill.BenhNhan.TenBenhNhan} ${bill.TiepNhan.MaTiepNhan}`, variables.searchString))
          .map(confirmation),
      }),
      ConfirmInsurance: (variables) => {
        refused('ConfirmInsurance');
        const bill = billOf(variables.TiepNhan_Id);
        if (bill.DaXacNhanBHYT) throw refusal('cashier.insurance.alreadyConfirmed', 'TiepNhan_Id', { code: bill.TiepNhan.MaTiepNhan });
        state.confirmedAt[bill.TiepNhan._id] = now;
        return { xacNhanBHYT: confirmation(replaceBill({ ...bill, DaXacNhanBHYT: true })) };
      },
      UnconfirmInsurance: (variables) => {
        const bill = billOf(variables.TiepNhan_Id);
        delete state.confirmedAt[bill.TiepNhan._id];
        return { huyXacNhanBHYT: confirmation(replaceBill({ ...bill, DaXacNhanBHYT: false })) };
      },
      FeeVisitSearch: (variables) => ({
        loadBenhNhanFromTransaction: state.bills
          .filter((bill) => (variables.startDate == null || bill.TiepNhan.NgayTiepNhan >= variables.startDate) && (variables.endDate == null || bill.TiepNhan.NgayTiepNhan <= variables.endDate))
          .filter((bill) => includes(`${bill.BenhNhan.MaYTe} ${bill.BenhNhan.TenBenhNhan}`, variables.searchString))
          .map((bill): FeeVisitSearchQuery['loadBenhNhanFromTransaction'][number] => ({
            TiepNhan_Id: bill.TiepNhan._id, BenhNhan_Id: bill.BenhNhan._id, MaYTe: bill.BenhNhan.MaYTe, MaTiepNhan: bill.TiepNhan.MaTiepNhan, TenBenhNhan: bill.BenhNhan.TenBenhNhan,
            GioiTinh: bill.BenhNhan.GioiTinh, NamSinh: bill.BenhNhan.NamSinh, SoTienCanThu: bill.TongHop.ConLai, TrangThaiVienPhi: bill.TongHop.ConLai > 0 ? 'ChoThanhToan' : 'DaThu',
            TenDoiTuong: bill.TiepNhan.TenDoiTuong, NgayTiepNhan: bill.TiepNhan.NgayTiepNhan,
          })),
      }),
      CashierBill: (variables) => {
        const bill = billOf(variables.TiepNhan_Id);
        if (bill.BenhNhan._id !== variables.BenhNhan_Id) throw refusal('cashier.visitNotFound', 'TiepNhan_Id');
        return { loadDataByOnSelectBenhNhan: bill };
      },
      SetExemptions: (variables) => {
        refused('SetExemptions');
        const bill = billOf(variables.TiepNhan_Id);
        refuseLocked(bill);
        if (!String(variables.LyDo ?? '').trim()) throw refusal('validation.required', 'LyDo');
        const wanted = variables.lines as { ChiTiet_Id: string; PhanTramGiamGia?: number | null; SoTienGiamGia?: number | null }[];
        const changes = new Map(wanted.map((each, index) => [each.ChiTiet_Id, { ...each, index }]));
        const ChiTiets = bill.ChiTiets.map((each) => {
          const change = changes.get(each._id);
          if (!change) return each;
          const field = `lines.${change.index}`;
          if (each.DaThuTien) throw refusal('cashier.lineCollected', `${field}.ChiTiet_Id`, { name: each.TenDichVu });
          const percent = change.PhanTramGiamGia ?? 0;
          const problem = checkDiscount({ PhanTramGiamGia: percent, SoTienGiamGia: change.SoTienGiamGia ?? 0 }, each.ThanhTien, each.BenhNhanTT);
          if (problem) throw refusal(problem.key, `${field}.${problem.field}`, problem.params);
          // The fake's stand-in for the server's rule: the discount comes off the patient's share.
          const amount = change.SoTienGiamGia ?? Math.round((each.BenhNhanTT * percent) / 100);
          return { ...each, PhanTramGiamGia: percent, SoTienGiamGia: amount, ThanhTienSauGiamGia: each.ThanhTien - amount, BenhNhanTTSauGiamGia: each.BenhNhanTT - amount };
        });
        (state.exemptionReasons[bill.TiepNhan._id] ??= []).push(variables.LyDo);
        return { mienGiamNgoaiTru: replaceBill({ ...bill, ChiTiets }) };
      },
      GroupChangeCheck: (variables) => {
        const bill = billOf(variables.idTiepNhan);
        const collected = bill.ChiTiets.find((each) => each.DaThuTien);
        const code = bill.TiepNhan.MaTiepNhan;
        const reason = state.groupChangeRefused[bill.TiepNhan._id]
          ?? (bill.DaXacNhanBHYT ? `Lượt tiếp nhận ${code} đã xác nhận BHYT: huỷ xác nhận trước khi thay đổi` : null)
          ?? (collected ? `Lượt tiếp nhận ${code} đã thu tiền (${collected.TenDichVu}): không chuyển đổi đối tượng được` : null);
        return { checkIsEligibleForChangeDoiTuong: { eligible: !reason, message: reason } };
      },
      ChangePatientGroup: (variables) => {
        refused('ChangePatientGroup');
        const bill = billOf(variables.TiepNhan_Id);
        refuseLocked(bill);
        const collected = bill.ChiTiets.find((each) => each.DaThuTien);
        if (collected) throw refusal('cashier.groupChange.collected', 'TiepNhan_Id', { code: bill.TiepNhan.MaTiepNhan, name: collected.TenDichVu });
        const input = variables.input;
        const group = GROUPS.find((each) => each._id === input.DoiTuong_Id);
        if (!group || group.TamNgung) throw refusal('catalogue.refNotFound', 'DoiTuong_Id');
        if (group.insured && !input.SoTheBHYT) throw refusal('validation.required', 'SoTheBHYT');
        // The fake's stand-in for re-pricing: an insured visit has 80% of covered lines paid, else none.
        const ChiTiets = bill.ChiTiets.map((each) => {
          const covered = group.insured && each.DonGiaBHYT !== null;
          const BHChiTra = covered ? Math.round(each.ThanhTien * 0.8) : 0;
          const BenhNhanTT = each.ThanhTien - BHChiTra;
          return { ...each, KhongBHYT: !covered, TyLeBHYT: covered ? 80 : 0, BHChiTra, BenhNhanTT, ThanhTienSauGiamGia: each.ThanhTien - each.SoTienGiamGia, BenhNhanTTSauGiamGia: BenhNhanTT - each.SoTienGiamGia };
        });
        const TiepNhan = {
          ...bill.TiepNhan, DoiTuong_Id: group._id, TenDoiTuong: group.TenDoiTuong, SoTheBHYT: input.SoTheBHYT ?? null, BHYTNgayHieuLuc: input.BHYTNgayHieuLuc ?? null,
          BHYTNgayHetHieuLuc: input.BHYTNgayHetHieuLuc ?? null, BenhVien_KCB: input.BenhVien_KCB ?? null, TuyenKCB: input.TuyenKCB ?? null, NgayDu5Nam: input.NgayDu5Nam ?? null,
          MienCungChiTra: input.MienCungChiTra ?? false, NgayMienCungChiTra: input.NgayMienCungChiTra ?? null,
        };
        return { ChuyenDoiDoiTuong: replaceBill({ ...bill, TiepNhan, ChiTiets }) };
      },
      PatientGroupChoices: () => ({ searchDM_DoiTuongs: GROUPS.map(({ insured: _insured, ...group }) => group) }),
    },
    { calls },
  );
  const authClient = createMockClient(
    {
      ReceiptBookCashiers: (variables) => ({
        users: CASHIERS.filter((each) => includes(`${each.username} ${each.employee?.TenNhanVien ?? ''}`, variables.searchString)).slice(0, variables.limit ?? 20),
      }),
    },
    { calls, url: '/graphqlauth' },
  );
  return Object.assign(state, { client, authClient, calls });
}
