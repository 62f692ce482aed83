// The realtime connection's state as a tiny external store, shaped for React's useSyncExternalStore, so
// the shell can tell staff when the server is out of reach and when it is back.

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface ConnectionStatusStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConnectionStatus;
}

export interface WritableConnectionStatus extends ConnectionStatusStore {
  set(status: ConnectionStatus): void;
}

export function createConnectionStatus(initial: ConnectionStatus = 'connecting'): WritableConnectionStatus {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      for (const listener of [...listeners]) listener();
    },
  };
}
