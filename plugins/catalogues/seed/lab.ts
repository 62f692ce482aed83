// Seeds of a demo public-health laboratory testing domestic water against QCVN 01-1:2018/BYT: its instruments (real
// models), lab groups, indicators with the regulation's limits and the method each is tested by, the group A test set,
// a price group and the regulation's note. Detection and quantitation limits are the lab's own, found by validating
// each method, so they are left empty; fees are illustrative.
import { chiTieuChuan, chiTieuXetNghiem, ghiChuTieuChuan, nhomGiaChiTieu, nhomLabo, thietBi } from '../rules';
import { seedOf } from './seed-kit';

export const thietBiLabDemoSeed = seedOf(thietBi, [
  { MaThietBi: 'TB-PH-01', TenThietBi: 'Máy đo pH để bàn', Model: 'SevenCompact S210', NhaSanXuat: 'Mettler Toledo', NamSuDung: 2021, NguonCap: 'NganSach' },
  { MaThietBi: 'TB-DODUC-01', TenThietBi: 'Máy đo độ đục', Model: '2100Q', NhaSanXuat: 'Hach', NamSuDung: 2021, NguonCap: 'NganSach' },
  { MaThietBi: 'TB-UVVIS-01', TenThietBi: 'Máy quang phổ tử ngoại - khả kiến (UV-Vis)', Model: 'DR6000', NhaSanXuat: 'Hach', NamSuDung: 2020, NguonCap: 'NganSach' },
  { MaThietBi: 'TB-AAS-01', TenThietBi: 'Máy quang phổ hấp thụ nguyên tử (AAS)', Model: 'PinAAcle 900T', NhaSanXuat: 'PerkinElmer', NamSuDung: 2019, NguonCap: 'NganSach' },
  { MaThietBi: 'TB-TUAM-01', TenThietBi: 'Tủ ấm vi sinh', Model: 'IN110', NhaSanXuat: 'Memmert', NuocSanXuat: 'Đức', NamSuDung: 2020, NguonCap: 'NganSach' },
]);

export const nhomLaboDemoSeed = seedOf(nhomLabo, [
  { MaNhomLabo: 'HL', TenNhomLabo: 'Hóa lý', ThietBi_Ids: ['TB-PH-01', 'TB-DODUC-01', 'TB-UVVIS-01'] },
  { MaNhomLabo: 'KL', TenNhomLabo: 'Kim loại', ThietBi_Ids: ['TB-AAS-01'] },
  { MaNhomLabo: 'VS', TenNhomLabo: 'Vi sinh', ThietBi_Ids: ['TB-TUAM-01'] },
]);

const QCVN_NUOC_SACH = 'QCVN 01-1:2018/BYT';
const water = { NenMau: 'Nước sạch', TieuChuan: QCVN_NUOC_SACH } as const;
const MG_L = 'mg/L';

