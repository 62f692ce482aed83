// The top bar (spec §2, Shell): main menu entries that fit, the rest under More; right-side entries
// as icons; the node selector with more than one node; the laboratory bell; the user menu.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useLocation } from '@tanstack/react-router';
import { useSession, type NavigationEntry } from '@his/sdk/web';
import { css, cx } from '@his/sdk/styled/css';
import { Icon, isIconName, type IconName } from '@his/sdk/ui';
import { useHostOptions } from '../host-options';
import { isMobilePath } from '../routing/mobile';
import { appPath } from '../routing/base-path';
import { DropdownMenu } from './dropdown-menu';
import { RECOMPUTE_DELAY_MS, visibleItemCount } from './overflow';
import { UserMenu } from './user-menu';
import { NodeSelect } from './node-select';
import { NoticesButton } from './notices-button';

const bar = css({ display: 'flex', alignItems: 'center', gap: '3', px: '4', h: '14', bg: 'bg.default', borderBottomWidth: '1px', borderColor: 'border.default' });
const brand = css({ fontWeight: 'semibold', color: 'accent.text', whiteSpace: 'nowrap', textDecoration: 'none' });
const item = css({ px: '3', py: '2', rounded: 'l2', color: 'fg.default', textDecoration: 'none', whiteSpace: 'nowrap', _hover: { bg: 'bg.muted' }, '&[data-status=active]': { color: 'accent.text', fontWeight: 'semibold', bg: 'accent.subtle' } });
// The icon stays beside "Thêm", whatever room the bar leaves it.
const moreTrigger = css({ display: 'inline-flex', alignItems: 'center', gap: '1', flexShrink: 0 });
const iconLink = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '9', h: '9', rounded: 'l2', color: 'fg.muted', _hover: { bg: 'bg.muted', color: 'fg.default' } });

/** The entry's icon when the kit draws it, else a neutral one (profile trees name icons freely). */
function iconFor(name: string | undefined): IconName {
  return isIconName(name) ? name : 'info';
}

function useDevicePath() {
  const location = useLocation();
  const mobile = isMobilePath(appPath(location.pathname));
  return (path: string) => (mobile ? `/m${path}` : path);
}

export function TopBar() {
  const { t, i18n } = useTranslation('host');
  const session = useSession();
  const { variant } = useHostOptions();
  const devicePath = useDevicePath();
  const navigate = useNavigate();
  const main = session.navigation.filter((entry) => entry.placement === 'main');
  const right = session.navigation.filter((entry) => entry.placement === 'right');
  const navRef = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState(main.length);

  useEffect(() => {
    const measure = () => setVisible(visibleItemCount(main.map((entry) => entry.title), navRef.current?.clientWidth ?? window.innerWidth));
    measure();
    // Once more after fonts and the right-hand icons have settled, and on every resize (spec §2).
    const timer = setTimeout(measure, RECOMPUTE_DELAY_MS);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', measure);
    };
  }, [main]);

  const overflow: NavigationEntry[] = main.slice(visible);
  return (
    <header className={bar}>
      <Link to={devicePath('/trang-chu')} className={brand}>{variant.title[i18n.language === 'en' ? 'en' : 'vi']}</Link>
      <nav ref={navRef} aria-label={t('shell.mainNavigation')} className={css({ display: 'flex', alignItems: 'center', gap: '1', flex: '1', minW: 0 })}>
        {main.slice(0, visible).map((entry) => (
          <Link key={entry.path} to={devicePath(entry.path)} className={item}>{entry.title}</Link>
        ))}
        {overflow.length > 0 && (
          <DropdownMenu
            triggerLabel={t('shell.more')}
            triggerClassName={cx(item, moreTrigger)}
            trigger={<>{t('shell.more')} <Icon name="chevronDown" aria-hidden /></>}
            items={overflow.map((entry) => ({ value: entry.path, label: entry.title, onSelect: () => void navigate({ to: devicePath(entry.path) }) }))}
          />
        )}
      </nav>
      {right.map((entry) => (
        <Link key={entry.path} to={devicePath(entry.path)} className={iconLink} aria-label={entry.title} title={entry.title}>
          <Icon name={iconFor(entry.icon)} aria-hidden />
        </Link>
      ))}
      <NodeSelect />
      <NoticesButton />
      <UserMenu />
    </header>
  );
}

