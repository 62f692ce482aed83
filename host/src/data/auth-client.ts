// The client for the auth service (/graphqlauth) once signed in: myInfo, profiles, changePassword. The
// login page itself uses plain fetch, so that it does not load this layer.
import { cacheExchange, Client, fetchExchange, mapExchange } from 'urql';
import { authServiceHeaders, storedLanguageOrVi, type HeaderSource, type LanguageSource } from './api-headers';
import { createBatchFetch, type FetchFunction } from './batch-fetch';
import { AUTH_PATH, defaultBaseUrl, endpointUrl } from './endpoints';
import { createErrorPolicy, type ErrorPolicy } from './error-policy';
import { signOutAndReload } from './sign-out';

export interface AuthClientOptions {
  baseUrl?: string;
  /** By default the stored session with the admin token, the one the auth service is meant for. */
  getHeaders?: HeaderSource;
  getLanguage?: LanguageSource;
  fetch?: FetchFunction;
  errorPolicy?: ErrorPolicy;
  batchWindowMs?: number;
}

export function createAuthClient(options: AuthClientOptions = {}): Client {
  const errorPolicy = options.errorPolicy ?? createErrorPolicy({ onUnauthenticated: signOutAndReload });
  return new Client({
    url: endpointUrl(options.baseUrl ?? defaultBaseUrl(), AUTH_PATH),
    fetch: createBatchFetch({
      fetch: options.fetch,
      getHeaders: options.getHeaders ?? authServiceHeaders,
      getLanguage: options.getLanguage ?? storedLanguageOrVi,
      windowMs: options.batchWindowMs,
    }),
    preferGetMethod: false,
    // A handful of small documents (who am I, my profiles): the document cache is enough.
    exchanges: [cacheExchange, mapExchange({ onError: (error, operation) => errorPolicy.handle(error, operation) }), fetchExchange],
  });
}
