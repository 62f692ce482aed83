// Starts the API host: migrations and seeds, the four GraphQL services, subscriptions and the web bundle on one port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HIS_VERSION, type VariantManifest } from '@his/sdk';
import { AUDIT_LABELS, collectEventHandlers, collectProvisions, CUSTOMER_ACCOUNTS, distinctUsages, provide, SETTINGS_ACCESS, STAFF_ACCOUNTS, type ServerPlugin, type ServiceName } from '@his/sdk/server';
import { openDatabase, type Database, type DatabaseOptions } from './db/connection';
import { migrate } from './db/migrate';
import { runSeeds } from './db/seed';
import { coreMigrations } from './core/migrations';
import { coreSeed } from './core/seed';
import { registerPermissions } from './core/permissions';
import { loadSigningKey } from './core/auth/sessions';
import { customerAccounts } from './core/auth/customer-accounts';
import { staffAccounts } from './core/auth/staff-accounts';
import { collectSettings } from './core/setting-declarations';
import { auditLabelBook } from './core/audit-labels';
import { secretBoxFor, settingsAccess } from './core/secret-settings';
import { createViewerCache, readViewerRevocation, VIEWER_REVOCATION_CHANNEL } from './core/auth/viewer-cache';
import { createLocalBus, createPostgresBus, type EventBus } from './events/bus';
import { mergeCatalogs } from './errors';
import { composeSchema } from './graphql/compose';
import { createServiceYoga, SERVICE_PATHS } from './graphql/yoga';
import { attachWebsocket } from './graphql/websocket';
import { createSessionSockets } from './graphql/session-sockets';
import { introspectionMode, type IntrospectionMode } from './graphql/introspection';
import { createOriginPolicy } from './http/allowed-origins';
import { answerClientError, refuseConnect } from './http/client-error';
import { createRequestHandler, type Route } from './http/request-handler';
import { healthCheck } from './http/healthz';
import { fileRoutes } from './core/files/file-routes';
import { scheduleChangeMarkPruning, type ChangeMarkPruning } from './core/change-mark-pruning';
import { scheduleDemoDay, type DemoDaySchedule } from './core/demo-day';
import { orderPlugins } from './plugins';
import { createLogger } from './log';
import type { Runtime } from './runtime';
import type { Logger } from './types';

/** The websocket close of "try again later" (1013): the web client shows "disconnected" and reconnects. */
const DATABASE_AWAY = { code: 1013, reason: 'database unavailable' };

// What the core offers plugins through ctx.provided, beside what plugins offer one another.
const coreProvisions = [provide(STAFF_ACCOUNTS, staffAccounts), provide(CUSTOMER_ACCOUNTS, customerAccounts), provide(SETTINGS_ACCESS, settingsAccess)];

export interface PrepareOptions {
  demo?: boolean;
  /** The first administrator's password; generated and logged once when absent. */
  adminPassword?: string;
  log?: Logger;
}

/**
 * Applies migrations and seeds, and registers permissions; safe to run on every start, and from several
 * processes starting at once: one prepares while the others wait, then find nothing left to do.
 */
export async function prepareDatabase(database: Database, variant: VariantManifest, plugins: readonly ServerPlugin[], options: PrepareOptions = {}) {
  return database.exclusive(() => prepareExclusively(database, variant, plugins, options));
}

async function prepareExclusively(database: Database, variant: VariantManifest, plugins: readonly ServerPlugin[], options: PrepareOptions) {
  const log = options.log ?? createLogger();
  const ordered = orderPlugins(variant, plugins);
  const migrations = await migrate(database, [
    { owner: 'core', migrations: coreMigrations },
    ...ordered.map((plugin) => ({ owner: plugin.id, migrations: plugin.migrations ?? [] })),
  ]);
  const seeds = await runSeeds(database, [
    { owner: 'core', seed: coreSeed(options.adminPassword, ordered) },
    ...ordered.flatMap((plugin) => (plugin.seed ? [{ owner: plugin.id, seed: plugin.seed }] : [])),
  ], variant, options.demo ?? false, log);
  await registerPermissions(database.db, ordered);
  return { migrations, seeds, plugins: ordered };
}

export interface HisServerOptions extends PrepareOptions {
  variant: VariantManifest;
  plugins: readonly ServerPlugin[];
  database: DatabaseOptions;
  port?: number;
  host?: string;
  /** The built web bundle (dist/<variant>), served under /his/. */
  webRoot?: string;
  /** 'postgres' carries events between processes; the default follows the database. */
  eventBus?: 'local' | 'postgres';
  /** Who may ask for the schema; by default signed-in users only when NODE_ENV is production. */
  introspection?: IntrospectionMode;
  /**
   * The file holding the key that encrypts secret settings, created when missing. HIS_SECRET_KEY wins over it;
   * without either, the embedded database's folder holds the key (README, Configuration).
   */
  secretKeyFile?: string;
  /**
   * Makes the demo day (README: today's patients, exams and orders of the demo accounts) on a database holding the demo
   * data, once per day in Vietnam: at start, before the server answers, and after each midnight while it runs.
   */
  demoDay?: boolean;
}

