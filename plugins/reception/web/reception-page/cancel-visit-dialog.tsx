// Cancelling a received visit (huyTiepNhan): a reason is required; when the server refuses (an order paid or
// started, the visit already closed) its message stays in the dialog.
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation } from '@his/sdk/data';
import { ReasonDialog } from '@his/sdk/ui';
import { HuyTiepNhanDocument } from '../../generated/graphql';

export interface CancelVisitDialogProps {
  visit: { _id: string; MaTiepNhan: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
}

export function CancelVisitDialog({ visit, open, onOpenChange, onCancelled }: CancelVisitDialogProps) {
  const { t } = useTranslation('reception');
  const [state, cancel] = useMutation(HuyTiepNhanDocument);
  const fieldError = fieldErrorOf(state.error);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reception.desk.cancelTitle', { code: visit.MaTiepNhan })}
      reasonLabel={t('field.LyDoHuy')}
      keepLabel={t('reception.desk.keepVisit')}
      confirmLabel={t('reception.desk.cancelVisit')}
      busy={state.fetching}
      reasonError={fieldError?.field === 'LyDoHuy' ? fieldError.messageKey : null}
      reasonErrorParams={fieldError?.params}
      // A refusal about the visit itself (paid orders, closed visit) is not about the reason: it is shown above the field.
      refusal={state.error && fieldError?.field !== 'LyDoHuy' ? refusalText(state.error) : null}
      onConfirm={async (reason) => {
        const result = await cancel({ id: visit._id, LyDoHuy: reason });
        if (!result.error) onCancelled();
      }}
    />
  );
}
