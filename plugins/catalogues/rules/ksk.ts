// Health-check (KSK) catalogues: the health classes of Circular 14/2013/TT-BYT and the check-up packages sold to
// companies and individuals.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, label, nameField } from './field-kit';

export const phanLoaiSucKhoe = defineCatalogue({
  name: 'DM_PhanLoaiSucKhoe',
  title: label('Phân loại sức khỏe', 'Health class'),
  codeField: 'MaPhanLoai',
  nameField: 'TenPhanLoai',
  fields: {
    MaPhanLoai: codeField('Mã phân loại', 'Class code', { maxLength: 10 }),
    TenPhanLoai: nameField('Tên phân loại', 'Class name', 200),
    MoTa: field.text({ label: label('Mô tả', 'Description'), multiline: true, maxLength: 2000 }),
  },
});
export type PhanLoaiSucKhoe = CatalogueRow<typeof phanLoaiSucKhoe>;

export const goiKhamSucKhoe = defineCatalogue({
  name: 'DM_GoiKhamSucKhoe',
  title: label('Gói khám sức khỏe', 'Health-check package'),
  codeField: 'MaGoiKham',
  nameField: 'TenGoiKham',
  fields: {
    MaGoiKham: codeField('Mã gói khám', 'Package code', { maxLength: 30 }),
    TenGoiKham: nameField('Tên gói khám', 'Package name', 300),
    DoiTuongKham: field.enum(['NguoiLon', 'TreEm', 'LaiXe', 'XuatKhauLaoDong', 'DinhKy'], {
      label: label('Đối tượng khám', 'Examinee type'),
      required: true,
      valueLabels: {
        NguoiLon: label('Người lớn (từ đủ 18 tuổi)', 'Adult (18 and over)'),
        TreEm: label('Người chưa đủ 18 tuổi', 'Under 18'),
        LaiXe: label('Người lái xe', 'Driver'),
        XuatKhauLaoDong: label('Đi làm việc ở nước ngoài', 'Working abroad'),
        DinhKy: label('Khám sức khỏe định kỳ', 'Periodic check-up'),
      },
    }),
    DichVu_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ trong gói', 'Services in the package'), required: true }),
    GiaGoi: field.money({ label: label('Giá gói', 'Package price') }),
    GhiChu: ghiChu(),
  },
  listColumns: ['MaGoiKham', 'TenGoiKham', 'DoiTuongKham', 'GiaGoi'],
});
export type GoiKhamSucKhoe = CatalogueRow<typeof goiKhamSucKhoe>;
