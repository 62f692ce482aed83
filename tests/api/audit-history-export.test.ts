// The audit history's missing pieces as the server keeps them: the filtered history exported in the reader's words and
// recorded as an export, at most 50,000 entries; one record's history; one patient's entries, older ones included; a
// caller without the right refused; and rows the database itself refuses to change or delete; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreMigrations, DEMO_ADMIN, openDatabase, type Database, type HisServer } from '@his/server';
import { migrate } from '../../server/src/db/migrate';
import { BACKENDS, serversOnBackends, type Backend } from '../support/backends';
import { createDatabase, startPostgres, type PostgresServer } from '../support/postgres';
import { login, mainService, type Caller } from '../support/server';

const EXPORT = `mutation ($filter: LichSuThaoTacFilter) { exportLichSuThaoTac(filter: $filter) {
  time username nodeName action actionLabel entity entityLabel entity_Id recordName operationLabel address changes } }`;
const LIST = `query ($filter: LichSuThaoTacFilter, $limit: Int) { getLichSuThaoTac(filter: $filter, limit: $limit) {
  total items { _id action entity entity_Id BenhNhan_Id } } }`;
const CREATE_SERVICE = 'mutation ($input: DM_DichVuInput!) { createDM_DichVu(input: $input) { _id } }';
const UPDATE_SERVICE = 'mutation ($id: ID!, $input: DM_DichVuInput!) { updateDM_DichVu(id: $id, input: $input) { _id } }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id BenhNhan_Id } }`;

interface ExportRow {
  time: number;
  username: string | null;
  nodeName: string | null;
  action: string;
  actionLabel: string;
  entity: string;
  entityLabel: string;
  entity_Id: string | null;
  recordName: string | null;
  operationLabel: string | null;
  address: string | null;
  changes: string;
}
interface Listed {
  _id: string;
  action: string;
  entity: string;
  entity_Id: string | null;
  BenhNhan_Id: string | null;
}

