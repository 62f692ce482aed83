// General catalogues: people's attributes (ethnicity, occupation, blood), money, reasons, reporting and patient groups.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, ghiChu, label, macDinh, nameField } from './field-kit';

export const danToc = defineCatalogue({
  name: 'DM_DanToc',
  title: label('Dân tộc', 'Ethnicity'),
  codeField: 'MaDanToc',
  nameField: 'TenDanToc',
  fields: {
    MaDanToc: codeField('Mã dân tộc', 'Ethnicity code', { maxLength: 10 }),
    TenDanToc: nameField('Tên dân tộc', 'Ethnicity name', 100),
    TenGoiKhac: field.text({ label: label('Tên gọi khác', 'Other names') }),
    GhiChu: ghiChu(),
  },
  search: ['MaDanToc', 'TenDanToc', 'TenGoiKhac'],
});
export type DanToc = CatalogueRow<typeof danToc>;

export const ngheNghiep = defineCatalogue({
  name: 'DM_NgheNghiep',
  title: label('Nghề nghiệp', 'Occupation'),
  codeField: 'MaNgheNghiep',
  nameField: 'TenNgheNghiep',
  fields: {
    MaNgheNghiep: codeField('Mã nghề nghiệp', 'Occupation code', { maxLength: 20 }),
    TenNgheNghiep: nameField('Tên nghề nghiệp', 'Occupation name', 200),
    GhiChu: ghiChu(),
  },
});
export type NgheNghiep = CatalogueRow<typeof ngheNghiep>;

export const nhomMau = defineCatalogue({
  name: 'DM_NhomMau',
  title: label('Nhóm máu', 'Blood group'),
  codeField: 'MaNhomMau',
  nameField: 'TenNhomMau',
  fields: {
    MaNhomMau: codeField('Mã nhóm máu', 'Blood group code', { maxLength: 10 }),
    TenNhomMau: nameField('Tên nhóm máu', 'Blood group name', 50),
    GhiChu: ghiChu(),
  },
});
export type NhomMau = CatalogueRow<typeof nhomMau>;

export const yeuToRh = defineCatalogue({
  name: 'DM_YeuToRh',
  title: label('Yếu tố Rh', 'Rh factor'),
  codeField: 'MaYeuToRh',
  nameField: 'TenYeuToRh',
  fields: {
    MaYeuToRh: codeField('Mã yếu tố Rh', 'Rh factor code', { maxLength: 20 }),
    TenYeuToRh: nameField('Tên yếu tố Rh', 'Rh factor name', 50),
    GhiChu: ghiChu(),
  },
});
export type YeuToRh = CatalogueRow<typeof yeuToRh>;

export const tienTe = defineCatalogue({
  name: 'DM_TienTe',
  title: label('Tiền tệ', 'Currency'),
  codeField: 'MaTienTe',
  nameField: 'TenTienTe',
  fields: {
    MaTienTe: codeField('Mã tiền tệ', 'Currency code', { maxLength: 10 }),
    TenTienTe: nameField('Tên tiền tệ', 'Currency name', 100),
    GhiChu: ghiChu(),
    MacDinh: macDinh(),
  },
});
export type TienTe = CatalogueRow<typeof tienTe>;

/** What a facility's bank account may be used for; a payment screen offers only the accounts of its own use. */
export const PHAM_VI_SU_DUNG_TAI_KHOAN = ['VienPhiNgoaiTru', 'VienPhiNoiTru', 'TamUng', 'NhaThuoc', 'HopDongKhamSucKhoe', 'Khac'] as const;
export type PhamViSuDungTaiKhoan = (typeof PHAM_VI_SU_DUNG_TAI_KHOAN)[number];

