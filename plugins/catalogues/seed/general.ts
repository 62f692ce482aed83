// Seeds of the general catalogues: the national lists (ethnicities, blood groups, currencies) and common working
// lists (occupations, reasons, resolutions, slip types), and a demo hospital's accounts, periods and groups.
import { danToc, huongGiaiQuyet, kyBaoCao, loaiPhieuThu, lyDo, ngheNghiep, nhomBenhNhan, nhomCongNo, nhomMau, taiKhoanNganHang, tienTe, yeuToRh } from '../rules';
import { seedOf } from './seed-kit';

// The 54 ethnic groups with the codes of the General Statistics Office's list (Quyết định 121-TCTK/PPCĐ).
const ETHNICITIES: readonly (readonly [string, string, string?])[] = [
  ['01', 'Kinh', 'Việt'], ['02', 'Tày'], ['03', 'Thái'], ['04', 'Hoa', 'Hán'], ['05', 'Khơ-me', 'Khmer'],
  ['06', 'Mường'], ['07', 'Nùng'], ['08', 'Hmông', 'Mông'], ['09', 'Dao'], ['10', 'Gia-rai'],
  ['11', 'Ngái'], ['12', 'Ê-đê'], ['13', 'Ba-na'], ['14', 'Xơ-đăng'], ['15', 'Sán Chay'],
  ['16', 'Cơ-ho'], ['17', 'Chăm'], ['18', 'Sán Dìu'], ['19', 'Hrê'], ['20', 'Mnông'],
  ['21', 'Ra-glai'], ['22', 'Xtiêng'], ['23', 'Bru-Vân Kiều', 'Vân Kiều, Bru'], ['24', 'Thổ'], ['25', 'Giáy'],
  ['26', 'Cơ-tu'], ['27', 'Gié-Triêng'], ['28', 'Mạ'], ['29', 'Khơ-mú'], ['30', 'Co'],
  ['31', 'Tà-ôi'], ['32', 'Chơ-ro'], ['33', 'Kháng'], ['34', 'Xinh-mun'], ['35', 'Hà Nhì'],
  ['36', 'Chu-ru'], ['37', 'Lào'], ['38', 'La Chí'], ['39', 'La Ha'], ['40', 'Phù Lá'],
  ['41', 'La Hủ'], ['42', 'Lự'], ['43', 'Lô Lô'], ['44', 'Chứt'], ['45', 'Mảng'],
  ['46', 'Pà Thẻn'], ['47', 'Cơ Lao'], ['48', 'Cống'], ['49', 'Bố Y'], ['50', 'Si La'],
  ['51', 'Pu Péo'], ['52', 'Brâu'], ['53', 'Ơ Đu'], ['54', 'Rơ-măm'],
];

export const danTocSeed = seedOf(
  danToc,
  ETHNICITIES.map(([code, name, otherNames]) => ({ MaDanToc: code, TenDanToc: name, ...(otherNames ? { TenGoiKhac: otherNames } : {}) })),
);