const MIGRATION = '0010_audit_patient_append_only';
const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('the audit history export, patient filter and append-only log on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let accountant: Caller;
  let doctor: Caller;
  let desk: Caller;
  let serviceId: string;
  const { data, refusal } = mainService(() => server);
  const query = <T>(text: string, params: unknown[] = []) => server.runtime.database.query<T>(text, params);
  const count = async (text: string, params: unknown[] = []) => Number((await query<{ n: number }>(text, params))[0]!.n);
  const exportsBy = (username: string) => count(`SELECT count(*)::int AS n FROM his_audit_log WHERE action = 'EXPORT' AND entity = 'LichSuThaoTac' AND username = $1`, [username]);
  const idOf = async (text: string, params: unknown[] = []) => (await query<{ _id: string }>(text, params))[0]!._id;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    accountant = { token: (await login(server, 'ketoan', 'Ketoan@123')).token };
    doctor = { token: (await login(server, 'bacsi', 'Bacsi@123')).token };
    desk = { token: (await login(server, 'tiepdon', 'Tiepdon@123')).token };
    const group = await idOf('SELECT _id FROM "DM_NhomDichVu" ORDER BY "MaNhomDichVu" LIMIT 1');
    serviceId = (await data(admin, CREATE_SERVICE, { input: { MaDichVu: 'LSTT-01', TenDichVu: 'Khám thử lịch sử', NhomDichVu_Id: group } })).createDM_DichVu._id;
    await data(admin, UPDATE_SERVICE, { id: serviceId, input: { MaDichVu: 'LSTT-01', TenDichVu: 'Khám thử lịch sử đã sửa', NhomDichVu_Id: group } });
  }, 120_000);
  afterAll(async () => server?.close());

  describe('When the administrator exports the history of one service', () => {
    it('Then the file\'s rows are its two entries, newest first, every column in Vietnamese, the change as text', async () => {
      const rows = (await data<{ exportLichSuThaoTac: ExportRow[] }>(admin, EXPORT, { filter: { entity: 'DM_DichVu', entity_Id: serviceId } })).exportLichSuThaoTac;
      expect(rows.map((row) => [row.action, row.actionLabel, row.entityLabel, row.operationLabel, row.recordName, row.username])).toEqual([
        ['UPDATE', 'Cập nhật', 'Dịch vụ', 'Sửa Dịch vụ', 'Khám thử lịch sử đã sửa', 'admin'],
        // Each entry names the record as it was then.
        ['CREATE', 'Thêm mới', 'Dịch vụ', 'Thêm Dịch vụ', 'Khám thử lịch sử', 'admin'],
      ]);
      expect(rows[0]!.time).toBeGreaterThanOrEqual(rows[1]!.time);
      // An edit says what changed and nothing else; a creation lists what the record held.
      expect(rows[0]!.changes.split('\n')).toContain('Tên dịch vụ: Khám thử lịch sử → Khám thử lịch sử đã sửa');
      expect(rows[0]!.changes).not.toContain('Mã dịch vụ');
      expect(rows[1]!.changes).toContain('Mã dịch vụ: LSTT-01');
      expect(rows[1]!.changes).toContain('Tên dịch vụ: Khám thử lịch sử');
      for (const row of rows) {
        expect(row.nodeName).toBeTruthy();
        expect(row.address).toBeTruthy();
      }
    });

    it('Then in English the same rows read in English', async () => {
      const rows = (await data<{ exportLichSuThaoTac: ExportRow[] }>({ ...admin, lang: 'en' }, EXPORT, { filter: { entity: 'DM_DichVu', entity_Id: serviceId } })).exportLichSuThaoTac;
      expect(rows.map((row) => [row.actionLabel, row.entityLabel])).toEqual([['Update', 'Service'], ['Create', 'Service']]);
      expect(rows[0]!.changes.split('\n')).toContain('Service name: Khám thử lịch sử → Khám thử lịch sử đã sửa');
    });

    it('Then the export is itself an entry: who exported, with which filter, how many rows, and it reads in the history', async () => {
      const before = await exportsBy('admin');
      await data(admin, EXPORT, { filter: { entity: 'DM_DichVu', entity_Id: serviceId, tuNgay: Date.UTC(2024, 0, 1) } });
      expect(await exportsBy('admin')).toBe(before + 1);
      const [entry] = await query<{ after: Record<string, unknown>; operation: string; BenhNhan_Id: string | null }>(
        `SELECT after, operation, "BenhNhan_Id" FROM his_audit_log WHERE action = 'EXPORT' AND username = 'admin' ORDER BY _id DESC LIMIT 1`);
      expect(entry).toEqual({
        operation: 'exportLichSuThaoTac',
        BenhNhan_Id: null,
        after: { entity: 'DM_DichVu', entity_Id: serviceId, tuNgay: '2024-01-01T00:00:00.000Z', soDong: 2 },
      });
      // Exactly one entry for the call: the export's own, not also the generic one of every mutation.
      expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE operation = 'exportLichSuThaoTac' AND username = 'admin'`)).toBe(before + 1);
    });
  });

  describe('When one record\'s history is asked for (the history button on its screen)', () => {
    it('Then it holds that record\'s entries only, its entity named exactly', async () => {
      const page = (await data<{ getLichSuThaoTac: { total: number; items: Listed[] } }>(admin, LIST, { filter: { entity: 'DM_DichVu', entity_Id: serviceId } })).getLichSuThaoTac;
      expect(page.items.map((entry) => [entry.action, entry.entity, entry.entity_Id])).toEqual([['UPDATE', 'DM_DichVu', serviceId], ['CREATE', 'DM_DichVu', serviceId]]);
      // A part of the name is a search, not a record's entity: it finds nothing of that record.
      expect((await data(admin, LIST, { filter: { entity: 'DichVu', entity_Id: serviceId } })).getLichSuThaoTac.total).toBe(0);
    });

    it('Then a filter\'s text longer than any name is refused, naming the field', async () => {
      const refused = await refusal(admin, LIST, { filter: { username: 'a'.repeat(201) } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.maxLength', field: 'username' });
      expect((await refusal(admin, EXPORT, { filter: { BenhNhan_Id: 'x'.repeat(65) } })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'BenhNhan_Id' });
    });
  });

  describe('When a patient is received and the accountant asks for that patient\'s entries', () => {
    let patientId: string;
    let otherPatientId: string;

    beforeAll(async () => {
      const ref = {
        danToc: await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`),
        quocTich: await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`),
        commune: (await query<{ id: string }>(`SELECT "DonViHanhChinh_Id" AS id FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`))[0]!.id,
        vienPhi: await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`),
        exam: await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`),
        pk01: await idOf(`SELECT _id FROM his_nodes WHERE code = 'PK01'`),
      };
      const receive = async (name: string, phone: string) => (await data(desk, RECEIVE, {
        benhNhan: { TenBenhNhan: name, NamSinh: 1975, GioiTinh: 'FEMALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: phone, DonViHanhChinh_Id: ref.commune },
        input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] },
      })).createTiepNhanKhamBenh as { _id: string; BenhNhan_Id: string };
      patientId = (await receive('Phạm Thị Lịch Sử', '0977100201')).BenhNhan_Id;
      otherPatientId = (await receive('Đỗ Văn Khác', '0977100202')).BenhNhan_Id;
    });

    it('Then they hold the patient\'s own record and the visit naming the patient, and nothing of another patient', async () => {
      const page = (await data<{ getLichSuThaoTac: { total: number; items: Listed[] } }>(accountant, LIST, { filter: { BenhNhan_Id: patientId }, limit: 100 })).getLichSuThaoTac;
      const entities = new Set(page.items.map((entry) => entry.entity));
      expect(entities).toContain('BenhNhan');
      expect(entities).toContain('TiepNhan');
      expect(page.items.find((entry) => entry.entity === 'BenhNhan')).toMatchObject({ action: 'CREATE', entity_Id: patientId });
      for (const entry of page.items) expect(entry.BenhNhan_Id).toBe(patientId);
      expect(page.items.some((entry) => entry.entity_Id === otherPatientId)).toBe(false);
      // Every entry naming the patient is found: the column agrees with the entries' own records.
      expect(page.total).toBe(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE (entity = 'BenhNhan' AND "entity_Id" = $1) OR after->>'BenhNhan_Id' = $1 OR before->>'BenhNhan_Id' = $1`, [patientId]));
    });

    it('Then exporting them records the export in that patient\'s own history', async () => {
      const rows = (await data<{ exportLichSuThaoTac: ExportRow[] }>(accountant, EXPORT, { filter: { BenhNhan_Id: patientId } })).exportLichSuThaoTac;
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.find((row) => row.entity === 'BenhNhan')).toMatchObject({ entityLabel: 'Bệnh nhân', recordName: 'Phạm Thị Lịch Sử', actionLabel: 'Thêm mới' });
      const exports = (await data<{ getLichSuThaoTac: { items: Listed[] } }>(accountant, LIST, { filter: { BenhNhan_Id: patientId, action: 'EXPORT' } })).getLichSuThaoTac.items;
      expect(exports).toEqual([expect.objectContaining({ entity: 'LichSuThaoTac', BenhNhan_Id: patientId })]);
      // The patient named as well: an id alone tells a reader nothing.
      const [recorded] = await query<{ after: Record<string, unknown> }>('SELECT after FROM his_audit_log WHERE _id = $1::bigint', [exports[0]!._id]);
      expect(recorded!.after).toEqual({ BenhNhan_Id: patientId, TenBenhNhan: 'Phạm Thị Lịch Sử', soDong: rows.length });
    });
  });

  describe('When a user without the right to read the history asks for an export', () => {
    it('Then a doctor is refused as forbidden, nothing is exported, and the refusal is recorded', async () => {
      const before = await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE action = 'REFUSED' AND entity = 'exportLichSuThaoTac' AND username = 'bacsi'`);
      const refused = await refusal(doctor, EXPORT, { filter: { entity: 'DM_DichVu' } });
      expect(refused.extensions?.code).toBe('FORBIDDEN');
      expect(await exportsBy('bacsi')).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE action = 'REFUSED' AND entity = 'exportLichSuThaoTac' AND username = 'bacsi'`)).toBe(before + 1);
    });

    it('Then someone signed out is asked to sign in', async () => {
      expect((await refusal({}, EXPORT, {})).extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('When the filter matches more entries than an export holds', () => {
    beforeAll(async () => {
      // 50,000 entries of one user and one of another, all of one made-up entity.
      await query(`INSERT INTO his_audit_log (action, entity, "entity_Id", username)
        SELECT 'OTHER', 'CapProbe', g::text, CASE WHEN g <= 50000 THEN 'capprobe_a' ELSE 'capprobe_b' END FROM generate_series(1, 50001) g`);
    });

    it('Then 50,001 are refused, asking for a narrower filter, and nothing is recorded as exported', async () => {
      const before = await exportsBy('admin');
      const refused = await refusal(admin, EXPORT, { filter: { entity: 'CapProbe' } });
      expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'admin.audit.exportTooMany', field: 'filter' });
      expect(refused.message).toContain('50.001');
      expect(refused.message).toContain('thu hẹp bộ lọc');
      expect(await exportsBy('admin')).toBe(before);
    });

    it('Then exactly 50,000 are exported', async () => {
      const rows = (await data<{ exportLichSuThaoTac: ExportRow[] }>(admin, EXPORT, { filter: { entity: 'CapProbe', username: 'capprobe_a' } })).exportLichSuThaoTac;
      expect(rows).toHaveLength(50_000);
      expect(new Set(rows.map((row) => row.entity_Id)).size).toBe(50_000);
      const [entry] = await query<{ after: { soDong: number } }>(`SELECT after FROM his_audit_log WHERE action = 'EXPORT' AND username = 'admin' ORDER BY _id DESC LIMIT 1`);
      expect(entry!.after.soDong).toBe(50_000);
    }, 120_000);
  });

  describe('When anything tries to change or delete audit rows in the database', () => {
    let probe: string;
    beforeAll(async () => {
      probe = (await query<{ _id: string }>(`INSERT INTO his_audit_log (action, entity, "entity_Id", after) VALUES ('UPDATE', 'AppendOnlyProbe', 'p1', '{"x": 1}') RETURNING _id::text AS _id`))[0]!._id;
    });
    const stored = async () => (await query<{ action: string; after: unknown }>('SELECT action, after FROM his_audit_log WHERE _id = $1::bigint', [probe]))[0];

    it('Then UPDATE, DELETE and TRUNCATE are refused, and the row stays as written', async () => {
      await expect(query(`UPDATE his_audit_log SET after = '{"x": 2}' WHERE _id = $1::bigint`, [probe])).rejects.toThrow(/only grows: UPDATE refused/);
      await expect(query('DELETE FROM his_audit_log WHERE _id = $1::bigint', [probe])).rejects.toThrow(/only grows: DELETE refused/);
      await expect(query('TRUNCATE his_audit_log')).rejects.toThrow(/only grows: TRUNCATE refused/);
      expect(await stored()).toEqual({ action: 'UPDATE', after: { x: 1 } });
      expect(await count('SELECT count(*)::int AS n FROM his_audit_log')).toBeGreaterThan(50_000);
    });

    it('Then only a migration\'s own transaction that says it rewrites entries may, and the next statement is refused again', async () => {
      await server.runtime.database.execScripts([`SET LOCAL his.audit_rewrite = 'on'; UPDATE his_audit_log SET after = '{"x": 3}' WHERE _id = ${Number(probe)};`]);
      expect(await stored()).toEqual({ action: 'UPDATE', after: { x: 3 } });
      await expect(query(`UPDATE his_audit_log SET after = '{"x": 4}' WHERE _id = $1::bigint`, [probe])).rejects.toThrow(/only grows/);
    });
  });
});

