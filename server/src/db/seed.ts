// Runs the core's and each plugin's seed once per database, each in its own transaction.
import { sql } from 'drizzle-orm';
import { rowsOf, type SeedContext, type ServerPlugin } from '@his/sdk/server';
import type { VariantManifest } from '@his/sdk';
import type { Database } from './connection';
import type { Logger } from '../types';

export interface SeedStep {
  owner: string;
  seed: NonNullable<ServerPlugin['seed']>;
}

/**
 * Reference data first (every owner, demo false), then demo data (demo true) when wanted. Each pass of
 * each owner runs once per database and is recorded in the transaction that ran it.
 */
export async function runSeeds(database: Database, steps: readonly SeedStep[], variant: VariantManifest, demo: boolean, log: Logger): Promise<string[]> {
  await database.query(`CREATE TABLE IF NOT EXISTS his_seeds (owner text NOT NULL, kind text NOT NULL, "seededAt" timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (owner, kind))`);
  const done = new Set((await database.query<{ owner: string; kind: string }>('SELECT owner, kind FROM his_seeds')).map((row) => `${row.owner}/${row.kind}`));
  const ran: string[] = [];
  for (const kind of demo ? (['reference', 'demo'] as const) : (['reference'] as const)) {
    for (const step of steps) {
      if (done.has(`${step.owner}/${kind}`)) continue;
      await database.db.transaction(async (tx) => {
        // Facilities are read in the transaction: the core's demo pass creates them just before the plugins' pass.
        const facilities = await tx.execute(sql`SELECT _id FROM his_nodes WHERE category = 'HOSPITAL' AND NOT "isDeleted" ORDER BY code`);
        const facilityNodeIds = rowsOf<{ _id: string }>(facilities).map((row) => row._id);
        const storeSetting: SeedContext['storeSetting'] = async (block, key, value) => {
          await tx.execute(sql`
            INSERT INTO his_settings (type, value) VALUES (${block}, ${JSON.stringify({ [key]: value })}::jsonb)
            ON CONFLICT (type) DO UPDATE SET value = his_settings.value || EXCLUDED.value, "updatedAt" = now()`);
        };
        const context: SeedContext = { tx: tx as never, variant, demo: kind === 'demo', facilityNodeIds, storeSetting, log };
        await step.seed(context);
        await tx.execute(sql`INSERT INTO his_seeds (owner, kind) VALUES (${step.owner}, ${kind})`);
      });
      ran.push(`${step.owner}/${kind}`);
    }
  }
  return ran;
}
