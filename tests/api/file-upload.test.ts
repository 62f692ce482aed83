// Uploads (spec §7: multipart POST /upload, up to 10 files under `file`) and the images of a report: a signed-in user's
// JPEG, PNG and DICOM files are stored by the type their bytes say, audited, and served back unchanged by their token;
// too many files, a wrong type, an oversized file or request, a signed-out call and a missing CSRF header are refused
// in words; an unknown token is a plain 404. The technician attaches uploads to an ultrasound order (taking it), at most
// 50, only their own and only once, and removes them until the result is returned, when the public page shows them;
// a receptionist may not. Unclaimed uploads go after a day. On PGlite and on PostgreSQL.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';
import { syntheticDicom, gradient } from '../../plugins/paraclinical/web/dicom-viewer/testing/synthetic-dicom';

const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) { createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id DichVuYeuCaus { _id } } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id } }';
const CREATE = `mutation ($exam: ID!, $input: DichVuYeuCauInput!) { createDichVuYeuCaus(idKhamBenh: $exam, input: $input) { _id } }`;
const IMAGES = '_id TenTep LoaiTep KichThuoc DuongDan LaDicom ThuTu';
const ATTACH = `mutation ($id: ID!, $fileIds: [ID!]!) { themHinhAnhDichVuYeuCau(id: $id, fileIds: $fileIds) { _id TrangThai SoPhieuYeuCau BenhNhan_Id HinhAnhs { ${IMAGES} } } }`;
const REMOVE = `mutation ($id: ID!, $image: ID!) { xoaHinhAnhDichVuYeuCau(id: $id, idHinhAnh: $image) { _id TrangThai HinhAnhs { ${IMAGES} } } }`;
const ONE = `query ($id: ID!) { clsDichVuYeuCauById(id: $id) { _id TrangThai HinhAnhs { ${IMAGES} } } }`;
const SAVE_IMAGING = `mutation ($id: ID!, $input: KetQuaMoTaInput!, $ret: Boolean) { saveKetQuaChanDoanHinhAnh(id: $id, input: $input, traKetQua: $ret) { _id TrangThai } }`;
const LINK = 'query ($patient: ID!, $number: String) { lienKetKetQuaCLS(idBenhNhan: $patient, soPhieuYeuCau: $number) }';
const PUBLIC = `query ($patient: ID!, $number: String, $token: String!) {
  ketQuaCLSCongKhai(idBenhNhan: $patient, soPhieuYeuCau: $number, token: $token) { DichVus { SoPhieuYeuCau KetLuan HinhAnhs { ${IMAGES} } } } }`;

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const dicom = (instanceNumber: number) => syntheticDicom({ rows: 8, columns: 8, values: gradient(8, 8, 0, 1000), instanceNumber, seriesNumber: 1, modality: 'US' });

