// A fake of the cashier's API for the cashier screen's stories and component tests: four visits of a March morning
// (an insured patient with a line insurance does not cover, a priority patient paid and posted, one collected but not
// posted with a deleted receipt, a child with an advance), the cashier's books (one used up) and payment methods, and
// the writes the screen makes (receipts, posting and its cancelling per receipt or per line, removing unpaid services,
// cancelling a prescription's payment request) applied to that state with the server's refusals; the prints render
// the real templates with the data the server would build. Any other operation fails (mock client).
import { formatMoney } from '@his/sdk/format';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import type { CashierBillFieldsFragment, CashierListRowFieldsFragment, CashierPaymentSetupQuery, CashierReceiptFieldsFragment } from '../../generated/graphql';
import { CASHIER_PRINTS } from '../../print/cashier-prints';
import { billPrintData, receiptPrintData } from '../../print/receipt-print-data';
import { BOOK_KIND, type BillLine, type LoaiBienLai } from '../cashier-page/bill-view';
import { counterAnswers, createFakeCounterAuthClient } from './fake-counter-answers';

type Receipt = CashierReceiptFieldsFragment;
type Book = CashierPaymentSetupQuery['get_QuyenBienLai_ByNguoiSuDung_Id'][number];
type Method = CashierPaymentSetupQuery['getAllDM_HinhThucThanhToan'][number];
type Bill = CashierBillFieldsFragment;

// 5 March 2026, 08:00 in Asia/Ho_Chi_Minh.
export const MORNING = Date.UTC(2026, 2, 5, 1, 0);
const MINUTE = 60_000;

export const CASHIER = { _id: 'u-thungan', name: 'Lê Thị Cúc' };
const FACILITY = { name: 'Bệnh viện Đa khoa Hòa Bình' };

export const METHODS: Method[] = [
  { _id: 'pm-tm', MaHinhThucThanhToan: 'TienMat', TenHinhThucThanhToan: 'Tiền mặt', MacDinh: true, isActive: true },
  { _id: 'pm-ck', MaHinhThucThanhToan: 'ChuyenKhoan', TenHinhThucThanhToan: 'Chuyển khoản', MacDinh: false, isActive: true },
  { _id: 'pm-qt', MaHinhThucThanhToan: 'QuetThe', TenHinhThucThanhToan: 'Quẹt thẻ', MacDinh: false, isActive: true },
  { _id: 'pm-khac', MaHinhThucThanhToan: 'Khac', TenHinhThucThanhToan: 'Khác', MacDinh: false, isActive: false },
];

export function sampleBooks(): Book[] {
  return [
    { _id: 'bk-bl25', KyHieu: 'BL25', Series: 'A', Min_Number: 1, Max_Number: 10, Next_Number: 11, MaLoaiQuyenBienLai: 'ThuTien', isLocked: false },
    { _id: 'bk-bl26', KyHieu: 'BL26', Series: 'A', Min_Number: 1, Max_Number: 500, Next_Number: 13, MaLoaiQuyenBienLai: 'ThuTien', isLocked: false },
    { _id: 'bk-tu26', KyHieu: 'TU26', Series: null, Min_Number: 1, Max_Number: 100, Next_Number: 3, MaLoaiQuyenBienLai: 'TamUng', isLocked: false },
    { _id: 'bk-hu26', KyHieu: 'HU26', Series: null, Min_Number: 1, Max_Number: 100, Next_Number: 1, MaLoaiQuyenBienLai: 'HoanUng', isLocked: false },
  ];
}

/** A visit of the fake: its patient, card, whether examined (the "visited" list), lines and receipts. */
export interface FakeVisit {
  TiepNhan: Bill['TiepNhan'];
  BenhNhan: Bill['BenhNhan'];
  SoThuTu: number | null;
  examined: boolean;
  TrangThaiTiepNhan: string;
  /** Every payment of the visit was refunded. */
  DaHoanTien?: boolean;
  lines: BillLine[];
  receipts: Receipt[];
  /** The advance each payment took, by receipt. */
  advanceUsed: Record<string, number>;
}

