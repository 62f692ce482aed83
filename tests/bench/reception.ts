// Prints reception numbers (never asserted): patient search by unaccented name, phone, MaYTe and card number over
// 100,000 synthetic patients on the embedded database and 1,000,000 on PostgreSQL, with the search plans on
// PostgreSQL, and a receptionist's visit with two examinations; one client, then 20 at once (searches paced as the
// search box sends them, then back to back), the clients on a thread of their own as browsers are on machines of their own.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { recentWindow, searchStatements } from '../../plugins/reception/api/patient-reads';
import { nameIndexBuilt } from '../../plugins/reception/api/patient-name-search';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { apiCall, callsFromClients, onEachDatabase, spread, timed, type ClientCall } from './measure';
import { SEED_BATCH, receptionist, searchKinds, seedPatients } from './patient-seed';
import { SEARCH_DEBOUNCE_MS } from '../../sdk/ui/combobox/search-debounce';
import type { Caller } from '../support/server';

// HIS_BENCH_SCALE=0.01 gives a quick run of the same steps on 1,000 and 10,000 patients.
const SCALE = Number(process.env.HIS_BENCH_SCALE ?? 1);
const PGLITE_PATIENTS = Math.round(100_000 * SCALE);
const POSTGRES_PATIENTS = Math.round(1_000_000 * SCALE);
const SEQUENTIAL_REQUESTS = 200;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 20;
const VISITS_SEQUENTIAL = 100;
const VISITS_PER_CLIENT = 10;

/**
 * One receptionist on an idle server, then 20 at once, each sending its calls one after another from the clients'
 * thread; `call` gets a distinct sequence number per call. With `pacedMs`, the 20 also send one call each `pacedMs`
 * from random starts first: the most a search box lets a person send, so what 20 receptionists searching wait for,
 * where back to back shows the server saturated. Returns the number of the slowest call of the one receptionist:
 * the case worth a look at its plan.
 */
async function latency(server: HisServer, caller: Caller, label: string, sequential: number, perClient: number, call: (index: number) => ClientCall, pacedMs?: number): Promise<number> {
  let next = 0;
  const calls = (count: number) => Array.from({ length: count }, () => call(next++));
  const together = () => Array.from({ length: CLIENTS }, () => calls(perClient));
  const alone = await callsFromClients(server, caller, [calls(sequential)]);
  const slowest = alone.indexOf(Math.max(...alone));
  console.log(`  ${label.padEnd(36)} 1 client × ${sequential}: ${spread(alone)}`);
  if (pacedMs !== undefined) {
    const paced = await callsFromClients(server, caller, together(), { intervalMs: pacedMs });
    console.log(`  ${''.padEnd(36)} ${CLIENTS} clients × ${perClient}, one each ${pacedMs} ms: ${spread(paced)}`);
  }
  const backToBack = await callsFromClients(server, caller, together());
  console.log(`  ${''.padEnd(36)} ${CLIENTS} clients × ${perClient}${pacedMs === undefined ? '' : ', back to back'}: ${spread(backToBack)}`);
  return slowest;
}

const SEARCH = 'query ($s: String!) { searchBenhNhan(searchString: $s, limit: 20) { items { _id MaYTe TenBenhNhan Tuoi SoDienThoai SoTheBHYT } hasMore } }';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap after a full collection, in MB: what the process holds, not what it has yet to free. */
function heapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1e6;
}

/** The plans PostgreSQL runs for the API's search of a first page: nodes and indexes, and the time each took. */
async function planLine(server: HisServer, facilityId: string, text: string): Promise<string> {
  const statements = searchStatements(facilityId, text, 21, { window: await recentWindow(server.runtime.database.db) });
  const first = await plan(server, statements.first);
  // As the API does: the older patients only when the newest hold less than a page.
  if (!statements.older || first.rows >= 21) return first.line;
  return `${first.line}; then ${(await plan(server, statements.older(21 - first.rows))).line}`;
}

