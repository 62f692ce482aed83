// The web data layer, loaded after login: clients, the error policy, connection status and its texts.
export { createHisClient, type HisClient, type HisClientOptions } from './his-client';
export { createAuthClient, type AuthClientOptions } from './auth-client';
export { createBatchFetch, BATCH_LIMIT, type BatchFetchOptions, type FetchFunction } from './batch-fetch';
export { cacheKeys, keyByUnderscoreId } from './cache-keys';
export { createConnectionStatus, type ConnectionStatus, type ConnectionStatusStore } from './connection-status';
export {
  createErrorPolicy,
  describeError,
  describeErrors,
  failureLog,
  isUnauthenticated,
  notifyFailure,
  type ErrorPolicy,
  type ErrorPolicyOptions,
  type FailedResult,
  type GraphQLErrorLike,
  type Translate,
} from './error-policy';
export { signOutAndReload } from './sign-out';
export { dataLocales, DATA_NAMESPACE } from './locales';
export { ClientProvider, type ClientProviderProps } from './client-provider';
export { useConnectionStatus } from './use-connection-status';
export { HIS_PATH, AUTH_PATH } from './endpoints';
