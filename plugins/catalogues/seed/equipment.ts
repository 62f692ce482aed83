// Seeds of a demo hospital's equipment (real models; serial numbers, insurance machine codes and departments left
// for the facility to fill in) and beds.
import { giuongBenh, thietBi } from '../rules';
import { seedOf } from './seed-kit';

export const thietBiDemoSeed = seedOf(thietBi, [
  {
    MaThietBi: 'TB-XQ-01',
    TenThietBi: 'Máy X-quang kỹ thuật số',
    Model: 'RADspeed Pro',
    NhaSanXuat: 'Shimadzu',
    NuocSanXuat: 'Nhật Bản',
    NamSuDung: 2022,
    NguonCap: 'NganSach',
    DichVu_Ids: ['XQ-NGUC', 'XQ-CSC', 'XQ-CSTL', 'XQ-GOI', 'XQ-BUNG', 'XQ-BLONDEAU'],
    SoLuongToiDaTrongNgay: 150,
  },
  {
    MaThietBi: 'TB-CT-01',
    TenThietBi: 'Máy chụp cắt lớp vi tính',
    Model: 'SOMATOM go.Up',
    NhaSanXuat: 'Siemens Healthineers',
    NamSuDung: 2023,
    NguonCap: 'XaHoiHoa',
    DichVu_Ids: ['CT-SO-NAO', 'CT-SO-NAO-CQ', 'CT-NGUC', 'CT-BUNG-CQ', 'CT-CSTL'],
    SoLuongToiDaTrongNgay: 60,
  },
  {
    MaThietBi: 'TB-MRI-01',
    TenThietBi: 'Máy chụp cộng hưởng từ 1,5 Tesla',
    Model: 'MAGNETOM Sempra',
    NhaSanXuat: 'Siemens Healthineers',
    NamSuDung: 2023,
    NguonCap: 'XaHoiHoa',
    DichVu_Ids: ['MRI-SO-NAO', 'MRI-CSC', 'MRI-CSTL', 'MRI-GOI'],
    SoLuongToiDaTrongNgay: 25,
  },
  {
    MaThietBi: 'TB-SA-01',
    TenThietBi: 'Máy siêu âm màu Doppler',
    Model: 'Affiniti 50',
    NhaSanXuat: 'Philips',
    NamSuDung: 2021,
    NguonCap: 'NganSach',
    DichVu_Ids: ['SA-BUNG', 'SA-TUYEN-GIAP', 'SA-VU', 'SA-THAI', 'SA-DAU-DO-AD', 'SA-TIM', 'SA-DOPPLER-DM-CANH', 'SA-DOPPLER-TM-CHI'],
    SoLuongToiDaTrongNgay: 80,
  },
  {
    MaThietBi: 'TB-SH-01',
    TenThietBi: 'Máy xét nghiệm sinh hóa tự động',
    Model: 'AU680',
    NhaSanXuat: 'Beckman Coulter',
    NuocSanXuat: 'Nhật Bản',
    NamSuDung: 2020,
    NguonCap: 'NganSach',
    DichVu_Ids: ['XN-GLU', 'XN-URE', 'XN-CRE', 'XN-URIC', 'XN-AST', 'XN-ALT', 'XN-GGT', 'XN-BIL-TP', 'XN-BIL-TT', 'XN-PROTEIN', 'XN-ALBUMIN', 'XN-CHOL', 'XN-TG', 'XN-HDL', 'XN-LDL', 'XN-CALCI', 'XN-CRP', 'XN-AMYLASE', 'XN-CKMB'],
  },
  {
    MaThietBi: 'TB-HH-01',
    TenThietBi: 'Máy phân tích huyết học tự động',
    Model: 'XN-1000',
    NhaSanXuat: 'Sysmex',
    NuocSanXuat: 'Nhật Bản',
    NamSuDung: 2021,
    NguonCap: 'NganSach',
    DichVu_Ids: ['XN-TPTTBM'],
  },
  {
    MaThietBi: 'TB-DT-01',
    TenThietBi: 'Máy điện tim',
    Model: 'Cardiofax S ECG-1250',
    NhaSanXuat: 'Nihon Kohden',
    NuocSanXuat: 'Nhật Bản',
    NamSuDung: 2019,
    NguonCap: 'NganSach',
    DichVu_Ids: ['DT-THUONG'],
  },
  {
    MaThietBi: 'TB-NS-01',
    TenThietBi: 'Hệ thống nội soi tiêu hóa',
    Model: 'EVIS EXERA III CV-190',
    NhaSanXuat: 'Olympus',
    NuocSanXuat: 'Nhật Bản',
    NamSuDung: 2022,
    NguonCap: 'XaHoiHoa',
    DichVu_Ids: ['NS-DD', 'NS-DD-GM', 'NS-DTT'],
    SoLuongToiDaTrongNgay: 30,
  },
]);

const beds = (prefix: string, room: string, count: number, type: string) =>
  Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return { MaGiuongBenh: `${prefix}-${room}-${number}`, TenGiuongBenh: `Giường ${number} - Phòng ${room}`, LoaiGiuongBenh: type };
  });

export const giuongBenhDemoSeed = seedOf(giuongBenh, [
  ...beds('NOI', '101', 6, 'Thuong'),
  ...beds('NGOAI', '201', 6, 'Thuong'),
  ...beds('HSTC', '105', 4, 'HoiSucTichCuc'),
  ...beds('CC', '001', 3, 'HoiSucCapCuu'),
  ...beds('BN', '110', 4, 'BanNgay'),
  ...beds('TN', '301', 2, 'TuNguyen'),
]);
