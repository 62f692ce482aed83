// Locking a note (spec §4 Procedure notes: lock with a type): the writing, the supplies, or both; the time and who
// are the server's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, RadioGroup } from '@his/sdk/ui';
import { LOCK_TYPES, type LockType } from '../../rules/notes';

export interface LockDialogProps {
  number: string;
  onClose: () => void;
  onLock: (type: LockType) => Promise<unknown>;
}

export function LockDialog({ number, onClose, onLock }: LockDialogProps) {
  const { t } = useTranslation('procedures');
  const [type, setType] = useState<LockType>('TatCa');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('procedures.web.lock.title', { number })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('procedures.web.action.cancel')}
          </Button>
          <Button onClick={() => onLock(type)}>{t('procedures.web.action.lock')}</Button>
        </>
      }
    >
      <RadioGroup
        name="LoaiKhoa"
        label={t('procedures.web.field.LoaiKhoa')}
        required
        value={type}
        onValueChange={(value) => value && setType(value as LockType)}
        options={LOCK_TYPES.map((each) => ({ value: each, label: t(`procedures.lockType.${each}`) }))}
      />
    </Dialog>
  );
}
