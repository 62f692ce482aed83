// What the host puts around a page, for stories and component tests: the plugin's texts, the urql clients of
// both services, the session, the slot fills, the app events and the toaster. Only the i18n instance comes from
// outside (Storybook's preview, or renderInHost), as it does in the host.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, type Client } from 'urql';
import { Toaster } from '../../ui/toast/toast';
import { AuthServiceProvider } from '../auth-service';
import type { ComposedFill } from '../compose';
import { addNamespace, type Namespaces } from '../i18n';
import { AppEventsContext, type AppEventSource } from '../app-events';
import { SessionContext, type HisSession } from '../session';
import { SlotFillsContext } from '../slot';
import { createMockClient } from '../mock-client';

export interface HostOptions {
  /** The plugins' catalogues by namespace (the plugin id), as the host adds them when a plugin loads. */
  locales?: Namespaces;
  /** The main service (/graphqlhis); by default a client that fails every operation. */
  client?: Client;
  /** The auth service (/graphqlauth); by default a client that fails every operation. */
  authClient?: Client;
  /** The signed-in session; none by default, as on the login page. */
  session?: HisSession | null;
  /** Slot id → its fills, as the host composes them from the variant. */
  slotFills?: ReadonlyMap<string, readonly ComposedFill[]>;
  /** The app event feed; `createAppEventSource()` gives one a test can emit on. */
  appEvents?: AppEventSource | null;
}

const NO_FILLS: ReadonlyMap<string, readonly ComposedFill[]> = new Map();

export function HostProviders({ locales = {}, client, authClient, session = null, slotFills = NO_FILLS, appEvents = null, children }: HostOptions & { children: ReactNode }) {
  const { i18n } = useTranslation();
  // Added once, before the first render of the children, so that no text shows as its key.
  useState(() => {
    for (const [namespace, catalogs] of Object.entries(locales)) addNamespace(i18n, namespace, catalogs);
  });
  // Fresh per mount: a story's or test's calls never reach another's client.
  const [clients] = useState(() => ({
    main: client ?? createMockClient({}),
    auth: authClient ?? createMockClient({}, { url: '/graphqlauth' }),
  }));
  return (
    <Provider value={clients.main}>
      <AuthServiceProvider value={clients.auth}>
        <SessionContext.Provider value={session}>
          <SlotFillsContext.Provider value={slotFills}>
            <AppEventsContext.Provider value={appEvents}>
              {children}
              <Toaster />
            </AppEventsContext.Provider>
          </SlotFillsContext.Provider>
        </SessionContext.Provider>
      </AuthServiceProvider>
    </Provider>
  );
}
