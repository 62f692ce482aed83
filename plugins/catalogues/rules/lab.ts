// The public-health laboratory's catalogues (spec §3): lab groups, test indicators with their standard's limits,
// standard-test sets, indicator price groups and standard notes. A lab's equipment, analysts, methods and fees are its
// own, so these are kept per facility; only the notes are shared, standards (QCVN, TCVN) being national.
import { defineCatalogue, field, noLeadingSpace, ORGANISATION_TABLE, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, label, nameField, standardCodeRules, standardRule } from './field-kit';

export const ghiChuTieuChuan = defineCatalogue({
  name: 'DM_GhiChuTieuChuan',
  title: label('Ghi chú tiêu chuẩn', 'Standard note'),
  codeField: 'TieuChuan',
  nameField: 'GhiChu',
  fields: {
    TieuChuan: codeField('Tiêu chuẩn', 'Standard', { maxLength: 100, rules: standardCodeRules }),
    GhiChu: field.text({
      label: label('Ghi chú', 'Note'),
      required: true,
      multiline: true,
      maxLength: 2000,
      description: label('In dưới bảng kết quả của các chỉ tiêu theo tiêu chuẩn này', 'Printed under the results of the indicators judged by this standard'),
    }),
  },
});
export type GhiChuTieuChuan = CatalogueRow<typeof ghiChuTieuChuan>;

export const nhomLabo = defineCatalogue({
  name: 'DM_NhomLabo',
  title: label('Nhóm labo', 'Lab group'),
  codeField: 'MaNhomLabo',
  nameField: 'TenNhomLabo',
  scope: 'node',
  fields: {
    MaNhomLabo: codeField('Mã nhóm labo', 'Lab group code', { maxLength: 20 }),
    TenNhomLabo: nameField('Tên nhóm labo', 'Lab group name', 200),
    ThietBi_Ids: field.refs('DM_ThietBi', { label: label('Thiết bị của nhóm', 'Equipment of the group') }),
    GhiChu: ghiChu(),
  },
});
export type NhomLabo = CatalogueRow<typeof nhomLabo>;

