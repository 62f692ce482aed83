// What every request shares: database, event bus, signing key, recent viewers, message catalogs, variant and logger.
import type { VariantManifest } from '@his/sdk';
import type { CatalogueUsage, EventHandlers, Provisions } from '@his/sdk/server';
import type { Database } from './db/connection';
import type { EventBus } from './events/bus';
import type { Catalogs } from './errors';
import type { ViewerCache } from './core/auth/viewer-cache';
import type { Logger } from './types';
import type { SettingsSchema } from './core/setting-declarations';
import type { SecretBox } from './core/secret-box';

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
  /** The plugins' server handlers of committed events (`ServerPlugin.on`), by event. */
  eventHandlers: EventHandlers;
  /** Every setting the core and the plugins declare: what updateSettingType accepts and what is secret. */
  settings: SettingsSchema;
  /** Seals and opens secret settings; null when no key was configured (PostgreSQL without HIS_SECRET_KEY or a key file). */
  secrets: SecretBox | null;
  version: string;
  log: Logger;
}
