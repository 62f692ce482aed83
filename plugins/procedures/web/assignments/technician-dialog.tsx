// Giving an order to technicians (spec: technician assignment info and assign): the staff who take procedures, those
// on shift for it now and their day's number of procedures beside each, the ones who have it checked.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Checkbox, Dialog, Spinner, toast } from '@his/sdk/ui';
import { PhanCongKyThuatVienDocument, ThongTinPhanCongKyThuatVienDocument, type ChiDinhPtttFieldsFragment } from '../../generated/graphql';

export interface TechnicianDialogProps {
  order: ChiDinhPtttFieldsFragment;
  onClose: () => void;
  onAssigned: (order: ChiDinhPtttFieldsFragment) => void;
}

const QUIET = { quietErrors: true };
const NETWORK_ONLY = { requestPolicy: 'network-only' as const };
const list = css({ display: 'grid', gap: '2', m: '0', p: '0', listStyle: 'none', maxH: '60vh', overflowY: 'auto' });
const detail = css({ color: 'fg.muted', textStyle: 'sm' });

export function TechnicianDialog({ order, onClose, onAssigned }: TechnicianDialogProps) {
  const { t } = useTranslation('procedures');
  const variables = useMemo(() => ({ idDichVuYeuCau: order._id }), [order._id]);
  const [{ data, error, fetching }] = useQuery({ query: ThongTinPhanCongKyThuatVienDocument, variables, context: useMemo(() => NETWORK_ONLY, []) });
  const staff = data?.thongTinPhanCongKyThuatVien.KyThuatViens;
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const checked = chosen ?? new Set((staff ?? []).filter((row) => row.DaPhanCong).map((row) => row.NhanVien_Id));
  const [{ fetching: saving }, assign] = useMutation(PhanCongKyThuatVienDocument);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const save = async () => {
    const result = await assign({ idDichVuYeuCau: order._id, NhanVien_Ids: [...checked] }, QUIET);
    if (result.error || !result.data) return result.error && toast.error(refusalText(result.error));
    toast.success(t('procedures.web.assign.technicianDone', { number: order.SoPhieuYeuCau }));
    onAssigned(result.data.phanCongKyThuatVien);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('procedures.web.assign.technicianTitle', { number: order.SoPhieuYeuCau })}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('procedures.web.action.cancel')}
          </Button>
          <Button onClick={save} loading={saving} disabled={!staff}>
            {t('procedures.web.action.assign')}
          </Button>
        </>
      }
    >
      {error && <p role="alert" className={css({ color: 'fg.error', m: '0' })}>{refusalText(error)}</p>}
      {fetching && !staff && <Spinner label={t('procedures.web.loading')} showLabel />}
      {staff && staff.length === 0 && <p className={css({ m: '0' })}>{t('procedures.web.assign.noStaff')}</p>}
      {staff && staff.length > 0 && (
        <ul className={list} aria-label={t('procedures.web.assign.staffList')}>
          {staff.map((row) => (
            <li key={row.NhanVien_Id}>
              <Checkbox
                label={
                  <span>
                    {row.TenNhanVien} ({row.MaNhanVien}){' '}
                    <span className={detail}>
                      · {row.DangTrongCa ? t('procedures.web.assign.onShift', { priority: row.ThuTuUuTien ?? '' }) : t('procedures.web.assign.offShift')}
                      {' · '}
                      {t('procedures.web.assign.today', { count: row.SoLuongTrongNgay })}
                      {row.TuDong ? ` · ${t('procedures.web.assign.auto')}` : ''}
                    </span>
                  </span>
                }
                checked={checked.has(row.NhanVien_Id)}
                onCheckedChange={(on) => toggle(row.NhanVien_Id, on)}
              />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
