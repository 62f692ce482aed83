// A price list (DM_BangGia) as its form and the server check it: states, the values of its input, and every
// problem a user can make in it, named by field and line.
import { codeRules, findProblem, maxLength, nameRules, type FieldProblem, type Dong, type Label } from '@his/sdk';

/** Stored states: a draft may be edited and deleted; a released list is read-only. */
export const TRANG_THAI_BANG_GIA = ['ChuaPhatHanh', 'DaPhatHanh'] as const;
export type TrangThaiBangGia = (typeof TRANG_THAI_BANG_GIA)[number];

/** What a search may filter on: the stored states, and HienHanh, derived from the issue dates (never stored). */
export const TRANG_THAI_TIM_KIEM = [...TRANG_THAI_BANG_GIA, 'HienHanh'] as const;
export type TrangThaiTimKiem = (typeof TRANG_THAI_TIM_KIEM)[number];

/** Most lines of each kind in one list: a large hospital prices a few thousand services. */
export const MAX_LINES = 20_000;

export interface DichVuDonGia {
  DichVu_Id: string;
  DonGia: Dong;
}

export interface LieuTrinhDonGia {
  LieuTrinh_Id: string;
  DonGia: Dong;
}

/** A line as the input gives it, before it is checked. */
export interface LineInput {
  id: string | null;
  DonGia: unknown;
}

/** Every field of a list being saved, normalized, before the checks. */
export interface BangGiaValues {
  LoaiGia_Id: string | null;
  MaBangGia: string | null;
  TenBangGia: string | null;
  LoaiBangGia: string | null;
  NgayPhatHanh: unknown;
  PhongBan_Ids: string[];
  DichVu_DonGia: LineInput[];
  LieuTrinh_DonGia: LineInput[];
}

export const EMPTY_BANG_GIA: BangGiaValues = {
  LoaiGia_Id: null,
  MaBangGia: null,
  TenBangGia: null,
  LoaiBangGia: null,
  NgayPhatHanh: null,
  PhongBan_Ids: [],
  DichVu_DonGia: [],
  LieuTrinh_DonGia: [],
};

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const normalized = value.normalize('NFC').trimEnd();
  return normalized === '' ? null : normalized;
}

