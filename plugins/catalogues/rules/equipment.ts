// Equipment and beds of a facility.
import { defineCatalogue, field, ORGANISATION_TABLE, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, label, nameField } from './field-kit';

export const thietBi = defineCatalogue({
  name: 'DM_ThietBi',
  title: label('Thiết bị', 'Equipment'),
  codeField: 'MaThietBi',
  nameField: 'TenThietBi',
  scope: 'node',
  fields: {
    // Departments are organisational nodes (the core's units), chosen with the unit picker.
    PhongBan_Id: field.ref(ORGANISATION_TABLE, { label: label('Khoa, phòng', 'Department') }),
    MaThietBi: codeField('Mã thiết bị', 'Equipment code'),
    TenThietBi: nameField('Tên thiết bị', 'Equipment name'),
    MaBHYT: field.text({ label: label('Mã máy (BHYT)', 'Insurance machine code'), maxLength: 50 }),
    MaKyHieu: field.text({ label: label('Mã ký hiệu', 'Symbol code'), maxLength: 50 }),
    DichVu_Ids: field.refs('DM_DichVu', { label: label('Dịch vụ thực hiện', 'Services performed') }),
    SoLuongToiDaTrongNgay: field.integer({ label: label('Số lượng tối đa trong ngày', 'Maximum per day'), min: 0 }),
    SoLuongToiDaTrenLan: field.integer({ label: label('Số lượng tối đa mỗi lần', 'Maximum per run'), min: 0 }),
    Model: field.text({ label: label('Model', 'Model'), maxLength: 100 }),
    Serial: field.text({ label: label('Số serial', 'Serial number'), maxLength: 100 }),
    NhaSanXuat: field.text({ label: label('Nhà sản xuất', 'Manufacturer'), maxLength: 200 }),
    NuocSanXuat: field.text({ label: label('Nước sản xuất', 'Country of manufacture'), maxLength: 100 }),
    NamSanXuat: field.integer({ label: label('Năm sản xuất', 'Year of manufacture'), min: 1900, max: 2100 }),
    NamSuDung: field.integer({ label: label('Năm đưa vào sử dụng', 'Year put into use'), min: 1900, max: 2100 }),
    DonGia: field.money({ label: label('Đơn giá', 'Unit price') }),
    NguonCap: field.enum(['NganSach', 'XaHoiHoa', 'VienTro', 'Khac'], {
      label: label('Nguồn cấp', 'Funding source'),
      valueLabels: {
        NganSach: label('Ngân sách nhà nước', 'State budget'),
        XaHoiHoa: label('Xã hội hóa', 'Private-public partnership'),
        VienTro: label('Viện trợ, tài trợ', 'Aid or donation'),
        Khac: label('Khác', 'Other'),
      },
    }),
    HoSoThietBi: field.text({ label: label('Hồ sơ thiết bị', 'Equipment records'), multiline: true, maxLength: 4000 }),
  },
  search: ['MaThietBi', 'TenThietBi', 'MaBHYT', 'Serial'],
});
export type ThietBi = CatalogueRow<typeof thietBi>;

export const giuongBenh = defineCatalogue({
  name: 'DM_GiuongBenh',
  title: label('Giường bệnh', 'Hospital bed'),
  codeField: 'MaGiuongBenh',
  nameField: 'TenGiuongBenh',
  scope: 'node',
  fields: {
    MaGiuongBenh: codeField('Mã giường', 'Bed code'),
    TenGiuongBenh: nameField('Tên giường', 'Bed name', 200),
    LoaiGiuongBenh: field.enum(['Thuong', 'HoiSucTichCuc', 'HoiSucCapCuu', 'BanNgay', 'TuNguyen'], {
      label: label('Loại giường', 'Bed type'),
      required: true,
      valueLabels: {
        Thuong: label('Giường thường', 'Standard bed'),
        HoiSucTichCuc: label('Giường hồi sức tích cực', 'Intensive care bed'),
        HoiSucCapCuu: label('Giường hồi sức cấp cứu', 'Emergency resuscitation bed'),
        BanNgay: label('Giường điều trị ban ngày', 'Day-care bed'),
        TuNguyen: label('Giường tự nguyện (theo yêu cầu)', 'Private bed (on request)'),
      },
    }),
    GhiChu: ghiChu(),
  },
});
export type GiuongBenh = CatalogueRow<typeof giuongBenh>;
