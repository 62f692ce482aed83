// The patient health info taken at reception (spec §3): history flags with their details, surgeries, drugs taken
// now, smoking, substances and pregnancy; read from the API's input and checked.
import type { FieldProblem } from './patient';

export interface HealthInfoValues {
  TieuDuong: boolean;
  TieuDuong_ChiTiet: string | null;
  TangHuyetAp: boolean;
  TangHuyetAp_ChiTiet: string | null;
  HenSuyen: boolean;
  HenSuyen_ChiTiet: string | null;
  BenhTimMach: boolean;
  BenhTimMach_ChiTiet: string | null;
  BenhKhac: boolean;
  BenhKhac_ChiTiet: string | null;
  PhauThuats: { LoaiPhauThuat: string; ThoiGian: string | null }[];
  ThuocDangDungs: { TenDuocPham: string; LieuDung: string | null }[];
  HutThuoc: boolean;
  HutThuoc_ChiTiet: string | null;
  ChatKichThich: boolean;
  ChatKichThich_ChiTiet: string | null;
  CoThai: boolean;
  CoThai_SoTuan: number | null;
}

export const FLAGS = ['TieuDuong', 'TangHuyetAp', 'HenSuyen', 'BenhTimMach', 'BenhKhac', 'HutThuoc', 'ChatKichThich'] as const;
const MAX_DETAIL = 500;
const MAX_ITEMS = 30;
/** Weeks of a pregnancy: 1 to 45. */
const MAX_WEEKS = 45;

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function healthInfoValues(input: Readonly<Record<string, unknown>>): HealthInfoValues {
  const values = {} as Record<string, unknown>;
  for (const flag of FLAGS) {
    values[flag] = input[flag] === true;
    values[`${flag}_ChiTiet`] = text(input[`${flag}_ChiTiet`]);
  }
  const list = (key: string) => (Array.isArray(input[key]) ? (input[key] as Record<string, unknown>[]) : []);
  values.PhauThuats = list('PhauThuats').map((item) => ({ LoaiPhauThuat: text(item?.LoaiPhauThuat) ?? '', ThoiGian: text(item?.ThoiGian) }));
  values.ThuocDangDungs = list('ThuocDangDungs').map((item) => ({ TenDuocPham: text(item?.TenDuocPham) ?? '', LieuDung: text(item?.LieuDung) }));
  values.CoThai = input.CoThai === true;
  values.CoThai_SoTuan = typeof input.CoThai_SoTuan === 'number' ? input.CoThai_SoTuan : null;
  return values as unknown as HealthInfoValues;
}

export function checkHealthInfo(values: HealthInfoValues): FieldProblem | null {
  for (const flag of FLAGS) {
    const detail = values[`${flag}_ChiTiet`];
    if (detail !== null && [...detail].length > MAX_DETAIL) return { field: `${flag}_ChiTiet`, key: 'validation.maxLength', params: { max: MAX_DETAIL } };
  }
  for (const key of ['PhauThuats', 'ThuocDangDungs'] as const) {
    if (values[key].length > MAX_ITEMS) return { field: key, key: 'reception.tooManyItems', params: { max: MAX_ITEMS } };
  }
  for (const surgery of values.PhauThuats) {
    if (surgery.LoaiPhauThuat === '') return { field: 'LoaiPhauThuat', key: 'validation.required', params: {} };
    if ([...surgery.LoaiPhauThuat].length > 200 || (surgery.ThoiGian !== null && surgery.ThoiGian.length > 50)) return { field: 'LoaiPhauThuat', key: 'validation.maxLength', params: { max: 200 } };
  }
  for (const drug of values.ThuocDangDungs) {
    if (drug.TenDuocPham === '') return { field: 'TenDuocPham', key: 'validation.required', params: {} };
    if ([...drug.TenDuocPham].length > 200 || (drug.LieuDung !== null && drug.LieuDung.length > 200)) return { field: 'TenDuocPham', key: 'validation.maxLength', params: { max: 200 } };
  }
  if (values.CoThai && values.CoThai_SoTuan !== null && (!Number.isInteger(values.CoThai_SoTuan) || values.CoThai_SoTuan < 1 || values.CoThai_SoTuan > MAX_WEEKS)) {
    return { field: 'CoThai_SoTuan', key: 'reception.pregnancyWeeks', params: { max: MAX_WEEKS } };
  }
  return null;
}
