// The payment-method posting rules (spec §3 Payment-method accounting): for each payment method and kind of receipt
// book, the ledger accounts a receipt posts to (credit and debit), saved all at once; a pair left empty has no rule.
// On a phone each method's rows stack.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, TextInput, toast, useOneAtATime } from '@his/sdk/ui';
import { PaymentPostingRulesDocument, SavePaymentPostingRulesDocument } from '../../generated/graphql';
import { problemProps, splitRefusal, type FieldProblems } from '../fee-screens/refusals';
import { accountField, postingRuleInputs, postingRuleRows, refusalFieldOf, type PostingRuleRow } from './posting-rule-values';

const QUIET = { quietErrors: true };
const table = css({ width: '100%', borderCollapse: 'collapse', display: { base: 'block', md: 'table' } });
// Each box shows its own label: the header row is for screen readers, which read the table by columns.
const head = css({ srOnly: true });
const body = css({ display: { base: 'grid', md: 'table-row-group' }, gap: '3' });
const row = css({
  display: { base: 'grid', md: 'table-row' },
  gridTemplateColumns: { base: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: '2',
  p: { base: '2', md: '0' },
  borderWidth: { base: '1px', md: '0' },
  borderColor: 'border.default',
  borderRadius: { base: 'l2', md: '0' },
  '& > td, & > th': { display: { base: 'block', md: 'table-cell' }, verticalAlign: 'top', textAlign: 'start', px: { base: '0', md: '2' }, py: { base: '0', md: '1.5' }, borderBottomWidth: { base: '0', md: '1px' }, borderColor: 'border.default' },
});
const rowHead = css({ gridColumn: { base: '1 / -1', md: 'auto' }, fontWeight: 'medium' });
const srOnly = css({ srOnly: true });

export function PostingRulesSection({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation('cashier');
  const [{ data, error }, refetch] = useQuery({ query: PaymentPostingRulesDocument, requestPolicy: 'cache-and-network' });
  const [edited, setEdited] = useState<PostingRuleRow[] | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, once] = useOneAtATime();
  const [, save] = useMutation(SavePaymentPostingRulesDocument);
  const stored = useMemo(() => (data ? postingRuleRows(data.getAllDM_HinhThucThanhToan, data.getHinhThucThanhToanHachToans) : null), [data]);
  const rows = edited ?? stored;

  const change = (index: number, changes: Partial<PostingRuleRow>) => {
    if (!rows) return;
    setEdited(rows.map((each, at) => (at === index ? { ...each, ...changes } : each)));
    const fields = Object.keys(changes).map((name) => accountField(index, name as 'TaiKhoanCo_Id' | 'TaiKhoanNo_Id'));
    setProblems((known) => Object.fromEntries(Object.entries(known).filter(([field]) => !fields.includes(field))));
  };

  const submit = async () => {
    if (!rows) return;
    const sent = postingRuleInputs(rows);
    const result = await save({ input: sent.map((each) => each.input) }, QUIET);
    if (result.error || !result.data) {
      if (!result.error) return;
      // The server names a rule by its place in what was sent: each goes under its row's box.
      const shown = new Set(sent.flatMap((_each, index) => [`input.${index}.TaiKhoanCo_Id`, `input.${index}.TaiKhoanNo_Id`]));
      const { fields, messages } = splitRefusal(result.error, shown, i18n);
      setProblems(Object.fromEntries(Object.entries(fields).map(([field, problem]) => [refusalFieldOf(field, sent), problem])));
      for (const message of messages) toast.error(message);
      return;
    }
    toast.success(t('cashier.postingRules.saved'));
    setEdited(null);
    setProblems({});
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby="cashier-posting-rules" className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <h2 id="cashier-posting-rules" className={css({ textStyle: 'lg', fontWeight: 'semibold', m: '0' })}>{t('cashier.postingRules.title')}</h2>
      <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.postingRules.explanation')}</p>
      {error && <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>}
      {rows && (
        <table className={table} aria-labelledby="cashier-posting-rules">
          <thead className={head}>
            <tr>
              <th scope="col">{t('cashier.postingRules.method')}</th>
              <th scope="col">{t('cashier.postingRules.kind')}</th>
              <th scope="col">{t('cashier.postingRules.TaiKhoanNo_Id')}</th>
              <th scope="col">{t('cashier.postingRules.TaiKhoanCo_Id')}</th>
            </tr>
          </thead>
          <tbody className={body}>
            {rows.map((each, index) => {
              const kind = t(`cashier.books.kind.${each.LoaiQuyenBienLai_Id}`);
              const of = ` – ${each.TenHinhThucThanhToan}, ${kind}`;
              return (
                <tr key={`${each.HinhThucThanhToan_Id}|${each.LoaiQuyenBienLai_Id}`} className={row}>
                  <th scope="row" className={rowHead}>
                    {each.TenHinhThucThanhToan}
                    {!each.isActive && <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> ({t('cashier.postingRules.inactive')})</span>}
                  </th>
                  <td className={rowHead}>{kind}</td>
                  {(['TaiKhoanNo_Id', 'TaiKhoanCo_Id'] as const).map((field) => (
                    <td key={field}>
                      <TextInput
                        name={accountField(index, field)}
                        label={<>{t(`cashier.postingRules.${field}`)}<span className={srOnly}>{of}</span></>}
                        maxLength={20}
                        autoComplete="off"
                        disabled={!canEdit}
                        value={each[field]}
                        onValueChange={(text) => change(index, { [field]: text })}
                        {...problemProps(problems, accountField(index, field))}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {canEdit && rows && (
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <Button variant="outline" disabled={edited === null || busy} onClick={() => { setEdited(null); setProblems({}); }}>
            {t('cashier.postingRules.undo')}
          </Button>
          <Button loading={busy} disabled={edited === null} onClick={() => once(submit)}>
            {t('cashier.postingRules.save')}
          </Button>
        </div>
      )}
    </section>
  );
}
