// "Lưu thành bộ mẫu": the dialog's chosen services kept as one of the doctor's sample order sets under a name; a name
// the doctor already uses is refused under the name, any other refusal above it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf, refusalText, useMutation } from '@his/sdk/data';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, TextInput, toast } from '@his/sdk/ui';
import { CreateBoChiDinhMauDocument } from '../../generated/graphql';

export interface SaveOrderSetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The services chosen in the order dialog, in their order. */
  serviceIds: readonly string[];
}

const QUIET = { quietErrors: true };
const MAX_NAME = 200;

export function SaveOrderSetDialog({ open, onOpenChange, serviceIds }: SaveOrderSetDialogProps) {
  const { t } = useTranslation('examination');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<{ key: string; params?: Record<string, string | number> } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateBoChiDinhMauDocument);

  const close = (next: boolean) => {
    if (!next) {
      setName('');
      setNameError(null);
      setRefusal(null);
    }
    onOpenChange(next);
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    setRefusal(null);
    if (name.trim() === '') return setNameError({ key: 'validation.required' });
    setNameError(null);
    const result = await create({ input: { TenBoChiDinhMau: name.trim(), DichVu_Ids: [...serviceIds] } }, QUIET);
    if (result.error) {
      const refused = fieldErrorOf(result.error);
      if (refused?.field === 'TenBoChiDinhMau' || refused?.field === 'input.TenBoChiDinhMau') return setNameError({ key: refused.messageKey, params: { ...refused.params } });
      return setRefusal(refusalText(result.error));
    }
    toast.success(t('examination.orderSet.saved', { name: result.data!.createBoChiDinhMau.TenBoChiDinhMau }));
    close(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('examination.orderSet.saveTitle')}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            {t('examination.orderSet.cancel')}
          </Button>
          <Button onClick={() => save()} loading={fetching}>
            {t('examination.orderSet.save')}
          </Button>
        </>
      }
    >
      {/* A form, so that Enter in the name saves too. */}
      <form onSubmit={save} className={css({ display: 'grid', gap: '3' })}>
        <p className={css({ m: '0', color: 'fg.muted' })}>{t('examination.orderSet.saveHint', { count: serviceIds.length })}</p>
        {refusal && (
          <p role="alert" className={css({ m: '0', color: 'danger.text' })}>
            {refusal}
          </p>
        )}
        <TextInput
          name="TenBoChiDinhMau"
          label={t('examination.orderSet.name')}
          required
          value={name}
          maxLength={MAX_NAME}
          onValueChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          error={nameError?.key ?? null}
          errorParams={nameError?.params}
        />
      </form>
    </Dialog>
  );
}
