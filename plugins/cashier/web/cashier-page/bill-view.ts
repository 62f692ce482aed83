// What the cashier's form works out from a visit's bill, kept out of the components: the lines grouped by service
// group for the table, what can be chosen for a payment or a refund, which lines can be unposted or removed and which
// prescriptions' payment requests cancelled, the chosen lines' patient share, the amount a payment asks when the
// advance is used, and which receipt books write which receipts.
import type { Dong } from '@his/sdk';
import type { CashierBillLineFieldsFragment, CashierPaymentSetupQuery } from '../../generated/graphql';

export type BillLine = CashierBillLineFieldsFragment;
export type ReceiptBook = CashierPaymentSetupQuery['get_QuyenBienLai_ByNguoiSuDung_Id'][number];

/** The receipt kinds the form writes (CreateBienLaiInput.LoaiBienLai). */
export type LoaiBienLai = 'ThuTien' | 'TamUng' | 'HoanUng' | 'HoanTien';

/** A row of the bill table: a service group's heading with its subtotal, or one of its lines. */
export type BillRow =
  | { kind: 'group'; id: string; group: string | null; drugs: boolean; lines: BillLine[]; ThanhTien: Dong; BHChiTra: Dong; BenhNhanTT: Dong }
  | { kind: 'line'; id: string; line: BillLine };

/** A payment takes a line not yet collected and not waived. */
export const collectable = (line: BillLine): boolean => !line.DaThuTien && !line.KhongThuTien;

/** A refund of a cancelled paid service takes a collected line. */
export const refundable = (line: BillLine): boolean => line.DaThuTien;

const sum = (lines: readonly BillLine[], amount: (line: BillLine) => number): Dong => lines.reduce((total, line) => total + amount(line), 0);

/**
 * The lines under their service group, in the order the groups first appear (the server lists the examination
 * first); each group heads its lines with the group's subtotals. Prescription lines, which have no service group,
 * come under the drugs; anything else without one under "other".
 */
export function groupBillLines(lines: readonly BillLine[]): BillRow[] {
  const groups = new Map<string, BillLine[]>();
  for (const line of lines) {
    const key = line.NhomDichVu ?? (line.Nguon === 'Thuoc' ? '#Thuoc' : '#');
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  return [...groups.entries()].flatMap(([key, grouped]): BillRow[] => [
    {
      kind: 'group', id: `group:${key}`, group: key.startsWith('#') ? null : key, drugs: key === '#Thuoc', lines: grouped,
      ThanhTien: sum(grouped, (line) => line.ThanhTienSauGiamGia), BHChiTra: sum(grouped, (line) => line.BHChiTra), BenhNhanTT: sum(grouped, (line) => line.BenhNhanTTSauGiamGia),
    },
    ...grouped.map((line): BillRow => ({ kind: 'line', id: line._id, line })),
  ]);
}

/** The chosen lines a payment collects. */
export function chosenToCollect(lines: readonly BillLine[], chosen: ReadonlySet<string>): BillLine[] {
  return lines.filter((line) => chosen.has(line._id) && collectable(line));
}

/** The chosen lines a refund gives back. */
export function chosenToRefund(lines: readonly BillLine[], chosen: ReadonlySet<string>): BillLine[] {
  return lines.filter((line) => chosen.has(line._id) && refundable(line));
}

/** A posted line: its posting can be cancelled (huyHachToan_VienPhi). */
export const unpostable = (line: BillLine): boolean => line.HachToan;

/** An uncollected line of a service order: it can be removed (XoaDichVuKhamBenh; the server refuses one performed). */
export const removable = (line: BillLine): boolean => line.Nguon === 'DichVu' && !line.DaThuTien;

/** A prescription's payment request as the bill shows it: drugs (ToaThuong, ToaBHYT) or supplies (ToaVTYT). */
export interface PaymentRequest {
  ToaThuoc_Id: string;
  kind: 'Thuoc' | 'VTYT';
  MaPhieu: string | null;
  lines: BillLine[];
}

/**
 * The payment requests of the prescriptions these lines come from, each with all its lines on the bill; only those
 * that can be cancelled: a prescription with a collected line cannot (the server refuses it).
 */
export function paymentRequestsOf(lines: readonly BillLine[], of: readonly BillLine[] = lines): PaymentRequest[] {
  const wanted = new Set(of.filter((line) => line.Nguon === 'Thuoc' && line.ToaThuoc_Id).map((line) => line.ToaThuoc_Id!));
  const requests = new Map<string, PaymentRequest>();
  for (const line of lines) {
    if (line.Nguon !== 'Thuoc' || !line.ToaThuoc_Id || !wanted.has(line.ToaThuoc_Id)) continue;
    const request = requests.get(line.ToaThuoc_Id);
    if (request) request.lines.push(line);
    else requests.set(line.ToaThuoc_Id, { ToaThuoc_Id: line.ToaThuoc_Id, kind: line.TranGroup === 'VTYT' ? 'VTYT' : 'Thuoc', MaPhieu: line.MaPhieu, lines: [line] });
  }
  return [...requests.values()].filter((request) => request.lines.every((line) => !line.DaThuTien));
}

/** The chosen lines whose posting can be cancelled. */
export const chosenToUnpost = (lines: readonly BillLine[], chosen: ReadonlySet<string>): BillLine[] => lines.filter((line) => chosen.has(line._id) && unpostable(line));

/** The chosen service lines that can be removed. */
export const chosenToRemove = (lines: readonly BillLine[], chosen: ReadonlySet<string>): BillLine[] => lines.filter((line) => chosen.has(line._id) && removable(line));

/** The payment requests of the prescriptions of the chosen lines. */
export const chosenRequests = (lines: readonly BillLine[], chosen: ReadonlySet<string>): PaymentRequest[] => paymentRequestsOf(lines, lines.filter((line) => chosen.has(line._id)));

/** What the patient pays for lines: their share after discount. */
export const patientShare = (lines: readonly BillLine[]): Dong => sum(lines, (line) => line.BenhNhanTTSauGiamGia);

/** What the patient hands over for a payment: the lines' share, less the advance held when it is used first. */
export function amountToHandOver(share: Dong, advanceHeld: Dong, useAdvance: boolean): Dong {
  return useAdvance ? Math.max(0, share - Math.max(0, advanceHeld)) : share;
}

/** The kind of book each receipt is written from: refunds of either kind come from the refund book. */
export const BOOK_KIND: Record<LoaiBienLai, string> = { ThuTien: 'ThuTien', TamUng: 'TamUng', HoanUng: 'HoanUng', HoanTien: 'HoanUng' };

/** A book that has given its last number. */
export const usedUp = (book: Pick<ReceiptBook, 'Next_Number' | 'Max_Number'>): boolean => book.Next_Number > book.Max_Number;

/** The books of the caller's that write this kind of receipt, usable ones first. */
export function booksFor(books: readonly ReceiptBook[], kind: LoaiBienLai): ReceiptBook[] {
  const usable = (book: ReceiptBook) => !book.isLocked && !usedUp(book);
  return books.filter((book) => book.MaLoaiQuyenBienLai === BOOK_KIND[kind]).sort((a, b) => Number(usable(b)) - Number(usable(a)));
}

/** The book to start with: the first usable one of the kind. */
export function firstUsableBook(books: readonly ReceiptBook[], kind: LoaiBienLai): ReceiptBook | null {
  return booksFor(books, kind).find((book) => !book.isLocked && !usedUp(book)) ?? null;
}
