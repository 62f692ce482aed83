// Prints ICD-10 numbers (never asserted): seeding the 12,256 codes, and the examination's ICD search (searchICD) by
// unaccented words and by code prefixes, 1 client then 20 at once, on the embedded database and on PostgreSQL when
// installed.
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { seedCatalogues } from '@his/sdk/server';
import { catalogueDescriptors } from '../../plugins/catalogues/rules';
import { chuongICDSeed, icdSeed, nhomICDSeed } from '../../plugins/catalogues/seed/icd';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { apiCall, onEachDatabase, spread, timed } from './measure';
import { login, type Caller } from '../support/server';

const ALONE = 200;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 20;

// What a doctor types: diagnoses without accents, common to rare, and codes from a letter and a digit to the subcategory.
const WORDS = ['viem phoi', 'tang huyet ap', 'dai thao duong', 'viem hong cap', 'dau bung', 'sot xuat huyet', 'viem da day', 'gay xuong', 'roi loan lipid mau', 'nhiem trung duong tiet nieu'];
const CODES = ['J18', 'j18.9', 'I1', 'I10', 'E11', 'K29.7', 'A9', 'M54', 'Z00.0', 'N39'];
const SEARCH = 'query ($s: String) { searchICD(searchString: $s, limit: 20) { _id MaICD TenICD TenTiengAnh ChuaCoTenTiengViet } }';



/** One doctor on an idle server, then 20 at once: what a doctor feels, and what a busy morning does to it. */
async function latency(label: string, request: (index: number) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < 10; index++) await request(index);
  const alone: number[] = [];
  for (let index = 0; index < ALONE; index++) alone.push((await timed(() => request(index)))[1]);
  console.log(`  ${label.padEnd(34)} 1 client × ${ALONE}: ${spread(alone)}`);
  const samples: number[] = [];
  await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
    for (let index = 0; index < REQUESTS_PER_CLIENT; index++) samples.push((await timed(() => request(client * REQUESTS_PER_CLIENT + index)))[1]);
  }));
  console.log(`  ${''.padEnd(34)} ${CLIENTS} clients × ${REQUESTS_PER_CLIENT}: ${spread(samples)}`);
}

/** The ICD seed alone, into emptied tables: what it adds to preparing a database. */
async function seedTime(server: HisServer): Promise<void> {
  const known = new Map(catalogueDescriptors.map((descriptor) => [descriptor.name, descriptor]));
  const database = server.runtime.database;
  // Last thing the bench does with this database: the codes' ids change, and nothing refers to them any more.
  for (const table of ['DM_ICD', 'DM_NhomICD', 'DM_ChuongICD']) await database.query(`DELETE FROM "${table}"`);
  const [, ms] = await timed(() => seedCatalogues(database.db, [chuongICDSeed, nhomICDSeed, icdSeed], known, []));
  console.log(`  seed of ${icdSeed.rows.length.toLocaleString('en')} codes, ${nhomICDSeed.rows.length} blocks, 22 chapters: ${(ms / 1000).toFixed(2)} s`);
}

async function measure(name: string, database: DatabaseOptions): Promise<void> {
  console.log(name);
  const variant = variantById('hospital');
  const [server, startMs] = await timed(async () => startHisServer({ variant, plugins: await loadServerPlugins(variant), database, demo: true, adminPassword: DEMO_ADMIN.password }));
  try {
    console.log(`  start with a new demo database (migrations and every seed): ${(startMs / 1000).toFixed(1)} s`);
    const { token } = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const admin: Caller = { token };
    await latency('searchICD by unaccented words', (index) => apiCall(server, admin, SEARCH, { s: WORDS[index % WORDS.length] }));
    await latency('searchICD by code prefixes', (index) => apiCall(server, admin, SEARCH, { s: CODES[index % CODES.length] }));
    await seedTime(server);
  } finally {
    await server.close();
  }
}

process.env.HIS_LOG ??= 'silent';
await onEachDatabase('icd', { pglite: 'ICD-10 on PGlite (embedded, data folder)', postgres: 'ICD-10 on PostgreSQL 15 (local server)' }, measure);
