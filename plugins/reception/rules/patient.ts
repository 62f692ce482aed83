// What makes a patient (BenhNhan) valid at reception, as message keys on fields (spec §5 Reception and the generic
// form rules): the form shows them under its fields, the server refuses with the same keys.
import type { Timestamp } from '@his/sdk';
import { toCalendarDate } from '@his/sdk/format';
import { birthYear, email, findProblem, maxLength, noLeadingSpace, notBlank, phone, type Problem, type Rule } from '@his/sdk/validation';
import type { ReceptionRequirements } from './settings';

export const GIOI_TINH = ['MALE', 'FEMALE', 'OTHER'] as const;
export type GioiTinh = (typeof GIOI_TINH)[number];

/** Below this age in years a patient is a child, who needs a contact person (the insurance card's TE group). */
export const CHILD_AGE_YEARS = 6;

/** The oldest birth year reception accepts: a typo guard, not a rule on people. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** The patient fields a reception form and the import write, as they are stored. */
export interface BenhNhanValues {
  MaYTe: string | null;
  TenBenhNhan: string | null;
  NgaySinh: Timestamp | null;
  NamSinh: number | null;
  GioiTinh: string | null;
  SoDienThoai: string | null;
  SoNha: string | null;
  /** The commune (xã, phường, đặc khu) of the address since 1 July 2025; its province follows. */
  DonViHanhChinh_Id: string | null;
  CMNDHoacHoChieu: string | null;
  Email: string | null;
  TenNguoiLienHe: string | null;
  QuanHeNguoiLienHe: string | null;
  SoDienThoaiNguoiLienHe: string | null;
  DiaChiNguoiLienHe: string | null;
  TienSuDiUng: string | null;
  TienSuBenh: string | null;
  GhiChu: string | null;
  TuVong: boolean;
  NguonKhachHang: string | null;
  LoaiBenhNhan: string | null;
  KieuBenhNhan: string | null;
  NhomBenhNhan_Ids: string[];
  NhanVienPhuTrach_Id: string | null;
  MaSoThue: string | null;
  KyHieuHoaDon: string | null;
  TenTrenHoaDon: string | null;
  DonVi: string | null;
  Pattern: string | null;
  Serial: string | null;
  SoGPP: string | null;
  NgayCapGPP: Timestamp | null;
  QuocTich_Id: string | null;
  NgheNghiep_Id: string | null;
  DanToc_Id: string | null;
  NhomMau_Id: string | null;
  YeuToRh_Id: string | null;
}

export type BenhNhanField = keyof BenhNhanValues;

export const EMPTY_BENH_NHAN: BenhNhanValues = {
  MaYTe: null, TenBenhNhan: null, NgaySinh: null, NamSinh: null, GioiTinh: null, SoDienThoai: null, SoNha: null,
  DonViHanhChinh_Id: null, CMNDHoacHoChieu: null, Email: null, TenNguoiLienHe: null, QuanHeNguoiLienHe: null,
  SoDienThoaiNguoiLienHe: null, DiaChiNguoiLienHe: null, TienSuDiUng: null, TienSuBenh: null, GhiChu: null, TuVong: false,
  NguonKhachHang: null, LoaiBenhNhan: null, KieuBenhNhan: null, NhomBenhNhan_Ids: [], NhanVienPhuTrach_Id: null,
  MaSoThue: null, KyHieuHoaDon: null, TenTrenHoaDon: null, DonVi: null, Pattern: null, Serial: null, SoGPP: null,
  NgayCapGPP: null, QuocTich_Id: null, NgheNghiep_Id: null, DanToc_Id: null, NhomMau_Id: null, YeuToRh_Id: null,
};

const maYTeFormat: Rule = (value) => (/^[A-Za-z0-9-]*$/.test(value) ? null : 'reception.patientCodeFormat');
// A citizen ID has 12 digits, an old identity card 9, a passport a letter and 7 or 8 digits (or more abroad).
const identityFormat: Rule = (value) => (/^[A-Za-z0-9]*$/.test(value) ? null : 'reception.identityFormat');
const taxCode: Rule = (value) => (value === '' || /^[0-9]{10}(-[0-9]{3})?$/.test(value) ? null : 'reception.taxCodeFormat');

/** The rules of each text field, required or not; `required` is added by `checkBenhNhan` from the requirements. */
export const TEXT_RULES: Readonly<Partial<Record<BenhNhanField, readonly Rule[]>>> = {
  MaYTe: [noLeadingSpace, maYTeFormat, maxLength(20)],
  TenBenhNhan: [notBlank, noLeadingSpace, maxLength(200)],
  GioiTinh: [maxLength(10)],
  SoDienThoai: [phone],
  SoNha: [notBlank, noLeadingSpace, maxLength(300)],
  CMNDHoacHoChieu: [identityFormat, maxLength(20)],
  Email: [email],
  TenNguoiLienHe: [notBlank, noLeadingSpace, maxLength(200)],
  QuanHeNguoiLienHe: [notBlank, maxLength(100)],
  SoDienThoaiNguoiLienHe: [phone],
  DiaChiNguoiLienHe: [maxLength(300)],
  TienSuDiUng: [maxLength(2000)],
  TienSuBenh: [maxLength(2000)],
  GhiChu: [maxLength(2000)],
  NguonKhachHang: [maxLength(100)],
  LoaiBenhNhan: [maxLength(100)],
  KieuBenhNhan: [maxLength(100)],
  MaSoThue: [taxCode],
  KyHieuHoaDon: [maxLength(20)],
  TenTrenHoaDon: [maxLength(300)],
  DonVi: [maxLength(300)],
  Pattern: [maxLength(20)],
  Serial: [maxLength(20)],
  SoGPP: [maxLength(50)],
};