function id(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function lines(value: unknown, idField: 'DichVu_Id' | 'LieuTrinh_Id'): LineInput[] {
  if (!Array.isArray(value)) return [];
  return value.map((line: Record<string, unknown> | null) => ({ id: id(line?.[idField]), DonGia: line?.DonGia ?? null }));
}

/** The fields an input gives, normalized; fields it leaves out are absent, so an update keeps their stored value. */
export function bangGiaChanges(input: Readonly<Record<string, unknown>>): Partial<BangGiaValues> {
  const changes: Partial<BangGiaValues> = {};
  if ('LoaiGia_Id' in input) changes.LoaiGia_Id = id(input.LoaiGia_Id);
  if ('MaBangGia' in input) changes.MaBangGia = typeof input.MaBangGia === 'string' ? input.MaBangGia.normalize('NFC').trim() || null : null;
  if ('TenBangGia' in input) changes.TenBangGia = text(input.TenBangGia);
  if ('LoaiBangGia' in input) changes.LoaiBangGia = text(input.LoaiBangGia);
  if ('NgayPhatHanh' in input) changes.NgayPhatHanh = input.NgayPhatHanh ?? null;
  if ('PhongBan_Ids' in input) {
    const ids = Array.isArray(input.PhongBan_Ids) ? input.PhongBan_Ids.map(id).filter((room): room is string => room !== null) : [];
    changes.PhongBan_Ids = [...new Set(ids)];
  }
  if ('DichVu_DonGia' in input) changes.DichVu_DonGia = lines(input.DichVu_DonGia, 'DichVu_Id');
  if ('LieuTrinh_DonGia' in input) changes.LieuTrinh_DonGia = lines(input.LieuTrinh_DonGia, 'LieuTrinh_Id');
  return changes;
}

/** What the server knows of the rows a list names: ids that exist, each with its code for messages. */
export interface KnownRows {
  services: ReadonlyMap<string, string>;
  courses: ReadonlyMap<string, string>;
}

/** A price in đồng: a whole number, zero or more (a free service is priced 0 on purpose, never by default). */
export function isDonGia(value: unknown): value is Dong {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function lineProblems(field: 'DichVu_DonGia' | 'LieuTrinh_DonGia', values: readonly LineInput[], known: ReadonlyMap<string, string> | undefined): FieldProblem[] {
  const kind = field === 'DichVu_DonGia' ? 'service' : 'course';
  if (values.length > MAX_LINES) return [{ field, key: 'pricing.tooManyLines', params: { max: MAX_LINES } }];
  const problems: FieldProblem[] = [];
  const firstRow = new Map<string, number>();
  values.forEach((line, index) => {
    const row = index + 1;
    if (line.id === null) {
      problems.push({ field, key: `pricing.${kind}Required`, params: { row } });
      return;
    }
    const code = known?.get(line.id) ?? line.id;
    if (known && !known.has(line.id)) problems.push({ field, key: `pricing.${kind}NotFound`, params: { row, code } });
    const first = firstRow.get(line.id);
    if (first !== undefined) problems.push({ field, key: `pricing.duplicate${kind === 'service' ? 'Service' : 'Course'}`, params: { row, first, code } });
    else firstRow.set(line.id, row);
    if (line.DonGia === null || line.DonGia === undefined) problems.push({ field, key: 'pricing.priceRequired', params: { row, code } });
    else if (!isDonGia(line.DonGia)) problems.push({ field, key: 'pricing.priceInvalid', params: { row, code } });
  });
  return problems;
}

/**
 * Every problem of a list about to be saved, in field order. Without `known` (in the browser) only what can be
 * seen in the values themselves; the server passes the services and courses it found to refuse unknown ones.
 */
export function checkBangGiaValues(values: BangGiaValues, known?: KnownRows): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const textProblem = (field: string, value: string | null, rules: Parameters<typeof findProblem>[1]) => {
    const found = findProblem(value ?? '', rules);
    if (found) problems.push({ field, key: found.key, params: found.params });
  };
  if (values.LoaiGia_Id === null) problems.push({ field: 'LoaiGia_Id', key: 'validation.required', params: {} });
  textProblem('MaBangGia', values.MaBangGia, [...codeRules, maxLength(50)]);
  textProblem('TenBangGia', values.TenBangGia, [...nameRules, maxLength(500)]);
  if (values.LoaiBangGia !== null) textProblem('LoaiBangGia', values.LoaiBangGia, [maxLength(100)]);
  const issued = values.NgayPhatHanh;
  if (issued === null || issued === undefined) problems.push({ field: 'NgayPhatHanh', key: 'validation.required', params: {} });
  else if (typeof issued !== 'number' || !Number.isSafeInteger(issued) || Math.abs(issued) > 8.64e15) problems.push({ field: 'NgayPhatHanh', key: 'validation.date', params: {} });
  problems.push(...lineProblems('DichVu_DonGia', values.DichVu_DonGia, known?.services));
  problems.push(...lineProblems('LieuTrinh_DonGia', values.LieuTrinh_DonGia, known?.courses));
  return problems;
}

/** Labels of the fields and arguments the pricing errors name. */
export const PRICING_FIELD_LABELS: Readonly<Record<string, Label>> = {
  LoaiGia_Id: { vi: 'Loại giá', en: 'Price type' },
  MaBangGia: { vi: 'Mã bảng giá', en: 'Price list code' },
  TenBangGia: { vi: 'Tên bảng giá', en: 'Price list name' },
  LoaiBangGia: { vi: 'Loại bảng giá', en: 'Price list kind' },
  NgayPhatHanh: { vi: 'Ngày phát hành', en: 'Issue date' },
  PhongBan_Ids: { vi: 'Phòng ban áp dụng', en: 'Rooms and departments' },
  DichVu_DonGia: { vi: 'Giá dịch vụ', en: 'Service prices' },
  LieuTrinh_DonGia: { vi: 'Giá liệu trình', en: 'Treatment course prices' },
  TrangThai: { vi: 'Trạng thái', en: 'Status' },
  idDichVu: { vi: 'Dịch vụ', en: 'Service' },
  idLieuTrinh: { vi: 'Liệu trình', en: 'Treatment course' },
  idDoiTuong: { vi: 'Đối tượng', en: 'Patient group' },
  idPhongBan: { vi: 'Phòng ban', en: 'Room' },
  loaiGiaIds: { vi: 'Loại giá', en: 'Price types' },
  ngay: { vi: 'Ngày', en: 'Date' },
};
