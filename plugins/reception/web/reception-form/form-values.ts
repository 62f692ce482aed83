// What the reception form holds and how it becomes a createTiepNhanKhamBenh call: a chosen patient sends only the
// fields changed, a new one all it has; a scanned card or citizen ID fills a new patient.
import type { Timestamp } from '@his/sdk';
import type { CitizenIdScan, InsuranceCardScan } from '@his/sdk';
import { fromCalendarDate } from '@his/sdk/format';
import type { ReceptionFormPatientFragment, ReceivePatientMutationVariables } from '../../generated/graphql';
import type { HealthInfoValues } from '../../rules/health-info';
import { EMPTY_BENH_NHAN, type BenhNhanValues } from '../../rules/patient';
import type { ExamChoice, LoaiTiepNhan, TiepNhanValues } from '../../rules/visit';

/** The patient fields the form shows; the others are kept as the patient has them. */
export const FORM_PATIENT_FIELDS = [
  'TenBenhNhan', 'NgaySinh', 'NamSinh', 'GioiTinh', 'SoDienThoai', 'DanToc_Id', 'QuocTich_Id', 'NgheNghiep_Id', 'CMNDHoacHoChieu',
  'DonViHanhChinh_Id', 'SoNha', 'Email', 'TenNguoiLienHe', 'QuanHeNguoiLienHe', 'SoDienThoaiNguoiLienHe',
] as const satisfies readonly (keyof BenhNhanValues)[];

export interface ChosenPatient {
  _id: string;
  MaYTe: string;
  /** The patient as stored, to send only what the desk changed. */
  stored: BenhNhanValues;
}

export interface FormValues {
  patient: BenhNhanValues;
  chosen: ChosenPatient | null;
  visit: TiepNhanValues;
  health: HealthInfoValues;
}

/** The defaults a new patient starts with: Kinh ethnicity and Vietnamese nationality, by id. */
export interface PatientDefaults {
  DanToc_Id: string | null;
  QuocTich_Id: string | null;
}

export const EMPTY_EXAM: ExamChoice = { DichVu_Id: '', PhongBan_Id: '' };

export const EMPTY_HEALTH: HealthInfoValues = {
  TieuDuong: false, TieuDuong_ChiTiet: null, TangHuyetAp: false, TangHuyetAp_ChiTiet: null, HenSuyen: false, HenSuyen_ChiTiet: null,
  BenhTimMach: false, BenhTimMach_ChiTiet: null, BenhKhac: false, BenhKhac_ChiTiet: null, PhauThuats: [], ThuocDangDungs: [],
  HutThuoc: false, HutThuoc_ChiTiet: null, ChatKichThich: false, ChatKichThich_ChiTiet: null, CoThai: false, CoThai_SoTuan: null,
};

export function emptyVisit(loaiTiepNhan: LoaiTiepNhan, now: Timestamp, defaultGroupId: string | null): TiepNhanValues {
  return {
    LoaiTiepNhan: loaiTiepNhan, NgayDangKy: now, DoiTuong_Id: defaultGroupId, SoTheBHYT: null, DiaChiBHYT: null, BHYTNgayHieuLuc: null,
    BHYTNgayHetHieuLuc: null, BenhVien_KCB: null,
    // An emergency or inpatient intake is an emergency by definition.
    CapCuu: loaiTiepNhan === 'NoiTru', UuTien: false, NgayDu5Nam: null, KhuVucSinhSong: null, TuyenKCB: null, MienCungChiTra: false,
    NgayMienCungChiTra: null, TuVanVien_Id: null, LyDoKham: null, DichVuKham: [EMPTY_EXAM],
  };
}

export function emptyForm(loaiTiepNhan: LoaiTiepNhan, now: Timestamp, defaults: PatientDefaults, defaultGroupId: string | null): FormValues {
  return { patient: { ...EMPTY_BENH_NHAN, ...defaults }, chosen: null, visit: emptyVisit(loaiTiepNhan, now, defaultGroupId), health: EMPTY_HEALTH };
}

export function patientValuesOf(found: ReceptionFormPatientFragment): BenhNhanValues {
  const values: BenhNhanValues = { ...EMPTY_BENH_NHAN, MaYTe: found.MaYTe };
  for (const field of FORM_PATIENT_FIELDS) (values as unknown as Record<string, unknown>)[field] = found[field] ?? null;
  return values;
}

