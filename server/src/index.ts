// The API host's public face, used by the CLI and by tests.
export { startHisServer, prepareDatabase, type HisServer, type HisServerOptions } from './server';
export { openDatabase, createPglite, type Database, type DatabaseOptions } from './db/connection';
export { orderPlugins, VariantCompositionError } from './plugins';
export { serviceTypeDefs, composeSchema } from './graphql/compose';
export { SERVICE_PATHS, BATCH_LIMIT } from './graphql/yoga';
export { QUERY_LIMITS } from './graphql/limits';
export { createLogger } from './log';
export { DEMO_ACCOUNTS, DEMO_ADMIN } from './core/demo-data';
export { VIEWER_CACHE_TTL_MS } from './core/auth/viewer-cache';
export { coreMigrations } from './core/migrations';
export { printServiceSchema } from './graphql/print';
