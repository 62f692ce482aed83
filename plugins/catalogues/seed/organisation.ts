// Seeds of the organisation catalogues: staff titles, department types and specialties every facility uses, and a demo
// hospital's client companies and partner units (illustrative organisations, without tax codes).
import { chucDanh, chucVu, chuyenKhoa, congTy, donViDoiTac, loaiPhongBan } from '../rules';
import { seedOf } from './seed-kit';

export const chucDanhSeed = seedOf(chucDanh, [
  { MaChucDanh: 'GS', TenChucDanh: 'Giáo sư, tiến sĩ, bác sĩ', TenVietTat: 'GS.TS.BS.' },
  { MaChucDanh: 'PGS', TenChucDanh: 'Phó giáo sư, tiến sĩ, bác sĩ', TenVietTat: 'PGS.TS.BS.' },
  { MaChucDanh: 'TSBS', TenChucDanh: 'Tiến sĩ, bác sĩ', TenVietTat: 'TS.BS.' },
  { MaChucDanh: 'THSBS', TenChucDanh: 'Thạc sĩ, bác sĩ', TenVietTat: 'ThS.BS.' },
  { MaChucDanh: 'BSCKII', TenChucDanh: 'Bác sĩ chuyên khoa II', TenVietTat: 'BSCKII.' },
  { MaChucDanh: 'BSCKI', TenChucDanh: 'Bác sĩ chuyên khoa I', TenVietTat: 'BSCKI.' },
  { MaChucDanh: 'BSNT', TenChucDanh: 'Bác sĩ nội trú', TenVietTat: 'BSNT.' },
  { MaChucDanh: 'BS', TenChucDanh: 'Bác sĩ', TenVietTat: 'BS.' },
  { MaChucDanh: 'YS', TenChucDanh: 'Y sĩ', TenVietTat: 'YS.' },
  { MaChucDanh: 'DD', TenChucDanh: 'Điều dưỡng', TenVietTat: 'ĐD.' },
  { MaChucDanh: 'HS', TenChucDanh: 'Hộ sinh', TenVietTat: 'HS.' },
  { MaChucDanh: 'KTV', TenChucDanh: 'Kỹ thuật viên', TenVietTat: 'KTV.' },
  { MaChucDanh: 'DSCKI', TenChucDanh: 'Dược sĩ chuyên khoa I', TenVietTat: 'DSCKI.' },
  { MaChucDanh: 'DS', TenChucDanh: 'Dược sĩ', TenVietTat: 'DS.' },
  { MaChucDanh: 'CN', TenChucDanh: 'Cử nhân', TenVietTat: 'CN.' },
]);

export const loaiPhongBanSeed = seedOf(loaiPhongBan, [
  { MaLoaiPhongBan: 'KHOA-LS', TenLoaiPhongBan: 'Khoa lâm sàng' },
  { MaLoaiPhongBan: 'KHOA-CLS', TenLoaiPhongBan: 'Khoa cận lâm sàng' },
  { MaLoaiPhongBan: 'PHONG-KHAM', TenLoaiPhongBan: 'Phòng khám' },
  { MaLoaiPhongBan: 'KHOA-DUOC', TenLoaiPhongBan: 'Khoa dược' },
  { MaLoaiPhongBan: 'KHO', TenLoaiPhongBan: 'Kho' },
  { MaLoaiPhongBan: 'PHONG-CN', TenLoaiPhongBan: 'Phòng chức năng' },
  { MaLoaiPhongBan: 'THU-NGAN', TenLoaiPhongBan: 'Quầy thu ngân' },
]);

