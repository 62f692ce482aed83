// The server plugin contract: what a domain contributes to the API host.
import type { GraphQLResolveInfo } from 'graphql';
import type { Db } from './database';
import type { EmitOptions, EventHandler, RealtimeEvent } from './events';
import type { EventRef } from '../shared/event-ref';
import type { AuditEntry, AuditLabels } from './audit';
import type { VariantManifest } from '../shared/variant';
import type { SettingDeclaration } from '../shared/settings-schema';
import type { CatalogueUsage } from './catalogue/usages';
import type { ProvidedKey, Provision } from './provided';
import type { Organisation } from './organisation';
import type { AccessMap } from './operation-access';
import type { PrintTemplateDeclaration } from '../shared/print-template/declaration';
import type { Timestamp } from '../shared/units';

export type { PrintTemplateDeclaration };

/** The GraphQL services on one port: main, auth, pharmacy module, print templates. */
export type ServiceName = 'his' | 'auth' | 'sm4' | 'template';

export interface Migration {
  /** Stable id, applied once per database, in array order: '0001_init'. */
  id: string;
  /** SQL that runs on PostgreSQL 15 and on PGlite. */
  sql: string;
}

export interface PermissionDeclaration {
  /** 'plugin.action', e.g. 'admin.audit.read'. */
  code: string;
  title: { vi: string; en: string };
}

/** The signed-in user and the node and profile the request acts for. */
export interface Viewer {
  userId: string;
  username: string;
  sessionId: string;
  nodeId: string;
  profileId: string;
  /** Permission codes the profile grants on the current node; '*' grants all. */
  permissions: ReadonlySet<string>;
  /** ChucVu.MaChucVu of the user's staff record, for position-code checks (NVVT, GĐ, PGĐ, …). */
  positionCode: string | null;
  /** The password was reset by an administrator and not yet changed: only the change itself is open. */
  mustChangePassword?: boolean;
}

