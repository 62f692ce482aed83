// The signed-in layout: the data layer (loaded with the shell, after login), the realtime feed for the
// plugins, the top bar, the disconnected notice and the page.
import { useEffect, useMemo } from 'react';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppEventsContext, createAppEventSource, SessionContext, SlotFillsContext, type AppEvent, type HisSession, type SubscriptionContext } from '@his/sdk/web';
import { css } from '@his/sdk/styled/css';
import { Toaster, toast } from '@his/sdk/ui';
import type { Client } from 'urql';
import { ClientProvider, createAuthClient, createErrorPolicy, createHisClient, signOutAndReload, type HisClient } from '../data';
import { useHostOptions } from '../host-options';
import { TopBar } from './top-bar';
import { DisconnectedNotice } from './disconnected-notice';
import { ForcedPasswordChange } from './forced-password-change';
import { useAppEvents } from './app-events';
import { NoticesProvider, useNotices } from './notices';
import { linkWebFont } from './web-font';

const layout = css({ minH: '100dvh', display: 'flex', flexDir: 'column', bg: 'bg.canvas' });

let shared: { his: HisClient; auth: () => Client } | null = null;

/**
 * One client per service for the whole signed-in life of the page (a sign-out reloads the page anyway), sharing
 * one error policy so that a lost session is handled once. The auth-service client is made when a page first asks.
 */
function useClients(language: () => 'vi' | 'en', notify: (text: string) => void, t: (key: string, options?: Record<string, unknown>) => string) {
  if (!shared) {
    const errorPolicy = createErrorPolicy({ onUnauthenticated: signOutAndReload, toast: { t, notify } });
    let auth: Client | null = null;
    shared = {
      his: createHisClient({ getLanguage: language, errorPolicy }),
      auth: () => (auth ??= createAuthClient({ getLanguage: language, errorPolicy })),
    };
  }
  return shared;
}

export function Shell() {
  const { session } = useRouteContext({ strict: false }) as { session?: HisSession };
  const { app } = useHostOptions();
  const appEvents = useMemo(createAppEventSource, []);
  const { t, i18n } = useTranslation(['host', 'core']);
  const clients = useClients(() => (i18n.language === 'en' ? 'en' : 'vi'), (text) => toast.error(text), t);
  const client = clients.his;
  useEffect(linkWebFont, []);
  if (!session) return null;
  return (
    <ClientProvider value={client} authClient={clients.auth}>
      <SessionContext.Provider value={session}>
        <AppEventsContext.Provider value={appEvents}>
          <SlotFillsContext.Provider value={app.fills}>
            <NoticesProvider>
              <RealtimeFeed client={client} session={session} onEvent={appEvents.emit} />
              <div className={layout}>
                {/* A password an administrator reset is changed before anything else; the feed above still ends the session. */}
                {session.user.mustChangePassword ? (
                  <ForcedPasswordChange />
                ) : (
                  <>
                    <TopBar />
                    <DisconnectedNotice />
                    <div className={css({ flex: '1' })}>
                      <Outlet />
                    </div>
                  </>
                )}
              </div>
              <Toaster />
            </NoticesProvider>
          </SlotFillsContext.Provider>
        </AppEventsContext.Provider>
      </SessionContext.Provider>
    </ClientProvider>
  );
}

function RealtimeFeed({ client, session, onEvent }: { client: HisClient; session: HisSession; onEvent: (event: AppEvent) => void }) {
  const { plugins } = useHostOptions();
  const { add } = useNotices();
  const context = useMemo<SubscriptionContext>(() => ({
    refetch: (typenames) => client.refetch(typenames),
    notify: (text) => {
      add(text);
      toast.info(text);
    },
  }), [client, add]);
  useAppEvents(client.client, plugins, session.currentNode._id, context, onEvent);
  return null;
}
