// The outermost layout: follows the device across the 520 px breakpoint, and shows chunk and page
// failures in words a user can act on.
import { useEffect } from 'react';
import { Outlet, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { ChunkLoadError } from './chunk';
import { devicePath } from './mobile';
import { appPath } from './base-path';

export function RootLayout() {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      const location = router.state.location;
      const target = devicePath(appPath(location.pathname), window.innerWidth);
      if (target) void router.navigate({ to: target, search: location.search, replace: true });
    };
    // Also once now: the window may have changed size between the first redirect and this mount.
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [router]);
  return <Outlet />;
}

const errorBox = css({ maxW: '40rem', mx: 'auto', my: '12', p: '6', borderWidth: '1px', borderColor: 'border.default', rounded: 'l2', bg: 'bg.default', textAlign: 'center' });
const reloadButton = css({ mt: '4', px: '4', py: '2', rounded: 'l2', bg: 'accent.solid', color: 'accent.onSolid', cursor: 'pointer', fontWeight: 'semibold' });

export function PageError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('host');
  const message = error instanceof ChunkLoadError ? t(error.timedOut ? 'error.chunkTimeout' : 'error.chunk') : t('error.page');
  useEffect(() => console.error('page failed', error), [error]);
  return (
    <div role="alert" className={errorBox}>
      <p>{message}</p>
      <button type="button" className={reloadButton} onClick={() => location.reload()}>{t('error.reload')}</button>
    </div>
  );
}
