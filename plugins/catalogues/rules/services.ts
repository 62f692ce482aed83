// Services and what hangs on them: types, groups, scopes, the service list with its regulatory codes and list
// prices, packages, quotas, treatment courses and contraindication rules.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, label, nameField, tenTiengAnh } from './field-kit';

export const loaiDichVu = defineCatalogue({
  name: 'DM_LoaiDichVu',
  title: label('Loại dịch vụ', 'Service type'),
  codeField: 'MaLoaiDichVu',
  nameField: 'TenLoaiDichVu',
  fields: {
    MaLoaiDichVu: codeField('Mã loại dịch vụ', 'Service type code'),
    TenLoaiDichVu: nameField('Tên loại dịch vụ', 'Service type name', 200),
    ThuTu: field.integer({ label: label('Thứ tự', 'Order'), min: 0 }),
    GhiChu: ghiChu(),
  },
});
export type LoaiDichVu = CatalogueRow<typeof loaiDichVu>;

export const nhomDichVu = defineCatalogue({
  name: 'DM_NhomDichVu',
  title: label('Nhóm dịch vụ', 'Service group'),
  codeField: 'MaNhomDichVu',
  nameField: 'TenNhomDichVu',
  fields: {
    MaNhomDichVu: codeField('Mã nhóm dịch vụ', 'Service group code'),
    TenNhomDichVu: nameField('Tên nhóm dịch vụ', 'Service group name', 200),
    LoaiDichVu_Id: field.ref('DM_LoaiDichVu', { label: label('Loại dịch vụ', 'Service type'), required: true }),
    ThuTu: field.integer({ label: label('Thứ tự', 'Order'), min: 0 }),
    GhiChu: ghiChu(),
  },
});
export type NhomDichVu = CatalogueRow<typeof nhomDichVu>;

export const phamViDichVu = defineCatalogue({
  name: 'DM_PhamViDichVu',
  title: label('Phạm vi dịch vụ', 'Service scope'),
  codeField: 'MaPhamViDichVu',
  nameField: 'TenPhamViDichVu',
  fields: {
    MaPhamViDichVu: codeField('Mã phạm vi dịch vụ', 'Service scope code'),
    TenPhamViDichVu: nameField('Tên phạm vi dịch vụ', 'Service scope name', 200),
    GhiChu: ghiChu(),
  },
});
export type PhamViDichVu = CatalogueRow<typeof phamViDichVu>;

export const dichVu = defineCatalogue({
  name: 'DM_DichVu',
  title: label('Dịch vụ', 'Service'),
  codeField: 'MaDichVu',
  nameField: 'TenDichVu',
  fields: {
    NhomDichVu_Id: field.ref('DM_NhomDichVu', { label: label('Nhóm dịch vụ', 'Service group'), required: true }),
    GiaTriChuan_Ids: field.refs('DM_GiaTriChuan', { label: label('Giá trị chuẩn', 'Reference values') }),
    MaDichVu: codeField('Mã dịch vụ', 'Service code'),
    TenDichVu: nameField('Tên dịch vụ', 'Service name'),
    MaTheoThongTu: field.text({ label: label('Mã theo thông tư', 'Regulatory code'), maxLength: 50 }),
    TenTheoThongTu: field.text({ label: label('Tên theo thông tư', 'Regulatory name') }),
    GiaGoc: field.money({ label: label('Giá gốc', 'Cost price') }),
    KhongDungCho: field.enum(['NgoaiTru', 'NoiTru'], {
      label: label('Không dùng cho', 'Not used for'),
      valueLabels: { NgoaiTru: label('Ngoại trú', 'Outpatients'), NoiTru: label('Nội trú', 'Inpatients') },
    }),
    KhongTraKetQua: field.boolean({ label: label('Không trả kết quả', 'No result returned') }),
    ThucHienBenNgoai: field.boolean({ label: label('Thực hiện bên ngoài', 'Performed outside') }),
    DonViTinh: field.text({ label: label('Đơn vị tính', 'Unit'), maxLength: 50 }),
    DichVuKemTheo_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ kèm theo', 'Attached services') }),
    MaHoaTT43: field.text({ label: label('Mã hóa theo TT43', 'TT43 code'), maxLength: 50 }),
    SoQuyetDinhBanHanh: field.text({ label: label('Số quyết định ban hành', 'Approving decision number'), maxLength: 100 }),
    ChuyenKhoaTT39: field.text({ label: label('Chuyên khoa theo TT39', 'TT39 specialty'), maxLength: 200 }),
    // Technical level of Circular 43/2013/TT-BYT: A central, B provincial, C district, D commune.
    TuyenKyThuat: field.enum(['A', 'B', 'C', 'D'], {
      label: label('Tuyến kỹ thuật', 'Technical level'),
      valueLabels: {
        A: label('A - Tuyến trung ương', 'A - central'),
        B: label('B - Tuyến tỉnh', 'B - provincial'),
        C: label('C - Tuyến huyện', 'C - district'),
        D: label('D - Tuyến xã', 'D - commune'),
      },
    }),
    MaNhomChiPhi4210: field.text({ label: label('Mã nhóm chi phí (QĐ 4210)', 'Cost group (Decision 4210)'), maxLength: 5 }),
    MaNhomChiPhi5937: field.text({ label: label('Mã nhóm chi phí (QĐ 5937)', 'Cost group (Decision 5937)'), maxLength: 5 }),
    LieuTrinh: field.boolean({ label: label('Dịch vụ theo liệu trình', 'Course-based service') }),
    DichVuDacBiet: field.boolean({ label: label('Dịch vụ đặc biệt', 'Special service') }),
    ThucHienVaHoaHong: field.boolean({ label: label('Tính thực hiện và hoa hồng', 'Counts for performance and commission') }),
    TenTiengAnh: tenTiengAnh(),
    MaDonVi: field.text({ label: label('Mã đơn vị', 'Unit code'), maxLength: 50 }),
    GoiDichVu: field.boolean({ label: label('Là gói dịch vụ', 'Is a package') }),
    KhongHienThiTrongHoaDon: field.boolean({ label: label('Không hiển thị trong hóa đơn', 'Hidden on invoices') }),
    ThoiGianThucHienToiThieu: field.integer({ label: label('Thời gian thực hiện tối thiểu (phút)', 'Minimum duration (minutes)'), min: 0 }),
    ThoiGianThaoTacThietBi: field.integer({ label: label('Thời gian thao tác thiết bị', 'Equipment operating time'), min: 0 }),
    DonViThoiGianThaoTacThietBi: field.enum(['Giay', 'Phut', 'Gio'], {
      label: label('Đơn vị thời gian thao tác', 'Operating time unit'),
      valueLabels: { Giay: label('Giây', 'Seconds'), Phut: label('Phút', 'Minutes'), Gio: label('Giờ', 'Hours') },
    }),
    GiaVienPhi: field.money({ label: label('Giá viện phí', 'Fee price') }),
    GiaBHYT: field.money({ label: label('Giá BHYT', 'Insurance price') }),
    GiaDichVu: field.money({ label: label('Giá dịch vụ', 'Service price') }),
  },
  search: ['MaDichVu', 'TenDichVu', 'MaTheoThongTu'],
  listColumns: ['MaDichVu', 'TenDichVu', 'NhomDichVu_Id', 'DonViTinh', 'GiaVienPhi', 'GiaBHYT', 'GiaDichVu'],
});
export type DichVu = CatalogueRow<typeof dichVu>;

