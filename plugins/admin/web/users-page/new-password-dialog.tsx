// The password a reset gave, shown this once with a button that copies it: the server keeps only its hash, and the
// dialog forgets it when it closes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Button, Dialog, Icon } from '@his/sdk/ui';
import { copyText } from './user-values';

export interface NewPasswordDialogProps {
  /** The account and its new password; null when closed. */
  reset: { username: string; newPassword: string } | null;
  onClose: () => void;
}

const secret = css({ fontFamily: 'mono', textStyle: 'xl', letterSpacing: '0.08em', p: '3', rounded: 'l2', bg: 'bg.subtle', borderWidth: '1px', borderColor: 'border.default', textAlign: 'center', overflowWrap: 'anywhere', userSelect: 'all' });

export function NewPasswordDialog({ reset, onClose }: NewPasswordDialogProps) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Dialog
      open={reset !== null}
      onOpenChange={(open) => !open && close()}
      title={t('admin.users.newPasswordTitle', { username: reset?.username ?? '' })}
      size="sm"
      role="alertdialog"
      closeOnEscape={false}
      footer={<Button lock={false} onClick={close}>{t('admin.users.newPasswordDone')}</Button>}
    >
      {reset && (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          <p>{t('admin.users.newPasswordOnce')}</p>
          <output className={secret} aria-label={t('admin.users.newPassword')}>{reset.newPassword}</output>
          <Button
            variant="outline"
            lock={false}
            icon={<Icon name={copied === 'yes' ? 'check' : 'inbox'} />}
            onClick={async () => setCopied((await copyText(reset.newPassword)) ? 'yes' : 'no')}
          >
            {t('admin.users.copyPassword')}
          </Button>
          <p role="status" className={css({ textStyle: 'sm', color: copied === 'no' ? 'danger.text' : 'fg.muted', minH: '5' })}>
            {copied === 'yes' ? t('admin.users.copied') : copied === 'no' ? t('admin.users.copyFailed') : ''}
          </p>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{t('admin.users.newPasswordNext')}</p>
        </div>
      )}
    </Dialog>
  );
}
