// Cancelling an examination being examined (cancelKhamBenh): a reason is required; a refusal about the exam itself
// (already ended, visit closed) stays in the dialog above the reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, Textarea } from '@his/sdk/ui';
import { CancelKhamBenhDocument, type KhamBenhFieldsFragment } from '../../generated/graphql';

export interface CancelExamDialogProps {
  exam: { _id: string; MaKhamBenh: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (exam: KhamBenhFieldsFragment) => void;
}

export function CancelExamDialog({ exam, open, onOpenChange, onCancelled }: CancelExamDialogProps) {
  const { t } = useTranslation('examination');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [state, cancel] = useMutation(CancelKhamBenhDocument);
  const fieldError = fieldErrorOf(state.error);
  const reasonError = missing ? 'validation.required' : fieldError?.field === 'reason' ? fieldError.messageKey : null;
  const refusal = state.error && fieldError?.field !== 'reason' ? refusalText(state.error) : null;

  const submit = async () => {
    if (reason.trim() === '') return void setMissing(true);
    setMissing(false);
    const result = await cancel({ id: exam._id, reason: reason.trim() }, { quietErrors: true });
    if (result.data) onCancelled(result.data.cancelKhamBenh);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('examination.form.cancelTitle', { code: exam.MaKhamBenh })}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('examination.form.keepExam')}
          </Button>
          <Button tone="danger" onClick={submit} loading={state.fetching}>
            {t('examination.form.cancel')}
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
        <Textarea label={t('examination.field.LyDoHuy')} required value={reason} onValueChange={setReason} error={reasonError} errorParams={fieldError?.params} />
      </div>
    </Dialog>
  );
}
