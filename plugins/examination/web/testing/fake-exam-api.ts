// A fake of the examination API for stories and component tests: two rooms, a morning queue at the first (a priority
// patient, one called, one being examined, one examined, one missed), the ICD and treatment-plan searches, and the
// writes the screen makes, applied to that state with the server's checks, and the transfer to another room (the
// examination services and the rooms doing each). Any other operation fails (mock client).
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import type { HangDoiKhamBenhFieldsFragment, KhamBenhFieldsFragment } from '../../generated/graphql';
import { checkKhamBenh, EMPTY_KHAM_BENH, type KhamBenhValues } from '../../rules/exam';
import { fakePrescriptionAnswers, sampleToaThuocMaus, type FakePrescriptionState } from './fake-prescription-api';
import { fakeServiceOrderAnswers, type FakeServiceOrderState } from './fake-service-order-api';
import { fakeTransferRecordAnswers, sampleEarlierVisits, type FakeTransferRecordState } from './fake-transfer-record-api';

type Row = HangDoiKhamBenhFieldsFragment;
type Exam = KhamBenhFieldsFragment;

// 5 March 2026, 08:00 in Asia/Ho_Chi_Minh.
export const MORNING = Date.UTC(2026, 2, 5, 1, 0);

export const ROOMS = [
  { _id: 'pk01', MaPhongBan: 'PK01', TenPhongBan: 'Phòng khám Nội 1' },
  { _id: 'pk02', MaPhongBan: 'PK02', TenPhongBan: 'Phòng khám Ngoại' },
];

const ICDS = [
  { _id: 'icd-j00', MaICD: 'J00', TenICD: 'Viêm mũi họng cấp [cảm thường]', TamNgung: false },
  { _id: 'icd-i10', MaICD: 'I10', TenICD: 'Bệnh lý tăng huyết áp vô căn (nguyên phát)', TamNgung: false },
  { _id: 'icd-e11', MaICD: 'E11', TenICD: 'Bệnh đái tháo đường không phụ thuộc insuline', TamNgung: false },
];
const PLANS = [
  { _id: 'hgq-ve', MaHuongGiaiQuyet: 'VE', TenHuongGiaiQuyet: 'Cấp toa cho về', TamNgung: false },
  { _id: 'hgq-nv', MaHuongGiaiQuyet: 'NV', TenHuongGiaiQuyet: 'Nhập viện', TamNgung: false },
];

