// Cancelling a received visit (huyTiepNhan): a reason is required; when the server refuses (an order paid or
// started, the visit already closed) its message stays in the dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, Textarea } from '@his/sdk/ui';
import { HuyTiepNhanDocument } from '../../generated/graphql';

export interface CancelVisitDialogProps {
  visit: { _id: string; MaTiepNhan: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: () => void;
}

export function CancelVisitDialog({ visit, open, onOpenChange, onCancelled }: CancelVisitDialogProps) {
  const { t } = useTranslation('reception');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [state, cancel] = useMutation(HuyTiepNhanDocument);
  const fieldError = fieldErrorOf(state.error);
  const reasonError = missing ? 'validation.required' : fieldError?.field === 'LyDoHuy' ? fieldError.messageKey : null;
  // A refusal about the visit itself (paid orders, closed visit) is not about the reason: it is shown above the field.
  const refusal = state.error && fieldError?.field !== 'LyDoHuy' ? refusalText(state.error) : null;

  const submit = async () => {
    if (reason.trim() === '') return void setMissing(true);
    setMissing(false);
    const result = await cancel({ id: visit._id, LyDoHuy: reason.trim() });
    if (!result.error) onCancelled();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('reception.desk.cancelTitle', { code: visit.MaTiepNhan })}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('reception.desk.keepVisit')}
          </Button>
          <Button tone="danger" onClick={submit} loading={state.fetching}>
            {t('reception.desk.cancelVisit')}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
        {refusal && (
          <p role="alert" className={css({ color: 'danger.text', m: '0' })}>
            {refusal}
          </p>
        )}
        <Textarea label={t('field.LyDoHuy')} required value={reason} onValueChange={setReason} error={reasonError} errorParams={fieldError?.params} />
      </div>
    </Dialog>
  );
}
