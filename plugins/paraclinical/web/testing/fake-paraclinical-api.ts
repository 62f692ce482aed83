// A fake of the paraclinical API for the technician's screens in stories and component tests: a morning of orders at
// the lab (one to take, one being done with a blood count, one patient who did not come, one returned), ultrasound,
// imaging, functional-test and SARS-CoV-2 test orders, the rooms, devices (one at its daily limit), staff and conclusion dictionary,
// and the moves and saves applied to that state with the server's rules (rules/states.ts, rules/reference-values.ts,
// rules/work-lists.ts), a report's images from the files its upload sender stored. The public result page's read answers
// by token. Any other operation fails (mock client).
import { createMockClient, MockRefusal, type MockCall } from '@his/sdk/testing';
import { UploadRefusal, type FileSender, type UploadedFile } from '@his/sdk/data';
import { renderPrintTemplate } from '@his/sdk/print-template';
import { toKhongDau } from '@his/sdk';
import type { ClsDichVuYeuCauFieldsFragment, DichVuYeuCauKetQuaFieldsFragment, HinhAnhDichVuYeuCauFieldsFragment, KetQuaClsCongKhaiQuery } from '../../generated/graphql';
import { PARACLINICAL_PRINTS } from '../../print/result-prints';
import { flagOf, rangeText } from '../../rules/reference-values';
import { PARACLINICAL_CANCEL_RESULT, PARACLINICAL_READ, PARACLINICAL_WRITE } from '../../rules/permissions';
import { moveBetween } from '../../rules/states';
import { workListOf, type WorkListTab } from '../../rules/work-lists';

type Order = ClsDichVuYeuCauFieldsFragment;
type ResultRow = DichVuYeuCauKetQuaFieldsFragment;

/** The demo technician, and the rights of the technician's profile (the cancel right optional). */
export const TECHNICIAN = { username: 'ktv', name: 'KTV. Đỗ Thị Hoa', profile: 'Kỹ thuật viên' };

export function technicianPermissions(canCancelResult = true): string[] {
  return [PARACLINICAL_READ, PARACLINICAL_WRITE, ...(canCancelResult ? [PARACLINICAL_CANCEL_RESULT] : [])];
}

// 5 March 2026, 07:30 in Asia/Ho_Chi_Minh.
export const MORNING = Date.UTC(2026, 2, 5, 0, 30);
const MINUTE = 60_000;

export const ROOMS = [
  { _id: 'xn01', MaPhongBan: 'XN01', TenPhongBan: 'Phòng lấy mẫu xét nghiệm', lists: ['xet-nghiem', 'xet-nghiem-vi-sinh', 'xet-nghiem-sars-cov-2'] },
  { _id: 'sa01', MaPhongBan: 'SA01', TenPhongBan: 'Phòng siêu âm', lists: ['sieu-am'] },
  { _id: 'xq01', MaPhongBan: 'XQ01', TenPhongBan: 'Phòng X-quang', lists: ['chan-doan-hinh-anh'] },
  { _id: 'td01', MaPhongBan: 'TD01', TenPhongBan: 'Phòng điện tim', lists: ['tham-do-chuc-nang'] },
];

interface Test {
  _id: string;
  TenXetNghiem: string;
  KieuDuLieu: string;
  DonViTinh: string;
  male: [number | null, number | null];
  female: [number | null, number | null];
}

const test = (_id: string, TenXetNghiem: string, DonViTinh: string, male: [number | null, number | null], female = male): Test => ({ _id, TenXetNghiem, KieuDuLieu: 'So', DonViTinh, male, female });
/** A test answered negative or positive. */
const positiveOrNegative = (_id: string, TenXetNghiem: string): Test => ({ _id, TenXetNghiem, KieuDuLieu: 'AmDuong', DonViTinh: '', male: [null, null], female: [null, null] });

