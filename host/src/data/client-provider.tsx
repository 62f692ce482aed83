// Makes the main client available to urql's hooks and its connection status to useConnectionStatus.
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { ConnectionContext } from './connection-context';
import type { HisClient } from './his-client';

export interface ClientProviderProps {
  value: Pick<HisClient, 'client' | 'connection'>;
  children?: ReactNode;
}

export function ClientProvider({ value, children }: ClientProviderProps) {
  return (
    <Provider value={value.client}>
      <ConnectionContext.Provider value={value.connection}>{children}</ConnectionContext.Provider>
    </Provider>
  );
}
