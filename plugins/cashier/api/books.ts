// Receipt books (/quyen-bien-lai): a book is the platform's numbering book (symbol, series, range, next number, the
// cashiers who write from it) plus the cashier's row of the same id (its kind and issue date). Editing keeps every
// number already written inside the range, and a used book keeps its kind and its first number.
import { sql } from 'drizzle-orm';
import { assignNumberBook, badInput, createNumberBook, rowsOf, type RequestContext, type Viewer } from '@his/sdk/server';
import { idsOf, oneOf, optionalIdOf, optionalIntOf, optionalTextOf, optionalTimeOf, requiredTextOf, idOf } from './input';
import { BOOK_KINDS, bookById, type QuyenBienLaiRow } from './receipt-reads';

const MAX_NUMBER = 2_000_000_000;

export interface QuyenBienLaiInput {
  KyHieu?: unknown;
  Series?: unknown;
  Min_Number?: unknown;
  Max_Number?: unknown;
  NgayPhatHanh?: unknown;
  MaLoaiQuyenBienLai?: unknown;
  NguoiSuDung_Ids?: unknown;
}

function decode(input: QuyenBienLaiInput) {
  const min = optionalIntOf(input.Min_Number, 'Min_Number', 1, MAX_NUMBER);
  const max = optionalIntOf(input.Max_Number, 'Max_Number', 1, MAX_NUMBER);
  if (min === null) throw badInput('validation.required', 'Min_Number');
  if (max === null) throw badInput('validation.required', 'Max_Number');
  if (max < min) throw badInput('numbering.rangeInvalid', 'Max_Number', { min, max });
  return {
    KyHieu: requiredTextOf(input.KyHieu, 'KyHieu', 20),
    Series: optionalTextOf(input.Series, 'Series', 20),
    min,
    max,
    NgayPhatHanh: optionalTimeOf(input.NgayPhatHanh, 'NgayPhatHanh'),
    kind: oneOf(input.MaLoaiQuyenBienLai, BOOK_KINDS, 'MaLoaiQuyenBienLai'),
    users: input.NguoiSuDung_Ids === null || input.NguoiSuDung_Ids === undefined || (Array.isArray(input.NguoiSuDung_Ids) && input.NguoiSuDung_Ids.length === 0)
      ? [] : idsOf(input.NguoiSuDung_Ids, 'NguoiSuDung_Ids', 200),
  };
}

export async function saveBook(ctx: RequestContext, viewer: Viewer, rawId: unknown, rawInput: QuyenBienLaiInput | null | undefined): Promise<QuyenBienLaiRow> {
  const id = optionalIdOf(rawId, '_id');
  const values = decode(rawInput ?? {});
  return ctx.write(async (scope) => {
    const { tx } = scope;
    const facilityId = viewer.nodeId;
    if (values.users.length > 0) {
      const known = rowsOf<{ _id: string }>(await tx.execute(sql`SELECT _id FROM his_users WHERE _id = ANY(${sql.param(values.users)}::text[])`));
      const missing = values.users.findIndex((user) => !known.some((row) => row._id === user));
      if (missing >= 0) throw badInput('cashier.userNotFound', `NguoiSuDung_Ids.${missing}`);
    }
    let before: QuyenBienLaiRow | null = null;
    let bookId: string;
    if (id) {
      before = await bookById(tx, facilityId, id, true);
      if (!before) throw badInput('numbering.bookNotFound', '_id');
      const used = before.Next_Number > before.Min_Number;
      if (used && values.kind !== before.MaLoaiQuyenBienLai) throw badInput('cashier.bookKindInUse', 'MaLoaiQuyenBienLai', { symbol: before.KyHieu });
      if (used && values.min !== before.Min_Number) throw badInput('cashier.bookStartInUse', 'Min_Number', { min: before.Min_Number });
      // The range never shrinks below a number already written.
      if (values.max < before.Next_Number - 1) throw badInput('cashier.bookRangeBelowWritten', 'Max_Number', { written: before.Next_Number - 1 });
      const next = used ? before.Next_Number : values.min;
      await tx.execute(sql`UPDATE his_number_books SET symbol = ${values.KyHieu}, series = ${values.Series}, "minNumber" = ${values.min}, "maxNumber" = ${values.max},
        "nextNumber" = ${next}, kind = ${`cashier.${values.kind}`} WHERE _id = ${before._id}`);
      await tx.execute(sql`UPDATE "QuyenBienLai" SET "MaLoaiQuyenBienLai" = ${values.kind}, "NgayPhatHanh" = ${values.NgayPhatHanh} WHERE _id = ${before._id}`);
      await tx.execute(sql`DELETE FROM his_number_book_users WHERE "book_Id" = ${before._id} AND NOT ("user_Id" = ANY(${sql.param(values.users)}::text[]))`);
      bookId = before._id;
    } else {
      bookId = await createNumberBook(tx, { facilityId, kind: `cashier.${values.kind}`, symbol: values.KyHieu, series: values.Series, minNumber: values.min, maxNumber: values.max });
      await tx.execute(sql`INSERT INTO "QuyenBienLai" (_id, "node_Id", "MaLoaiQuyenBienLai", "NgayPhatHanh", "createdBy")
        VALUES (${bookId}, ${facilityId}, ${values.kind}, ${values.NgayPhatHanh}, ${viewer.userId})`);
    }
    for (const user of values.users) await assignNumberBook(tx, bookId, user);
    const after = (await bookById(tx, facilityId, bookId))!;
    await scope.audit({ action: before ? 'UPDATE' : 'CREATE', entity: 'QuyenBienLai', entityId: bookId, before, after: { ...after, NguoiSuDung_Ids: values.users } });
    return after;
  });
}

export async function lockBook(ctx: RequestContext, viewer: Viewer, rawId: unknown, isLocked: unknown): Promise<QuyenBienLaiRow> {
  const id = idOf(rawId, '_id');
  if (typeof isLocked !== 'boolean') throw badInput('validation.required', 'isLocked');
  return ctx.write(async (scope) => {
    const before = await bookById(scope.tx, viewer.nodeId, id, true);
    if (!before) throw badInput('numbering.bookNotFound', '_id');
    await scope.tx.execute(sql`UPDATE his_number_books SET "isLocked" = ${isLocked} WHERE _id = ${id}`);
    const after = (await bookById(scope.tx, viewer.nodeId, id))!;
    await scope.audit({ action: 'UPDATE', entity: 'QuyenBienLai', entityId: id, before: { isLocked: before.isLocked }, after: { isLocked: after.isLocked } });
    return after;
  });
}
