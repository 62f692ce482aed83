// The buttons above the bill lines that act on the chosen lines at once: cancel the posting of the posted ones, remove
// the unpaid services, cancel the payment request of the prescriptions they come from. Each shows only when some
// chosen line takes it, and says how many.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button } from '@his/sdk/ui';
import { chosenRequests, chosenToRemove, chosenToUnpost, type BillLine } from './bill-view';
import type { BillLineActions, LineAction } from './use-bill-line-actions';

const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

export interface BillChosenActionsProps {
  lines: readonly BillLine[];
  chosen: ReadonlySet<string>;
  actions: BillLineActions;
}

export function BillChosenActions({ lines, chosen, actions }: BillChosenActionsProps) {
  const { t } = useTranslation('cashier');
  if (!actions.enabled) return null;
  const offered = (action: LineAction) => (line: BillLine) => actions.actionsOf(line).includes(action);
  const unposting = chosenToUnpost(lines, chosen).filter(offered('unpost'));
  const removing = chosenToRemove(lines, chosen).filter(offered('remove'));
  // A request is cancelled whole: the button counts prescriptions, and takes all their lines.
  const requests = chosenRequests(lines, chosen).filter((request) => request.lines.some(offered('cancelRequest')));
  const buttons: { action: LineAction; targets: BillLine[]; count: number }[] = [
    { action: 'unpost', targets: unposting, count: unposting.length },
    { action: 'remove', targets: removing, count: removing.length },
    { action: 'cancelRequest', targets: requests.flatMap((request) => request.lines), count: requests.length },
  ];
  const shown = buttons.filter((button) => button.count > 0);
  if (shown.length === 0) return null;
  return (
    <div role="group" aria-label={t('cashier.lineActions.chosenLabel')} className={bar}>
      {shown.map(({ action, targets, count }) => (
        <Button
          key={action}
          size="sm"
          variant="outline"
          tone="danger"
          loading={actions.busy === `chosen:${action}`}
          onClick={() => actions.run(action, targets, `chosen:${action}`)}
        >
          {t(`cashier.lineActions.chosen.${action}`, { count })}
        </Button>
      ))}
    </div>
  );
}
