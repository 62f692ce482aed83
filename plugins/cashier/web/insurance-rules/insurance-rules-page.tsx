// /quy-tac-bhyt: the dated insurance payment rules (issue: rates and thresholds live in dated tables, not in code).
// Each rule with its values newest first and the one in force today; values seeded from a fact to verify are flagged
// "to check against the current decision"; a new dated value is added, or a value corrected, in a dialog.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatDate, formatMoney, startOfDay } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import { Button, Checkbox } from '@his/sdk/ui';
import { useHasPermission } from '@his/sdk/web';
import { CASHIER_RULES } from '../../contract';
import { InsuranceRulesDocument } from '../../generated/graphql';
import { isRuleKey } from '../../rules/insurance-share';
import { RuleDialog } from './rule-dialog';
import { groupRules, isMoneyRule, newRuleValues, ruleValuesOf, type RuleFormValues, type RuleGroup } from './rule-values';

const page = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0', maxW: '90rem', mx: 'auto', w: '100%' });
const cards = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' });
const card = css({ display: 'grid', gap: '2', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '3', minW: '0' });
const cardHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', justifyContent: 'space-between' });
const values = css({ listStyle: 'none', m: '0', p: '0', display: 'grid' });
const value = css({ display: 'grid', gap: '1', py: '2', borderTopWidth: '1px', borderColor: 'border.default', minW: '0' });
const valueHead = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', minH: '8' });
const note = css({ m: '0', textStyle: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
// A flag wraps like text in a narrow card rather than running out of it.
const flag = css({ justifySelf: 'start', whiteSpace: 'normal', h: 'auto', py: '0.5' });
const muted = css({ m: '0', color: 'fg.muted' });

export function InsuranceRulesPage() {
  const { t } = useTranslation('cashier');
  const canEdit = useHasPermission(CASHIER_RULES);
  const [{ data, fetching, error }, refetch] = useQuery({ query: InsuranceRulesDocument, requestPolicy: 'cache-and-network' });
  const [onlyToCheck, setOnlyToCheck] = useState(false);
  const [editing, setEditing] = useState<RuleFormValues | null>(null);
  // The moment the page opened decides which value is in force; a page left open over midnight is read again.
  const [now] = useState(() => Date.now());
  const groups = useMemo(() => groupRules(data?.quyTacBHYTs ?? [], now), [data, now]);
  const toCheck = groups.reduce((total, group) => total + group.toCheck, 0);
  const shown = onlyToCheck ? groups.filter((group) => group.toCheck > 0) : groups;
  const valueText = (MaQuyTac: string, value: number) => (isMoneyRule(MaQuyTac) ? t('cashier.rules.money', { amount: formatMoney(value) }) : t('cashier.rules.percent', { value: formatMoney(value) }));
  const ruleName = (MaQuyTac: string) => (isRuleKey(MaQuyTac) ? t(`cashier.rules.key.${MaQuyTac}`) : MaQuyTac);

  const groupCard = (group: RuleGroup) => {
    const headingId = `cashier-rule-${group.MaQuyTac}`;
    return (
      <section key={group.MaQuyTac} aria-labelledby={headingId} className={card}>
        <div className={cardHead}>
          <h2 id={headingId} className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>{ruleName(group.MaQuyTac)}</h2>
          <code className={css({ textStyle: 'sm', color: 'fg.muted' })}>{group.MaQuyTac}</code>
        </div>
        <p className={css({ m: '0' })}>
          {group.inForce
            ? t('cashier.rules.inForce', { value: valueText(group.MaQuyTac, group.inForce.GiaTri), date: formatDate(group.inForce.TuNgay) })
            : t('cashier.rules.noneInForce')}
        </p>
        {group.rows.length > 0 && (
          <ul className={values} aria-label={t('cashier.rules.valuesOf', { name: ruleName(group.MaQuyTac) })}>
            {group.rows.map((row) => (
              <li key={row._id} className={value} aria-current={row === group.inForce ? 'true' : undefined}>
                <div className={valueHead}>
                  <span className={css({ fontVariantNumeric: 'tabular-nums' })}>
                    {t('cashier.rules.valueFrom', { date: formatDate(row.TuNgay), value: valueText(row.MaQuyTac, row.GiaTri) })}
                  </span>
                  {row === group.inForce && <span className={badge({ tone: 'success', size: 'sm' })}>{t('cashier.rules.current')}</span>}
                  {canEdit && (
                    <Button size="sm" variant="ghost" lock={false} className={css({ ms: 'auto' })} aria-label={t('cashier.rules.editOf', { name: ruleName(row.MaQuyTac), date: formatDate(row.TuNgay) })} onClick={() => setEditing(ruleValuesOf(row))}>
                      {t('cashier.rules.edit')}
                    </Button>
                  )}
                </div>
                {row.GhiChu && <p className={note}>{row.GhiChu}</p>}
                {row.CanKiemTra && <span className={`${badge({ tone: 'warning', size: 'sm' })} ${flag}`}>{t('cashier.rules.toCheck')}</span>}
              </li>
            ))}
          </ul>
        )}
        {canEdit && isRuleKey(group.MaQuyTac) && (
          <div>
            <Button size="sm" variant="outline" lock={false} aria-label={t('cashier.rules.addOf', { name: ruleName(group.MaQuyTac) })} onClick={() => setEditing(newRuleValues(group.MaQuyTac as Parameters<typeof newRuleValues>[0], startOfDay(Date.now())))}>
              {t('cashier.rules.add')}
            </Button>
          </div>
        )}
      </section>
    );
  };

  return (
    <main className={page}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('cashier.rules.title')}</h1>
        {canEdit && <Button onClick={() => setEditing(newRuleValues(null, startOfDay(Date.now())))}>{t('cashier.rules.addAny')}</Button>}
      </div>
      <p className={muted}>{t('cashier.rules.explanation')}</p>
      {toCheck > 0 && (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', p: '2', rounded: 'l2', bg: 'warning.subtle', color: 'warning.text' })}>
          <p role="status" className={css({ m: '0', flex: '1 1 16rem' })}>{t('cashier.rules.toCheckCount', { count: toCheck })}</p>
          <Checkbox label={t('cashier.rules.onlyToCheck')} checked={onlyToCheck} onCheckedChange={setOnlyToCheck} />
        </div>
      )}
      {error && <p role="alert" className={css({ color: 'danger.text', m: '0' })}>{refusalText(error)}</p>}
      {!data && fetching && <p className={muted}>{t('cashier.fees.loading')}</p>}
      {data && <div className={cards}>{shown.map(groupCard)}</div>}
      {editing && (
        <RuleDialog
          key={editing._id ?? `new-${editing.MaQuyTac ?? ''}`}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </main>
  );
}