/** The services on the orders, their group, and the tests of a lab service. */
const SERVICES: Record<string, { MaDichVu: string; TenDichVu: string; MaLoaiDichVu: string; MaNhomDichVu: string; NhomDichVu_Id: string; tests: Test[] }> = {
  'dv-glu': { MaDichVu: 'XN-GLU', TenDichVu: 'Định lượng Glucose [máu]', MaLoaiDichVu: 'XetNghiem', MaNhomDichVu: 'XN-SH', NhomDichVu_Id: 'nhom-sh', tests: [test('gtc-glu', 'Glucose', 'mmol/L', [3.9, 6.4])] },
  'dv-cbc': {
    MaDichVu: 'XN-TPTTBM', TenDichVu: 'Tổng phân tích tế bào máu ngoại vi', MaLoaiDichVu: 'XetNghiem', MaNhomDichVu: 'XN-HH', NhomDichVu_Id: 'nhom-hh',
    tests: [test('gtc-wbc', 'Số lượng bạch cầu (WBC)', 'G/L', [4, 10]), test('gtc-rbc', 'Số lượng hồng cầu (RBC)', 'T/L', [4.2, 5.4], [3.8, 5]), test('gtc-hgb', 'Huyết sắc tố (HGB)', 'g/L', [130, 170], [120, 150])],
  },
  'dv-sa': { MaDichVu: 'SA-BUNG', TenDichVu: 'Siêu âm ổ bụng', MaLoaiDichVu: 'SieuAm', MaNhomDichVu: 'SA', NhomDichVu_Id: 'nhom-sa', tests: [] },
  'dv-xq': { MaDichVu: 'XQ-NGUC', TenDichVu: 'Chụp X-quang ngực thẳng', MaLoaiDichVu: 'ChanDoanHinhAnh', MaNhomDichVu: 'XQ', NhomDichVu_Id: 'nhom-xq', tests: [] },
  'dv-ecg': { MaDichVu: 'TD-ECG', TenDichVu: 'Điện tim thường', MaLoaiDichVu: 'ThamDoChucNang', MaNhomDichVu: 'TD', NhomDichVu_Id: 'nhom-td', tests: [] },
  'dv-covid': {
    MaDichVu: 'XN-SARS-COV-2-AG', TenDichVu: 'SARS-CoV-2 Ag test nhanh', MaLoaiDichVu: 'XetNghiem', MaNhomDichVu: 'XN-SARS-COV-2', NhomDichVu_Id: 'nhom-covid',
    tests: [positiveOrNegative('gtc-covid-ag', 'SARS-CoV-2 Ag')],
  },
};

export const DEVICES = [
  { _id: 'tb-au480', MaThietBi: 'AU480', TenThietBi: 'Máy sinh hóa AU480', TamNgung: false },
  { _id: 'tb-xn550', MaThietBi: 'XN-550', TenThietBi: 'Máy huyết học XN-550', TamNgung: false, full: 200 },
  { _id: 'tb-logiq', MaThietBi: 'LOGIQ-P9', TenThietBi: 'Máy siêu âm Logiq P9', TamNgung: false },
];

export const STAFF = [
  { _id: 'nv-hoa', MaNhanVien: 'NV0101', TenNhanVien: 'KTV. Đỗ Thị Hoa', TamNgung: false },
  { _id: 'nv-nam', MaNhanVien: 'NV0102', TenNhanVien: 'KTV. Vũ Văn Nam', TamNgung: false },
  { _id: 'nv-lan', MaNhanVien: 'NV0201', TenNhanVien: 'BS. Ngô Thị Lan', TamNgung: false },
];

