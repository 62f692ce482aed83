// A received visit, read-only beside the lists: the patient, group and card, the orders with room, price and queue
// number, the health info; it can be cancelled from here, and other plugins add their buttons to its footer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatDate, formatDateTime, formatMoney } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, Spinner, toast } from '@his/sdk/ui';
import { Slot, useHasPermission } from '@his/sdk/web';
import { visitActions } from '../../contract';
import { RECEPTION_RECEIVE } from '../../rules/permissions';
import { TiepNhanChiTietDocument, type TiepNhanChiTietQuery } from '../../generated/graphql';
import { CancelVisitDialog } from './cancel-visit-dialog';
import { queueNumberText } from './queue-number-text';

type HealthInfo = NonNullable<NonNullable<TiepNhanChiTietQuery['getTiepNhanById']>['ThongTinSucKhoe']>;

const facts = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, columnGap: '4', rowGap: '1', m: '0', '& dt': { color: 'fg.muted' }, '& dd': { m: '0' } });
const bigNumbers = css({ m: '0', p: '3', rounded: 'l2', bg: 'accent.subtle', color: 'accent.text', fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' });
const footer = css({ display: 'flex', flexWrap: 'wrap', gap: '2', borderTopWidth: '1px', borderColor: 'border', pt: '3' });

const HEALTH_FLAGS = ['TieuDuong', 'TangHuyetAp', 'HenSuyen', 'BenhTimMach', 'HutThuoc', 'ChatKichThich'] as const;

export interface VisitPanelProps {
  id: string;
  /** Just received at this desk: its queue numbers are shown big, to be read out to the patient. */
  justReceived?: boolean;
}

export function VisitPanel({ id, justReceived = false }: VisitPanelProps) {
  const { t } = useTranslation('reception');
  const canReceive = useHasPermission(RECEPTION_RECEIVE);
  const [cancelling, setCancelling] = useState(false);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: TiepNhanChiTietDocument, variables: { id }, requestPolicy: 'cache-and-network' });
  const visit = data?.getTiepNhanById;

  if (error) return <p role="alert">{t('reception.desk.loadFailed', { message: refusalText(error) })}</p>;
  if (!visit) return fetching ? <Spinner label={t('reception.desk.loadingVisit')} /> : <p>{t('reception.visitNotFound')}</p>;

  const patient = visit.BenhNhan;
  const health = visit.ThongTinSucKhoe ? healthSummary(visit.ThongTinSucKhoe, t) : [];
  const cancelled = () => {
    setCancelling(false);
    toast.success(t('reception.desk.cancelled', { code: visit.MaTiepNhan }));
    reexecute({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby="visit-heading" className={css({ display: 'flex', flexDir: 'column', gap: '3', minW: '0' })}>
      {justReceived && visit.PhieuHangDois.length > 0 && (
        <div role="status" className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
          <span className={css({ color: 'fg.muted' })}>{t('reception.desk.received', { code: visit.MaTiepNhan })}</span>
          {visit.PhieuHangDois.map((ticket) => (
            <p key={ticket._id} className={bigNumbers}>
              {queueNumberText(t, ticket)}
            </p>
          ))}
        </div>
      )}
      <h2 id="visit-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
        {patient.TenBenhNhan} · {visit.MaTiepNhan}
      </h2>
      <dl className={facts}>
        <dt>{t('field.MaYTe')}</dt>
        <dd>{patient.MaYTe}</dd>
        <dt>{t('reception.directory.birth')}</dt>
        <dd>
          {patient.NgaySinh ? formatDate(patient.NgaySinh) : patient.NamSinh} · {t(`reception.sex.${patient.GioiTinh}`)}
        </dd>
        <dt>{t('field.SoDienThoai')}</dt>
        <dd>{patient.SoDienThoai ?? '—'}</dd>
        <dt>{t('reception.directory.address')}</dt>
        <dd>{patient.fullAddress ?? '—'}</dd>
        <dt>{t('reception.desk.receivedAt')}</dt>
        <dd>
          {formatDateTime(visit.NgayTiepNhan)} · {t(`reception.visitKind.${visit.LoaiTiepNhan}`)} · {t(`reception.visitState.${visit.TrangThai}`)}
          {visit.CapCuu ? ` · ${t('reception.desk.emergency')}` : ''}
          {visit.UuTien ? ` · ${t('reception.desk.priority')}` : ''}
        </dd>
        <dt>{t('field.DoiTuong_Id')}</dt>
        <dd>{visit.TenDoiTuong ?? '—'}</dd>
        <dt>{t('field.SoTheBHYT')}</dt>
        <dd>
          {visit.SoTheBHYT
            ? t('reception.desk.card', {
                card: visit.SoTheBHYT,
                level: visit.MucHuong ?? '',
                from: visit.BHYTNgayHieuLuc ? formatDate(visit.BHYTNgayHieuLuc) : '',
                to: visit.BHYTNgayHetHieuLuc ? formatDate(visit.BHYTNgayHetHieuLuc) : '',
                facility: visit.BenhVien_KCB ?? '',
              })
            : '—'}
        </dd>
        {visit.LyDoKham && (
          <>
            <dt>{t('field.LyDoKham')}</dt>
            <dd>{visit.LyDoKham}</dd>
          </>
        )}
        {visit.LyDoHuy && (
          <>
            <dt>{t('field.LyDoHuy')}</dt>
            <dd>{visit.LyDoHuy}</dd>
          </>
        )}
        <dt>{t('reception.desk.health')}</dt>
        <dd>{health.length > 0 ? health.join(' · ') : '—'}</dd>
      </dl>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', m: '0' })}>{t('reception.desk.orders')}</h3>
      <ul aria-label={t('reception.desk.orders')} className={css({ pl: '4', m: '0' })}>
        {visit.DichVuYeuCaus.flatMap((order) =>
          order.ChiTiets.map((line) => (
            <li key={line._id}>
              {line.TenDichVu ?? line.MaDichVu} — {order.TenNoiThucHien}
              {order.SoThuTu ? ` · ${t('reception.history.queueNumber', { number: order.SoThuTu })}` : ''} · {formatMoney(line.DonGia)} đ · {t(`reception.orderState.${order.TrangThai}`)}
            </li>
          )),
        )}
      </ul>
      <div className={footer}>
        {canReceive && visit.TrangThai === 'DangThucHien' && (
          <Button variant="outline" tone="danger" onClick={() => setCancelling(true)}>
            {t('reception.desk.cancelVisit')}
          </Button>
        )}
        <Slot slot={visitActions} props={{ tiepNhanId: visit._id, benhNhanId: patient._id }} />
      </div>
      {cancelling && <CancelVisitDialog visit={visit} open={cancelling} onOpenChange={setCancelling} onCancelled={cancelled} />}
    </section>
  );
}

function healthSummary(info: HealthInfo, t: (key: string, options?: Record<string, unknown>) => string): string[] {
  const items: string[] = HEALTH_FLAGS.filter((flag) => info[flag]).map((flag) => t(`reception.desk.healthFlag.${flag}`));
  if (info.BenhKhac) items.push(info.BenhKhac_ChiTiet || t('reception.desk.healthFlag.BenhKhac'));
  if (info.CoThai) items.push(t('reception.desk.pregnant', { weeks: info.CoThai_SoTuan ?? '' }));
  items.push(...info.PhauThuats.map((surgery) => surgery.LoaiPhauThuat));
  items.push(...info.ThuocDangDungs.map((drug) => drug.TenDuocPham));
  return items;
}
