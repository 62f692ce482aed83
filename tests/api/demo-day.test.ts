// The demo day (README): a server started with it on a demo database finds each demo role's work made for today, as
// the demo accounts, once a day: patients waiting for the doctor, orders sent to the performing rooms, one lab result
// returned; a second start the same day adds nothing, a start the next day makes that day's. On PGlite and PostgreSQL.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseOptions, HisServer } from '@his/server';
import { defineEvent } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import { allocateNumber, badInput, type DemoDayContext, type ServerPlugin } from '@his/sdk/server';
import { runDemoDay } from '../../server/src/core/demo-day';
import { BACKENDS, serversOnBackends, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { gql, login, mainService, startVariantServer, type Caller } from '../support/server';
import { demoTemplateFolder, postgresTemplate } from '../support/templates';

const DAY_MS = 24 * 60 * 60 * 1000;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const QUEUE = 'query ($room: ID!) { hangDoiKhamBenh(idRoom: $room) { DanhSach isPriority TenBenhNhan SoTheBHYT TiepNhan_Id } }';
const WORK_LIST = `query ($options: ClsDichVuYeuCauOptions!) { clsCacDichVuYeuCau(options: $options) {
  _id TrangThai TiepNhan_Id NguoiThucHien_Ids ChiTiets { MaDichVu } } }`;
const RESULTS = 'query ($visit: ID!) { ketQuaCLSTheoTiepNhan(TiepNhan_Id: $visit) { _id TrangThai KetQuas { TenXetNghiem KetQua CanhBao } } }';
const PROCEDURES = 'query ($options: DanhSachChiDinhPTTTOptions!) { danhSachChiDinhPTTT(options: $options) { _id TrangThai ChiTiets { MaDichVu } } }';

interface QueueRow { DanhSach: string; isPriority: boolean; TenBenhNhan: string; SoTheBHYT: string | null; TiepNhan_Id: string }
interface Order { _id: string; TrangThai: string; TiepNhan_Id: string; NguoiThucHien_Ids: string[]; ChiTiets: { MaDichVu: string }[] }

/** A database that outlives a server, so that the next one starts on it: a PGlite folder, or a PostgreSQL database. */
async function demoDatabase(backend: Backend, postgres: () => Promise<PostgresServer>): Promise<{ database: DatabaseOptions; remove(): void }> {
  if (backend === 'PGlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'his-demo-day-'));
    cpSync(demoTemplateFolder('hospital'), dataDir, { recursive: true });
    return { database: { dataDir, durable: false }, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const server = await postgres();
  const template = await postgresTemplate(server, { variantId: 'hospital', withPlugins: true });
  return { database: { url: await createDatabase(server, 'his_demo_day', template) }, remove: () => undefined };
}

let postgres: Promise<PostgresServer> | undefined;
afterAll(async () => (await postgres?.catch(() => undefined))?.stop());

describe.each(BACKENDS)('the demo day on %s', (backend) => {
  let server: HisServer | undefined;
  let store: { database: DatabaseOptions; remove(): void };
  const { data } = mainService(() => server!);

  const count = async (query: string, params: unknown[] = []) => Number((await server!.runtime.database.query<{ n: number }>(query, params))[0]!.n);
  const snapshot = async () => ({
    visits: await count('SELECT count(*)::int AS n FROM "TiepNhan"'),
    exams: await count('SELECT count(*)::int AS n FROM "KhamBenh"'),
    orders: await count('SELECT count(*)::int AS n FROM "DichVuYeuCau"'),
    returned: await count(`SELECT count(*)::int AS n FROM "DichVuYeuCau" WHERE "TrangThai" = 'CoKetQua'`),
    audited: await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE operation = 'demoDay'`),
  });
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server!, username, password)).token;
    const me = (await gql(server!, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const room = async (code: string) => (await server!.runtime.database.query<{ _id: string }>('SELECT _id FROM his_nodes WHERE code = $1', [code]))[0]!._id;
  const queueOf = async (doctor: Caller, code: string): Promise<QueueRow[]> => (await data(doctor, QUEUE, { room: await room(code) })).hangDoiKhamBenh;
  const workList = async (tech: Caller, nhom: string, tab: string): Promise<Order[]> => (await data(tech, WORK_LIST, { options: { nhom, tab } })).clsCacDichVuYeuCau;
  const start = async () => {
    server = await startVariantServer(store.database, 'hospital', { demoDay: true });
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  const days = async () => (await server!.runtime.database.query<{ owner: string; kind: string }>(
    `SELECT owner, kind FROM his_seeds WHERE kind LIKE 'demo-day:%' ORDER BY kind, owner`)).map((row) => `${row.owner} ${row.kind}`);
  const dayKind = (at: number) => {
    const day = new Date(startOfDay(at) + 7 * 60 * 60 * 1000);
    return `demo-day:${day.toISOString().slice(0, 10)}`;
  };

  /** What each demo role finds today: the doctor's queue, the work lists, the returned result. */
  const expectTodaysWork = async () => {
    const doctor = await signIn('bacsi', 'Bacsi@123');
    const tech = await signIn('ktv', 'Ktv@12345');
    const nurse = await signIn('dieuduong', 'Dieuduong@123');
    const internal = await queueOf(doctor, 'PK01');
    expect(internal.map((row) => row.DanhSach)).toEqual(['DangKham', 'DangKham', 'DangKham', 'DangKham', 'ChoKham', 'ChoKham']);
    expect(internal[0]!.isPriority, 'the elderly patient goes first').toBe(true);
    expect(internal.filter((row) => row.SoTheBHYT !== null).length).toBe(4);
    expect((await queueOf(doctor, 'PK02')).map((row) => row.DanhSach)).toEqual(['ChoKham']);
    expect((await queueOf(doctor, 'PK03')).map((row) => row.DanhSach)).toEqual(['ChoKham']);

    const labWaiting = await workList(tech, 'xet-nghiem', 'waiting');
    expect(labWaiting.map((order) => [order.TrangThai, order.ChiTiets.map((line) => line.MaDichVu)])).toEqual([['SanSang', ['XN-TPTTBM']]]);
    expect((await workList(tech, 'sieu-am', 'waiting')).map((order) => [order.TrangThai, order.ChiTiets.map((line) => line.MaDichVu)])).toEqual([['SanSang', ['SA-BUNG']]]);
    expect((await workList(tech, 'chan-doan-hinh-anh', 'waiting')).flatMap((order) => order.ChiTiets.map((line) => `${order.TrangThai} ${line.MaDichVu}`)).sort())
      .toEqual(['SanSang XQ-CSTL', 'SanSang XQ-NGUC']);
    const procedures = async (nhom: string) => (await data(nurse, PROCEDURES, { options: { nhom, tab: 'waiting' } })).danhSachChiDinhPTTT as Order[];
    expect((await procedures('thuc-hien-chi-dinh-pttt')).map((order) => order.ChiTiets.map((line) => line.MaDichVu))).toEqual([['TT-KHI-DUNG']]);
    expect((await procedures('thuc-hien-vltl')).map((order) => order.ChiTiets.map((line) => line.MaDichVu))).toEqual([['VLTL-DIEN-CHAM']]);

    // The technician returned the diabetic patient's glucose and blood count: the doctor reads them on the exam.
    const [returned] = await workList(tech, 'xet-nghiem', 'done');
    expect(returned!.ChiTiets.map((line) => line.MaDichVu).sort()).toEqual(['XN-GLU', 'XN-TPTTBM']);
    const results = (await data(doctor, RESULTS, { visit: returned!.TiepNhan_Id })).ketQuaCLSTheoTiepNhan as { TrangThai: string; KetQuas: { TenXetNghiem: string; KetQua: string; CanhBao: string | null }[] }[];
    const values = results.find((order) => order.TrangThai === 'CoKetQua')!.KetQuas;
    expect(values.filter((value) => value.CanhBao !== null)).toEqual([{ TenXetNghiem: 'Glucose', KetQua: '9.8', CanhBao: 'Cao' }]);
    expect(values).toHaveLength(4);
    const technician = (await server!.runtime.database.query<{ NhanVien_Id: string }>(`SELECT "NhanVien_Id" FROM his_users WHERE username = 'ktv'`))[0]!.NhanVien_Id;
    expect(returned!.NguoiThucHien_Ids).toEqual([technician]);
  };

  beforeAll(async () => {
    process.env.HIS_LOG ??= 'silent';
    store = await demoDatabase(backend, () => (postgres ??= startPostgres()));
  }, 180_000);
  afterEach(async () => {
    vi.restoreAllMocks();
    await stop();
  });
  afterAll(() => store?.remove());

  it('When the server starts with the demo day / Then the receptionist has received the day\'s patients, the doctor examined four and ordered, and the technician returned one lab result', async () => {
    await start();
    await expectTodaysWork();
    const made = await snapshot();
    expect(made).toMatchObject({ visits: 8, exams: 4, returned: 1 });
    // Rows and audit entries name the demo accounts who would have done the work.
    const actors = await server!.runtime.database.query<{ username: string }>(`SELECT DISTINCT username FROM his_audit_log WHERE operation = 'demoDay' ORDER BY username`);
    expect(actors.map((row) => row.username)).toEqual(['bacsi', 'ktv', 'tiepdon']);
    const receivedBy = await server!.runtime.database.query<{ username: string }>(`SELECT DISTINCT u.username FROM "TiepNhan" t JOIN his_users u ON u._id = t."createdBy"`);
    expect(receivedBy.map((row) => row.username)).toEqual(['tiepdon']);
    expect(await count(`SELECT count(*)::int AS n FROM "TiepNhan" WHERE "SoTheBHYT" IS NOT NULL`)).toBe(5);
    expect(await count(`SELECT count(*)::int AS n FROM "PhieuHangDoi" WHERE "TiepNhan_Id" IS NOT NULL`)).toBe(8);
    expect(await days()).toEqual(['examination', 'paraclinical', 'reception'].map((owner) => `${owner} ${dayKind(Date.now())}`));
  }, 180_000);

  it('When it starts again the same day / Then it adds nothing', async () => {
    await start();
    const before = await snapshot();
    await stop();
    await start();
    expect(await snapshot()).toEqual(before);
    expect(await days()).toHaveLength(3);
  }, 180_000);

  it('When it starts the next day / Then that day\'s patients come, examined and ordered as the day before', async () => {
    await start();
    const before = await snapshot();
    await stop();
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + DAY_MS);
    await start();
    const after = await snapshot();
    expect({ visits: after.visits - before.visits, exams: after.exams - before.exams, returned: after.returned - before.returned }).toEqual({ visits: 8, exams: 4, returned: 1 });
    await expectTodaysWork();
    expect(await days()).toContain(`reception ${dayKind(Date.now())}`);
    expect(await days()).toHaveLength(6);
  }, 180_000);
});

describe.each(BACKENDS)('the demo day\'s runner on %s', (backend) => {
  const startServer = serversOnBackends();
  let server: HisServer;
  const done = defineEvent<{ key: string }>('demoDayTest', 'done');
  const counters = async () => (await server.runtime.database.query<{ key: string }>(`SELECT key FROM his_counters WHERE key LIKE 'demo-test:%' ORDER BY key`)).map((row) => row.key);
  /** A part writing, as the receptionist, one counter kept and one refused after its row was written. */
  const part = (id: string, work?: (day: DemoDayContext) => Promise<void>): ServerPlugin => ({
    id,
    demoDay: work ?? (async (day) => {
      const desk = await day.actAs('tiepdon');
      await desk.ctx.write(async (scope) => {
        await allocateNumber(scope.tx, `demo-test:${id}:kept`);
        await scope.audit({ action: 'CREATE', entity: 'DemoTest', entityId: id });
        scope.emit(done, { key: id });
      });
      await desk.ctx.write(async (scope) => {
        await allocateNumber(scope.tx, `demo-test:${id}:refused`);
        scope.emit(done, { key: `${id} refused` });
        throw badInput('validation.required', 'key');
      }).catch(() => undefined);
    }),
  });

  beforeAll(async () => {
    server = await startServer(backend);
  }, 120_000);
  afterAll(async () => server?.close());

  it('When a part fails / Then it is logged, its rows are rolled back, and the parts after it still run, once a day', async () => {
    const errors: string[] = [];
    const runtime = { ...server.runtime, log: { ...server.runtime.log, error: (message: string, fields?: Record<string, unknown>) => errors.push(`${message} ${String(fields?.plugin)}`) } };
    const events: unknown[] = [];
    const stopListening = server.runtime.bus.subscribe((event) => events.push(event));
    const failing = part('failing', async (day) => {
      const desk = await day.actAs('tiepdon');
      await desk.ctx.write(async (scope) => void (await allocateNumber(scope.tx, 'demo-test:failing:written')));
      throw new Error('the part fails');
    });
    const unknown = part('unknown', async (day) => void (await day.actAs('nobody')));
    const now = Date.now();
    try {
      expect(await runDemoDay(runtime, [failing, unknown, part('first'), part('second')], now)).toEqual(['first', 'second']);
      expect(errors).toEqual(['demoDay.partFailed failing', 'demoDay.partFailed unknown']);
      // A refused write of a part is undone alone (its savepoint); the part's other writes stand, and only theirs are announced.
      expect(await counters()).toEqual(['demo-test:first:kept', 'demo-test:second:kept']);
      // On PostgreSQL the events come back through LISTEN: waited for, and a moment more for any that should not come.
      await expect.poll(() => events.length).toBeGreaterThanOrEqual(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toEqual([
        expect.objectContaining({ module: 'demoDayTest', process: 'done', data: { key: 'first' } }),
        expect.objectContaining({ module: 'demoDayTest', process: 'done', data: { key: 'second' } }),
      ]);
      const audited = await server.runtime.database.query<{ username: string; operation: string; entity_Id: string }>(
        `SELECT username, operation, "entity_Id" FROM his_audit_log WHERE entity = 'DemoTest' ORDER BY "entity_Id"`);
      expect(audited).toEqual([{ username: 'tiepdon', operation: 'demoDay', entity_Id: 'first' }, { username: 'tiepdon', operation: 'demoDay', entity_Id: 'second' }]);

      // The failed parts are tried again at the next start of the day; the done ones are not.
      errors.length = 0;
      expect(await runDemoDay(runtime, [failing, part('first'), part('second')], now)).toEqual([]);
      expect(errors).toEqual(['demoDay.partFailed failing']);
      expect(await runDemoDay(runtime, [part('first')], now + DAY_MS)).toEqual(['first']);
    } finally {
      stopListening();
    }
  }, 60_000);

  it('When the database holds no demo data / Then no part runs', async () => {
    await server.runtime.database.query(`DELETE FROM his_seeds WHERE owner = 'core' AND kind = 'demo'`);
    expect(await runDemoDay(server.runtime, [part('third')], Date.now() + 5 * DAY_MS)).toEqual([]);
    expect(await counters()).not.toContain('demo-test:third:kept');
  });
});
