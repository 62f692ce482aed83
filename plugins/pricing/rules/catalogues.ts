// The pricing catalogues: price types (DM_LoaiGia), patient-group categories (DM_NhomDoiTuong) and patient groups
// (DM_DoiTuong), whose ordered price types decide which price list prices a patient's services.
import { defineCatalogue, field, type AnyCatalogue, type CatalogueRow, type Label } from '@his/sdk';

const label = (vi: string, en: string): Label => ({ vi, en });

const code = (vi: string, en: string) => field.text({ label: label(vi, en), required: true, maxLength: 50 });
const name = (vi: string, en: string) => field.text({ label: label(vi, en), required: true, maxLength: 200 });
const ghiChu = () => field.text({ label: label('Ghi chú', 'Note'), multiline: true, maxLength: 2000 });
const macDinh = () => field.boolean({ label: label('Mặc định', 'Default') });

export const loaiGia = defineCatalogue({
  name: 'DM_LoaiGia',
  title: label('Loại giá', 'Price type'),
  codeField: 'MaLoaiGia',
  nameField: 'TenLoaiGia',
  fields: {
    MaLoaiGia: code('Mã loại giá', 'Price type code'),
    TenLoaiGia: name('Tên loại giá', 'Price type name'),
    MacDinh: macDinh(),
    GhiChu: ghiChu(),
  },
});
export type LoaiGia = CatalogueRow<typeof loaiGia>;

export const nhomDoiTuong = defineCatalogue({
  name: 'DM_NhomDoiTuong',
  title: label('Nhóm đối tượng', 'Patient-group category'),
  codeField: 'MaNhomDoiTuong',
  nameField: 'TenNhomDoiTuong',
  fields: {
    MaNhomDoiTuong: code('Mã nhóm đối tượng', 'Category code'),
    TenNhomDoiTuong: name('Tên nhóm đối tượng', 'Category name'),
    GhiChu: ghiChu(),
  },
});
export type NhomDoiTuong = CatalogueRow<typeof nhomDoiTuong>;

/** Where a patient group applies: outpatients, inpatients or both. */
export const PHAM_VI_AP_DUNG = ['NgoaiTru', 'NoiTru', 'TatCa'] as const;
export type PhamViApDung = (typeof PHAM_VI_AP_DUNG)[number];

export const doiTuong = defineCatalogue({
  name: 'DM_DoiTuong',
  title: label('Đối tượng', 'Patient group'),
  codeField: 'MaDoiTuong',
  nameField: 'TenDoiTuong',
  fields: {
    NhomDoiTuong_Id: field.ref('DM_NhomDoiTuong', { label: label('Nhóm đối tượng', 'Patient-group category'), required: true }),
    // In order: a service takes its price from the first of these types whose current price list prices it.
    LoaiGia_Ids: field.refs('DM_LoaiGia', {
      label: label('Loại giá áp dụng', 'Price types'),
      required: true,
      description: label(
        'Theo thứ tự ưu tiên: dịch vụ lấy giá của loại giá đầu tiên có giá trong bảng giá hiện hành',
        'In order of preference: a service takes the price of the first type whose current price list prices it',
      ),
    }),
    MaDoiTuong: code('Mã đối tượng', 'Patient group code'),
    TenDoiTuong: name('Tên đối tượng', 'Patient group name'),
    PhamViApDung: field.enum(PHAM_VI_AP_DUNG, {
      label: label('Phạm vi áp dụng', 'Applies to'),
      required: true,
      valueLabels: { NgoaiTru: label('Ngoại trú', 'Outpatients'), NoiTru: label('Nội trú', 'Inpatients'), TatCa: label('Tất cả', 'All patients') },
    }),
    GioiHanNgoaiTru_GioiHan: field.money({ label: label('Giới hạn ngoại trú', 'Outpatient limit') }),
    GioiHanNgoaiTru_TyLe: field.number({ label: label('Tỷ lệ ngoại trú (%)', 'Outpatient rate (%)'), min: 0, max: 100 }),
    GioiHanNoiTru_GioiHan: field.money({ label: label('Giới hạn nội trú', 'Inpatient limit') }),
    GioiHanNoiTru_TyLe: field.number({ label: label('Tỷ lệ nội trú (%)', 'Inpatient rate (%)'), min: 0, max: 100 }),
    DuocHoTroGiaBHYT: field.boolean({ label: label('Được hỗ trợ giá BHYT', 'Insurance price supported') }),
    TamUng: field.money({ label: label('Tạm ứng', 'Deposit') }),
    MacDinh: macDinh(),
    isUseForConfigCustomer: field.boolean({ label: label('Dùng cho cấu hình khách hàng', 'Used for customer settings') }),
  },
  // The list fits beside the screen's menu at 1280 px; limits and rates are read in the dialog.
  listColumns: ['MaDoiTuong', 'TenDoiTuong', 'NhomDoiTuong_Id', 'PhamViApDung'],
  operations: { list: 'getDM_DoiTuongs', search: 'searchDM_DoiTuongs' },
});
export type DoiTuong = CatalogueRow<typeof doiTuong>;

/** In dependency order: a catalogue after those its refs name. */
export const pricingCatalogues: readonly AnyCatalogue[] = [loaiGia, nhomDoiTuong, doiTuong];
