// The on-request kiosk's choice: an examination service, then a room doing it with its waiting count and its price
// for the on-request patient group (pricing's getDonGiaDichVu).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useQuery } from '@his/sdk/data';
import { formatMoney } from '@his/sdk/format';
import { Button, Spinner } from '@his/sdk/ui';
import { DonGiaKioskDocument, KioskTheoYeuCauDocument, PhongKhamKioskDocument } from '../../generated/graphql';
import { kioskButton, kioskButtonDetail, kioskChoices, kioskError, kioskHint, kioskSecondary } from './kiosk-styles';

export interface OnRequestChoiceProps {
  busy: boolean;
  onChoose: (choice: { DichVu_Id: string; PhongBan_Id: string }) => void;
}

interface Service {
  _id: string;
  TenDichVu: string;
}

function RoomPrice({ serviceId, groupId, roomId }: { serviceId: string; groupId: string | null; roomId: string }) {
  const { t } = useTranslation('reception');
  const variables = useMemo(() => ({ idDichVu: serviceId, idDoiTuong: groupId ?? '', idPhongBan: roomId }), [serviceId, groupId, roomId]);
  const [{ data }] = useQuery({ query: DonGiaKioskDocument, variables, pause: !groupId });
  // A room without a price for the group shows none rather than an error: the desk settles the fee.
  return data ? <span className={kioskButtonDetail}>{t('reception.kiosk.price', { price: formatMoney(data.getDonGiaDichVu.DonGia) })}</span> : null;
}

function RoomChoice({ service, groupId, busy, onChoose, onBack }: { service: Service; groupId: string | null; busy: boolean; onChoose: OnRequestChoiceProps['onChoose']; onBack: () => void }) {
  const { t } = useTranslation('reception');
  const variables = useMemo(() => ({ DichVu_Id: service._id }), [service._id]);
  const [{ data, fetching, error }] = useQuery({ query: PhongKhamKioskDocument, variables, requestPolicy: 'network-only' });
  const rooms = data?.phongKhamTiepNhan ?? [];
  return (
    <>
      <p className={kioskHint}>
        {service.TenDichVu} — {t('reception.kiosk.chooseRoom')}
      </p>
      {error && <p role="alert" className={kioskError}>{refusalText(error)}</p>}
      {fetching && !data && <Spinner />}
      {data && rooms.length === 0 && <p className={kioskHint}>{t('reception.kiosk.noRooms')}</p>}
      <div className={kioskChoices}>
        {rooms.map((room) => (
          <Button key={room._id} className={kioskButton} disabled={busy} onClick={() => onChoose({ DichVu_Id: service._id, PhongBan_Id: room._id })}>
            {room.TenPhongBan}
            <span className={kioskButtonDetail}>{t('reception.kiosk.waiting', { count: room.SoDangCho })}</span>
            <RoomPrice serviceId={service._id} groupId={groupId} roomId={room._id} />
          </Button>
        ))}
      </div>
      <Button className={kioskSecondary} size="lg" variant="outline" tone="neutral" onClick={onBack}>
        {t('reception.kiosk.back')}
      </Button>
    </>
  );
}

export function OnRequestChoice({ busy, onChoose }: OnRequestChoiceProps) {
  const { t } = useTranslation('reception');
  const [{ data, fetching, error }] = useQuery({ query: KioskTheoYeuCauDocument, variables: {} });
  const [service, setService] = useState<Service | null>(null);
  if (service) return <RoomChoice service={service} groupId={data?.kioskTheoYeuCau.DoiTuong_Id ?? null} busy={busy} onChoose={onChoose} onBack={() => setService(null)} />;
  const services = data?.kioskTheoYeuCau.DichVus ?? [];
  return (
    <>
      <p className={kioskHint}>{t('reception.kiosk.chooseService')}</p>
      {error && <p role="alert" className={kioskError}>{refusalText(error)}</p>}
      {fetching && !data && <Spinner />}
      {data && services.length === 0 && <p className={kioskHint}>{t('reception.kiosk.noServices')}</p>}
      <div className={kioskChoices}>
        {services.map((each) => (
          <Button key={each._id} className={kioskButton} onClick={() => setService(each)}>
            {each.TenDichVu}
          </Button>
        ))}
      </div>
    </>
  );
}
