// Cancelling an examination being examined (cancelKhamBenh): a reason is required; a refusal about the exam itself
// (already ended, visit closed) stays in the dialog above the reason.
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation } from '@his/sdk/data';
import { ReasonDialog } from '@his/sdk/ui';
import { CancelKhamBenhDocument, type KhamBenhFieldsFragment } from '../../generated/graphql';

export interface CancelExamDialogProps {
  exam: { _id: string; MaKhamBenh: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelled: (exam: KhamBenhFieldsFragment) => void;
}

export function CancelExamDialog({ exam, open, onOpenChange, onCancelled }: CancelExamDialogProps) {
  const { t } = useTranslation('examination');
  const [state, cancel] = useMutation(CancelKhamBenhDocument);
  const fieldError = fieldErrorOf(state.error);
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('examination.form.cancelTitle', { code: exam.MaKhamBenh })}
      reasonLabel={t('examination.field.LyDoHuy')}
      keepLabel={t('examination.form.keepExam')}
      confirmLabel={t('examination.form.cancel')}
      busy={state.fetching}
      reasonError={fieldError?.field === 'reason' ? fieldError.messageKey : null}
      reasonErrorParams={fieldError?.params}
      refusal={state.error && fieldError?.field !== 'reason' ? refusalText(state.error) : null}
      onConfirm={async (reason) => {
        const result = await cancel({ id: exam._id, reason }, { quietErrors: true });
        if (result.data) onCancelled(result.data.cancelKhamBenh);
      }}
    />
  );
}