// Named as the spec's entity, without DM_: the sample lines (Mau_ChiTieuXetNghiem) refer to it as ChiTieuXetNghiem_Id.
export const chiTieuXetNghiem = defineCatalogue({
  name: 'ChiTieuXetNghiem',
  title: label('Chỉ tiêu xét nghiệm', 'Test indicator'),
  codeField: 'MaChiTieu',
  nameField: 'TenChiTieu',
  scope: 'node',
  fields: {
    MaChiTieu: codeField('Mã chỉ tiêu', 'Indicator code', { maxLength: 30 }),
    TenChiTieu: nameField('Tên chỉ tiêu', 'Indicator name', 300),
    NenMau: field.text({ label: label('Nền mẫu', 'Sample matrix'), maxLength: 200, description: label('Nước sạch, nước thải, thực phẩm, không khí, …', 'Drinking water, waste water, food, air, …') }),
    TieuChuan: field.text({ label: label('Tiêu chuẩn so sánh', 'Standard'), maxLength: 100, rules: [noLeadingSpace, standardRule], description: label('Quy chuẩn đánh giá kết quả, ví dụ QCVN 01-1:2018/BYT', 'The regulation a result is judged against, e.g. QCVN 01-1:2018/BYT') }),
    // Limits are written as the standard and the method write them ('6,0 - 8,5', '≤ 2', '< 3', 'Không có mùi, vị lạ').
    GioiHanChoPhep: field.text({ label: label('Giới hạn cho phép', 'Permitted limit'), maxLength: 200 }),
    GioiHanChoPhepKhiIn: field.text({ label: label('Giới hạn cho phép khi in', 'Permitted limit as printed'), maxLength: 200, description: label('In trên phiếu kết quả khi khác giới hạn cho phép', 'Printed on the report when it differs from the permitted limit') }),
    GioiHanPhatHien: field.text({ label: label('Giới hạn phát hiện (LOD)', 'Limit of detection (LOD)'), maxLength: 100 }),
    GioiHanDinhLuong: field.text({ label: label('Giới hạn định lượng (LOQ)', 'Limit of quantitation (LOQ)'), maxLength: 100 }),
    DonViTinh: field.text({ label: label('Đơn vị tính', 'Unit'), maxLength: 50 }),
    PhuongPhap: field.text({ label: label('Phương pháp thử', 'Test method'), maxLength: 300, description: label('Ví dụ TCVN 6492:2011, SMEWW 2130B:2017', 'E.g. TCVN 6492:2011, SMEWW 2130B:2017') }),
    ChiPhiXetNghiem: field.money({ label: label('Chi phí xét nghiệm', 'Test fee') }),
    NhomLabo_Id: field.ref('DM_NhomLabo', { label: label('Nhóm labo', 'Lab group') }),
    // The laboratory is an organisational unit (a department or room of the facility), not a catalogue.
    Labo_Id: field.ref(ORGANISATION_TABLE, { label: label('Labo thực hiện', 'Laboratory') }),
    ThuTu: field.integer({ label: label('Thứ tự in', 'Print order'), min: 0 }),
    ChuNghieng: field.boolean({ label: label('In nghiêng', 'Printed in italics'), description: label('Tên vi sinh vật in nghiêng trên phiếu kết quả (Escherichia coli)', 'Names of organisms are printed in italics on the report (Escherichia coli)') }),
    CamQuan: field.boolean({ label: label('Chỉ tiêu cảm quan', 'Sensory test') }),
    GhiChuTieuChuan: field.text({ label: label('Ghi chú tiêu chuẩn', 'Note on the standard'), multiline: true, maxLength: 2000 }),
    ThietBi_Ids: field.refs('DM_ThietBi', { label: label('Thiết bị', 'Equipment') }),
    NguoiThucHien_Ids: field.refs('NhanVien', { label: label('Người thực hiện', 'Analysts') }),
  },
  search: ['MaChiTieu', 'TenChiTieu', 'TieuChuan', 'NenMau', 'PhuongPhap'],
  // The standard tells the matrix apart too (QCVN 01-1 for water, QCVN 8-2 for food); the matrix stays searchable.
  listColumns: ['MaChiTieu', 'TenChiTieu', 'TieuChuan', 'GioiHanChoPhep', 'DonViTinh', 'NhomLabo_Id', 'ChiPhiXetNghiem'],
});
export type ChiTieuXetNghiem = CatalogueRow<typeof chiTieuXetNghiem>;

export const chiTieuChuan = defineCatalogue({
  name: 'DM_ChiTieuChuan',
  title: label('Bộ chỉ tiêu chuẩn', 'Standard test set'),
  codeField: 'MaChiTieuChuan',
  nameField: 'TenChiTieuChuan',
  scope: 'node',
  fields: {
    MaChiTieuChuan: codeField('Mã bộ chỉ tiêu', 'Test set code', { maxLength: 30 }),
    TenChiTieuChuan: nameField('Tên bộ chỉ tiêu', 'Test set name', 300),
    ChiTieuXetNghiem_Ids: field.refs('ChiTieuXetNghiem', { label: label('Các chỉ tiêu', 'Indicators'), required: true }),
    GhiChu: ghiChu(),
  },
});
export type ChiTieuChuan = CatalogueRow<typeof chiTieuChuan>;

export const nhomGiaChiTieu = defineCatalogue({
  name: 'DM_NhomGiaChiTieu',
  title: label('Nhóm giá chỉ tiêu', 'Indicator price group'),
  codeField: 'MaNhomGiaChiTieu',
  nameField: 'TenNhomGiaChiTieu',
  scope: 'node',
  fields: {
    MaNhomGiaChiTieu: codeField('Mã nhóm giá', 'Price group code', { maxLength: 30 }),
    TenNhomGiaChiTieu: nameField('Tên nhóm giá', 'Price group name', 300),
    // One price for the indicators tested together, in place of the sum of their fees.
    GiaTri: field.money({ label: label('Giá nhóm', 'Group price'), required: true }),
    ChiTieuXetNghiem_Ids: field.refs('ChiTieuXetNghiem', { label: label('Các chỉ tiêu', 'Indicators'), required: true }),
    GhiChu: ghiChu(),
  },
  listColumns: ['MaNhomGiaChiTieu', 'TenNhomGiaChiTieu', 'GiaTri'],
});
export type NhomGiaChiTieu = CatalogueRow<typeof nhomGiaChiTieu>;
