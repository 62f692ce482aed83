// The catalogues' contract, the only file of this plugin that others may import: the faces of the catalogues other
// plugins pick rows from through the GraphQL search (a picker shows the code and the name, so only those are
// described; the full descriptors stay in rules/), and the new address of an old one as a provided function.
import { catalogueEvents, defineCatalogue, defineEvent, field, providedKey, type Label } from '@his/sdk';
import type { Db } from '@his/sdk/server';
import type { DonViHanhChinh, TinhCu, XaCu } from './rules';

const label = (vi: string, en: string): Label => ({ vi, en });

/** Services (DM_DichVu): priced by pricing, ordered by examination, done by paraclinical. */
export const dichVuFace = defineCatalogue({
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  fields: {
    MaDichVu: field.text({ label: label('Mã dịch vụ', 'Service code'), required: true, maxLength: 50 }),
    TenDichVu: field.text({ label: label('Tên dịch vụ', 'Service name'), required: true, maxLength: 500 }),
  },
});

/**
 * The change-mark topic (sdk change-marks, every key at once) of any write to services, their groups and kinds: a
 * service's kind (an examination or not) and names may differ.
 */
export const SERVICE_CATALOGUE_CHANGES = 'catalogues.services';

/** Treatment courses (DM_LieuTrinh): a service done a number of times, priced as one. */
export const lieuTrinhFace = defineCatalogue({
  name: 'DM_LieuTrinh',
  title: label('Liệu trình', 'Treatment course'),
  codeField: 'MaLieuTrinh',
  nameField: 'TenLieuTrinh',
  fields: {
    MaLieuTrinh: field.text({ label: label('Mã liệu trình', 'Course code'), required: true, maxLength: 50 }),
    TenLieuTrinh: field.text({ label: label('Tên liệu trình', 'Course name'), required: true, maxLength: 500 }),
  },
});

/** Nationalities (DM_QuocTich, ISO 3166-1 alpha-2 codes): reception registers a patient's. */
export const quocTichFace = defineCatalogue({
  name: 'DM_QuocTich',
  title: label('Quốc tịch', 'Nationality'),
  codeField: 'MaQuocTich',
  nameField: 'TenQuocTich',
  fields: {
    MaQuocTich: field.text({ label: label('Mã quốc tịch (ISO alpha-2)', 'Nationality code (ISO alpha-2)'), required: true, maxLength: 2 }),
    TenQuocTich: field.text({ label: label('Tên quốc tịch', 'Nationality name'), required: true, maxLength: 200 }),
  },
});

/** Provinces and communes since 1 July 2025 (DM_DonViHanhChinh): a patient's address. */
export const donViHanhChinhFace = defineCatalogue({
  name: 'DM_DonViHanhChinh',
  title: label('Đơn vị hành chính', 'Administrative unit'),
  codeField: 'MaDonViHanhChinh',
  nameField: 'TenDonViHanhChinh',
  fields: {
    MaDonViHanhChinh: field.text({ label: label('Mã đơn vị hành chính', 'Unit code'), required: true, maxLength: 5 }),
    TenDonViHanhChinh: field.text({ label: label('Tên đầy đủ', 'Full name'), required: true, maxLength: 200 }),
  },
});

/** DM_DonViHanhChinh.LoaiDonViHanhChinh of a province or centrally-run city, and of a commune, ward or special zone. */
export const LOAI_DON_VI_CAP_TINH = ['THANH_PHO', 'TINH'] as const;
export const LOAI_DON_VI_CAP_XA = ['PHUONG', 'XA', 'DAC_KHU'] as const;

/** Ethnicities (DM_DanToc, the 54 groups coded 01 to 54). */
export const danTocFace = defineCatalogue({
  name: 'DM_DanToc',
  title: label('Dân tộc', 'Ethnicity'),
  codeField: 'MaDanToc',
  nameField: 'TenDanToc',
  fields: {
    MaDanToc: field.text({ label: label('Mã dân tộc', 'Ethnicity code'), required: true, maxLength: 10 }),
    TenDanToc: field.text({ label: label('Tên dân tộc', 'Ethnicity name'), required: true, maxLength: 100 }),
  },
});

