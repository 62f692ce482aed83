// Putting an order on a device (spec: equipment by services, assign equipment): the facility's devices doing its
// services, each with what it has that day and in the session against its limits; a full one cannot be chosen, and the
// server's refusal names the limit.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, RadioGroup, Spinner, toast } from '@his/sdk/ui';
import { PhanCongThietBiDocument, ThietBiTheoDichVuDocument, type ChiDinhPtttFieldsFragment } from '../../generated/graphql';

export interface EquipmentDialogProps {
  order: ChiDinhPtttFieldsFragment;
  onClose: () => void;
  onAssigned: (order: ChiDinhPtttFieldsFragment) => void;
}

const QUIET = { quietErrors: true };
const NETWORK_ONLY = { requestPolicy: 'network-only' as const };
const NONE = 'none';

export function EquipmentDialog({ order, onClose, onAssigned }: EquipmentDialogProps) {
  const { t } = useTranslation('procedures');
  const variables = useMemo(() => ({ idDichVuYeuCau: order._id }), [order._id]);
  const [{ data, error: loadError, fetching }] = useQuery({ query: ThietBiTheoDichVuDocument, variables, context: useMemo(() => NETWORK_ONLY, []) });
  const devices = data?.thietBiTheoDichVu;
  const [chosen, setChosen] = useState<string>(order.PhanCongThietBi?.ThietBi_Id ?? NONE);
  const [refused, setRefused] = useState<string | null>(null);
  const [{ fetching: saving }, assign] = useMutation(PhanCongThietBiDocument);

  const limit = (used: number | null | undefined, max: number | null | undefined) => (max === null || max === undefined ? String(used ?? 0) : `${used ?? 0}/${max}`);
  const save = async () => {
    setRefused(null);
    const result = await assign({ idDichVuYeuCau: order._id, ThietBi_Id: chosen === NONE ? null : chosen }, QUIET);
    if (result.error || !result.data) return result.error && setRefused(refusalText(result.error));
    toast.success(t(chosen === NONE ? 'procedures.web.assign.deviceRemoved' : 'procedures.web.assign.deviceDone', { number: order.SoPhieuYeuCau }));
    onAssigned(result.data.phanCongThietBi);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('procedures.web.assign.deviceTitle', { number: order.SoPhieuYeuCau })}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('procedures.web.action.cancel')}
          </Button>
          <Button onClick={save} loading={saving} disabled={!devices}>
            {t('procedures.web.action.assign')}
          </Button>
        </>
      }
    >
      {loadError && <p role="alert" className={css({ color: 'fg.error', m: '0' })}>{refusalText(loadError)}</p>}
      {fetching && !devices && <Spinner label={t('procedures.web.loading')} showLabel />}
      {devices && (
        <RadioGroup
          name="ThietBi_Id"
          label={t('procedures.web.assign.device')}
          helperText={devices.length === 0 ? t('procedures.web.assign.noDevices') : t('procedures.web.assign.deviceHelp')}
          value={chosen}
          onValueChange={(value) => setChosen(value ?? NONE)}
          error={refused ? 'procedures.web.assign.refused' : null}
          errorParams={refused ? { reason: refused } : undefined}
          options={[
            { value: NONE, label: t('procedures.web.assign.withoutDevice') },
            ...devices.map((device) => ({
              value: device._id,
              disabled: !device.ConCho && device._id !== order.PhanCongThietBi?.ThietBi_Id,
              label: t('procedures.web.assign.deviceOption', {
                name: device.TenThietBi,
                code: device.MaThietBi,
                day: limit(device.SoLuongTrongNgay, device.SoLuongToiDaTrongNgay),
                session: device.CaThucHien_Id ? limit(device.SoLuongTrongCa, device.SoLuongToiDaTrenLan) : t('procedures.web.assign.noSession'),
              }) + (device.ConCho ? '' : ` · ${t('procedures.web.assign.full')}`),
            })),
          ]}
        />
      )}
    </Dialog>
  );
}
