// The cashier's screen (/vien-phi-ngoai-tru): the cashier's own day summary, the counter's queue (the number called
// opens its visit), the day's lists on the left and the chosen visit's bill, money and receipts beside them (above one
// another on a phone). A patient is opened from the list, by the code a scanner types or by calling the next number;
// any cashier's, receptionist's or doctor's write reaches the lists and the open bill as it happens.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Spinner } from '@his/sdk/ui';
import { useAppEvent, useHasPermission } from '@his/sdk/web';
import { examinationEvents } from '../../../examination/contract';
import { receptionEvents } from '../../../reception/contract';
import { CASHIER_COLLECT, cashierEvents } from '../../contract';
import { CashierBillByCodeDocument, CashierBillDocument } from '../../generated/graphql';
import { DaySummaryButton } from '../day-summary/day-summary-button';
import { today, type DayRange } from '../fee-screens/fee-dates';
import { BillPanel } from './bill-panel';
import { CashierList, type CashierListRow } from './cashier-list';
import { CounterBar, type CalledTicket } from './counter-bar';

// The lists on the left and the bill on the right on a desk screen, the list wide enough from 1280 px to show the amount
// to collect without scrolling; on a phone the lists come first.
const layout = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 5fr)', xl: 'minmax(32rem, 1fr) minmax(0, 2fr)' },
  alignItems: 'start',
});
const muted = css({ color: 'fg.muted', m: '0' });
// Events come in bursts (a receipt, its posting, an order's lines): one reading of the list for each burst.
const SETTLE_MS = 250;

type Chosen = { BenhNhan_Id: string; TiepNhan_Id: string } | { MaYTe: string };

export function CashierPage() {
  const { t } = useTranslation('cashier');
  // The queue is called with the right to collect, as the server asks.
  const mayCall = useHasPermission(CASHIER_COLLECT);
  const [range, setRange] = useState<DayRange>(() => today(Date.now()));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [round, setRound] = useState(0);
  const byCode = chosen !== null && 'MaYTe' in chosen;
  const idVariables = useMemo(() => (chosen && !('MaYTe' in chosen) ? chosen : { BenhNhan_Id: '', TiepNhan_Id: '' }), [chosen]);
  const codeVariables = useMemo(() => ({ MaYTe: chosen && 'MaYTe' in chosen ? chosen.MaYTe : '' }), [chosen]);
  const [byId, refetchById] = useQuery({ query: CashierBillDocument, variables: idVariables, pause: chosen === null || byCode, requestPolicy: 'cache-and-network' });
  const [found] = useQuery({ query: CashierBillByCodeDocument, variables: codeVariables, pause: !byCode, requestPolicy: 'network-only' });
  const foundBill = found.data?.loadDataByOnSelectBenhNhanMaYTe;
  // Until the visit found by its code is read by its ids, what the code found is shown.
  const bill = byCode ? foundBill : (byId.data?.loadDataByOnSelectBenhNhan ?? (foundBill && chosen && 'TiepNhan_Id' in chosen && foundBill.TiepNhan._id === chosen.TiepNhan_Id ? foundBill : undefined));
  const error = byCode ? found.error : byId.error;
  const fetching = byCode ? found.fetching : byId.fetching;

  // A visit found by its code is kept by its ids, so that later readings follow it.
  useEffect(() => {
    const visit = found.data?.loadDataByOnSelectBenhNhanMaYTe;
    if (byCode && visit) setChosen({ BenhNhan_Id: visit.BenhNhan._id, TiepNhan_Id: visit.TiepNhan._id });
  }, [byCode, found.data]);

  const reloadList = useCallback(() => setRound((current) => current + 1), []);
  const changed = useCallback(() => {
    reloadList();
    if (!byCode) refetchById({ requestPolicy: 'network-only' });
  }, [reloadList, byCode, refetchById]);

  // The plugin's handlers read the rows on screen again; an empty list has none, so the list is read here too.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshOn = useCallback(() => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = null;
      reloadList();
    }, SETTLE_MS);
  }, [reloadList]);
  useEffect(() => () => {
    if (pending.current) clearTimeout(pending.current);
  }, []);
  useAppEvent(cashierEvents.receiptCreated.module, refreshOn);
  useAppEvent(receptionEvents.create.module, refreshOn);
  useAppEvent(examinationEvents.create.module, refreshOn);

  const select = useCallback((row: CashierListRow) => setChosen({ BenhNhan_Id: row.BenhNhan_Id, TiepNhan_Id: row.TiepNhan_Id }), []);
  const called = useCallback((ticket: CalledTicket) => setChosen({ BenhNhan_Id: ticket.BenhNhan_Id, TiepNhan_Id: ticket.TiepNhan_Id }), []);
  const selectedVisitId = chosen && !('MaYTe' in chosen) ? chosen.TiepNhan_Id : null;

  let work;
  if (chosen === null) work = <p className={muted}>{t('cashier.page.noneSelected')}</p>;
  else if (error && !bill) {
    work = (
      <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
        {refusalText(error)}
      </p>
    );
  } else if (!bill) work = <Spinner label={t('cashier.page.loading')} showLabel />;
  else work = <BillPanel key={bill.TiepNhan._id} bill={bill} fetching={fetching} onChanged={changed} />;

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('cashier.page.title')}</h1>
        <DaySummaryButton />
      </div>
      {mayCall && <CounterBar onCalled={called} onChanged={reloadList} />}
      <div className={layout}>
        <section aria-labelledby="cashier-lists-heading" className={css({ minW: '0' })}>
          <h2 id="cashier-lists-heading" className={css({ srOnly: true })}>
            {t('cashier.list.title')}
          </h2>
          <CashierList range={range} onRangeChange={setRange} selectedVisitId={selectedVisitId} onSelect={select} onOpenCode={(MaYTe) => setChosen({ MaYTe })} round={round} />
        </section>
        <section aria-label={t('cashier.page.bill')} className={css({ minW: '0' })}>
          {work}
        </section>
      </div>
    </div>
  );
}
