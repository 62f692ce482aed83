// Account settings → change password, in a dialog over the page.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@his/sdk/ui';
import { ChangePasswordForm } from './change-password-form';

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('host');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shell.changePassword.title')} size="md">
      <ChangePasswordForm onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}
