// A fake of the procedures API for the procedure rooms' screens in stories and component tests: a morning at the
// procedure room (a dressing waiting, stitches being treated with a note, a finished and locked minor surgery) and
// at physiotherapy, an inpatient's physiotherapy done, the rooms, their store with its stock, devices (one at its
// day's limit), staff who take procedures, drugs, methods, ICD codes and shifts; the moves, notes, supplies taken and
// verified, removal, images (from the files its upload sender stored), locks, assignments and shifts applied to that
// state with the server's rules (rules/*.ts). Any other operation fails (mock client).
import type { FileSender, UploadedFile } from '@his/sdk/data';
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { toKhongDau } from '@his/sdk';
import type { CaThucHienFieldsFragment, ChiDinhPtttFieldsFragment, HinhAnhTuongTrinhPtttFieldsFragment, TuongTrinhPtttFieldsFragment } from '../../generated/graphql';
import { PROCEDURES_PRINTS } from '../../print/note-print';
import { limitReached } from '../../rules/equipment';
import { deathProblem, finishProblem, imageCountProblem, imagesProblem, lockProblem, removeProblem, teamProblem, timesProblem, verifiedProblem, verifyProblem, type Problem } from '../../rules/notes';
import { PROCEDURES_READ, PROCEDURES_UNLOCK, PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE } from '../../rules/permissions';
import { overlappingShift, shiftTimesProblem } from '../../rules/shifts';
import { isReturned, moveBetween, takeProblem } from '../../rules/states';
import { procedureListOf, TAB_STATES, type ProcedureTab } from '../../rules/work-lists';

type Order = ChiDinhPtttFieldsFragment;
type Note = TuongTrinhPtttFieldsFragment;
type Shift = CaThucHienFieldsFragment;
type Image = HinhAnhTuongTrinhPtttFieldsFragment;

/** The demo technician, and the rights of the technician's profile (the rights to reopen and to verify supplies optional). */
export const TECHNICIAN = { username: 'ktv', name: 'KTV. Phạm Văn Dũng', profile: 'Kỹ thuật viên' };

export function technicianPermissions(canUnlock = true, canVerify = canUnlock): string[] {
  return [PROCEDURES_READ, PROCEDURES_WRITE, ...(canUnlock ? [PROCEDURES_UNLOCK] : []), ...(canVerify ? [PROCEDURES_VERIFY_SUPPLIES] : [])];
}

/** The store both rooms take supplies from, and what it holds of each drug. */
export const STORE = { _id: 'kho-chinh', MaKho: 'KHO01', TenKho: 'Kho chính' };
const STOCK: Readonly<Record<string, number>> = { 'duoc-gac': 100, 'duoc-lido': 3 };

// 5 March 2026, 07:30 in Asia/Ho_Chi_Minh.
export const MORNING = Date.UTC(2026, 2, 5, 0, 30);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const ROOMS = [
  { _id: 'ptt01', MaPhongBan: 'PTT01', TenPhongBan: 'Phòng thủ thuật', list: 'thuc-hien-chi-dinh-pttt' },
  { _id: 'vltl01', MaPhongBan: 'VLTL01', TenPhongBan: 'Phòng vật lý trị liệu', list: 'thuc-hien-vltl' },
];

const SERVICES: Record<string, { MaDichVu: string; TenDichVu: string; MaLoaiDichVu: string }> = {
  'dv-thay-bang': { MaDichVu: 'TT-THAY-BANG', TenDichVu: 'Thay băng vết thương, vết mổ chiều dài dưới 15 cm', MaLoaiDichVu: 'ThuThuat' },
  'dv-khau': { MaDichVu: 'TT-KHAU-VT', TenDichVu: 'Khâu vết thương phần mềm tổn thương nông chiều dài dưới 10 cm', MaLoaiDichVu: 'ThuThuat' },
  'dv-amidan': { MaDichVu: 'PT-CAT-AMIDAN', TenDichVu: 'Phẫu thuật cắt amidan', MaLoaiDichVu: 'PhauThuat' },
  'dv-dien-cham': { MaDichVu: 'VLTL-DIEN-CHAM', TenDichVu: 'Điện châm', MaLoaiDichVu: 'VatLyTriLieu' },
  'dv-keo-gian': { MaDichVu: 'VLTL-KEO-GIAN', TenDichVu: 'Kéo giãn cột sống thắt lưng', MaLoaiDichVu: 'VatLyTriLieu' },
};

export const STAFF = [
  { _id: 'nv-dung', MaNhanVien: 'KTV0001', TenNhanVien: 'Phạm Văn Dũng', TamNgung: false, allocatable: true },
  { _id: 'nv-bich', MaNhanVien: 'DD0001', TenNhanVien: 'Trần Thị Bích', TamNgung: false, allocatable: true },
  { _id: 'nv-an', MaNhanVien: 'BS0001', TenNhanVien: 'Nguyễn Văn An', TamNgung: false, allocatable: false },
];

