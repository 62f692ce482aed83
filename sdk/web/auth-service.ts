// The auth service's client (/graphqlauth) for signed-in pages: organisational units, users, profiles. The host
// gives a source that creates the client on first use, so nothing builds it before a page asks for it.
import { createElement, createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Client } from 'urql';

/** Returns the one auth-service client, creating it the first time. */
export type AuthServiceClientSource = () => Client;

export const AuthServiceContext = createContext<AuthServiceClientSource | null>(null);

/**
 * The signed-in client of the auth service. Run its operations with `client.query(…)`, or wrap a part of the page
 * in urql's `<Provider value={client}>` so that `useQuery`/`useMutation` there talk to the auth service.
 */
export function useAuthServiceClient(): Client {
  const source = useContext(AuthServiceContext);
  if (!source) throw new Error('useAuthServiceClient needs the host\'s ClientProvider above it (in a story or test: <AuthServiceProvider value={createMockClient(…)}>).');
  return useMemo(() => source(), [source]);
}

export interface AuthServiceProviderProps {
  /** The client, or a source creating it on first use. */
  value: Client | AuthServiceClientSource;
  children?: ReactNode;
}

/** Makes `value` the auth-service client below it: the host's, or a mock one in stories and tests. */
export function AuthServiceProvider({ value, children }: AuthServiceProviderProps) {
  const source = useMemo<AuthServiceClientSource>(() => (typeof value === 'function' ? (value as AuthServiceClientSource) : () => value as Client), [value]);
  return createElement(AuthServiceContext.Provider, { value: source }, children);
}