export interface HisServer {
  url: string;
  port: number;
  runtime: Runtime;
  close(): Promise<void>;
}

export async function startHisServer(options: HisServerOptions): Promise<HisServer> {
  const log = options.log ?? createLogger({ variant: options.variant.id });
  const database = await openDatabase(options.database, log);
  let bus: EventBus | undefined;
  let stopRevocations: (() => Promise<void>) | undefined;
  let demoDay: DemoDaySchedule | undefined;
  let pruning: ChangeMarkPruning | undefined;
  try {
    const { plugins } = await prepareDatabase(database, options.variant, options.plugins, { ...options, log });
    const busKind = options.eventBus ?? (database.kind === 'postgres' ? 'postgres' : 'local');
    bus = busKind === 'postgres' ? await createPostgresBus(database, log) : createLocalBus();
    const viewers = createViewerCache();
    // Other processes on the same PostgreSQL revoke sessions too; PGlite has no other process.
    stopRevocations = await database.listen?.(VIEWER_REVOCATION_CHANNEL, (payload) => {
      const revocation = readViewerRevocation(payload);
      if (revocation) viewers.revoke(revocation);
      else log.error('viewer.unreadableRevocation', { payload: payload.slice(0, 200) });
    });
    const catalogs = mergeCatalogs(plugins.map((plugin) => plugin.locales ?? {}));
    const settings = collectSettings(plugins);
    const runtime: Runtime = {
      database,
      bus,
      viewers,
      signingKey: await loadSigningKey(database.db),
      catalogs,
      variant: options.variant,
      catalogueUsages: distinctUsages(plugins.flatMap((plugin) => plugin.catalogueUsages ?? [])),
      provisions: collectProvisions([{ id: 'core', provides: [...coreProvisions, provide(AUDIT_LABELS, auditLabelBook(catalogs, settings, plugins))] }, ...plugins]),
      eventHandlers: collectEventHandlers(plugins),
      settings,
      secrets: secretBoxFor(options),
      version: HIS_VERSION,
      log,
    };
    pruning = scheduleChangeMarkPruning(database.db, log);
    if (options.demoDay) demoDay = await scheduleDemoDay(runtime, plugins);
    const edge = { origins: createOriginPolicy(database, log), introspection: options.introspection ?? introspectionMode(process.env.NODE_ENV) };
    const services = (Object.keys(SERVICE_PATHS) as ServiceName[]).map((service) => ({
      path: SERVICE_PATHS[service],
      yoga: createServiceYoga(runtime, service, composeSchema(service, plugins, HIS_VERSION), edge),
    }));
    const yogaByPath = new Map(services.map((service) => [service.path, service.yoga]));

    const routes = services.map(({ path, yoga }): Route => ({
      path,
      handle: (request: IncomingMessage, response: ServerResponse) => yoga(request, response, { clientAddress: request.socket.remoteAddress ?? 'unknown' }),
    })).concat({ path: '/healthz', handle: healthCheck(database) }, ...fileRoutes(runtime));
    const httpServer = createServer(createRequestHandler({ routes, webRoot: options.webRoot, catalogs: runtime.catalogs, log }));
    httpServer.on('clientError', answerClientError(log)).on('connect', refuseConnect);
    // Node closes an idle kept-alive connection after 5 s, which races a client (or a proxy) reusing it: a reset
    // request. Clients and proxies give up on idle connections sooner than this.
    httpServer.keepAliveTimeout = 65_000;
    httpServer.headersTimeout = 66_000;
    const websocket = attachWebsocket(httpServer, SERVICE_PATHS.his, yogaByPath.get(SERVICE_PATHS.his)!, createSessionSockets(viewers, log));
    // While the LISTEN connection is away, events and revocations from other processes are missed: sockets are
    // refused meanwhile (the web shows "disconnected"). Once it is back, viewers are read afresh and clients,
    // whose sockets were closed, subscribe again and refetch what they show.
    database.onListenStatus?.((status) => {
      if (status === 'lost') {
        websocket.refuseNew(DATABASE_AWAY);
        websocket.closeAll(DATABASE_AWAY.code, DATABASE_AWAY.reason);
      } else {
        viewers.clear();
        websocket.closeAll(DATABASE_AWAY.code, DATABASE_AWAY.reason);
        websocket.refuseNew(null);
      }
    });
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
    });
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
    log.info('server.started', { url, database: database.kind, bus: busKind, plugins: plugins.map((plugin) => plugin.id) });

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      runtime,
      close() {
        closing ??= (async () => {
          await demoDay?.stop();
          await pruning?.stop();
          await websocket.close();
          httpServer.closeAllConnections();
          await new Promise<void>((resolve) => httpServer.close(() => resolve()));
          await bus!.close();
          await stopRevocations?.();
          await database.close();
          log.info('server.stopped', {});
        })();
        return closing;
      },
    };
  } catch (error) {
    await demoDay?.stop();
    await pruning?.stop();
    await bus?.close();
    await stopRevocations?.();
    await database.close();
    throw error;
  }
}
