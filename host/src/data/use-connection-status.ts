// The realtime connection's status for a component, re-rendering it when the status changes.
import { useContext, useSyncExternalStore } from 'react';
import { ConnectionContext } from './connection-context';
import type { ConnectionStatus } from './connection-status';

export function useConnectionStatus(): ConnectionStatus {
  const store = useContext(ConnectionContext);
  if (!store) throw new Error('useConnectionStatus needs a ClientProvider above it: wrap the signed-in app in <ClientProvider value={createHisClient()}>.');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
