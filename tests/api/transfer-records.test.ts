// Transfer-out records, treatment history and the cost so far as the server enforces them (spec §3 KhamBenh_ChuyenVien,
// §4: reopening an exam first needs its transfer cancelled, §7 records and examination): each rule refused with its
// message and field and nothing saved, one live record per exam, cancel and remove, reopening refused while a record
// is live; a patient's visits with exams, orders and prescriptions; a visit's costs by group to the đồng. On PGlite
// and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, type HisServer } from '@his/server';
import { BACKENDS, serversOnBackends } from '../support/backends';
import { gql, login, mainService, type Caller } from '../support/server';

const RECORD = `_id MaChuyenVien TrangThai LyDoHuy KhamBenh_Id MaKhamBenh BenhNhan_Id TiepNhan_Id TenBacSiKham NgayChuyen BenhVien_Id TenBenhVien ICD_Id MaICD
  ICDPhu_Ids ICDPhus { MaICD } LyDoChuyen HinhThucChuyen_Id ChuyenTuNgay ChuyenDenNgay SoLuotChuyen TenBenhNhan MaYTe MaTiepNhan`;
const CREATE = `mutation ($input: KhamBenh_ChuyenVienInput!) { createKhamBenh_ChuyenVien(input: $input) { ${RECORD} } }`;
const UPDATE = `mutation ($id: ID!, $input: KhamBenh_ChuyenVienInput!) { updateKhamBenh_ChuyenVien(id: $id, input: $input) { ${RECORD} } }`;
const CANCEL = `mutation ($id: ID!, $reason: String!) { cancelKhamBenh_ChuyenVien(id: $id, reason: $reason) { ${RECORD} } }`;
const REMOVE = 'mutation ($id: ID!) { removeKhamBenh_ChuyenVien(id: $id) }';
const BY_PATIENT = `query ($patient: ID, $exam: ID, $visit: ID, $doctor: ID) {
  getKhamBenh_ChuyenVienByBenhNhanId(BenhNhan_Id: $patient, KhamBenh_Id: $exam, TiepNhan_Id: $visit, BacSiKham_Id: $doctor) { ${RECORD} } }`;
const START = 'mutation ($order: ID!, $input: KhamBenhInput) { createKhamBenh(DichVuYeuCau_Id: $order, input: $input) { _id MaKhamBenh TrangThai BenhNhan_Id TiepNhan_Id NgayKham } }';
const SAVE_AND_END = 'mutation ($id: ID!, $input: KhamBenhInput!) { saveAndVerifyKhamBenh(id: $id, input: $input) { _id TrangThai } }';
const VERIFY = 'mutation ($id: ID!, $state: String!) { verifyKhamBenh(id: $id, currentState: $state) { _id TrangThai } }';
const CANCEL_EXAM = 'mutation ($id: ID!, $reason: String!) { cancelKhamBenh(id: $id, reason: $reason) { _id TrangThai } }';
const REMOVE_EXAM = 'mutation ($id: ID!) { removeKhamBenh(id: $id) }';
const RECEIVE = `mutation ($benhNhan: BenhNhanInput, $input: TiepNhanInput!) {
  createTiepNhanKhamBenh(benhNhan: $benhNhan, input: $input) { _id MaTiepNhan BenhNhan_Id DichVuYeuCaus { _id NoiThucHien_Id } } }`;
const CANCEL_VISIT = 'mutation ($id: ID!, $reason: String!) { huyTiepNhan(id: $id, LyDoHuy: $reason) { _id TrangThai } }';
const HISTORY = `query ($patient: ID!) { getLichSuDieuTriByBenhNhan(BenhNhan_Id: $patient) { TiepNhan_Id MaTiepNhan TrangThai TenBenhNhan GioiTinh NamSinh
  KhamBenhs { _id MaICD TenPhongBan TenBacSiKham TenHuongGiaiQuyet TrangThai } DichVuYeuCaus { DichVuYeuCau_Id TenDichVu TenLoaiDichVu TrangThai SoLuong }
  ToaThuocs { LoaiToaThuoc DaHuy ChiTiets { TenDuoc SoLuong } } ChuyenViens { MaChuyenVien } } }`;
