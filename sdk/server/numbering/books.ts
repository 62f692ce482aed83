// Numbered books (receipt books: a symbol, a range of numbers, the users who write from it): the next number of
// a book is allocated in the caller's transaction, so no number is used twice or skipped, and a used-up book is
// refused with its symbol and range.
import { sql } from 'drizzle-orm';
import { badInput } from '../errors';
import { newId, rowsOf, type Db } from '../database';

export interface NumberBookInput {
  facilityId: string;
  /** What the book is for, e.g. 'cashier.receipt': the owning plugin's kind. */
  kind: string;
  /** KyHieu: the symbol printed on each page. */
  symbol: string;
  /** The series of the symbol (Series), when the book has one. */
  series?: string | null;
  minNumber: number;
  maxNumber: number;
}

export interface BookNumber {
  bookId: string;
  number: number;
  symbol: string;
  series: string | null;
}

const MAX_BOOK_NUMBER = 2_000_000_000;

/** Stores a new book; its first number is `minNumber`. */
export async function createNumberBook(tx: Db, input: NumberBookInput): Promise<string> {
  const { minNumber, maxNumber } = input;
  if (!Number.isInteger(minNumber) || minNumber < 1 || minNumber > MAX_BOOK_NUMBER) throw badInput('validation.integer', 'minNumber');
  if (!Number.isInteger(maxNumber) || maxNumber > MAX_BOOK_NUMBER) throw badInput('validation.integer', 'maxNumber');
  if (maxNumber < minNumber) throw badInput('numbering.rangeInvalid', 'maxNumber', { min: minNumber, max: maxNumber });
  const id = newId();
  await tx.execute(sql`
    INSERT INTO his_number_books (_id, "facility_Id", kind, symbol, series, "minNumber", "maxNumber", "nextNumber")
    VALUES (${id}, ${input.facilityId}, ${input.kind}, ${input.symbol}, ${input.series ?? null}, ${minNumber}, ${maxNumber}, ${minNumber})`);
  return id;
}

/** Lets `userId` write from the book; their current number starts empty. */
export async function assignNumberBook(tx: Db, bookId: string, userId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO his_number_book_users ("book_Id", "user_Id") VALUES (${bookId}, ${userId})
    ON CONFLICT DO NOTHING`);
}

interface BookRow {
  _id: string;
  symbol: string;
  series: string | null;
  minNumber: number;
  maxNumber: number;
  nextNumber: number;
  isLocked: boolean;
}

/**
 * The next number of the book for `userId`, who must be assigned to it, in the caller's facility. The book row
 * stays locked until the caller's transaction ends: cashiers sharing a book wait their turn for a few
 * milliseconds, and a rolled-back receipt gives its number back.
 */
export async function allocateBookNumber(tx: Db, bookId: string, userId: string, facilityId: string): Promise<BookNumber> {
  const book = rowsOf<BookRow>(await tx.execute(sql`
    SELECT _id, symbol, series, "minNumber", "maxNumber", "nextNumber", "isLocked" FROM his_number_books
    WHERE _id = ${bookId} AND "facility_Id" = ${facilityId}
    FOR UPDATE`))[0];
  if (!book) throw badInput('numbering.bookNotFound', 'bookId');
  const range = { symbol: book.symbol, min: book.minNumber, max: book.maxNumber };
  if (book.isLocked) throw badInput('numbering.bookLocked', 'bookId', range);
  const assigned = rowsOf(await tx.execute(sql`
    SELECT 1 FROM his_number_book_users WHERE "book_Id" = ${bookId} AND "user_Id" = ${userId}`));
  if (assigned.length === 0) throw badInput('numbering.bookNotAssigned', 'bookId', range);
  const number = Number(book.nextNumber);
  if (number > Number(book.maxNumber)) throw badInput('numbering.bookUsedUp', 'bookId', range);
  await tx.execute(sql`UPDATE his_number_books SET "nextNumber" = ${number + 1} WHERE _id = ${bookId}`);
  await tx.execute(sql`
    UPDATE his_number_book_users SET "currentNumber" = ${number} WHERE "book_Id" = ${bookId} AND "user_Id" = ${userId}`);
  return { bookId, number, symbol: book.symbol, series: book.series };
}
