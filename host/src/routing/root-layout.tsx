// The outermost layout: follows the device across the 520 px breakpoint, sends unknown paths home or
// to login, and shows chunk and page failures in words a user can act on.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '@his/sdk/styled/css';
import { isAuthenticated } from '../storage';
import { HOME_PATH } from './availability';
import { ChunkLoadError } from './chunk';
import { devicePath, isMobilePath } from './mobile';

export function RootLayout() {
  const router = useRouter();
  const location = useLocation();
  useEffect(() => {
    const follow = () => {
      const target = devicePath(location.pathname, window.innerWidth);
      if (target) void router.navigate({ to: target, search: location.search, replace: true });
    };
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [router, location.pathname, location.search]);
  return <Outlet />;
}

export function NotFoundRedirect() {
  const location = useLocation();
  const mobile = isMobilePath(location.pathname) ? '/m' : '';
  return <Navigate to={`${mobile}${isAuthenticated() ? HOME_PATH : '/dang-nhap'}`} replace />;
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
