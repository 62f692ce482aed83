// What the cashier's form works out from a bill, case by case: lines grouped under their service group with
// subtotals, what a payment or a refund takes of the chosen lines, which lines can be unposted or removed and which
// prescriptions' payment requests cancelled, what is handed over when the advance is used, and which books write which
// receipts.
import { describe, expect, it } from 'vitest';
import {
  amountToHandOver, booksFor, chosenRequests, chosenToCollect, chosenToRefund, chosenToRemove, chosenToUnpost, firstUsableBook, groupBillLines, patientShare, paymentRequestsOf,
  type BillLine, type ReceiptBook,
} from './bill-view';

const line = (id: string, group: string | null, patient: number, facts: Partial<BillLine> = {}): BillLine => ({
  _id: id, Nguon: 'DichVu', MaPhieu: null, MaDV: null, TenDichVu: id, NhomDichVu: group, LoaiGia: null, SoLuong: 1, DonGia: patient * 5, DonGiaBHYT: null,
  ThanhTien: patient * 5, BHChiTra: patient * 4, BenhNhanTT: patient, KhongBHYT: false, TyLeBHYT: 80, MienGiam: 0, PhanTramGiamGia: 0, SoTienGiamGia: 0,
  ThanhTienSauGiamGia: patient * 5, BenhNhanTTSauGiamGia: patient, IsKhamBenh: false, DaThuTien: false, HachToan: false, KhongThuTien: false, ConLai: patient,
  ThoiGianChiDinh: null, NoiThucHien: null, BienLai_Id: null, TranGroup: null, ToaThuoc_Id: null, ...facts,
});

const book = (id: string, kind: string, facts: Partial<ReceiptBook> = {}): ReceiptBook => ({
  _id: id, KyHieu: id, Series: null, Min_Number: 1, Max_Number: 100, Next_Number: 5, MaLoaiQuyenBienLai: kind, isLocked: false, ...facts,
});

describe('the bill lines on the cashier\'s form', () => {
  const lines = [
    line('kham', 'Khám bệnh', 8_420), line('cbc', 'Xét nghiệm', 9_240), line('glu', 'Xét nghiệm', 4_300, { DaThuTien: true }), line('x', null, 1_000, { KhongThuTien: true }),
    line('para', null, 500, { Nguon: 'Thuoc' }),
  ];

  it('come under their service group in the order groups first appear, each group with its subtotals; prescription lines under the drugs', () => {
    const rows = groupBillLines(lines);
    expect(rows.map((row) => (row.kind === 'group' ? `[${row.drugs ? 'drugs' : (row.group ?? '-')} ${row.BenhNhanTT}]` : row.id)))
      .toEqual(['[Khám bệnh 8420]', 'kham', '[Xét nghiệm 13540]', 'cbc', 'glu', '[- 1000]', 'x', '[drugs 500]', 'para']);
  });

  it.each([
    ['a payment takes the chosen uncollected lines, never a collected or waived one', chosenToCollect, ['kham', 'glu', 'x'], ['kham']],
    ['a refund takes the chosen collected lines only', chosenToRefund, ['kham', 'glu', 'x'], ['glu']],
  ])('%s', (_case, choose, chosen, expected) => {
    expect(choose(lines, new Set(chosen)).map((each) => each._id)).toEqual(expected);
  });

  it.each([
    ['cancelling the posting takes the chosen posted lines only', chosenToUnpost, ['kham', 'glu', 'posted'], ['posted']],
    ['removing takes the chosen unpaid service lines, never a paid one or a prescription line', chosenToRemove, ['kham', 'glu', 'x', 'para'], ['kham', 'x']],
  ])('%s', (_case, choose, chosen, expected) => {
    const withPosted = [...lines, line('posted', 'Xét nghiệm', 2_000, { DaThuTien: true, HachToan: true })];
    expect(choose(withPosted, new Set(chosen)).map((each) => each._id)).toEqual(expected);
  });

  it('the patient\'s share of lines is their share after discount', () => {
    expect(patientShare([line('a', null, 8_420, { BenhNhanTTSauGiamGia: 6_000 }), line('b', null, 9_240)])).toBe(15_240);
  });
});

describe('the payment requests of prescriptions on the bill', () => {
  const drug = (id: string, prescription: string, facts: Partial<BillLine> = {}) =>
    line(id, null, 500, { Nguon: 'Thuoc', TranGroup: 'Thuoc', ToaThuoc_Id: prescription, MaPhieu: `KB1.${prescription}`, ...facts });
  const lines = [
    line('kham', 'Khám bệnh', 8_420), drug('para', '1'), drug('vitc', '1'), drug('gac', '2', { TranGroup: 'VTYT' }), drug('amox', '3'), drug('paid', '3', { DaThuTien: true }),
  ];
  const summary = (requests: ReturnType<typeof paymentRequestsOf>) => requests.map((request) => `${request.ToaThuoc_Id} ${request.kind}: ${request.lines.map((each) => each._id).join(' ')}`);

  it.each([
    ['a drug line names its whole prescription, with all its lines', ['para'], ['1 Thuoc: para vitc']],
    ['a supply line names a supplies prescription', ['gac'], ['2 VTYT: gac']],
    ['a prescription with a paid line cannot be cancelled', ['amox'], []],
    ['a service line names none', ['kham'], []],
    ['lines of two prescriptions name each once', ['vitc', 'para', 'gac'], ['1 Thuoc: para vitc', '2 VTYT: gac']],
  ])('%s', (_case, chosen, expected) => {
    expect(summary(chosenRequests(lines, new Set(chosen)))).toEqual(expected);
  });

  it('every cancellable request of the bill, when no line is named', () => {
    expect(summary(paymentRequestsOf(lines))).toEqual(['1 Thuoc: para vitc', '2 VTYT: gac']);
  });
});

describe('what the patient hands over', () => {
  it.each([
    ['without the advance: the whole share', 372_960, 100_000, false, 372_960],
    ['with an advance smaller than the share: the rest', 150_000, 100_000, true, 50_000],
    ['with an advance larger than the share: nothing', 50_000, 100_000, true, 0],
    ['with no advance held: the whole share', 50_000, 0, true, 50_000],
  ])('%s', (_case, share, held, use, expected) => {
    expect(amountToHandOver(share, held, use)).toBe(expected);
  });
});

describe('the receipt books a form offers', () => {
  const books = [book('BL25', 'ThuTien', { Next_Number: 101 }), book('TU', 'TamUng'), book('BL26', 'ThuTien'), book('HU', 'HoanUng'), book('BLX', 'ThuTien', { isLocked: true })];

  it.each([
    ['a payment: the payment books, usable ones first', 'ThuTien', ['BL26', 'BL25', 'BLX'], 'BL26'],
    ['an advance: the advance books', 'TamUng', ['TU'], 'TU'],
    ['an advance refund: the refund books', 'HoanUng', ['HU'], 'HU'],
    ['a refund of paid lines: the refund books too', 'HoanTien', ['HU'], 'HU'],
  ] as const)('%s', (_case, kind, offered, first) => {
    expect(booksFor(books, kind).map((each) => each._id)).toEqual(offered);
    expect(firstUsableBook(books, kind)?._id).toBe(first);
  });

  it('none usable: no book to start with', () => {
    expect(firstUsableBook([book('BL25', 'ThuTien', { Next_Number: 101 })], 'ThuTien')).toBeNull();
  });
});