// The migration on a database that already has entries: the patient of each is filled in from its stored record.
describe.each(BACKENDS)('the audit log migration over older entries on %s', (backend: Backend) => {
  let postgres: PostgresServer | undefined;
  let database: Database;

  beforeAll(async () => {
    if (backend === 'PostgreSQL') {
      postgres = await startPostgres();
      database = await openDatabase({ url: await createDatabase(postgres, 'his_audit_backfill') });
    } else {
      database = await openDatabase({});
    }
    await migrate(database, [{ owner: 'core', migrations: coreMigrations.filter((migration) => migration.id !== MIGRATION) }]);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it('Then a patient\'s own entries, and records naming the patient in their after or before, name the patient; others none', async () => {
    const rows: [string, string | null, unknown, unknown][] = [
      ['BenhNhan', 'bn-1', null, { TenBenhNhan: 'An' }],
      ['TiepNhan', 'tn-1', null, { BenhNhan_Id: 'bn-1', MaTiepNhan: 'TN1' }],
      ['DichVuYeuCau', 'yc-1', { BenhNhan_Id: 'bn-2' }, null],
      ['BienLai', 'bl-1', { BenhNhan_Id: 'bn-2' }, { BenhNhan_Id: 'bn-3' }],
      ['KhongPhaiChuoi', 'x-1', null, { BenhNhan_Id: 5 }],
      ['Trong', 'x-2', null, { BenhNhan_Id: '' }],
      ['DanhSach', 'x-3', null, ['BenhNhan_Id']],
      ['DM_DichVu', 'dv-1', null, { TenDichVu: 'Khám' }],
    ];
    for (const [entity, id, before, after] of rows) {
      await database.query('INSERT INTO his_audit_log (action, entity, "entity_Id", before, after) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)',
        ['UPDATE', entity, id, before === null ? null : JSON.stringify(before), after === null ? null : JSON.stringify(after)]);
    }
    expect(await migrate(database, [{ owner: 'core', migrations: coreMigrations }])).toEqual([`core/${MIGRATION}`]);
    const named = await database.query<{ entity: string; BenhNhan_Id: string | null }>('SELECT entity, "BenhNhan_Id" FROM his_audit_log ORDER BY _id');
    expect(named).toEqual([
      { entity: 'BenhNhan', BenhNhan_Id: 'bn-1' },
      { entity: 'TiepNhan', BenhNhan_Id: 'bn-1' },
      { entity: 'DichVuYeuCau', BenhNhan_Id: 'bn-2' },
      { entity: 'BienLai', BenhNhan_Id: 'bn-3' },
      { entity: 'KhongPhaiChuoi', BenhNhan_Id: null },
      { entity: 'Trong', BenhNhan_Id: null },
      { entity: 'DanhSach', BenhNhan_Id: null },
      { entity: 'DM_DichVu', BenhNhan_Id: null },
    ]);
    await expect(database.query(`DELETE FROM his_audit_log WHERE entity = 'DM_DichVu'`)).rejects.toThrow(/only grows/);
  });
});
