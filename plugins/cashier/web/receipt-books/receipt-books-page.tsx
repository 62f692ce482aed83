// /quyen-bien-lai: the facility's receipt books (spec §3 Receipt book; the platform's numbering books) with their
// range, next number, kind, issue day, state and cashiers with the last number each wrote; a book created or edited,
// locked or unlocked; the payment-method posting rules below; and a cashier's day summary for the accountant.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { formatDate } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, DataTable, TextInput, toast, useConfirm, useOneAtATime, useSettledValue, type DataTableColumn } from '@his/sdk/ui';
import { useAppEvent, useHasPermission } from '@his/sdk/web';
import { CASHIER_BOOKS, cashierEvents } from '../../contract';
import { LockReceiptBookDocument, ReceiptBooksDocument } from '../../generated/graphql';
import { DaySummaryButton } from '../day-summary/day-summary-button';
import { bookState, bookValuesOf, newBookValues, numbersLeft, type Book, type BookFormValues, type BookState } from './book-values';
import { PostingRulesSection } from './posting-rules-section';
import { ReceiptBookDialog } from './receipt-book-dialog';

const QUIET = { quietErrors: true };
const SEARCH_PAUSE_MS = 400;
const BOOK_LIMIT = 200;
const page = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0', maxW: '90rem', mx: 'auto', w: '100%' });
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', justifyContent: 'space-between' });
const STATE_TONES: Record<BookState, 'neutral' | 'success' | 'warning' | 'danger'> = { inUse: 'success', unused: 'neutral', usedUp: 'warning', locked: 'danger' };
const cashierList = css({ display: 'block', whiteSpace: 'normal', lineHeight: '1.3', textStyle: 'sm' });

