// The cashier's centre form for one visit (spec §2): the patient (code, sex, age, group and card), the bill lines by
// service group with their actions (unpost, remove unpaid services, cancel a prescription's payment request) and the
// totals, the payment, advance, voucher and refund tabs, the receipts (all, or collected and being posted) and the
// deleted ones, the bill detail print and the fee completion and its undo.
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@his/sdk';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { ageDisplay, ageFromBirthYear, formatAge, formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, RadioGroup, toast, useConfirm } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { CASHIER_COLLECT, CASHIER_COMPLETE } from '../../contract';
import {
  CashierCompleteFeesDocument, CashierPaymentSetupDocument, CashierReceiptsDocument, CashierUndoCompleteFeesDocument, type CashierBillFieldsFragment,
} from '../../generated/graphql';
import { collectable } from './bill-view';
import { BillChosenActions } from './bill-chosen-actions';
import { BillTable } from './bill-table';
import { CashierPrintDialog, type CashierPrint } from './cashier-print-dialog';
import { PaymentTabs } from './payment-tabs';
import { ReceiptTable } from './receipt-table';
import { useBillLineActions } from './use-bill-line-actions';

type Bill = CashierBillFieldsFragment;

const QUIET = { quietErrors: true };
const NETWORK_ONLY = { requestPolicy: 'network-only' as const };
const panel = css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' });
const header = css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'start' });
const facts = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', m: '0', '& div': { display: 'flex', gap: '1' }, '& dt': { color: 'fg.muted' }, '& dd': { m: '0', fontWeight: 'medium' } });
const totals = css({
  display: 'grid', gap: '2', m: '0', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' },
  '& div': { borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', px: '2', py: '1' }, '& dt': { color: 'fg.muted', textStyle: 'sm' },
  '& dd': { m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
});
const sectionHeading = css({ fontSize: 'md', fontWeight: 'semibold', m: '0' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

const initialChoice = (bill: Bill) => new Set(bill.ChiTiets.filter(collectable).map((line) => line._id));
// The lines a payment starts with: every one still to collect. Read again, a bill keeps the cashier's choice unless
// the lines to collect changed (a new order, a payment elsewhere).
const collectableKey = (bill: Bill) => bill.ChiTiets.filter(collectable).map((line) => line._id).join(',');

export interface BillPanelProps {
  bill: Bill;
  fetching: boolean;
  /** After any write: the bill and the list are read again. */
  onChanged: () => void;
}

export function BillPanel({ bill, fetching, onChanged }: BillPanelProps) {
  const { t, i18n } = useTranslation('cashier');
  const ids = { lines: useId(), money: useId(), receipts: useId(), deleted: useId() };
  const mayCollect = useHasPermission(CASHIER_COLLECT);
  const mayComplete = useHasPermission(CASHIER_COMPLETE);
  const [confirm, confirmDialog] = useConfirm();
  const visitId = bill.TiepNhan._id;
  const [choice, setChoice] = useState(() => ({ key: collectableKey(bill), chosen: initialChoice(bill) }));
  const chosen = choice.key === collectableKey(bill) ? choice.chosen : initialChoice(bill);
  const [viewMode, setViewMode] = useState<'TatCa' | 'DaThuVaDangHachToan'>('TatCa');
  const [printing, setPrinting] = useState<CashierPrint | null>(null);
  const [{ data: setup }, refetchSetup] = useQuery({ query: CashierPaymentSetupDocument, context: useMemo(() => NETWORK_ONLY, []) });
  const receiptVariables = useMemo(() => ({ BenhNhan_Id: bill.BenhNhan._id, TiepNhan_Id: visitId, ViewMode: 'DaThuVaDangHachToan' }), [bill.BenhNhan._id, visitId]);
  const [{ data: collectedReceipts, fetching: receiptsLoading }, refetchReceipts] = useQuery({ query: CashierReceiptsDocument, variables: receiptVariables, pause: viewMode === 'TatCa', requestPolicy: 'cache-and-network' });
  const [{ fetching: completing }, complete] = useMutation(CashierCompleteFeesDocument);
  const [{ fetching: undoing }, undo] = useMutation(CashierUndoCompleteFeesDocument);
  const completed = bill.TrangThaiTiepNhan === 'HoanTat';
  const insured = Boolean(bill.TiepNhan.SoTheBHYT);

  const changed = useCallback(() => {
    onChanged();
    if (viewMode !== 'TatCa') refetchReceipts({ requestPolicy: 'network-only' });
  }, [onChanged, viewMode, refetchReceipts]);
  const lineActions = useBillLineActions({
    lines: bill.ChiTiets,
    locked: completed || bill.DaXacNhanBHYT,
    onDone: (lineIds) => {
      // The lines acted on leave the choice; the rest of the cashier's choice stands.
      setChoice((current) => ({ key: current.key, chosen: new Set([...current.chosen].filter((id) => !lineIds.includes(id))) }));
      changed();
    },
  });
  const received = useCallback(() => {
    // The book's next number moved: read the books again with the bill.
    refetchSetup({ requestPolicy: 'network-only' });
    setChoice({ key: '', chosen: new Set() });
    changed();
  }, [refetchSetup, changed]);

  const age = bill.BenhNhan.NgaySinh != null ? ageDisplay(bill.BenhNhan.NgaySinh, Date.now()) : ageFromBirthYear(bill.BenhNhan.NamSinh, Date.now());
  const print = (next: CashierPrint) => setPrinting(next);

  const toggleCompletion = async () => {
    if (!completed) {
      const owing = bill.TongHop.ConLai > 0;
      const yes = await confirm({
        title: t('cashier.complete.title'),
        message: owing ? t('cashier.complete.owing', { amount: formatMoney(bill.TongHop.ConLai) }) : t('cashier.complete.question', { code: bill.TiepNhan.MaTiepNhan }),
        confirmLabel: t('cashier.complete.confirm'),
        tone: owing ? 'danger' : 'accent',
      });
      if (!yes) return;
    }
    const result = completed ? await undo({ tiepNhanId: visitId }, QUIET) : await complete({ TiepNhan_Id: visitId }, QUIET);
    if (result.error) return void toast.error(refusalText(result.error));
    toast.success(t(completed ? 'cashier.complete.undone' : 'cashier.complete.done', { code: bill.TiepNhan.MaTiepNhan }));
    changed();
  };

  const money = [
    ['TongTien', bill.TongHop.TongTien],
    ['BHChiTra', bill.TongHop.BHChiTra],
    ['BenhNhanTT', bill.TongHop.BenhNhanTT],
    ['MienGiam', bill.TongHop.MienGiam],
    ['DaThu', bill.TongHop.DaThu],
    ['TamUng', bill.TongHop.TamUng],
    ['ConLai', bill.TongHop.ConLai],
  ] as const;

  return (
    <div className={panel}>
      <div className={header}>
        <div className={css({ display: 'grid', gap: '1', minW: '0' })}>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>{bill.BenhNhan.TenBenhNhan}</h2>
          <dl className={facts}>
            <div><dt>{t('cashier.patient.MaYTe')}</dt><dd>{bill.BenhNhan.MaYTe}</dd></div>
            <div><dt>{t('cashier.patient.GioiTinh')}</dt><dd>{t(`cashier.sex.${bill.BenhNhan.GioiTinh}`)}</dd></div>
            <div><dt>{t('cashier.patient.Tuoi')}</dt><dd>{age ? formatAge(age, i18n.language as Language) : ''}</dd></div>
            <div><dt>{t('cashier.patient.MaTiepNhan')}</dt><dd>{bill.TiepNhan.MaTiepNhan}</dd></div>
            <div><dt>{t('cashier.patient.NgayTiepNhan')}</dt><dd>{formatDateTime(bill.TiepNhan.NgayTiepNhan)}</dd></div>
            <div><dt>{t('cashier.patient.DoiTuong')}</dt><dd>{bill.TiepNhan.TenDoiTuong ?? ''}</dd></div>
            {insured && <div><dt>{t('cashier.patient.SoTheBHYT')}</dt><dd>{t('cashier.patient.card', { card: bill.TiepNhan.SoTheBHYT, level: bill.TiepNhan.MucHuong ?? '' })}</dd></div>}
          </dl>
          <span className={actions}>
            {!insured && <span className={badge({ tone: 'neutral', size: 'sm' })}>{t('cashier.patient.notInsured')}</span>}
            {bill.TiepNhan.UuTien && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('cashier.list.priority')}</span>}
            {completed && <span className={badge({ tone: 'success', size: 'sm' })}>{t('cashier.complete.badge')}</span>}
            {bill.DaXacNhanBHYT && <span className={badge({ tone: 'accent', size: 'sm' })}>{t('cashier.patient.insuranceConfirmed')}</span>}
            {bill.DaHoanTien && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('cashier.patient.refunded')}</span>}
          </span>
        </div>
        <div className={actions}>
          <Button variant="outline" onClick={() => print({ kind: 'bill', TiepNhan_Id: visitId, code: bill.TiepNhan.MaTiepNhan })}>
            {t('cashier.print.billButton')}
          </Button>
          {mayComplete && (
            <Button variant={completed ? 'outline' : 'solid'} tone={completed ? 'danger' : 'accent'} loading={completing || undoing} onClick={() => void toggleCompletion()}>
              {t(completed ? 'cashier.complete.undo' : 'cashier.complete.button')}
            </Button>
          )}
        </div>
      </div>

      <section aria-labelledby={ids.lines} className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <h3 id={ids.lines} className={sectionHeading}>{t('cashier.bill.heading')}</h3>
        <BillChosenActions lines={bill.ChiTiets} chosen={chosen} actions={lineActions} />
        <BillTable
          lines={bill.ChiTiets}
          loading={fetching}
          insured={insured}
          chosen={chosen}
          onChosenChange={(next) => setChoice({ key: collectableKey(bill), chosen: next })}
          locked={completed || (!mayCollect && !lineActions.enabled)}
          actions={lineActions}
        />
        {insured && bill.TongHop.SoDongKhongBHYT > 0 && (
          <p role="note" className={css({ m: '0', color: 'warning.text' })}>
            {t('cashier.bill.notCoveredNote', { count: bill.TongHop.SoDongKhongBHYT })}
          </p>
        )}
        <dl className={totals} aria-label={t('cashier.totals.label')}>
          {money.map(([field, value]) => (
            <div key={field}>
              <dt>{t(`cashier.totals.${field}`)}</dt>
              <dd data-testid={`total-${field}`}>{formatMoney(value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={ids.money} className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <h3 id={ids.money} className={sectionHeading}>{t('cashier.money.heading')}</h3>
        {completed && <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.complete.locked')}</p>}
        {!mayCollect && <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.money.noRight')}</p>}
        <PaymentTabs bill={bill} setup={setup} chosen={chosen} locked={completed || !mayCollect} onDone={received} />
      </section>

      <section aria-labelledby={ids.receipts} className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <div className={header}>
          <h3 id={ids.receipts} className={sectionHeading}>{t('cashier.receipts.title')}</h3>
          <RadioGroup
            label={t('cashier.receipts.view')}
            orientation="horizontal"
            options={[{ value: 'TatCa', label: t('cashier.receipts.view.TatCa') }, { value: 'DaThuVaDangHachToan', label: t('cashier.receipts.view.DaThuVaDangHachToan') }]}
            value={viewMode}
            onValueChange={(next) => setViewMode(next === 'DaThuVaDangHachToan' ? next : 'TatCa')}
          />
        </div>
        <ReceiptTable
          visitId={visitId}
          receipts={viewMode === 'TatCa' ? bill.BienLais : collectedReceipts?.getBienLai_ByBenhNhanId}
          loading={viewMode === 'TatCa' ? fetching : receiptsLoading}
          onPrint={print}
          onChanged={changed}
        />
      </section>

      <section aria-labelledby={ids.deleted} className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <h3 id={ids.deleted} className={sectionHeading}>{t('cashier.receipts.deletedTitle')}</h3>
        <ReceiptTable visitId={visitId} receipts={bill.BienLaiDaHuys} loading={fetching} deleted onPrint={print} onChanged={changed} />
      </section>

      {printing && <CashierPrintDialog print={printing} onClose={() => setPrinting(null)} />}
      {confirmDialog}
      {lineActions.dialog}
    </div>
  );
}