// Limits as the regulation's table writes them: the maximum allowed, except the ranges of pH and free chlorine.
export const chiTieuXetNghiemDemoSeed = seedOf(chiTieuXetNghiem, [
  // Group A: tested at every supply, whatever its source.
  { MaChiTieu: 'NS-COLIFORM', TenChiTieu: 'Coliform', ...water, GioiHanChoPhep: '< 3', DonViTinh: 'CFU/100 mL', PhuongPhap: 'TCVN 6187-1:2019', ChiPhiXetNghiem: 80_000, NhomLabo_Id: 'VS', ThuTu: 1, ThietBi_Ids: ['TB-TUAM-01'] },
  // The regulation reads 'E. coli hoặc Coliform chịu nhiệt'; the method counts E. coli, whose name prints in italics.
  { MaChiTieu: 'NS-ECOLI', TenChiTieu: 'E. coli', ...water, GioiHanChoPhep: '< 1', DonViTinh: 'CFU/100 mL', PhuongPhap: 'TCVN 6187-1:2019', ChiPhiXetNghiem: 80_000, NhomLabo_Id: 'VS', ThuTu: 2, ChuNghieng: true, ThietBi_Ids: ['TB-TUAM-01'] },
  {
    MaChiTieu: 'NS-AS',
    TenChiTieu: 'Asen (As)',
    ...water,
    GioiHanChoPhep: '0,01',
    DonViTinh: MG_L,
    PhuongPhap: 'TCVN 6626:2000',
    ChiPhiXetNghiem: 150_000,
    NhomLabo_Id: 'KL',
    ThuTu: 3,
    GhiChuTieuChuan: 'Chỉ áp dụng đối với đơn vị cấp nước khai thác nước ngầm.',
    ThietBi_Ids: ['TB-AAS-01'],
  },
  {
    MaChiTieu: 'NS-CLODU',
    TenChiTieu: 'Clo dư tự do',
    ...water,
    GioiHanChoPhep: '0,2 - 1,0',
    GioiHanChoPhepKhiIn: 'Trong khoảng 0,2 - 1,0',
    DonViTinh: MG_L,
    PhuongPhap: 'SMEWW 4500-Cl G:2017',
    ChiPhiXetNghiem: 40_000,
    NhomLabo_Id: 'HL',
    ThuTu: 4,
    GhiChuTieuChuan: 'Chỉ áp dụng đối với đơn vị cấp nước sử dụng Clo làm phương pháp khử trùng.',
    ThietBi_Ids: ['TB-UVVIS-01'],
  },
  { MaChiTieu: 'NS-DODUC', TenChiTieu: 'Độ đục', ...water, GioiHanChoPhep: '2', DonViTinh: 'NTU', PhuongPhap: 'SMEWW 2130B:2017', ChiPhiXetNghiem: 30_000, NhomLabo_Id: 'HL', ThuTu: 5, ThietBi_Ids: ['TB-DODUC-01'] },
  { MaChiTieu: 'NS-MAU', TenChiTieu: 'Màu sắc', ...water, GioiHanChoPhep: '15', DonViTinh: 'TCU', PhuongPhap: 'SMEWW 2120C:2017', ChiPhiXetNghiem: 40_000, NhomLabo_Id: 'HL', ThuTu: 6, ThietBi_Ids: ['TB-UVVIS-01'] },
  {
    MaChiTieu: 'NS-MUIVI',
    TenChiTieu: 'Mùi, vị',
    ...water,
    GioiHanChoPhep: 'Không có mùi, vị lạ',
    PhuongPhap: 'SMEWW 2150B:2017 và SMEWW 2160B:2017',
    ChiPhiXetNghiem: 30_000,
    NhomLabo_Id: 'HL',
    ThuTu: 7,
    CamQuan: true,
  },
  {
    MaChiTieu: 'NS-PH',
    TenChiTieu: 'pH',
    ...water,
    GioiHanChoPhep: '6,0 - 8,5',
    GioiHanChoPhepKhiIn: 'Trong khoảng 6,0 - 8,5',
    PhuongPhap: 'TCVN 6492:2011',
    ChiPhiXetNghiem: 30_000,
    NhomLabo_Id: 'HL',
    ThuTu: 8,
    ThietBi_Ids: ['TB-PH-01'],
  },
  // Group B: tested as the supply's risks call for.
  { MaChiTieu: 'NS-AMONI', TenChiTieu: 'Amoni (NH3 và NH4+ tính theo N)', ...water, GioiHanChoPhep: '0,3', DonViTinh: MG_L, PhuongPhap: 'TCVN 6179-1:1996', ChiPhiXetNghiem: 60_000, NhomLabo_Id: 'HL', ThuTu: 9, ThietBi_Ids: ['TB-UVVIS-01'] },
  { MaChiTieu: 'NS-NITRIT', TenChiTieu: 'Nitrit (NO2- tính theo N)', ...water, GioiHanChoPhep: '0,05', DonViTinh: MG_L, PhuongPhap: 'TCVN 6178:1996', ChiPhiXetNghiem: 60_000, NhomLabo_Id: 'HL', ThuTu: 10, ThietBi_Ids: ['TB-UVVIS-01'] },
  { MaChiTieu: 'NS-NITRAT', TenChiTieu: 'Nitrat (NO3- tính theo N)', ...water, GioiHanChoPhep: '2', DonViTinh: MG_L, PhuongPhap: 'TCVN 6180:1996', ChiPhiXetNghiem: 60_000, NhomLabo_Id: 'HL', ThuTu: 11, ThietBi_Ids: ['TB-UVVIS-01'] },
  { MaChiTieu: 'NS-FE', TenChiTieu: 'Sắt (Fe)', ...water, GioiHanChoPhep: '0,3', DonViTinh: MG_L, PhuongPhap: 'TCVN 6177:1996', ChiPhiXetNghiem: 60_000, NhomLabo_Id: 'HL', ThuTu: 12, ThietBi_Ids: ['TB-UVVIS-01'] },
  { MaChiTieu: 'NS-MN', TenChiTieu: 'Mangan (Mn)', ...water, GioiHanChoPhep: '0,1', DonViTinh: MG_L, PhuongPhap: 'TCVN 6002:1995', ChiPhiXetNghiem: 60_000, NhomLabo_Id: 'HL', ThuTu: 13, ThietBi_Ids: ['TB-UVVIS-01'] },
]);

const GROUP_A = ['NS-COLIFORM', 'NS-ECOLI', 'NS-AS', 'NS-CLODU', 'NS-DODUC', 'NS-MAU', 'NS-MUIVI', 'NS-PH'];

export const chiTieuChuanDemoSeed = seedOf(chiTieuChuan, [
  { MaChiTieuChuan: 'NS-QCVN01-1-A', TenChiTieuChuan: `Nước sạch sinh hoạt theo ${QCVN_NUOC_SACH} (nhóm A)`, ChiTieuXetNghiem_Ids: GROUP_A },
]);

export const nhomGiaChiTieuDemoSeed = seedOf(nhomGiaChiTieu, [
  // 480 000 đ indicator by indicator.
  { MaNhomGiaChiTieu: 'NG-NS-A', TenNhomGiaChiTieu: `Nhóm A nước sạch sinh hoạt (${QCVN_NUOC_SACH})`, GiaTri: 420_000, ChiTieuXetNghiem_Ids: GROUP_A },
]);

export const ghiChuTieuChuanDemoSeed = seedOf(ghiChuTieuChuan, [
  {
    TieuChuan: QCVN_NUOC_SACH,
    GhiChu:
      'Quy chuẩn kỹ thuật quốc gia về chất lượng nước sạch sử dụng cho mục đích sinh hoạt, ban hành kèm theo Thông tư số 41/2018/TT-BYT của Bộ trưởng Bộ Y tế. Giá trị giới hạn là mức tối đa cho phép, trừ pH và Clo dư tự do là khoảng cho phép.',
  },
]);
