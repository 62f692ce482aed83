// The connection status store, passed down by ClientProvider and read by useConnectionStatus.
import { createContext } from 'react';
import type { ConnectionStatusStore } from './connection-status';

export const ConnectionContext = createContext<ConnectionStatusStore | null>(null);