export const DEVICES = [
  { _id: 'tb-dc', MaThietBi: 'TB-DC-01', TenThietBi: 'Máy điện châm', services: ['dv-dien-cham'], day: 30, session: 6, used: 3 },
  { _id: 'tb-kg', MaThietBi: 'TB-KG-01', TenThietBi: 'Máy kéo giãn cột sống', services: ['dv-keo-gian'], day: 16, session: 1, used: 16 },
];

const DRUGS = [
  { _id: 'duoc-gac', MaDuoc: 'GAC-VK', TenDuoc: 'Gạc vô khuẩn 10x10', DonViTinh: 'Miếng', TamNgung: false },
  { _id: 'duoc-lido', MaDuoc: 'LIDOCAIN2', TenDuoc: 'Lidocain 2% 2ml', DonViTinh: 'Ống', TamNgung: false },
];
const CATALOGUES: Record<string, { _id: string; code: string; name: string }[]> = {
  searchDM_PhuongPhapPhauThuat: [{ _id: 'pp-mo', code: 'MO-MO', name: 'Phẫu thuật mở' }, { _id: 'pp-ns', code: 'NOI-SOI', name: 'Phẫu thuật nội soi' }],
  searchDM_PhuongPhapVoCam: [{ _id: 'vc-tai-cho', code: 'GT-TAI-CHO', name: 'Gây tê tại chỗ' }, { _id: 'vc-nkq', code: 'GM-NKQ', name: 'Gây mê nội khí quản' }],
  searchICD: [{ _id: 'icd-s61', code: 'S61.0', name: 'Vết thương ngón tay không tổn thương móng' }, { _id: 'icd-j35', code: 'J35.0', name: 'Viêm amidan mạn' }],
};
const FIELDS: Record<string, [string, string]> = {
  searchDM_PhuongPhapPhauThuat: ['MaPhuongPhapPhauThuat', 'TenPhuongPhapPhauThuat'],
  searchDM_PhuongPhapVoCam: ['MaPhuongPhapVoCam', 'TenPhuongPhapVoCam'],
  searchICD: ['MaICD', 'TenICD'],
};

interface Patient {
  BenhNhan_Id: string;
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number;
}

const patient = (n: number, TenBenhNhan: string, GioiTinh: string, NamSinh: number): Patient => ({ BenhNhan_Id: `bn-${n}`, MaYTe: `BN2600010${n}`, TenBenhNhan, GioiTinh, NamSinh });

function order(n: number, who: Patient, serviceId: string, values: Partial<Order> = {}): Order {
  const service = SERVICES[serviceId]!;
  const room = ROOMS.find((each) => each.list === procedureListOf(service.MaLoaiDichVu)!.key)!;
  return {
    _id: `yc-${n}`, SoPhieuYeuCau: `CD26030502${10 + n}`, SoThuTu: n, TrangThai: 'SanSang', BNKhongDen: false, LaKhanCap: false,
    NgayYeuCau: MORNING + n * 5 * MINUTE, NgayThucHien: null, NgayTraKetQua: null, TiepNhan_Id: `tn-${n}`, MaTiepNhan: `TN26030500${n}`, ...who,
    TenNoiYeuCau: 'Phòng khám Ngoại', TenBacSiChiDinh: 'BS. Nguyễn Văn An', ChanDoan: 'Vết thương phần mềm', NoiThucHien_Id: room._id, TenNoiThucHien: room.TenPhongBan,
    MaLoaiDichVu: service.MaLoaiDichVu, ThietBi_Id: null, NguoiThucHien_Ids: [], KetLuan: null,
    ChiTiets: [{ _id: `ct-${n}`, DichVu_Id: serviceId, MaDichVu: service.MaDichVu, TenDichVu: service.TenDichVu, SoLuong: 1, DuocPhepThucHien: true }],
    PhanCongKyThuatViens: [], PhanCongThietBi: null, TuongTrinhPTTT: null,
    ...values,
  };
}

function noteOf(each: Order, values: Partial<Note> = {}): Note {
  return {
    _id: `tt-${each._id}`, DichVuYeuCau_Id: each._id, SoPhieuYeuCau: each.SoPhieuYeuCau, TrangThai: each.TrangThai, MaLoaiDichVu: each.MaLoaiDichVu ?? null,
    TenDichVu: each.ChiTiets.map((line) => line.TenDichVu).join(', '), TiepNhan_Id: each.TiepNhan_Id, MaTiepNhan: each.MaTiepNhan ?? null, BenhNhan_Id: each.BenhNhan_Id,
    MaYTe: each.MaYTe ?? null, TenBenhNhan: each.TenBenhNhan ?? null, GioiTinh: each.GioiTinh ?? null, NamSinh: each.NamSinh ?? null, PhongBan_Id: each.NoiThucHien_Id,
    TenPhongBan: each.TenNoiThucHien ?? null, TenBacSiChiDinh: each.TenBacSiChiDinh ?? null, ChanDoan: each.ChanDoan ?? null,
    BatDau: each.NgayThucHien ?? each.NgayYeuCau, KetThuc: (each.NgayThucHien ?? each.NgayYeuCau) + 20 * MINUTE,
    PhuongPhapPhauThuat_Id: null, TenPhuongPhapPhauThuat: null, PhuongPhapVoCam_Id: null, TenPhuongPhapVoCam: null, ChanDoanTruoc_Id: null, ChanDoanTruoc: null,
    ChanDoanSau_Id: null, ChanDoanSau: null, MaKetQua: null, TenKetQua: null, NhomDieuTri: null, TuVong: null, QuyTrinh: null, DienBien: null, KetLuan: null,
    EKip: [], VatTus: [], DaKhoa: false, LoaiKhoa: null, ThoiGianKhoa: null, NguoiKhoa_Id: null, TenNguoiKhoa: null, updatedAt: MORNING,
    LoaiTiepNhan: 'NgoaiTru', KhoDuoc_Id: null, TenKho: null, DaXacNhanVatTu: false, ThoiGianXacNhanVatTu: null, NguoiXacNhanVatTu_Id: null, TenNguoiXacNhanVatTu: null,
    ...values,
  };
}