export function ReceiptBooksPage() {
  const { t } = useTranslation('cashier');
  const canEdit = useHasPermission(CASHIER_BOOKS);
  const [text, setText] = useState('');
  const search = useSettledValue(text, SEARCH_PAUSE_MS).trim();
  const variables = useMemo(() => ({ searchString: search === '' ? null : search, limit: BOOK_LIMIT }), [search]);
  const [{ data, fetching, error }, refetch] = useQuery({ query: ReceiptBooksDocument, variables, requestPolicy: 'cache-and-network' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  // A receipt written anywhere moves a book's next number.
  useAppEvent(cashierEvents.receiptCreated.module, reload);
  const [editing, setEditing] = useState<{ values: BookFormValues; book: Book | null } | null>(null);
  const [, lock] = useMutation(LockReceiptBookDocument);
  const [busy, once] = useOneAtATime();
  const [ask, question] = useConfirm();

  const toggleLock = useCallback(
    (book: Book) =>
      once(async () => {
        const locking = !book.isLocked;
        if (locking) {
          const sure = await ask({ title: t('cashier.books.lockTitle'), message: t('cashier.books.lockQuestion', { symbol: book.KyHieu }), confirmLabel: t('cashier.books.lock'), tone: 'danger' });
          if (!sure) return;
        }
        const result = await lock({ _id: book._id, isLocked: locking }, QUIET);
        if (result.error) return void toast.error(refusalText(result.error));
        toast.success(t(locking ? 'cashier.books.locked' : 'cashier.books.unlocked', { symbol: book.KyHieu }));
        reload();
      }),
    [ask, lock, once, reload, t],
  );

  const columns = useMemo((): DataTableColumn<Book>[] => [
    { id: 'KyHieu', header: t('cashier.books.KyHieu'), accessor: (row) => `${row.KyHieu}${row.Series ? ` / ${row.Series}` : ''}`, width: '8rem', sortable: true },
    { id: 'kind', header: t('cashier.books.MaLoaiQuyenBienLai'), accessor: (row) => t(`cashier.books.kind.${row.MaLoaiQuyenBienLai}`), width: '7.5rem', sortable: true },
    { id: 'range', header: t('cashier.books.range'), accessor: (row) => row.Min_Number, cell: (row) => `${row.Min_Number}–${row.Max_Number}`, width: '7.5rem' },
    { id: 'Next_Number', header: t('cashier.books.Next_Number'), accessor: (row) => row.Next_Number, cell: (row) => (row.Next_Number > row.Max_Number ? '—' : row.Next_Number), width: '6rem', align: 'end', sortable: true },
    { id: 'left', header: t('cashier.books.left'), accessor: (row) => numbersLeft(row), width: '5.5rem', align: 'end', sortable: true },
    { id: 'NgayPhatHanh', header: t('cashier.books.NgayPhatHanh'), accessor: (row) => row.NgayPhatHanh, cell: (row) => (row.NgayPhatHanh === null ? '' : formatDate(row.NgayPhatHanh)), width: '7rem', sortable: true },
    {
      id: 'state',
      header: t('cashier.books.state'),
      accessor: (row) => bookState(row),
      width: '7.5rem',
      cell: (row) => <span className={badge({ tone: STATE_TONES[bookState(row)], size: 'sm' })}>{t(`cashier.books.state.${bookState(row)}`)}</span>,
    },
    {
      id: 'cashiers',
      header: t('cashier.books.NguoiSuDungs'),
      width: '15rem',
      cell: (row) =>
        row.NguoiSuDungs.length === 0 ? (
          <span className={css({ color: 'fg.muted' })}>{t('cashier.books.noCashier')}</span>
        ) : (
          <span className={cashierList}>
            {row.NguoiSuDungs.map((each) => t(each.Current_Number === null ? 'cashier.books.cashierNotBegun' : 'cashier.books.cashierAt', { name: each.TenNguoiSuDung ?? each.NguoiSuDung_Id, number: each.Current_Number ?? '' })).join('; ')}
          </span>
        ),
    },
    ...(canEdit
      ? [{
          id: 'actions',
          header: <span className={css({ srOnly: true })}>{t('cashier.books.actions')}</span>,
          width: '10.5rem',
          sticky: 'end' as const,
          cell: (row: Book) => (
            <span className={css({ display: 'inline-flex', gap: '1' })}>
              <Button size="sm" variant="ghost" lock={false} aria-label={t('cashier.books.editOf', { symbol: row.KyHieu })} onClick={() => setEditing({ values: bookValuesOf(row), book: row })}>
                {t('cashier.books.edit')}
              </Button>
              <Button size="sm" variant="outline" tone={row.isLocked ? 'accent' : 'danger'} disabled={busy} aria-label={t(row.isLocked ? 'cashier.books.unlockOf' : 'cashier.books.lockOf', { symbol: row.KyHieu })} onClick={() => toggleLock(row)}>
                {t(row.isLocked ? 'cashier.books.unlock' : 'cashier.books.lock')}
              </Button>
            </span>
          ),
        }]
      : []),
  ], [t, canEdit, busy, toggleLock]);

  return (
    <main className={page}>
      <div className={bar}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('cashier.books.title')}</h1>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <DaySummaryButton chooseCashier />
          {canEdit && <Button onClick={() => setEditing({ values: newBookValues(Date.now()), book: null })}>{t('cashier.books.add')}</Button>}
        </div>
      </div>
      <div role="search" aria-label={t('cashier.books.search')} className={css({ maxW: '24rem' })}>
        <TextInput type="search" label={t('cashier.books.search')} placeholder={t('cashier.books.searchHint')} maxLength={50} value={text} onValueChange={setText} />
      </div>
      {error && <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>}
      <DataTable
        label={t('cashier.books.table')}
        columns={columns}
        rows={data?.search_QuyenBienLai}
        getRowId={(row) => row._id}
        loading={fetching}
        emptyText={t('cashier.books.none')}
        onRowActivate={canEdit ? (row) => setEditing({ values: bookValuesOf(row), book: row }) : undefined}
        rowHeight={52}
        height="min(50vh, 28rem)"
      />
      <PostingRulesSection canEdit={canEdit} />
      {editing && (
        <ReceiptBookDialog
          key={editing.values._id ?? 'new'}
          initial={editing.values}
          book={editing.book}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {question}
    </main>
  );
}
