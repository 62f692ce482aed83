// /mien-giam-ngoai-tru: exemptions and discounts on a visit's bill lines. The cashier finds the visit (by the
// patient's code or name), sets a percent or an amount on the lines still to collect with a reason, and sees the
// totals the server computes after it, beside what they were. A visit whose insurance is confirmed or whose fees are
// completed takes none, and the screen says why.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { useHasPermission } from '@his/sdk/web';
import { CASHIER_EXEMPT } from '../../contract';
import { VisitFinder, type FoundVisit } from '../fee-screens/visit-finder';
import { ExemptionForm } from './exemption-form';

const page = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0', maxW: '90rem', mx: 'auto', w: '100%' });

export function ExemptionsPage() {
  const { t } = useTranslation('cashier');
  const canExempt = useHasPermission(CASHIER_EXEMPT);
  const [visit, setVisit] = useState<FoundVisit | null>(null);
  return (
    <main className={page}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('cashier.fees.exempt.title')}</h1>
      <VisitFinder selectedId={visit?.TiepNhan_Id ?? null} onPick={setVisit} />
      {visit ? <ExemptionForm key={visit.TiepNhan_Id} visit={visit} canExempt={canExempt} /> : <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.pickVisit')}</p>}
    </main>
  );
}
