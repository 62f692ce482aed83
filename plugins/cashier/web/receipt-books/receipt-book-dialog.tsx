// Creating or editing a receipt book: symbol and series, the number range (the last number written shown beside, as
// the server refuses a range below it), issue day, what the book writes, and the cashiers it is given to.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@his/sdk/data';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, DatePicker, Dialog, NumberInput, Select, TextInput, toast, useOneAtATime } from '@his/sdk/ui';
import { SaveReceiptBookDocument } from '../../generated/graphql';
import { problemProps, splitRefusal, type FieldProblems } from '../fee-screens/refusals';
import { BOOK_FORM_FIELDS, BOOK_KINDS, bookInputOf, bookProblems, lastUsed, MAX_BOOK_NUMBER, MAX_SYMBOL_LENGTH, type Book, type BookFormValues } from './book-values';
import { CashierPicker } from './cashier-picker';

export interface ReceiptBookDialogProps {
  initial: BookFormValues;
  /** The book edited, for the numbers already written. */
  book: Book | null;
  onClose: () => void;
  onSaved: (book: Book) => void;
}

const QUIET = { quietErrors: true };
const grid = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } });
const wide = css({ gridColumn: '1 / -1' });

export function ReceiptBookDialog({ initial, book, onClose, onSaved }: ReceiptBookDialogProps) {
  const { t, i18n } = useTranslation('cashier');
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, once] = useOneAtATime();
  const [, save] = useMutation(SaveReceiptBookDocument);
  const used = book ? lastUsed(book) : null;
  const change = (changes: Partial<BookFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    const touched = Object.keys(changes).map((field) => (field === 'NguoiSuDungs' ? 'NguoiSuDung_Ids' : field));
    setProblems((known) => Object.fromEntries(Object.entries(known).filter(([field]) => !touched.includes(field))));
  };

  const submit = async () => {
    const before = bookProblems(values);
    if (Object.keys(before).length > 0) return setProblems(before);
    const result = await save({ _id: values._id, input: bookInputOf(values) }, QUIET);
    if (result.error || !result.data) {
      if (!result.error) return;
      const { fields, messages } = splitRefusal(result.error, new Set(BOOK_FORM_FIELDS), i18n);
      setProblems(fields);
      for (const message of messages) toast.error(message);
      return;
    }
    const saved = result.data.update_QuyenBienLai_ByVienPhi;
    toast.success(t(values._id ? 'cashier.books.changed' : 'cashier.books.created', { symbol: saved.KyHieu }));
    onSaved(saved);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={values._id ? t('cashier.books.editTitle', { symbol: initial.KyHieu }) : t('cashier.books.addTitle')}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cashier.action.cancel')}
          </Button>
          <Button loading={busy} onClick={() => once(submit)}>
            {t('cashier.action.save')}
          </Button>
        </>
      }
    >
      <form
        className={grid}
        aria-label={t('cashier.books.form')}
        onSubmit={(event) => {
          event.preventDefault();
          once(submit);
        }}
      >
        <TextInput name="KyHieu" label={t('cashier.books.KyHieu')} required maxLength={MAX_SYMBOL_LENGTH} autoComplete="off" value={values.KyHieu} onValueChange={(text) => change({ KyHieu: text })} {...problemProps(problems, 'KyHieu')} />
        <TextInput name="Series" label={t('cashier.books.Series')} maxLength={MAX_SYMBOL_LENGTH} autoComplete="off" value={values.Series} onValueChange={(text) => change({ Series: text })} {...problemProps(problems, 'Series')} />
        <NumberInput name="Min_Number" label={t('cashier.books.Min_Number')} required min={1} max={MAX_BOOK_NUMBER} grouping={false} value={values.Min_Number} onValueChange={(value) => change({ Min_Number: value })} {...problemProps(problems, 'Min_Number')} />
        <NumberInput
          name="Max_Number"
          label={t('cashier.books.Max_Number')}
          required
          min={1}
          max={MAX_BOOK_NUMBER}
          grouping={false}
          helperText={used !== null ? t('cashier.books.usedUpTo', { number: used }) : undefined}
          value={values.Max_Number}
          onValueChange={(value) => change({ Max_Number: value })}
          {...problemProps(problems, 'Max_Number')}
        />
        <Select
          name="MaLoaiQuyenBienLai"
          label={t('cashier.books.MaLoaiQuyenBienLai')}
          required
          items={BOOK_KINDS.map((kind) => ({ value: kind, label: t(`cashier.books.kind.${kind}`) }))}
          value={values.MaLoaiQuyenBienLai}
          onValueChange={(value) => change({ MaLoaiQuyenBienLai: value })}
          {...problemProps(problems, 'MaLoaiQuyenBienLai')}
        />
        <DatePicker name="NgayPhatHanh" label={t('cashier.books.NgayPhatHanh')} value={values.NgayPhatHanh} onValueChange={(value) => change({ NgayPhatHanh: value })} {...problemProps(problems, 'NgayPhatHanh')} />
        <div className={wide}>
          <CashierPicker
            name="NguoiSuDung_Ids"
            label={t('cashier.books.NguoiSuDungs')}
            value={values.NguoiSuDungs}
            onValueChange={(cashiers) => change({ NguoiSuDungs: cashiers })}
            {...problemProps(problems, 'NguoiSuDung_Ids')}
          />
        </div>
        {values.Min_Number !== null && values.Max_Number !== null && values.Max_Number >= values.Min_Number && Number.isInteger(values.Max_Number - values.Min_Number) && (
          <p className={`${wide} ${css({ m: '0', textStyle: 'sm', color: 'fg.muted' })}`}>{t('cashier.books.rangeSize', { count: values.Max_Number - values.Min_Number + 1, countText: formatMoney(values.Max_Number - values.Min_Number + 1) })}</p>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
