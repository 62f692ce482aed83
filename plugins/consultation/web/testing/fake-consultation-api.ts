// A fake of the consultation API for stories and component tests: a morning at the hospital (5 March 2026) with two
// visits (one open with its exam, one cancelled), two stored minutes (a draft and signed ones), the staff, ICD codes,
// methods and rooms the pickers search, and the writes applied with the server's rules (rules/minutes.ts). The print
// renders the real template. Any other operation fails (mock client), on both services.
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { formatMessage, toKhongDau } from '@his/sdk';
import { startOfDay } from '@his/sdk/format';
import type { BienBanHoiChanFieldsFragment, BienBanHoiChanMoiQuery } from '../../generated/graphql';
import vi from '../../locales/vi.json';
import { minutesPrint } from '../../print/minutes-print';
import { checkBienBanHoiChan, EMPTY_BIEN_BAN, type BienBanHoiChanValues } from '../../rules/minutes';
import { CONSULTATION_READ, CONSULTATION_REOPEN, CONSULTATION_WRITE } from '../../rules/permissions';
import { STATE_MOVES } from '../../rules/states';

type Minutes = BienBanHoiChanFieldsFragment;
type Draft = BienBanHoiChanMoiQuery['bienBanHoiChanMoi_NgoaiTru'];

/** The demo doctor, and the rights of the doctor's profile (reopening optional). */
export const DOCTOR = { username: 'bacsi', name: 'BS. Trần Văn Khoa', profile: 'Bác sĩ khám bệnh' };

export function doctorPermissions(canReopen = false): string[] {
  return [CONSULTATION_READ, CONSULTATION_WRITE, ...(canReopen ? [CONSULTATION_REOPEN] : [])];
}

// 5 March 2026, 10:00 in Asia/Ho_Chi_Minh; the visits were received at 07:30.
export const MORNING = Date.UTC(2026, 2, 5, 3, 0);
const RECEIVED = Date.UTC(2026, 2, 5, 0, 30);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const STAFF = [
  { _id: 'nv-khoa', MaNhanVien: 'BS0001', TenNhanVien: 'BS. Trần Văn Khoa', TamNgung: false },
  { _id: 'nv-lan', MaNhanVien: 'BS0002', TenNhanVien: 'BS. Ngô Thị Lan', TamNgung: false },
  { _id: 'nv-tuan', MaNhanVien: 'BS0003', TenNhanVien: 'BS. Lê Minh Tuấn', TamNgung: false },
  { _id: 'nv-ha', MaNhanVien: 'BS0004', TenNhanVien: 'BS. Phạm Thu Hà', TamNgung: false },
  { _id: 'nv-hong', MaNhanVien: 'DD0001', TenNhanVien: 'ĐD. Vũ Thị Hồng', TamNgung: false },
];
const ICDS = [
  { _id: 'icd-k35', MaICD: 'K35', TenICD: 'Viêm ruột thừa cấp', TamNgung: false },
  { _id: 'icd-i10', MaICD: 'I10', TenICD: 'Bệnh lý tăng huyết áp vô căn (nguyên phát)', TamNgung: false },
];
const SURGERY = [{ _id: 'pt-noi-soi', MaPhuongPhapPhauThuat: 'NOI-SOI', TenPhuongPhapPhauThuat: 'Phẫu thuật nội soi', TamNgung: false }];
const ANAESTHESIA = [{ _id: 'vc-gm', MaPhuongPhapVoCam: 'GM-NKQ', TenPhuongPhapVoCam: 'Gây mê nội khí quản', TamNgung: false }];
export const ROOMS = [
  { _id: 'pk01', code: 'PK01', name: 'Phòng khám Nội 1', category: 'ROOM', isDeleted: false },
  { _id: 'k-ngoai', code: 'KNGOAI', name: 'Khoa Ngoại tổng hợp', category: 'DEPARTMENT', isDeleted: false },
];