interface Part {
  name: string;
  bytes: Uint8Array;
  /** What the browser claims; never trusted. */
  type?: string;
}

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('file uploads and report images on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let tech: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'pk01' | 'sa01' | 'xn01' | 'icd' | 'ultrasound' | 'glucose' | 'device' | 'technician', string>;
  const { data, refusal } = mainService(() => server);
  const events: { module: string; data: { ids: string[] } }[] = [];
  let serial = 0;

  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await server.runtime.database.query<T>(query, params))[0]!;
  const idOf = async (query: string, params: unknown[] = []) => (await one<{ _id: string }>(query, params))._id;
  const count = async (query: string, params: unknown[] = []) => Number((await one<{ n: number }>(query, params)).n);
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };

  const upload = async (caller: Caller | null, parts: readonly Part[], headers: Record<string, string> = { 'x-his-csrf': '1' }): Promise<Answer> => {
    const form = new FormData();
    for (const part of parts) form.append('file', new Blob([part.bytes as Uint8Array<ArrayBuffer>], { type: part.type ?? 'application/octet-stream' }), part.name);
    const sent: Record<string, string> = { 'x-lang': 'vi', ...headers };
    if (caller?.token) sent.authorization = `Bearer ${caller.token}`;
    if (caller?.node) sent['x-current-node'] = caller.node;
    if (caller?.profile) sent['x-current-profile'] = caller.profile;
    const response = await fetch(`${server.url}/upload`, { method: 'POST', headers: sent, body: form });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  const uploaded = async (caller: Caller, parts: readonly Part[]): Promise<{ _id: string; name: string; mime: string; size: number }[]> => {
    const answer = await upload(caller, parts);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const served = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const tokenOf = async (fileId: string) => (await one<{ token: string }>('SELECT token FROM his_files WHERE _id = $1', [fileId])).token;
  const jpegs = (n: number, prefix = 'anh') => Array.from({ length: n }, (_, index) => ({ name: `${prefix}-${index + 1}.jpg`, bytes: JPEG }));

  /** A patient examined at PK01 and sent for these services at once: the orders. */
  const ordered = async (lines: { DichVu_Id: string; NoiThucHien_Id: string }[]) => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Lê Văn Hình Ảnh ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1970, GioiTinh: 'MALE',
      DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich, SoDienThoai: `0988${String(500000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.pk01 }] } })).createTiepNhanKhamBenh;
    const exam = (await data(doctor, START, { order: visit.DichVuYeuCaus[0]._id, input: { ICD_Id: ref.icd, ChanDoan: 'Đau bụng' } })).createKhamBenh._id as string;
    const orders = (await data(doctor, CREATE, { exam, input: { DichVus: lines.map((line) => ({ ...line, SoLuong: 1 })), guiNgay: true } })).createDichVuYeuCaus as { _id: string }[];
    return orders.map((order) => order._id);
  };
  const ultrasound = async () => (await ordered([{ DichVu_Id: ref.ultrasound, NoiThucHien_Id: ref.sa01 }]))[0]!;

  beforeAll(async () => {
    server = await startServer(backend);
    server.runtime.bus.subscribe((event) => events.push(event as never));
    ref.danToc = await idOf(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`);
    ref.quocTich = await idOf(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`);
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = await idOf(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`);
    ref.exam = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`);
    ref.icd = await idOf('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 1');
    for (const [key, code] of [['pk01', 'PK01'], ['sa01', 'SA01'], ['xn01', 'XN01']] as const) ref[key] = await idOf('SELECT _id FROM his_nodes WHERE code = $1', [code]);
    ref.ultrasound = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'SA-BUNG'`);
    ref.glucose = await idOf(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'XN-GLU'`);
    ref.technician = (await one<{ NhanVien_Id: string }>(`SELECT "NhanVien_Id" FROM his_users WHERE username = 'ktv'`)).NhanVien_Id;
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    tech = await signIn('ktv', 'Ktv@12345');
    ref.device = await idOf(`SELECT _id FROM "DM_ThietBi" WHERE "MaThietBi" = 'TB-SA-01' AND "node_Id" = $1`, [tech.node]);
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the technician uploads ten files / Then each is stored with the type its bytes say, audited without its bytes, and served back unchanged by its token', async () => {
    const parts: Part[] = [
      { name: 'chup-1.jpg', bytes: JPEG, type: 'image/jpeg' },
      // A PNG named .jpg and claimed as a GIF: the bytes decide.
      { name: 'nhan-sai.jpg', bytes: PNG, type: 'image/gif' },
      { name: 'lat-cat-1.dcm', bytes: dicom(1) },
      ...jpegs(6, 'tiep'),
      { name: 'Siêu âm "bụng".png', bytes: PNG, type: 'image/png' },
    ];
    const stored = await uploaded(tech, parts);
    expect(stored.map((file) => [file.name, file.mime, file.size])).toEqual(parts.map((part, index) => [
      part.name.replace(/"/g, ''), [1, 9].includes(index) ? 'image/png' : index === 2 ? 'application/dicom' : 'image/jpeg', part.bytes.length,
    ]));
    expect(Object.keys(stored[0]!).sort()).toEqual(['_id', 'mime', 'name', 'size']);
    const rows = await server.runtime.database.query<{ node_Id: string; createdBy: string; claimedBy: string | null; sha256: string }>(
      'SELECT "node_Id", "createdBy", "claimedBy", sha256 FROM his_files WHERE _id = ANY($1::text[])', [stored.map((file) => file._id)]);
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.node_Id === tech.node && row.claimedBy === null && /^[0-9a-f]{64}$/.test(row.sha256))).toBe(true);
    const audit = await server.runtime.database.query<{ action: string; operation: string; after: Record<string, unknown> }>(
      `SELECT action, operation, after FROM his_audit_log WHERE entity = 'his_files' AND "entity_Id" = ANY($1::text[])`, [stored.map((file) => file._id)]);
    expect(audit).toHaveLength(10);
    expect(audit.every((entry) => entry.action === 'CREATE' && entry.operation === 'upload' && !('bytes' in entry.after) && !('token' in entry.after))).toBe(true);

    const dicomFile = await served(`/tep?token=${await tokenOf(stored[2]!._id)}`);
    expect(dicomFile.status).toBe(200);
    expect(dicomFile.bytes).toEqual(parts[2]!.bytes);
    expect(dicomFile.headers.get('content-type')).toBe('application/dicom');
    expect(dicomFile.headers.get('x-content-type-options')).toBe('nosniff');
    expect(dicomFile.headers.get('cache-control')).toMatch(/^private/);
    expect(dicomFile.headers.get('content-disposition')).toBe(`inline; filename="lat-cat-1.dcm"; filename*=UTF-8''lat-cat-1.dcm`);
    const png = await served(`/tep?token=${await tokenOf(stored[9]!._id)}`);
    expect([png.headers.get('content-type'), png.headers.get('content-disposition')]).toEqual(['image/png', `inline; filename="Sieu am bung.png"; filename*=UTF-8''${encodeURIComponent('Siêu âm bụng.png')}`]);
    expect(png.bytes).toEqual(PNG);
  });

  it('When eleven files, a GIF among JPEGs, an empty file or a file over 32 MB are sent / Then the whole request is refused naming the file, and nothing is stored', async () => {
    const before = await count('SELECT count(*)::int AS n FROM his_files');
    const eleven = await upload(tech, jpegs(11));
    expect(eleven.status).toBe(400);
    expect(eleven.body.errors[0]).toEqual({
      message: 'Tệp tải lên: Mỗi lần tải lên tối đa 10 tệp', extensions: { code: 'BAD_USER_INPUT', messageKey: 'files.tooMany', field: 'file', params: { max: 10 } },
    });
    const gif = await upload(tech, [...jpegs(2), { name: 'dong.jpg', bytes: GIF, type: 'image/jpeg' }]);
    expect([gif.status, gif.body.errors[0].message]).toEqual([400, 'Tệp tải lên: Tệp “dong.jpg” không phải ảnh JPEG, PNG, DICOM hoặc file Excel .xlsx']);
    const empty = await upload(tech, [{ name: 'rong.png', bytes: new Uint8Array() }]);
    expect(empty.body.errors[0].extensions).toMatchObject({ messageKey: 'files.empty', params: { name: 'rong.png' } });
    const large = new Uint8Array(32 * 1024 * 1024 + 1);
    large.set(JPEG);
    const oversized = await upload({ ...tech, lang: 'en' }, [{ name: 'lon.jpg', bytes: large }], { 'x-his-csrf': '1', 'x-lang': 'en' });
    expect([oversized.status, oversized.body.errors[0].message]).toEqual([413, 'Uploaded file: The file “lon.jpg” is larger than 32 MB']);
    const stray = await fetch(`${server.url}/upload`, {
      method: 'POST', headers: { authorization: `Bearer ${tech.token}`, 'x-current-node': tech.node!, 'x-current-profile': tech.profile! }, body: (() => {
        const form = new FormData();
        form.append('note', 'chữ');
        return form;
      })(),
    });
    expect([stray.status, (await stray.json()).errors[0].extensions.messageKey]).toEqual([400, 'files.unexpectedPart']);
    expect(await count('SELECT count(*)::int AS n FROM his_files')).toBe(before);
  });

  it('When a request declares more than 64 MB / Then it is refused before its body is read', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest(`${server.url}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tech.token}`, 'x-his-csrf': '1', 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(65 * 1024 * 1024) },
      }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk)).on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          sent.destroy();
        });
      });
      sent.on('error', reject);
      sent.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].extensions.messageKey).toBe('error.bodyTooLarge');
  });

  it('When a signed-out caller, a caller without the CSRF header or a GET uploads / Then 401, 403 and 405, with nothing stored', async () => {
    const before = await count('SELECT count(*)::int AS n FROM his_files');
    const signedOut = await upload(null, jpegs(1));
    expect([signedOut.status, signedOut.body.errors[0].extensions]).toEqual([401, { code: 'UNAUTHENTICATED', messageKey: 'auth.unauthenticated' }]);
    const badToken = await upload({ token: 'not-a-token' }, jpegs(1));
    expect([badToken.status, badToken.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
    const noCsrf = await upload(null, jpegs(1), {});
    expect([noCsrf.status, noCsrf.body.errors[0].extensions.messageKey]).toEqual([403, 'error.csrf']);
    const otherNode = await upload({ ...tech, node: 'not-my-node' }, jpegs(1));
    expect([otherNode.status, otherNode.body.errors[0].extensions.code]).toEqual([403, 'FORBIDDEN']);
    expect((await fetch(`${server.url}/upload`, { headers: { authorization: `Bearer ${tech.token}` } })).status).toBe(405);
    expect(await count('SELECT count(*)::int AS n FROM his_files')).toBe(before);
  });

  it('When a token is unknown or malformed / Then the same 404', async () => {
    const unknown = await served(`/tep?token=${'A'.repeat(43)}`);
    const malformed = await served('/tep?token=%27%20OR%201%3D1--');
    const none = await served('/tep');
    expect([unknown.status, malformed.status, none.status]).toEqual([404, 404, 404]);
    expect(new TextDecoder().decode(malformed.bytes)).toBe(new TextDecoder().decode(unknown.bytes));
  });

  it('When the technician attaches two DICOM slices and a picture to a sent ultrasound / Then the order is taken, the images listed in order with their paths, audited and announced', async () => {
    const id = await ultrasound();
    const files = await uploaded(tech, [{ name: 'lat-2.dcm', bytes: dicom(2) }, { name: 'lat-1.dcm', bytes: dicom(1) }, { name: 'gan.jpg', bytes: JPEG }]);
    const attached = (await data(tech, ATTACH, { id, fileIds: files.map((file) => file._id) })).themHinhAnhDichVuYeuCau;
    expect(attached.TrangThai).toBe('ChuaKetQua');
    expect(attached.HinhAnhs.map((image: any) => [image.TenTep, image.LoaiTep, image.LaDicom, image.ThuTu])).toEqual([
      ['lat-2.dcm', 'application/dicom', true, 1], ['lat-1.dcm', 'application/dicom', true, 2], ['gan.jpg', 'image/jpeg', false, 3],
    ]);
    expect(attached.HinhAnhs[0].DuongDan).toBe(`/tep?token=${await tokenOf(files[0]!._id)}`);
    expect((await served(attached.HinhAnhs[2].DuongDan)).bytes).toEqual(JPEG);
    expect((await data(doctor, ONE, { id })).clsDichVuYeuCauById.HinhAnhs).toHaveLength(3);
    expect(await count(`SELECT count(*)::int AS n FROM his_files WHERE "claimedBy" = 'DichVuYeuCau_HinhAnh' AND _id = ANY($1::text[])`, [files.map((file) => file._id)])).toBe(3);
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'DichVuYeuCau_HinhAnh' AND action = 'CREATE' AND after->>'DichVuYeuCau_Id' = $1`, [id])).toBe(3);
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'DichVuYeuCau' AND "entity_Id" = $1 AND operation = 'themHinhAnhDichVuYeuCau'`, [id])).toBe(1);
    for (let waited = 0; waited < 3000 && !events.some((event) => event.module === 'SieuAm' && event.data.ids.includes(id)); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.some((event) => event.module === 'SieuAm' && event.data.ids.includes(id))).toBe(true);

    // Removed: the row goes and the file is given back to the clean-up.
    const removed = (await data(tech, REMOVE, { id, image: attached.HinhAnhs[2]._id })).xoaHinhAnhDichVuYeuCau;
    expect(removed.HinhAnhs.map((image: any) => image.TenTep)).toEqual(['lat-2.dcm', 'lat-1.dcm']);
    expect((await one<{ claimedBy: string | null }>('SELECT "claimedBy" FROM his_files WHERE _id = $1', [files[2]!._id])).claimedBy).toBeNull();
    expect((await refusal(tech, REMOVE, { id, image: attached.HinhAnhs[2]._id })).extensions).toMatchObject({ messageKey: 'paraclinical.images.notFound', field: 'idHinhAnh' });

    // Returned: no more changes, and the public page shows the report's images.
    await data(tech, SAVE_IMAGING, { id, input: { ThietBi_Id: ref.device, NguoiThucHien_Ids: [ref.technician], NgayThucHien: Date.now(), KetLuan: 'Gan nhiễm mỡ độ I' }, ret: true });
    const more = await uploaded(tech, jpegs(1));
    expect((await refusal(tech, ATTACH, { id, fileIds: [more[0]!._id] })).extensions).toMatchObject({ messageKey: 'paraclinical.resultReturned', field: 'id' });
    expect((await refusal(tech, REMOVE, { id, image: removed.HinhAnhs[0]._id })).extensions).toMatchObject({ messageKey: 'paraclinical.resultReturned', field: 'id' });
    const path = (await data(tech, LINK, { patient: attached.BenhNhan_Id, number: attached.SoPhieuYeuCau })).lienKetKetQuaCLS as string;
    const token = new URL(path, 'http://his.test').searchParams.get('token')!;
    const page = (await gql(server, '/graphqlhis', PUBLIC, { patient: attached.BenhNhan_Id, number: attached.SoPhieuYeuCau, token })).data.ketQuaCLSCongKhai;
    expect(page.DichVus.map((service: any) => [service.KetLuan, service.HinhAnhs.map((image: any) => image.TenTep)])).toEqual([['Gan nhiễm mỡ độ I', ['lat-2.dcm', 'lat-1.dcm']]]);
    expect((await gql(server, '/graphqlhis', PUBLIC, { patient: attached.BenhNhan_Id, number: attached.SoPhieuYeuCau, token: 'x'.repeat(43) })).data.ketQuaCLSCongKhai).toBeNull();
  });

  it('When files are another user\'s, attached already, or the order is a lab one / Then each is refused by its field; a receptionist is FORBIDDEN', async () => {
    const id = await ultrasound();
    const [deskFile] = await uploaded(desk, jpegs(1, 'tiep-don'));
    const mine = await uploaded(tech, jpegs(2, 'ktv'));
    expect((await refusal(tech, ATTACH, { id, fileIds: [mine[0]!._id, deskFile!._id] })).extensions).toMatchObject({ messageKey: 'paraclinical.images.fileNotFound', field: 'fileIds.1' });
    // Nothing of the refused call stays: the first file is still free.
    expect((await one<{ claimedBy: string | null }>('SELECT "claimedBy" FROM his_files WHERE _id = $1', [mine[0]!._id])).claimedBy).toBeNull();
    await data(tech, ATTACH, { id, fileIds: [mine[0]!._id] });
    const other = await ultrasound();
    expect((await refusal(tech, ATTACH, { id: other, fileIds: [mine[0]!._id] })).extensions).toMatchObject({ messageKey: 'paraclinical.images.fileNotFound', field: 'fileIds.0' });
    const [lab] = await ordered([{ DichVu_Id: ref.glucose, NoiThucHien_Id: ref.xn01 }]);
    expect((await refusal(tech, ATTACH, { id: lab, fileIds: [mine[1]!._id] })).extensions).toMatchObject({ messageKey: 'paraclinical.images.notReport', field: 'id' });
    const forbidden = await refusal(desk, ATTACH, { id, fileIds: [deskFile!._id] });
    expect(forbidden.extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(desk, REMOVE, { id, image: 'x' })).extensions?.code).toBe('FORBIDDEN');
    expect((await refusal(tech, ATTACH, { id, fileIds: [] })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'fileIds' });
  });

  it('When an order has 50 images / Then one more is refused saying how many are left', async () => {
    const id = await ultrasound();
    const fifty = [];
    for (let batch = 0; batch < 5; batch++) fifty.push(...(await uploaded(tech, jpegs(10, `lo-${batch}`))));
    const [extra] = await uploaded(tech, jpegs(1, 'thua'));
    expect((await data(tech, ATTACH, { id, fileIds: fifty.map((file) => file._id) })).themHinhAnhDichVuYeuCau.HinhAnhs).toHaveLength(50);
    const refused = await refusal(tech, ATTACH, { id, fileIds: [extra!._id] });
    expect(refused.extensions).toMatchObject({ messageKey: 'paraclinical.images.tooMany', field: 'fileIds', params: { max: 50, left: 0 } });
    expect(refused.message).toContain('tối đa 50 hình ảnh');
  });

  it('When an upload is left unclaimed for a day / Then a later upload removes it, and claimed files stay', async () => {
    const id = await ultrasound();
    const [kept, dropped] = await uploaded(tech, jpegs(2, 'cu'));
    await data(tech, ATTACH, { id, fileIds: [kept!._id] });
    await server.runtime.database.query(`UPDATE his_files SET "createdAt" = now() - interval '25 hours' WHERE _id = ANY($1::text[])`, [[kept!._id, dropped!._id]]);
    await uploaded(tech, jpegs(1, 'moi'));
    const left = await server.runtime.database.query<{ _id: string }>('SELECT _id FROM his_files WHERE _id = ANY($1::text[])', [[kept!._id, dropped!._id]]);
    expect(left.map((row) => row._id)).toEqual([kept!._id]);
  });
});
