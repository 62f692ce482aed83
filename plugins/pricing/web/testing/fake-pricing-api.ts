// A small in-memory stand-in for the pricing API, for stories and component tests: a facility's price types,
// patient groups, services and price lists, answering the screens' operations as the server does (the search,
// the writes with their refusals, the unit price and the price history). Any other operation fails loudly.
import type { Client } from 'urql';
import { coreMessages, formatMessage, toKhongDau, type Dong, type Timestamp } from '@his/sdk';
import { fromCalendarDate } from '@his/sdk/format';
import { createMockClient, MockRefusal, type MockAnswers, type MockCall } from '@his/sdk/testing';
import { checkBangGiaValues, bangGiaChanges, EMPTY_BANG_GIA } from '../../rules/price-list';
import { currentPriceList, unitPriceChoice, type PricedList } from '../../rules/price-choice';
import vi from '../../locales/vi.json';

const HOUR = 3_600_000;
/** 15/03/2026 10:30 in Vietnam: the fixed "now" of the stories and tests. */
export const NOW: Timestamp = fromCalendarDate({ year: 2026, month: 3, day: 15 }) + 10.5 * HOUR;
const day = (d: number, month: number, year: number) => fromCalendarDate({ year, month, day: d });

export const PRICE_TYPES = [
  { _id: 'lg-bhyt', MaLoaiGia: 'BaoHiemYTe', TenLoaiGia: 'Giá bảo hiểm y tế', MacDinh: true },
  { _id: 'lg-vp', MaLoaiGia: 'VienPhi', TenLoaiGia: 'Giá viện phí', MacDinh: false },
  { _id: 'lg-dv', MaLoaiGia: 'DichVu', TenLoaiGia: 'Giá dịch vụ', MacDinh: false },
  { _id: 'lg-yc', MaLoaiGia: 'YeuCau', TenLoaiGia: 'Giá theo yêu cầu', MacDinh: false },
];

export const PATIENT_GROUP_CATEGORIES = [
  { _id: 'ndt-bhyt', MaNhomDoiTuong: 'BHYT', TenNhomDoiTuong: 'Bảo hiểm y tế' },
  { _id: 'ndt-thuphi', MaNhomDoiTuong: 'ThuPhi', TenNhomDoiTuong: 'Thu phí' },
  { _id: 'ndt-dichvu', MaNhomDoiTuong: 'DichVu', TenNhomDoiTuong: 'Dịch vụ' },
];

export const PATIENT_GROUPS = [
  { _id: 'dt-bhyt', MaDoiTuong: 'BaoHiemYTe', TenDoiTuong: 'Bảo hiểm y tế', NhomDoiTuong_Id: 'ndt-bhyt', LoaiGia_Ids: ['lg-bhyt', 'lg-vp'], PhamViApDung: 'TatCa', GioiHanNgoaiTru_GioiHan: 351_000, GioiHanNgoaiTru_TyLe: 100, MacDinh: true },
  { _id: 'dt-vp', MaDoiTuong: 'VienPhi', TenDoiTuong: 'Viện phí', NhomDoiTuong_Id: 'ndt-thuphi', LoaiGia_Ids: ['lg-vp'], PhamViApDung: 'TatCa', GioiHanNgoaiTru_GioiHan: null, GioiHanNgoaiTru_TyLe: null, MacDinh: false },
  { _id: 'dt-dv', MaDoiTuong: 'DichVu', TenDoiTuong: 'Dịch vụ', NhomDoiTuong_Id: 'ndt-dichvu', LoaiGia_Ids: ['lg-dv', 'lg-vp'], PhamViApDung: 'TatCa', GioiHanNgoaiTru_GioiHan: null, GioiHanNgoaiTru_TyLe: null, MacDinh: false },
  { _id: 'dt-yc', MaDoiTuong: 'YeuCau', TenDoiTuong: 'Khám theo yêu cầu', NhomDoiTuong_Id: 'ndt-dichvu', LoaiGia_Ids: ['lg-yc', 'lg-dv', 'lg-vp'], PhamViApDung: 'NgoaiTru', GioiHanNgoaiTru_GioiHan: null, GioiHanNgoaiTru_TyLe: null, MacDinh: false },
];

