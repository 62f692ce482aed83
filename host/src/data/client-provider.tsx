// Makes the main client available to urql's hooks, its connection status to useConnectionStatus, its file sender to
// useFileUpload, and the auth-service client to useAuthServiceClient.
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { AuthServiceContext, FileUploadContext, type AuthServiceClientSource } from '@his/sdk/data';
import { ConnectionContext } from './connection-context';
import type { HisClient } from './his-client';

export interface ClientProviderProps {
  value: Pick<HisClient, 'client' | 'connection'> & Partial<Pick<HisClient, 'upload'>>;
  /** Gives the auth-service client, creating it on first use (most pages never ask for it); stable for the page's life. */
  authClient?: AuthServiceClientSource;
  children?: ReactNode;
}

export function ClientProvider({ value, authClient, children }: ClientProviderProps) {
  const connected = <ConnectionContext.Provider value={value.connection}>{children}</ConnectionContext.Provider>;
  const content = value.upload ? <FileUploadContext.Provider value={value.upload}>{connected}</FileUploadContext.Provider> : connected;
  return <Provider value={value.client}>{authClient ? <AuthServiceContext.Provider value={authClient}>{content}</AuthServiceContext.Provider> : content}</Provider>;
}
