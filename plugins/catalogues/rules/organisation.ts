// Organisations and their parts: staff titles, department types, specialties, companies, partner units and health
// facilities.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, emailField, facilityCodeRules, ghiChu, label, nameField, taxCodeRule } from './field-kit';

export const chucDanh = defineCatalogue({
  name: 'DM_ChucDanh',
  title: label('Chức danh', 'Professional title'),
  codeField: 'MaChucDanh',
  nameField: 'TenChucDanh',
  fields: {
    MaChucDanh: codeField('Mã chức danh', 'Title code'),
    TenChucDanh: nameField('Tên chức danh', 'Title', 200),
    TenVietTat: field.text({ label: label('Tên viết tắt', 'Abbreviation'), maxLength: 20, description: label('In trước tên trên phiếu: BS., ĐD., …', 'Printed before the name on forms: BS., ĐD., …') }),
    GhiChu: ghiChu(),
  },
});
export type ChucDanh = CatalogueRow<typeof chucDanh>;

export const loaiPhongBan = defineCatalogue({
  name: 'DM_LoaiPhongBan',
  title: label('Loại phòng ban', 'Department type'),
  codeField: 'MaLoaiPhongBan',
  nameField: 'TenLoaiPhongBan',
  fields: {
    MaLoaiPhongBan: codeField('Mã loại phòng ban', 'Department type code'),
    TenLoaiPhongBan: nameField('Tên loại phòng ban', 'Department type name', 200),
    GhiChu: ghiChu(),
  },
});
export type LoaiPhongBan = CatalogueRow<typeof loaiPhongBan>;

export const chuyenKhoa = defineCatalogue({
  name: 'DM_ChuyenKhoa',
  title: label('Chuyên khoa', 'Specialty'),
  codeField: 'MaChuyenKhoa',
  nameField: 'TenChuyenKhoa',
  fields: {
    MaChuyenKhoa: codeField('Mã chuyên khoa', 'Specialty code', { maxLength: 20 }),
    TenChuyenKhoa: nameField('Tên chuyên khoa', 'Specialty name', 200),
    // As a service's ChuyenKhoaTT39 writes it, so that services can be matched to their specialty.
    ChuyenKhoaTT39: field.text({ label: label('Chuyên khoa theo TT39', 'TT39 specialty'), maxLength: 200 }),
    GhiChu: ghiChu(),
  },
});
export type ChuyenKhoa = CatalogueRow<typeof chuyenKhoa>;

export const congTy = defineCatalogue({
  name: 'DM_CongTy',
  title: label('Công ty', 'Company'),
  codeField: 'MaCongTy',
  nameField: 'TenCongTy',
  fields: {
    MaCongTy: codeField('Mã công ty', 'Company code'),
    TenCongTy: nameField('Tên công ty', 'Company name'),
    TenVietTat: field.text({ label: label('Tên viết tắt', 'Short name'), maxLength: 100 }),
    MaSoThue: field.text({ label: label('Mã số thuế', 'Tax code'), maxLength: 14, rules: [taxCodeRule] }),
    DiaChi: field.text({ label: label('Địa chỉ', 'Address') }),
    SoDienThoai: field.text({ label: label('Số điện thoại', 'Phone'), maxLength: 20 }),
    Email: emailField(),
    TenNguoiLienHe: field.text({ label: label('Người liên hệ', 'Contact person'), maxLength: 200 }),
    GiamDoc: field.text({ label: label('Giám đốc', 'Director'), maxLength: 200 }),
    GhiChu: ghiChu(),
  },
  search: ['MaCongTy', 'TenCongTy', 'TenVietTat', 'MaSoThue'],
});
export type CongTy = CatalogueRow<typeof congTy>;

export const donViDoiTac = defineCatalogue({
  name: 'DM_DonViDoiTac',
  title: label('Đơn vị đối tác', 'Partner unit'),
  codeField: 'MaDonViDoiTac',
  nameField: 'TenDonViDoiTac',
  fields: {
    MaDonViDoiTac: codeField('Mã đơn vị đối tác', 'Partner code'),
    TenDonViDoiTac: nameField('Tên đơn vị đối tác', 'Partner name'),
    DiaChi: field.text({ label: label('Địa chỉ', 'Address') }),
    DienThoai: field.text({ label: label('Điện thoại', 'Phone'), maxLength: 20 }),
    Fax: field.text({ label: label('Fax', 'Fax'), maxLength: 20 }),
    Email: emailField(),
    MaSoThue: field.text({ label: label('Mã số thuế', 'Tax code'), maxLength: 14, rules: [taxCodeRule] }),
    GhiChu: ghiChu(),
  },
  search: ['MaDonViDoiTac', 'TenDonViDoiTac', 'MaSoThue'],
});
export type DonViDoiTac = CatalogueRow<typeof donViDoiTac>;

export const benhVien = defineCatalogue({
  name: 'DM_BenhVien',
  title: label('Cơ sở khám bệnh, chữa bệnh', 'Health facility'),
  codeField: 'MaBenhVien',
  nameField: 'TenBenhVien',
  fields: {
    MaBenhVien: codeField('Mã cơ sở KCB', 'Facility code', { maxLength: 5, rules: facilityCodeRules }),
    TenBenhVien: nameField('Tên cơ sở KCB', 'Facility name'),
    // Facility codes keep the old 63-province numbering after the 2025 merger; the old province maps to the new one.
    TinhCu_Id: field.ref('DM_TinhCu', { label: label('Tỉnh (theo mã cũ)', 'Province (old code)') }),
    CapChuyenMonKyThuat: field.enum(['BanDau', 'CoBan', 'ChuyenSau'], {
      label: label('Cấp chuyên môn kỹ thuật', 'Care level'),
      valueLabels: {
        BanDau: label('Cấp khám bệnh, chữa bệnh ban đầu', 'Primary care'),
        CoBan: label('Cấp khám bệnh, chữa bệnh cơ bản', 'Basic care'),
        ChuyenSau: label('Cấp khám bệnh, chữa bệnh chuyên sâu', 'Specialised care'),
      },
    }),
    HangBenhVien: field.enum(['HangDacBiet', 'Hang1', 'Hang2', 'Hang3', 'Hang4'], {
      label: label('Hạng bệnh viện', 'Hospital class'),
      valueLabels: {
        HangDacBiet: label('Hạng đặc biệt', 'Special class'),
        Hang1: label('Hạng I', 'Class I'),
        Hang2: label('Hạng II', 'Class II'),
        Hang3: label('Hạng III', 'Class III'),
        Hang4: label('Hạng IV', 'Class IV'),
      },
    }),
    DiaChi: field.text({ label: label('Địa chỉ', 'Address') }),
    GhiChu: ghiChu(),
  },
});
export type BenhVien = CatalogueRow<typeof benhVien>;
