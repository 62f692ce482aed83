// The signed-in layout: the data layer (loaded with the shell, after login), the realtime feed for the
// plugins, the top bar, the disconnected notice and the page.
import { useEffect, useMemo } from 'react';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SessionContext, type HisSession, type SubscriptionContext } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { Toaster, toast } from '@his/sdk/ui';
import { ClientProvider, createErrorPolicy, createHisClient, signOutAndReload, type HisClient } from '../data';
import { useHostOptions } from '../host-options';
import { TopBar } from './top-bar';
import { DisconnectedNotice } from './disconnected-notice';
import { useAppEvents } from './app-events';
import { NoticesProvider, useNotices } from './notices';
import { LAB_BELL_MODULE } from './lab-bell';
import { linkWebFont } from './web-font';

const layout = css({ minH: '100dvh', display: 'flex', flexDir: 'column', bg: 'bg.canvas' });

let shared: HisClient | null = null;

/** One client for the whole signed-in life of the page; a sign-out reloads the page anyway. */
function useHisClient(language: () => 'vi' | 'en', notify: (text: string) => void, t: (key: string, options?: Record<string, unknown>) => string): HisClient {
  shared ??= createHisClient({
    getLanguage: language,
    errorPolicy: createErrorPolicy({ onUnauthenticated: signOutAndReload, toast: { t, notify } }),
  });
  return shared;
}

export function Shell() {
  const { session } = useRouteContext({ strict: false }) as { session?: HisSession };
  const { t, i18n } = useTranslation(['host', 'core']);
  const client = useHisClient(() => (i18n.language === 'en' ? 'en' : 'vi'), (text) => toast.error(text), t);
  useEffect(linkWebFont, []);
  if (!session) return null;
  return (
    <ClientProvider value={client}>
      <SessionContext.Provider value={session}>
        <NoticesProvider>
          <RealtimeFeed client={client} session={session} />
          <div className={layout}>
            <TopBar />
            <DisconnectedNotice />
            <div className={css({ flex: '1' })}>
              <Outlet />
            </div>
          </div>
          <Toaster />
        </NoticesProvider>
      </SessionContext.Provider>
    </ClientProvider>
  );
}

function RealtimeFeed({ client, session }: { client: HisClient; session: HisSession }) {
  const { plugins } = useHostOptions();
  const notices = useNotices();
  const { add } = notices;
  const context = useMemo<SubscriptionContext>(() => ({
    refetch: (typenames) => client.refetch(typenames),
    notify: (text) => {
      add(text);
      toast.info(text);
    },
  }), [client, add]);
  const extra = useMemo(() => (notices.labAudience ? [LAB_BELL_MODULE] : []), [notices.labAudience]);
  useAppEvents(plugins, session.currentNode._id, extra, context, notices.onEvent);
  return null;
}
