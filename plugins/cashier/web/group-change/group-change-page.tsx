// /cap-nhat-doi-tuong-ngoai-tru: a visit's patient group changed at the cashier (ChuyenDoiDoiTuong). The cashier finds
// the visit, the server says whether its group may still change (checkIsEligibleForChangeDoiTuong), and after the
// change the bill shows re-priced, its totals beside what they were.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { useHasPermission } from '@his/sdk/web';
import { CASHIER_CHANGE_GROUP } from '../../contract';
import { VisitFinder, type FoundVisit } from '../fee-screens/visit-finder';
import { GroupChangeForm } from './group-change-form';

const page = css({ display: 'flex', flexDir: 'column', gap: '4', p: { base: '3', md: '4' }, minW: '0', maxW: '90rem', mx: 'auto', w: '100%' });

export function GroupChangePage() {
  const { t } = useTranslation('cashier');
  const canChange = useHasPermission(CASHIER_CHANGE_GROUP);
  const [visit, setVisit] = useState<FoundVisit | null>(null);
  return (
    <main className={page}>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', m: '0' })}>{t('cashier.fees.group.title')}</h1>
      <VisitFinder selectedId={visit?.TiepNhan_Id ?? null} onPick={setVisit} />
      {visit ? <GroupChangeForm key={visit.TiepNhan_Id} visit={visit} canChange={canChange} /> : <p className={css({ m: '0', color: 'fg.muted' })}>{t('cashier.fees.pickVisit')}</p>}
    </main>
  );
}