const DICTIONARY = [
  {
    _id: 'tdkl-gan', TamNgung: false, NhomDichVu_Id: 'nhom-sa', MaTuDienKetLuan: 'SA-GAN-NM', TenTuDienKetLuan: 'Gan nhiễm mỡ độ I', TenTat: 'GNM1',
    NoiDung: 'Gan không to, nhu mô tăng âm nhẹ, đều. Đường mật trong và ngoài gan không giãn.', KetLuan: 'Gan nhiễm mỡ độ I',
  },
  { _id: 'tdkl-bt', TamNgung: false, NhomDichVu_Id: 'nhom-sa', MaTuDienKetLuan: 'SA-BT', TenTuDienKetLuan: 'Siêu âm ổ bụng bình thường', TenTat: 'SABT', NoiDung: 'Gan, mật, tụy, lách, hai thận bình thường.', KetLuan: 'Hiện chưa phát hiện bất thường' },
  { _id: 'tdkl-ecg', TamNgung: false, NhomDichVu_Id: 'nhom-td', MaTuDienKetLuan: 'ECG-BT', TenTuDienKetLuan: 'Nhịp xoang bình thường', TenTat: 'NXBT', NoiDung: 'Nhịp xoang đều, tần số 75 lần/phút.', KetLuan: 'Điện tim bình thường' },
];

/** The token the public page accepts for a patient's results. */
export const publicTokenOf = (idBenhNhan: string) => `tok-${idBenhNhan}`;

interface Patient {
  BenhNhan_Id: string;
  MaYTe: string;
  TenBenhNhan: string;
  GioiTinh: string;
  NamSinh: number;
}

const patient = (n: number, TenBenhNhan: string, GioiTinh: string, NamSinh: number): Patient => ({ BenhNhan_Id: `bn-${n}`, MaYTe: `BN2600000${n}`, TenBenhNhan, GioiTinh, NamSinh });

function order(n: number, who: Patient, serviceIds: string[], values: Partial<Order> = {}): Order {
  const first = SERVICES[serviceIds[0]!]!;
  const room = ROOMS.find((each) => each.lists.includes(workListOf(first.MaLoaiDichVu, first.MaNhomDichVu)!.key))!;
  return {
    _id: `yc-${n}`, SoPhieuYeuCau: `CD26030500${10 + n}`, SoThuTu: n, TrangThai: 'SanSang', BNKhongDen: false, LaKhanCap: false,
    NgayYeuCau: MORNING + n * 5 * MINUTE, NgayThucHien: null, NgayTraKetQua: null, NgayLayMau: null,
    TiepNhan_Id: `tn-${n}`, MaTiepNhan: `TN26030500${n}`, KhamBenh_Id: `kb-${n}`, ...who, NgaySinh: null,
    NoiYeuCau: 'pk01', TenNoiYeuCau: 'Phòng khám Nội 1', TenBacSiChiDinh: 'BS. Trần Văn Khoa', ChanDoan: 'Theo dõi đái tháo đường',
    NoiThucHien_Id: room._id, TenNoiThucHien: room.TenPhongBan, NhomDichVu_Id: first.NhomDichVu_Id, MaLoaiDichVu: first.MaLoaiDichVu, MaNhomDichVu: first.MaNhomDichVu,
    ThietBi_Id: null, NguoiThucHien_Ids: [], SIDMau: null, STTMau: null, NoiDung: null, NhanXet: null, KetLuan: null,
    ChiTiets: serviceIds.map((id) => ({ _id: `ct-${n}-${id}`, DichVu_Id: id, MaDichVu: SERVICES[id]!.MaDichVu, TenDichVu: SERVICES[id]!.TenDichVu, SoLuong: 1, DaThuTien: true, DuocPhepThucHien: true })),
    ...values,
  };
}