/** Staff (NhanVien, kept by the core): the responsible staff of a patient, the doctor of an order. */
export const nhanVienFace = defineCatalogue({
  name: 'NhanVien',
  title: label('Nhân viên', 'Staff'),
  codeField: 'MaNhanVien',
  nameField: 'TenNhanVien',
  coreTable: true,
  fields: {
    MaNhanVien: field.text({ label: label('Mã nhân viên', 'Staff code'), required: true, maxLength: 30 }),
    TenNhanVien: field.text({ label: label('Tên nhân viên', 'Staff name'), required: true, maxLength: 200 }),
  },
});

/** Occupations (DM_NgheNghiep). */
export const ngheNghiepFace = defineCatalogue({
  name: 'DM_NgheNghiep',
  title: label('Nghề nghiệp', 'Occupation'),
  codeField: 'MaNgheNghiep',
  nameField: 'TenNgheNghiep',
  fields: {
    MaNgheNghiep: field.text({ label: label('Mã nghề nghiệp', 'Occupation code'), required: true, maxLength: 20 }),
    TenNgheNghiep: field.text({ label: label('Tên nghề nghiệp', 'Occupation name'), required: true, maxLength: 200 }),
  },
});

/** Insurance object codes (DM_DoiTuongBHYT): the first two letters of a BHYT card number. */
export const doiTuongBHYTFace = defineCatalogue({
  name: 'DM_DoiTuongBHYT',
  title: label('Đối tượng BHYT', 'Insurance object code'),
  codeField: 'MaDoiTuongBHYT',
  nameField: 'TenDoiTuongBHYT',
  fields: {
    MaDoiTuongBHYT: field.text({ label: label('Mã đối tượng BHYT', 'Insurance object code'), required: true, maxLength: 2 }),
    TenDoiTuongBHYT: field.text({ label: label('Tên đối tượng BHYT', 'Insurance object name'), required: true, maxLength: 200 }),
  },
});

/** Insurance benefit levels (DM_MucHuongBHYT, '1' to '5'): the card number's third character. */
export const mucHuongBHYTFace = defineCatalogue({
  name: 'DM_MucHuongBHYT',
  title: label('Mức hưởng BHYT', 'Insurance benefit level'),
  codeField: 'MaMucHuong',
  nameField: 'TenMucHuong',
  fields: {
    MaMucHuong: field.text({ label: label('Mã mức hưởng', 'Benefit level code'), required: true, maxLength: 1 }),
    TenMucHuong: field.text({ label: label('Tên mức hưởng', 'Benefit level name'), required: true, maxLength: 200 }),
  },
});

/** ICD-10 diagnoses (DM_ICD), searched by code prefix or words through the catalogue's own searchICD. */
export const icdFace = defineCatalogue({
  name: 'DM_ICD',
  title: label('Bệnh tật ICD-10', 'ICD-10 diagnosis'),
  codeField: 'MaICD',
  nameField: 'TenICD',
  fields: {
    MaICD: field.text({ label: label('Mã ICD', 'ICD code'), required: true, maxLength: 8 }),
    TenICD: field.text({ label: label('Tên bệnh', 'Diagnosis'), required: true, maxLength: 1000 }),
  },
  operations: { search: 'searchICD', byCode: 'getICDByCode' },
});

/** Treatment plans (DM_HuongGiaiQuyet): how an examination ends (sent home, admitted, transferred, …). */
export const huongGiaiQuyetFace = defineCatalogue({
  name: 'DM_HuongGiaiQuyet',
  title: label('Hướng giải quyết', 'Resolution direction'),
  codeField: 'MaHuongGiaiQuyet',
  nameField: 'TenHuongGiaiQuyet',
  fields: {
    MaHuongGiaiQuyet: field.text({ label: label('Mã hướng giải quyết', 'Resolution code'), required: true, maxLength: 50 }),
    TenHuongGiaiQuyet: field.text({ label: label('Tên hướng giải quyết', 'Resolution direction'), required: true, maxLength: 500 }),
  },
});