export const SERVICES = [
  { _id: 'dv-kb-noi', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội' },
  { _id: 'dv-kb-ngoai', MaDichVu: 'KB-NGOAI', TenDichVu: 'Khám Ngoại' },
  { _id: 'dv-kb-nhi', MaDichVu: 'KB-NHI', TenDichVu: 'Khám Nhi' },
  { _id: 'dv-xn-tpttbm', MaDichVu: 'XN-TPTTBM', TenDichVu: 'Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)' },
  { _id: 'dv-xn-glu', MaDichVu: 'XN-GLU', TenDichVu: 'Định lượng Glucose [máu]' },
  { _id: 'dv-xn-hba1c', MaDichVu: 'XN-HBA1C', TenDichVu: 'Định lượng HbA1c [máu]' },
  { _id: 'dv-xq-nguc', MaDichVu: 'XQ-NGUC', TenDichVu: 'Chụp X-quang ngực thẳng' },
  { _id: 'dv-sa-bung', MaDichVu: 'SA-BUNG', TenDichVu: 'Siêu âm ổ bụng tổng quát' },
  { _id: 'dv-ct-so-nao', MaDichVu: 'CT-SO-NAO', TenDichVu: 'Chụp CT sọ não không tiêm thuốc cản quang' },
  { _id: 'dv-mri-cot-song', MaDichVu: 'MRI-CS', TenDichVu: 'Chụp cộng hưởng từ cột sống thắt lưng' },
  { _id: 'dv-chua-gia', MaDichVu: 'KHAC-TV', TenDichVu: 'Tư vấn dinh dưỡng' },
];

/** Services the catalogue has suspended: pickers never offer them and an import refuses them. */
export const SUSPENDED_SERVICES = [{ _id: 'dv-kb-cu', MaDichVu: 'KB-CU', TenDichVu: 'Khám (mẫu cũ)' }];

export const COURSES = [
  { _id: 'lt-vltl-10', MaLieuTrinh: 'VLTL-10', TenLieuTrinh: 'Vật lý trị liệu 10 buổi' },
  { _id: 'lt-kb-noi-5', MaLieuTrinh: 'KB-NOI-5', TenLieuTrinh: 'Khám Nội 5 lần' },
];

/** Units of the facility, as the auth service's searchNodes finds them for the rooms picker. */
export const NODES = [
  { _id: 'n-cs01', code: 'CS01', name: 'Bệnh viện Đa khoa Hòa Bình', category: 'HOSPITAL', isDeleted: false },
  { _id: 'n-kkb', code: 'KKB', name: 'Khoa Khám bệnh', category: 'DEPARTMENT', isDeleted: false },
  { _id: 'n-pk01', code: 'PK01', name: 'Phòng khám Nội 1', category: 'ROOM', isDeleted: false },
  { _id: 'n-pk02', code: 'PK02', name: 'Phòng khám Nhi', category: 'ROOM', isDeleted: false },
  { _id: 'n-sa01', code: 'SA01', name: 'Phòng siêu âm', category: 'ROOM', isDeleted: false },
  { _id: 'n-kho01', code: 'KHO01', name: 'Kho dược chính', category: 'STORE', isDeleted: false },
];

/** The auth service as the rooms picker uses it: searchNodes, with idDefault; any other operation fails. */
export function createFakeNodesClient(): Client {
  return createMockClient({
    searchNodes: ({ searchString, idDefault, limit, category }) => {
      const words = toKhongDau(String(searchString ?? '')).split(' ').filter(Boolean);
      const categories = (category as string[] | null) ?? [];
      const found = NODES.filter((node) => (!categories.length || categories.includes(node.category)) && words.every((word) => toKhongDau(`${node.code} ${node.name}`).includes(word)));
      const current = NODES.find((node) => node._id === idDefault && !found.includes(node));
      return { searchNodes: (current ? [current, ...found] : found).slice(0, Number(limit ?? 20)) };
    },
  });
}

export interface FakeList {
  _id: string;
  LoaiGia_Id: string;
  MaBangGia: string;
  TenBangGia: string;
  LoaiBangGia: string | null;
  NgayPhatHanh: Timestamp;
  PhongBan_Ids: string[];
  TrangThai: 'ChuaPhatHanh' | 'DaPhatHanh';
  ThoiGianPhatHanh: Timestamp | null;
  DichVu: [id: string, DonGia: Dong][];
  LieuTrinh: [id: string, DonGia: Dong][];
  updatedAt: Timestamp;
  /** Services its release left without a current price; absent for drafts and lists released before it was counted. */
  SoDichVuMatGia?: number | null;
}

const EXAM: [string, Dong][] = [['dv-kb-noi', 42_100], ['dv-kb-ngoai', 42_100], ['dv-kb-nhi', 42_100]];
const LAB: [string, Dong][] = [['dv-xn-tpttbm', 46_200], ['dv-xn-glu', 21_500], ['dv-xn-hba1c', 101_000]];
const IMAGING: [string, Dong][] = [['dv-xq-nguc', 65_400], ['dv-sa-bung', 43_900], ['dv-ct-so-nao', 522_000], ['dv-mri-cot-song', 1_309_000]];
const scaled = (lines: [string, Dong][], factor: number): [string, Dong][] => lines.map(([id, price]) => [id, Math.round((price * factor) / 100) * 100]);

function released(partial: Omit<FakeList, 'TrangThai' | 'ThoiGianPhatHanh' | 'updatedAt' | 'LoaiBangGia' | 'PhongBan_Ids' | 'LieuTrinh'> & Partial<FakeList>): FakeList {
  return { LoaiBangGia: null, PhongBan_Ids: [], LieuTrinh: [], TrangThai: 'DaPhatHanh', ThoiGianPhatHanh: partial.NgayPhatHanh - 5 * 24 * HOUR, updatedAt: partial.NgayPhatHanh, ...partial };
}

/** The demo facility's lists: last year's and this year's for each type, one for a single room, and a draft. */
export function sampleLists(): FakeList[] {
  return [
    released({ _id: 'bg-vp-2027', LoaiGia_Id: 'lg-vp', MaBangGia: 'VienPhi-2027', TenBangGia: 'Bảng giá viện phí năm 2027', NgayPhatHanh: day(1, 1, 2027), TrangThai: 'ChuaPhatHanh', ThoiGianPhatHanh: null, LoaiBangGia: 'Điều chỉnh năm', DichVu: scaled([...EXAM, ...LAB], 1.08) }),
    released({ _id: 'bg-bhyt-pk01', LoaiGia_Id: 'lg-bhyt', MaBangGia: 'BHYT-PK01', TenBangGia: 'Giá khám BHYT phòng khám Nội 1', NgayPhatHanh: day(1, 2, 2026), PhongBan_Ids: ['n-pk01'], DichVu: [['dv-kb-noi', 45_000]] }),
    released({ _id: 'bg-bhyt-2026', LoaiGia_Id: 'lg-bhyt', MaBangGia: 'BaoHiemYTe-2026', TenBangGia: 'Bảng giá BHYT năm 2026', NgayPhatHanh: day(1, 1, 2026), DichVu: [...EXAM, ...LAB, ...IMAGING] }),
    released({ _id: 'bg-dv-2026', LoaiGia_Id: 'lg-dv', MaBangGia: 'DichVu-2026', TenBangGia: 'Bảng giá dịch vụ năm 2026', NgayPhatHanh: day(1, 1, 2026), DichVu: scaled([...EXAM, ...LAB, ...IMAGING], 1.7), LieuTrinh: [['lt-vltl-10', 1_500_000], ['lt-kb-noi-5', 600_000]] }),
    released({ _id: 'bg-vp-2026', LoaiGia_Id: 'lg-vp', MaBangGia: 'VienPhi-2026', TenBangGia: 'Bảng giá viện phí năm 2026', NgayPhatHanh: day(1, 1, 2026), DichVu: [...EXAM, ...LAB, ...IMAGING] }),
    released({ _id: 'bg-vp-2025', LoaiGia_Id: 'lg-vp', MaBangGia: 'VienPhi-2025', TenBangGia: 'Bảng giá viện phí năm 2025', NgayPhatHanh: day(1, 1, 2025), DichVu: scaled([...EXAM, ...LAB, ...IMAGING], 0.95) }),
    released({ _id: 'bg-bhyt-2025', LoaiGia_Id: 'lg-bhyt', MaBangGia: 'BaoHiemYTe-2025', TenBangGia: 'Bảng giá BHYT năm 2025', NgayPhatHanh: day(1, 1, 2025), DichVu: scaled([...EXAM, ...LAB, ...IMAGING], 0.95) }),
  ];
}

/** A refusal as the server sends it: BAD_USER_INPUT with the message key, the field at fault and the parameters. */
export class Refusal extends MockRefusal {
  constructor(messageKey: string, field: string | undefined, params: Record<string, string | number> = {}) {
    super(messageKey, field, params, formatMessage({ ...coreMessages.vi, ...vi }, messageKey, params) ?? messageKey);
  }
}

export interface FakePricingApi {
  client: Client;
  lists: FakeList[];
  /** Every operation asked, in order, with its variables. */
  calls: MockCall[];
}

const sorted = (lists: FakeList[]) => [...lists].sort((a, b) => b.NgayPhatHanh - a.NgayPhatHanh || a.MaBangGia.localeCompare(b.MaBangGia));

export function createFakePricingApi(options: { lists?: FakeList[]; now?: Timestamp; answers?: MockAnswers } = {}): FakePricingApi {
  const now = options.now ?? NOW;
  const lists = options.lists ?? sampleLists();
  const calls: FakePricingApi['calls'] = [];
  let nextId = 1;

  const typeOf = (id: string) => PRICE_TYPES.find((type) => type._id === id) ?? null;
  const serviceOf = (id: string) => SERVICES.find((service) => service._id === id);
  const courseOf = (id: string) => COURSES.find((course) => course._id === id);
  // The real rule decides what is current, as on the server: the fake only stores the lists.
  const FACILITY = 'n-cs01';
  const candidates = (): PricedList[] =>
    lists.map((list) => ({ _id: list._id, node_Id: FACILITY, LoaiGia_Id: list.LoaiGia_Id, TrangThai: list.TrangThai, NgayPhatHanh: list.NgayPhatHanh, ThoiGianPhatHanh: list.ThoiGianPhatHanh, PhongBan_Ids: list.PhongBan_Ids, prices: new Map(list.DichVu) }));
  const currentAt = (loaiGia: string, places: readonly string[], at: number) => currentPriceList(candidates(), { LoaiGia_Id: loaiGia, places, at })?._id;
  /** HienHanh: current for every room when it serves every room, or current in at least one of its own rooms. */
  const isCurrent = (list: FakeList) =>
    list.PhongBan_Ids.length === 0 ? currentAt(list.LoaiGia_Id, [], now) === list._id : list.PhongBan_Ids.some((room) => currentAt(list.LoaiGia_Id, [room], now) === list._id);

  const shape = (list: FakeList) => ({
    _id: list._id,
    node_Id: 'n-cs01',
    LoaiGia_Id: list.LoaiGia_Id,
    LoaiGia: typeOf(list.LoaiGia_Id),
    MaBangGia: list.MaBangGia,
    TenBangGia: list.TenBangGia,
    LoaiBangGia: list.LoaiBangGia,
    NgayPhatHanh: list.NgayPhatHanh,
    PhongBan_Ids: list.PhongBan_Ids,
    TrangThai: list.TrangThai,
    HienHanh: isCurrent(list),
    ThoiGianPhatHanh: list.ThoiGianPhatHanh,
    SoDichVuMatGia: list.SoDichVuMatGia ?? null,
    DichVu_DonGia: list.DichVu.map(([id, DonGia]) => ({ DichVu_Id: id, DonGia, MaDichVu: serviceOf(id)?.MaDichVu ?? null, TenDichVu: serviceOf(id)?.TenDichVu ?? null })),
    LieuTrinh_DonGia: list.LieuTrinh.map(([id, DonGia]) => ({ LieuTrinh_Id: id, DonGia, MaLieuTrinh: courseOf(id)?.MaLieuTrinh ?? null, TenLieuTrinh: courseOf(id)?.TenLieuTrinh ?? null })),
    updatedAt: list.updatedAt,
  });

  /** As the server: the current lists of the draft's type and rooms issued by its date, and the services they price that it leaves out. */
  const releaseImpactOf = (list: FakeList) => {
    const replacedLists = sorted(lists).filter((other) => other !== list && other.LoaiGia_Id === list.LoaiGia_Id && isCurrent(other) && other.NgayPhatHanh <= list.NgayPhatHanh &&
      (list.PhongBan_Ids.length === 0 ? other.PhongBan_Ids.length === 0 : other.PhongBan_Ids.some((room) => list.PhongBan_Ids.includes(room))));
    const listed = new Set(list.DichVu.map(([id]) => id));
    const losing = [...new Set(replacedLists.flatMap((other) => other.DichVu.map(([id]) => id)))].filter((id) => !listed.has(id))
      .map((id) => ({ DichVu_Id: id, MaDichVu: serviceOf(id)?.MaDichVu ?? null, TenDichVu: serviceOf(id)?.TenDichVu ?? null }))
      .sort((a, b) => (a.MaDichVu ?? '').localeCompare(b.MaDichVu ?? ''));
    return { replacedLists, losing };
  };

  const draft = (id: string) => {
    const list = lists.find((each) => each._id === id);
    if (!list) throw new Refusal('pricing.priceListNotFound', 'id');
    if (list.TrangThai !== 'ChuaPhatHanh') throw new Refusal('pricing.releasedReadOnly', undefined, { code: list.MaBangGia });
    return list;
  };

  /** The server's checks, then the stored list (created, or `into` changed). */
  const write = (input: Record<string, unknown>, into?: FakeList): FakeList => {
    const base = into
      ? { ...EMPTY_BANG_GIA, LoaiGia_Id: into.LoaiGia_Id, MaBangGia: into.MaBangGia, TenBangGia: into.TenBangGia, LoaiBangGia: into.LoaiBangGia, NgayPhatHanh: into.NgayPhatHanh, PhongBan_Ids: into.PhongBan_Ids,
          DichVu_DonGia: into.DichVu.map(([id, DonGia]) => ({ id, DonGia })), LieuTrinh_DonGia: into.LieuTrinh.map(([id, DonGia]) => ({ id, DonGia })) }
      : EMPTY_BANG_GIA;
    const values = { ...base, ...bangGiaChanges(input) };
    const known = { services: new Map(SERVICES.map((row) => [row._id, row.MaDichVu])), courses: new Map(COURSES.map((row) => [row._id, row.MaLieuTrinh])) };
    const [problem] = checkBangGiaValues(values, known);
    if (problem) throw new Refusal(problem.key, problem.field, problem.params as Record<string, string | number>);
    if (lists.some((other) => other !== into && other.MaBangGia === values.MaBangGia)) throw new Refusal('validation.duplicateCode', 'MaBangGia', { code: values.MaBangGia! });
    const list: FakeList = into ?? ({ _id: `bg-new-${nextId++}`, TrangThai: 'ChuaPhatHanh', ThoiGianPhatHanh: null } as FakeList);
    Object.assign(list, {
      LoaiGia_Id: values.LoaiGia_Id!, MaBangGia: values.MaBangGia!, TenBangGia: values.TenBangGia!, LoaiBangGia: values.LoaiBangGia, NgayPhatHanh: values.NgayPhatHanh as number, PhongBan_Ids: values.PhongBan_Ids,
      DichVu: values.DichVu_DonGia.map((line) => [line.id!, line.DonGia as Dong]), LieuTrinh: values.LieuTrinh_DonGia.map((line) => [line.id!, line.DonGia as Dong]), updatedAt: now + nextId++,
    });
    if (!into) lists.push(list);
    return list;
  };

  const searchRows = <T extends Record<string, unknown>>(rows: readonly T[], text: unknown, fields: (keyof T)[]) => {
    const words = toKhongDau(String(text ?? '')).split(' ').filter(Boolean);
    return rows.filter((row) => words.every((word) => fields.some((name) => toKhongDau(String(row[name] ?? '')).includes(word))));
  };
  const catalogueRow = <T extends object>(row: T) => ({ TenKhongDau: '', TamNgung: false, createdAt: NOW, updatedAt: NOW, ...row });
  const page = <T,>(rows: T[], variables: Record<string, any>) => {
    const limit = variables.limit ?? 50;
    const from = ((variables.page ?? 1) - 1) * limit;
    return { total: rows.length, items: rows.slice(from, from + limit) };
  };

  const answers: MockAnswers = {
    PriceTypeChoices: () => ({ searchDM_LoaiGia: PRICE_TYPES.map((type) => ({ ...type, TamNgung: false })) }),
    SearchBangGia: (variables) => {
      const matching = sorted(lists).filter((list) => {
        if (variables.LoaiGia_Id && list.LoaiGia_Id !== variables.LoaiGia_Id) return false;
        if (variables.TrangThai === 'HienHanh') return isCurrent(list);
        if (variables.TrangThai && list.TrangThai !== variables.TrangThai) return false;
        return searchRows([list as unknown as Record<string, unknown>], variables.searchString, ['MaBangGia', 'TenBangGia']).length > 0;
      });
      return { searchDM_BangGia: page(matching.map(shape), variables) };
    },
    GetBangGia: ({ id }) => ({ getDM_BangGiaById: lists.find((list) => list._id === id) ? shape(lists.find((list) => list._id === id)!) : null }),
    BangGiaReleaseImpact: ({ id, first }) => {
      const list = lists.find((each) => each._id === id);
      if (!list) return { getDM_BangGiaById: null };
      if (list.TrangThai !== 'ChuaPhatHanh') return { getDM_BangGiaById: { _id: list._id, releaseImpact: null } };
      const { replacedLists, losing } = releaseImpactOf(list);
      return {
        getDM_BangGiaById: {
          _id: list._id,
          releaseImpact: {
            replacedLists: replacedLists.map((other) => ({ _id: other._id, MaBangGia: other.MaBangGia, TenBangGia: other.TenBangGia })),
            losingCount: losing.length,
            losingServices: losing.slice(0, first ?? 20),
          },
        },
      };
    },
    CreateBangGia: ({ input }) => ({ createDM_BangGia: shape(write(input)) }),
    UpdateBangGia: ({ id, input }) => ({ updateDM_BangGia: shape(write(input, draft(id))) }),
    ReleaseBangGia: ({ id }) => {
      const list = lists.find((each) => each._id === id);
      if (!list) throw new Refusal('pricing.priceListNotFound', 'id');
      if (list.TrangThai !== 'ChuaPhatHanh') throw new Refusal('pricing.alreadyReleased', undefined, { code: list.MaBangGia });
      if (list.DichVu.length + list.LieuTrinh.length === 0) throw new Refusal('pricing.emptyPriceList', undefined, { code: list.MaBangGia });
      const SoDichVuMatGia = releaseImpactOf(list).losing.length;
      Object.assign(list, { TrangThai: 'DaPhatHanh', ThoiGianPhatHanh: now, updatedAt: now + nextId++, SoDichVuMatGia });
      return { releaseDM_BangGia: shape(list) };
    },
    DeleteBangGia: ({ ids }) => {
      for (const id of ids as string[]) draft(id);
      for (const id of ids as string[]) lists.splice(lists.findIndex((list) => list._id === id), 1);
      return { deleteDM_BangGia: ids };
    },
    DonGiaDichVu: ({ idDichVu, idDoiTuong, idPhongBan, ngay }) => {
      const group = PATIENT_GROUPS.find((each) => each._id === idDoiTuong);
      const service = serviceOf(idDichVu);
      if (!group || !service) throw new Refusal('catalogue.refNotFound', group ? 'idDichVu' : 'idDoiTuong');
      const at = ngay ?? now;
      // The fake's rooms all belong to the facility directly: a room, then the facility.
      const places = idPhongBan && idPhongBan !== FACILITY ? [idPhongBan, FACILITY] : [FACILITY];
      const loaiGias = group.LoaiGia_Ids.map((id) => ({ _id: id, code: typeOf(id)?.MaLoaiGia ?? id }));
      const { prices, problem } = unitPriceChoice({ items: [{ _id: idDichVu, code: service.MaDichVu }], loaiGias, lists: candidates(), places, at });
      if (problem) throw new Refusal(problem.key, undefined, problem.params);
      return { getDonGiaDichVu: { DichVu_Id: idDichVu, DoiTuong_Id: idDoiTuong, Ngay: at, ...prices.get(idDichVu)! } };
    },
    LichSuGiaDichVu: ({ idDichVu }) => ({
      getLichSuGiaDichVu: sorted(lists)
        .filter((list) => list.TrangThai === 'DaPhatHanh' && list.DichVu.some(([id]) => id === idDichVu))
        .map((list) => ({
          BangGia_Id: list._id, MaBangGia: list.MaBangGia, TenBangGia: list.TenBangGia, LoaiGia_Id: list.LoaiGia_Id, MaLoaiGia: typeOf(list.LoaiGia_Id)?.MaLoaiGia ?? null,
          TenLoaiGia: typeOf(list.LoaiGia_Id)?.TenLoaiGia ?? null, NgayPhatHanh: list.NgayPhatHanh, PhongBan_Ids: list.PhongBan_Ids, ThoiGianPhatHanh: list.ThoiGianPhatHanh,
          DonGia: list.DichVu.find(([id]) => id === idDichVu)![1],
        })),
    }),
    // The generic catalogue screens and pickers (named as the catalogue descriptors name their operations).
    searchDM_DichVu: ({ searchString, idDefault }) => ({
      searchDM_DichVu: searchRows(SERVICES, searchString, ['MaDichVu', 'TenDichVu']).concat(idDefault ? SERVICES.filter((row) => row._id === idDefault) : []).slice(0, 20).map((row) => ({ ...row, TamNgung: false })),
    }),
    // The services an import's codes name, suspended ones too, as the engine's by-codes read answers.
    DichVuTheoMa: ({ codes }) => ({
      getDM_DichVuByCodes: [...SERVICES.map((row) => ({ ...row, TamNgung: false })), ...SUSPENDED_SERVICES.map((row) => ({ ...row, TamNgung: true }))].filter((row) => (codes as string[]).includes(row.MaDichVu)),
    }),
    searchDM_LieuTrinh: ({ searchString }) => ({ searchDM_LieuTrinh: searchRows(COURSES, searchString, ['MaLieuTrinh', 'TenLieuTrinh']).map((row) => ({ ...row, TamNgung: false })) }),
    searchDM_DoiTuongs: ({ searchString, idDefault }) => ({
      searchDM_DoiTuongs: (idDefault ? PATIENT_GROUPS.filter((row) => row._id === idDefault) : searchRows(PATIENT_GROUPS, searchString, ['MaDoiTuong', 'TenDoiTuong'])).map((row) => ({ ...row, TamNgung: false })),
    }),
    getDM_DoiTuongs: (variables) => ({ getDM_DoiTuongs: page(searchRows(PATIENT_GROUPS, variables.searchString, ['MaDoiTuong', 'TenDoiTuong']).map((row) => catalogueRow({ DuocHoTroGiaBHYT: false, GioiHanNoiTru_GioiHan: null, GioiHanNoiTru_TyLe: null, TamUng: null, isUseForConfigCustomer: false, ...row })), variables) }),
    getDM_LoaiGia: (variables) => ({ getDM_LoaiGia: page(searchRows(PRICE_TYPES, variables.searchString, ['MaLoaiGia', 'TenLoaiGia']).map((row) => catalogueRow({ GhiChu: null, ...row })), variables) }),
    getDM_NhomDoiTuong: (variables) => ({ getDM_NhomDoiTuong: page(searchRows(PATIENT_GROUP_CATEGORIES, variables.searchString, ['MaNhomDoiTuong', 'TenNhomDoiTuong']).map((row) => catalogueRow({ GhiChu: null, ...row })), variables) }),
    ...options.answers,
  };

  const client = createMockClient(answers, { calls });
  return { client, lists, calls };
}
