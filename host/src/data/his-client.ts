// The client for the main endpoint (/graphqlhis): normalized cache, batched HTTP for queries, realtime
// over a socket that reconnects by itself and refreshes what is on screen when it does.
import { Client, fetchExchange, mapExchange, subscriptionExchange } from 'urql';
import { UPLOAD_PATH } from '@his/sdk';
import { createFileSender, type FileSender } from '@his/sdk/data';
import { cacheExchange, type CacheExchangeOpts, type KeyingConfig } from '@urql/exchange-graphcache';
import { apiHeaders, storedLanguageOrVi, type HeaderSource, type LanguageSource } from './api-headers';
import { createActiveQueries } from './active-queries';
import { createBatchFetch, type FetchFunction } from './batch-fetch';
import { cacheKeys } from './cache-keys';
import type { ConnectionStatusStore } from './connection-status';
import { defaultBaseUrl, endpointUrl, HIS_PATH, webSocketUrl } from './endpoints';
import { createErrorPolicy, type ErrorPolicy } from './error-policy';
import { signOutAndReload } from './sign-out';
import { createSubscriptionSocket, type SocketTiming } from './subscription-socket';
import { requestHeaders } from '../storage';

export interface HisClientOptions {
  /** The API server's origin; the page's own by default. */
  baseUrl?: string;
  /** Session headers, read for every request and every socket (re)connect; local storage by default. */
  getHeaders?: HeaderSource;
  /** The interface language sent as x-lang; the host passes its i18n language. */
  getLanguage?: LanguageSource;
  /** The fetch under the batching layer. */
  fetch?: FetchFunction;
  /** A WebSocket class where the platform has none (Node). */
  webSocketImpl?: unknown;
  /** Shared with the auth client, so that a lost session is handled once. */
  errorPolicy?: ErrorPolicy;
  /** graphcache options from the plugins (updates, resolvers, optimistic); `keys` only for types not keyed by `_id`. */
  cache?: Omit<CacheExchangeOpts, 'keys'> & { keys?: KeyingConfig };
  socket?: Partial<SocketTiming>;
  batchWindowMs?: number;
}

export interface HisClient {
  client: Client;
  /** The realtime connection, for the shell's "disconnected" notice. */
  connection: ConnectionStatusStore;
  /** Re-reads active queries from the server (those holding one of `typenames`, when given). */
  refetch(typenames?: readonly string[]): void;
  /** Closes the socket and ends its subscriptions (sign-out, tests). */
  dispose(): void;
  /** Sends a batch of files to POST /upload with the same headers as every API call. */
  upload: FileSender;
}

export function createHisClient(options: HisClientOptions = {}): HisClient {
  const getHeaders = options.getHeaders ?? requestHeaders;
  const getLanguage = options.getLanguage ?? storedLanguageOrVi;
  const url = endpointUrl(options.baseUrl ?? defaultBaseUrl(), HIS_PATH);
  const errorPolicy = options.errorPolicy ?? createErrorPolicy({ onUnauthenticated: signOutAndReload });
  const activeQueries = createActiveQueries();
  const socket = createSubscriptionSocket({
    url: () => webSocketUrl(url),
    // A browser cannot set headers on a socket; the server reads the same names from the connection params.
    connectionParams: () => apiHeaders(getHeaders, getLanguage),
    webSocketImpl: options.webSocketImpl,
    timing: options.socket,
    onReconnected: () => activeQueries.refetch(),
  });
  const { keys, ...cache } = options.cache ?? {};

  const client = new Client({
    url,
    fetch: createBatchFetch({ fetch: options.fetch, getHeaders, getLanguage, windowMs: options.batchWindowMs }),
    // GET requests cannot be batched, and some proxies cache them.
    preferGetMethod: false,
    exchanges: [
      activeQueries.exchange,
      cacheExchange({ ...cache, keys: cacheKeys(keys) }),
      // After the cache: each failure from the server is seen once, not again with every cached re-read.
      mapExchange({ onError: (error, operation) => errorPolicy.handle(error, operation) }),
      subscriptionExchange({ forwardSubscription: socket.forwardSubscription }),
      fetchExchange,
    ],
  });

  const upload = createFileSender({
    url: endpointUrl(options.baseUrl ?? defaultBaseUrl(), UPLOAD_PATH),
    headers: () => apiHeaders(getHeaders, getLanguage),
    fetch: options.fetch,
    // The session ends as for a GraphQL call; the page shows any other refusal itself.
    onUnauthenticated: () => errorPolicy.handle([{ message: 'upload', extensions: { code: 'UNAUTHENTICATED' } }]),
  });

  return { client, connection: socket.status, refetch: (typenames) => activeQueries.refetch(typenames), dispose: () => socket.dispose(), upload };
}
