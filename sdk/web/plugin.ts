// The web plugin contract: what a domain tells the host (routes, menu entries, realtime handlers,
// locales, route refs), declared once in its plugin.ts. Kept free of React DOM, the router and the
// data layer, because every plugin.ts is in the login page's bundle.
import type { ComponentType } from 'react';
import type { Language } from '../shared/variant';
import type { MessageCatalog } from '../shared/messages';
import type { SlotFill, SlotRef } from './slots';

/** A page component, loaded when its route is first visited; the plugin's pages share its chunks. */
export type PageLoader = () => Promise<ComponentType>;

/** A route a plugin owns and lets other plugins link to, e.g. `examination.main`. */
export interface RouteRef {
  readonly kind: 'route-ref';
  readonly id: string;
}

/** A link a plugin needs to another plugin's page; the variant manifest binds it to a RouteRef. */
export interface ExternalRouteRef {
  readonly kind: 'external-route-ref';
  readonly id: string;
}

export function createRouteRef(id: string): RouteRef {
  return { kind: 'route-ref', id };
}

export function createExternalRouteRef(id: string): ExternalRouteRef {
  return { kind: 'external-route-ref', id };
}

interface RouteBase {
  /** Path under the /his base, e.g. '/tiep-nhan-ngoai-tru'; ':param' and a trailing '?' for optional. */
  path: string;
  page: PageLoader;
  /** i18n key (in the plugin's namespace) of the page title. */
  title: string;
  /** Old paths that still open this page; the dash-less form of `path` is added automatically. */
  aliases?: readonly string[];
  /** Whether the page has a layout of its own for phones (every route also answers under /m). */
  mobile?: boolean;
  /** The ref other plugins link to this page by. */
  ref?: RouteRef;
}

/** A page behind sign-in. */
export interface PluginRoute extends RouteBase {
  /**
   * What opening the page needs: the permission code the server checks for the page's main query, or SIGNED_IN
   * (from '@his/sdk') when that query is every signed-in user's. The shell neither offers nor opens the page to a
   * profile without it, so the user never lands on a page whose data the server refuses.
   */
  permission: string;
}

/** A page reachable without signing in (publicRoutes): nobody's permission is checked. */
export interface PublicPluginRoute extends RouteBase {
  permission?: never;
}

export type MenuPlacement = 'main' | 'right';

export interface PluginMenuItem {
  /** i18n key in the plugin's namespace. */
  title: string;
  path: string;
  placement?: MenuPlacement;
  /** Icon name from the host's icon set. */
  icon?: string;
  /** Lower comes first; ties keep the manifest's plugin order. */
  order?: number;
  /** The permission of the route it opens, when repeated here: the two must be the same (the variants test checks). */
  permission?: string;
}

/** One event of the `subApp` subscription. */
export interface AppEvent<Data = unknown> {
  module: string;
  process: string;
  idNodes: string[];
  data: Data;
}

export interface SubscriptionContext {
  /** Re-runs the active queries that read any of these GraphQL type names (all when omitted). */
  refetch(typenames?: readonly string[]): void;
  /** Shows a short notice to the user. */
  notify(text: string): void;
}

export type SubscriptionHandler = (event: AppEvent, context: SubscriptionContext) => void;

/** Handlers keyed by module, then by process, as the server publishes them. */
export type SubscriptionHandlers = Record<string, Record<string, SubscriptionHandler>>;

export type LocaleLoader = () => Promise<{ default: MessageCatalog } | MessageCatalog>;

export interface WebPluginDefinition<Id extends string = string> {
  id: Id;
  /** i18n key of the plugin's name, for the home tiles and errors. */
  title: string;
  /** Plugins that must be in the same variant. */
  requires?: readonly string[];
  routes?: readonly PluginRoute[];
  /** Routes reachable without signing in (a result page behind a QR code, the DICOM viewer). */
  publicRoutes?: readonly PublicPluginRoute[];
  menu?: readonly PluginMenuItem[];
  subscriptions?: SubscriptionHandlers;
  locales: Record<Language, LocaleLoader>;
  /** Links this plugin needs to other plugins' pages, bound by the variant manifest. */
  externalRefs?: readonly ExternalRouteRef[];
  /** The slots this plugin's screens render, declared in its contract.ts for others to fill. */
  slots?: readonly SlotRef<any>[];
  /** What this plugin puts into the shell's or other plugins' slots. */
  fills?: readonly SlotFill[];
  /** Modules of the subApp feed whose events this plugin's components read with useAppEvent. */
  eventModules?: readonly string[];
}

export type WebPlugin<Id extends string = string> = Readonly<WebPluginDefinition<Id>> & { readonly kind: 'web-plugin' };

export function definePlugin<const Id extends string>(definition: WebPluginDefinition<Id>): WebPlugin<Id> {
  return { ...definition, kind: 'web-plugin' };
}

export function route(path: string, page: PageLoader, options: Omit<PluginRoute, 'path' | 'page'>): PluginRoute {
  return { path, page, ...options };
}

export function publicRoute(path: string, page: PageLoader, options: Omit<PublicPluginRoute, 'path' | 'page'>): PublicPluginRoute {
  return { path, page, ...options };
}

export function menuItem(title: string, path: string, options: Omit<PluginMenuItem, 'title' | 'path'> = {}): PluginMenuItem {
  return { title, path, ...options };
}
