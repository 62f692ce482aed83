// The "Chuyển phòng khám" flow shared by the exam form and a waiting row: the server is asked first whether the order
// may move (a refusal is a message, no dialog), then the dialog opens; success names the new room and number.
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText, useClient } from '@his/sdk/data';
import { toast } from '@his/sdk/ui';
import { CheckBeforeChuyenPhongKhamDocument } from '../../generated/graphql';
import { ClinicTransferDialog, type TransferredPatient } from './clinic-transfer-dialog';

export interface ClinicTransfer {
  /** Asks the server, then opens the dialog; resolves once asked. */
  begin: (patient: TransferredPatient) => Promise<void>;
  checking: boolean;
  dialog: ReactNode;
}

export function useClinicTransfer(onTransferred: () => void): ClinicTransfer {
  const { t } = useTranslation('examination');
  const [patient, setPatient] = useState<TransferredPatient | null>(null);
  const [open, setOpen] = useState(false);
  const client = useClient();
  const [checking, setChecking] = useState(false);

  const begin = useCallback(
    async (who: TransferredPatient) => {
      setChecking(true);
      // Asked afresh each time: a payment or an exam ended since may have closed the way.
      const result = await client.query(CheckBeforeChuyenPhongKhamDocument, { DichVuYeuCau_Id: who.DichVuYeuCau_Id }, { requestPolicy: 'network-only' }).toPromise();
      setChecking(false);
      if (result.error) return void toast.error(refusalText(result.error));
      setPatient(who);
      setOpen(true);
    },
    [client],
  );

  const dialog = patient && (
    <ClinicTransferDialog
      // A new patient starts from an empty dialog.
      key={patient.DichVuYeuCau_Id}
      patient={patient}
      open={open}
      onOpenChange={setOpen}
      onTransferred={(ticket, room) => {
        setOpen(false);
        setPatient(null);
        toast.success(t('examination.transfer.done', { room, number: ticket.SoThuTu }));
        onTransferred();
      }}
    />
  );
  return { begin, checking, dialog };
}
