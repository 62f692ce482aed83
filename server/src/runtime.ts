// What every request shares: database, event bus, signing key, message catalogs, variant and logger.
import type { VariantManifest } from '@his/sdk';
import type { Database } from './db/connection';
import type { EventBus } from './events/bus';
import type { Catalogs } from './errors';
import type { Logger } from './types';

export interface Runtime {
  database: Database;
  bus: EventBus;
  signingKey: string;
  catalogs: Catalogs;
  variant: VariantManifest;
  version: string;
  log: Logger;
}