function line(id: string, TenDichVu: string, NhomDichVu: string | null, DonGia: number, facts: Partial<BillLine> & { rate?: number } = {}): BillLine {
  const { rate = 0, ...rest } = facts;
  const SoLuong = facts.SoLuong ?? 1;
  const ThanhTien = DonGia * SoLuong;
  const BHChiTra = facts.KhongBHYT ? 0 : Math.round((ThanhTien * rate) / 100);
  return {
    _id: id, Nguon: 'DichVu', MaPhieu: 'YC2603050001', MaDV: id.toUpperCase(), TenDichVu, NhomDichVu, TranGroup: null, ToaThuoc_Id: null, LoaiGia: rate ? 'BaoHiemYTe' : 'DichVu',
    SoLuong, DonGia, DonGiaBHYT: facts.KhongBHYT || !rate ? null : DonGia, ThanhTien, BHChiTra, BenhNhanTT: ThanhTien - BHChiTra, KhongBHYT: false, TyLeBHYT: facts.KhongBHYT ? 0 : rate,
    MienGiam: 0, PhanTramGiamGia: 0, SoTienGiamGia: 0, ThanhTienSauGiamGia: ThanhTien, BenhNhanTTSauGiamGia: ThanhTien - BHChiTra, IsKhamBenh: NhomDichVu === 'Khám bệnh',
    DaThuTien: false, HachToan: false, KhongThuTien: false, ConLai: ThanhTien - BHChiTra, ThoiGianChiDinh: MORNING, NoiThucHien: 'Phòng khám Nội 1', BienLai_Id: null,
    ...rest,
  };
}

function receipt(id: string, visit: Pick<FakeVisit, 'TiepNhan' | 'BenhNhan'>, book: Book, number: number, kind: LoaiBienLai, amount: number, facts: Partial<Receipt> = {}): Receipt {
  return {
    _id: id, MaBienLai: `${book.KyHieu}${book.Series ? `/${book.Series}` : ''}-${String(number).padStart(7, '0')}`, SoBienLai: number, LoaiBienLai: kind, NgayBienLai: MORNING + 30 * MINUTE, GiaTriBienLai: amount,
    TrangThai: 'DaThuTien', HinhThucThanhToan_Id: 'pm-tm', TenHinhThucThanhToan: 'Tiền mặt', TaiKhoanNganHang_Id: null, MaTaiKhoanNganHang: null, TenTaiKhoanNganHang: null, MienGiam: 0, GhiChu: null, NguoiThu: CASHIER._id,
    TenNguoiThu: CASHIER.name, TransactionIds: [`gd-${id}`], TiepNhan_Id: visit.TiepNhan._id, BenhNhan_Id: visit.BenhNhan._id, LyDoHuy: null, NgayHuy: null, daXuatHoaDon: false,
    QuyenBienLai: { _id: book._id, KyHieu: book.KyHieu, Series: book.Series }, eBill: null, ...facts,
  };
}

const tiepNhan = (n: number, facts: Partial<Bill['TiepNhan']> = {}): Bill['TiepNhan'] => ({
  _id: `tn-${n}`, MaTiepNhan: `TN26030500${n}`, NgayTiepNhan: MORNING - 30 * MINUTE + n * MINUTE, TrangThai: 'DangThucHien', DoiTuong_Id: 'dt-dv', TenDoiTuong: 'Dịch vụ', SoTheBHYT: null,
  BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: null, MucHuong: null, TuyenKCB: null, NgayDu5Nam: null, MienCungChiTra: false, NgayMienCungChiTra: null, UuTien: false, ...facts,
});