/** The morning: a dressing waiting, stitches being treated and written up, a surgery done and locked, physiotherapy waiting. */
export function sampleOrders(): Order[] {
  const stitches = order(2, patient(2, 'Trần Thị Bình', 'FEMALE', 1992), 'dv-khau', {
    TrangThai: 'ChuaKetQua', LaKhanCap: true, NgayThucHien: MORNING + 20 * MINUTE,
    PhanCongKyThuatViens: [{ NhanVien_Id: 'nv-dung', MaNhanVien: 'KTV0001', TenNhanVien: 'Phạm Văn Dũng', TuDong: true, ThoiGian: MORNING + 20 * MINUTE, CaThucHien_Id: 'ca-dung' }],
    NguoiThucHien_Ids: ['nv-dung'],
  });
  stitches.TuongTrinhPTTT = noteOf(stitches, { QuyTrinh: 'Sát khuẩn, gây tê tại chỗ.', KetThuc: MORNING + 35 * MINUTE });
  const surgery = order(3, patient(3, 'Lê Văn Cường', 'MALE', 1975), 'dv-amidan', { TrangThai: 'CoKetQua', NgayThucHien: MORNING + 25 * MINUTE, NgayTraKetQua: MORNING + 90 * MINUTE, KetLuan: 'Cắt amidan hai bên' });
  surgery.TuongTrinhPTTT = noteOf(surgery, {
    MaKetQua: '2', TenKetQua: 'Đỡ', NhomDieuTri: 'P2', TuVong: false, QuyTrinh: 'Gây mê nội khí quản, cắt amidan hai bên bằng dao điện.', KetLuan: 'Cắt amidan hai bên',
    PhuongPhapVoCam_Id: 'vc-nkq', TenPhuongPhapVoCam: 'Gây mê nội khí quản', EKip: [{ NhanVien_Id: 'nv-an', MaNhanVien: 'BS0001', TenNhanVien: 'Nguyễn Văn An', VaiTro: 'ChinhPTTT' }],
    DaKhoa: true, LoaiKhoa: 'TatCa', ThoiGianKhoa: MORNING + 95 * MINUTE, NguoiKhoa_Id: 'u-ktv', TenNguoiKhoa: 'Phạm Văn Dũng',
  });
  // An inpatient's physiotherapy, done: on the inpatient notes only.
  const inpatient = order(6, patient(6, 'Vũ Thị Giang', 'FEMALE', 1949), 'dv-dien-cham', { TrangThai: 'CoKetQua', NgayThucHien: MORNING + 30 * MINUTE, NgayTraKetQua: MORNING + 60 * MINUTE });
  inpatient.TuongTrinhPTTT = noteOf(inpatient, { LoaiTiepNhan: 'NoiTru', MaKetQua: '2', TenKetQua: 'Đỡ', NhomDieuTri: 'T3', TuVong: false, QuyTrinh: 'Điện châm 30 phút.' });
  return [
    order(1, patient(1, 'Nguyễn Văn Hùng', 'MALE', 1968), 'dv-thay-bang'),
    stitches,
    surgery,
    order(4, patient(4, 'Phạm Thị Dung', 'FEMALE', 1985), 'dv-dien-cham'),
    order(5, patient(5, 'Hoàng Văn Em', 'MALE', 1959), 'dv-keo-gian'),
    inpatient,
  ];
}

function sampleShifts(): Shift[] {
  const shift = (_id: string, staff: (typeof STAFF)[number], from: number, to: number, ThuTuUuTien: number): Shift => ({
    _id, NhanVien_Id: staff._id, MaNhanVien: staff.MaNhanVien, TenNhanVien: staff.TenNhanVien, BatDau: MORNING - 30 * MINUTE + from * HOUR, KetThuc: MORNING - 30 * MINUTE + to * HOUR,
    ThuTuUuTien, DichVu_Ids: [], TenDichVus: [], GhiChu: null,
  });
  return [shift('ca-dung', STAFF[0]!, 0, 4.5, 1), shift('ca-bich', STAFF[1]!, 0, 10, 2)];
}

