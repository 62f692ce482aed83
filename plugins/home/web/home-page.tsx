// The home page: the user's name, current node and profile, and every menu entry as a tile.
import { useTranslation } from 'react-i18next';
import { Link, useSession, type NavigationEntry } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';

const page = css({ maxW: '72rem', mx: 'auto', p: { base: '4', md: '8' }, display: 'flex', flexDir: 'column', gap: '6' });
const facts = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1', color: 'fg.muted' });
const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: '4', listStyle: 'none', p: 0 });
const tile = css({ display: 'block', p: '5', rounded: 'l3', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.default', color: 'fg.default', fontWeight: 'semibold', textDecoration: 'none', _hover: { borderColor: 'accent.solid', shadow: 'sm' }, _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid', outlineOffset: '2px' } });

function leaves(entries: readonly NavigationEntry[]): NavigationEntry[] {
  return entries.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));
}

export function HomePage() {
  const { t } = useTranslation('home');
  const session = useSession();
  const name = session.user.employee?.TenNhanVien ?? session.user.username;
  const tiles = leaves(session.navigation).filter((entry) => entry.path !== '/trang-chu');
  return (
    <main className={page}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'semibold' })}>{t('home.greeting', { name })}</h1>
      <dl className={facts}>
        <dt>{t('home.node')}</dt>
        <dd>{session.currentNode.name}</dd>
        <dt>{t('home.profile')}</dt>
        <dd>{session.profile.name}</dd>
        {session.user.employee?.ChucVu && (
          <>
            <dt>{t('home.position')}</dt>
            <dd>{session.user.employee.ChucVu.TenChucVu}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="home-tiles">
        <h2 id="home-tiles" className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })}>{t('home.tiles')}</h2>
        {tiles.length === 0 ? (
          <p>{t('home.noTiles')}</p>
        ) : (
          <ul className={grid}>
            {tiles.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} className={tile}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
