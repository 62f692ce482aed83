// Prints catalogue numbers (never asserted): importing 10,000 services in one file, then picker search and list
// pages (by offset and by keyset) in a 100,000-row service catalogue, on the embedded database and on PostgreSQL
// when installed.
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { CATALOGUE_LIMITS, toKhongDau } from '@his/sdk';
import { searchDocument } from '../../sdk/server/catalogue/catalogue-table';
import { dichVu } from '../../plugins/catalogues/rules/services';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { apiCall, onEachDatabase, spread, timed } from './measure';
import { login, type Caller } from '../support/server';

const TARGET_ROWS = 100_000;
const FIRST_FILE_ROWS = 10_000;
const CLIENTS = 20;
const REQUESTS_PER_CLIENT = 10;

// Words of real service names, combined into distinct names that search has to rank, not just filter.
const PROCEDURES = ['Chụp X-quang', 'Chụp CT', 'Chụp cộng hưởng từ', 'Siêu âm', 'Nội soi', 'Định lượng', 'Xét nghiệm', 'Đo', 'Điện', 'Phẫu thuật', 'Thủ thuật', 'Khám'];
const SITES = ['ngực thẳng', 'cột sống thắt lưng', 'bụng tổng quát', 'tuyến giáp', 'khớp gối', 'sọ não', 'dạ dày', 'đại tràng', 'tim', 'gan mật', 'tuyến vú', 'thận'];
const DETAILS = ['có tiêm thuốc cản quang', 'không tiêm thuốc', 'hai bên', 'một bên', 'cấp cứu', 'theo yêu cầu', 'trẻ em', 'người lớn'];
const GROUPS = ['KB', 'XN-HH', 'XN-SH', 'XN-MD', 'XN-VS'];
// Typed the way clerks type: codes, syllable starts without accents, whole names with them.
const SEARCHES = ['sieu am', 'siêu âm tuyến giáp', 'chup ct so nao', 'BV000', 'BV01234', 'noi soi da day', 'khớp gối', 'x-quang nguc', 'dinh luong', 'tim cap cuu', 'BV', 'kham'];

function serviceRow(index: number): Record<string, unknown> {
  const name = `${PROCEDURES[index % PROCEDURES.length]} ${SITES[Math.floor(index / PROCEDURES.length) % SITES.length]} ${DETAILS[Math.floor(index / 144) % DETAILS.length]} ${index}`;
  return { MaDichVu: `BV${String(index).padStart(6, '0')}`, TenDichVu: name, NhomDichVu_Id: GROUPS[index % GROUPS.length], DonViTinh: 'Lần', GiaDichVu: 50_000 + (index % 200) * 1_000 };
}



/** One user on an idle server, then 20 at once: what a clerk feels, and what a busy morning does to it. */
async function latency(label: string, request: (client: number, index: number) => Promise<unknown>): Promise<void> {
  const alone: number[] = [];
  for (let index = 0; index < CLIENTS; index++) alone.push((await timed(() => request(0, index)))[1]);
  console.log(`  ${label.padEnd(44)} 1 client × ${CLIENTS}: ${spread(alone)}`);
  const samples: number[] = [];
  await Promise.all(Array.from({ length: CLIENTS }, async (_, client) => {
    for (let index = 0; index < REQUESTS_PER_CLIENT; index++) samples.push((await timed(() => request(client, index)))[1]);
  }));
  console.log(`  ${''.padEnd(44)} ${CLIENTS} clients × ${REQUESTS_PER_CLIENT}: ${spread(samples)}`);
}

const CURSOR = 'query ($after: String, $limit: Int) { getDM_DichVuCursor(after: $after, limit: $limit) { endCursor hasMore items { _id MaDichVu TenDichVu GiaDichVu } } }';

/** The cursor after `rows` rows, reached by walking keyset pages of 500 (then 50): what a client holds there. */
async function cursorAfter(server: HisServer, caller: Caller, rows: number): Promise<string> {
  let after: string | null = null;
  for (let read = 0; read < rows; ) {
    const limit = rows - read >= CATALOGUE_LIMITS.listMax ? CATALOGUE_LIMITS.listMax : 50;
    const page = (await apiCall(server, caller, CURSOR, { after, limit })).getDM_DichVuCursor as { endCursor: string };
    after = page.endCursor;
    read += limit;
  }
  return after!;
}

const IMPORT = 'mutation ($rows: [JSON!]!) { importDM_DichVu(rows: $rows) { total saved errors { message } } }';

async function importRows(server: HisServer, caller: Caller, from: number, count: number): Promise<number> {
  const rows = Array.from({ length: count }, (_, offset) => serviceRow(from + offset));
  const [data, ms] = await timed(() => apiCall(server, caller, IMPORT, { rows }));
  const result = data.importDM_DichVu as { saved: number; errors: { message: string }[] };
  if (result.errors.length > 0) throw new Error(`import refused: ${result.errors[0]!.message}`);
  return ms;
}

// Name searches typed without accents, common ('kham') to rare (a whole name): a rare one is where a scan hurts most.
const NAME_SEARCHES = ['sieu am', 'chup ct so nao', 'noi soi da day', 'khop goi', 'x-quang nguc', 'dinh luong', 'tim cap cuu', 'kham', 'thu thuat than tre em 99'];

/**
 * The engine's search condition straight on the database, 20 clients at once: served by its indexes, and the same
 * condition with the indexed expressions defeated (what a scan costs); the searched list page as the planner ran it
 * before (walking the order index, testing every row) and as it runs now (matches from the indexes, then sorted).
 */
