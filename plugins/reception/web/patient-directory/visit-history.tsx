// A patient's visits, newest first, each with its orders: what the reception lists and the visit history
// (/tra-cuu-lich-su-kcb) show of the past.
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import type { BenhNhanChiTietQuery } from '../../generated/graphql';

export type Visit = BenhNhanChiTietQuery['lichSuTiepNhan'][number];

const list = css({ display: 'flex', flexDir: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });
const card = css({ borderWidth: '1px', borderColor: 'border', rounded: 'l2', p: '3', display: 'flex', flexDir: 'column', gap: '1' });
const header = css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between', fontWeight: 'medium' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });

export function VisitHistory({ visits }: { visits: readonly Visit[] }) {
  const { t } = useTranslation('reception');
  if (visits.length === 0) return <p className={muted}>{t('reception.history.none')}</p>;
  return (
    <ol className={list} aria-label={t('reception.history.title')}>
      {visits.map((visit) => (
        <li key={visit._id} className={card}>
          <div className={header}>
            <span>
              {visit.MaTiepNhan} · {formatDateTime(visit.NgayTiepNhan)}
            </span>
            <span>{t(`reception.visitState.${visit.TrangThai}`)}</span>
          </div>
          <div className={muted}>
            {[t(`reception.visitKind.${visit.LoaiTiepNhan}`), visit.TenDoiTuong, visit.SoTheBHYT ? t('reception.history.card', { card: visit.SoTheBHYT, level: visit.MucHuong ?? '' }) : null, visit.CapCuu ? t('reception.history.emergency') : null]
              .filter(Boolean)
              .join(' · ')}
          </div>
          {visit.LyDoHuy && <div className={muted}>{t('reception.history.cancelReason', { reason: visit.LyDoHuy })}</div>}
          <ul className={css({ pl: '4', m: '0' })}>
            {visit.DichVuYeuCaus.flatMap((order) =>
              order.ChiTiets.map((line) => (
                <li key={line._id}>
                  {line.TenDichVu ?? line.MaDichVu} — {order.TenNoiThucHien}
                  {order.SoThuTu ? ` · ${t('reception.history.queueNumber', { number: order.SoThuTu })}` : ''} · {formatMoney(line.DonGia)} đ · {t(`reception.orderState.${order.TrangThai}`)}
                </li>
              )),
            )}
          </ul>
        </li>
      ))}
    </ol>
  );
}
