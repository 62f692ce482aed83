// The notification badge of the top bar; in the laboratory variant it is the clerks' and directors'
// bell. Opening it marks the notices read.
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { Icon } from '@his/sdk/ui';
import { DropdownMenu } from './dropdown-menu';
import { useNotices } from './notices';

const trigger = css({ position: 'relative', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '9', h: '9', rounded: 'l2', color: 'fg.muted', cursor: 'pointer', _hover: { bg: 'bg.muted', color: 'fg.default' } });
const badge = css({ position: 'absolute', top: '0', right: '0', minW: '4', h: '4', px: '1', rounded: 'full', bg: 'danger.solid', color: 'danger.onSolid', fontSize: '0.625rem', fontWeight: 'semibold', display: 'inline-flex', alignItems: 'center', justifyContent: 'center' });

export function NoticesButton() {
  const { t } = useTranslation('host');
  const { notices, unread, markRead } = useNotices();
  const items = notices.length
    ? notices.map((notice) => ({ value: String(notice.id), label: notice.text, onSelect: () => {} }))
    : [{ value: 'none', label: t('shell.noNotifications'), onSelect: () => {} }];
  return (
    <DropdownMenu
      onOpenChange={(open) => open && markRead()}
      triggerLabel={`${t('shell.notifications')}${unread ? ` (${unread})` : ''}`}
      triggerClassName={trigger}
      trigger={<><Icon name="bell" width={20} height={20} />{unread > 0 && <span className={badge} aria-hidden>{unread}</span>}</>}
      items={items}
    />
  );
}
