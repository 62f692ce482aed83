// The layout of the pages reachable without signing in (a result page behind a printed QR code): a data client that
// sends no session, so that a page read there is what anyone holding the link may read, and the notices. Loaded with
// the first public page only, like the shell after login.
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Toaster, toast } from '@his/sdk/ui';
import { ClientProvider, createErrorPolicy, createHisClient, type HisClient } from '../data';

let shared: HisClient | null = null;

function usePublicClient(language: () => 'vi' | 'en', t: (key: string, options?: Record<string, unknown>) => string): HisClient {
  // A public page has no session to lose: an UNAUTHENTICATED answer is shown like any other refusal.
  shared ??= createHisClient({
    getHeaders: () => ({}),
    getLanguage: language,
    errorPolicy: createErrorPolicy({ onUnauthenticated: () => undefined, toast: { t, notify: (text) => toast.error(text) } }),
  });
  return shared;
}

export function PublicLayout() {
  const { t, i18n } = useTranslation(['host', 'core']);
  const client = usePublicClient(() => (i18n.language === 'en' ? 'en' : 'vi'), t);
  return (
    <ClientProvider value={client}>
      <Outlet />
      <Toaster />
    </ClientProvider>
  );
}
