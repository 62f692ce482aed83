// The receipt books screen's rules, as an accountant meets them: a book's state, the form's checks and what it sends.
import { describe, expect, it } from 'vitest';
import { bookInputOf, bookProblems, bookState, bookValuesOf, lastUsed, newBookValues, numbersLeft, type Book, type BookFormValues } from './book-values';

const book = (facts: Partial<Book> = {}): Book => ({
  _id: 'qbl-1', KyHieu: 'BL26', Series: 'A', Min_Number: 1, Max_Number: 500, Next_Number: 43, NgayPhatHanh: null, MaLoaiQuyenBienLai: 'ThuTien', isLocked: false,
  NguoiSuDungs: [{ NguoiSuDung_Id: 'u-1', TenNguoiSuDung: 'Nguyễn Thị Thu', Current_Number: 42 }], ...facts,
});

describe('a book\'s state', () => {
  it.each<[string, Partial<Book>, ReturnType<typeof bookState>, number | null, number]>([
    ['a book written from up to 42', {}, 'inUse', 42, 458],
    ['a book not begun', { Next_Number: 1 }, 'unused', null, 500],
    ['a book whose last number is written', { Next_Number: 501 }, 'usedUp', 500, 0],
    ['a locked book, whatever is left', { isLocked: true }, 'locked', 42, 458],
  ])('%s', (_name, facts, state, used, left) => {
    expect([bookState(book(facts)), lastUsed(book(facts)), numbersLeft(book(facts))]).toEqual([state, used, left]);
  });
});

describe('the book form', () => {
  const values = (changes: Partial<BookFormValues>): BookFormValues => ({ ...newBookValues(Date.UTC(2026, 2, 5, 1)), KyHieu: 'BL26', Max_Number: 500, ...changes });

  it.each<[string, Partial<BookFormValues>, Record<string, string>]>([
    ['a new book with a symbol and a range passes', {}, {}],
    ['a symbol is required', { KyHieu: '  ' }, { KyHieu: 'validation.required' }],
    ['the last number is required', { Max_Number: null }, { Max_Number: 'validation.required' }],
    ['the first number starts at 1', { Min_Number: 0 }, { Min_Number: 'validation.min' }],
    ['the last number below the first', { Min_Number: 100, Max_Number: 50 }, { Max_Number: 'numbering.rangeInvalid' }],
    ['a number typed half-way', { Max_Number: Number.NaN }, { Max_Number: 'validation.integer' }],
  ])('%s', (_name, changes, expected) => {
    expect(Object.fromEntries(Object.entries(bookProblems(values(changes))).map(([field, problem]) => [field, problem.key]))).toEqual(expected);
  });

  it('edits a book with its cashiers by name and sends them by id, the symbol in capitals and an empty series as null', () => {
    const editing = bookValuesOf(book());
    expect(editing.NguoiSuDungs).toEqual([{ _id: 'u-1', name: 'Nguyễn Thị Thu' }]);
    expect(bookInputOf({ ...editing, KyHieu: ' bl26 ', Series: ' ' })).toEqual({
      KyHieu: 'BL26', Series: null, Min_Number: 1, Max_Number: 500, NgayPhatHanh: null, MaLoaiQuyenBienLai: 'ThuTien', NguoiSuDung_Ids: ['u-1'],
    });
  });
});
