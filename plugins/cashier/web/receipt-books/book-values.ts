// The receipt books screen's model: a book's state (in use, used up, locked, not begun), the create-or-edit form's
// values from a book, what it refuses before sending (whether the range falls below a number already written is the
// server's to say: it knows the number), and the input the API takes.
import type { Timestamp } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import type { QuyenBienLaiBookFieldsFragment, QuyenBienLaiInput } from '../../generated/graphql';
import type { FieldProblems } from '../fee-screens/refusals';
import type { ChosenCashier } from './cashier-picker';

export type Book = QuyenBienLaiBookFieldsFragment;

/** What a book writes (QuyenBienLai.MaLoaiQuyenBienLai): payment, advance or advance refund receipts. */
export const BOOK_KINDS = ['ThuTien', 'TamUng', 'HoanUng'] as const;
export const MAX_SYMBOL_LENGTH = 20;
export const MAX_BOOK_NUMBER = 2_000_000_000;
/** A book may be given to a whole counter, not to everyone. */
export const MAX_BOOK_CASHIERS = 50;

export type BookState = 'locked' | 'usedUp' | 'inUse' | 'unused';

export function bookState(book: Pick<Book, 'isLocked' | 'Next_Number' | 'Max_Number' | 'Min_Number'>): BookState {
  if (book.isLocked) return 'locked';
  if (book.Next_Number > book.Max_Number) return 'usedUp';
  return book.Next_Number > book.Min_Number ? 'inUse' : 'unused';
}

/** The last number written from the book, or null before the first. */
export const lastUsed = (book: Pick<Book, 'Next_Number' | 'Min_Number'>) => (book.Next_Number > book.Min_Number ? book.Next_Number - 1 : null);

/** How many numbers the book has left. */
export const numbersLeft = (book: Pick<Book, 'Next_Number' | 'Max_Number'>) => Math.max(0, book.Max_Number - book.Next_Number + 1);

export interface BookFormValues {
  _id: string | null;
  KyHieu: string;
  Series: string;
  Min_Number: number | null;
  Max_Number: number | null;
  NgayPhatHanh: Timestamp | null;
  MaLoaiQuyenBienLai: string | null;
  NguoiSuDungs: ChosenCashier[];
}

export const BOOK_FORM_FIELDS = ['KyHieu', 'Series', 'Min_Number', 'Max_Number', 'NgayPhatHanh', 'MaLoaiQuyenBienLai', 'NguoiSuDung_Ids'] as const;

export const newBookValues = (now: Timestamp): BookFormValues => ({
  _id: null, KyHieu: '', Series: '', Min_Number: 1, Max_Number: null, NgayPhatHanh: startOfDay(now), MaLoaiQuyenBienLai: 'ThuTien', NguoiSuDungs: [],
});

export function bookValuesOf(book: Book): BookFormValues {
  return {
    _id: book._id, KyHieu: book.KyHieu, Series: book.Series ?? '', Min_Number: book.Min_Number, Max_Number: book.Max_Number, NgayPhatHanh: book.NgayPhatHanh,
    MaLoaiQuyenBienLai: book.MaLoaiQuyenBienLai, NguoiSuDungs: book.NguoiSuDungs.map((each) => ({ _id: each.NguoiSuDung_Id, name: each.TenNguoiSuDung ?? each.NguoiSuDung_Id })),
  };
}

const whole = (value: number | null, field: string, min: number, problems: FieldProblems) => {
  if (value === null) problems[field] = { key: 'validation.required', params: {} };
  else if (!Number.isInteger(value)) problems[field] = { key: 'validation.integer', params: {} };
  else if (value < min) problems[field] = { key: 'validation.min', params: { min } };
  else if (value > MAX_BOOK_NUMBER) problems[field] = { key: 'validation.max', params: { max: MAX_BOOK_NUMBER } };
};

export function bookProblems(values: BookFormValues): FieldProblems {
  const problems: FieldProblems = {};
  if (values.KyHieu.trim() === '') problems.KyHieu = { key: 'validation.required', params: {} };
  if (values.MaLoaiQuyenBienLai === null) problems.MaLoaiQuyenBienLai = { key: 'validation.required', params: {} };
  whole(values.Min_Number, 'Min_Number', 1, problems);
  whole(values.Max_Number, 'Max_Number', 1, problems);
  if (!problems.Min_Number && !problems.Max_Number && values.Max_Number! < values.Min_Number!) {
    problems.Max_Number = { key: 'numbering.rangeInvalid', params: { min: values.Min_Number!, max: values.Max_Number! } };
  }
  if (values.NguoiSuDungs.length > MAX_BOOK_CASHIERS) problems.NguoiSuDung_Ids = { key: 'validation.maxItems', params: { max: MAX_BOOK_CASHIERS } };
  return problems;
}

export function bookInputOf(values: BookFormValues): QuyenBienLaiInput {
  return {
    KyHieu: values.KyHieu.trim().toUpperCase(),
    Series: values.Series.trim() === '' ? null : values.Series.trim().toUpperCase(),
    Min_Number: values.Min_Number ?? 0,
    Max_Number: values.Max_Number ?? 0,
    NgayPhatHanh: values.NgayPhatHanh === null ? null : startOfDay(values.NgayPhatHanh),
    MaLoaiQuyenBienLai: values.MaLoaiQuyenBienLai ?? '',
    NguoiSuDung_Ids: values.NguoiSuDungs.map((each) => each._id),
  };
}