export function sampleVisits(): FakeVisit[] {
  const books = sampleBooks();
  const [, bl26, tu26] = books as [Book, Book, Book, Book];
  const ngoc: FakeVisit = {
    TiepNhan: tiepNhan(1, { DoiTuong_Id: 'dt-bhyt', TenDoiTuong: 'Bảo hiểm y tế', SoTheBHYT: 'HN4797900000011', MucHuong: 4, TuyenKCB: 'DungTuyen' }),
    BenhNhan: { _id: 'bn-1', MaYTe: 'BN26000011', TenBenhNhan: 'Trần Thị Bích Ngọc', GioiTinh: 'FEMALE', NamSinh: 1968, NgaySinh: null },
    SoThuTu: 3, examined: true, TrangThaiTiepNhan: 'DangThucHien', receipts: [], advanceUsed: {},
    lines: [
      line('kb-noi', 'Khám Nội', 'Khám bệnh', 42_100, { rate: 80 }),
      line('xn-cbc', 'Tổng phân tích tế bào máu ngoại vi', 'Xét nghiệm', 46_200, { rate: 80, NoiThucHien: 'Phòng lấy mẫu xét nghiệm' }),
      line('xn-glu', 'Định lượng Glucose [máu]', 'Xét nghiệm', 21_500, { rate: 80, NoiThucHien: 'Phòng lấy mẫu xét nghiệm' }),
      line('sa-4d', 'Siêu âm ổ bụng 4D (theo yêu cầu)', 'Chẩn đoán hình ảnh', 350_000, { KhongBHYT: true, NoiThucHien: 'Phòng siêu âm' }),
      line('t-para', 'Paracetamol 500mg', null, 500, { rate: 80, SoLuong: 10, MaPhieu: 'KB260305001.1', NoiThucHien: 'Nhà thuốc bệnh viện', Nguon: 'Thuoc', TranGroup: 'Thuoc', ToaThuoc_Id: 'toa-1' }),
    ],
  };
  const hung: FakeVisit = {
    TiepNhan: tiepNhan(2, { UuTien: true }),
    BenhNhan: { _id: 'bn-2', MaYTe: 'BN26000012', TenBenhNhan: 'Lê Văn Hùng', GioiTinh: 'MALE', NamSinh: 1951, NgaySinh: null },
    SoThuTu: 1, examined: true, TrangThaiTiepNhan: 'DangThucHien', receipts: [], advanceUsed: {},
    lines: [line('kb-ngoai', 'Khám Ngoại', 'Khám bệnh', 150_000, { DaThuTien: true, HachToan: true, BienLai_Id: 'bl-11', ConLai: 0 })],
  };
  // Paid by bank transfer into the facility's account, posted, and invoiced.
  hung.receipts.push(receipt('bl-11', hung, bl26, 11, 'ThuTien', 150_000, {
    TrangThai: 'HachToanToanBo', HinhThucThanhToan_Id: 'pm-ck', TenHinhThucThanhToan: 'Chuyển khoản',
    TaiKhoanNganHang_Id: 'tk-vcb', MaTaiKhoanNganHang: '1019283746', TenTaiKhoanNganHang: 'BỆNH VIỆN ĐA KHOA HÒA BÌNH',
    eBill: { _id: 'hd-7', MaHoaDon: 'LOCAL00000007', Pattern: '1', Serial: 'C26TAA', SoHoaDon: 7, TrangThai: 'DaPhatHanh' }, daXuatHoaDon: true,
  }));
  const mai: FakeVisit = {
    TiepNhan: tiepNhan(3),
    BenhNhan: { _id: 'bn-3', MaYTe: 'BN26000013', TenBenhNhan: 'Phạm Thị Mai', GioiTinh: 'FEMALE', NamSinh: 1990, NgaySinh: null },
    SoThuTu: 2, examined: false, TrangThaiTiepNhan: 'DangThucHien', receipts: [], advanceUsed: {},
    lines: [line('kb-mai', 'Khám Nội', 'Khám bệnh', 150_000, { DaThuTien: true, BienLai_Id: 'bl-12', ConLai: 0 })],
  };
  mai.receipts.push(
    receipt('bl-10', mai, bl26, 10, 'ThuTien', 150_000, { TrangThai: 'DaHuy', LyDoHuy: 'Thu nhầm phương thức', NgayHuy: MORNING + 20 * MINUTE, NgayBienLai: MORNING + 10 * MINUTE }),
    receipt('bl-12', mai, bl26, 12, 'ThuTien', 150_000, { HinhThucThanhToan_Id: 'pm-qt', TenHinhThucThanhToan: 'Quẹt thẻ' }),
  );
  const khang: FakeVisit = {
    TiepNhan: tiepNhan(4),
    BenhNhan: { _id: 'bn-4', MaYTe: 'BN26000014', TenBenhNhan: 'Nguyễn Minh Khang', GioiTinh: 'MALE', NamSinh: 2022, NgaySinh: Date.UTC(2022, 5, 1, -7) },
    SoThuTu: 4, examined: true, TrangThaiTiepNhan: 'DangThucHien', receipts: [], advanceUsed: {},
    lines: [line('kb-nhi', 'Khám Nhi', 'Khám bệnh', 150_000)],
  };
  khang.receipts.push(receipt('tu-2', khang, tu26, 2, 'TamUng', 100_000));
  return [ngoc, hung, mai, khang];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const live = (each: Receipt) => each.TrangThai !== 'DaHuy';

/** The advance a visit holds: advances taken, less advances refunded and what payments used. */
export function advanceHeld(visit: FakeVisit): number {
  const of = (kind: string) => sum(visit.receipts.filter((each) => live(each) && each.LoaiBienLai === kind).map((each) => each.GiaTriBienLai));
  const used = sum(visit.receipts.filter(live).map((each) => visit.advanceUsed[each._id] ?? 0));
  return of('TamUng') - of('HoanUng') - used;
}

function billOf(visit: FakeVisit): Bill {
  const lines = visit.lines;
  const toCollect = lines.filter((each) => !each.DaThuTien && !each.KhongThuTien);
  const paid = visit.receipts.filter((each) => live(each) && each.LoaiBienLai === 'ThuTien');
  const refunded = visit.receipts.filter((each) => live(each) && each.LoaiBienLai === 'HoanTien');
  return {
    TiepNhan: { ...visit.TiepNhan, TrangThai: visit.TrangThaiTiepNhan },
    BenhNhan: visit.BenhNhan,
    ChiTiets: lines.map((each) => ({ ...each, ConLai: each.DaThuTien || each.KhongThuTien ? 0 : each.BenhNhanTTSauGiamGia })),
    TongHop: {
      TongTien: sum(lines.map((each) => each.ThanhTien)),
      BHChiTra: sum(lines.map((each) => each.BHChiTra)),
      BenhNhanTT: sum(lines.map((each) => each.BenhNhanTTSauGiamGia)),
      MienGiam: sum(lines.map((each) => each.SoTienGiamGia)),
      DaThu: sum(paid.map((each) => each.GiaTriBienLai + (visit.advanceUsed[each._id] ?? 0))) - sum(refunded.map((each) => each.GiaTriBienLai)),
      TamUng: advanceHeld(visit),
      ConLai: sum(toCollect.map((each) => each.BenhNhanTTSauGiamGia)),
      SoDongKhongBHYT: lines.filter((each) => each.KhongBHYT).length,
    },
    BienLais: visit.receipts.filter(live),
    BienLaiDaHuys: visit.receipts.filter((each) => !live(each)),
    TrangThaiTiepNhan: visit.TrangThaiTiepNhan,
    DaXacNhanBHYT: false,
    DaHoanTien: visit.DaHoanTien === true,
  };
}

/** Which of the cashier's lists a visit is in (a visit examined and still owing is in two). */
function inList(visit: FakeVisit, list: string): boolean {
  const owing = visit.lines.some((each) => !each.DaThuTien && !each.KhongThuTien);
  const collected = visit.lines.some((each) => each.DaThuTien);
  if (list === 'ChoThanhToan') return owing;
  if (list === 'DaKham') return visit.examined;
  if (list === 'DaThu') return !owing && collected && visit.lines.every((each) => !each.DaThuTien || each.HachToan);
  if (list === 'ChuaHachToan') return collected && visit.lines.some((each) => each.DaThuTien && !each.HachToan);
  return true;
}

function rowOf(visit: FakeVisit): CashierListRowFieldsFragment {
  const bill = billOf(visit);
  return {
    TiepNhan_Id: visit.TiepNhan._id, BenhNhan_Id: visit.BenhNhan._id, SoThuTu: visit.SoThuTu, MaYTe: visit.BenhNhan.MaYTe, TenBenhNhan: visit.BenhNhan.TenBenhNhan,
    SoTienCanThu: Math.max(0, bill.TongHop.ConLai - bill.TongHop.TamUng), UuTien: visit.TiepNhan.UuTien,
  };
}

export interface FakeCashierApi {
  client: ReturnType<typeof createMockClient>;
  /** The auth service: the facility's units, its cashier counters among them. */
  authClient: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  visits: FakeVisit[];
  books: Book[];
}

export interface FakeCashierOptions {
  visits?: FakeVisit[];
  books?: Book[];
  /** A refusal the server makes that the form does not check first, by operation name. */
  refusals?: Record<string, MockRefusal>;
  /** The clock of the writes. */
  now?: () => number;
}

export function createFakeCashierApi(options: FakeCashierOptions = {}): FakeCashierApi {
  const visits = options.visits ?? sampleVisits();
  const books = options.books ?? sampleBooks();
  const calls: MockCall[] = [];
  const now = options.now ?? (() => MORNING + 2 * 60 * MINUTE);
  let seq = 0;
  const refused = (name: string) => {
    const refusal = options.refusals?.[name];
    if (refusal) throw refusal;
  };
  const visitOf = (id: string) => {
    const found = visits.find((each) => each.TiepNhan._id === id);
    if (!found) throw new MockRefusal('cashier.visitNotFound', 'TiepNhan_Id', {}, 'Không tìm thấy lượt tiếp nhận');
    return found;
  };
  const receiptOf = (id: string) => {
    for (const visit of visits) {
      const found = visit.receipts.find((each) => each._id === id);
      if (found) return { visit, found };
    }
    throw new MockRefusal('cashier.receiptNotFound', 'BienLai_Id', {}, 'Không tìm thấy biên lai');
  };
  const bookOf = (id: string, kind: LoaiBienLai) => {
    const book = books.find((each) => each._id === id);
    if (!book) throw new MockRefusal('numbering.bookNotFound', 'QuyenBienLai_Id');
    const range = { symbol: book.KyHieu, min: book.Min_Number, max: book.Max_Number };
    if (book.MaLoaiQuyenBienLai !== BOOK_KIND[kind]) throw new MockRefusal('cashier.bookKind', 'QuyenBienLai_Id', range, `Quyển ${book.KyHieu} không dùng cho loại biên lai này`);
    if (book.isLocked) throw new MockRefusal('numbering.bookLocked', 'QuyenBienLai_Id', range);
    if (book.Next_Number > book.Max_Number) throw new MockRefusal('numbering.bookUsedUp', 'QuyenBienLai_Id', range);
    return book;
  };
  const methodOf = (id: string) => {
    const method = METHODS.find((each) => each._id === id && each.isActive);
    if (!method) throw new MockRefusal('cashier.methodNotFound', 'HinhThucThanhToan_Id', {}, 'Hình thức thanh toán không hợp lệ');
    return method;
  };
  const linesOf = (visit: FakeVisit, ids: readonly string[] | undefined, wanted: (line: BillLine) => boolean) => {
    const chosen = visit.lines.filter((each) => (ids ?? []).includes(each._id));
    if (chosen.length === 0 || chosen.length !== (ids ?? []).length || !chosen.every(wanted)) throw new MockRefusal('cashier.linesNotChosen', 'ChiTiet_Ids', {}, 'Chưa chọn dòng nào hợp lệ');
    return chosen;
  };
  const billAnswer = (visit: FakeVisit) => billOf(visit);
  /** The server refuses any change to a visit whose fees are completed. */
  const refuseCompleted = (visit: FakeVisit, field: string) => {
    const code = visit.TiepNhan.MaTiepNhan;
    if (visit.TrangThaiTiepNhan === 'HoanTat') throw new MockRefusal('cashier.visitCompleted', field, { code }, `Lượt tiếp nhận ${code} đã hoàn tất viện phí: huỷ hoàn tất trước khi thay đổi`);
  };
  /** The bill lines with these ids, each with its visit; an unknown id is refused as the server does. */
  const billLines = (ids: readonly string[], field: string, refusal: [string, string]) => ids.map((id) => {
    for (const visit of visits) {
      const found = visit.lines.find((each) => each._id === id);
      if (found) return { visit, found };
    }
    throw new MockRefusal(refusal[0], field, {}, refusal[1]);
  });
  /** A prescription's payment request cancelled: its lines leave the bill (the doctor sends it again by saving it). */
  const cancelRequest = (prescriptionId: string, kind: 'Thuoc' | 'VTYT') => {
    const visit = visits.find((each) => each.lines.some((one) => one.ToaThuoc_Id === prescriptionId));
    if (!visit) throw new MockRefusal('examination.prescription.notFound', 'ToaThuoc_Id', {}, 'Không tìm thấy toa thuốc');
    const lines = visit.lines.filter((one) => one.ToaThuoc_Id === prescriptionId);
    if (lines.some((one) => (one.TranGroup === 'VTYT' ? 'VTYT' : 'Thuoc') !== kind)) {
      throw new MockRefusal('examination.prescription.paymentRequestKind', 'ToaThuoc_Id', {}, 'Loại yêu cầu thanh toán không đúng với loại toa');
    }
    if (lines.some((one) => one.DaThuTien)) throw new MockRefusal('examination.prescription.paid', 'ToaThuoc_Id', { number: 1 }, 'Toa số 1 đã có thuốc thu tiền: không thể sửa hoặc xoá');
    refuseCompleted(visit, 'ToaThuoc_Id');
    visit.lines = visit.lines.filter((one) => !lines.includes(one));
    return true;
  };

  const createReceipt = (input: Record<string, any>): Receipt => {
    refused('CashierCreateReceipt');
    const visit = visitOf(input.TiepNhan_Id);
    const kind = (input.LoaiBienLai ?? 'ThuTien') as LoaiBienLai;
    const method = methodOf(input.HinhThucThanhToan_Id);
    const book = bookOf(input.QuyenBienLai_Id, kind);
    let amount: number;
    let used = 0;
    let lines: BillLine[] = [];
    if (kind === 'ThuTien') {
      lines = linesOf(visit, input.ChiTiet_Ids, (each) => !each.DaThuTien && !each.KhongThuTien);
      const share = sum(lines.map((each) => each.BenhNhanTTSauGiamGia));
      used = input.DungTamUng ? Math.min(Math.max(0, advanceHeld(visit)), share) : 0;
      amount = share - used;
      if (input.SoTien != null && input.SoTien !== amount) throw new MockRefusal('cashier.amountMismatch', 'SoTien', { expected: formatMoney(amount) }, `Số tiền phải bằng ${formatMoney(amount)}`);
    } else if (kind === 'HoanTien') {
      lines = linesOf(visit, input.ChiTiet_Ids, (each) => each.DaThuTien);
      amount = sum(lines.map((each) => each.BenhNhanTTSauGiamGia));
    } else {
      amount = input.SoTien ?? 0;
      if (!(amount > 0)) throw new MockRefusal('validation.required', 'SoTien');
      if (kind === 'HoanUng' && amount > advanceHeld(visit)) throw new MockRefusal('cashier.refundOverAdvance', 'SoTien', { held: formatMoney(advanceHeld(visit)) }, `Số tiền hoàn ứng vượt tạm ứng còn lại (${formatMoney(advanceHeld(visit))})`);
    }
    const number = book.Next_Number;
    book.Next_Number += 1;
    const made = receipt(`bl-new-${++seq}`, visit, book, number, kind, amount, {
      NgayBienLai: now(), HinhThucThanhToan_Id: method._id, TenHinhThucThanhToan: method.TenHinhThucThanhToan, GhiChu: input.GhiChu ?? null,
    });
    visit.receipts.push(made);
    if (used) visit.advanceUsed[made._id] = used;
    for (const each of lines) Object.assign(each, kind === 'ThuTien' ? { DaThuTien: true, BienLai_Id: made._id } : { DaThuTien: false, HachToan: false, BienLai_Id: null, KhongThuTien: true });
    return made;
  };

  const printSource = (visit: FakeVisit) => ({
    patient: { MaYTe: visit.BenhNhan.MaYTe, TenBenhNhan: visit.BenhNhan.TenBenhNhan, NamSinh: visit.BenhNhan.NamSinh, GioiTinh: visit.BenhNhan.GioiTinh },
    visit: { MaTiepNhan: visit.TiepNhan.MaTiepNhan, NgayTiepNhan: visit.TiepNhan.NgayTiepNhan, TenDoiTuong: visit.TiepNhan.TenDoiTuong, SoTheBHYT: visit.TiepNhan.SoTheBHYT, MucHuong: visit.TiepNhan.MucHuong },
  });

  const client = createMockClient(
    {
      CashierList: (variables) => ({ loadBenhNhanFromTransaction: visits
        .filter((visit) => inList(visit, variables.danhSach ?? 'ChoThanhToan'))
        .filter((visit) => {
          const text = String(variables.searchString ?? '').trim().toLowerCase();
          return !text || `${visit.BenhNhan.MaYTe} ${visit.BenhNhan.TenBenhNhan} ${visit.TiepNhan.MaTiepNhan}`.toLowerCase().includes(text);
        })
        .map(rowOf)
        .sort((a, b) => Number(b.UuTien) - Number(a.UuTien) || (a.SoThuTu ?? 0) - (b.SoThuTu ?? 0)) }),
      CashierBill: (variables) => {
        const visit = visits.find((each) => each.TiepNhan._id === variables.TiepNhan_Id || (!variables.TiepNhan_Id && each.BenhNhan._id === variables.BenhNhan_Id));
        if (!visit) throw new MockRefusal('cashier.visitNotFound', 'TiepNhan_Id', {}, 'Không tìm thấy lượt tiếp nhận');
        return { loadDataByOnSelectBenhNhan: billAnswer(visit) };
      },
      CashierBillByCode: (variables) => {
        const visit = visits.find((each) => each.BenhNhan.MaYTe === String(variables.MaYTe).trim());
        if (!visit) throw new MockRefusal('cashier.patientCodeNotFound', 'MaYTe', { code: variables.MaYTe }, `Không có lượt khám đang mở của mã y tế ${variables.MaYTe}`);
        return { loadDataByOnSelectBenhNhanMaYTe: billAnswer(visit) };
      },
      CashierReceipts: (variables) => {
        const visit = visits.find((each) => each.TiepNhan._id === variables.TiepNhan_Id)!;
        const shown = variables.ViewMode === 'DaThuVaDangHachToan' ? visit.receipts.filter((each) => each.TrangThai === 'DaThuTien' || each.TrangThai === 'DangHachToan') : visit.receipts.filter(live);
        return { getBienLai_ByBenhNhanId: shown };
      },
      CashierPaymentSetup: () => ({ getAllDM_HinhThucThanhToan: METHODS, get_QuyenBienLai_ByNguoiSuDung_Id: books }),
      ...counterAnswers({ visits, refused }),
      CashierCreateReceipt: (variables) => ({ createBienLai_ByVienPhi: createReceipt(variables.input) }),
      CashierPostReceipts: (variables) => {
        refused('CashierPostReceipts');
        const visit = visitOf(variables.TiepNhan_Id);
        const posted = visit.receipts.filter((each) => (variables.BienLai_Ids ?? visit.receipts.map((one) => one._id)).includes(each._id) && (each.TrangThai === 'DaThuTien' || each.TrangThai === 'DangHachToan'));
        for (const each of posted) {
          each.TrangThai = 'HachToanToanBo';
          for (const paidLine of visit.lines.filter((one) => one.BienLai_Id === each._id)) paidLine.HachToan = true;
        }
        return { hachToan_VienPhi: posted };
      },
      CashierUnpostTransaction: (variables) => {
        const visit = visits.find((each) => each.receipts.some((one) => one.TransactionIds.includes(variables.transactionId)))!;
        const found = visit.receipts.find((one) => one.TransactionIds.includes(variables.transactionId))!;
        found.TrangThai = 'DaThuTien';
        for (const paidLine of visit.lines.filter((one) => one.BienLai_Id === found._id)) paidLine.HachToan = false;
        return { huyHachToan_ToanBoMTran_VienPhi: found };
      },
      CashierUnpostLines: (variables) => {
        refused('CashierUnpostLines');
        const found = billLines(variables.ChiTiet_Ids, 'ChiTiet_Ids', ['cashier.lineNotCollectedId', 'Dòng này chưa thu tiền']);
        for (const { visit, found: one } of found) {
          if (!one.HachToan) throw new MockRefusal('cashier.lineNotPosted', 'ChiTiet_Ids', {}, 'Dòng này chưa hạch toán');
          refuseCompleted(visit, 'ChiTiet_Ids');
        }
        for (const { visit, found: one } of found) {
          one.HachToan = false;
          // The receipt's state follows its lines: some still posted, or none.
          const receiptOfLine = visit.receipts.find((each) => each._id === one.BienLai_Id);
          if (receiptOfLine) receiptOfLine.TrangThai = visit.lines.some((each) => each.BienLai_Id === receiptOfLine._id && each.HachToan) ? 'DangHachToan' : 'DaThuTien';
        }
        return { huyHachToan_VienPhi: found.map(({ found: one }) => ({ _id: one._id, DaThuTien: one.DaThuTien, HachToan: one.HachToan })) };
      },
      CashierRemoveServices: (variables) => {
        refused('CashierRemoveServices');
        const found = billLines(variables.dichvuIds, 'dichvuIds', ['reception.serviceOrders.notFound', 'Không tìm thấy dịch vụ']);
        for (const { visit, found: one } of found) {
          if (one.Nguon !== 'DichVu') throw new MockRefusal('reception.serviceOrders.notFound', 'dichvuIds', {}, 'Không tìm thấy dịch vụ');
          if (one.DaThuTien) throw new MockRefusal('reception.serviceOrders.paid', 'dichvuIds', { code: one.MaDV ?? '', number: one.MaPhieu ?? '' }, `Dịch vụ ${one.MaDV} của phiếu ${one.MaPhieu} đã thu tiền, không thể xoá hay thay đổi`);
          refuseCompleted(visit, 'dichvuIds');
        }
        for (const { visit, found: one } of found) visit.lines = visit.lines.filter((each) => each !== one);
        return { XoaDichVuKhamBenh: true };
      },
      CashierCancelDrugsRequest: (variables) => {
        refused('CashierCancelDrugsRequest');
        return { huyYeuCauThanhToan_KhamBenhToaThuoc: cancelRequest(variables.ToaThuoc_Id, 'Thuoc') };
      },
      CashierCancelSuppliesRequest: (variables) => {
        refused('CashierCancelSuppliesRequest');
        return { huyYeuCauThanhToan_KhamBenhVTYT: cancelRequest(variables.ToaThuoc_Id, 'VTYT') };
      },
      CashierDeleteReceipt: (variables) => {
        refused('CashierDeleteReceipt');
        const { visit, found } = receiptOf(variables.BienLai_Id);
        if (found.TrangThai === 'HachToanToanBo' || found.TrangThai === 'DangHachToan') throw new MockRefusal('cashier.receiptPosted', 'BienLai_Id', { code: found.MaBienLai }, `Biên lai ${found.MaBienLai} đã hạch toán: hủy hạch toán trước`);
        Object.assign(found, { TrangThai: 'DaHuy', LyDoHuy: variables.LyDo, NgayHuy: now() });
        for (const paidLine of visit.lines.filter((one) => one.BienLai_Id === found._id)) Object.assign(paidLine, { DaThuTien: false, HachToan: false, BienLai_Id: null });
        return { xoaBienLai_ByVienPhi: found };
      },
      CashierIssueEInvoice: (variables) => {
        refused('CashierIssueEInvoice');
        const { found } = receiptOf(variables.BienLai_Id);
        if (found.eBill && found.eBill.TrangThai !== 'DaHuy') throw new MockRefusal('cashier.einvoice.alreadyIssued', 'BienLai_Id', { code: found.MaBienLai, invoice: found.eBill.MaHoaDon }, `Biên lai ${found.MaBienLai} đã có hóa đơn ${found.eBill.MaHoaDon}`);
        const number = ++seq;
        found.eBill = { _id: `hd-${number}`, MaHoaDon: `LOCAL${String(number).padStart(8, '0')}`, Pattern: '1', Serial: 'C26TAA', SoHoaDon: number, TrangThai: 'DaPhatHanh' };
        found.daXuatHoaDon = true;
        return { guiHoaDonDienTu: { ...found.eBill, BienLai_Id: found._id } };
      },
      CashierEInvoiceView: (variables) => ({
        inHoaDonDienTu: { MaHoaDon: variables.MaHoaDon, html: `<html><body><h1>HÓA ĐƠN GIÁ TRỊ GIA TĂNG</h1><p>Ký hiệu: 1C26TAA</p><p>Mã tra cứu: ${variables.MaHoaDon}</p></body></html>` },
      }),
      CashierCompleteFees: (variables) => {
        refused('CashierCompleteFees');
        const visit = visitOf(variables.TiepNhan_Id);
        visit.TrangThaiTiepNhan = 'HoanTat';
        return { hoanTatVienPhiNgoaiTru: billAnswer(visit) };
      },
      CashierUndoCompleteFees: (variables) => {
        const visit = visitOf(variables.tiepNhanId);
        visit.TrangThaiTiepNhan = 'DangThucHien';
        return { huyHoanTatVienPhi: billAnswer(visit) };
      },
      CashierReceiptPrintData: (variables) => ({
        getDataPrintBienLais: (variables.BienLai_Ids as string[]).map((id) => {
          const { visit, found } = receiptOf(id);
          const book = books.find((each) => each._id === found.QuyenBienLai?._id)!;
          const lines = visit.lines.filter((each) => each.BienLai_Id === found._id);
          return receiptPrintData({ ...found, KyHieu: book.KyHieu, Series: book.Series, ...printSource(visit), lines }, FACILITY, now());
        }),
      }),
      CashierBillPrintData: (variables) => {
        const visit = visitOf(variables.TiepNhan_Id);
        const bill = billOf(visit);
        return { getDataPrintBangKeChiPhi: billPrintData({ ...printSource(visit), lines: bill.ChiTiets, totals: bill.TongHop }, FACILITY, now()) };
      },
      CashierRenderPrint: (variables) => {
        const template = CASHIER_PRINTS.find((each) => each.key === variables.key);
        if (!template) throw new MockRefusal('printTemplates.unknownKey', 'key', { key: variables.key });
        return { renderPrintTemplate: { html: renderPrintTemplate(template.defaultBody, variables.data), paper: template.paper } };
      },
    },
    { calls },
  );
  return { client, authClient: createFakeCounterAuthClient(calls, refused), calls, visits, books };
}