// A working list for the registration form, not an official classification.
export const ngheNghiepSeed = seedOf(ngheNghiep, [
  { MaNgheNghiep: 'TE', TenNgheNghiep: 'Trẻ em chưa đi học' },
  { MaNgheNghiep: 'HS', TenNgheNghiep: 'Học sinh' },
  { MaNgheNghiep: 'SV', TenNgheNghiep: 'Sinh viên' },
  { MaNgheNghiep: 'CN', TenNgheNghiep: 'Công nhân' },
  { MaNgheNghiep: 'ND', TenNgheNghiep: 'Nông dân' },
  { MaNgheNghiep: 'NGD', TenNgheNghiep: 'Ngư dân' },
  { MaNgheNghiep: 'CBCC', TenNgheNghiep: 'Cán bộ, công chức, viên chức' },
  { MaNgheNghiep: 'GV', TenNgheNghiep: 'Giáo viên' },
  { MaNgheNghiep: 'NVYT', TenNgheNghiep: 'Nhân viên y tế' },
  { MaNgheNghiep: 'QN', TenNgheNghiep: 'Quân nhân' },
  { MaNgheNghiep: 'CA', TenNgheNghiep: 'Công an' },
  { MaNgheNghiep: 'NVVP', TenNgheNghiep: 'Nhân viên văn phòng' },
  { MaNgheNghiep: 'KS', TenNgheNghiep: 'Kỹ sư' },
  { MaNgheNghiep: 'KT', TenNgheNghiep: 'Kế toán' },
  { MaNgheNghiep: 'LX', TenNgheNghiep: 'Lái xe' },
  { MaNgheNghiep: 'TTC', TenNgheNghiep: 'Thợ thủ công' },
  { MaNgheNghiep: 'TXD', TenNgheNghiep: 'Thợ xây dựng' },
  { MaNgheNghiep: 'KD', TenNgheNghiep: 'Kinh doanh, buôn bán' },
  { MaNgheNghiep: 'NVDV', TenNgheNghiep: 'Nhân viên dịch vụ, bán hàng' },
  { MaNgheNghiep: 'LDTD', TenNgheNghiep: 'Lao động tự do' },
  { MaNgheNghiep: 'NT', TenNgheNghiep: 'Nội trợ' },
  { MaNgheNghiep: 'HT', TenNgheNghiep: 'Hưu trí' },
  { MaNgheNghiep: 'NS', TenNgheNghiep: 'Nghệ sĩ' },
  { MaNgheNghiep: 'VDV', TenNgheNghiep: 'Vận động viên' },
  { MaNgheNghiep: 'TS', TenNgheNghiep: 'Tu sĩ, chức sắc tôn giáo' },
  { MaNgheNghiep: 'TN', TenNgheNghiep: 'Không có việc làm' },
  { MaNgheNghiep: 'KHAC', TenNgheNghiep: 'Nghề khác' },
]);

export const nhomMauSeed = seedOf(nhomMau, [
  { MaNhomMau: 'A', TenNhomMau: 'Nhóm máu A' },
  { MaNhomMau: 'B', TenNhomMau: 'Nhóm máu B' },
  { MaNhomMau: 'AB', TenNhomMau: 'Nhóm máu AB' },
  { MaNhomMau: 'O', TenNhomMau: 'Nhóm máu O' },
]);

export const yeuToRhSeed = seedOf(yeuToRh, [
  { MaYeuToRh: 'RH-DUONG', TenYeuToRh: 'Rh dương tính (Rh+)' },
  { MaYeuToRh: 'RH-AM', TenYeuToRh: 'Rh âm tính (Rh−)' },
]);

export const tienTeSeed = seedOf(tienTe, [
  { MaTienTe: 'VND', TenTienTe: 'Đồng Việt Nam', MacDinh: true },
  { MaTienTe: 'USD', TenTienTe: 'Đô la Mỹ', MacDinh: false },
]);

export const lyDoSeed = seedOf(lyDo, [
  { MaLyDo: 'HBL-SAI-TT', LoaiLyDo: 'HuyBienLai', TenLyDo: 'Thu sai thông tin người bệnh', MacDinh: true },
  { MaLyDo: 'HBL-TRUNG', LoaiLyDo: 'HuyBienLai', TenLyDo: 'Thu trùng biên lai' },
  { MaLyDo: 'HBL-SAI-TIEN', LoaiLyDo: 'HuyBienLai', TenLyDo: 'Thu sai số tiền' },
  { MaLyDo: 'HT-KHONG-TH', LoaiLyDo: 'HoanTien', TenLyDo: 'Dịch vụ không thực hiện được', MacDinh: true },
  { MaLyDo: 'HT-TU-CHOI', LoaiLyDo: 'HoanTien', TenLyDo: 'Người bệnh từ chối thực hiện dịch vụ' },
  { MaLyDo: 'HT-DOI-DT', LoaiLyDo: 'HoanTien', TenLyDo: 'Người bệnh chuyển sang đối tượng bảo hiểm y tế' },
  { MaLyDo: 'MG-HO-NGHEO', LoaiLyDo: 'MienGiam', TenLyDo: 'Người bệnh thuộc hộ nghèo, hoàn cảnh khó khăn', MacDinh: true },
  { MaLyDo: 'MG-NHAN-VIEN', LoaiLyDo: 'MienGiam', TenLyDo: 'Nhân viên bệnh viện và người nhà' },
  { MaLyDo: 'MG-CHINH-SACH', LoaiLyDo: 'MienGiam', TenLyDo: 'Đối tượng chính sách' },
  { MaLyDo: 'HCD-NHAM', LoaiLyDo: 'HuyChiDinh', TenLyDo: 'Chỉ định nhầm dịch vụ', MacDinh: true },
  { MaLyDo: 'HCD-TU-CHOI', LoaiLyDo: 'HuyChiDinh', TenLyDo: 'Người bệnh không đồng ý thực hiện' },
  { MaLyDo: 'HCD-CHONG-CD', LoaiLyDo: 'HuyChiDinh', TenLyDo: 'Người bệnh có chống chỉ định' },
  { MaLyDo: 'CV-CHUYEN-MON', LoaiLyDo: 'ChuyenVien', TenLyDo: 'Vượt quá khả năng chuyên môn của cơ sở', MacDinh: true },
  { MaLyDo: 'CV-YEU-CAU', LoaiLyDo: 'ChuyenVien', TenLyDo: 'Theo yêu cầu của người bệnh hoặc người nhà' },
  { MaLyDo: 'KHAC', LoaiLyDo: 'Khac', TenLyDo: 'Lý do khác' },
]);