async function plan(server: HisServer, statement: SQL): Promise<{ line: string; rows: number }> {
  const query = new PgDialect().sqlToQuery(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`);
  const [row] = await server.runtime.database.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(query.sql, query.params);
  const [{ Plan: root, 'Execution Time': time }] = row!['QUERY PLAN'];
  const nodes: string[] = [];
  const walk = (node: PlanNode) => {
    const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
    if (node['Node Type'] !== 'Subquery Scan') nodes.push(`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''} (${node['Actual Rows']} rows${removed ? `, ${removed} filtered out` : ''})`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return { line: `${nodes.join(' > ')}: ${time.toFixed(1)} ms`, rows: root['Actual Rows'] };
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const CREATE_VISIT = `mutation ($id: ID, $input: TiepNhanInput!) { createTiepNhanKhamBenh(BenhNhan_Id: $id, input: $input) {
  _id MaTiepNhan DichVuYeuCaus { SoPhieuYeuCau } PhieuHangDois { SoThuTu } } }`;

/** Two examinations (internal medicine, surgery) in their rooms for a fee-paying patient, as the reception form sends. */
async function visitInput(server: HisServer, caller: Caller): Promise<Record<string, unknown>> {
  const group = (await apiCall(server, caller, '{ searchDM_DoiTuongs(searchString: "VienPhi", limit: 1) { _id } }')).searchDM_DoiTuongs[0]._id as string;
  const exams: { DichVu_Id: string; PhongBan_Id: string }[] = [];
  for (const code of ['KB-NOI', 'KB-NGOAI']) {
    const service = (await apiCall(server, caller, 'query ($s: String) { searchDM_DichVu(searchString: $s, limit: 1) { _id } }', { s: code })).searchDM_DichVu[0]._id as string;
    const rooms = (await apiCall(server, caller, 'query ($id: ID) { phongKhamTiepNhan(DichVu_Id: $id) { _id } }', { id: service })).phongKhamTiepNhan as { _id: string }[];
    const room = rooms.find((candidate) => !exams.some((exam) => exam.PhongBan_Id === candidate._id)) ?? rooms[0]!;
    exams.push({ DichVu_Id: service, PhongBan_Id: room._id });
  }
  return { DoiTuong_Id: group, DichVuKham: exams };
}

async function measure(name: string, database: DatabaseOptions, patients: number, plans: boolean): Promise<void> {
  console.log(name);
  const variant = variantById('hospital');
  const server = await startHisServer({ variant, plugins: await loadServerPlugins(variant), database, demo: true, adminPassword: DEMO_ADMIN.password });
  try {
    const { caller, facilityId } = await receptionist(server);
    const seedMs = await seedPatients(server.runtime.database, facilityId, patients);
    const [counted] = await server.runtime.database.query<{ total: number }>('SELECT count(*)::int AS total FROM "BenhNhan" WHERE "node_Id" = $1', [facilityId]);
    console.log(`  seed of ${patients.toLocaleString('en')} patients (SQL batches of ${SEED_BATCH.toLocaleString('en')}, then VACUUM ANALYZE): ${(seedMs / 1000).toFixed(1)} s; ${counted!.total.toLocaleString('en')} patients at the facility`);
    // The first name search starts the facility's name index, which answers the name searches measured below.
    const heapBefore = heapMb();
    const [, buildMs] = await timed(async () => {
      await apiCall(server, caller, SEARCH, { s: 'an' });
      await nameIndexBuilt(server.runtime.database.db, facilityId);
    });
    console.log(`  name index of the facility's patients: built in ${(buildMs / 1000).toFixed(1)} s, holding ${(heapMb() - heapBefore).toFixed(0)} MB of heap`);
    for (const kind of await searchKinds(server.runtime.database, facilityId)) {
      const text = (index: number) => kind.texts[index % kind.texts.length]!;
      const slowest = await latency(server, caller, `search by ${kind.label}`, SEQUENTIAL_REQUESTS, REQUESTS_PER_CLIENT, (index) => ({ query: SEARCH, variables: { s: text(index) } }), SEARCH_DEBOUNCE_MS);
      if (plans) {
        // Names: the plans of the database's statements, which answer while the index is being built.
        console.log(`  ${''.padEnd(36)} plan of "${text(0)}": ${await planLine(server, facilityId, text(0))}`);
        console.log(`  ${''.padEnd(36)} plan of the slowest, "${text(slowest)}": ${await planLine(server, facilityId, text(slowest))}`);
      }
    }
    // Each visit needs a patient without an open one: the oldest seeded patients, one per call.
    const ids = (await server.runtime.database.query<{ _id: string }>('SELECT _id FROM "BenhNhan" WHERE "node_Id" = $1 ORDER BY _id LIMIT $2',
      [facilityId, VISITS_SEQUENTIAL + CLIENTS * VISITS_PER_CLIENT])).map((row) => row._id);
    const input = await visitInput(server, caller);
    await latency(server, caller, 'visit with two examinations', VISITS_SEQUENTIAL, VISITS_PER_CLIENT, (index) => ({ query: CREATE_VISIT, variables: { id: ids[index], input } }));
  } finally {
    await server.close();
  }
}

process.env.HIS_LOG ??= 'silent';
await onEachDatabase('reception', {
  pglite: `Reception on PGlite (embedded, data folder), ${PGLITE_PATIENTS.toLocaleString('en')} patients`,
  postgres: `Reception on PostgreSQL 15 (local server), ${POSTGRES_PATIENTS.toLocaleString('en')} patients`,
}, (title, database) => measure(title, database, 'dataDir' in database ? PGLITE_PATIENTS : POSTGRES_PATIENTS, !('dataDir' in database)));
