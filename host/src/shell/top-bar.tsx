// The top bar: main menu entries that fit (the rest under More), right-side entries as icons.
import { useTranslation } from 'react-i18next';
import { Link, useSession } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';

const bar = css({ display: 'flex', alignItems: 'center', gap: '2', px: '4', h: '14', bg: 'bg.default', borderBottomWidth: '1px', borderColor: 'border' });
const item = css({ px: '3', py: '2', rounded: 'l2', color: 'fg.default', textDecoration: 'none', whiteSpace: 'nowrap', _hover: { bg: 'bg.muted' }, '&[data-status=active]': { color: 'accent.text', fontWeight: 'semibold' } });

export function TopBar() {
  const { t } = useTranslation('host');
  const session = useSession();
  const main = session.navigation.filter((entry) => entry.placement === 'main');
  return (
    <header className={bar}>
      <nav aria-label={t('shell.mainNavigation')} className={css({ display: 'flex', gap: '1', flex: '1', overflow: 'hidden' })}>
        {main.map((entry) => (
          <Link key={entry.path} to={entry.path} className={item}>{entry.title}</Link>
        ))}
      </nav>
    </header>
  );
}
