// Before anything else, a user whose password an administrator reset chooses one of their own: the administrator
// knows the reset one. Only signing out is offered besides.
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { css } from '@his/sdk/styled/css';
import { Button, Icon } from '@his/sdk/ui';
import { logout } from '../session/session-store';
import { ChangePasswordForm } from './change-password-form';

const page = css({ flex: '1', display: 'grid', placeItems: 'center', p: '4' });
const card = css({ w: 'full', maxW: '28rem', bg: 'bg.default', rounded: 'l3', shadow: 'md', p: { base: '5', md: '8' }, display: 'flex', flexDir: 'column', gap: '4' });

export function ForcedPasswordChange() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <main className={page} aria-labelledby="forced-password-heading">
      <div className={card}>
        <h1 id="forced-password-heading" className={css({ textStyle: 'xl', fontWeight: 'semibold' })}>{t('shell.changePassword.title')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('shell.changePassword.forced')}</p>
        <ChangePasswordForm />
        <Button variant="ghost" tone="neutral" icon={<Icon name="logout" />} onClick={() => void logout().then(() => navigate({ to: '/dang-nhap', replace: true }))}>
          {t('shell.logout')}
        </Button>
      </div>
    </main>
  );
}
