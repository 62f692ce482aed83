// What the cashier does to bill lines besides taking money (spec §4 bill lines): cancel a posted line's posting,
// remove services not yet paid, and cancel the payment request of a prescription of drugs or supplies (its lines leave
// the bill until the doctor sends it again). Each is offered only with the right the server checks and never on a
// visit whose fees are completed or whose insurance is confirmed; the last two ask first, naming what goes.
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation } from '@his/sdk/data';
import { toast, useConfirm } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { CASHIER_COMPLETE, CASHIER_POST } from '../../contract';
import {
  CashierCancelDrugsRequestDocument, CashierCancelSuppliesRequestDocument, CashierRemoveServicesDocument, CashierUnpostLinesDocument,
} from '../../generated/graphql';
import { paymentRequestsOf, removable, unpostable, type BillLine, type PaymentRequest } from './bill-view';

export type LineAction = 'unpost' | 'remove' | 'cancelRequest';

export interface BillLineActions {
  /** The caller holds a right to one of the actions and the visit takes changes. */
  enabled: boolean;
  /** What a line offers: at most one action, as a posted line is collected and the others are not. */
  actionsOf: (line: BillLine) => LineAction[];
  /** What runs now: a line's id, or `chosen:<action>` for the chosen lines. */
  busy: string | null;
  /** Runs an action on one line or on the chosen lines; `busyKey` says which button waits. */
  run: (action: LineAction, lines: readonly BillLine[], busyKey: string) => Promise<void>;
  /** The question asked before removing or cancelling: render it once. */
  dialog: ReactElement;
}

export interface BillLineActionsOptions {
  /** Every line of the bill: a prescription's request is cancelled whole, so its other lines are named too. */
  lines: readonly BillLine[];
  /** Fees completed or insurance confirmed: the server refuses any change, so nothing is offered. */
  locked: boolean;
  /** After a success: the lines acted on, for the bill and the list to be read again. */
  onDone: (lineIds: string[]) => void;
}

const QUIET = { quietErrors: true };
const names = (lines: readonly BillLine[]) => lines.map((line) => line.TenDichVu).join(', ');

export function useBillLineActions({ lines, locked, onDone }: BillLineActionsOptions): BillLineActions {
  const { t } = useTranslation('cashier');
  const mayPost = useHasPermission(CASHIER_POST);
  const mayComplete = useHasPermission(CASHIER_COMPLETE);
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [, unpost] = useMutation(CashierUnpostLinesDocument);
  const [, removeServices] = useMutation(CashierRemoveServicesDocument);
  const [, cancelDrugs] = useMutation(CashierCancelDrugsRequestDocument);
  const [, cancelSupplies] = useMutation(CashierCancelSuppliesRequestDocument);
  const enabled = !locked && (mayPost || mayComplete);

  const requestsOf = (of: readonly BillLine[]) => paymentRequestsOf(lines, of);
  const prescriptions = (requests: readonly PaymentRequest[]) =>
    requests.map((request) => t(`cashier.lineActions.prescription.${request.kind}`, { code: request.MaPhieu ?? '' })).join(', ');

  const actionsOf = (line: BillLine): LineAction[] => {
    if (!enabled) return [];
    if (mayPost && unpostable(line)) return ['unpost'];
    if (mayComplete && removable(line)) return ['remove'];
    if (mayComplete && requestsOf([line]).length > 0) return ['cancelRequest'];
    return [];
  };

  /** Runs the writes one after another; stops at the first refusal and shows it. Says whether any succeeded. */
  const write = async (busyKey: string, steps: (() => Promise<{ error?: Parameters<typeof refusalText>[0] }>)[]) => {
    setBusy(busyKey);
    let done = 0;
    try {
      for (const step of steps) {
        const result = await step();
        if (result.error) {
          toast.error(refusalText(result.error));
          break;
        }
        done += 1;
      }
    } finally {
      setBusy(null);
    }
    return done;
  };

  const run = async (action: LineAction, targets: readonly BillLine[], busyKey: string) => {
    if (targets.length === 0 || busy) return;
    if (action === 'unpost') {
      if (!(await write(busyKey, [() => unpost({ ChiTiet_Ids: targets.map((line) => line._id) }, QUIET)]))) return;
      toast.success(t('cashier.lineActions.done.unpost', { count: targets.length, services: names(targets) }));
      return onDone(targets.map((line) => line._id));
    }
    if (action === 'remove') {
      const yes = await confirm({
        title: t('cashier.lineActions.remove.title'),
        message: t('cashier.lineActions.remove.question', { count: targets.length, services: names(targets) }),
        confirmLabel: t('cashier.lineActions.remove.confirm'),
        tone: 'danger',
      });
      if (!yes || !(await write(busyKey, [() => removeServices({ dichvuIds: targets.map((line) => line._id) }, QUIET)]))) return;
      toast.success(t('cashier.lineActions.done.remove', { count: targets.length, services: names(targets) }));
      return onDone(targets.map((line) => line._id));
    }
    const requests = requestsOf(targets);
    if (requests.length === 0) return;
    const yes = await confirm({
      title: t('cashier.lineActions.cancelRequest.title'),
      message: t('cashier.lineActions.cancelRequest.question', { count: requests.length, prescriptions: prescriptions(requests), services: names(requests.flatMap((request) => request.lines)) }),
      confirmLabel: t('cashier.lineActions.cancelRequest.confirm'),
      tone: 'danger',
    });
    if (!yes) return;
    // One write per prescription (the operation takes one): each stands on its own, so those before a refusal stay done.
    const done = await write(busyKey, requests.map((request) => () =>
      request.kind === 'VTYT' ? cancelSupplies({ ToaThuoc_Id: request.ToaThuoc_Id }, QUIET) : cancelDrugs({ ToaThuoc_Id: request.ToaThuoc_Id }, QUIET)));
    if (!done) return;
    const cancelled = requests.slice(0, done);
    toast.success(t('cashier.lineActions.done.cancelRequest', { count: cancelled.length, prescriptions: prescriptions(cancelled) }));
    onDone(cancelled.flatMap((request) => request.lines.map((line) => line._id)));
  };

  return { enabled, actionsOf, busy, run, dialog };
}
