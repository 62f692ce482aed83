// Prints the patient import's numbers (never asserted): a file of 10,000 full rows uploaded, then imported whole (read
// in its thread, checked, saved), five times on the embedded database in a data folder and on PostgreSQL, each as
// min / median / max with the load average they depend on.
import { loadavg } from 'node:os';
import { DEMO_ADMIN, startHisServer, type DatabaseOptions, type HisServer } from '@his/server';
import { variantById } from '@his/variants';
import { loadServerPlugins } from '../../cli/src/server-plugins';
import { gql, login, type Caller } from '../support/server';
import { generatedRows, patientFile, uploadFile } from '../api/reception-import-file';
import { apiCall, onEachDatabase, timed } from './measure';

// HIS_BENCH_SCALE=0.1 gives a quick run of the same steps on 1,000 rows.
const ROWS = Math.round(10_000 * Number(process.env.HIS_BENCH_SCALE ?? 1));
const RUNS = 5;
const IMPORT = 'mutation ($fileId: ID!) { saveImportPatient(fileId: $fileId) { total saved errorCount errors { message } MaYTes } }';
const COLUMNS = '{ getDataForImportPatient { columns { field example } } }';

function minMedianMax(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return `min ${s(sorted[0]!)}, median ${s(sorted[Math.floor(sorted.length / 2)]!)}, max ${s(sorted.at(-1)!)} (load ${loadavg().map((value) => value.toFixed(2)).join(' ')})`;
}

async function admin(server: HisServer): Promise<Caller> {
  const { token } = await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const me = await gql(server, '/graphqlauth', '{ myInfo { profile { _id } nodes { _id code } } }', {}, { token });
  return { token, node: (me.data.myInfo.nodes as { _id: string; code: string }[]).find((node) => node.code === 'CS01')!._id, profile: me.data.myInfo.profile._id };
}

async function measure(title: string, database: DatabaseOptions): Promise<void> {
  console.log(title);
  const variant = variantById('hospital');
  const server = await startHisServer({ variant, plugins: await loadServerPlugins(variant), database, demo: true, adminPassword: DEMO_ADMIN.password });
  try {
    const caller = await admin(server);
    // The template's example commune: one the facility's catalogue holds.
    const columns = (await apiCall(server, caller, COLUMNS)).getDataForImportPatient.columns as { field: string; example: string | null }[];
    const commune = columns.find((column) => column.field === 'MaDonViHanhChinh')!.example!;
    const uploads: number[] = [];
    const imports: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const file = await patientFile(generatedRows(ROWS, commune, run));
      if (run === 1) console.log(`  file of ${ROWS.toLocaleString('en')} full rows: ${(file.length / 1024).toFixed(0)} KB`);
      const [answer, uploadMs] = await timed(() => uploadFile(server, caller, `benh-nhan-${run}.xlsx`, file));
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
      const [data, importMs] = await timed(() => apiCall(server, caller, IMPORT, { fileId: answer.body[0]._id }));
      if (data.saveImportPatient.saved !== ROWS) throw new Error(JSON.stringify(data.saveImportPatient.errors.slice(0, 3)));
      uploads.push(uploadMs);
      imports.push(importMs);
    }
    console.log(`  upload (POST /upload)                          × ${RUNS}: ${minMedianMax(uploads)}`);
    console.log(`  saveImportPatient (read, check, save all rows) × ${RUNS}: ${minMedianMax(imports)}`);
    const [counted] = await server.runtime.database.query<{ total: number }>('SELECT count(*)::int AS total FROM "BenhNhan" WHERE "node_Id" = $1', [caller.node]);
    console.log(`  ${counted!.total.toLocaleString('en')} patients at the facility after the runs`);
  } finally {
    await server.close();
  }
}

process.env.HIS_LOG ??= 'silent';
await onEachDatabase('reception_import', {
  pglite: 'Patient import on PGlite (embedded, data folder)',
  postgres: 'Patient import on PostgreSQL 15 (local server)',
}, measure);
