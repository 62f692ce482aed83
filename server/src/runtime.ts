// What every request shares: database, event bus, signing key, recent viewers, message catalogs, variant and logger.
import type { VariantManifest } from '@his/sdk';
import type { CatalogueUsage, Provisions } from '@his/sdk/server';
import type { Database } from './db/connection';
import type { EventBus } from './events/bus';
import type { Catalogs } from './errors';
import type { ViewerCache } from './core/auth/viewer-cache';
import type { Logger } from './types';

export interface Runtime {
  database: Database;
  bus: EventBus;
  signingKey: string;
  /** Viewers resolved recently; whoever revokes sessions or access drops them here (see viewer-cache.ts). */
  viewers: ViewerCache;
  catalogs: Catalogs;
  variant: VariantManifest;
  /** What every plugin of the variant declared, for refusing the removal of a catalogue row in use. */
  catalogueUsages: readonly CatalogueUsage[];
  /** What the plugins provide one another (`ServerPlugin.provides`). */
  provisions: Provisions;
  version: string;
  log: Logger;
}