interface Visit extends Draft {
  TrangThai: string;
}

const patient = { BenhNhan_Id: 'bn-1', MaYTe: 'BN26000042', TenBenhNhan: 'Trần Quốc Bình', GioiTinh: 'MALE', NamSinh: 1972, NgaySinh: null, DiaChi: 'Phường Ba Đình, Thành phố Hà Nội' };

export const VISITS: readonly Visit[] = [
  {
    TiepNhan_Id: 'tn-1', MaTiepNhan: 'TN26000318', NgayTiepNhan: RECEIVED, TrangThai: 'DangThucHien', ...patient,
    KhamBenh_Id: 'kb-1', MaKhamBenh: 'KB260305000012', PhongBan_Id: 'pk01', TenPhongBan: 'Phòng khám Nội 1', ChanDoan: 'Theo dõi viêm ruột thừa',
    ICD_Id: 'icd-k35', MaICD: 'K35', TenICD: 'Viêm ruột thừa cấp', TrieuChungLamSang: 'Đau hố chậu phải, sốt 38,5 °C', BacSi_Id: 'nv-khoa',
  },
  {
    TiepNhan_Id: 'tn-2', MaTiepNhan: 'TN26000319', NgayTiepNhan: RECEIVED, TrangThai: 'DaHuy', BenhNhan_Id: 'bn-2', MaYTe: 'BN26000043', TenBenhNhan: 'Lê Thị Cúc',
    GioiTinh: 'FEMALE', NamSinh: 1990, NgaySinh: null, DiaChi: null, KhamBenh_Id: null, MaKhamBenh: null, PhongBan_Id: null, TenPhongBan: null, ChanDoan: null,
    ICD_Id: null, MaICD: null, TenICD: null, TrieuChungLamSang: null, BacSi_Id: 'nv-khoa',
  },
];

const nameOf = (list: readonly { _id: string }[], id: string | null, field: string) => (id ? ((list.find((row) => row._id === id) as Record<string, unknown> | undefined)?.[field] as string | undefined) ?? null : null);

/** Stored minutes with their names filled as the server reads them. */
function minutesOf(base: Pick<Minutes, '_id' | 'MaBienBanHoiChan' | 'TrangThai'>, visit: Visit, values: BienBanHoiChanValues, at: number): Minutes {
  const room = ROOMS.find((each) => each._id === values.PhongBan_Id);
  return {
    ...base, LoaiBienBan: 'NgoaiTru', BenhNhan_Id: visit.BenhNhan_Id, MaYTe: visit.MaYTe, TenBenhNhan: visit.TenBenhNhan, GioiTinh: visit.GioiTinh, NamSinh: visit.NamSinh,
    NgaySinh: null, TiepNhan_Id: visit.TiepNhan_Id, MaTiepNhan: visit.MaTiepNhan, NgayTiepNhan: visit.NgayTiepNhan, SoTheBHYT: null, KhamBenh_Id: visit.KhamBenh_Id,
    MaKhamBenh: visit.MaKhamBenh, ...values, NgayHoiChan: values.NgayHoiChan!, ThoiGianTomTat: values.ThoiGianTomTat!, DiaChi: values.DiaChi!, DiaDiem: values.DiaDiem!, BacSi_Id: values.BacSi_Id!,
    TenPhongBan: room?.name ?? null, TenBacSi: nameOf(STAFF, values.BacSi_Id, 'TenNhanVien'), MaICD: nameOf(ICDS, values.ICD_Id, 'MaICD'), TenICD: nameOf(ICDS, values.ICD_Id, 'TenICD'),
    TenPhuongPhapPhauThuat: nameOf(SURGERY, values.PhuongPhapPhauThuat_Id, 'TenPhuongPhapPhauThuat'), TenPhuongPhapVoCam: nameOf(ANAESTHESIA, values.PhuongPhapVoCam_Id, 'TenPhuongPhapVoCam'),
    TenPhauThuatVien: nameOf(STAFF, values.PhauThuatVien_Id, 'TenNhanVien'), TenBacSiGayMe: nameOf(STAFF, values.BacSiGayMe_Id, 'TenNhanVien'),
    ThanhPhans: values.ThanhPhans.map((row, index) => ({
      _id: `${base._id}-tp-${index}`, NhanVien_Id: row.NhanVien_Id!, MaNhanVien: nameOf(STAFF, row.NhanVien_Id, 'MaNhanVien'), TenNhanVien: nameOf(STAFF, row.NhanVien_Id, 'TenNhanVien'),
      ViTri: row.ViTri!, ChucDanh: row.ChucDanh, ThuTu: index,
    })),
    NguoiKy_Id: null, TenNguoiKy: null, NgayKy: null, createdAt: at, updatedAt: at,
  };
}