export const huongGiaiQuyetSeed = seedOf(huongGiaiQuyet, [
  { MaHuongGiaiQuyet: 'CAP-TOA', TenHuongGiaiQuyet: 'Cấp toa cho về' },
  { MaHuongGiaiQuyet: 'NGOAI-TRU', TenHuongGiaiQuyet: 'Điều trị ngoại trú' },
  { MaHuongGiaiQuyet: 'NHAP-VIEN', TenHuongGiaiQuyet: 'Nhập viện' },
  { MaHuongGiaiQuyet: 'CHUYEN-VIEN', TenHuongGiaiQuyet: 'Chuyển viện' },
  { MaHuongGiaiQuyet: 'CHUYEN-PK', TenHuongGiaiQuyet: 'Chuyển phòng khám khác' },
  { MaHuongGiaiQuyet: 'HEN-TAI-KHAM', TenHuongGiaiQuyet: 'Hẹn tái khám' },
  { MaHuongGiaiQuyet: 'KHONG-DIEU-TRI', TenHuongGiaiQuyet: 'Khám xong, không cần điều trị' },
]);

export const loaiPhieuThuSeed = seedOf(loaiPhieuThu, [
  { MaLoaiPhieuThu: 'TAM-UNG', TenLoaiPhieuThu: 'Phiếu thu tạm ứng' },
  { MaLoaiPhieuThu: 'VIEN-PHI', TenLoaiPhieuThu: 'Phiếu thu viện phí' },
  { MaLoaiPhieuThu: 'DICH-VU', TenLoaiPhieuThu: 'Phiếu thu dịch vụ theo yêu cầu' },
  { MaLoaiPhieuThu: 'NHA-THUOC', TenLoaiPhieuThu: 'Phiếu thu bán thuốc' },
  { MaLoaiPhieuThu: 'HOP-DONG', TenLoaiPhieuThu: 'Phiếu thu hợp đồng khám sức khỏe' },
]);

// Demo hospital: illustrative account numbers at real banks (NAPAS BINs).
export const taiKhoanNganHangDemoSeed = seedOf(taiKhoanNganHang, [
  {
    MaTaiKhoanNganHang: '1019283746',
    TenTaiKhoanNganHang: 'BỆNH VIỆN ĐA KHOA HÒA BÌNH',
    ChiNhanhNganHang: 'Chi nhánh Hòa Bình',
    MaNganHang: '970436',
    TenNganHang: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)',
    GhiChu: 'Tài khoản thu viện phí và tạm ứng',
    scopeOfUses: ['VienPhiNgoaiTru', 'VienPhiNoiTru', 'TamUng'],
  },
  {
    MaTaiKhoanNganHang: '31010009876543',
    TenTaiKhoanNganHang: 'BỆNH VIỆN ĐA KHOA HÒA BÌNH',
    ChiNhanhNganHang: 'Chi nhánh Hòa Bình',
    MaNganHang: '970418',
    TenNganHang: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)',
    GhiChu: 'Tài khoản nhà thuốc bệnh viện',
    scopeOfUses: ['NhaThuoc'],
  },
  {
    MaTaiKhoanNganHang: '112000567890',
    TenTaiKhoanNganHang: 'BỆNH VIỆN ĐA KHOA HÒA BÌNH',
    ChiNhanhNganHang: 'Chi nhánh Hòa Bình',
    MaNganHang: '970415',
    TenNganHang: 'Ngân hàng TMCP Công Thương Việt Nam (VietinBank)',
    GhiChu: 'Tài khoản thu hợp đồng khám sức khỏe doanh nghiệp',
    scopeOfUses: ['HopDongKhamSucKhoe'],
  },
]);

