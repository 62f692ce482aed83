// Sample order sets ("bộ chỉ định mẫu") as the server keeps them: the doctor saves the services they order together
// under a name unique for them whatever its case and accents, only services F8 can order (in the catalogue, in use,
// not an examination), sees their own and the shared sets but not another doctor's, removes only their own; and the
// set's services order through createDichVuYeuCaus. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const SET = '_id MaBoChiDinhMau TenBoChiDinhMau BacSi_Id TenBacSi DichVu_Ids DichVus { _id MaDichVu TenDichVu } GhiChu createdAt';
const CREATE_SET = `mutation ($input: BoChiDinhMauInput!) { createBoChiDinhMau(input: $input) { ${SET} } }`;
const REMOVE_SET = 'mutation ($id: ID!) { removeBoChiDinhMau(id: $id) }';
const SETS = `query ($searchString: String, $limit: Int) { boChiDinhMaus(searchString: $searchString, limit: $limit) { ${SET} } }`;
const ORDER = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) {
  createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id NoiThucHien_Id ChiTiets { DichVu_Id MaDichVu SoLuong } } }`;
const QUOTE = `query ($exam: ID!, $services: [DichVuChiDinhInput!]!) { dichVuChoChiDinh(idKhamBenh: $exam, DichVus: $services) { DichVu_Id NoiThucHien_Id } }`;
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';

const startServer = serversOnBackends({ withPlugins: true });

interface BoChiDinhMau { _id: string; MaBoChiDinhMau: string; TenBoChiDinhMau: string; BacSi_Id: string | null; TenBacSi: string | null; DichVu_Ids: string[]; DichVus: { _id: string; MaDichVu: string; TenDichVu: string }[]; GhiChu: string | null }

describe.each(BACKENDS)('sample order sets on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'pk01' | 'icd' | 'otherStaff', string>;
  const service = {} as Record<'cbc' | 'glucose' | 'urea' | 'ultrasound', string>;
  const { data, refusal } = mainService(() => server);

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  const createSet = async (input: Record<string, unknown>): Promise<BoChiDinhMau> => (await data(doctor, CREATE_SET, { input })).createBoChiDinhMau;
  const setsFound = async (searchString?: string): Promise<BoChiDinhMau[]> => (await data(doctor, SETS, { searchString })).boChiDinhMaus;
  const setCount = async () => Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM "BoChiDinhMau"')).n);
  /** A set written straight to the table: another doctor's, or one shared at the facility (no doctor). */
  const storedSet = async (id: string, name: string, doctorId: string | null) => {
    await server.runtime.database.query(`INSERT INTO "BoChiDinhMau" (_id, "node_Id", "MaBoChiDinhMau", "TenBoChiDinhMau", "TenKhongDau", "BacSi_Id", "DichVu_Ids")
      VALUES ($1, $2, $3, $4, lower($4), $5, $6::text[])`, [id, doctor.node, `T-${id}`, name, doctorId, [service.cbc, service.urea]]);
  };

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    ref.pk01 = await idOf(`SELECT _id FROM his_nodes WHERE code = 'PK01'`);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    ref.otherStaff = await idOf(`SELECT _id FROM "NhanVien" WHERE _id <> (SELECT "NhanVien_Id" FROM his_users WHERE username = 'bacsi') ORDER BY _id LIMIT 1`);
    for (const [key, code] of [['cbc', 'XN-TPTTBM'], ['glucose', 'XN-GLU'], ['urea', 'XN-URE'], ['ultrasound', 'SA-BUNG']] as const) {
      service[key] = await idOf('SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = $1', [code]);
    }
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the doctor saves "Tầm soát tiểu đường" / Then it is numbered, theirs, its services named in order, and a name differing only in case and accents is refused', async () => {
    const saved = await createSet({ TenBoChiDinhMau: '  Tầm soát tiểu đường ', DichVu_Ids: [service.glucose, service.cbc], GhiChu: 'Khám định kỳ' });
    expect(saved).toMatchObject({ TenBoChiDinhMau: 'Tầm soát tiểu đường', DichVu_Ids: [service.glucose, service.cbc], GhiChu: 'Khám định kỳ', TenBacSi: 'Nguyễn Văn An' });
    expect(saved.MaBoChiDinhMau).toMatch(/^BCD\d{5}$/);
    expect(saved.BacSi_Id).toBeTruthy();
    expect(saved.DichVus.map((each) => each.MaDichVu)).toEqual(['XN-GLU', 'XN-TPTTBM']);
    const audited = await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'BoChiDinhMau' AND "entity_Id" = $1`, [saved._id]);
    expect(Number(audited.n)).toBe(1);

    const before = await setCount();
    const error = await refusal(doctor, CREATE_SET, { input: { TenBoChiDinhMau: 'TAM SOAT TIEU DUONG', DichVu_Ids: [service.urea] } });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.orderSet.nameTaken', field: 'TenBoChiDinhMau', params: { name: 'Tầm soát tiểu đường' } });
    expect(error.message).toContain('Tên bộ chỉ định mẫu đã có: Tầm soát tiểu đường');
    expect(await setCount()).toBe(before);
    // Found by a part of its name typed without accents.
    expect((await setsFound('tieu duong')).map((each) => each._id)).toContain(saved._id);
  });

  it.each([
    ['no name', { TenBoChiDinhMau: '   ', DichVu_Ids: ['glucose'] }, 'validation.required', 'TenBoChiDinhMau', {}],
    ['a name too long', { TenBoChiDinhMau: 'x'.repeat(201), DichVu_Ids: ['glucose'] }, 'validation.maxLength', 'TenBoChiDinhMau', { max: 200 }],
    ['no service', { TenBoChiDinhMau: 'Bộ rỗng', DichVu_Ids: [] }, 'validation.required', 'DichVu_Ids', {}],
    ['51 services', { TenBoChiDinhMau: 'Bộ quá lớn', DichVu_Ids: Array.from({ length: 51 }, () => 'glucose') }, 'examination.orders.tooMany', 'DichVu_Ids', { max: 50 }],
    ['an examination service', { TenBoChiDinhMau: 'Bộ có khám', DichVu_Ids: ['glucose', 'exam'] }, 'examination.orderSet.examinationService', 'DichVu_Ids.1', { code: 'KB-NOI' }],
    ['an unknown service', { TenBoChiDinhMau: 'Bộ lạ', DichVu_Ids: ['glucose', 'urea', 'dv-khong-co'] }, 'examination.orderSet.serviceNotFound', 'DichVu_Ids.2', { line: 3 }],
    ['one service twice', { TenBoChiDinhMau: 'Bộ lặp', DichVu_Ids: ['glucose', 'glucose'] }, 'examination.orderSet.serviceTwice', 'DichVu_Ids.1', { code: 'XN-GLU' }],
  ])('When the doctor saves a set with %s / Then it is refused with its message, naming the field, and nothing is saved', async (_case, input, messageKey, field, params) => {
    const names = { ...ref, ...service } as Record<string, string>;
    const DichVu_Ids = (input.DichVu_Ids as string[]).map((key) => names[key] ?? key);
    const before = await setCount();
    const error = await refusal(doctor, CREATE_SET, { input: { ...input, DichVu_Ids } });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field, ...(Object.keys(params).length > 0 ? { params } : {}) });
    if (messageKey === 'examination.orderSet.examinationService') expect(error.message).toContain('KB-NOI là dịch vụ khám bệnh');
    if (messageKey === 'examination.orderSet.serviceNotFound') expect(error.message).toContain('Dịch vụ thứ 3 của bộ không có trong danh mục dịch vụ');
    expect(await setCount()).toBe(before);
  });

  it('When another doctor has a set and one is shared / Then the doctor sees the shared one, not the other doctor\'s, and removes neither but their own', async () => {
    await storedSet('bcd-khac', 'Bộ của bác sĩ khác', ref.otherStaff);
    await storedSet('bcd-chung', 'Bộ xét nghiệm chung', null);
    const own = await createSet({ TenBoChiDinhMau: 'Bộ chức năng thận', DichVu_Ids: [service.urea] });
    const seen = (await setsFound()).map((each) => each._id);
    expect(seen).toEqual(expect.arrayContaining(['bcd-chung', own._id]));
    expect(seen).not.toContain('bcd-khac');
    expect((await setsFound('chung'))[0]).toMatchObject({ _id: 'bcd-chung', BacSi_Id: null, DichVus: [{ MaDichVu: 'XN-TPTTBM' }, { MaDichVu: 'XN-URE' }] });

    expect((await refusal(doctor, REMOVE_SET, { id: 'bcd-khac' })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.orderSet.notFound', field: 'id' });
    const shared = await refusal(doctor, REMOVE_SET, { id: 'bcd-chung' });
    expect(shared.extensions).toMatchObject({ messageKey: 'examination.orderSet.notOwn', field: 'id', params: { name: 'Bộ xét nghiệm chung' } });
    expect(await one('SELECT count(*)::int AS n FROM "BoChiDinhMau" WHERE _id = ANY($1::text[])', [['bcd-khac', 'bcd-chung']])).toEqual({ n: 2 });

    expect((await data(doctor, REMOVE_SET, { id: own._id })).removeBoChiDinhMau).toBe(true);
    expect((await setsFound()).map((each) => each._id)).not.toContain(own._id);
    const audited = await one<{ n: number }>(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'BoChiDinhMau' AND "entity_Id" = $1 AND action = 'DELETE'`, [own._id]);
    expect(Number(audited.n)).toBe(1);
  });

  it('When a receptionist reads or saves sets / Then it is refused', async () => {
    expect((await refusal(desk, CREATE_SET, { input: { TenBoChiDinhMau: 'Bộ của tiếp đón', DichVu_Ids: [service.glucose] } })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await refusal(desk, SETS, {})).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('When the doctor applies a set on an exam / Then its services are quoted and ordered through createDichVuYeuCaus', async () => {
    const set = await createSet({ TenBoChiDinhMau: 'Bộ tổng quát', DichVu_Ids: [service.cbc, service.glucose, service.ultrasound] });
    const benhNhan = {
      TenBenhNhan: 'Phạm Thị Bộ Mẫu', NamSinh: 1972, GioiTinh: 'FEMALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: '0966123987', DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Khám sức khoẻ tổng quát' } })).createKhamBenh._id as string;
    const [found] = (await setsFound('tong quat')).filter((each) => each._id === set._id);
    const quotes = (await data(doctor, QUOTE, { exam, services: found!.DichVu_Ids.map((DichVu_Id) => ({ DichVu_Id })) })).dichVuChoChiDinh as { DichVu_Id: string; NoiThucHien_Id: string }[];
    const orders = (await data(doctor, ORDER, { exam, input: { DichVus: quotes.map((quote) => ({ ...quote, SoLuong: 1 })) } })).createDichVuYeuCaus as { ChiTiets: { MaDichVu: string }[] }[];
    expect(orders).toHaveLength(2);
    expect(orders.flatMap((each) => each.ChiTiets.map((line) => line.MaDichVu)).sort()).toEqual(['SA-BUNG', 'XN-GLU', 'XN-TPTTBM']);
  });
});