/** Id fields: at most this long, like every id the server makes. */
export const ID_FIELDS = ['DonViHanhChinh_Id', 'NhanVienPhuTrach_Id', 'QuocTich_Id', 'NgheNghiep_Id', 'DanToc_Id', 'NhomMau_Id', 'YeuToRh_Id'] as const;
export const MAX_ID_LENGTH = 64;
export const MAX_PATIENT_GROUPS = 20;

export interface FieldProblem extends Problem {
  field: string;
}

function problemOn(field: string, problem: Problem | null): FieldProblem | null {
  return problem ? { field, ...problem } : null;
}

const requiredProblem = (field: string): FieldProblem => ({ field, key: 'validation.required', params: {} });

/** Whether a patient born then (or in that year) is a child on `at`: under CHILD_AGE_YEARS completed years. */
export function isChild(values: Pick<BenhNhanValues, 'NgaySinh' | 'NamSinh'>, at: Timestamp): boolean {
  const today = toCalendarDate(at);
  if (values.NgaySinh !== null) {
    const birth = toCalendarDate(values.NgaySinh);
    const birthdayPassed = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
    return today.year - birth.year - (birthdayPassed ? 0 : 1) < CHILD_AGE_YEARS;
  }
  // Only the year: a child until the year of the sixth birthday is over, so no child is taken for an adult.
  return values.NamSinh !== null && today.year - values.NamSinh <= CHILD_AGE_YEARS;
}

function checkBirth(values: BenhNhanValues, requirements: ReceptionRequirements, at: Timestamp): FieldProblem | null {
  if (values.NamSinh === null) return requiredProblem('NamSinh');
  const yearProblem = problemOn('NamSinh', findProblem(String(values.NamSinh), [birthYear]));
  if (yearProblem) return yearProblem;
  const thisYear = toCalendarDate(at).year;
  if (values.NamSinh < EARLIEST_BIRTH_YEAR || values.NamSinh > thisYear) return { field: 'NamSinh', key: 'reception.birthYearRange', params: { min: EARLIEST_BIRTH_YEAR, max: thisYear } };
  if (values.NgaySinh === null) return requirements.ngaySinh ? requiredProblem('NgaySinh') : null;
  if (values.NgaySinh > at) return { field: 'NgaySinh', key: 'reception.birthDateInFuture', params: {} };
  if (toCalendarDate(values.NgaySinh).year !== values.NamSinh) return { field: 'NgaySinh', key: 'reception.birthDateYearMismatch', params: {} };
  return null;
}

/**
 * The first problem of a patient to be saved on `at` (the registration date), field by field in the form's order,
 * or null. Ids are checked against their catalogues by the server; here only their presence.
 */
export function checkBenhNhan(values: BenhNhanValues, requirements: ReceptionRequirements, at: Timestamp): FieldProblem | null {
  const text = (field: BenhNhanField, mandatory: boolean): FieldProblem | null => {
    const value = values[field] as string | null;
    if (mandatory && (value === null || value.length === 0)) return requiredProblem(field);
    return problemOn(field, findProblem(value, TEXT_RULES[field] ?? []));
  };
  const id = (field: (typeof ID_FIELDS)[number], mandatory: boolean): FieldProblem | null => {
    const value = values[field];
    if (value === null || value === '') return mandatory ? requiredProblem(field) : null;
    return value.length > MAX_ID_LENGTH ? { field, key: 'catalogue.refNotFound', params: {} } : null;
  };
  const checks: (() => FieldProblem | null)[] = [
    () => text('MaYTe', false),
    () => text('TenBenhNhan', true),
    () => checkBirth(values, requirements, at),
    () => (values.GioiTinh && (GIOI_TINH as readonly string[]).includes(values.GioiTinh) ? null : requiredProblem('GioiTinh')),
    () => id('DanToc_Id', true),
    () => id('QuocTich_Id', true),
    () => text('SoDienThoai', requirements.soDienThoai),
    () => id('DonViHanhChinh_Id', requirements.diaChi),
    () => text('SoNha', false),
    () => text('CMNDHoacHoChieu', false),
    () => text('Email', false),
    () => id('NgheNghiep_Id', false),
    () => id('NhanVienPhuTrach_Id', requirements.nhanVienPhuTrach),
    () => id('NhomMau_Id', false),
    () => id('YeuToRh_Id', false),
    // A child is brought by someone the staff can call.
    () => text('TenNguoiLienHe', isChild(values, at)),
    () => text('QuanHeNguoiLienHe', isChild(values, at)),
    () => text('SoDienThoaiNguoiLienHe', false),
    ...(['DiaChiNguoiLienHe', 'TienSuDiUng', 'TienSuBenh', 'GhiChu', 'NguonKhachHang', 'LoaiBenhNhan', 'KieuBenhNhan', 'MaSoThue', 'KyHieuHoaDon', 'TenTrenHoaDon', 'DonVi', 'Pattern', 'Serial', 'SoGPP'] as const)
      .map((field) => () => text(field, false)),
    () => (values.NhomBenhNhan_Ids.length > MAX_PATIENT_GROUPS || values.NhomBenhNhan_Ids.some((groupId) => groupId.length > MAX_ID_LENGTH)
      ? { field: 'NhomBenhNhan_Ids', key: 'catalogue.refNotFound', params: {} } : null),
  ];
  for (const run of checks) {
    const problem = run();
    if (problem) return problem;
  }
  return null;
}

/** Fields a phone search and a duplicate check compare: digits only, so '090 123 4567' is '0901234567'. */
export function normalisePhone(value: string | null): string | null {
  if (value === null) return null;
  const digits = value.replace(/[\s.-]/g, '');
  return digits === '' ? null : digits;
}
