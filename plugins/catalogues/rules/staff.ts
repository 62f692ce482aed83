// Positions and staff: their tables are the core's (sign-in reads a user's staff record and position code), and
// the catalogue engine lists and edits them like any catalogue. Fields beyond the core's columns come `since: 2`.
import { defineCatalogue, field, ORGANISATION_TABLE, phone, type CatalogueRow } from '@his/sdk';
import { codeField, label, nameField } from './field-kit';

export const chucVu = defineCatalogue({
  name: 'DM_ChucVu',
  title: label('Chức vụ', 'Position'),
  codeField: 'MaChucVu',
  nameField: 'TenChucVu',
  coreTable: true,
  fields: {
    // Position codes carry Vietnamese letters ('GĐ', 'PGĐ'), which the generic code rule accepts.
    MaChucVu: codeField('Mã chức vụ', 'Position code', { maxLength: 20 }),
    TenChucVu: nameField('Tên chức vụ', 'Position name', 200),
    GhiChu: field.text({ label: label('Ghi chú', 'Note'), multiline: true, maxLength: 2000, since: 2 }),
  },
});
export type ChucVu = CatalogueRow<typeof chucVu>;

export const nhanVien = defineCatalogue({
  name: 'NhanVien',
  title: label('Nhân viên', 'Staff'),
  codeField: 'MaNhanVien',
  nameField: 'TenNhanVien',
  coreTable: true,
  fields: {
    MaNhanVien: codeField('Mã nhân viên', 'Staff code', { maxLength: 30 }),
    TenNhanVien: nameField('Tên nhân viên', 'Staff name', 200),
    NgaySinh: field.date({ label: label('Ngày sinh', 'Date of birth') }),
    GioiTinh: field.enum(['MALE', 'FEMALE', 'OTHER'], {
      label: label('Giới tính', 'Sex'),
      valueLabels: { MALE: label('Nam', 'Male'), FEMALE: label('Nữ', 'Female'), OTHER: label('Khác', 'Other') },
    }),
    ChucVu_Id: field.ref('DM_ChucVu', { label: label('Chức vụ', 'Position') }),
    ChucDanh_Id: field.ref('DM_ChucDanh', { label: label('Chức danh', 'Title') }),
    // Departments are organisational nodes; a deleted one reads as suspended (core migration 0002).
    KhoaLamViec_Ids: field.refs(ORGANISATION_TABLE, { label: label('Khoa làm việc', 'Departments') }),
    GiayPhepHanhNghe: field.text({ label: label('Số chứng chỉ hành nghề', 'Practising licence number'), maxLength: 50, since: 2 }),
    PhanTramHoaHong: field.number({ label: label('Phần trăm hoa hồng', 'Commission (%)'), min: 0, max: 100, since: 2 }),
    TienBHXH: field.money({ label: label('Tiền đóng BHXH', 'Social insurance contribution'), since: 2 }),
    PhamViDichVu_Ids: field.refs('DM_PhamViDichVu', { label: label('Phạm vi dịch vụ', 'Service scopes'), since: 2 }),
    DienThoai: field.text({ label: label('Điện thoại', 'Phone'), maxLength: 20, rules: [phone], since: 2 }),
    DonViCongTac: field.text({ label: label('Đơn vị công tác', 'Workplace'), maxLength: 300, since: 2 }),
    MaDoiTuongKeToan: field.text({ label: label('Mã đối tượng kế toán', 'Accounting object code'), maxLength: 50, since: 2 }),
    MaLienThongBacSi: field.text({ label: label('Mã liên thông bác sĩ (đơn thuốc quốc gia)', 'Doctor link code (national e-prescription)'), maxLength: 50, since: 2 }),
    ChuKySo: field.text({ label: label('Chữ ký số (mã chứng thư)', 'Digital signature (certificate id)'), maxLength: 200, since: 2 }),
    isPhanBoThuThuat: field.boolean({ label: label('Được phân bổ thủ thuật', 'Takes procedure allocations'), since: 2 }),
    isTruongDoanHienTruong: field.boolean({ label: label('Trưởng đoàn hiện trường', 'Field team leader'), since: 2 }),
    isNguoiThucHienHienTruong: field.boolean({ label: label('Người thực hiện hiện trường', 'Field worker'), since: 2 }),
  },
  listColumns: ['MaNhanVien', 'TenNhanVien', 'ChucVu_Id', 'NgaySinh', 'GiayPhepHanhNghe', 'DienThoai'],
});
export type NhanVien = CatalogueRow<typeof nhanVien>;

/** The account part of the staff form (createNhanVien's TaiKhoan): its fields as errors name them ('TaiKhoan.username'). */
export const STAFF_ACCOUNT_LABELS = {
  'TaiKhoan.username': label('Tên đăng nhập', 'Username'),
  'TaiKhoan.password': label('Mật khẩu', 'Password'),
  'TaiKhoan.isLocked': label('Khoá tài khoản', 'Account locked'),
  'TaiKhoan.profile_Ids': label('Hồ sơ quyền', 'Profiles'),
} as const;
