// One visit's exemptions: its bill at a glance, the lines with their discount boxes, the reason, and a save that sends
// only the lines changed; the server's refusals go under the box or the reason they name, the rest as a message.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, TextInput, toast, useOneAtATime } from '@his/sdk/ui';
import { SetExemptionsDocument } from '../../generated/graphql';
import { billLockKey } from '../fee-screens/bill-lock';
import { BillOverview } from '../fee-screens/bill-overview';
import { problemProps, splitRefusal, type FieldProblems } from '../fee-screens/refusals';
import { useFeeBill, type PickedVisit } from '../fee-screens/use-fee-bill';
import { ExemptionLines } from './exemption-lines';
import { changedLines, draftsOf, exemptionProblems, lineField, type DiscountDrafts } from './exemption-values';

export interface ExemptionFormProps {
  visit: PickedVisit;
  canExempt: boolean;
}

const MAX_REASON = 500;
const QUIET = { quietErrors: true };
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'end', '& > :first-child': { flex: '1 1 18rem' } });

export function ExemptionForm({ visit, canExempt }: ExemptionFormProps) {
  const { t, i18n } = useTranslation('cashier');
  const { bill, previous, error, apply } = useFeeBill(visit);
  const [drafts, setDrafts] = useState<DiscountDrafts | null>(null);
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, once] = useOneAtATime();
  const [, send] = useMutation(SetExemptionsDocument);

  if (error && !bill) return <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>;
  if (!bill) return <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.loading')}</p>;

  const current = drafts ?? draftsOf(bill.ChiTiets);
  const locked = billLockKey(bill) !== null;
  const changes = changedLines(bill.ChiTiets, current);
  const clear = (fields: readonly string[]) => setProblems((known) => Object.fromEntries(Object.entries(known).filter(([field]) => !fields.includes(field))));

  const save = async () => {
    const before = exemptionProblems(bill.ChiTiets, current, reason);
    if (Object.keys(before).length > 0) return setProblems(before);
    const result = await send({ TiepNhan_Id: bill.TiepNhan._id, lines: changes, LyDo: reason.trim() }, QUIET);
    if (result.error || !result.data) {
      if (!result.error) return;
      // The server names a line by its place in what was sent (lines.<n>.SoTienGiamGia): it goes under that line's box.
      const boxes = new Map<string, string>(changes.flatMap((change, index) => (['PhanTramGiamGia', 'SoTienGiamGia'] as const).map((box) => [`lines.${index}.${box}`, lineField(String(change.ChiTiet_Id), box)] as const)));
      const split = splitRefusal(result.error, new Set(['LyDo', ...boxes.keys()]), i18n);
      const fields = Object.fromEntries(Object.entries(split.fields).map(([field, problem]) => [boxes.get(field) ?? field, problem]));
      const { messages } = split;
      setProblems(fields);
      for (const message of messages) toast.error(message);
      return;
    }
    apply(result.data.mienGiamNgoaiTru);
    setDrafts(null);
    setReason('');
    setProblems({});
    toast.success(t('cashier.fees.exempt.saved', { count: changes.length }));
  };

  return (
    <div className={css({ display: 'grid', gap: '4', minW: '0' })}>
      <BillOverview bill={bill} previous={previous} />
      {!canExempt && <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.exempt.readOnly')}</p>}
      <ExemptionLines
        lines={bill.ChiTiets}
        insured={bill.TiepNhan.SoTheBHYT !== null}
        drafts={current}
        onChange={(lineId, draft) => {
          setDrafts({ ...current, [lineId]: draft });
          clear([lineField(lineId, 'PhanTramGiamGia'), lineField(lineId, 'SoTienGiamGia')]);
        }}
        problems={problems}
        disabled={locked || !canExempt}
      />
      {canExempt && !locked && (
        <div className={actions}>
          <TextInput
            name="LyDo"
            label={t('cashier.fees.exempt.LyDo')}
            required
            maxLength={MAX_REASON}
            value={reason}
            onValueChange={(text) => {
              setReason(text);
              clear(['LyDo']);
            }}
            {...problemProps(problems, 'LyDo')}
          />
          <Button variant="outline" disabled={changes.length === 0 || busy} onClick={() => { setDrafts(null); setProblems({}); }}>
            {t('cashier.fees.exempt.undo')}
          </Button>
          <Button loading={busy} disabled={changes.length === 0} onClick={() => once(save)}>
            {t('cashier.fees.exempt.save', { count: changes.length })}
          </Button>
        </div>
      )}
    </div>
  );
}