/** Equipment (DM_ThietBi, per facility): the device a paraclinical order or a procedure is done on. */
export const thietBiFace = defineCatalogue({
  name: 'DM_ThietBi',
  title: label('Thiết bị', 'Equipment'),
  codeField: 'MaThietBi',
  nameField: 'TenThietBi',
  scope: 'node',
  fields: {
    MaThietBi: field.text({ label: label('Mã thiết bị', 'Equipment code'), required: true, maxLength: 50 }),
    TenThietBi: field.text({ label: label('Tên thiết bị', 'Equipment name'), required: true, maxLength: 500 }),
  },
});

/** Surgical methods (DM_PhuongPhapPhauThuat): a procedure note's and a consultation's planned surgery. */
export const phuongPhapPhauThuatFace = defineCatalogue({
  name: 'DM_PhuongPhapPhauThuat',
  title: label('Phương pháp phẫu thuật', 'Surgical method'),
  codeField: 'MaPhuongPhapPhauThuat',
  nameField: 'TenPhuongPhapPhauThuat',
  fields: {
    MaPhuongPhapPhauThuat: field.text({ label: label('Mã phương pháp', 'Method code'), required: true, maxLength: 50 }),
    TenPhuongPhapPhauThuat: field.text({ label: label('Tên phương pháp phẫu thuật', 'Surgical method'), required: true, maxLength: 500 }),
  },
});

/** Anaesthesia methods (DM_PhuongPhapVoCam). */
export const phuongPhapVoCamFace = defineCatalogue({
  name: 'DM_PhuongPhapVoCam',
  title: label('Phương pháp vô cảm', 'Anaesthesia method'),
  codeField: 'MaPhuongPhapVoCam',
  nameField: 'TenPhuongPhapVoCam',
  fields: {
    MaPhuongPhapVoCam: field.text({ label: label('Mã phương pháp', 'Method code'), required: true, maxLength: 50 }),
    TenPhuongPhapVoCam: field.text({ label: label('Tên phương pháp vô cảm', 'Anaesthesia method'), required: true, maxLength: 500 }),
  },
});

/** An old address's codes as a card, document or citizen ID gives them; either or both. */
export interface NewAddressQuery {
  /** Old commune, 5 digits (an old island district with no commune: its 3 digits). */
  maXaCu?: string | null;
  /** Old province, 2 digits. */
  maTinhCu?: string | null;
}

/** What an old address became on 1 July 2025. */
export interface NewAddressFromOld {
  /** The old commune found (none for an unknown code or a province alone). */
  XaCu: XaCu[];
  TinhCu: TinhCu | null;
  /** The communes it went into; several when it was split, and then the village decides. */
  XaMoi: DonViHanhChinh[];
  TinhMoi: DonViHanhChinh | null;
  /** Exactly one candidate, which took the whole old commune: the new address can be filled in without asking. */
  toanPhan: boolean;
}

/**
 * The new communes and province of an old address. Throws BAD_USER_INPUT (naming maXaCu or maTinhCu) for a code
 * of the wrong format or when both are absent; an unknown code gives an empty suggestion.
 */
export type ResolveNewAddressFromOld = (db: Db, query: NewAddressQuery) => Promise<NewAddressFromOld>;

export const NEW_ADDRESS_FROM_OLD = providedKey<ResolveNewAddressFromOld>('catalogues.newAddressFromOld');

/** Published after each create, update, remove and import of services: `onEvent(dichVuEvents.update, …)`. */
export const dichVuEvents = catalogueEvents(dichVuFace);

export const lieuTrinhEvents = catalogueEvents(lieuTrinhFace);

/** Published after a department's linked services, stores or beds are replaced, naming the department. */
export interface DepartmentLinksChange {
  idPhongBan: string;
}

export const departmentLinkEvents = {
  PhongBan_DichVu: defineEvent<DepartmentLinksChange>('PhongBan_DichVu', 'update'),
  PhongBan_KhoDuoc: defineEvent<DepartmentLinksChange>('PhongBan_KhoDuoc', 'update'),
  PhongBan_Giuong: defineEvent<DepartmentLinksChange>('PhongBan_Giuong', 'update'),
} as const;