const SERVICES = [
  { _id: 'dv-kham-noi', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', TamNgung: false },
  { _id: 'dv-kham-ngoai', MaDichVu: 'KB-NGOAI', TenDichVu: 'Khám Ngoại', TamNgung: false },
];
// Which rooms do which examination service, with how many wait there.
const SERVICE_ROOMS: Record<string, { _id: string; MaPhongBan: string; TenPhongBan: string; SoDangCho: number }[]> = {
  'dv-kham-noi': [{ ...ROOMS[0]!, SoDangCho: 2 }],
  'dv-kham-ngoai': [{ ...ROOMS[1]!, SoDangCho: 6 }],
};

function exam(id: string, row: Pick<Row, 'DichVuYeuCau_Id' | 'TiepNhan_Id' | 'BenhNhan_Id' | 'SoThuTu'>, state: string, values: Partial<KhamBenhValues> = {}): Exam {
  const merged = { ...EMPTY_KHAM_BENH, ...values };
  return {
    _id: id, MaKhamBenh: `KB260305000${id.slice(-1)}`, BenhNhan_Id: row.BenhNhan_Id, TiepNhan_Id: row.TiepNhan_Id, DichVuYeuCau_Id: row.DichVuYeuCau_Id,
    PhongBan_Id: 'pk01', SoThuTu: row.SoThuTu, TrangThai: state, NgayKham: MORNING, NgayKetThuc: state === 'DaKham' ? MORNING + 600_000 : null, TenBacSiKham: 'BS. Trần Văn Khoa',
    ...merged, MaICD: null, TenICD: null, TenHuongGiaiQuyet: null, LyDoHuy: null, updatedAt: MORNING,
  };
}

function row(number: number, patient: Partial<Row>, list: string, ticket: string): Row {
  return {
    DichVuYeuCau_Id: `yc-${number}`, PhieuHangDoi_Id: `q-${number}`, SoThuTu: number, TrangThaiPhieu: ticket, isPriority: false, isRecall: false,
    TenDichVu: 'Khám Nội', TiepNhan_Id: `tn-${number}`, MaTiepNhan: `TN26030500${number}`, DoiTuong_Id: 'dt-dv', SoTheBHYT: null, CapCuu: false, BenhNhan_Id: `bn-${number}`,
    MaYTe: `2600000${number}`, TenBenhNhan: 'Bệnh nhân', GioiTinh: 'MALE', NamSinh: 1980, NgaySinh: null, DanhSach: list, KhamBenh: null, ...patient,
  };
}

export function sampleQueue(): Row[] {
  const rows = [
    row(4, { TenBenhNhan: 'Lê Thị Hoa', GioiTinh: 'FEMALE', NamSinh: 1948, isPriority: true, SoTheBHYT: 'HT2797924000001' }, 'ChoKham', 'ChoGoi'),
    row(1, { TenBenhNhan: 'Nguyễn Văn An', NamSinh: 1985, NgaySinh: Date.UTC(1985, 4, 12, -7) }, 'ChoKham', 'DaGoi'),
    row(2, { TenBenhNhan: 'Phạm Minh Châu', GioiTinh: 'FEMALE', NamSinh: 2019, NgaySinh: Date.UTC(2019, 8, 1, -7) }, 'DangKham', 'DaGoi'),
    row(3, { TenBenhNhan: 'Trần Quốc Bình', NamSinh: 1972, SoTheBHYT: 'DN4797924000002' }, 'DaKham', 'HoanThanh'),
    row(5, { TenBenhNhan: 'Võ Thị Diệu', GioiTinh: 'FEMALE', NamSinh: 1990 }, 'BoQua', 'BoQua'),
  ];
  rows[2]!.KhamBenh = exam('kb-2', rows[2]!, 'DangKham', { ChieuCao: 110, CanNang: 19, TrieuChungLamSang: 'Sốt, ho hai ngày' });
  rows[3]!.KhamBenh = { ...exam('kb-3', rows[3]!, 'DaKham', { Mach: 80, HuyetApTamThu: 130, HuyetApTamTruong: 85, ICD_Id: 'icd-i10', HuongGiaiQuyet_Id: 'hgq-ve' }), MaICD: 'I10', TenICD: ICDS[1]!.TenICD };
  return rows;
}

export interface FakeExamApi {
  client: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  rows: Row[];
  /** Patients sent to another room, by room id. */
  transferred: Record<string, Row[]>;
  /** The exams' prescriptions and the sample prescriptions. */
  prescriptions: FakePrescriptionState;
  /** The exams' service orders (F8). */
  serviceOrders: FakeServiceOrderState;
  /** The exams' transfer records and the patients' earlier visits. */
  transferRecords: FakeTransferRecordState;
}

const search = <T extends { _id: string; TamNgung: boolean }>(list: readonly T[], text: (entry: T) => string) => (variables: Record<string, any>) =>
  list.filter((entry) => entry._id === variables.idDefault || text(entry).toLowerCase().includes(String(variables.searchString ?? '').toLowerCase()));

export interface FakeExamOptions {
  rows?: Row[];
  /** A refusal the server makes that the form does not check first, by operation name (a row since removed). */
  refusals?: Record<string, MockRefusal>;
  /** Prescriptions already saved, by exam id. */
  prescriptions?: FakePrescriptionState['prescriptions'];
  /** Services the patient had done today: ordering one again asks first. */
  doneToday?: string[];
}

export function createFakeExamApi(options: FakeExamOptions = {}): FakeExamApi {
  const rows = options.rows ?? sampleQueue();
  const transferred: Record<string, Row[]> = {};
  const prescriptions: FakePrescriptionState = { prescriptions: options.prescriptions ?? {}, samples: sampleToaThuocMaus() };
  const serviceOrders: FakeServiceOrderState = { orders: [], doneToday: options.doneToday ?? [] };
  const transferRecords: FakeTransferRecordState = { records: [], earlierVisits: sampleEarlierVisits() };
  const calls: MockCall[] = [];
  const refused = (name: string) => {
    const refusal = options.refusals?.[name];
    if (refusal) throw refusal;
  };
  const rowOf = (id: string) => {
    const found = rows.find((each) => each.DichVuYeuCau_Id === id);
    if (!found) throw new MockRefusal('examination.orderNotFound', 'DichVuYeuCau_Id');
    return found;
  };
  const examRow = (id: string) => {
    const found = rows.find((each) => each.KhamBenh?._id === id);
    if (!found) throw new MockRefusal('examination.notFound', 'id');
    return found as Row & { KhamBenh: Exam };
  };
  const write = (id: string, input: KhamBenhValues, ending: boolean) => {
    const found = examRow(id);
    if (found.KhamBenh.TrangThai !== 'DangKham') throw new MockRefusal('examination.notBeingExamined', 'id', { code: found.KhamBenh.MaKhamBenh });
    const values = { ...EMPTY_KHAM_BENH, ...input };
    const problem = checkKhamBenh(values, { examDate: found.KhamBenh.NgayKham, ending });
    if (problem) throw new MockRefusal(problem.key, problem.field, { ...problem.params });
    found.KhamBenh = { ...found.KhamBenh, ...values, updatedAt: found.KhamBenh.updatedAt + 1 };
    if (ending) {
      found.KhamBenh.TrangThai = 'DaKham';
      found.DanhSach = 'DaKham';
      found.TrangThaiPhieu = 'HoanThanh';
    }
    return found.KhamBenh;
  };
  const client = createMockClient(
    {
      PhongKhams: () => ({ phongKhams: ROOMS }),
      HangDoiKhamBenh: (variables) => ({ hangDoiKhamBenh: variables.idRoom === 'pk01' ? rows : (transferred[variables.idRoom] ?? []) }),
      GoiBenhNhanKham: (variables) => {
        const found = rowOf(variables.DichVuYeuCau_Id);
        found.TrangThaiPhieu = 'DaGoi';
        return { goiBenhNhanKham: found };
      },
      GoiLaiBenhNhanKham: (variables) => {
        const found = rowOf(variables.DichVuYeuCau_Id);
        Object.assign(found, { TrangThaiPhieu: 'DaGoi', isRecall: true, DanhSach: found.KhamBenh ? found.DanhSach : 'ChoKham' });
        return { goiLaiBenhNhanKham: found };
      },
      BoQuaBenhNhanKham: (variables) => {
        const found = rowOf(variables.DichVuYeuCau_Id);
        Object.assign(found, { TrangThaiPhieu: 'BoQua', DanhSach: 'BoQua' });
        return { boQuaBenhNhanKham: found };
      },
      CreateKhamBenh: (variables) => {
        const found = rowOf(variables.DichVuYeuCau_Id);
        if (found.KhamBenh) throw new MockRefusal('examination.alreadyStarted', 'DichVuYeuCau_Id', { number: found.SoThuTu, code: found.KhamBenh.MaKhamBenh });
        found.KhamBenh = exam(`kb-${found.SoThuTu}`, found, 'DangKham');
        found.DanhSach = 'DangKham';
        return { createKhamBenh: found.KhamBenh };
      },
      UpdateKhamBenh: (variables) => {
        refused('UpdateKhamBenh');
        return { updateKhamBenh: write(variables.id, variables.input, false) };
      },
      SaveAndVerifyKhamBenh: (variables) => {
        refused('SaveAndVerifyKhamBenh');
        return { saveAndVerifyKhamBenh: write(variables.id, variables.input, true) };
      },
      VerifyKhamBenh: (variables) => {
        const found = examRow(variables.id);
        if (found.KhamBenh.TrangThai !== variables.currentState) throw new MockRefusal('examination.stateChanged', 'currentState', { code: found.KhamBenh.MaKhamBenh });
        const reopening = variables.currentState === 'DaKham';
        found.KhamBenh = { ...found.KhamBenh, TrangThai: reopening ? 'DangKham' : 'DaKham', updatedAt: found.KhamBenh.updatedAt + 1 };
        found.DanhSach = reopening ? 'DangKham' : 'DaKham';
        return { verifyKhamBenh: found.KhamBenh };
      },
      CancelKhamBenh: (variables) => {
        const found = examRow(variables.id);
        const cancelled = { ...found.KhamBenh, TrangThai: 'DaHuy', LyDoHuy: variables.reason };
        Object.assign(found, { KhamBenh: null, DanhSach: 'ChoKham' });
        return { cancelKhamBenh: cancelled };
      },
      RemoveKhamBenh: (variables) => {
        const found = examRow(variables.id);
        Object.assign(found, { KhamBenh: null, DanhSach: 'ChoKham' });
        return { removeKhamBenh: true };
      },
      CheckBeforeChuyenPhongKham: (variables) => {
        refused('CheckBeforeChuyenPhongKham');
        const found = rowOf(variables.DichVuYeuCau_Id);
        if (found.DanhSach === 'DaKham') throw new MockRefusal('reception.transfer.orderDone', 'DichVuYeuCau_Id', { number: found.SoThuTu }, `Bệnh nhân số ${found.SoThuTu} đã khám xong hoặc chỉ định đã huỷ, không thể chuyển phòng`);
        return { checkBeforeChuyenPhongKham: true };
      },
      TransferExamServices: (variables) => ({ searchDM_DichVu: search(SERVICES, (entry) => `${entry.MaDichVu} ${entry.TenDichVu}`)(variables) }),
      TransferRooms: (variables) => {
        refused('TransferRooms');
        return { phongKhams: SERVICE_ROOMS[variables.DichVu_Id] ?? [] };
      },
      ChuyenPhongKham: (variables) => {
        refused('ChuyenPhongKham');
        const found = rowOf(variables.DichVuYeuCau_Id);
        const room = (SERVICE_ROOMS[variables.DichVu_Id] ?? []).find((each) => each._id === variables.PhongBan_Id);
        if (!room) throw new MockRefusal('reception.serviceNotInRoom', 'PhongBan_Id', {}, 'Phòng khám này không thực hiện dịch vụ đã chọn');
        if (room._id === 'pk01' && variables.DichVu_Id === 'dv-kham-noi') throw new MockRefusal('reception.transfer.sameRoom', 'PhongBan_Id', {}, 'Bệnh nhân đang ở phòng và dịch vụ này');
        rows.splice(rows.indexOf(found), 1);
        const there = (transferred[room._id] ??= []);
        const moved: Row = {
          ...found, DichVuYeuCau_Id: `${found.DichVuYeuCau_Id}-${room._id}`, PhieuHangDoi_Id: `${found.PhieuHangDoi_Id}-${room._id}`, SoThuTu: room.SoDangCho + there.length + 1,
          TrangThaiPhieu: 'ChoGoi', isRecall: false, DanhSach: 'ChoKham', KhamBenh: null,
          TenDichVu: SERVICES.find((each) => each._id === variables.DichVu_Id)!.TenDichVu,
        };
        there.push(moved);
        return { chuyenPhongKham: moved };
      },
      searchICD: (variables) => ({ searchICD: search(ICDS, (entry) => `${entry.MaICD} ${entry.TenICD}`)(variables) }),
      searchDM_HuongGiaiQuyet: (variables) => ({ searchDM_HuongGiaiQuyet: search(PLANS, (entry) => `${entry.MaHuongGiaiQuyet} ${entry.TenHuongGiaiQuyet}`)(variables) }),
      ...fakePrescriptionAnswers(prescriptions, refused),
      ...fakeServiceOrderAnswers(serviceOrders, refused),
      ...fakeTransferRecordAnswers(transferRecords, { refused, examOf: (id) => examRow(id).KhamBenh, icds: ICDS, visits: () => rows }),
    },
    { calls },
  );
  return { client, calls, rows, transferred, prescriptions, serviceOrders, transferRecords };
}
