// Makes the main client available to urql's hooks, its connection status to useConnectionStatus, and the
// auth-service client to useAuthServiceClient.
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { AuthServiceContext, type AuthServiceClientSource } from '@his/sdk/data';
import { ConnectionContext } from './connection-context';
import type { HisClient } from './his-client';

export interface ClientProviderProps {
  value: Pick<HisClient, 'client' | 'connection'>;
  /** Gives the auth-service client, creating it on first use (most pages never ask for it); stable for the page's life. */
  authClient?: AuthServiceClientSource;
  children?: ReactNode;
}

export function ClientProvider({ value, authClient, children }: ClientProviderProps) {
  const content = <ConnectionContext.Provider value={value.connection}>{children}</ConnectionContext.Provider>;
  return <Provider value={value.client}>{authClient ? <AuthServiceContext.Provider value={authClient}>{content}</AuthServiceContext.Provider> : content}</Provider>;
}