export const taiKhoanNganHang = defineCatalogue({
  name: 'DM_TaiKhoanNganHang',
  title: label('Tài khoản ngân hàng', 'Bank account'),
  codeField: 'MaTaiKhoanNganHang',
  nameField: 'TenTaiKhoanNganHang',
  // Each facility collects into its own accounts.
  scope: 'node',
  fields: {
    MaTaiKhoanNganHang: codeField('Số tài khoản', 'Account number', { maxLength: 30 }),
    TenTaiKhoanNganHang: nameField('Tên chủ tài khoản', 'Account holder', 200),
    ChiNhanhNganHang: field.text({ label: label('Chi nhánh ngân hàng', 'Bank branch'), maxLength: 200 }),
    MaNganHang: field.text({
      label: label('Mã ngân hàng', 'Bank code'),
      maxLength: 20,
      description: label('Mã BIN của ngân hàng trong hệ thống NAPAS (dùng cho mã VietQR)', 'The bank\'s NAPAS BIN (used for VietQR codes)'),
    }),
    TenNganHang: field.text({ label: label('Tên ngân hàng', 'Bank name'), maxLength: 200 }),
    GhiChu: ghiChu(),
    scopeOfUses: field.json<PhamViSuDungTaiKhoan[]>({ label: label('Phạm vi sử dụng', 'Used for') }),
  },
  search: ['MaTaiKhoanNganHang', 'TenTaiKhoanNganHang', 'TenNganHang'],
});
export type TaiKhoanNganHang = CatalogueRow<typeof taiKhoanNganHang>;

export const lyDo = defineCatalogue({
  name: 'DM_LyDo',
  title: label('Lý do', 'Reason'),
  codeField: 'MaLyDo',
  nameField: 'TenLyDo',
  fields: {
    MaLyDo: codeField('Mã lý do', 'Reason code'),
    LoaiLyDo: field.enum(['HuyBienLai', 'HoanTien', 'MienGiam', 'HuyChiDinh', 'ChuyenVien', 'Khac'], {
      label: label('Loại lý do', 'Reason type'),
      required: true,
      valueLabels: {
        HuyBienLai: label('Hủy biên lai', 'Receipt cancellation'),
        HoanTien: label('Hoàn tiền', 'Refund'),
        MienGiam: label('Miễn giảm', 'Fee exemption or discount'),
        HuyChiDinh: label('Hủy chỉ định dịch vụ', 'Service order cancellation'),
        ChuyenVien: label('Chuyển viện', 'Transfer to another facility'),
        Khac: label('Khác', 'Other'),
      },
    }),
    TenLyDo: nameField('Tên lý do', 'Reason'),
    MacDinh: macDinh(),
  },
});
export type LyDo = CatalogueRow<typeof lyDo>;

export const huongGiaiQuyet = defineCatalogue({
  name: 'DM_HuongGiaiQuyet',
  title: label('Hướng giải quyết', 'Resolution direction'),
  codeField: 'MaHuongGiaiQuyet',
  nameField: 'TenHuongGiaiQuyet',
  fields: {
    MaHuongGiaiQuyet: codeField('Mã hướng giải quyết', 'Resolution code'),
    TenHuongGiaiQuyet: nameField('Tên hướng giải quyết', 'Resolution direction'),
    GhiChu: ghiChu(),
  },
});
export type HuongGiaiQuyet = CatalogueRow<typeof huongGiaiQuyet>;

export const kyBaoCao = defineCatalogue({
  name: 'DM_KyBaoCao',
  title: label('Kỳ báo cáo', 'Report period'),
  codeField: 'MaKyBaoCao',
  nameField: 'TenKyBaoCao',
  fields: {
    MaKyBaoCao: codeField('Mã kỳ báo cáo', 'Report period code'),
    TenKyBaoCao: nameField('Tên kỳ báo cáo', 'Report period name', 200),
    NgayBatDau: field.date({ label: label('Ngày bắt đầu', 'Start date'), required: true }),
    NgayKetThuc: field.date({ label: label('Ngày kết thúc', 'End date'), required: true }),
    LoaiBaoCao: field.enum(['Thang', 'Quy', 'SauThang', 'ChinThang', 'Nam'], {
      label: label('Loại báo cáo', 'Report kind'),
      valueLabels: {
        Thang: label('Báo cáo tháng', 'Monthly'),
        Quy: label('Báo cáo quý', 'Quarterly'),
        SauThang: label('Báo cáo 6 tháng', 'Six-monthly'),
        ChinThang: label('Báo cáo 9 tháng', 'Nine-monthly'),
        Nam: label('Báo cáo năm', 'Yearly'),
      },
    }),
  },
});
export type KyBaoCao = CatalogueRow<typeof kyBaoCao>;

