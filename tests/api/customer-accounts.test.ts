// Customer accounts of patients (spec §7 "Account mutations"): made with the patient, refused when the username is
// taken or the password short, locked and activated, given a new password, never able to sign in to the staff app,
// and only for holders of reception.patient.account; on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { verifyPassword } from '../../server/src/core/auth/passwords';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const PATIENT = '_id MaYTe user_Id username TrangThaiTaiKhoan isBusinessAccount';
const CREATE = `mutation ($input: BenhNhanInput!, $userInput: BenhNhanUserInput) { createBenhNhan(input: $input, userInput: $userInput) { ${PATIENT} } }`;
const LOCK = `mutation ($ids: [ID!]!) { lockAccount(ids: $ids) { ${PATIENT} } }`;
const ACTIVATE = `mutation ($ids: [ID!]!) { activateAccount(ids: $ids) { ${PATIENT} } }`;
const PASSWORD = `mutation ($ids: [ID!]!, $password: String!) { changePasswordCustomer(ids: $ids, password: $password) { ${PATIENT} } }`;
const BUSINESS = `mutation ($ids: [ID!]!, $value: Boolean!) { setBusinessAccount(ids: $ids, value: $value) { ${PATIENT} } }`;
const ADD_ACCOUNT = `mutation ($id: ID!, $userInput: BenhNhanUserInput!) { createAccountCustomer(id: $id, userInput: $userInput) { ${PATIENT} } }`;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('customer accounts on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let admin: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const query = <T>(text: string, params: unknown[] = []) => server.runtime.database.query<T>(text, params);
  const one = async <T>(text: string, params: unknown[] = []): Promise<T> => (await query<T>(text, params))[0]!;
  const newPatient = () => {
    serial++;
    return {
      TenBenhNhan: `Đỗ Khách Hàng ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1985, GioiTinh: 'MALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0977${String(200000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
  };
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const loginError = async (username: string, password: string) =>
    (await gql(server, '/graphqlauth', 'mutation ($info: LoginInput!) { login(info: $info) { token } }', { info: { username, password } })).errors?.[0];
  const patientCount = async () => Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "BenhNhan"')).n);
  const account = (userId: string) => one<{ accountKind: string; isLocked: boolean; passwordHash: string }>('SELECT "accountKind", "isLocked", "passwordHash" FROM his_users WHERE _id = $1', [userId]);
  /** A session of the customer, as a customer-facing service would open one. */
  const openSession = async (userId: string) => {
    const id = `test-session-${serial++}`;
    await query(`INSERT INTO his_sessions (_id, "user_Id", "expiresAt") VALUES ($1, $2, now() + interval '1 day')`, [id, userId]);
    return id;
  };
  const sessionEnded = async (id: string) => (await one<{ revokedAt: unknown }>('SELECT "revokedAt" FROM his_sessions WHERE _id = $1', [id])).revokedAt !== null;
  const withAccount = async (username: string, password = 'Khach@123') =>
    (await data(admin, CREATE, { input: newPatient(), userInput: { username, password } })).createBenhNhan;

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    admin = await signIn(DEMO_ADMIN.username, DEMO_ADMIN.password);
    ref.danToc = (await one<{ _id: string }>(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`))._id;
    ref.quocTich = (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id;
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('creates a patient with a customer account: active, hashed password, never in the audit log', async () => {
    const patient = await withAccount('khach.an', 'Bimat@2026');
    expect(patient).toMatchObject({ username: 'khach.an', TrangThaiTaiKhoan: 'Active' });
    const stored = await account(patient.user_Id);
    expect(stored.accountKind).toBe('Customer');
    expect(stored.passwordHash).not.toContain('Bimat@2026');
    expect(await verifyPassword('Bimat@2026', stored.passwordHash)).toBe(true);
    const leaks = await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE coalesce(after::text, '') LIKE '%Bimat@2026%' OR coalesce(before::text, '') LIKE '%Bimat@2026%'`);
    expect(Number(leaks.n)).toBe(0);
  });

  it('refuses a taken username and a short password naming the field, saving no patient', async () => {
    await withAccount('khach.binh');
    const before = await patientCount();
    const taken = await refusal(admin, CREATE, { input: newPatient(), userInput: { username: 'KHACH.BINH', password: 'Khach@123' } });
    expect(taken.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'auth.usernameTaken', field: 'userInput.username' });
    const staffName = await refusal(admin, CREATE, { input: newPatient(), userInput: { username: 'tiepdon', password: 'Khach@123' } });
    expect(staffName.extensions?.field).toBe('userInput.username');
    const short = await refusal(admin, CREATE, { input: newPatient(), userInput: { username: 'khach.moi', password: '123' } });
    expect(short.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'validation.minLength', field: 'userInput.password' });
    expect(await patientCount()).toBe(before);
  });

  it('never lets a customer sign in to the staff app, with the message of wrong credentials', async () => {
    await withAccount('khach.chi', 'Khach@123');
    const refused = await loginError('khach.chi', 'Khach@123');
    const wrong = await loginError('khach.chi', 'Sai@12345');
    expect(refused?.extensions).toMatchObject({ messageKey: 'auth.invalidCredentials' });
    expect(refused?.message).toBe(wrong?.message);
  });

  it('locks an account, ending its sessions, and activates it again', async () => {
    const patient = await withAccount('khach.dung');
    const session = await openSession(patient.user_Id);
    const locked = (await data(admin, LOCK, { ids: [patient._id] })).lockAccount[0];
    expect(locked.TrangThaiTaiKhoan).toBe('Locked');
    expect((await account(patient.user_Id)).isLocked).toBe(true);
    expect(await sessionEnded(session)).toBe(true);
    const active = (await data(admin, ACTIVATE, { ids: [patient._id] })).activateAccount[0];
    expect(active.TrangThaiTaiKhoan).toBe('Active');
    expect((await account(patient.user_Id)).isLocked).toBe(false);
  });

  it('gives the listed customers one new password, ending their sessions', async () => {
    const first = await withAccount('khach.em');
    const second = await withAccount('khach.giang');
    const session = await openSession(first.user_Id);
    const result = await gql(server, '/graphqlhis', PASSWORD, { ids: [first._id, second._id], password: 'MoiDoi@2026' }, admin);
    expect(result.errors).toBeUndefined();
    expect(JSON.stringify(result.data)).not.toContain('MoiDoi@2026');
    for (const patient of [first, second]) expect(await verifyPassword('MoiDoi@2026', (await account(patient.user_Id)).passwordHash)).toBe(true);
    expect(await sessionEnded(session)).toBe(true);
    const short = await refusal(admin, PASSWORD, { ids: [first._id], password: '12' });
    expect(short.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
  });

  it('refuses an account change for a patient without an account, naming the patient', async () => {
    const plain = (await data(admin, CREATE, { input: newPatient() })).createBenhNhan;
    expect(plain).toMatchObject({ user_Id: null, username: null, TrangThaiTaiKhoan: null });
    const withOne = await withAccount('khach.hai');
    const error = await refusal(admin, LOCK, { ids: [withOne._id, plain._id] });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'reception.noCustomerAccount', field: 'ids', params: { code: plain.MaYTe } });
    expect((await account(withOne.user_Id)).isLocked).toBe(false);
    const added = (await data(admin, ADD_ACCOUNT, { id: plain._id, userInput: { username: 'khach.hai2', password: 'Khach@123' } })).createAccountCustomer;
    expect(added).toMatchObject({ username: 'khach.hai2', TrangThaiTaiKhoan: 'Active' });
    const twice = await refusal(admin, ADD_ACCOUNT, { id: plain._id, userInput: { username: 'khach.hai3', password: 'Khach@123' } });
    expect(twice.extensions).toMatchObject({ messageKey: 'reception.hasCustomerAccount', field: 'id' });
  });

  it('marks patients as business accounts and back', async () => {
    const plain = (await data(admin, CREATE, { input: newPatient() })).createBenhNhan;
    expect((await data(admin, BUSINESS, { ids: [plain._id], value: true })).setBusinessAccount[0].isBusinessAccount).toBe(true);
    expect((await data(admin, BUSINESS, { ids: [plain._id], value: false })).setBusinessAccount[0].isBusinessAccount).toBe(false);
  });

  it('lets only holders of reception.patient.account manage accounts: not the receptionist, not the doctor', async () => {
    const patient = await withAccount('khach.khanh');
    for (const caller of [desk, doctor]) {
      for (const [query, variables] of [[LOCK, { ids: [patient._id] }], [ACTIVATE, { ids: [patient._id] }], [BUSINESS, { ids: [patient._id], value: true }],
        [PASSWORD, { ids: [patient._id], password: 'Khach@999' }], [ADD_ACCOUNT, { id: patient._id, userInput: { username: 'khach.x', password: 'Khach@123' } }]] as const) {
        expect((await refusal(caller, query, variables)).extensions?.code).toBe('FORBIDDEN');
      }
    }
    const before = await patientCount();
    const withAccountByDesk = await refusal(desk, CREATE, { input: newPatient(), userInput: { username: 'khach.lan', password: 'Khach@123' } });
    expect(withAccountByDesk.extensions?.code).toBe('FORBIDDEN');
    expect(await patientCount()).toBe(before);
    expect((await account(patient.user_Id)).isLocked).toBe(false);
  });
});