const sampleValues = (change: Partial<BienBanHoiChanValues> = {}): BienBanHoiChanValues => ({
  ...EMPTY_BIEN_BAN,
  NgayHoiChan: MORNING - 30 * MINUTE, ThoiGianTomTat: MORNING - 60 * MINUTE, DiaChi: patient.DiaChi, DiaDiem: 'Phòng giao ban khoa Khám bệnh', PhongBan_Id: 'pk01',
  BacSi_Id: 'nv-khoa', HinhThuc: 'TrucTiep', LoaiHoiChan: 'LienKhoa', LyDoHoiChan: 'Nghi viêm ruột thừa cấp', TomTatDienBien: 'Đau quanh rốn từ tối qua, sau khu trú hố chậu phải.',
  ChanDoan: 'Viêm ruột thừa cấp', ICD_Id: 'icd-k35', KetLuan: 'Có chỉ định phẫu thuật cấp cứu', HuongDieuTri: 'Phẫu thuật nội soi cắt ruột thừa',
  ThanhPhans: [
    { NhanVien_Id: 'nv-lan', ViTri: 'ChuToa', ChucDanh: 'Phó giám đốc' },
    { NhanVien_Id: 'nv-khoa', ViTri: 'ThuKy', ChucDanh: null },
    { NhanVien_Id: 'nv-tuan', ViTri: 'ThanhVien', ChucDanh: 'Trưởng khoa Ngoại' },
  ],
  ...change,
});

/** The morning's minutes: a draft of the open visit, and signed minutes of two days ago. */
export function sampleMinutes(): Minutes[] {
  const signed = minutesOf({ _id: 'hc-1', MaBienBanHoiChan: 'HC26000011', TrangThai: 'DaKy' }, VISITS[0]!, sampleValues({ NgayHoiChan: MORNING - 2 * DAY, ThoiGianTomTat: MORNING - 2 * DAY, KetLuan: 'Điều trị nội khoa' }), MORNING - 2 * DAY);
  return [
    minutesOf({ _id: 'hc-2', MaBienBanHoiChan: 'HC26000012', TrangThai: 'Nhap' }, VISITS[0]!, sampleValues(), MORNING - 20 * MINUTE),
    { ...signed, NguoiKy_Id: 'nv-khoa', TenNguoiKy: 'BS. Trần Văn Khoa', NgayKy: MORNING - 2 * DAY + 60 * MINUTE },
  ];
}

export interface FakeConsultationApi {
  client: ReturnType<typeof createMockClient>;
  authClient: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  minutes: Minutes[];
}

const refusal = (key: string, field?: string, params: Record<string, string | number> = {}) => new MockRefusal(key, field, params, formatMessage(vi, key, params) ?? key);
const searchIn = <T extends { _id: string }>(rows: readonly T[], text: (row: T) => string) => ({ searchString, idDefault }: Record<string, any>) =>
  rows.filter((row) => row._id === idDefault || (!idDefault && toKhongDau(text(row)).includes(toKhongDau(String(searchString ?? '')))));