const DETAIL = `query ($visit: ID!) { getChiTietLichSuDieuTri(TiepNhan_Id: $visit) { TiepNhan_Id KhamBenhs { _id TrangThai } DichVuYeuCaus { DichVuYeuCau_Id TrangThai }
  ToaThuocs { DaHuy } ChuyenViens { MaChuyenVien TrangThai } } }`;
const COST = `query ($visit: ID!) { chiPhiBenhNhan(TiepNhan_Id: $visit) { MaTiepNhan TongTien BenhNhanTra DaThanhToan ChuaThanhToan
  Nhoms { MaNhom TenNhom ThanhTien BenhNhanTra DaThanhToan ChuaThanhToan ChiTiets { Loai Ten SoLuong DonGia DonGiaThanhToan ThanhTien BenhNhanTra DaThuTien KhongThuTien } } } }`;
const MY_INFO = '{ myInfo { profile { _id } nodes { _id code } } }';
const DAY = 24 * 60 * 60 * 1000;

const startServer = serversOnBackends({ withPlugins: true });

describe.each(BACKENDS)('transfer records, history and costs on %s', (backend) => {
  let server: HisServer;
  let desk: Caller;
  let doctor: Caller;
  let admin: Caller;
  const ref = {} as Record<'danToc' | 'quocTich' | 'commune' | 'vienPhi' | 'exam' | 'room' | 'icdA' | 'icdB' | 'plan' | 'hospital' | 'lab' | 'facility', string>;
  const { data, refusal } = mainService(() => server);
  let serial = 0;

  const db = () => server.runtime.database;
  const one = async <T>(query: string, params: unknown[] = []): Promise<T> => (await db().query<T>(query, params))[0]!;
  const count = async (query: string, params: unknown[] = []) => Number((await one<{ n: number }>(query, params)).n);
  const signIn = async (username: string, password: string): Promise<Caller> => {
    const token = (await login(server, username, password)).token;
    const me = (await gql(server, '/graphqlauth', MY_INFO, {}, { token })).data.myInfo;
    return { token, node: me.nodes.find((node: { code: string }) => node.code === 'CS01')._id, profile: me.profile._id };
  };
  /** A new fee-paying patient received for the internal-medicine examination in room PK01, her exam begun. */
  const examined = async (): Promise<{ exam: { _id: string; MaKhamBenh: string; BenhNhan_Id: string; TiepNhan_Id: string; NgayKham: number }; order: string; visit: string; code: string }> => {
    serial++;
    const benhNhan = {
      TenBenhNhan: `Lê Văn Chuyển ${String.fromCharCode(65 + (serial % 26))}${serial}`, NamSinh: 1960, GioiTinh: 'MALE', DanToc_Id: ref.danToc, QuocTich_Id: ref.quocTich,
      SoDienThoai: `0988${String(300000 + serial).slice(-6)}`, DonViHanhChinh_Id: ref.commune,
    };
    const visit = (await data(desk, RECEIVE, { benhNhan, input: { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }] } })).createTiepNhanKhamBenh;
    const order = visit.DichVuYeuCaus[0]._id as string;
    const exam = (await data(doctor, START, { order, input: { TrieuChungLamSang: 'Đau ngực' } })).createKhamBenh;
    return { exam, order, visit: visit._id, code: visit.MaTiepNhan };
  };
  const transferOf = (examId: string, change: Record<string, unknown> = {}) => ({
    KhamBenh_Id: examId, ICD_Id: ref.icdA, ICDPhu_Ids: [ref.icdB], LyDoChuyen: 'Vượt quá khả năng chuyên môn', BenhVien_Id: ref.hospital,
    HinhThucChuyen_Id: 'LenCapTren', ChanDoan: 'Nhồi máu cơ tim cấp', SoLuotChuyen: 1, ...change,
  });
  const end = (examId: string) => data(doctor, SAVE_AND_END, { id: examId, input: { ICD_Id: ref.icdA, HuongGiaiQuyet_Id: ref.plan } });

  beforeAll(async () => {
    server = await startServer(backend);
    desk = await signIn('tiepdon', 'Tiepdon@123');
    doctor = await signIn('bacsi', 'Bacsi@123');
    admin = { token: (await login(server, DEMO_ADMIN.username, DEMO_ADMIN.password)).token };
    ref.danToc = (await one<{ _id: string }>(`SELECT _id FROM "DM_DanToc" WHERE "MaDanToc" = '01'`))._id;
    ref.quocTich = (await one<{ _id: string }>(`SELECT _id FROM "DM_QuocTich" WHERE "MaQuocTich" = 'VN'`))._id;
    ref.commune = (await one<{ DonViHanhChinh_Id: string }>(`SELECT "DonViHanhChinh_Id" FROM "BenhNhan" WHERE "DonViHanhChinh_Id" IS NOT NULL LIMIT 1`)).DonViHanhChinh_Id;
    ref.vienPhi = (await one<{ _id: string }>(`SELECT _id FROM "DM_DoiTuong" WHERE "MaDoiTuong" = 'VienPhi'`))._id;
    ref.exam = (await one<{ _id: string }>(`SELECT _id FROM "DM_DichVu" WHERE "MaDichVu" = 'KB-NOI'`))._id;
    ref.lab = (await one<{ _id: string }>(`SELECT d._id FROM "DM_DichVu" d JOIN "DM_NhomDichVu" n ON n._id = d."NhomDichVu_Id" JOIN "DM_LoaiDichVu" l ON l._id = n."LoaiDichVu_Id"
      WHERE l."MaLoaiDichVu" = 'XetNghiem' ORDER BY d."MaDichVu" LIMIT 1`))._id;
    const rooms = (await data(doctor, '{ phongKhams { _id MaPhongBan } }')).phongKhams as { _id: string; MaPhongBan: string }[];
    ref.room = rooms.find((room) => room.MaPhongBan === 'PK01')!._id;
    ref.facility = doctor.node!;
    const icds = await db().query<{ _id: string }>('SELECT _id FROM "DM_ICD" ORDER BY "MaICD" LIMIT 2');
    ref.icdA = icds[0]!._id;
    ref.icdB = icds[1]!._id;
    ref.plan = (await one<{ _id: string }>('SELECT _id FROM "DM_HuongGiaiQuyet" ORDER BY "MaHuongGiaiQuyet" LIMIT 1'))._id;
    ref.hospital = (await data(admin, 'mutation ($input: DM_BenhVienInput!) { createDM_BenhVien(input: $input) { _id } }',
      { input: { MaBenhVien: '79001', TenBenhVien: 'Bệnh viện Chợ Rẫy' } })).createDM_BenhVien._id;
  }, 120_000);
  afterAll(async () => server?.close());

  it('When the doctor writes the transfer of an exam / Then it is numbered, names the patient, the facility and the doctor, and is audited', async () => {
    const { exam, code } = await examined();
    const record = (await data(doctor, CREATE, { input: transferOf(exam._id) })).createKhamBenh_ChuyenVien;
    expect(record).toMatchObject({
      TrangThai: 'DangSuDung', KhamBenh_Id: exam._id, MaKhamBenh: exam.MaKhamBenh, BenhNhan_Id: exam.BenhNhan_Id, TiepNhan_Id: exam.TiepNhan_Id, MaTiepNhan: code,
      BenhVien_Id: ref.hospital, TenBenhVien: 'Bệnh viện Chợ Rẫy', ICD_Id: ref.icdA, ICDPhu_Ids: [ref.icdB], HinhThucChuyen_Id: 'LenCapTren', SoLuotChuyen: 1,
    });
    expect(record.MaChuyenVien).toMatch(new RegExp(`^CV${String(new Date().getFullYear()).slice(-2)}\\d{6}$`));
    expect(record.TenBenhNhan).toMatch(/^Lê Văn Chuyển/);
    expect(record.TenBacSiKham).toBeTruthy();
    expect(record.ICDPhus).toHaveLength(1);
    expect(record.NgayChuyen).toBeGreaterThanOrEqual(exam.NgayKham);
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'KhamBenh_ChuyenVien' AND "entity_Id" = $1 AND action = 'CREATE'`, [record._id])).toBe(1);
    // The records are found by patient, by visit, by exam and by doctor together.
    const found = (await data(doctor, BY_PATIENT, { patient: exam.BenhNhan_Id })).getKhamBenh_ChuyenVienByBenhNhanId;
    expect(found.map((row: { _id: string }) => row._id)).toEqual([record._id]);
    expect((await data(doctor, BY_PATIENT, { visit: exam.TiepNhan_Id, exam: exam._id })).getKhamBenh_ChuyenVienByBenhNhanId).toHaveLength(1);
    expect((await data(doctor, BY_PATIENT, { patient: exam.BenhNhan_Id, doctor: 'nobody' })).getKhamBenh_ChuyenVienByBenhNhanId).toHaveLength(0);
    expect((await refusal(doctor, BY_PATIENT, {})).extensions).toMatchObject({ messageKey: 'validation.required', field: 'BenhNhan_Id' });
  });

  it.each([
    ['no main diagnosis', { ICD_Id: null }, 'examination.chuyenVien.icdRequired', 'ICD_Id'],
    ['a secondary diagnosis that is the main one', { ICDPhu_Ids: ['A'] }, 'examination.secondaryIcdIsPrimary', 'ICDPhu_Ids'],
    ['a diagnosis not in the catalogue', { ICD_Id: 'khong-co' }, 'catalogue.refNotFound', 'ICD_Id'],
    ['no reason', { LyDoChuyen: '  ' }, 'examination.chuyenVien.reasonRequired', 'LyDoChuyen'],
    ['no receiving facility', { BenhVien_Id: null }, 'examination.chuyenVien.facilityRequired', 'BenhVien_Id'],
    ['a facility not in the catalogue', { BenhVien_Id: 'khong-co' }, 'catalogue.refNotFound', 'BenhVien_Id'],
    ['a treatment period ending before it began', { ChuyenTuNgay: Date.now(), ChuyenDenNgay: Date.now() - 2 * DAY }, 'examination.chuyenVien.periodBackwards', 'ChuyenDenNgay'],
    ['a transfer dated before the exam', { NgayChuyen: Date.now() - 3 * DAY }, 'examination.chuyenVien.beforeExam', 'NgayChuyen'],
    ['an unknown kind of transfer', { HinhThucChuyen_Id: 'BayLen' }, 'examination.chuyenVien.kindUnknown', 'HinhThucChuyen_Id'],
    ['a reason of 1,001 characters', { LyDoChuyen: 'x'.repeat(1001) }, 'validation.maxLength', 'LyDoChuyen'],
    ['no exam', { KhamBenh_Id: null }, 'validation.required', 'KhamBenh_Id'],
    ['an exam of no one', { KhamBenh_Id: 'khong-co' }, 'examination.notFound', 'KhamBenh_Id'],
  ])('When the doctor writes a transfer with %s / Then it is refused, naming the field, and nothing is saved', async (_case, change, messageKey, field) => {
    const { exam } = await examined();
    const input = transferOf(exam._id, Object.fromEntries(Object.entries(change).map(([key, value]) => [key, Array.isArray(value) ? value.map((id) => (id === 'A' ? ref.icdA : id)) : value])));
    const error = await refusal(doctor, CREATE, { input });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey, field });
    expect(await count('SELECT count(*)::int AS n FROM "KhamBenh_ChuyenVien" WHERE "KhamBenh_Id" = $1', [exam._id])).toBe(0);
  });

  it('When a second transfer is written for an exam, or an update breaks a rule / Then the first stays the only one, unchanged', async () => {
    const { exam } = await examined();
    const first = (await data(doctor, CREATE, { input: transferOf(exam._id) })).createKhamBenh_ChuyenVien;
    const twice = await refusal(doctor, CREATE, { input: transferOf(exam._id) });
    expect(twice.extensions).toMatchObject({ messageKey: 'examination.chuyenVien.alreadyRecorded', field: 'KhamBenh_Id' });
    expect(twice.message).toContain(first.MaChuyenVien);
    const noReason = await refusal(doctor, UPDATE, { id: first._id, input: { LyDoChuyen: null } });
    expect(noReason.extensions).toMatchObject({ messageKey: 'examination.chuyenVien.reasonRequired', field: 'LyDoChuyen' });
    const updated = (await data(doctor, UPDATE, { id: first._id, input: { LyDoChuyen: 'Theo yêu cầu của người bệnh', KhamBenh_Id: 'other' } })).updateKhamBenh_ChuyenVien;
    expect(updated).toMatchObject({ LyDoChuyen: 'Theo yêu cầu của người bệnh', ICD_Id: ref.icdA, KhamBenh_Id: exam._id, MaChuyenVien: first.MaChuyenVien });
    expect(await count('SELECT count(*)::int AS n FROM "KhamBenh_ChuyenVien" WHERE "KhamBenh_Id" = $1', [exam._id])).toBe(1);
  });

  it('When the exam with a live transfer is reopened / Then it is refused naming the record, and allowed once the record is cancelled', async () => {
    const { exam } = await examined();
    await end(exam._id);
    // An ended exam with its visit open takes a transfer: the doctor decides after the results.
    const record = (await data(doctor, CREATE, { input: transferOf(exam._id) })).createKhamBenh_ChuyenVien;
    const refused = await refusal(doctor, VERIFY, { id: exam._id, state: 'DaKham' });
    expect(refused.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: 'examination.chuyenVien.holdsExam', field: 'id' });
    expect(refused.message).toContain(record.MaChuyenVien);
    expect((await one<{ TrangThai: string }>('SELECT "TrangThai" FROM "KhamBenh" WHERE _id = $1', [exam._id])).TrangThai).toBe('DaKham');
    expect((await refusal(doctor, CANCEL, { id: record._id, reason: ' ' })).extensions).toMatchObject({ messageKey: 'validation.required', field: 'reason' });
    const cancelled = (await data(doctor, CANCEL, { id: record._id, reason: 'Gia đình xin điều trị tại đây' })).cancelKhamBenh_ChuyenVien;
    expect(cancelled).toMatchObject({ TrangThai: 'DaHuy', LyDoHuy: 'Gia đình xin điều trị tại đây' });
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'KhamBenh_ChuyenVien' AND "entity_Id" = $1 AND action = 'CANCEL'`, [record._id])).toBe(1);
    expect((await refusal(doctor, UPDATE, { id: record._id, input: { LyDoChuyen: 'Khác' } })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.cancelled' });
    expect((await refusal(doctor, CANCEL, { id: record._id, reason: 'Lần nữa' })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.cancelled' });
    expect((await data(doctor, VERIFY, { id: exam._id, state: 'DaKham' })).verifyKhamBenh.TrangThai).toBe('DangKham');
    // With the first cancelled, a new record may be written; the cancelled one stays, listed with it.
    const second = (await data(doctor, CREATE, { input: transferOf(exam._id) })).createKhamBenh_ChuyenVien;
    expect(second.MaChuyenVien).not.toBe(record.MaChuyenVien);
    expect((await data(doctor, BY_PATIENT, { exam: exam._id })).getKhamBenh_ChuyenVienByBenhNhanId.map((row: { TrangThai: string }) => row.TrangThai).sort()).toEqual(['DaHuy', 'DangSuDung']);
  });

  it('When the doctor removes a transfer / Then it is gone and audited; an exam holding one cannot be cancelled or removed, nor take one once cancelled', async () => {
    const { exam } = await examined();
    const record = (await data(doctor, CREATE, { input: transferOf(exam._id) })).createKhamBenh_ChuyenVien;
    // The exam holds nothing of its own but the record: removing or cancelling the exam would strand it.
    await data(doctor, 'mutation ($id: ID!) { updateKhamBenh(id: $id, input: { TrieuChungLamSang: null }) { _id } }', { id: exam._id });
    expect((await refusal(doctor, REMOVE_EXAM, { id: exam._id })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.holdsExam', field: 'id' });
    expect((await refusal(doctor, CANCEL_EXAM, { id: exam._id, reason: 'Nhầm bệnh nhân' })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.holdsExam', field: 'id' });
    // A cancelled record still names the exam: it is removed before the exam is.
    await data(doctor, CANCEL, { id: record._id, reason: 'Viết nhầm' });
    const stillNamed = await refusal(doctor, REMOVE_EXAM, { id: exam._id });
    expect(stillNamed.extensions).toMatchObject({ messageKey: 'examination.chuyenVien.removeRecordFirst', field: 'id' });
    expect(stillNamed.message).toContain(record.MaChuyenVien);
    expect((await data(doctor, REMOVE, { id: record._id })).removeKhamBenh_ChuyenVien).toBe(true);
    expect(await count('SELECT count(*)::int AS n FROM "KhamBenh_ChuyenVien" WHERE _id = $1', [record._id])).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM his_audit_log WHERE entity = 'KhamBenh_ChuyenVien' AND "entity_Id" = $1 AND action = 'DELETE'`, [record._id])).toBe(1);
    expect((await refusal(doctor, REMOVE, { id: record._id })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.notFound', field: 'id' });
    await data(doctor, CANCEL_EXAM, { id: exam._id, reason: 'Nhầm bệnh nhân' });
    expect((await refusal(doctor, CREATE, { input: transferOf(exam._id) })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.examCancelled', field: 'KhamBenh_Id' });
    // A visit the cashier completed keeps its exam, and takes no transfer either.
    const completed = await examined();
    await server.runtime.database.query(`UPDATE "TiepNhan" SET "TrangThai" = 'HoanTat' WHERE _id = $1`, [completed.visit]);
    expect((await refusal(doctor, CREATE, { input: transferOf(completed.exam._id) })).extensions).toMatchObject({ messageKey: 'examination.visitClosed', field: 'KhamBenh_Id' });
  });

  it('When the visit is cancelled (its exam with it), or a receptionist calls / Then no transfer is written', async () => {
    const { exam, visit } = await examined();
    expect((await refusal(desk, CREATE, { input: transferOf(exam._id) })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect((await refusal(desk, BY_PATIENT, { patient: exam.BenhNhan_Id })).extensions).toMatchObject({ code: 'FORBIDDEN' });
    await data(desk, CANCEL_VISIT, { id: visit, reason: 'Bệnh nhân về' });
    expect((await refusal(doctor, CREATE, { input: transferOf(exam._id) })).extensions).toMatchObject({ messageKey: 'examination.chuyenVien.examCancelled', field: 'KhamBenh_Id' });
    // A visit the cashier completed keeps its exam, and takes no transfer either.
    const completed = await examined();
    await server.runtime.database.query(`UPDATE "TiepNhan" SET "TrangThai" = 'HoanTat' WHERE _id = $1`, [completed.visit]);
    expect((await refusal(doctor, CREATE, { input: transferOf(completed.exam._id) })).extensions).toMatchObject({ messageKey: 'examination.visitClosed', field: 'KhamBenh_Id' });
  });

  /** Adds to a visit an order line as the order screen would, straight in the tables: its id. */
  const addOrder = async (visit: string, patient: string, line: { DichVu_Id: string; DonGia: number; DonGiaThanhToan: number; SoLuong: number; DaThuTien?: boolean; KhongThuTien?: boolean; TrangThai?: string }) => {
    serial++;
    const orderId = `test-order-${serial}`;
    await db().query(`INSERT INTO "DichVuYeuCau" (_id, "node_Id", "SoPhieuYeuCau", "TiepNhan_Id", "BenhNhan_Id", "NoiThucHien_Id", "TrangThai", "NgayYeuCau")
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [orderId, ref.facility, `YC-T${serial}`, visit, patient, ref.room, line.TrangThai ?? 'SanSang', Date.now()]);
    await db().query(`INSERT INTO "DichVuYeuCau_ChiTiet" (_id, "DichVuYeuCau_Id", "DichVu_Id", "LoaiGia_Id", "BangGia_Id", "DonGia", "DonGiaThanhToan", "SoLuong", "DaThuTien", "KhongThuTien")
      VALUES ($1, $2, $3, 'test', 'test', $4, $5, $6, $7, $8)`, [`${orderId}-1`, orderId, line.DichVu_Id, line.DonGia, line.DonGiaThanhToan, line.SoLuong, line.DaThuTien ?? false, line.KhongThuTien ?? false]);
    return orderId;
  };
  /** Adds a prescription of the exam with its lines, straight in the tables. */
  const addPrescription = async (exam: { _id: string; TiepNhan_Id: string; BenhNhan_Id: string }, kind: string, lines: { TenDuoc: string; SoLuong: number; DonGia: number; DonGiaThanhToan: number; DaThuTien?: boolean }[], cancelled = false) => {
    serial++;
    const id = `test-toa-${serial}`;
    await db().query(`INSERT INTO "KhamBenhToaThuoc" (_id, "node_Id", "KhamBenh_Id", "TiepNhan_Id", "BenhNhan_Id", "SoThuTuToa", "LoaiToaThuoc", "NgayToaThuoc", "DaHuy")
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [id, ref.facility, exam._id, exam.TiepNhan_Id, exam.BenhNhan_Id, serial, kind, Date.now(), cancelled]);
    for (const [index, line] of lines.entries()) {
      await db().query(`INSERT INTO "KhamBenhToaThuocChiTiet" (_id, "KhamBenhToaThuoc_Id", "TenDuoc", "DonViTinh", "SoLuong", "DonGia", "DonGiaThanhToan", "DaThuTien", "ThuTu")
        VALUES ($1, $2, $3, 'Viên', $4, $5, $6, $7, $8)`, [`${id}-${index}`, id, line.TenDuoc, line.SoLuong, line.DonGia, line.DonGiaThanhToan, line.DaThuTien ?? false, index]);
    }
  };

  it('When a visit has an exam, lab orders and prescriptions / Then its cost is grouped by kind, to the đồng, and the history shows them', async () => {
    const { exam, order, visit, code } = await examined();
    const examLine = await one<{ DonGia: number; DonGiaThanhToan: number }>(
      'SELECT "DonGia"::float8 AS "DonGia", "DonGiaThanhToan"::float8 AS "DonGiaThanhToan" FROM "DichVuYeuCau_ChiTiet" WHERE "DichVuYeuCau_Id" = $1', [order]);
    const labOrder = await addOrder(visit, exam.BenhNhan_Id, { DichVu_Id: ref.lab, DonGia: 55_000, DonGiaThanhToan: 44_000, SoLuong: 2, DaThuTien: true });
    await addOrder(visit, exam.BenhNhan_Id, { DichVu_Id: ref.lab, DonGia: 30_000, DonGiaThanhToan: 30_000, SoLuong: 1, KhongThuTien: true });
    const cancelledOrder = await addOrder(visit, exam.BenhNhan_Id, { DichVu_Id: ref.lab, DonGia: 99_000, DonGiaThanhToan: 99_000, SoLuong: 1, TrangThai: 'DaHuy' });
    await addPrescription(exam, 'ToaThuong', [{ TenDuoc: 'Paracetamol 500 mg', SoLuong: 1.5, DonGia: 3_333, DonGiaThanhToan: 3_333 }, { TenDuoc: 'Amoxicillin 500 mg', SoLuong: 20, DonGia: 1_200, DonGiaThanhToan: 1_200, DaThuTien: true }]);
    await addPrescription(exam, 'ToaMuaNgoai', [{ TenDuoc: 'Vitamin C', SoLuong: 10, DonGia: 500, DonGiaThanhToan: 500 }]);
    await addPrescription(exam, 'ToaThuong', [{ TenDuoc: 'Thuốc đã huỷ', SoLuong: 1, DonGia: 7_000, DonGiaThanhToan: 7_000 }], true);

    const cost = (await data(doctor, COST, { visit })).chiPhiBenhNhan;
    expect(cost.Nhoms.map((group: { MaNhom: string }) => group.MaNhom)).toEqual(['KhamBenh', 'XetNghiem', 'Thuoc']);
    const [examGroup, labGroup, drugGroup] = cost.Nhoms;
    expect(examGroup).toMatchObject({ TenNhom: 'Khám bệnh', ThanhTien: examLine.DonGia, BenhNhanTra: examLine.DonGiaThanhToan, DaThanhToan: 0, ChuaThanhToan: examLine.DonGiaThanhToan });
    expect(labGroup).toMatchObject({ ThanhTien: 110_000 + 30_000, BenhNhanTra: 88_000, DaThanhToan: 88_000, ChuaThanhToan: 0 });
    expect(labGroup.ChiTiets[1]).toMatchObject({ ThanhTien: 30_000, BenhNhanTra: 0, KhongThuTien: true });
    // 1.5 × 3,333 = 4,999.5, rounded to 5,000 đồng; 20 × 1,200 = 24,000 paid.
    expect(drugGroup).toMatchObject({ TenNhom: 'Thuốc', ThanhTien: 29_000, BenhNhanTra: 29_000, DaThanhToan: 24_000, ChuaThanhToan: 5_000 });
    expect(drugGroup.ChiTiets.map((line: { Ten: string }) => line.Ten)).toEqual(['Paracetamol 500 mg', 'Amoxicillin 500 mg']);
    expect(cost).toMatchObject({
      MaTiepNhan: code,
      TongTien: examLine.DonGia + 140_000 + 29_000,
      BenhNhanTra: examLine.DonGiaThanhToan + 88_000 + 29_000,
      DaThanhToan: 88_000 + 24_000,
      ChuaThanhToan: examLine.DonGiaThanhToan + 5_000,
    });

    await end(exam._id);
    const transfer = (await data(doctor, CREATE, { input: transferOf(exam._id) })).createKhamBenh_ChuyenVien;
    const [latest] = (await data(doctor, HISTORY, { patient: exam.BenhNhan_Id })).getLichSuDieuTriByBenhNhan;
    expect(latest).toMatchObject({ TiepNhan_Id: visit, MaTiepNhan: code, GioiTinh: 'MALE', NamSinh: 1960, ChuyenViens: [{ MaChuyenVien: transfer.MaChuyenVien }] });
    expect(latest.TenBenhNhan).toMatch(/^Lê Văn Chuyển/);
    expect(latest.KhamBenhs).toHaveLength(1);
    expect(latest.KhamBenhs[0]).toMatchObject({ _id: exam._id, TrangThai: 'DaKham', TenPhongBan: expect.stringContaining('Phòng khám') });
    expect(latest.KhamBenhs[0].MaICD).toBeTruthy();
    expect(latest.KhamBenhs[0].TenHuongGiaiQuyet).toBeTruthy();
    expect(latest.DichVuYeuCaus.map((line: { DichVuYeuCau_Id: string }) => line.DichVuYeuCau_Id)).toContain(labOrder);
    expect(latest.DichVuYeuCaus.map((line: { DichVuYeuCau_Id: string }) => line.DichVuYeuCau_Id)).not.toContain(cancelledOrder);
    expect(latest.DichVuYeuCaus.find((line: { DichVuYeuCau_Id: string }) => line.DichVuYeuCau_Id === labOrder)).toMatchObject({ TenLoaiDichVu: 'Xét nghiệm', SoLuong: 2 });
    expect(latest.ToaThuocs.map((prescription: { LoaiToaThuoc: string }) => prescription.LoaiToaThuoc).sort()).toEqual(['ToaMuaNgoai', 'ToaThuong']);
    // The visit in full keeps the cancelled order and prescription.
    const detail = (await data(doctor, DETAIL, { visit })).getChiTietLichSuDieuTri;
    expect(detail.DichVuYeuCaus.map((line: { DichVuYeuCau_Id: string }) => line.DichVuYeuCau_Id)).toContain(cancelledOrder);
    expect(detail.ToaThuocs.filter((prescription: { DaHuy: boolean }) => prescription.DaHuy)).toHaveLength(1);
    expect((await data(doctor, DETAIL, { visit: 'khong-co' })).getChiTietLichSuDieuTri).toBeNull();
    expect((await refusal(doctor, COST, { visit: 'khong-co' })).extensions).toMatchObject({ messageKey: 'examination.visitNotFound', field: 'TiepNhan_Id' });
    expect((await refusal(desk, COST, { visit })).extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('When a patient comes twice / Then her history lists the visits newest first, a cancelled one left out', async () => {
    const first = await examined();
    await end(first.exam._id);
    // The cashier's completion of the visit, which this plugin does not make.
    await db().query(`UPDATE "TiepNhan" SET "TrangThai" = 'HoanTat' WHERE _id = $1`, [first.visit]);
    const input = { DoiTuong_Id: ref.vienPhi, DichVuKham: [{ DichVu_Id: ref.exam, PhongBan_Id: ref.room }] };
    const second = (await data(desk, 'mutation ($id: ID!, $input: TiepNhanInput!, $confirmed: [String!]) { createTiepNhanKhamBenh(BenhNhan_Id: $id, input: $input, confirmed: $confirmed) { _id } }',
      { id: first.exam.BenhNhan_Id, input, confirmed: ['reception.sameDayVisit'] })).createTiepNhanKhamBenh._id as string;
    const visits = async () => (await data(doctor, HISTORY, { patient: first.exam.BenhNhan_Id })).getLichSuDieuTriByBenhNhan as { TiepNhan_Id: string; TrangThai: string; KhamBenhs: unknown[] }[];
    expect((await visits()).map((visit) => [visit.TiepNhan_Id, visit.TrangThai, visit.KhamBenhs.length])).toEqual([[second, 'DangThucHien', 0], [first.visit, 'HoanTat', 1]]);
    await data(desk, CANCEL_VISIT, { id: second, reason: 'Trùng lượt' });
    expect((await visits()).map((visit) => visit.TiepNhan_Id)).toEqual([first.visit]);
    // A closed visit takes no transfer record either.
    expect((await refusal(doctor, CREATE, { input: transferOf(first.exam._id) })).extensions).toMatchObject({ messageKey: 'examination.visitClosed' });
  });
});