export const kyBaoCaoDemoSeed = seedOf(kyBaoCao, [
  { MaKyBaoCao: '2025-Q1', TenKyBaoCao: 'Quý I năm 2025', NgayBatDau: '01/01/2025', NgayKetThuc: '31/03/2025', LoaiBaoCao: 'Quy' },
  { MaKyBaoCao: '2025-Q2', TenKyBaoCao: 'Quý II năm 2025', NgayBatDau: '01/04/2025', NgayKetThuc: '30/06/2025', LoaiBaoCao: 'Quy' },
  { MaKyBaoCao: '2025-6T', TenKyBaoCao: '6 tháng đầu năm 2025', NgayBatDau: '01/01/2025', NgayKetThuc: '30/06/2025', LoaiBaoCao: 'SauThang' },
  { MaKyBaoCao: '2025-Q3', TenKyBaoCao: 'Quý III năm 2025', NgayBatDau: '01/07/2025', NgayKetThuc: '30/09/2025', LoaiBaoCao: 'Quy' },
  { MaKyBaoCao: '2025-9T', TenKyBaoCao: '9 tháng năm 2025', NgayBatDau: '01/01/2025', NgayKetThuc: '30/09/2025', LoaiBaoCao: 'ChinThang' },
  { MaKyBaoCao: '2025-Q4', TenKyBaoCao: 'Quý IV năm 2025', NgayBatDau: '01/10/2025', NgayKetThuc: '31/12/2025', LoaiBaoCao: 'Quy' },
  { MaKyBaoCao: '2025', TenKyBaoCao: 'Năm 2025', NgayBatDau: '01/01/2025', NgayKetThuc: '31/12/2025', LoaiBaoCao: 'Nam' },
]);

export const nhomCongNoDemoSeed = seedOf(nhomCongNo, [
  { MaNhomCongNo: 'TRONG-HAN', TenNhomCongNo: 'Nợ trong hạn (đến 30 ngày)', TuNgay: 0, DenNgay: 30 },
  { MaNhomCongNo: 'QUA-HAN-1', TenNhomCongNo: 'Nợ quá hạn từ 31 đến 60 ngày', TuNgay: 31, DenNgay: 60 },
  { MaNhomCongNo: 'QUA-HAN-2', TenNhomCongNo: 'Nợ quá hạn từ 61 đến 90 ngày', TuNgay: 61, DenNgay: 90 },
  { MaNhomCongNo: 'QUA-HAN-3', TenNhomCongNo: 'Nợ quá hạn trên 90 ngày', TuNgay: 91 },
]);

export const nhomBenhNhanDemoSeed = seedOf(nhomBenhNhan, [
  { MaNhomBenhNhan: 'KHACH-LE', TenNhomBenhNhan: 'Khách lẻ', LoaiKhachHang: 'RETAIL', MacDinh: true },
  { MaNhomBenhNhan: 'NHAN-VIEN', TenNhomBenhNhan: 'Nhân viên bệnh viện', LoaiKhachHang: 'RETAIL' },
  { MaNhomBenhNhan: 'DOANH-NGHIEP', TenNhomBenhNhan: 'Khách hàng doanh nghiệp (khám sức khỏe)', LoaiKhachHang: 'RETAIL' },
  { MaNhomBenhNhan: 'KHACH-SI', TenNhomBenhNhan: 'Nhà thuốc, phòng khám mua sỉ', LoaiKhachHang: 'WHOLESALE' },
]);
