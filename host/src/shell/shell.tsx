// The signed-in layout: top navigation from the profile's menu, the user's menu, and the page.
// Loaded after login, with the data layer, so the login page stays small.
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { SessionContext } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { TopBar } from './top-bar';

const layout = css({ minH: '100dvh', display: 'flex', flexDir: 'column', bg: 'bg.subtle' });

export function Shell() {
  const { session } = useRouteContext({ from: '/signed-in' as never }) as { session?: import('@his/sdk/web').HisSession };
  if (!session) return null;
  return (
    <SessionContext.Provider value={session}>
      <div className={layout}>
        <TopBar />
        <div className={css({ flex: '1' })}>
          <Outlet />
        </div>
      </div>
    </SessionContext.Provider>
  );
}
