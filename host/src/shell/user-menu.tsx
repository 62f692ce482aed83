// The user menu (spec §2, Shell): switch profile (with more than one), account settings (change
// password), switch language (when the settings allow it) and sign out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { Icon } from '@his/sdk/ui';
import { useHostOptions } from '../host-options';
import { logout } from '../session/session-store';
import { DropdownMenu, type DropdownItem } from './dropdown-menu';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileSwitchDialog } from './profile-switch-dialog';

const trigger = css({ display: 'inline-flex', alignItems: 'center', gap: '2', px: '3', py: '2', rounded: 'l2', color: 'fg.default', cursor: 'pointer', _hover: { bg: 'bg.muted' } });

export function UserMenu() {
  const { t, i18n } = useTranslation('host');
  const session = useSession();
  const { showLanguageSwitch, switchLanguage } = useHostOptions();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const name = session.user.employee?.TenNhanVien ?? session.user.username;
  const other = i18n.language === 'en' ? 'vi' : 'en';

  const items: DropdownItem[] = [
    ...(session.profiles.length > 1 ? [{ value: 'profile', label: t('shell.switchProfile'), onSelect: () => setDialog('profile') }] : []),
    { value: 'password', label: t('shell.accountSettings'), onSelect: () => setDialog('password') },
    ...(showLanguageSwitch ? [{ value: 'language', label: `${t('shell.switchLanguage')} (${t(`language.${other}`)})`, onSelect: () => void switchLanguage(other) }] : []),
    {
      value: 'logout',
      label: t('shell.logout'),
      onSelect: () => void logout().then(() => navigate({ to: '/dang-nhap', replace: true })),
    },
  ];

  return (
    <>
      <DropdownMenu
        triggerLabel={t('shell.userMenu', { name })}
        triggerClassName={trigger}
        trigger={<><Icon name="user" aria-hidden /><span className={css({ display: { base: 'none', md: 'inline' } })}>{name}</span></>}
        items={items}
      />
      {dialog === 'profile' && <ProfileSwitchDialog open onOpenChange={(open) => !open && setDialog(null)} />}
      {dialog === 'password' && <ChangePasswordDialog open onOpenChange={(open) => !open && setDialog(null)} />}
    </>
  );
}
