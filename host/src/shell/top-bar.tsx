// The top bar (spec §2, Shell): main menu entries that fit, the rest under More; right-side entries
// as icons while there is room; the node selector with more than one node; the notices bell; the user menu.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useLocation } from '@tanstack/react-router';
import { SHELL_SLOTS, Slot, useSession, type NavigationEntry } from '@his/sdk/web';
import { css, cx } from '@his/sdk/styled/css';
import { Icon, isIconName, type IconName } from '@his/sdk/ui';
import { useHostOptions } from '../host-options';
import { isMobilePath } from '../routing/mobile';
import { appPath } from '../routing/base-path';
import { DropdownMenu } from './dropdown-menu';
import { useBarOverflow } from './bar-measure';
import { UserMenu } from './user-menu';
import { NodeSelect } from './node-select';
import { NoticesButton } from './notices-button';

// The bar is the frame the hidden copies of the entries are measured in.
const bar = css({ position: 'relative', display: 'flex', alignItems: 'center', gap: '3', px: '4', h: '14', bg: 'bg.default', borderBottomWidth: '1px', borderColor: 'border.default' });
// The name gives way with an ellipsis on a narrow bar rather than push the icons over each other.
const brand = css({ fontWeight: 'semibold', color: 'accent.text', whiteSpace: 'nowrap', textDecoration: 'none', flexShrink: 1, minW: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
const nav = css({ display: 'flex', alignItems: 'center', gap: '1', flex: '1 0 auto' });
const trailing = css({ display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 });
const item = css({ px: '3', py: '2', rounded: 'l2', color: 'fg.default', textDecoration: 'none', whiteSpace: 'nowrap', _hover: { bg: 'bg.muted' }, '&[data-status=active]': { color: 'accent.text', fontWeight: 'semibold', bg: 'accent.subtle' } });
// The icon stays beside "Thêm", whatever room the bar leaves it.
const moreTrigger = css({ display: 'inline-flex', alignItems: 'center', gap: '1', flexShrink: 0 });
const iconLink = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0, w: '9', h: '9', rounded: 'l2', color: 'fg.muted', _hover: { bg: 'bg.muted', color: 'fg.default' } });
// Out of sight and of the accessibility tree, but laid out at full size so that real widths can be read.
const copiesFrame = css({ position: 'absolute', top: '0', left: '0', w: '0', h: '0', overflow: 'hidden', visibility: 'hidden', pointerEvents: 'none' });
const copiesRow = css({ display: 'flex', w: 'max-content' });

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
  const title = variant.title[i18n.language === 'en' ? 'en' : 'vi'];
  const refs = { bar: useRef<HTMLElement>(null), nav: useRef<HTMLElement>(null), fixed: useRef<HTMLDivElement>(null), copies: useRef<HTMLDivElement>(null) };
  const entriesKey = JSON.stringify([title, t('shell.more'), main.map((entry) => entry.title), right.map((entry) => entry.title)]);
  const visible = useBarOverflow(refs, entriesKey, { main: main.length, right: right.length });

  // The right-hand entries that do not fit follow the main ones in More, by name.
  const overflow: NavigationEntry[] = [...main.slice(visible.main), ...right.slice(visible.right)];
  return (
    <header ref={refs.bar} className={bar}>
      <Link to={devicePath('/trang-chu')} className={brand} title={title}>{title}</Link>
      <nav ref={refs.nav} aria-label={t('shell.mainNavigation')} className={nav}>
        {main.slice(0, visible.main).map((entry) => (
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
      <div className={trailing}>
        {right.slice(0, visible.right).map((entry) => (
          <Link key={entry.path} to={devicePath(entry.path)} className={iconLink} aria-label={entry.title} title={entry.title}>
            <Icon name={iconFor(entry.icon)} aria-hidden />
          </Link>
        ))}
        <div ref={refs.fixed} className={trailing}>
          <NodeSelect />
          <Slot slot={SHELL_SLOTS.topBarEnd} props={{}} />
          <NoticesButton />
          <UserMenu />
        </div>
      </div>
      <div className={copiesFrame} aria-hidden>
        <div ref={refs.copies} className={copiesRow}>
          <span data-measure="brand" className={brand}>{title}</span>
          {/* Measured as the active entry (bolder), so that opening a page never pushes its neighbour out. */}
          {main.map((entry) => <span key={entry.path} data-measure="main" data-status="active" className={item}>{entry.title}</span>)}
          {right.map((entry) => <span key={entry.path} data-measure="right" className={iconLink}><Icon name={iconFor(entry.icon)} /></span>)}
          <span data-measure="more" className={cx(item, moreTrigger)}>{t('shell.more')} <Icon name="chevronDown" /></span>
        </div>
      </div>
    </header>
  );
}
