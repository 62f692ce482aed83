// One way money moves at the counter (spec §2 Cashier screen, tabs): a payment of the chosen lines, an advance, the
// advance given back or a refund of chosen paid lines. The amount, the payment method (cash, bank transfer, card),
// the receipt book of the kind this receipt is written from and the number it will take, read-only: the server takes
// that number in the same transaction. Its refusals show under the field they name.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@his/sdk/data';
import { formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, MoneyInput, Select, TextInput, toast } from '@his/sdk/ui';
import { CashierCreateReceiptDocument, type CashierPaymentSetupQuery, type CashierReceiptFieldsFragment } from '../../generated/graphql';
import { problemProps, splitRefusal, type FieldProblems } from '../fee-screens/refusals';
import { booksFor, firstUsableBook, usedUp, type LoaiBienLai, type ReceiptBook } from './bill-view';
import { receiptNumberText } from '../../print/receipt-print-data';

type Method = CashierPaymentSetupQuery['getAllDM_HinhThucThanhToan'][number];

/** The fields the server may name, as the form names them (an input's field may come with its path). */
const FIELD_OF: Record<string, string> = {
  SoTien: 'SoTien', 'input.SoTien': 'SoTien',
  HinhThucThanhToan_Id: 'HinhThucThanhToan_Id', 'input.HinhThucThanhToan_Id': 'HinhThucThanhToan_Id',
  QuyenBienLai_Id: 'QuyenBienLai_Id', 'input.QuyenBienLai_Id': 'QuyenBienLai_Id', bookId: 'QuyenBienLai_Id',
};
const SHOWN = new Set(Object.keys(FIELD_OF));

const form = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' });
const wide = css({ gridColumn: '1 / -1' });
const refused = css({ color: 'danger.text', m: '0' });

export interface ReceiptFormProps {
  kind: LoaiBienLai;
  visitId: string;
  /** The amount the form starts with (the chosen lines' share, the advance held); changes reset what was typed. */
  amount: number;
  /** A line refund gives back the lines' own amount: the box shows it and cannot be changed. */
  amountFixed?: boolean;
  /** A payment: what the patient hands over covers this (the chosen lines less the advance used); the rest is change. */
  minimum?: number;
  /** An advance refund gives back at most the advance held. */
  maximum?: number;
  /** The chosen lines (payments and line refunds). */
  lineIds?: readonly string[];
  /** A payment may use the advance held first. */
  advanceHeld?: number;
  useAdvance?: boolean;
  onUseAdvanceChange?: (use: boolean) => void;
  methods: readonly Method[];
  books: readonly ReceiptBook[];
  /** Why the form cannot be sent now (nothing chosen, no advance held), shown instead of sending. */
  blockedBy?: string | null;
  submitLabel: string;
  /** The form's heading's id, for its accessible name. */
  labelledBy: string;
  disabled: boolean;
  onDone: (receipt: CashierReceiptFieldsFragment) => void;
  children?: ReactNode;
}

