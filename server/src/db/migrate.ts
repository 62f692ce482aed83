// Applies the core's and each plugin's migrations once per database, in dependency order.
import type { Migration } from '@his/sdk/server';
import type { Database } from './connection';

export interface MigrationSet {
  owner: string;
  migrations: readonly Migration[];
}

/** Applies what is missing; returns the ids it applied as 'owner/id'. */
export async function migrate(database: Database, sets: readonly MigrationSet[]): Promise<string[]> {
  await database.query(`CREATE TABLE IF NOT EXISTS his_migrations (
    owner text NOT NULL, id text NOT NULL, "appliedAt" timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (owner, id))`);
  const done = new Set(
    (await database.query<{ owner: string; id: string }>('SELECT owner, id FROM his_migrations')).map((row) => `${row.owner}/${row.id}`),
  );
  const applied: string[] = [];
  for (const set of sets) {
    for (const migration of set.migrations) {
      const key = `${set.owner}/${migration.id}`;
      if (done.has(key)) continue;
      // Each migration and its bookkeeping row commit together, so a crash never leaves one half-applied.
      await database.execScripts([migration.sql, sqlInsertMigration(set.owner, migration.id)]);
      applied.push(key);
    }
  }
  return applied;
}

function sqlInsertMigration(owner: string, id: string): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return `INSERT INTO his_migrations (owner, id) VALUES (${quote(owner)}, ${quote(id)})`;
}