export const nhomCongNo = defineCatalogue({
  name: 'DM_NhomCongNo',
  title: label('Nhóm công nợ', 'Debt group'),
  codeField: 'MaNhomCongNo',
  nameField: 'TenNhomCongNo',
  fields: {
    MaNhomCongNo: codeField('Mã nhóm công nợ', 'Debt group code'),
    TenNhomCongNo: nameField('Tên nhóm công nợ', 'Debt group name', 200),
    // An ageing bucket: a debt falls in the group while its age in days lies in [TuNgay, DenNgay].
    TuNgay: field.integer({ label: label('Từ ngày thứ', 'From day'), min: 0, description: label('Số ngày kể từ ngày phát sinh công nợ', 'Days since the debt arose') }),
    DenNgay: field.integer({ label: label('Đến ngày thứ', 'To day'), min: 0, description: label('Để trống khi không giới hạn', 'Empty when unbounded') }),
    GhiChu: ghiChu(),
  },
});
export type NhomCongNo = CatalogueRow<typeof nhomCongNo>;

export const loaiNoiDungNhapLieu = defineCatalogue({
  name: 'DM_LoaiNoiDungNhapLieu',
  title: label('Loại nội dung nhập liệu', 'Data-entry content type'),
  codeField: 'MaLoaiNoiDungNhapLieu',
  nameField: 'TenLoaiNoiDungNhapLieu',
  fields: {
    MaLoaiNoiDungNhapLieu: codeField('Mã loại nội dung', 'Content type code'),
    TenLoaiNoiDungNhapLieu: nameField('Tên loại nội dung', 'Content type name', 200),
    GhiChu: ghiChu(),
  },
});
export type LoaiNoiDungNhapLieu = CatalogueRow<typeof loaiNoiDungNhapLieu>;

export const loaiPhieuThu = defineCatalogue({
  name: 'DM_LoaiPhieuThu',
  title: label('Loại phiếu thu', 'Payment slip type'),
  codeField: 'MaLoaiPhieuThu',
  nameField: 'TenLoaiPhieuThu',
  fields: {
    MaLoaiPhieuThu: codeField('Mã loại phiếu thu', 'Slip type code'),
    TenLoaiPhieuThu: nameField('Tên loại phiếu thu', 'Slip type name', 200),
    GhiChu: ghiChu(),
  },
});
export type LoaiPhieuThu = CatalogueRow<typeof loaiPhieuThu>;

export const nhomBenhNhan = defineCatalogue({
  name: 'DM_NhomBenhNhan',
  title: label('Nhóm bệnh nhân', 'Patient group'),
  codeField: 'MaNhomBenhNhan',
  nameField: 'TenNhomBenhNhan',
  fields: {
    MaNhomBenhNhan: codeField('Mã nhóm bệnh nhân', 'Patient group code'),
    TenNhomBenhNhan: nameField('Tên nhóm bệnh nhân', 'Patient group name', 200),
    // The spec's price scopes: retail customers pay retail prices, wholesale customers (clinics, pharmacies) wholesale ones.
    LoaiKhachHang: field.enum(['RETAIL', 'WHOLESALE'], {
      label: label('Loại khách hàng', 'Customer type'),
      valueLabels: { RETAIL: label('Khách lẻ', 'Retail'), WHOLESALE: label('Khách sỉ', 'Wholesale') },
    }),
    GhiChu: ghiChu(),
    MacDinh: macDinh(),
  },
});
export type NhomBenhNhan = CatalogueRow<typeof nhomBenhNhan>;