export function ReceiptForm(props: ReceiptFormProps) {
  const { kind, visitId, amount, amountFixed, minimum, maximum, lineIds, advanceHeld = 0, useAdvance = false, onUseAdvanceChange, methods, books, blockedBy, submitLabel, labelledBy, disabled, onDone, children } = props;
  const { t, i18n } = useTranslation('cashier');
  const [{ fetching }, create] = useMutation(CashierCreateReceiptDocument);
  const activeMethods = methods.filter((method) => method.isActive);
  // Until the cashier chooses, the default method and the first usable book of the kind (once they have loaded).
  const [chosenMethodId, setMethodId] = useState<string | null>(null);
  const methodId = chosenMethodId ?? (activeMethods.find((method) => method.MacDinh) ?? activeMethods[0])?._id ?? null;
  const kindBooks = booksFor(books, kind);
  const [bookId, setBookId] = useState<string | null>(null);
  const book = kindBooks.find((each) => each._id === bookId) ?? firstUsableBook(books, kind);
  // The amount follows what the form is given (other lines chosen, the advance used) until the cashier types one.
  const [typed, setTyped] = useState<{ base: number; value: number | null } | null>(null);
  const value = typed && typed.base === amount ? typed.value : amount;
  const change = minimum !== undefined && value !== null && !Number.isNaN(value) ? value - minimum : 0;
  const [problems, setProblems] = useState<FieldProblems>({});
  const [messages, setMessages] = useState<string[]>([]);

  const bookLabel = (each: ReceiptBook) => {
    const name = `${each.Series ? `${each.KyHieu}/${each.Series}` : each.KyHieu} (${each.Min_Number}–${each.Max_Number})`;
    if (each.isLocked) return t('cashier.form.bookLocked', { book: name });
    return usedUp(each) ? t('cashier.form.bookUsedUp', { book: name }) : name;
  };

  const submit = async () => {
    const found: FieldProblems = {};
    if (!amountFixed) {
      if (value === null || Number.isNaN(value) || (minimum === undefined && value <= 0)) found.SoTien = { key: 'cashier.form.amountRequired', params: {} };
      else if (minimum !== undefined && value < minimum) found.SoTien = { key: 'cashier.amountTooSmall', params: { amount: formatMoney(minimum) } };
      else if (maximum !== undefined && value > maximum) found.SoTien = { key: 'cashier.refundExceedsAdvance', params: { held: formatMoney(maximum) } };
    }
    if (!methodId) found.HinhThucThanhToan_Id = { key: 'validation.required', params: {} };
    if (!book) found.QuyenBienLai_Id = { key: kindBooks.length ? 'validation.required' : 'cashier.form.noBook', params: {} };
    setProblems(found);
    setMessages([]);
    if (Object.keys(found).length > 0) return;
    const input = {
      TiepNhan_Id: visitId,
      LoaiBienLai: kind,
      HinhThucThanhToan_Id: methodId!,
      QuyenBienLai_Id: book!._id,
      ...(lineIds ? { ChiTiet_Ids: [...lineIds] } : {}),
      ...(kind === 'HoanTien' ? {} : { SoTien: value }),
      ...(kind === 'ThuTien' ? { DungTamUng: useAdvance } : {}),
    };
    const result = await create({ input }, { quietErrors: true });
    if (result.error) {
      const split = splitRefusal(result.error, SHOWN, i18n);
      setProblems(Object.fromEntries(Object.entries(split.fields).map(([field, problem]) => [FIELD_OF[field]!, problem])));
      setMessages(split.messages);
      return;
    }
    const made = result.data!.createBienLai_ByVienPhi;
    toast.success(t(`cashier.form.done.${kind}`, { number: receiptNumberText(made.SoBienLai), book: made.QuyenBienLai?.KyHieu ?? '', amount: formatMoney(made.GiaTriBienLai) }));
    setTyped(null);
    onDone(made);
  };

  return (
    <form
      aria-labelledby={labelledBy}
      className={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children && <div className={wide}>{children}</div>}
      <MoneyInput
        label={t('cashier.form.amount')}
        value={value}
        onValueChange={(next) => setTyped({ base: amount, value: next })}
        readOnly={amountFixed}
        required
        disabled={disabled}
        helperText={change > 0 ? t('cashier.form.change', { amount: formatMoney(change) }) : undefined}
        {...problemProps(problems, 'SoTien')}
      />
      <Select
        label={t('cashier.form.method')}
        items={activeMethods.map((method) => ({ value: method._id, label: method.TenHinhThucThanhToan }))}
        value={methodId}
        onValueChange={setMethodId}
        required
        disabled={disabled}
        {...problemProps(problems, 'HinhThucThanhToan_Id')}
      />
      <Select
        label={t('cashier.form.book')}
        items={kindBooks.map((each) => ({ value: each._id, label: bookLabel(each), disabled: each.isLocked || usedUp(each) }))}
        value={book?._id ?? null}
        onValueChange={setBookId}
        required
        disabled={disabled}
        placeholder={kindBooks.length ? undefined : t('cashier.form.noBook')}
        {...problemProps(problems, 'QuyenBienLai_Id')}
      />
      <TextInput
        label={t('cashier.form.number')}
        value={book && !usedUp(book) ? receiptNumberText(book.Next_Number) : ''}
        readOnly
        helperText={t('cashier.form.numberHelp')}
      />
      {kind === 'ThuTien' && (
        <Checkbox
          className={wide}
          label={t('cashier.form.useAdvance', { amount: formatMoney(Math.max(0, advanceHeld)) })}
          checked={useAdvance}
          disabled={disabled || advanceHeld <= 0}
          onCheckedChange={(next) => onUseAdvanceChange?.(next)}
        />
      )}
      {messages.map((message) => (
        <p key={message} role="alert" className={`${refused} ${wide}`}>
          {message}
        </p>
      ))}
      <div className={`${wide} ${css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}`}>
        <Button type="submit" loading={fetching} disabled={disabled || Boolean(blockedBy)}>
          {submitLabel}
        </Button>
        {blockedBy && <span className={css({ color: 'fg.muted' })}>{blockedBy}</span>}
      </div>
    </form>
  );
}