/** Whether a viewer holds a permission code; '*' grants every permission. */
export function holds(viewer: Viewer, permission: string): boolean {
  return viewer.permissions.has('*') || viewer.permissions.has(permission);
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What a write transaction offers besides the database: audit entries and events, both kept with the commit. */
export interface WriteScope {
  tx: Db;
  /** Recorded in the same transaction as the change; many entries at once (an import's rows) in few statements. */
  audit(entry: AuditEntry | readonly AuditEntry[]): Promise<void>;
  /**
   * Published to subscribers, and run by other plugins' handlers (`ServerPlugin.on`), only after the transaction
   * commits; dropped if it rolls back. A typed event goes to the caller's node unless `options` say otherwise.
   */
  emit<P>(event: EventRef<P>, payload: P, options?: EmitOptions): void;
  emit(event: RealtimeEvent): void;
  /** Runs once the transaction has committed (dropping cached sign-ins, say); never if it rolls back. */
  afterCommit(work: () => void): void;
}

export interface RequestContext {
  /** Read handle; every write goes through `write`. */
  db: Db;
  /** Runs `work` in one transaction with its audit entries; publishes its events after commit. */
  write<T>(work: (scope: WriteScope) => Promise<T>): Promise<T>;
  /** The caller, or null on a public operation. */
  viewer: Viewer | null;
  /** The caller, or UNAUTHENTICATED. */
  requireViewer(): Viewer;
  /** Whether there is a caller and it holds `permission` on the current node: for showing more, never for refusing. */
  holds(permission: string): boolean;
  /** The caller holding `permission` on the current node, or FORBIDDEN. */
  requirePermission(permission: string): Viewer;
  /** The caller's position code is one of `codes`, or FORBIDDEN. */
  requirePosition(codes: readonly string[]): Viewer;
  lang: 'vi' | 'en';
  clientAddress: string;
  log: Logger;
  variant: VariantManifest;
  /** Every column of the variant's plugins known to hold ids of catalogue rows: removing a used row is refused. */
  catalogueUsages: readonly CatalogueUsage[];
  /** A function another plugin of the variant provides (`ServerPlugin.provides`), or INTERNAL_SERVER_ERROR naming it. */
  provided<T>(key: ProvidedKey<T>): T;
  /** The organisation's tree read for this request: chains, facilities, rooms of a kind; the caller's facility needs a caller. */
  organisation: Organisation;
}

export type Resolver = (parent: any, args: any, ctx: RequestContext, info: GraphQLResolveInfo) => unknown;
export type SubscriptionResolver = { subscribe: (parent: any, args: any, ctx: RequestContext, info: GraphQLResolveInfo) => AsyncIterable<unknown>; resolve?: Resolver };
export type ResolverMap = Record<string, Record<string, Resolver | SubscriptionResolver | unknown>>;

export interface SeedContext {
  tx: Db;
  variant: VariantManifest;
  /**
   * false: the reference data every facility needs (catalogue codes, defaults). true: demo rows (sample
   * patients, prices). A seed is called once for each, reference first, the demo pass only when wanted.
   */
  demo: boolean;
  /** The facilities (HOSPITAL nodes) that exist when the seed runs: rows of per-node catalogues go to each. */
  facilityNodeIds: readonly string[];
  /**
   * Stores a setting the plugin declared (not a secret one), as the settings screen would: what the demo data
   * needs switched on (the insurance lookup's simulator) is set by the demo pass, never by the variant for everyone.
   */
  storeSetting(block: string, key: string, value: string | number | boolean): Promise<void>;
  log: Logger;
}

/** The demo organisation's profiles (see the README's demo accounts); plugins add their pages and permissions to them. */
export type DemoProfileKey = 'receptionist' | 'doctor' | 'nurse' | 'cashier' | 'technician' | 'accountant' | 'director' | 'clerk';

/** A page of the plugin in a demo profile's menu; without a title it takes the page's own menu title. */
export interface DemoMenuEntry {
  path: string;
  title?: string;
  icon?: string;
  placement?: 'main' | 'right';
}

export interface DemoProfileContribution {
  navigation?: readonly DemoMenuEntry[];
  /** Granted on every node the demo profile covers. */
  permissions?: readonly string[];
}

/**
 * A demo account acting in the demo day: its user as a request's viewer would be (its first profile, at the first node
 * that profile covers), its staff record, and a request context for it.
 */
export interface DemoActor {
  viewer: Viewer;
  /** The account's staff record (NhanVien._id), as a doctor or performer field names it; null for an account without one. */
  staffId: string | null;
  /**
   * A request context of the account for calling the plugin's own api functions, as its resolvers do: its permissions
   * are the profile's on the node; each `write` runs inside the part's transaction (in a savepoint, so that a refused
   * write leaves the rest of the part standing), records its audit entries naming the account, and publishes its
   * events, and runs their handlers, once the part has committed.
   */
  ctx: RequestContext;
}

/** What a plugin's part of the demo day works with (`ServerPlugin.demoDay`). */
export interface DemoDayContext {
  /** The part's one transaction: the day's rows and the record that the part is done commit together, or neither. */
  tx: Db;
  /** When the day is being made; its Vietnamese calendar day (`startOfDay`) is the demo day. */
  now: Timestamp;
  variant: VariantManifest;
  /** The facilities (HOSPITAL nodes), by code. */
  facilityNodeIds: readonly string[];
  log: Logger;
  /** A function another plugin of the variant provides, as request contexts have it. */
  provided<T>(key: ProvidedKey<T>): T;
  /** Acts as a demo account by its user name (the README's: 'tiepdon', 'bacsi', 'ktv', …); an unknown one fails the part. */
  actAs(username: string): Promise<DemoActor>;
}

export interface ServerPlugin {
  id: string;
  /** Plugins whose tables and types this one uses; they migrate first and must be in the variant. */
  requires?: readonly string[];
  /** SDL extending the main service (/graphqlhis). Use `extend type Query` / `extend type Mutation`. */
  schema?: string;
  resolvers?: ResolverMap;
  /** Contributions to the other services. */
  /**
   * Who may call each operation of `schema` (defineAccess): a permission code, SIGNED_IN or PUBLIC. Every operation
   * is declared; the host checks it before the resolver runs, and a variant with one undeclared does not start.
   */
  access?: AccessMap;
  /** Contributions to the other services, each with the access of its operations. */
  services?: Partial<Record<Exclude<ServiceName, 'his'>, { schema: string; resolvers: ResolverMap; access?: AccessMap }>>;
  /** Drizzle tables this plugin owns, for typed queries; created by `migrations`. */
  tables?: Record<string, unknown>;
  migrations?: readonly Migration[];
  permissions?: readonly PermissionDeclaration[];
  /**
   * The settings this plugin reads (`defineSettings([...])`): updateSettingType accepts only declared keys, and a
   * declaration marked secret is stored encrypted and never sent back. Two plugins declaring one key fail the start.
   */
  settings?: readonly SettingDeclaration[];
  /** Messages for the keys this plugin's errors carry: the same locales/vi.json and en.json its web side ships. */
  locales?: { vi?: Record<string, string>; en?: Record<string, string> };
  /**
   * Columns of this plugin's tables that hold ids of catalogue rows, of its own catalogues or another plugin's;
   * `catalogueServerParts` fills it from the descriptors. The host shares them with every plugin.
   */
  catalogueUsages?: readonly CatalogueUsage[];
  /** Functions this plugin offers the others: `provides: [provide(UNIT_PRICES, resolveUnitPrices)]`, keys declared in its contract.ts. */
  provides?: readonly Provision[];
  /**
   * Functions of other plugins this one calls (keys imported from their contract.ts): a variant without a provider
   * of each fails at start, naming both plugins. Unlike `requires`, it does not order migrations.
   */
  consumes?: readonly ProvidedKey<any>[];
  /** The events this plugin emits, declared in its contract.ts (`defineEvent`): what others may listen to. */
  events?: readonly EventRef<any>[];
  /**
   * Its reactions to committed events of any plugin (`onEvent(ref, handler)`): each runs in its own transaction after
   * the emitter's commits, and the variant must declare the event.
   */
  on?: readonly EventHandler<any>[];
  /** How the audit history names the entities, mutations and fields of the entries this plugin writes. */
  auditLabels?: AuditLabels;
  /** The documents this plugin prints, keyed '<plugin id>.<document>': a facility edits each on /graphqltemplate. */
  printTemplates?: readonly PrintTemplateDeclaration[];
  /** What the demo profiles get from this plugin, so that each demo role finds its pages (with `--demo` only). */
  demoProfiles?: Partial<Record<DemoProfileKey, DemoProfileContribution>>;
  /** Runs after migrations, inside a transaction: once for reference data, once more for demo data. */
  seed?: (ctx: SeedContext) => Promise<void>;
  /**
   * This plugin's part of the demo day, so that each demo role finds today's work in its menu: patients received,
   * examined, orders waiting at the rooms. A server started with `demoDay` on a database holding the demo data runs
   * the parts in the manifest's order once per calendar day in Vietnam, at start and when the day changes; each part
   * in its own transaction, as the demo accounts (`actAs`) through the plugin's own api functions, so that every rule
   * holds. A failing part is logged and left out for the day; the others still run.
   */
  demoDay?: (ctx: DemoDayContext) => Promise<void>;
}

export function defineServerPlugin<const T extends ServerPlugin>(plugin: T): T {
  return plugin;
}
