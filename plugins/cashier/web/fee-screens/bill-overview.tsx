// A visit's bill at a glance on the fee screens: who and which visit, the patient group and card, why it takes no
// change when it does not, and the totals; after a change, each total that moved shows what it was before.
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { billLockKey } from './bill-lock';
import { TOTAL_FIELDS, type FeeBill, type FeeBillTotals } from './fee-bill';

export interface BillOverviewProps {
  bill: FeeBill;
  /** The totals before the last change made on this screen. */
  previous?: FeeBillTotals | null;
}

const facts = css({ display: 'grid', gap: '1', gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }, m: '0', textStyle: 'sm' });
const totals = css({ display: 'grid', gap: '2', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' }, m: '0' });
const total = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', p: '2', minW: '0' });
const term = css({ textStyle: 'sm', color: 'fg.muted' });
const amount = css({ m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const before = css({ display: 'block', textStyle: 'sm', fontWeight: 'normal', color: 'fg.muted' });
const notice = css({ m: '0', p: '2', rounded: 'l2', bg: 'warning.subtle', color: 'warning.text' });

export function BillOverview({ bill, previous }: BillOverviewProps) {
  const { t } = useTranslation('cashier');
  const { TiepNhan, BenhNhan, TongHop } = bill;
  const lock = billLockKey(bill);
  const card = TiepNhan.SoTheBHYT
    ? [TiepNhan.SoTheBHYT, TiepNhan.BHYTNgayHetHieuLuc !== null ? t('cashier.fees.bill.cardUntil', { date: formatDate(TiepNhan.BHYTNgayHetHieuLuc) }) : null].filter(Boolean).join(' ')
    : t('cashier.fees.bill.noCard');
  return (
    <section aria-labelledby="cashier-fee-bill" className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <h2 id="cashier-fee-bill" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0' })}>
        {t('cashier.fees.bill.title', { name: BenhNhan.TenBenhNhan, code: BenhNhan.MaYTe })}
      </h2>
      <dl className={facts}>
        <div><dt className={term}>{t('cashier.fees.bill.MaTiepNhan')}</dt><dd className={css({ m: '0' })}>{TiepNhan.MaTiepNhan}</dd></div>
        <div><dt className={term}>{t('cashier.fees.bill.TenDoiTuong')}</dt><dd className={css({ m: '0' })}>{TiepNhan.TenDoiTuong ?? '—'}</dd></div>
        <div><dt className={term}>{t('cashier.fees.bill.SoTheBHYT')}</dt><dd className={css({ m: '0' })}>{card}</dd></div>
      </dl>
      {lock && (
        <p role="status" className={notice}>
          {t(lock, { code: TiepNhan.MaTiepNhan })}
        </p>
      )}
      <dl className={totals} aria-label={t('cashier.fees.bill.totals')}>
        {TOTAL_FIELDS.map((field) => {
          const was = previous && previous[field] !== TongHop[field] ? previous[field] : null;
          return (
            <div key={field} className={total}>
              <dt className={term}>{t(`cashier.fees.total.${field}`)}</dt>
              <dd className={amount}>
                {formatMoney(TongHop[field])}
                {was !== null && <span className={before}>{t('cashier.fees.bill.before', { amount: formatMoney(was) })}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
      {TongHop.SoDongKhongBHYT > 0 && TiepNhan.SoTheBHYT && <p className={css({ m: '0', textStyle: 'sm', color: 'fg.muted' })}>{t('cashier.fees.bill.notCovered', { count: TongHop.SoDongKhongBHYT })}</p>}
    </section>
  );
}
