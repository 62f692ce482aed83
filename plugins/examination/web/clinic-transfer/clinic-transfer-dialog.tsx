// Sending a patient to another examination room (chuyenPhongKham, spec §5): the examination service and the room
// that does it are both required, checked here first; a server refusal shows under the field it names.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useClient, useMutation, useQuery } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Combobox, Dialog, Select, type ComboboxItem } from '@his/sdk/ui';
import { ChuyenPhongKhamDocument, TransferExamServicesDocument, TransferRoomsDocument, type HangDoiKhamBenhFieldsFragment } from '../../generated/graphql';

/** The patient being sent on: the order, its number here and the patient group the new order is priced for. */
export interface TransferredPatient {
  DichVuYeuCau_Id: string;
  SoThuTu: number;
  TenBenhNhan: string;
  DoiTuong_Id?: string | null;
}

export interface ClinicTransferDialogProps {
  patient: TransferredPatient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new order's ticket and the name of the room it is at. */
  onTransferred: (ticket: HangDoiKhamBenhFieldsFragment, roomName: string) => void;
}

type FieldName = 'DichVu_Id' | 'PhongBan_Id';
type Shown = Partial<Record<FieldName, { key: string; params?: Record<string, string | number> }>>;

export function ClinicTransferDialog({ patient, open, onOpenChange, onTransferred }: ClinicTransferDialogProps) {
  const { t } = useTranslation('examination');
  const client = useClient();
  const [service, setService] = useState<ComboboxItem | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [state, transfer] = useMutation(ChuyenPhongKhamDocument);
  const DoiTuong_Id = patient.DoiTuong_Id ?? null;

  const search = useCallback(
    async (text: string) => {
      const result = await client.query(TransferExamServicesDocument, { searchString: text, DoiTuong_Id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return (result.data?.searchDM_DichVu ?? []).map((found) => ({ value: found._id, label: found.TenDichVu, description: found.MaDichVu, disabled: found.TamNgung }));
    },
    [client, DoiTuong_Id],
  );
  const serviceId = service?.value ?? null;
  const [{ data, error: roomsError }] = useQuery({ query: TransferRoomsDocument, variables: { DichVu_Id: serviceId }, pause: !serviceId || !open, requestPolicy: 'cache-and-network' });
  const rooms = serviceId ? (data?.phongKhams ?? []) : [];
  const roomItems = rooms.map((room) => ({ value: room._id, label: t('examination.transfer.roomWaiting', { room: room.TenPhongBan, count: room.SoDangCho }) }));

  const clear = (field: FieldName) => setShown((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = async () => {
    setRefusal(null);
    const missing: Shown = {};
    if (!serviceId) missing.DichVu_Id = { key: 'validation.required' };
    if (!roomId) missing.PhongBan_Id = { key: 'validation.required' };
    setShown(missing);
    if (!serviceId || !roomId) return;
    const result = await transfer({ DichVuYeuCau_Id: patient.DichVuYeuCau_Id, DichVu_Id: serviceId, PhongBan_Id: roomId }, { quietErrors: true });
    if (result.data) {
      const room = rooms.find((each) => each._id === roomId);
      return onTransferred(result.data.chuyenPhongKham, room?.TenPhongBan ?? '');
    }
    if (!result.error) return;
    const placed: Shown = {};
    const elsewhere: string[] = [];
    // The server words its refusal in the caller's language; its key may belong to the plugin that keeps the queues,
    // whose texts this screen does not load, so a field shows the server's words.
    for (const each of result.error.graphQLErrors) {
      const field = (each.extensions as { field?: unknown } | undefined)?.field;
      if (field === 'DichVu_Id' || field === 'PhongBan_Id') placed[field] = { key: 'examination.transfer.refused', params: { message: each.message } };
      else if (each.message) elsewhere.push(each.message);
    }
    if (Object.keys(placed).length === 0 && elsewhere.length === 0) elsewhere.push(refusalText(result.error));
    setShown(placed);
    setRefusal(elsewhere.length > 0 ? [...new Set(elsewhere)].join(', ') : null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('examination.transfer.title', { number: patient.SoThuTu, name: patient.TenBenhNhan })}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('examination.transfer.back')}
          </Button>
          <Button onClick={submit} loading={state.fetching}>
            {t('examination.transfer.confirm')}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        {/* Rooms the caller may not list would otherwise look like a service no room does. */}
        {(refusal ?? (serviceId && roomsError)) && (
          <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
            {refusal ?? refusalText(roomsError!)}
          </p>
        )}
        <Combobox
          label={t('examination.transfer.service')}
          required
          search={search}
          value={service}
          onValueChange={(item) => {
            setService(item);
            setRoomId(null);
            clear('DichVu_Id');
          }}
          error={shown.DichVu_Id?.key ?? null}
          errorParams={shown.DichVu_Id?.params}
        />
        <Select
          label={t('examination.transfer.room')}
          required
          disabled={!serviceId}
          items={roomItems}
          value={roomId}
          onValueChange={(value) => {
            setRoomId(value);
            clear('PhongBan_Id');
          }}
          error={shown.PhongBan_Id?.key ?? null}
          errorParams={shown.PhongBan_Id?.params}
        />
      </div>
    </Dialog>
  );
}
