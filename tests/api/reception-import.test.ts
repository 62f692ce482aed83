// Importing patients from a spreadsheet (spec §5 Import, §7 saveImportPatient): a good file saved whole with the
// facility's next codes, a file with any bad row refused whole with 'Hàng {n} trong file: …', the right it needs and
// its size, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import type { RealtimeEvent } from '@his/sdk/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const IMPORT = `mutation ($rows: [JSON!]!, $confirmed: [String!]) {
  saveImportPatient(rows: $rows, confirmed: $confirmed) { total saved errorCount errors { row field column messageKey message } MaYTes } }`;
const IMPORT_DATA = '{ getDataForImportPatient { maxRows defaultNationality columns { field header headerVi headerEn required hint example } } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface ImportResult {
  total: number;
  saved: number;
  errorCount: number;
  errors: { row: number; field: string | null; column: string | null; messageKey: string; message: string }[];
  MaYTes: string[];
}

describe.each(BACKENDS)('patient import on %s', (backend) => {
  let server: HisServer;
  let admin: Caller;
  let desk: Caller;
  let commune: string;
  let serial = 0;
  const events: RealtimeEvent[] = [];
  let stopListening: (() => void) | undefined;
  const { data, refusal } = mainService(() => server);

  const patientCount = async () => Number((await server.runtime.database.query<{ n: number }>('SELECT count(*)::int AS n FROM "BenhNhan"'))[0]!.n);
  /** A row no demo patient and no other row resembles: its own name and phone. */
  const row = (changes: Record<string, unknown> = {}) => {
    serial++;
    return {
      TenBenhNhan: `Lê Thị Nhập File ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1985, GioiTinh: 'Nữ',
      SoDienThoai: `0977${String(100000 + serial).slice(-6)}`, MaDonViHanhChinh: commune, MaDanToc: '01', ...changes,
    };
  };
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')?._id, profile: me.profile?._id };
  };
  const importRows = async (rows: unknown[], confirmed?: string[]) => (await data<{ saveImportPatient: ImportResult }>(admin, IMPORT, { rows, confirmed })).saveImportPatient;

  beforeAll(async () => {
    server = await startServer(backend);
    admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    [{ commune }] = await server.runtime.database.query<{ commune: string }>(`
      SELECT x."MaDonViHanhChinh" AS commune FROM "BenhNhan" b JOIN "DM_DonViHanhChinh" x ON x._id = b."DonViHanhChinh_Id" LIMIT 1`) as [{ commune: string }];
    stopListening = server.runtime.bus.subscribe((event) => events.push(event));
  }, 120_000);
  afterAll(async () => {
    stopListening?.();
    await server?.close();
  });

  it('gives the template\'s columns in both languages, the nationality default and the row limit', async () => {
    const { getDataForImportPatient: info } = await data(admin, IMPORT_DATA);
    expect(info.maxRows).toBe(10_000);
    expect(info.defaultNationality).toBe('VN');
    expect(info.columns.map((column: { field: string }) => column.field)).toEqual([
      'MaYTe', 'TenBenhNhan', 'NgaySinh', 'NamSinh', 'GioiTinh', 'SoDienThoai', 'CMNDHoacHoChieu', 'Email', 'SoNha',
      'MaDonViHanhChinh', 'MaDanToc', 'MaQuocTich', 'MaNgheNghiep', 'SoTheBHYT', 'MaNhanVienPhuTrach', 'GhiChu',
    ]);
    const phone = info.columns.find((column: { field: string }) => column.field === 'SoDienThoai');
    expect(phone).toMatchObject({ header: 'Số điện thoại', headerVi: 'Số điện thoại', headerEn: 'Phone', required: true });
    expect(info.columns.find((column: { field: string }) => column.field === 'MaYTe').required).toBe(false);
    // The example row imports as it is: its commune is one the catalogue holds.
    expect(info.columns.find((column: { field: string }) => column.field === 'MaDonViHanhChinh').example).toMatch(/^\d{5}$/);
  });

  it('saves a good file of 3 rows with consecutive codes from the series, and reads the cells a spreadsheet gives', async () => {
    const before = await patientCount();
    const result = await importRows([
      row({ NgaySinh: '15/03/1985', Email: 'nhapfile@example.com' }),
      // Excel drops the leading zeros of numbers: a phone typed as a number, a commune code too.
      row({ SoDienThoai: 977_555_001, MaDonViHanhChinh: Number(commune), GioiTinh: 'Male', NamSinh: '1990' }),
      row({ SoTheBHYT: 'DN4019900000099', MaQuocTich: 'vn', GioiTinh: 'Khác' }),
    ]);
    expect(result).toMatchObject({ total: 3, saved: 3, errorCount: 0, errors: [] });
    const numbers = result.MaYTes.map(Number);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(await patientCount()).toBe(before + 3);
    const saved = await server.runtime.database.query<{ MaYTe: string; GioiTinh: string; SoDienThoai: string; NamSinh: number; SoTheBHYT: string | null; nationality: string }>(`
      SELECT b."MaYTe", b."GioiTinh", b."SoDienThoai", b."NamSinh", b."SoTheBHYT", q."MaQuocTich" AS nationality
      FROM "BenhNhan" b JOIN "DM_QuocTich" q ON q._id = b."QuocTich_Id" WHERE b."MaYTe" = ANY($1::text[]) ORDER BY b."MaYTe"`, [result.MaYTes]);
    expect(saved.map((patient) => [patient.GioiTinh, patient.nationality])).toEqual([['FEMALE', 'VN'], ['MALE', 'VN'], ['OTHER', 'VN']]);
    expect(saved[1]).toMatchObject({ SoDienThoai: '0977555001', NamSinh: 1990 });
    expect(saved[2]!.SoTheBHYT).toBe('DN4019900000099');
    const audits = await server.runtime.database.query<{ action: string }>(`SELECT action FROM his_audit_log WHERE entity = 'BenhNhan' AND "entity_Id" IN (
      SELECT _id FROM "BenhNhan" WHERE "MaYTe" = ANY($1::text[]))`, [result.MaYTes]);
    expect(audits.map((audit) => audit.action)).toEqual(['CREATE', 'CREATE', 'CREATE']);
    // One event for the file, naming every patient (on PostgreSQL it arrives a moment after the reply).
    const ids = (await server.runtime.database.query<{ _id: string }>('SELECT _id FROM "BenhNhan" WHERE "MaYTe" = ANY($1::text[]) ORDER BY "MaYTe"', [result.MaYTes])).map((patient) => patient._id);
    const announcing = () => events.filter((event) => event.module === 'BenhNhan' && event.process === 'create' && (event.data as { ids: string[] }).ids.some((id) => ids.includes(id)));
    for (let waited = 0; waited < 5_000 && announcing().length === 0; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(announcing().map((event) => event.data)).toEqual([{ ids }]);
  });

  it('refuses the whole file for one bad phone on its third row, naming row 4 of the sheet, and saves nothing', async () => {
    const before = await patientCount();
    const result = await importRows([row(), row(), row({ SoDienThoai: '12345' })]);
    expect(result).toMatchObject({ total: 3, saved: 0, errorCount: 1, MaYTes: [] });
    expect(result.errors).toEqual([{ row: 4, field: 'SoDienThoai', column: 'Số điện thoại', messageKey: 'validation.phone', message: 'Hàng 4 trong file: Số điện thoại không hợp lệ' }]);
    expect(await patientCount()).toBe(before);
  });

  it('words the spec\'s other checks as the spec does, in the caller\'s language too', async () => {
    const rows = [row({ Email: 'khong-phai-email' }), row({ NamSinh: -1990 }), row({ GioiTinh: 'Trai' }), row({ NamSinh: null })];
    const result = await importRows(rows);
    expect(result.errors.map((error) => error.message)).toEqual([
      'Hàng 2 trong file: Email không hợp lệ',
      'Hàng 3 trong file: Không được nhập số âm',
      'Hàng 4 trong file: Giới tính ghi Nam, Nữ hoặc Khác',
      'Hàng 5 trong file: Không được để trống!',
    ]);
    expect(result.errors[3]).toMatchObject({ field: 'NamSinh', column: 'Năm sinh' });
    const english = (await data<{ saveImportPatient: ImportResult }>({ ...admin, lang: 'en' }, IMPORT, { rows: [row({ Email: 'x@' })] })).saveImportPatient;
    expect(english.errors[0]!.message).toBe('Row 2 in the file: Invalid email');
  });

  it('refuses an unknown commune code, naming the code and its row', async () => {
    const before = await patientCount();
    const result = await importRows([row(), row({ MaDonViHanhChinh: '99999' })]);
    expect(result.saved).toBe(0);
    expect(result.errors).toEqual([{ row: 3, field: 'MaDonViHanhChinh', column: 'Mã xã/phường', messageKey: 'catalogue.refCodeNotFound', message: 'Hàng 3 trong file: Không tìm thấy mã 99999' }]);
    expect(await patientCount()).toBe(before);
  });

  it('refuses duplicates inside the file: a code twice, a name and birth year twice', async () => {
    const before = await patientCount();
    const twin = row();
    const result = await importRows([row({ MaYTe: 'NK-0001' }), row({ MaYTe: 'nk-0001' }), twin, { ...twin, SoDienThoai: '0966000111' }]);
    expect(result.saved).toBe(0);
    expect(result.errors.map((error) => [error.row, error.field, error.message])).toEqual([
      [3, 'MaYTe', 'Hàng 3 trong file: NK-0001 trùng với hàng 2'],
      [5, 'TenBenhNhan', `Hàng 5 trong file: ${twin.TenBenhNhan} (1985) trùng với hàng 4`],
    ]);
    expect(await patientCount()).toBe(before);
  });

  it('refuses a code a patient already has', async () => {
    const [{ MaYTe }] = await server.runtime.database.query<{ MaYTe: string }>('SELECT "MaYTe" FROM "BenhNhan" LIMIT 1') as [{ MaYTe: string }];
    const result = await importRows([row({ MaYTe })]);
    expect(result.errors.map((error) => error.message)).toEqual([`Hàng 2 trong file: Mã y tế ${MaYTe} đã có bệnh nhân khác`]);
  });

  it('asks once for the whole file about rows like patients already kept, and saves all once confirmed', async () => {
    const [demo] = await server.runtime.database.query<{ TenBenhNhan: string; NamSinh: number }>(`SELECT "TenBenhNhan", "NamSinh" FROM "BenhNhan" WHERE "TenBenhNhan" = 'Nguyễn Văn An'`);
    const rows = [row(), row({ TenBenhNhan: demo!.TenBenhNhan, NamSinh: demo!.NamSinh }), row({ TenBenhNhan: 'Trần Văn Cùng Số' }), row()];
    rows[2]!.SoDienThoai = rows[0]!.SoDienThoai;
    const before = await patientCount();
    const question = await refusal(admin, IMPORT, { rows });
    expect(question.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.import.duplicatePatients', confirmable: true });
    expect(question.message).toContain('(hàng 3, 4)');
    expect(await patientCount()).toBe(before);
    const result = await importRows(rows, ['reception.import.duplicatePatients']);
    expect(result.saved).toBe(4);
    expect(await patientCount()).toBe(before + 4);
  });

  it('refuses the file to a receptionist without reception.patient.import', async () => {
    const before = await patientCount();
    expect((await refusal(desk, IMPORT, { rows: [row()] })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await refusal(desk, IMPORT_DATA)).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(await patientCount()).toBe(before);
  });

  it('refuses a file of 10,001 rows before reading any, and saves nothing', async () => {
    const before = await patientCount();
    const rows = Array.from({ length: 10_001 }, (_, index) => ({ TenBenhNhan: `P${index}`, NamSinh: 1990 }));
    const error = await refusal(admin, IMPORT, { rows });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.import.tooManyRows', field: 'rows' });
    expect(error.message).toContain('Mỗi lần nhập tối đa 10000 bệnh nhân, file có 10001 hàng');
    expect(await patientCount()).toBe(before);
  });

  it('refuses a cell longer than any field takes', async () => {
    const result = await importRows([row({ GhiChu: 'x'.repeat(2001) })]);
    expect(result.errors.map((error) => error.message)).toEqual(['Hàng 2 trong file: Không được nhập quá 2000 ký tự']);
  });
});