/** The morning's orders: lab first (to take, being done, absent, returned), then the report lists', then a SARS-CoV-2 test. */
export function sampleOrders(): Order[] {
  return [
    order(1, patient(1, 'Nguyễn Văn An', 'MALE', 1968), ['dv-glu']),
    order(2, patient(2, 'Trần Thị Bình', 'FEMALE', 1992), ['dv-cbc'], { TrangThai: 'ChuaKetQua', LaKhanCap: true, SIDMau: '2603050001', STTMau: 1, NgayLayMau: MORNING + 20 * MINUTE, NgayThucHien: MORNING + 20 * MINUTE }),
    order(3, patient(3, 'Lê Văn Cường', 'MALE', 1975), ['dv-glu'], { BNKhongDen: true }),
    order(4, patient(4, 'Phạm Thị Dung', 'FEMALE', 1985), ['dv-glu'], {
      TrangThai: 'CoKetQua', SIDMau: '2603050002', STTMau: 2, NgayLayMau: MORNING + 25 * MINUTE, NgayThucHien: MORNING + 25 * MINUTE, NgayTraKetQua: MORNING + 70 * MINUTE,
      ThietBi_Id: 'tb-au480', NguoiThucHien_Ids: ['nv-hoa'], KetLuan: 'Đường huyết tăng',
    }),
    order(5, patient(5, 'Hoàng Văn Em', 'MALE', 1959), ['dv-sa']),
    order(6, patient(6, 'Đặng Thị Gấm', 'FEMALE', 2001), ['dv-sa'], {
      TrangThai: 'CoKetQua', NgayThucHien: MORNING + 40 * MINUTE, NgayTraKetQua: MORNING + 50 * MINUTE, ThietBi_Id: 'tb-logiq', NguoiThucHien_Ids: ['nv-lan'],
      NoiDung: 'Gan, mật, tụy, lách, hai thận bình thường.', KetLuan: 'Hiện chưa phát hiện bất thường',
    }),
    order(7, patient(7, 'Bùi Văn Hải', 'MALE', 1990), ['dv-xq'], { TrangThai: 'ChuaKetQua', NgayThucHien: MORNING + 45 * MINUTE }),
    order(8, patient(8, 'Võ Thị Ích', 'FEMALE', 1979), ['dv-ecg']),
    order(9, patient(9, 'Mai Văn Khang', 'MALE', 1988), ['dv-covid']),
  ];
}

export interface FakeParaclinicalOptions {
  orders?: Order[];
  /** Whether the signed-in profile may cancel a returned result (the server's check, which the screen does not replace). */
  canCancelResult?: boolean;
}

export interface FakeParaclinicalApi {
  client: ReturnType<typeof createMockClient>;
  calls: MockCall[];
  orders: Order[];
  results: Map<string, ResultRow[]>;
  /** Each report's images, and the upload sender of the screens with the size of each batch it was sent. */
  images: Map<string, HinhAnhDichVuYeuCauFieldsFragment[]>;
  upload: FileSender;
  uploads: number[];
}

const WAITING = ['SanSang', 'ChuaKetQua'];
const RETURNED = ['CoKetQua', 'DaXemKetQua'];

function inTab(order: Order, tab: WorkListTab): boolean {
  if (tab === 'waiting') return WAITING.includes(order.TrangThai) && !order.BNKhongDen;
  if (tab === 'missed') return order.BNKhongDen && order.TrangThai === 'SanSang';
  return RETURNED.includes(order.TrangThai);
}

/** A lab order's rows: each test of each line, with the patient's range, and its saved value and flag. */
function rowsOf(order: Order, saved: readonly ResultRow[]): ResultRow[] {
  let ThuTu = 0;
  return order.ChiTiets.flatMap((line) =>
    SERVICES[line.DichVu_Id]!.tests.map((each) => {
      const [Min, Max] = order.GioiTinh === 'FEMALE' ? each.female : each.male;
      const kept = saved.find((row) => row.ChiTiet_Id === line._id && row.GiaTriChuan_Id === each._id);
      return {
        _id: kept?._id ?? `blank-${line._id}-${each._id}`, DichVuYeuCau_Id: order._id, ChiTiet_Id: line._id, DichVu_Id: line.DichVu_Id, GiaTriChuan_Id: each._id,
        TenXetNghiem: each.TenXetNghiem, KieuDuLieu: each.KieuDuLieu, KetQua: kept?.KetQua ?? null, DonViTinh: each.DonViTinh, Min, Max,
        MucBinhThuong: rangeText({ Min, Max }), CanhBao: kept?.CanhBao ?? null, ThuTu: ++ThuTu,
      };
    }));
}