export interface FakeProceduresOptions {
  orders?: Order[];
  /** Whether the signed-in profile may reopen (the server's check, which the screen does not replace). */
  canUnlock?: boolean;
}

export interface FakeProceduresApi {
  client: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  orders: Order[];
  shifts: Shift[];
  /** What the store holds of each drug, after the notes took theirs. */
  stock: Map<string, number>;
  /** Each note's images, and the upload sender of the screens with the size of each batch it was sent. */
  images: Map<string, Image[]>;
  upload: FileSender;
  uploads: number[];
}

const refuse = (problem: Problem, params: Record<string, string | number> = {}) => new MockRefusal(problem.key, problem.field, { ...problem.params, ...params });

export function createFakeProceduresApi({ orders = sampleOrders(), canUnlock = true }: FakeProceduresOptions = {}): FakeProceduresApi {
  const calls: MockCall[] = [];
  const shifts = sampleShifts();
  let shiftCount = 0;
  const stock = new Map(Object.entries(STOCK));
  // What each note holds of the store: given back before a change takes again.
  const held = new Map<string, { Duoc_Id: string; SoLuong: number }[]>();
  const images = new Map<string, Image[]>();
  const uploaded = new Map<string, UploadedFile>();
  const uploads: number[] = [];
  const giveBack = (noteId: string) => {
    for (const line of held.get(noteId) ?? []) stock.set(line.Duoc_Id, (stock.get(line.Duoc_Id) ?? 0) + line.SoLuong);
    held.delete(noteId);
  };
  // As the server's one transaction: a line short of stock is refused and the note keeps what it held.
  const takeLines = (noteId: string, lines: { Duoc_Id: string; SoLuong: number }[]) => {
    const previous = held.get(noteId) ?? [];
    lines.forEach((line, index) => {
      const left = (stock.get(line.Duoc_Id) ?? 0) + previous.filter((each) => each.Duoc_Id === line.Duoc_Id).reduce((sum, each) => sum + each.SoLuong, 0);
      if (line.SoLuong > left) {
        const drug = DRUGS.find((one) => one._id === line.Duoc_Id)!;
        throw new MockRefusal('procedures.notEnoughStock', `VatTus.${index}.SoLuong`, { line: index + 1, name: drug.TenDuoc, asked: line.SoLuong, available: left, store: STORE.TenKho });
      }
    });
    giveBack(noteId);
    for (const line of lines) stock.set(line.Duoc_Id, (stock.get(line.Duoc_Id) ?? 0) - line.SoLuong);
    held.set(noteId, lines.map(({ Duoc_Id, SoLuong }) => ({ Duoc_Id, SoLuong })));
  };
  const orderOf = (id: string) => {
    const found = orders.find((each) => each._id === id);
    if (!found) throw new MockRefusal('procedures.orderNotFound', 'id');
    return found;
  };
  const noteById = (id: string) => {
    const found = orders.find((each) => each.TuongTrinhPTTT?._id === id);
    if (!found) throw new MockRefusal('procedures.noteNotFound', 'id');
    return found;
  };
  const requireOpen = (each: Order, field: string) => {
    if (isReturned(each.TrangThai)) throw new MockRefusal('procedures.returned', field, { number: each.SoPhieuYeuCau });
  };
  const withState = (each: Order) => {
    if (each.TuongTrinhPTTT) each.TuongTrinhPTTT = { ...each.TuongTrinhPTTT, TrangThai: each.TrangThai, KetLuan: each.TuongTrinhPTTT.KetLuan };
    return each;
  };
  const take = (each: Order) => {
    const problem = takeProblem(each);
    if (problem) throw new MockRefusal(problem.key, 'id', problem.params);
    each.TrangThai = 'ChuaKetQua';
    each.NgayThucHien ??= Date.now();
  };
  const finish = (each: Order) => {
    const note = each.TuongTrinhPTTT;
    if (!note) throw new MockRefusal('procedures.noNote', 'id', { number: each.SoPhieuYeuCau });
    const problem = finishProblem(note);
    if (problem) throw refuse(problem);
    each.TrangThai = 'CoKetQua';
    each.NgayTraKetQua = Date.now();
    each.KetLuan = note.KetLuan;
  };
  const requireUnlock = (key: string) => {
    if (!canUnlock) throw new MockRefusal(key, undefined, {}, 'Tài khoản chưa được phân quyền. Liên hệ quản trị hệ thống để được phân quyền.');
  };
  const search = (rows: { _id: string; code: string; name: string }[], [codeField, nameField]: [string, string]) => ({ searchString, idDefault }: Record<string, any>) =>
    rows.filter((row) => row._id === idDefault || (!idDefault && toKhongDau(`${row.code} ${row.name}`).includes(toKhongDau(String(searchString ?? '')))))
      .map((row) => ({ _id: row._id, [codeField]: row.code, [nameField]: row.name, TamNgung: false }));

  const client = createMockClient(
    {
      PhongThucHienPTTT: ({ nhom }) => ({ phongThucHienPTTT: ROOMS.filter((room) => room.list === nhom).map(({ list: _list, ...room }) => ({ ...room, SoDangCho: orders.filter((each) => each.NoiThucHien_Id === room._id && each.TrangThai === 'SanSang').length })) }),
      DanhSachChiDinhPTTT: ({ nhom, idPhongBan, search: text }) => {
        const tab = (name: ProcedureTab) => orders
          .filter((each) => procedureListOf(each.MaLoaiDichVu)?.key === nhom && TAB_STATES[name].includes(each.TrangThai) && (!idPhongBan || each.NoiThucHien_Id === idPhongBan))
          .filter((each) => !text || each.SoPhieuYeuCau === text || toKhongDau(each.TenBenhNhan ?? '').includes(toKhongDau(text)))
          .sort((a, b) => Number(b.LaKhanCap) - Number(a.LaKhanCap) || (a.SoThuTu ?? 0) - (b.SoThuTu ?? 0))
          .map(withState);
        return { waiting: tab('waiting'), treating: tab('treating'), done: tab('done') };
      },
      ChiDinhPTTTById: ({ id }) => ({ chiDinhPTTTById: withState(orderOf(id)) }),
      UpdateThongTinThucHienPTTT: ({ id, oldState, newState }) => {
        const each = orderOf(id);
        const rule = moveBetween(oldState, newState);
        if (!rule) throw new MockRefusal('procedures.moveNotAllowed', 'newState', { from: oldState, to: newState });
        if (each.TrangThai !== oldState) throw new MockRefusal('procedures.refused.state', 'oldState', { number: each.SoPhieuYeuCau, state: each.TrangThai, from: oldState });
        if (rule.move === 'take') take(each);
        else if (rule.move === 'finish') finish(each);
        else {
          if (each.TuongTrinhPTTT?.DaKhoa) throw new MockRefusal('procedures.noteLocked', 'id', { number: each.SoPhieuYeuCau });
          each.TrangThai = newState;
          if (newState === 'SanSang') each.NgayThucHien = null;
        }
        return { updateThongTinThucHienPTTT: withState(each) };
      },
      SaveTuongTrinhPTTT: ({ idDichVuYeuCau, input, hoanThanh }) => {
        const each = orderOf(idDichVuYeuCau);
        requireOpen(each, 'idDichVuYeuCau');
        const before = each.TuongTrinhPTTT;
        const merged = { ...(before ?? noteOf(each)), ...Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'EKip' && key !== 'VatTus')) } as Note;
        const times = timesProblem({ BatDau: input.BatDau === undefined ? (before?.BatDau ?? null) : input.BatDau, KetThuc: input.KetThuc === undefined ? (before?.KetThuc ?? null) : input.KetThuc });
        if (times) throw refuse(times);
        const death = deathProblem(merged.MaKetQua ?? null, merged.TuVong ?? null);
        if (death) throw refuse(death);
        const team = (input.EKip ?? before?.EKip ?? []) as { NhanVien_Id: string; VaiTro: string }[];
        const teamRefused = teamProblem(team);
        if (teamRefused) throw refuse(teamRefused);
        const supplies = input.VatTus !== undefined && JSON.stringify((before?.VatTus ?? []).map((line) => [line.Duoc_Id, line.SoLuong, line.GhiChu ?? null])) !== JSON.stringify(input.VatTus.map((line: any) => [line.Duoc_Id, line.SoLuong, line.GhiChu ?? null]));
        if (before) {
          const fields = Object.keys(input).filter((key) => key !== 'EKip' && key !== 'VatTus' && key !== 'KhoDuoc_Id' && JSON.stringify((before as Record<string, unknown>)[key] ?? null) !== JSON.stringify(input[key] ?? null));
          const locked = lockProblem(before, { fields, supplies }) ?? verifiedProblem(before, supplies);
          if (locked) throw refuse(locked, { number: each.SoPhieuYeuCau });
        }
        const noteId = before?._id ?? `tt-${each._id}`;
        if (supplies) takeLines(noteId, input.VatTus);
        if (each.TrangThai === 'SanSang') take(each);
        each.TuongTrinhPTTT = {
          ...merged,
          EKip: team.map((member) => ({ ...member, MaNhanVien: null, TenNhanVien: STAFF.find((one) => one._id === member.NhanVien_Id)?.TenNhanVien ?? null })),
          VatTus: (input.VatTus ?? before?.VatTus ?? []).map((line: any, index: number) => {
            const drug = DRUGS.find((one) => one._id === line.Duoc_Id)!;
            return { _id: `vt-${index}`, Duoc_Id: line.Duoc_Id, MaDuoc: drug.MaDuoc, TenDuoc: drug.TenDuoc, DonViTinh: drug.DonViTinh, SoLuong: line.SoLuong, GhiChu: line.GhiChu ?? null };
          }),
          ...(supplies ? { KhoDuoc_Id: input.VatTus.length > 0 ? STORE._id : null, TenKho: input.VatTus.length > 0 ? STORE.TenKho : null } : {}),
          updatedAt: Date.now(),
        };
        if (hoanThanh === true) finish(each);
        return { saveTuongTrinhPTTT: withState(each).TuongTrinhPTTT };
      },
      LockTuongTrinhPTTT: ({ id, LoaiKhoa }) => {
        const each = noteById(id);
        if (each.TuongTrinhPTTT!.DaKhoa) throw new MockRefusal('procedures.alreadyLocked', 'id', { number: each.SoPhieuYeuCau });
        each.TuongTrinhPTTT = { ...each.TuongTrinhPTTT!, DaKhoa: true, LoaiKhoa, ThoiGianKhoa: Date.now(), NguoiKhoa_Id: 'u-ktv', TenNguoiKhoa: 'Phạm Văn Dũng' };
        return { lockTuongTrinhPTTT: withState(each).TuongTrinhPTTT };
      },
      UnlockTuongTrinhPTTT: ({ id }) => {
        requireUnlock('procedures.unlockNotAllowed');
        const each = noteById(id);
        each.TuongTrinhPTTT = { ...each.TuongTrinhPTTT!, DaKhoa: false, LoaiKhoa: null, ThoiGianKhoa: null, NguoiKhoa_Id: null, TenNguoiKhoa: null };
        return { unlockTuongTrinhPTTT: withState(each).TuongTrinhPTTT };
      },
      HuyTraKetQuaPTTT: ({ idDichVuYeuCau }) => {
        requireUnlock('procedures.reopenNotAllowed');
        const each = orderOf(idDichVuYeuCau);
        if (each.TuongTrinhPTTT?.DaKhoa) throw new MockRefusal('procedures.noteLocked', 'idDichVuYeuCau', { number: each.SoPhieuYeuCau });
        each.TrangThai = 'ChuaKetQua';
        each.NgayTraKetQua = null;
        return { huyTraKetQuaPTTT: withState(each) };
      },
      TuongTrinhPTTTs: (variables) => ({ tuongTrinhPTTTs: notesOf(variables, 'NgoaiTru') }),
      TuongTrinhPTTTsNoiTru: (variables) => ({ tuongTrinhPTTTs_NoiTru: notesOf(variables, 'NoiTru') }),
      KhoDuocPTTT: ({ idDichVuYeuCau }) => {
        orderOf(idDichVuYeuCau);
        return { khoDuocPTTT: [STORE] };
      },
      VerifyVatTuTuongTrinhPTTT: ({ id }) => ({ verifyVatTuTuongTrinhPTTT: setVerified(id, true) }),
      CancelVerifyVatTuTuongTrinhPTTT: ({ id }) => ({ cancelVerifyVatTuTuongTrinhPTTT: setVerified(id, false) }),
      RemoveTuongTrinhPTTT: ({ id, LyDo }) => {
        const each = noteById(id);
        if (!String(LyDo ?? '').trim()) throw new MockRefusal('validation.required', 'LyDo');
        const problem = removeProblem({ ...each.TuongTrinhPTTT!, TrangThai: each.TrangThai });
        if (problem) throw refuse(problem, { number: each.SoPhieuYeuCau });
        giveBack(id);
        images.delete(id);
        each.TuongTrinhPTTT = null;
        return { removeTuongTrinhPTTT: true };
      },
      TuongTrinhPTTTHinhAnh: ({ id }) => {
        const each = noteById(id);
        return { tuongTrinhPTTT: { _id: each.TuongTrinhPTTT!._id, HinhAnhs: images.get(id) ?? [] } };
      },
      ThemHinhAnhTuongTrinhPTTT: ({ id, fileIds }) => {
        const each = noteForImages(id);
        const kept = images.get(id) ?? [];
        const tooMany = imageCountProblem(kept.length, (fileIds as string[]).length);
        if (tooMany) throw refuse(tooMany, { number: each.SoPhieuYeuCau });
        const added = (fileIds as string[]).map((fileId, index): Image => {
          const file = uploaded.get(fileId);
          if (!file) throw new MockRefusal('procedures.images.fileNotFound', `fileIds.${index}`);
          return { _id: `ha-${fileId}`, TenTep: file.name, LoaiTep: file.mime, KichThuoc: file.size, DuongDan: `/tep?token=${fileId.padEnd(43, 'x')}`, LaDicom: file.mime === 'application/dicom', ThuTu: kept.length + index + 1 };
        });
        images.set(id, [...kept, ...added]);
        return { themHinhAnhTuongTrinhPTTT: { ...withState(each).TuongTrinhPTTT!, HinhAnhs: images.get(id)! } };
      },
      XoaHinhAnhTuongTrinhPTTT: ({ id, idHinhAnh }) => {
        const each = noteForImages(id);
        const kept = images.get(id) ?? [];
        if (!kept.some((image) => image._id === idHinhAnh)) throw new MockRefusal('procedures.images.notFound', 'idHinhAnh', { number: each.SoPhieuYeuCau });
        images.set(id, kept.filter((image) => image._id !== idHinhAnh));
        return { xoaHinhAnhTuongTrinhPTTT: { ...withState(each).TuongTrinhPTTT!, HinhAnhs: images.get(id)! } };
      },
      ThietBiTheoDichVu: ({ idDichVuYeuCau }) => {
        const each = orderOf(idDichVuYeuCau);
        return {
          thietBiTheoDichVu: DEVICES.filter((device) => each.ChiTiets.some((line) => device.services.includes(line.DichVu_Id))).map((device) => {
            const used = { inDay: device.used, inSession: Math.min(device.used, device.session - 1) };
            return {
              _id: device._id, MaThietBi: device.MaThietBi, TenThietBi: device.TenThietBi, SoLuongToiDaTrongNgay: device.day, SoLuongToiDaTrenLan: device.session,
              SoLuongTrongNgay: used.inDay, SoLuongTrongCa: used.inSession, CaThucHien_Id: 'ca-dung', ConCho: limitReached({ SoLuongToiDaTrongNgay: device.day, SoLuongToiDaTrenLan: device.session }, used) === null,
            };
          }),
        };
      },
      PhanCongThietBi: ({ idDichVuYeuCau, ThietBi_Id }) => {
        const each = orderOf(idDichVuYeuCau);
        requireOpen(each, 'idDichVuYeuCau');
        const device = DEVICES.find((one) => one._id === ThietBi_Id);
        if (ThietBi_Id && !device) throw new MockRefusal('procedures.deviceNotFound', 'ThietBi_Id');
        if (device && device.used >= device.day) throw new MockRefusal('procedures.deviceFullDay', 'ThietBi_Id', { device: device.TenThietBi, max: device.day });
        each.ThietBi_Id = ThietBi_Id ?? null;
        each.PhanCongThietBi = device ? { ThietBi_Id: device._id, MaThietBi: device.MaThietBi, TenThietBi: device.TenThietBi, ThoiGian: Date.now(), CaThucHien_Id: 'ca-dung' } : null;
        return { phanCongThietBi: withState(each) };
      },
      ThongTinPhanCongKyThuatVien: ({ idDichVuYeuCau }) => {
        const each = orderOf(idDichVuYeuCau);
        return {
          thongTinPhanCongKyThuatVien: {
            DichVuYeuCau_Id: each._id,
            KyThuatViens: STAFF.filter((one) => one.allocatable).map((one) => {
              const shift = shifts.find((each2) => each2.NhanVien_Id === one._id);
              const mine = each.PhanCongKyThuatViens.find((row) => row.NhanVien_Id === one._id);
              return {
                NhanVien_Id: one._id, MaNhanVien: one.MaNhanVien, TenNhanVien: one.TenNhanVien, DangTrongCa: Boolean(shift), CaThucHien_Id: shift?._id ?? null,
                ThuTuUuTien: shift?.ThuTuUuTien ?? null, SoLuongTrongNgay: orders.filter((other) => other.PhanCongKyThuatViens.some((row) => row.NhanVien_Id === one._id)).length,
                DaPhanCong: Boolean(mine), TuDong: mine?.TuDong ?? false,
              };
            }),
          },
        };
      },
      PhanCongKyThuatVien: ({ idDichVuYeuCau, NhanVien_Ids }) => {
        const each = orderOf(idDichVuYeuCau);
        requireOpen(each, 'idDichVuYeuCau');
        each.PhanCongKyThuatViens = (NhanVien_Ids as string[]).map((id, index) => {
          const one = STAFF.find((member) => member._id === id);
          if (!one?.allocatable) throw new MockRefusal('procedures.staffNotAllocatable', `NhanVien_Ids.${index}`, { name: one?.TenNhanVien ?? id });
          return { NhanVien_Id: id, MaNhanVien: one.MaNhanVien, TenNhanVien: one.TenNhanVien, TuDong: false, ThoiGian: Date.now() + index * 2 * MINUTE, CaThucHien_Id: null };
        });
        each.NguoiThucHien_Ids = [...NhanVien_Ids];
        return { phanCongKyThuatVien: withState(each) };
      },
      XoaPhanCongTuDong: ({ ids }) => ({
        xoaPhanCongTuDong: (ids as string[]).map((id) => {
          const each = orderOf(id);
          each.PhanCongKyThuatViens = each.PhanCongKyThuatViens.filter((row) => !row.TuDong);
          each.NguoiThucHien_Ids = each.PhanCongKyThuatViens.map((row) => row.NhanVien_Id);
          return withState(each);
        }),
      }),
      GetCaThucHienByThoiGian: ({ startDate, endDate }) => ({ getCaThucHienByThoiGian: shifts.filter((shift) => shift.BatDau < endDate && shift.KetThuc > startDate).sort((a, b) => a.BatDau - b.BatDau) }),
      CreateCaThucHien: ({ input }) => ({ createCaThucHien: saveShift(null, input) }),
      UpdateCaThucHien: ({ id, input }) => ({ updateCaThucHien: saveShift(id, input) }),
      InTuongTrinhPTTT: ({ key, data }) => {
        const template = PROCEDURES_PRINTS.find((each) => each.key === key)!;
        return { renderPrintTemplate: { html: renderPrintTemplate(template.defaultBody, data), paper: template.paper } };
      },
      searchNhanVien: (variables) => ({ searchNhanVien: search(STAFF.map((one) => ({ _id: one._id, code: one.MaNhanVien, name: one.TenNhanVien })), ['MaNhanVien', 'TenNhanVien'])(variables) }),
      searchDM_Duoc: (variables) => ({ searchDM_Duoc: search(DRUGS.map((one) => ({ _id: one._id, code: one.MaDuoc, name: one.TenDuoc })), ['MaDuoc', 'TenDuoc'])(variables) }),
      searchDM_DichVu: (variables) => ({ searchDM_DichVu: search(Object.entries(SERVICES).map(([_id, one]) => ({ _id, code: one.MaDichVu, name: one.TenDichVu })), ['MaDichVu', 'TenDichVu'])(variables) }),
      ...Object.fromEntries(Object.entries(CATALOGUES).map(([operation, rows]) => [operation, (variables: Record<string, any>) => ({ [operation]: search(rows, FIELDS[operation]!)(variables) })])),
    },
    { calls },
  );

  function notesOf({ idPhongBan, search: text }: Record<string, any>, kind: string): Note[] {
    return orders.filter((each) => each.TuongTrinhPTTT?.LoaiTiepNhan === kind && (!idPhongBan || each.NoiThucHien_Id === idPhongBan))
      .filter((each) => !text || each.SoPhieuYeuCau === text || toKhongDau(each.TenBenhNhan ?? '').includes(toKhongDau(text)))
      .map((each) => withState(each).TuongTrinhPTTT!);
  }

  function setVerified(id: string, verify: boolean): Note {
    if (!canUnlock) throw new MockRefusal('procedures.verifyNotAllowed', undefined, {}, 'Tài khoản chưa được phân quyền xác nhận vật tư. Liên hệ quản trị hệ thống để được phân quyền.');
    const each = noteById(id);
    const problem = verifyProblem(each.TuongTrinhPTTT!, verify);
    if (problem) throw refuse(problem, { number: each.SoPhieuYeuCau });
    each.TuongTrinhPTTT = {
      ...each.TuongTrinhPTTT!, DaXacNhanVatTu: verify, ThoiGianXacNhanVatTu: verify ? Date.now() : null, NguoiXacNhanVatTu_Id: verify ? 'u-ktv' : null, TenNguoiXacNhanVatTu: verify ? 'Phạm Văn Dũng' : null,
    };
    return withState(each).TuongTrinhPTTT!;
  }

  function noteForImages(id: string): Order {
    const each = noteById(id);
    const problem = imagesProblem({ ...each.TuongTrinhPTTT!, TrangThai: each.TrangThai });
    if (problem) throw refuse(problem, { number: each.SoPhieuYeuCau });
    return each;
  }

  /** The upload sender of the screens: stores each file under an id the fake's attach knows. */
  const upload: FileSender = async (files) => {
    uploads.push(files.length);
    return files.map((file) => {
      const stored: UploadedFile = { _id: `tep-${uploaded.size + 1}`, name: file.name, mime: /\.dcm$/i.test(file.name) ? 'application/dicom' : /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg', size: file.size };
      uploaded.set(stored._id, stored);
      return stored;
    });
  };

  function saveShift(id: string | null, input: Record<string, any>): Shift {
    const before = id ? shifts.find((shift) => shift._id === id) : undefined;
    const staff = STAFF.find((one) => one._id === (input.NhanVien_Id ?? before?.NhanVien_Id));
    if (!staff) throw new MockRefusal('validation.required', 'NhanVien_Id');
    if (!staff.allocatable) throw new MockRefusal('procedures.staffNotAllocatable', 'NhanVien_Id', { name: staff.TenNhanVien });
    const shift: Shift = {
      _id: id ?? `ca-moi-${++shiftCount}`, NhanVien_Id: staff._id, MaNhanVien: staff.MaNhanVien, TenNhanVien: staff.TenNhanVien, BatDau: input.BatDau, KetThuc: input.KetThuc,
      ThuTuUuTien: input.ThuTuUuTien ?? 1, DichVu_Ids: input.DichVu_Ids ?? [], TenDichVus: (input.DichVu_Ids ?? []).map((one: string) => SERVICES[one]?.TenDichVu ?? one), GhiChu: input.GhiChu ?? null,
    };
    const times = shiftTimesProblem(shift.BatDau, shift.KetThuc);
    if (times) throw new MockRefusal(times.key, times.field);
    const clash = overlappingShift(shift, shifts);
    if (clash) throw new MockRefusal('procedures.shiftOverlap', 'BatDau', { from: '05/03/2026 07:00', to: '05/03/2026 11:30' });
    if (before) Object.assign(before, shift);
    else shifts.push(shift);
    return shift;
  }

  return { client, calls, orders, shifts, stock, images, upload, uploads };
}