export function createFakeConsultationApi({ minutes = sampleMinutes(), canReopen = false }: { minutes?: Minutes[]; canReopen?: boolean } = {}): FakeConsultationApi {
  const calls: MockCall[] = [];
  let serial = 12;

  const visitOf = (by: { TiepNhan_Id?: string | null; MaTiepNhan?: string | null }, field: string): Visit => {
    const found = VISITS.find((visit) => visit.TiepNhan_Id === by.TiepNhan_Id || (!!by.MaTiepNhan && visit.MaTiepNhan === by.MaTiepNhan.toUpperCase()));
    if (!found) throw refusal('consultation.visitNotFound', field, { code: by.MaTiepNhan ?? '' });
    if (found.TrangThai === 'DaHuy') throw refusal('consultation.visitCancelled', field, { code: found.MaTiepNhan });
    return found;
  };
  const recordOf = (id: string, signedToo = false): Minutes => {
    const found = minutes.find((each) => each._id === id);
    if (!found) throw refusal('consultation.notFound', 'id');
    if (!signedToo && found.TrangThai !== 'Nhap') throw refusal('consultation.signed', 'id', { code: found.MaBienBanHoiChan });
    return found;
  };
  const valuesFrom = (stored: BienBanHoiChanValues, input: Record<string, any>): BienBanHoiChanValues => {
    const values = { ...stored } as Record<string, unknown>;
    for (const field of Object.keys(EMPTY_BIEN_BAN)) if (field in input) values[field] = input[field] ?? (field === 'ThanhPhans' ? [] : null);
    return values as unknown as BienBanHoiChanValues;
  };
  const checked = (values: BienBanHoiChanValues, since: number) => {
    const problem = checkBienBanHoiChan(values, { since, now: Date.now() });
    if (problem) throw refusal(problem.key, problem.field, { ...problem.params });
    values.ThanhPhans.forEach((row, index) => {
      if (!STAFF.some((member) => member._id === row.NhanVien_Id)) throw refusal('catalogue.refNotFound', `ThanhPhans.${index}.NhanVien_Id`);
    });
    return values;
  };
  const replace = (next: Minutes) => {
    const index = minutes.findIndex((each) => each._id === next._id);
    if (index >= 0) minutes[index] = next;
    else minutes.unshift(next);
    return next;
  };

  const client = createMockClient(
    {
      BienBanHoiChans: ({ filter }) => {
        const from = startOfDay(filter?.startDate ?? MORNING - 6 * DAY);
        const to = startOfDay(filter?.endDate ?? MORNING) + DAY;
        const wanted = toKhongDau(String(filter?.search ?? '')).trim();
        return {
          bienBanHoiChans: minutes
            .filter((each) => each.NgayHoiChan >= from && each.NgayHoiChan < to)
            .filter((each) => !filter?.TrangThai || each.TrangThai === filter.TrangThai)
            .filter((each) => !filter?.PhongBan_Id || each.PhongBan_Id === filter.PhongBan_Id)
            .filter((each) => !wanted || [each.MaBienBanHoiChan, each.MaTiepNhan, each.MaYTe].some((code) => toKhongDau(code ?? '') === wanted) || toKhongDau(each.TenBenhNhan ?? '').includes(wanted))
            .sort((a, b) => b.NgayHoiChan - a.NgayHoiChan),
        };
      },
      BienBanHoiChan: ({ id }) => ({ bienBanHoiChan: minutes.find((each) => each._id === id) ?? null }),
      BienBanHoiChanMoi: ({ TiepNhan_Id, MaTiepNhan }) => {
        const { TrangThai: _state, ...draft } = visitOf({ TiepNhan_Id, MaTiepNhan }, TiepNhan_Id ? 'TiepNhan_Id' : 'MaTiepNhan');
        return { bienBanHoiChanMoi_NgoaiTru: draft };
      },
      CreateBienBanHoiChan: ({ input }) => {
        const visit = visitOf({ TiepNhan_Id: input.TiepNhan_Id }, 'TiepNhan_Id');
        const values = checked(valuesFrom(EMPTY_BIEN_BAN, input), visit.NgayTiepNhan);
        serial++;
        const created = minutesOf({ _id: `hc-${serial}`, MaBienBanHoiChan: `HC260000${serial}`, TrangThai: 'Nhap' }, visit, values, Date.now());
        return { createBienBanHoiChan_NgoaiTru: replace(created) };
      },
      UpdateBienBanHoiChan: ({ id, input }) => {
        const stored = recordOf(id);
        const visit = visitOf({ TiepNhan_Id: stored.TiepNhan_Id }, 'id');
        const values = checked(valuesFrom(valuesOfStored(stored), input), visit.NgayTiepNhan);
        return { updateBienBanHoiChan_NgoaiTru: replace({ ...minutesOf(stored, visit, values, stored.createdAt), updatedAt: Date.now() }) };
      },
      RemoveBienBanHoiChan: ({ id }) => {
        recordOf(id);
        minutes.splice(minutes.findIndex((each) => each._id === id), 1);
        return { removeBienBanHoiChan: true };
      },
      VerifyBienBanHoiChan: ({ id, currentState }) => {
        const stored = recordOf(id, true);
        const move = STATE_MOVES[currentState as 'Nhap' | 'DaKy'];
        if (!move) throw refusal('consultation.stateUnknown', 'currentState');
        if (move.permission === CONSULTATION_REOPEN && !canReopen) throw new MockRefusal('auth.forbidden', undefined, {}, 'Bạn không có quyền thực hiện thao tác này');
        if (stored.TrangThai !== move.from) throw refusal('consultation.stateChanged', 'currentState', { code: stored.MaBienBanHoiChan });
        const signing = move.to === 'DaKy';
        return {
          verifyBienBanHoiChan: replace({
            ...stored, TrangThai: move.to, NguoiKy_Id: signing ? 'nv-khoa' : null, TenNguoiKy: signing ? 'BS. Trần Văn Khoa' : null, NgayKy: signing ? Date.now() : null, updatedAt: Date.now(),
          }),
        };
      },
      InBienBanHoiChan: ({ data }) => ({ renderPrintTemplate: { html: renderPrintTemplate(minutesPrint.defaultBody, data), paper: minutesPrint.paper } }),
      searchNhanVien: (variables) => ({ searchNhanVien: searchIn(STAFF, (row) => `${row.MaNhanVien} ${row.TenNhanVien}`)(variables) }),
      searchICD: (variables) => ({ searchICD: searchIn(ICDS, (row) => `${row.MaICD} ${row.TenICD}`)(variables) }),
      searchDM_PhuongPhapPhauThuat: (variables) => ({ searchDM_PhuongPhapPhauThuat: searchIn(SURGERY, (row) => row.TenPhuongPhapPhauThuat)(variables) }),
      searchDM_PhuongPhapVoCam: (variables) => ({ searchDM_PhuongPhapVoCam: searchIn(ANAESTHESIA, (row) => row.TenPhuongPhapVoCam)(variables) }),
    },
    { calls },
  );
  const authClient = createMockClient(
    { searchNodes: (variables) => ({ searchNodes: searchIn(ROOMS, (row) => `${row.code} ${row.name}`)(variables) }) },
    { url: '/graphqlauth', calls },
  );
  return { client, authClient, calls, minutes };
}

function valuesOfStored(stored: Minutes): BienBanHoiChanValues {
  const values = {} as Record<string, unknown>;
  for (const field of Object.keys(EMPTY_BIEN_BAN)) values[field] = (stored as Record<string, unknown>)[field] ?? null;
  values.ThanhPhans = stored.ThanhPhans.map((row) => ({ NhanVien_Id: row.NhanVien_Id, ViTri: row.ViTri, ChucDanh: row.ChucDanh ?? null }));
  return values as unknown as BienBanHoiChanValues;
}