/** A found patient in the form; the visit keeps what the desk has entered, the card of their last visit is offered. */
export function choosePatient(form: FormValues, found: ReceptionFormPatientFragment): FormValues {
  const stored = patientValuesOf(found);
  return {
    ...form,
    patient: stored,
    chosen: { _id: found._id, MaYTe: found.MaYTe, stored },
    visit: { ...form.visit, SoTheBHYT: form.visit.SoTheBHYT ?? found.SoTheBHYT ?? null },
  };
}

const dayOf = (day: { year: number; month: number; day: number } | null): Timestamp | null => (day ? fromCalendarDate(day) : null);

/** A new patient from an insurance card's QR code, and its card on the visit, in the insured group. */
export function fillFromInsuranceCard(form: FormValues, card: InsuranceCardScan, insuredGroupId: string | null): FormValues {
  return {
    ...form,
    chosen: null,
    patient: {
      ...form.patient,
      TenBenhNhan: card.fullName,
      NgaySinh: card.birthDate && card.birthDate.month > 0 ? dayOf(card.birthDate) : null,
      NamSinh: card.birthYear,
      GioiTinh: card.gender,
      SoNha: card.address,
    },
    visit: {
      ...form.visit,
      DoiTuong_Id: insuredGroupId ?? form.visit.DoiTuong_Id,
      SoTheBHYT: card.cardNumber,
      DiaChiBHYT: card.address,
      BHYTNgayHieuLuc: dayOf(card.validFrom),
      BHYTNgayHetHieuLuc: dayOf(card.validTo),
      BenhVien_KCB: card.facilityCode,
      NgayDu5Nam: dayOf(card.fiveYearsDate),
      KhuVucSinhSong: card.areaOrBenefitCode && /^K[123]$/.test(card.areaOrBenefitCode) ? card.areaOrBenefitCode : null,
    },
  };
}

/** A new patient from a citizen ID's QR code. */
export function fillFromCitizenId(form: FormValues, id: CitizenIdScan): FormValues {
  return {
    ...form,
    chosen: null,
    patient: {
      ...form.patient,
      TenBenhNhan: id.fullName,
      NgaySinh: dayOf(id.birthDate),
      NamSinh: id.birthDate.year,
      GioiTinh: id.gender,
      SoNha: id.address,
      CMNDHoacHoChieu: id.citizenId,
    },
  };
}

const isEmptyValue = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** What the call sends: a chosen patient's changed fields only (none: no benhNhan), a new patient's filled ones. */
export function receiveVariables(form: FormValues, insured: boolean, confirmed: readonly string[]): ReceivePatientMutationVariables {
  const benhNhan: Record<string, unknown> = {};
  for (const field of FORM_PATIENT_FIELDS) {
    const value = form.patient[field];
    if (form.chosen ? value !== form.chosen.stored[field] : !isEmptyValue(value)) benhNhan[field] = value;
  }
  const { DichVuKham, ...visit } = form.visit;
  const input = {
    ...visit,
    // A card belongs to an insured visit only; what was typed for another group is not sent.
    ...(insured ? {} : { SoTheBHYT: null, DiaChiBHYT: null, BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: null, TuyenKCB: null, KhuVucSinhSong: null, NgayDu5Nam: null }),
    DichVuKham: DichVuKham.map(({ DichVu_Id, PhongBan_Id }) => ({ DichVu_Id, PhongBan_Id })),
  };
  const healthGiven = JSON.stringify(form.health) !== JSON.stringify(EMPTY_HEALTH);
  return {
    BenhNhan_Id: form.chosen?._id ?? null,
    benhNhan: form.chosen && Object.keys(benhNhan).length === 0 ? null : benhNhan,
    input,
    thongTinSucKhoe: healthGiven ? form.health : null,
    confirmed: confirmed.length > 0 ? [...confirmed] : null,
  };
}

/** Messages under fields, by field name: the client's checks and the server's refusals. */
export type Problems = Readonly<Record<string, { key: string; params: Readonly<Record<string, string | number>> } | undefined>>;

/** The props of a field showing its problem. */
export function errorOf(problems: Problems, field: string): { error: string | null; errorParams: Record<string, string | number> | undefined } {
  const problem = problems[field];
  return { error: problem?.key ?? null, errorParams: problem ? { ...problem.params } : undefined };
}