// The clinical and paraclinical specialties of a general hospital; the TT39 specialty is left for the facility to map.
export const chuyenKhoaSeed = seedOf(chuyenKhoa, [
  { MaChuyenKhoa: 'HSCC', TenChuyenKhoa: 'Hồi sức cấp cứu' },
  { MaChuyenKhoa: 'NOI', TenChuyenKhoa: 'Nội khoa' },
  { MaChuyenKhoa: 'TIM-MACH', TenChuyenKhoa: 'Tim mạch' },
  { MaChuyenKhoa: 'THAN-KINH', TenChuyenKhoa: 'Thần kinh' },
  { MaChuyenKhoa: 'NOI-TIET', TenChuyenKhoa: 'Nội tiết' },
  { MaChuyenKhoa: 'LAO-KHOA', TenChuyenKhoa: 'Lão khoa' },
  { MaChuyenKhoa: 'TRUYEN-NHIEM', TenChuyenKhoa: 'Truyền nhiễm' },
  { MaChuyenKhoa: 'LAO', TenChuyenKhoa: 'Lao và bệnh phổi' },
  { MaChuyenKhoa: 'NGOAI', TenChuyenKhoa: 'Ngoại khoa' },
  { MaChuyenKhoa: 'CTCH', TenChuyenKhoa: 'Chấn thương chỉnh hình' },
  { MaChuyenKhoa: 'GMHS', TenChuyenKhoa: 'Gây mê hồi sức' },
  { MaChuyenKhoa: 'SAN', TenChuyenKhoa: 'Sản phụ khoa' },
  { MaChuyenKhoa: 'NHI', TenChuyenKhoa: 'Nhi khoa' },
  { MaChuyenKhoa: 'MAT', TenChuyenKhoa: 'Mắt' },
  { MaChuyenKhoa: 'TMH', TenChuyenKhoa: 'Tai Mũi Họng' },
  { MaChuyenKhoa: 'RHM', TenChuyenKhoa: 'Răng Hàm Mặt' },
  { MaChuyenKhoa: 'DA-LIEU', TenChuyenKhoa: 'Da liễu' },
  { MaChuyenKhoa: 'UNG-BUOU', TenChuyenKhoa: 'Ung bướu' },
  { MaChuyenKhoa: 'TAM-THAN', TenChuyenKhoa: 'Tâm thần' },
  { MaChuyenKhoa: 'YHCT', TenChuyenKhoa: 'Y học cổ truyền' },
  { MaChuyenKhoa: 'PHCN', TenChuyenKhoa: 'Phục hồi chức năng' },
  { MaChuyenKhoa: 'DINH-DUONG', TenChuyenKhoa: 'Dinh dưỡng' },
  { MaChuyenKhoa: 'CDHA', TenChuyenKhoa: 'Chẩn đoán hình ảnh' },
  { MaChuyenKhoa: 'TDCN', TenChuyenKhoa: 'Thăm dò chức năng' },
  { MaChuyenKhoa: 'XN', TenChuyenKhoa: 'Xét nghiệm' },
]);

const DEMO_NOTE = 'Dữ liệu minh họa';

export const congTyDemoSeed = seedOf(congTy, [
  {
    MaCongTy: 'CT-MAYPT',
    TenCongTy: 'Công ty TNHH May mặc Phú Thịnh',
    TenVietTat: 'May Phú Thịnh',
    DiaChi: 'Tỉnh Phú Thọ',
    TenNguoiLienHe: 'Nguyễn Thị Lan',
    GhiChu: `${DEMO_NOTE}: khách hàng khám sức khỏe định kỳ`,
  },
  {
    MaCongTy: 'CT-XDHB',
    TenCongTy: 'Công ty Cổ phần Xây dựng Hòa Bình Xanh',
    TenVietTat: 'Hòa Bình Xanh',
    DiaChi: 'Tỉnh Phú Thọ',
    TenNguoiLienHe: 'Trần Văn Hùng',
    GhiChu: `${DEMO_NOTE}: khách hàng khám sức khỏe tuyển dụng`,
  },
]);

export const donViDoiTacDemoSeed = seedOf(donViDoiTac, [
  {
    MaDonViDoiTac: 'DT-XNSV',
    TenDonViDoiTac: 'Trung tâm Xét nghiệm Y khoa Sao Việt',
    DiaChi: 'Tỉnh Phú Thọ',
    GhiChu: `${DEMO_NOTE}: nhận gửi mẫu xét nghiệm chuyên sâu`,
  },
  {
    MaDonViDoiTac: 'DT-TBYT',
    TenDonViDoiTac: 'Công ty TNHH Thiết bị Y tế An Phát',
    DiaChi: 'Tỉnh Phú Thọ',
    GhiChu: `${DEMO_NOTE}: bảo trì thiết bị chẩn đoán hình ảnh`,
  },
]);

// Positions of a public hospital's organisation chart; the laboratory bell reads GĐ, PGĐ and NVVT.
export const chucVuSeed = seedOf(chucVu, [
  { MaChucVu: 'GĐ', TenChucVu: 'Giám đốc' },
  { MaChucVu: 'PGĐ', TenChucVu: 'Phó giám đốc' },
  { MaChucVu: 'TK', TenChucVu: 'Trưởng khoa' },
  { MaChucVu: 'PTK', TenChucVu: 'Phó trưởng khoa' },
  { MaChucVu: 'TP', TenChucVu: 'Trưởng phòng' },
  { MaChucVu: 'PTP', TenChucVu: 'Phó trưởng phòng' },
  { MaChucVu: 'ĐDT', TenChucVu: 'Điều dưỡng trưởng' },
  { MaChucVu: 'KTVT', TenChucVu: 'Kỹ thuật viên trưởng' },
  { MaChucVu: 'BS', TenChucVu: 'Bác sĩ' },
  { MaChucVu: 'DS', TenChucVu: 'Dược sĩ' },
  { MaChucVu: 'DD', TenChucVu: 'Điều dưỡng' },
  { MaChucVu: 'HS', TenChucVu: 'Hộ sinh' },
  { MaChucVu: 'KTV', TenChucVu: 'Kỹ thuật viên' },
  { MaChucVu: 'TN', TenChucVu: 'Thu ngân' },
  { MaChucVu: 'KT', TenChucVu: 'Kế toán' },
  { MaChucVu: 'NVVT', TenChucVu: 'Nhân viên văn thư' },
]);
