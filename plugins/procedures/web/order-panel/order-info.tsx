// What the procedure room reads about an order before doing it: the patient, the visit, who ordered it from where and
// why, when, its state and marks, the services, and who and what it is assigned to.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { badge } from '@his/sdk/styled/recipes';
import type { ChiDinhPtttFieldsFragment } from '../../generated/graphql';
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
const marks = css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' });

export function OrderInfo({ order }: { order: ChiDinhPtttFieldsFragment }) {
  const { t } = useTranslation('procedures');
  const dash = '—';
  const patient = [order.TenBenhNhan, order.GioiTinh ? t(`procedures.web.sex.${order.GioiTinh}`) : null, order.NamSinh].filter(Boolean).join(' · ');
  const technicians = order.PhanCongKyThuatViens.map((row) => `${row.TenNhanVien ?? row.NhanVien_Id}${row.TuDong ? ` (${t('procedures.web.assign.auto')})` : ''}`).join(', ');
  const device = order.PhanCongThietBi ? `${order.PhanCongThietBi.TenThietBi ?? ''} (${order.PhanCongThietBi.MaThietBi ?? ''})` : null;
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
      <span className={marks}>
        <span className={badge({ tone: 'neutral', size: 'sm' })}>{t(stateLabelKey(order.TrangThai))}</span>
        {order.LaKhanCap && <span className={badge({ tone: 'danger', size: 'sm' })}>{t('procedures.web.urgent')}</span>}
        {order.BNKhongDen && <span className={badge({ tone: 'warning', size: 'sm' })}>{t('procedures.web.noShow')}</span>}
        {order.TuongTrinhPTTT?.DaKhoa && <span className={badge({ tone: 'warning', size: 'sm' })}>{t(`procedures.lockType.${order.TuongTrinhPTTT.LoaiKhoa ?? 'TatCa'}`)}</span>}
      </span>,
    ],
    ['ChanDoan', order.ChanDoan || dash, true],
    ['services', order.ChiTiets.map((line) => [line.MaDichVu, line.TenDichVu].filter(Boolean).join(' – ')).join('; ') || dash, true],
    ['technicians', technicians || t('procedures.web.assign.nobody')],
    ['device', device ?? t('procedures.web.assign.noDevice')],
  ];
  return (
    <section aria-labelledby="pttt-order-info">
      <h3 id="pttt-order-info" className={css({ textStyle: 'md', fontWeight: 'semibold', m: '0', mb: '2' })}>
        {t('procedures.web.info.title')}
      </h3>
      <dl className={list}>
        {entries.map(([key, value, isWide]) => (
          <div key={key} className={isWide ? wide : undefined}>
            <dt>{t(`procedures.web.info.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