export const goiDichVu = defineCatalogue({
  name: 'DM_GoiDichVu',
  title: label('Gói dịch vụ', 'Service package'),
  codeField: 'MaGoiDichVu',
  nameField: 'TenGoiDichVu',
  fields: {
    MaGoiDichVu: codeField('Mã gói dịch vụ', 'Package code'),
    TenGoiDichVu: nameField('Tên gói dịch vụ', 'Package name'),
    TenTiengAnh: tenTiengAnh(),
    DichVu_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ trong gói', 'Services'), required: true }),
  },
});
export type GoiDichVu = CatalogueRow<typeof goiDichVu>;

export const dinhMucDichVu = defineCatalogue({
  name: 'DM_DinhMucDichVu',
  title: label('Định mức dịch vụ', 'Service quota'),
  codeField: 'MaDinhMucDichVu',
  nameField: 'TenDinhMucDichVu',
  fields: {
    MaDinhMucDichVu: codeField('Mã định mức', 'Quota code'),
    TenDinhMucDichVu: nameField('Tên định mức', 'Quota name'),
    DichVu_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ', 'Services'), required: true }),
    SoLuongTonKho: field.integer({ label: label('Số lượng tồn', 'Quantity available'), min: 0 }),
    DonViTinh: field.text({ label: label('Đơn vị tính', 'Unit'), maxLength: 50 }),
    MucCanhBao: field.integer({ label: label('Mức cảnh báo', 'Warning level'), min: 0 }),
  },
});
export type DinhMucDichVu = CatalogueRow<typeof dinhMucDichVu>;

export const lieuTrinh = defineCatalogue({
  name: 'DM_LieuTrinh',
  title: label('Liệu trình', 'Treatment course'),
  codeField: 'MaLieuTrinh',
  nameField: 'TenLieuTrinh',
  fields: {
    MaLieuTrinh: codeField('Mã liệu trình', 'Course code'),
    TenLieuTrinh: nameField('Tên liệu trình', 'Course name'),
    DichVu_Id: field.ref('DM_DichVu', { label: label('Dịch vụ', 'Service'), required: true }),
    SoLan: field.integer({ label: label('Số lần', 'Sessions'), required: true, min: 1 }),
    // Either the same gap between all sessions, or one gap per session in CachNgays.
    CachNgayCoDinh: field.integer({ label: label('Cách ngày cố định', 'Fixed gap in days'), min: 0 }),
    CachNgays: field.json<number[]>({ label: label('Số ngày cách giữa các lần', 'Gap in days before each session') }),
  },
});
export type LieuTrinh = CatalogueRow<typeof lieuTrinh>;

export const chongChiDinh = defineCatalogue({
  name: 'DM_ChongChiDinh',
  title: label('Chống chỉ định dịch vụ', 'Contraindicated-service rule'),
  codeField: 'MaChongChiDinh',
  nameField: 'TenChongChiDinh',
  fields: {
    MaChongChiDinh: codeField('Mã quy tắc', 'Rule code'),
    TenChongChiDinh: nameField('Tên quy tắc', 'Rule name'),
    LoaiChongChiDinh: field.enum(['CanhBao', 'KhongChoPhep'], {
      label: label('Loại', 'Type'),
      required: true,
      valueLabels: { CanhBao: label('Cảnh báo khi chỉ định', 'Warn when ordered'), KhongChoPhep: label('Không cho phép chỉ định', 'Refuse the order') },
    }),
    DichVu_Id: field.ref('DM_DichVu', { label: label('Dịch vụ', 'Service'), required: true }),
    // At most SoLuong orders of the service within TrongKhoangNgay days.
    SoLuong: field.integer({ label: label('Số lượng tối đa', 'Maximum quantity'), required: true, min: 0 }),
    TrongKhoangNgay: field.integer({ label: label('Trong khoảng (ngày)', 'Within (days)'), required: true, min: 1 }),
  },
});
export type ChongChiDinh = CatalogueRow<typeof chongChiDinh>;
