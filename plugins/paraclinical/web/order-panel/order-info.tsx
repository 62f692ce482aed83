// What the performing room reads about an order before doing it: the patient, the visit, who ordered it from where and
// why, when, whether it is urgent, and the services on it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import type { ClsDichVuYeuCauFieldsFragment } from '../../generated/graphql';
import { stateLabelKey } from '../../rules/states';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
  m: '0',
  '& div': { minW: '0' },
  '& dt': { color: 'fg.muted', textStyle: 'sm' },
  '& dd': { m: '0', overflowWrap: 'anywhere' },
});
const wide = css({ gridColumn: '1 / -1' });

export function OrderInfo({ order }: { order: ClsDichVuYeuCauFieldsFragment }) {
  const { t } = useTranslation('paraclinical');
  const dash = '—';
  const patient = [order.TenBenhNhan, order.GioiTinh ? t(`paraclinical.web.sex.${order.GioiTinh}`) : null, order.NamSinh].filter(Boolean).join(' · ');
  const entries: [string, ReactNode, boolean?][] = [
    ['patient', patient || dash],
    ['MaYTe', order.MaYTe || dash],
    ['MaTiepNhan', order.MaTiepNhan || dash],
    ['SoPhieuYeuCau', order.SoPhieuYeuCau],
    ['TenNoiYeuCau', order.TenNoiYeuCau || dash],
    ['TenBacSiChiDinh', order.TenBacSiChiDinh || dash],
    ['NgayYeuCau', formatDateTime(order.NgayYeuCau)],
    [
      'TrangThai',
      <span className={css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' })}>
        <span className={badge({ tone: 'neutral', size: 'sm' })}>{t(stateLabelKey(order.TrangThai))}</span>
        {order.LaKhanCap && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('paraclinical.web.urgent')}</span>}
        {order.BNKhongDen && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('paraclinical.web.noShow.label')}</span>}
      </span>,
    ],
    ['ChanDoan', order.ChanDoan || dash, true],
    ['services', order.ChiTiets.map((line) => [line.MaDichVu, line.TenDichVu].filter(Boolean).join(' – ')).join('; ') || dash, true],
  ];
  return (
    <section aria-labelledby="cls-order-info">
      <h3 id="cls-order-info" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0', mb: '2' })}>
        {t('paraclinical.web.info.title')}
      </h3>
      <dl className={list}>
        {entries.map(([key, value, isWide]) => (
          <div key={key} className={isWide ? wide : undefined}>
            <dt>{t(`paraclinical.web.info.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