async function searchBySql(server: HisServer): Promise<void> {
  const database = server.runtime.database;
  const indexed = searchDocument(dichVu);
  const defeated = indexed.replace('"TenKhongDau"', `("TenKhongDau" || '')`);
  // Services are one catalogue for every facility: no node condition.
  const where = (document: string, code: string) => `NOT "TamNgung" AND (${document} @@ to_tsquery('simple'::regconfig, $1) OR ${code} ILIKE $2)`;
  const params = (index: number) => {
    const text = NAME_SEARCHES[index % NAME_SEARCHES.length]!;
    const words = toKhongDau(text).split(/[^a-z0-9]+/).filter(Boolean);
    return [words.map((word) => `${word}:*`).join(' & '), `%${text}%`, toKhongDau(text)];
  };
  const picker = (condition: string) => `SELECT _id, "MaDichVu" FROM "DM_DichVu" WHERE ${condition} ORDER BY word_similarity($3, "TenKhongDau") DESC, "TenKhongDau" LIMIT 20`;
  const sqlLatency = (label: string, text: string, count = 3) => latency(label, (client, index) => database.query(text, params(client + index).slice(0, count)));
  await sqlLatency('search SQL, by the indexes', picker(where(indexed, '"MaDichVu"')));
  await sqlLatency('search SQL, indexes defeated (a scan)', picker(where(defeated, `("MaDichVu" || '')`)));
  const select = `SELECT _id, "MaDichVu" FROM "DM_DichVu" WHERE ${where(indexed, '"MaDichVu"')}`;
  await sqlLatency('searched list page, as before (order walk)', `${select} ORDER BY "MaDichVu" COLLATE "C", _id LIMIT 50`, 2);
  await sqlLatency('searched list page, now (indexes, then sort)', `WITH matched AS MATERIALIZED (${select}) SELECT * FROM matched ORDER BY "MaDichVu" COLLATE "C", _id LIMIT 50`, 2);
}

async function measure(name: string, database: DatabaseOptions): Promise<void> {
  console.log(name);
  const variant = variantById('hospital');
  const server = await startHisServer({ variant, plugins: await loadServerPlugins(variant), database, demo: true, adminPassword: DEMO_ADMIN.password });
  try {
    const { token } = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const admin: Caller = { token };
    const first = await importRows(server, admin, 0, FIRST_FILE_ROWS);
    console.log(`  import of ${FIRST_FILE_ROWS.toLocaleString('en')} services in one file: ${(first / 1000).toFixed(1)} s (${Math.round(FIRST_FILE_ROWS / (first / 1000))} rows/s)`);
    for (let from = FIRST_FILE_ROWS; from < TARGET_ROWS; from += CATALOGUE_LIMITS.importMaxRows) {
      await importRows(server, admin, from, Math.min(CATALOGUE_LIMITS.importMaxRows, TARGET_ROWS - from));
    }
    const total = (await apiCall(server, admin, '{ getDM_DichVu(limit: 1) { total } }', {})).getDM_DichVu.total as number;
    console.log(`  catalogue size: ${total.toLocaleString('en')} services`);
    const search = 'query ($s: String) { searchDM_DichVu(searchString: $s, limit: 20) { _id MaDichVu TenDichVu } }';
    await latency('picker search (20 results)', (client, index) => apiCall(server, admin, search, { s: SEARCHES[(client + index) % SEARCHES.length] }));
    const list = 'query ($page: Int) { getDM_DichVu(page: $page, limit: 50) { total items { _id MaDichVu TenDichVu GiaDichVu } } }';
    await latency('list, first page of 50', () => apiCall(server, admin, list, { page: 1 }));
    // Offset paging reads every row before the page: the cost of jumping deep into a long list.
    await latency('list, page 1,000 of 50 (row 50,000)', () => apiCall(server, admin, list, { page: 1000 }));
    // Keyset paging seeks the order index to the cursor: page 1,000 costs what page 1 does.
    await latency('keyset, first page of 50', () => apiCall(server, admin, CURSOR, { limit: 50 }));
    const deep = await cursorAfter(server, admin, 49_950);
    await latency('keyset, page 1,000 of 50 (row 50,000)', () => apiCall(server, admin, CURSOR, { after: deep, limit: 50 }));
    const [walk, walkMs] = await timed(async () => {
      let pages = 0;
      for (let after: string | null = null, more = true; more; pages++) {
        const page = (await apiCall(server, admin, CURSOR, { after, limit: CATALOGUE_LIMITS.listMax })).getDM_DichVuCursor as { endCursor: string; hasMore: boolean };
        after = page.endCursor;
        more = page.hasMore;
      }
      return pages;
    });
    console.log(`  keyset walk of the whole catalogue, ${walk} pages of ${CATALOGUE_LIMITS.listMax}: ${(walkMs / 1000).toFixed(1)} s`);
    const filtered = 'query ($s: String) { getDM_DichVu(searchString: $s, page: 1, limit: 50) { total items { _id MaDichVu } } }';
    await latency('list, first page of 50, filtered', (client, index) => apiCall(server, admin, filtered, { s: SEARCHES[(client + index) % SEARCHES.length] }));
    const codes = Array.from({ length: 2_000 }, (_, index) => serviceRow(index * 47).MaDichVu);
    const byCodes = 'query ($codes: [String!]!) { getDM_DichVuByCodes(codes: $codes) { _id MaDichVu TenDichVu TamNgung } }';
    await latency('by codes, 2,000 codes of a price file', () => apiCall(server, admin, byCodes, { codes }));
    await searchBySql(server);
  } finally {
    await server.close();
  }
}

process.env.HIS_LOG ??= 'silent';
await onEachDatabase('catalogues', { pglite: 'Services catalogue on PGlite (embedded, data folder)', postgres: 'Services catalogue on PostgreSQL 15 (local server)' }, measure);
