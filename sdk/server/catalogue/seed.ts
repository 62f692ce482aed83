// Seed rows of catalogues (the 54 ethnicities, ICD-10, a demo hospital's services) go through the same checks as
// an import file, so seed data cannot hold what a user could not have typed.
import type { Db } from '../database';
import type { Viewer } from '../plugin';
import { importColumnsOf, importRowNumber, type AnyCatalogue } from '../../shared/catalogue';
import { checkRowsAgainstDatabase } from './import';
import { insertRows } from './writes';

export interface CatalogueSeed {
  catalogue: AnyCatalogue;
  /** Rows as an import file gives them: keyed by field name, refs by the target's code. */
  rows: readonly Readonly<Record<string, unknown>>[];
}

export class CatalogueSeedError extends Error {
  override name = 'CatalogueSeedError';
}

/** Who seeded: no user, on the node the rows of per-node catalogues belong to. */
function seedViewer(nodeId: string): Viewer {
  return { userId: '', username: 'system', sessionId: '', nodeId, profileId: '', permissions: new Set(), positionCode: null };
}

/**
 * Saves the seeds in order (a catalogue after those its refs name); json fields are taken too, unlike in an import
 * file. Rows of a per-node catalogue go to each facility of `facilityNodeIds`. Rows whose code is already stored are
 * left as they are, so a later seed version may add rows.
 */
export async function seedCatalogues(tx: Db, seeds: readonly CatalogueSeed[], known: ReadonlyMap<string, AnyCatalogue>, facilityNodeIds: readonly string[]): Promise<number> {
  let saved = 0;
  for (const seed of seeds) {
    for (const nodeId of seed.catalogue.scope === 'node' ? facilityNodeIds : ['']) saved += await seedRows(tx, seed, known, nodeId);
  }
  return saved;
}

async function seedRows(tx: Db, { catalogue, rows }: CatalogueSeed, known: ReadonlyMap<string, AnyCatalogue>, nodeId: string): Promise<number> {
  const jsonFields = Object.keys(catalogue.fields).filter((name) => catalogue.fields[name]!.kind === 'json');
  const columns = [...new Set([...importColumnsOf(catalogue, (target) => known.has(target)), ...jsonFields])];
  const check = await checkRowsAgainstDatabase(tx, { known, usagesOf: () => [] }, catalogue, nodeId, rows, columns);
  const alreadyStored = (key: string) => key === 'validation.duplicateCode' || key === 'catalogue.duplicateValue';
  const fresh = check.errors.filter((error) => !alreadyStored(error.key));
  if (fresh.length > 0) {
    const first = fresh.slice(0, 5).map((error) => `row ${error.row}${error.field ? ` ${error.field}` : ''}: ${error.key} ${JSON.stringify(error.params)}`);
    throw new CatalogueSeedError(`Seed of ${catalogue.name} has ${fresh.length} bad row(s): ${first.join('; ')}`);
  }
  const storedRows = new Set(check.errors.map((error) => error.row));
  const values = check.values.filter((_, index) => !storedRows.has(importRowNumber(index)));
  return (await insertRows(tx, catalogue, seedViewer(nodeId), values)).length;
}
