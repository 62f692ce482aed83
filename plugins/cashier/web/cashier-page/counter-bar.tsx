// The counter's queue on the cashier's screen: the counter the cashier works at (remembered in this browser), the number
// called shown large, and calling the next number (its visit opens in the centre form), calling it again, or dismissing
// it when the patient is not there. The server gives each counter a different ticket when two call at once.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useAuthServiceClient, useMutation, type CombinedError } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, Select, Spinner } from '@his/sdk/ui';
import { useSession } from '@his/sdk/web';
import { CashierCountersDocument, type CashierCountersQuery } from '../../generated/auth/graphql';
import { CashierCallNextDocument, CashierDismissNumberDocument, CashierRecallDocument, type CashierCalledTicketFieldsFragment } from '../../generated/graphql';
import { countersOf, queueCodeOf, readCounterChoice, subQueueOf, writeCounterChoice, type CashierCounter } from './counters';

export type CalledTicket = CashierCalledTicketFieldsFragment;
type Action = 'call' | 'recall' | 'dismiss';
type Notice = { kind: 'refusal' | 'info'; text: string };

const QUIET = { quietErrors: true };
const bar = css({
  display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', px: '3', py: '2', minW: '0',
});
const current = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0', flex: '1 1 14rem' });
const bigNumber = css({ fontSize: '4xl', lineHeight: '1', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', color: 'accent.text', minW: '3ch', textAlign: 'center' });
const muted = css({ color: 'fg.muted', textStyle: 'sm' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export interface CounterBarProps {
  /** A number called or called again: its visit opens in the centre form. */
  onCalled: (ticket: CalledTicket) => void;
  /** After a call or a dismissal: the lists are read again. */
  onChanged: () => void;
}

export function CounterBar({ onCalled, onChanged }: CounterBarProps) {
  const { t } = useTranslation('cashier');
  const titleId = useId();
  const { currentNode } = useSession();
  const authClient = useAuthServiceClient();
  const [nodes, setNodes] = useState<CashierCountersQuery['getNodes'] | null>(null);
  const [loadError, setLoadError] = useState<CombinedError | null>(null);
  const [chosen, setChosen] = useState<string | null>(readCounterChoice);
  const [called, setCalled] = useState<CalledTicket | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [, call] = useMutation(CashierCallNextDocument);
  const [, recall] = useMutation(CashierRecallDocument);
  const [, dismiss] = useMutation(CashierDismissNumberDocument);

  useEffect(() => {
    let live = true;
    void authClient.query(CashierCountersDocument, {}).toPromise().then((result) => {
      if (!live) return;
      setLoadError(result.error ?? null);
      setNodes(result.data?.getNodes ?? (result.error ? null : []));
    });
    return () => {
      live = false;
    };
  }, [authClient]);

  const counters = nodes ? countersOf(nodes, currentNode._id) : null;
  // A remembered counter the facility no longer has is forgotten; a facility with one counter needs no choice.
  const counter = counters?.find((each) => each._id === chosen) ?? (counters?.length === 1 ? counters[0]! : null);
  const choose = (id: string | null) => {
    setChosen(id);
    writeCounterChoice(id);
    // A number called at one counter is not answered at another.
    setCalled(null);
    setNotice(null);
  };

  // Each action's answer: the ticket now called (none when no one waits or after a dismissal), or the refusal.
  const send = async (action: Action, at: CashierCounter, ticket: CalledTicket | null) => {
    if (action === 'call') {
      const result = await call({ codeCounter: at.code, codeQueue: at.queueCodes[0] ?? null }, QUIET);
      return { error: result.error, ticket: result.data?.callWaitingNumbering_VienPhi ?? null };
    }
    if (action === 'recall') {
      const result = await recall({ idNumbering: ticket!.idNumbering! }, QUIET);
      return { error: result.error, ticket: result.data?.reCall ?? null };
    }
    const result = await dismiss({ idNumbering: ticket!.idNumbering!, codeQueue: queueCodeOf(at), codeSubQueue: subQueueOf(ticket!), codeCounter: at.code }, QUIET);
    return { error: result.error, ticket: null };
  };

  const run = async (action: Action) => {
    if (!counter || (action !== 'call' && !called?.idNumbering)) return;
    setBusy(action);
    setNotice(null);
    const { error, ticket } = await send(action, counter, called);
    setBusy(null);
    if (error) return setNotice({ kind: 'refusal', text: refusalText(error) });
    if (action === 'dismiss') setNotice({ kind: 'info', text: t('cashier.counter.dismissed', { number: called!.SoThuTu ?? '' }) });
    else if (!ticket) setNotice({ kind: 'info', text: t('cashier.counter.nobodyWaiting') });
    setCalled(ticket);
    if (ticket) onCalled(ticket);
    onChanged();
  };

  let body;
  if (loadError) {
    body = (
      <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
        {refusalText(loadError)}
      </p>
    );
  } else if (!counters) body = <Spinner label={t('cashier.counter.loading')} showLabel />;
  else if (counters.length === 0) body = <p className={css({ color: 'fg.muted', m: '0' })}>{t('cashier.counter.none')}</p>;
  else {
    const number = called?.SoThuTu ?? '';
    body = (
      <>
        <div className={css({ w: { base: 'full', sm: '16rem' } })}>
          <Select
            label={t('cashier.counter.choose')}
            placeholder={t('cashier.counter.placeholder')}
            items={counters.map((each) => ({ value: each._id, label: `${each.name} (${each.code})` }))}
            value={counter?._id ?? null}
            onValueChange={choose}
          />
        </div>
        <div role="status" aria-label={t('cashier.counter.current')} className={current}>
          <span className={bigNumber} data-testid="called-number">
            {called ? number : '–'}
          </span>
          <span className={css({ display: 'grid', minW: '0' })}>
            <span className={muted}>{t('cashier.counter.current')}</span>
            <span className={css({ fontWeight: 'semibold' })}>{called ? called.TenBenhNhan : t(counter ? 'cashier.counter.noneCalled' : 'cashier.counter.chooseFirst')}</span>
            {called && <span className={muted}>{called.MaYTe}</span>}
          </span>
          {called?.UuTien && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('cashier.list.priority')}</span>}
        </div>
        <div className={actions}>
          <Button disabled={!counter} loading={busy === 'call'} onClick={() => run('call')}>
            {t('cashier.counter.callNext')}
          </Button>
          <Button variant="outline" disabled={!called} loading={busy === 'recall'} aria-label={called ? t('cashier.counter.recallLabel', { number }) : undefined} onClick={() => run('recall')}>
            {t('cashier.counter.recall')}
          </Button>
          <Button variant="outline" tone="danger" disabled={!called} loading={busy === 'dismiss'} aria-label={called ? t('cashier.counter.dismissLabel', { number }) : undefined} onClick={() => run('dismiss')}>
            {t('cashier.counter.dismiss')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className={bar}>
      <h2 id={titleId} className={css({ srOnly: true })}>
        {t('cashier.counter.title')}
      </h2>
      {body}
      {notice && (
        <p role={notice.kind === 'refusal' ? 'alert' : 'status'} className={css({ m: '0', flexBasis: '100%', color: notice.kind === 'refusal' ? 'danger.text' : 'fg.muted' })}>
          {notice.text}
        </p>
      )}
    </section>
  );
}