function sampleResults(orders: readonly Order[]): Map<string, ResultRow[]> {
  const results = new Map<string, ResultRow[]>();
  const returned = orders.find((each) => each._id === 'yc-4');
  if (returned) results.set('yc-4', rowsOf(returned, []).map((row) => ({ ...row, _id: 'kq-4-glu', KetQua: '9.8', CanhBao: 'Cao' })));
  return results;
}

export function createFakeParaclinicalApi({ orders = sampleOrders(), canCancelResult = true }: FakeParaclinicalOptions = {}): FakeParaclinicalApi {
  const calls: MockCall[] = [];
  const results = sampleResults(orders);
  const uploaded = new Map<string, UploadedFile>();
  /** The size of each batch sent. */
  const uploads: number[] = [];
  let sid = 2;
  const orderOf = (id: string) => {
    const found = orders.find((each) => each._id === id);
    if (!found) throw new MockRefusal('paraclinical.orderNotFound', 'id');
    return found;
  };
  const listOf = (each: Order) => workListOf(each.MaLoaiDichVu ?? null, each.MaNhomDichVu ?? null)?.key;
  const withResults = (each: Order) => ({ ...each, KetQuas: results.get(each._id) ?? [] });
  // A report's images by order, attached from the files the fake sender stored (`uploaded`).
  const images = new Map<string, HinhAnhDichVuYeuCauFieldsFragment[]>();
  const withImages = (each: Order) => ({ ...each, HinhAnhs: images.get(each._id) ?? [] });
  const imageOrder = (id: string) => {
    const each = orderOf(id);
    if (RETURNED.includes(each.TrangThai)) throw new MockRefusal('paraclinical.resultReturned', 'id', { number: each.SoPhieuYeuCau }, `Phiếu ${each.SoPhieuYeuCau} đã trả kết quả: hủy kết quả trước khi sửa`);
    if (each.TrangThai === 'SanSang') each.TrangThai = 'ChuaKetQua';
    return each;
  };

  /** The server's move: only from the stated state, cancelling a returned result with its own permission. */
  const moveOne = (each: Order, oldState: string, newState: string): string | null => {
    const rule = moveBetween(oldState as never, newState as never);
    if (!rule) throw new MockRefusal('paraclinical.moveNotAllowed', 'newState', { from: oldState, to: newState });
    if (rule.move === 'cancelResult' && !canCancelResult) throw new MockRefusal('paraclinical.cancelResultNotAllowed', undefined, {}, 'Tài khoản chưa được phân quyền hủy kết quả đã trả. Liên hệ quản trị hệ thống để được phân quyền.');
    if (each.TrangThai !== oldState) return `Phiếu ${each.SoPhieuYeuCau} không ở trạng thái ${oldState}`;
    if (rule.move === 'take' && each.BNKhongDen) return `Bệnh nhân của phiếu ${each.SoPhieuYeuCau} đang được đánh dấu không đến`;
    each.TrangThai = newState;
    if (rule.move === 'take') each.NgayThucHien ??= Date.now();
    if (rule.move === 'cancelResult') each.NgayTraKetQua = null;
    return null;
  };

  const performed = (each: Order, input: Record<string, any>) => {
    const device = DEVICES.find((one) => one._id === input.ThietBi_Id);
    if (device?.full) throw new MockRefusal('paraclinical.deviceFull', 'ThietBi_Id', { device: device.TenThietBi, max: device.full }, `Thiết bị ${device.TenThietBi} đã đủ ${device.full} lượt trong ngày`);
    if (RETURNED.includes(each.TrangThai)) throw new MockRefusal('paraclinical.resultReturned', 'id', { number: each.SoPhieuYeuCau }, `Phiếu ${each.SoPhieuYeuCau} đã trả kết quả: hủy kết quả trước khi sửa`);
    if (each.TrangThai === 'SanSang') each.TrangThai = 'ChuaKetQua';
    Object.assign(each, {
      ThietBi_Id: input.ThietBi_Id ?? null, NguoiThucHien_Ids: input.NguoiThucHien_Ids ?? [], NgayThucHien: input.NgayThucHien ?? null,
      NhanXet: input.NhanXet ?? null, KetLuan: input.KetLuan ?? null,
    });
  };

  const returnIfAsked = (each: Order, traKetQua: boolean, missing: string | null) => {
    if (!traKetQua) return;
    if (missing) throw new MockRefusal(missing, missing === 'paraclinical.missing.conclusion' ? 'KetLuan' : 'KetQuas', { number: each.SoPhieuYeuCau });
    each.TrangThai = 'CoKetQua';
    each.NgayTraKetQua = Date.now();
  };

  const saveReport = (variables: Record<string, any>, field: string) => {
    const each = orderOf(variables.id);
    performed(each, variables.input);
    each.NoiDung = variables.input.NoiDung ?? null;
    returnIfAsked(each, variables.traKetQua === true, each.KetLuan ? null : 'paraclinical.missing.conclusion');
    return { [field]: { ...each } };
  };

  const client = createMockClient(
    {
      PhongThucHienCls: ({ nhom }) => ({
        phongThucHienCLS: ROOMS.filter((room) => room.lists.includes(nhom)).map(({ lists: _lists, ...room }) => ({
          ...room, SoDangCho: orders.filter((each) => each.NoiThucHien_Id === room._id && listOf(each) === nhom && inTab(each, 'waiting')).length,
        })),
      }),
      ClsCacDichVuYeuCau: ({ nhom, idPhongBan, search }) => {
        const wanted = toKhongDau(String(search ?? '')).trim();
        const listed = orders
          .filter((each) => listOf(each) === nhom && (!idPhongBan || each.NoiThucHien_Id === idPhongBan))
          .filter((each) => !wanted || [each.SoPhieuYeuCau, each.SIDMau, each.MaYTe].some((code) => code === search) || toKhongDau(each.TenBenhNhan ?? '').startsWith(wanted))
          .sort((a, b) => Number(b.LaKhanCap) - Number(a.LaKhanCap) || (a.SoThuTu ?? 0) - (b.SoThuTu ?? 0));
        return { waiting: listed.filter((each) => inTab(each, 'waiting')), missed: listed.filter((each) => inTab(each, 'missed')), done: listed.filter((each) => inTab(each, 'done')) };
      },
      ClsChiTietDichVuYeuCauById: ({ id }) => ({ clsChiTietDichVuYeuCauById: rowsOf(orderOf(id), results.get(id) ?? []) }),
      ClsDichVuYeuCauById: ({ id }) => ({ clsDichVuYeuCauById: withResults(orderOf(id)) }),
      ClsHinhAnhDichVuYeuCau: ({ id }) => ({ clsDichVuYeuCauById: { _id: id, HinhAnhs: images.get(id) ?? [] } }),
      ThemHinhAnhDichVuYeuCau: ({ id, fileIds }) => {
        const each = imageOrder(id);
        const attached = images.get(id) ?? [];
        const added = (fileIds as string[]).map((fileId, index) => {
          const file = uploaded.get(fileId);
          if (!file) throw new MockRefusal('paraclinical.images.fileNotFound', `fileIds.${index}`);
          return { _id: `ha-${fileId}`, TenTep: file.name, LoaiTep: file.mime, KichThuoc: file.size, DuongDan: `/tep?token=${fileId.padEnd(43, 'x')}`, LaDicom: file.mime === 'application/dicom', ThuTu: attached.length + index + 1 };
        });
        images.set(id, [...attached, ...added]);
        return { themHinhAnhDichVuYeuCau: withImages(each) };
      },
      XoaHinhAnhDichVuYeuCau: ({ id, idHinhAnh }) => {
        const each = imageOrder(id);
        const attached = images.get(id) ?? [];
        if (!attached.some((image) => image._id === idHinhAnh)) throw new MockRefusal('paraclinical.images.notFound', 'idHinhAnh', { number: each.SoPhieuYeuCau });
        images.set(id, attached.filter((image) => image._id !== idHinhAnh));
        return { xoaHinhAnhDichVuYeuCau: withImages(each) };
      },
      UpdateDichVuYeuCauState: ({ id, oldState, newState }) => {
        const each = orderOf(id);
        const refused = moveOne(each, oldState, newState);
        if (refused) throw new MockRefusal('paraclinical.refused.other', 'oldState', { number: each.SoPhieuYeuCau }, refused);
        return { updateDichVuYeuCauState: { ...each } };
      },
      UpdateManyDichVuYeuCauState: ({ ids, oldState, newState }) => {
        const updated: Order[] = [];
        const refused: { _id: string; SoPhieuYeuCau: string; LyDo: string }[] = [];
        for (const id of ids as string[]) {
          const each = orderOf(id);
          const reason = moveOne(each, oldState, newState);
          if (reason) refused.push({ _id: each._id, SoPhieuYeuCau: each.SoPhieuYeuCau, LyDo: reason });
          else updated.push({ ...each });
        }
        return { updateManyDichVuYeuCauState: { updated, refused } };
      },
      ToggleBnKhongDen: ({ ids, BNKhongDen }) => ({
        toggleBNKhongDen: (ids as string[]).map((id) => {
          const each = orderOf(id);
          if (each.TrangThai !== 'SanSang') throw new MockRefusal('paraclinical.check.returned', 'ids', { number: each.SoPhieuYeuCau });
          each.BNKhongDen = BNKhongDen;
          return { ...each };
        }),
      }),
      SaveKetQuaXetNghiem: ({ id, input, traKetQua }) => {
        const each = orderOf(id);
        performed(each, input);
        each.NgayLayMau = input.NgayLayMau ?? null;
        if (!each.SIDMau) each.SIDMau = input.SIDMau ?? `26030500${String(++sid).padStart(2, '0')}`;
        each.STTMau ??= sid;
        const rows = rowsOf(each, results.get(id) ?? []);
        const saved = rows.map((row) => {
          const entered = (input.KetQuas as { ChiTiet_Id: string; GiaTriChuan_Id: string | null; KetQua: string | null }[])
            .find((value) => value.ChiTiet_Id === row.ChiTiet_Id && (value.GiaTriChuan_Id ?? null) === row.GiaTriChuan_Id);
          const KetQua = entered ? entered.KetQua : row.KetQua;
          return { ...row, _id: row._id.replace('blank-', 'kq-'), KetQua, CanhBao: flagOf(KetQua ?? null, row.KieuDuLieu, { Min: row.Min ?? null, Max: row.Max ?? null }) };
        }).filter((row) => row.KetQua !== null);
        results.set(id, saved);
        returnIfAsked(each, traKetQua === true, saved.length < rows.length ? 'paraclinical.missing.result' : null);
        return { saveKetQuaXetNghiem: withResults(each) };
      },
      SaveKetQuaChanDoanHinhAnh: (variables) => saveReport(variables, 'saveKetQuaChanDoanHinhAnh'),
      SaveKetQuaThamDoChucNang: (variables) => saveReport(variables, 'saveKetQuaThamDoChucNang'),
      SearchTuDienKetLuan: ({ searchString }) => ({
        searchDM_TuDienKetLuan: DICTIONARY.filter((entry) => toKhongDau(`${entry.MaTuDienKetLuan} ${entry.TenTuDienKetLuan} ${entry.TenTat}`).includes(toKhongDau(String(searchString ?? '')))),
      }),
      searchDM_ThietBi: ({ searchString, idDefault }) => ({
        searchDM_ThietBi: DEVICES.filter((device) => device._id === idDefault || (!idDefault && toKhongDau(`${device.MaThietBi} ${device.TenThietBi}`).includes(toKhongDau(String(searchString ?? '')))))
          .map(({ full: _full, ...device }) => device),
      }),
      searchNhanVien: ({ searchString, idDefault }) => ({
        searchNhanVien: STAFF.filter((member) => member._id === idDefault || (!idDefault && toKhongDau(`${member.MaNhanVien} ${member.TenNhanVien}`).includes(toKhongDau(String(searchString ?? ''))))),
      }),
      LienKetKetQuaCls: ({ idBenhNhan, soPhieuYeuCau }) => ({ lienKetKetQuaCLS: `/ket-qua-cls/${idBenhNhan}${soPhieuYeuCau ? `/${soPhieuYeuCau}` : ''}?token=${publicTokenOf(idBenhNhan)}` }),
      InKetQuaCls: ({ key, data }) => {
        const template = PARACLINICAL_PRINTS.find((each) => each.key === key)!;
        return { renderPrintTemplate: { html: renderPrintTemplate(template.defaultBody, data), paper: template.paper } };
      },
      KetQuaClsCongKhai: ({ idBenhNhan, soPhieuYeuCau, token }): KetQuaClsCongKhaiQuery => {
        const theirs = orders.filter((each) => each.BenhNhan_Id === idBenhNhan && RETURNED.includes(each.TrangThai));
        if (token !== publicTokenOf(idBenhNhan) || theirs.length === 0 || (soPhieuYeuCau && !theirs.some((each) => each.SoPhieuYeuCau === soPhieuYeuCau))) return { ketQuaCLSCongKhai: null };
        const first = theirs[0]!;
        return {
          ketQuaCLSCongKhai: {
            TenBenhNhan: first.TenBenhNhan ?? '', NamSinh: first.NamSinh ?? null, TenCoSo: 'Bệnh viện Đa khoa Hòa Bình',
            DichVus: theirs.filter((each) => !soPhieuYeuCau || each.SoPhieuYeuCau === soPhieuYeuCau).map((each) => ({
              SoPhieuYeuCau: each.SoPhieuYeuCau, TenDichVu: each.ChiTiets.map((line) => line.TenDichVu).join(', '), NhomKetQua: listOf(each)?.startsWith('xet-nghiem') ? 'lab' : 'report',
              NgayTraKetQua: each.NgayTraKetQua ?? null, NoiDung: each.NoiDung ?? null, KetLuan: each.KetLuan ?? null,
              KetQuas: (results.get(each._id) ?? []).map(({ _id, TenXetNghiem, KetQua, DonViTinh, MucBinhThuong, CanhBao, ThuTu }) => ({ _id, TenXetNghiem, KetQua, DonViTinh, MucBinhThuong, CanhBao, ThuTu })),
              HinhAnhs: images.get(each._id) ?? [],
            })),
          },
        };
      },
    },
    { calls },
  );
  /** The upload sender of the screens: stores each file under an id the fake's attach knows; refuses a GIF as the server does. */
  const upload: FileSender = async (files) => {
    uploads.push(files.length);
    return files.map((file) => {
      if (/\.gif$/i.test(file.name)) throw new UploadRefusal(`Tệp “${file.name}” không phải ảnh JPEG, PNG hoặc DICOM`, { code: 'BAD_USER_INPUT', messageKey: 'files.typeRefused', field: 'file' }, 400);
      const stored = { _id: `tep-${uploaded.size + 1}`, name: file.name, mime: (/\.dcm$/i.test(file.name) ? 'application/dicom' : /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg') as UploadedFile['mime'], size: file.size };
      uploaded.set(stored._id, stored);
      return stored;
    });
  };
  return { client, calls, orders, results, images, upload, uploads };
}
