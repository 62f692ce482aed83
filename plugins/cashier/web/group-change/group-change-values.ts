// The patient group change form's values (ChuyenDoiDoiTuong): the new group and the insurance card facts a group
// that bills insurance needs, read from the visit, checked before sending, and sent with empty boxes as null.
import { splitInsuranceCardNumber, type Timestamp } from '@his/sdk';
import type { ChuyenDoiDoiTuongInput } from '../../generated/graphql';
import type { FeeBill } from '../fee-screens/fee-bill';
import type { FieldProblems } from '../fee-screens/refusals';

/** The routes of care a card is used on (spec §4 insurance route). */
export const TUYEN_KCB = ['DungTuyen', 'ThongTuyen', 'TraiTuyen'] as const;
/** A registered facility's code (nơi đăng ký KCB ban đầu) has five characters. */
export const FACILITY_CODE_LENGTH = 5;

export interface GroupChangeValues {
  DoiTuong_Id: string | null;
  SoTheBHYT: string;
  BHYTNgayHieuLuc: Timestamp | null;
  BHYTNgayHetHieuLuc: Timestamp | null;
  BenhVien_KCB: string;
  TuyenKCB: string | null;
  NgayDu5Nam: Timestamp | null;
  MienCungChiTra: boolean;
  NgayMienCungChiTra: Timestamp | null;
}

export const GROUP_CHANGE_FIELDS: readonly (keyof GroupChangeValues)[] = [
  'DoiTuong_Id', 'SoTheBHYT', 'BHYTNgayHieuLuc', 'BHYTNgayHetHieuLuc', 'BenhVien_KCB', 'TuyenKCB', 'NgayDu5Nam', 'MienCungChiTra', 'NgayMienCungChiTra',
];

export function groupChangeValuesOf(visit: FeeBill['TiepNhan']): GroupChangeValues {
  return {
    DoiTuong_Id: visit.DoiTuong_Id,
    SoTheBHYT: visit.SoTheBHYT ?? '',
    BHYTNgayHieuLuc: visit.BHYTNgayHieuLuc,
    BHYTNgayHetHieuLuc: visit.BHYTNgayHetHieuLuc,
    BenhVien_KCB: visit.BenhVien_KCB ?? '',
    TuyenKCB: visit.TuyenKCB,
    NgayDu5Nam: visit.NgayDu5Nam,
    MienCungChiTra: visit.MienCungChiTra,
    NgayMienCungChiTra: visit.NgayMienCungChiTra,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

export function groupChangeInputOf(values: GroupChangeValues): ChuyenDoiDoiTuongInput {
  return {
    DoiTuong_Id: values.DoiTuong_Id ?? '',
    SoTheBHYT: text(values.SoTheBHYT)?.toUpperCase() ?? null,
    BHYTNgayHieuLuc: values.BHYTNgayHieuLuc,
    BHYTNgayHetHieuLuc: values.BHYTNgayHetHieuLuc,
    BenhVien_KCB: text(values.BenhVien_KCB)?.toUpperCase() ?? null,
    TuyenKCB: values.TuyenKCB,
    NgayDu5Nam: values.NgayDu5Nam,
    MienCungChiTra: values.MienCungChiTra,
    NgayMienCungChiTra: values.MienCungChiTra ? values.NgayMienCungChiTra : null,
  };
}

/** What is refused before sending, by field; whether the group needs a card is the server's to say. */
export function groupChangeProblems(values: GroupChangeValues): FieldProblems {
  const problems: FieldProblems = {};
  if (!values.DoiTuong_Id) problems.DoiTuong_Id = { key: 'validation.required', params: {} };
  const card = values.SoTheBHYT.trim();
  if (card !== '' && !splitInsuranceCardNumber(card).ok) problems.SoTheBHYT = { key: 'cashier.fees.group.cardNumber', params: { length: 15 } };
  const facility = values.BenhVien_KCB.trim();
  if (facility !== '' && facility.length !== FACILITY_CODE_LENGTH) problems.BenhVien_KCB = { key: 'cashier.fees.group.facilityCode', params: { length: FACILITY_CODE_LENGTH } };
  if (values.BHYTNgayHieuLuc !== null && values.BHYTNgayHetHieuLuc !== null && values.BHYTNgayHetHieuLuc < values.BHYTNgayHieuLuc) {
    problems.BHYTNgayHetHieuLuc = { key: 'cashier.fees.group.validityOrder', params: {} };
  }
  if (values.MienCungChiTra && values.NgayMienCungChiTra === null) problems.NgayMienCungChiTra = { key: 'validation.required', params: {} };
  return problems;
}
