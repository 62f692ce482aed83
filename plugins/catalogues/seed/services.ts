// Seeds of the service catalogues: service types and groups every facility uses, and a demo general hospital's
// services with list prices, packages, quotas, treatment courses and contraindication rules.
import { chongChiDinh, dichVu, dinhMucDichVu, goiDichVu, lieuTrinh, loaiDichVu, nhomDichVu } from '../rules';
import { seedOf } from './seed-kit';

export const loaiDichVuSeed = seedOf(loaiDichVu, [
  { MaLoaiDichVu: 'KhamBenh', TenLoaiDichVu: 'Khám bệnh', ThuTu: 1 },
  { MaLoaiDichVu: 'XetNghiem', TenLoaiDichVu: 'Xét nghiệm', ThuTu: 2 },
  { MaLoaiDichVu: 'ChanDoanHinhAnh', TenLoaiDichVu: 'Chẩn đoán hình ảnh', ThuTu: 3 },
  { MaLoaiDichVu: 'SieuAm', TenLoaiDichVu: 'Siêu âm', ThuTu: 4 },
  { MaLoaiDichVu: 'ThamDoChucNang', TenLoaiDichVu: 'Thăm dò chức năng', ThuTu: 5 },
  { MaLoaiDichVu: 'NoiSoi', TenLoaiDichVu: 'Nội soi', ThuTu: 6 },
  { MaLoaiDichVu: 'ThuThuat', TenLoaiDichVu: 'Thủ thuật', ThuTu: 7 },
  { MaLoaiDichVu: 'PhauThuat', TenLoaiDichVu: 'Phẫu thuật', ThuTu: 8 },
  { MaLoaiDichVu: 'Mau', TenLoaiDichVu: 'Máu và chế phẩm máu', ThuTu: 9 },
  { MaLoaiDichVu: 'NgayGiuong', TenLoaiDichVu: 'Ngày giường bệnh', ThuTu: 10 },
  { MaLoaiDichVu: 'VatLyTriLieu', TenLoaiDichVu: 'Vật lý trị liệu - phục hồi chức năng', ThuTu: 11 },
  { MaLoaiDichVu: 'Spa', TenLoaiDichVu: 'Chăm sóc sắc đẹp (spa)', ThuTu: 12 },
  { MaLoaiDichVu: 'Khac', TenLoaiDichVu: 'Dịch vụ khác', ThuTu: 13 },
]);

export const nhomDichVuSeed = seedOf(nhomDichVu, [
  { MaNhomDichVu: 'KB', TenNhomDichVu: 'Khám bệnh', LoaiDichVu_Id: 'KhamBenh', ThuTu: 1 },
  { MaNhomDichVu: 'XN-HH', TenNhomDichVu: 'Xét nghiệm huyết học', LoaiDichVu_Id: 'XetNghiem', ThuTu: 2 },
  { MaNhomDichVu: 'XN-SH', TenNhomDichVu: 'Xét nghiệm sinh hóa', LoaiDichVu_Id: 'XetNghiem', ThuTu: 3 },
  { MaNhomDichVu: 'XN-MD', TenNhomDichVu: 'Xét nghiệm miễn dịch', LoaiDichVu_Id: 'XetNghiem', ThuTu: 4 },
  { MaNhomDichVu: 'XN-VS', TenNhomDichVu: 'Xét nghiệm vi sinh', LoaiDichVu_Id: 'XetNghiem', ThuTu: 5 },
  { MaNhomDichVu: 'XN-NT', TenNhomDichVu: 'Xét nghiệm nước tiểu', LoaiDichVu_Id: 'XetNghiem', ThuTu: 6 },
  { MaNhomDichVu: 'XN-GPB', TenNhomDichVu: 'Giải phẫu bệnh - tế bào học', LoaiDichVu_Id: 'XetNghiem', ThuTu: 7 },
  { MaNhomDichVu: 'CDHA-XQ', TenNhomDichVu: 'X-quang', LoaiDichVu_Id: 'ChanDoanHinhAnh', ThuTu: 8 },
  { MaNhomDichVu: 'CDHA-CT', TenNhomDichVu: 'Chụp cắt lớp vi tính (CT)', LoaiDichVu_Id: 'ChanDoanHinhAnh', ThuTu: 9 },
  { MaNhomDichVu: 'CDHA-MRI', TenNhomDichVu: 'Chụp cộng hưởng từ (MRI)', LoaiDichVu_Id: 'ChanDoanHinhAnh', ThuTu: 10 },
  { MaNhomDichVu: 'SA', TenNhomDichVu: 'Siêu âm', LoaiDichVu_Id: 'SieuAm', ThuTu: 11 },
  { MaNhomDichVu: 'TDCN-DIEN-TIM', TenNhomDichVu: 'Điện tim', LoaiDichVu_Id: 'ThamDoChucNang', ThuTu: 12 },
  { MaNhomDichVu: 'TDCN-DIEN-NAO', TenNhomDichVu: 'Điện não', LoaiDichVu_Id: 'ThamDoChucNang', ThuTu: 13 },
  { MaNhomDichVu: 'TDCN-HO-HAP', TenNhomDichVu: 'Thăm dò chức năng hô hấp', LoaiDichVu_Id: 'ThamDoChucNang', ThuTu: 14 },
  { MaNhomDichVu: 'NS-TIEU-HOA', TenNhomDichVu: 'Nội soi tiêu hóa', LoaiDichVu_Id: 'NoiSoi', ThuTu: 15 },
  { MaNhomDichVu: 'NS-TMH', TenNhomDichVu: 'Nội soi tai mũi họng', LoaiDichVu_Id: 'NoiSoi', ThuTu: 16 },
  { MaNhomDichVu: 'TT', TenNhomDichVu: 'Thủ thuật', LoaiDichVu_Id: 'ThuThuat', ThuTu: 17 },
  { MaNhomDichVu: 'PT', TenNhomDichVu: 'Phẫu thuật', LoaiDichVu_Id: 'PhauThuat', ThuTu: 18 },
  { MaNhomDichVu: 'MAU', TenNhomDichVu: 'Máu và chế phẩm máu', LoaiDichVu_Id: 'Mau', ThuTu: 19 },
  { MaNhomDichVu: 'GB', TenNhomDichVu: 'Giường bệnh', LoaiDichVu_Id: 'NgayGiuong', ThuTu: 20 },
  { MaNhomDichVu: 'VLTL', TenNhomDichVu: 'Vật lý trị liệu - phục hồi chức năng', LoaiDichVu_Id: 'VatLyTriLieu', ThuTu: 21 },
  { MaNhomDichVu: 'KHAC', TenNhomDichVu: 'Dịch vụ khác', LoaiDichVu_Id: 'Khac', ThuTu: 22 },
]);

// Cost groups of the insurance claim files (MA_NHOM): 1 lab, 2 imaging, 3 functional tests, 8 surgery,
// 13 examination, 15 inpatient bed, 18 procedures.
const COST_GROUP: Readonly<Record<string, string>> = {
  KB: '13', 'XN-HH': '1', 'XN-SH': '1', 'XN-MD': '1', 'XN-VS': '1', 'XN-NT': '1',
  'CDHA-XQ': '2', 'CDHA-CT': '2', 'CDHA-MRI': '2', SA: '2',
  'TDCN-DIEN-TIM': '3', 'TDCN-DIEN-NAO': '3', 'TDCN-HO-HAP': '3',
  TT: '18', PT: '8', GB: '15',
};

/** [fee price, insurance price, on-request price]; null where the hospital does not offer that price. */
type Prices = readonly [number | null, number | null, number];

function service(group: string, code: string, name: string, [fee, insurance, onRequest]: Prices, extra: Record<string, unknown> = {}) {
  return {
    NhomDichVu_Id: group,
    MaDichVu: code,
    TenDichVu: name,
    DonViTinh: group === 'GB' ? 'Ngày' : 'Lần',
    ...(COST_GROUP[group] ? { MaNhomChiPhi4210: COST_GROUP[group] } : {}),
    ...(fee !== null ? { GiaVienPhi: fee } : {}),
    ...(insurance !== null ? { GiaBHYT: insurance } : {}),
    GiaDichVu: onRequest,
    ...extra,
  };
}

// The demo hospital's own prices, in đồng: of the order of the insurance price tables of 2023-2024 for a class I
// hospital, not copied from them. A facility imports its approved prices instead.
const EXAM: Prices = [42_100, 42_100, 150_000];
const BIOCHEMISTRY: Prices = [21_500, 21_500, 40_000];
const LIPID: Prices = [26_900, 26_900, 45_000];
const RAPID_TEST: Prices = [53_600, 53_600, 90_000];
const XRAY_1: Prices = [65_400, 65_400, 100_000];
const XRAY_2: Prices = [97_200, 97_200, 150_000];
const CT_PLAIN: Prices = [522_000, 522_000, 900_000];
const CT_CONTRAST: Prices = [970_000, 970_000, 1_600_000];
const MRI: Prices = [1_309_000, 1_309_000, 2_200_000];
const ULTRASOUND: Prices = [43_900, 43_900, 150_000];
const DOPPLER: Prices = [222_000, 222_000, 400_000];

export const dichVuDemoSeed = seedOf(dichVu, [
  service('KB', 'KB-NOI', 'Khám Nội', EXAM, { TenTiengAnh: 'Internal medicine consultation' }),
  service('KB', 'KB-NGOAI', 'Khám Ngoại', EXAM, { TenTiengAnh: 'Surgical consultation' }),
  service('KB', 'KB-SAN', 'Khám Phụ sản', EXAM, { TenTiengAnh: 'Obstetrics and gynaecology consultation' }),
  service('KB', 'KB-NHI', 'Khám Nhi', EXAM, { TenTiengAnh: 'Paediatric consultation' }),
  service('KB', 'KB-TMH', 'Khám Tai Mũi Họng', EXAM, { TenTiengAnh: 'ENT consultation' }),
  service('KB', 'KB-RHM', 'Khám Răng Hàm Mặt', EXAM, { TenTiengAnh: 'Dental consultation' }),
  service('KB', 'KB-MAT', 'Khám Mắt', EXAM, { TenTiengAnh: 'Ophthalmology consultation' }),
  service('KB', 'KB-DL', 'Khám Da liễu', EXAM, { TenTiengAnh: 'Dermatology consultation' }),
  service('KB', 'KB-YHCT', 'Khám Y học cổ truyền', EXAM, { TenTiengAnh: 'Traditional medicine consultation' }),
  service('KB', 'KB-CC', 'Khám Cấp cứu', EXAM, { TenTiengAnh: 'Emergency consultation' }),
  service('KB', 'KB-SKTQ', 'Khám sức khỏe tổng quát', [160_000, null, 250_000], { KhongDungCho: 'NoiTru', TenTiengAnh: 'General health check' }),
  service('KB', 'KB-SKLX', 'Khám sức khỏe người lái xe', [300_000, null, 400_000], { KhongDungCho: 'NoiTru', TenTiengAnh: 'Driver health check' }),

  service('XN-HH', 'XN-TPTTBM', 'Tổng phân tích tế bào máu ngoại vi (bằng máy đếm laser)', [46_200, 46_200, 80_000], { GiaTriChuan_Ids: ['HGB', 'WBC', 'PLT'], TenTiengAnh: 'Complete blood count' }),
  service('XN-HH', 'XN-MAU-LANG', 'Máu lắng (bằng máy tự động)', [34_400, 34_400, 50_000]),
  service('XN-HH', 'XN-ABO', 'Định nhóm máu hệ ABO (kỹ thuật ống nghiệm)', [40_400, 40_400, 60_000]),
  service('XN-HH', 'XN-RH', 'Định nhóm máu hệ Rh(D) (kỹ thuật ống nghiệm)', [31_000, 31_000, 50_000]),
  service('XN-HH', 'XN-PT', 'Thời gian prothrombin (PT) bằng máy tự động', [64_600, 64_600, 90_000]),
  service('XN-HH', 'XN-APTT', 'Thời gian thromboplastin hoạt hóa từng phần (APTT) bằng máy tự động', [40_400, 40_400, 70_000]),
  service('XN-HH', 'XN-FIB', 'Định lượng fibrinogen bằng máy tự động', [102_000, 102_000, 140_000]),
  service('XN-HH', 'XN-MAU-CHAY', 'Thời gian máu chảy phương pháp Duke', [12_600, 12_600, 30_000]),
  service('XN-SH', 'XN-GLU', 'Định lượng Glucose [máu]', BIOCHEMISTRY, { GiaTriChuan_Ids: ['GLU'] }),
  service('XN-SH', 'XN-URE', 'Định lượng Urê [máu]', BIOCHEMISTRY, { GiaTriChuan_Ids: ['URE'] }),
  service('XN-SH', 'XN-CRE', 'Định lượng Creatinin [máu]', BIOCHEMISTRY, { GiaTriChuan_Ids: ['CRE'] }),
  service('XN-SH', 'XN-URIC', 'Định lượng Acid uric [máu]', BIOCHEMISTRY, { GiaTriChuan_Ids: ['URIC'] }),
  service('XN-SH', 'XN-AST', 'Đo hoạt độ AST (GOT) [máu]', BIOCHEMISTRY, { GiaTriChuan_Ids: ['AST'] }),
  service('XN-SH', 'XN-ALT', 'Đo hoạt độ ALT (GPT) [máu]', BIOCHEMISTRY, { GiaTriChuan_Ids: ['ALT'] }),
  service('XN-SH', 'XN-GGT', 'Đo hoạt độ GGT [máu]', [19_200, 19_200, 40_000]),
  service('XN-SH', 'XN-BIL-TP', 'Định lượng Bilirubin toàn phần [máu]', BIOCHEMISTRY),
  service('XN-SH', 'XN-BIL-TT', 'Định lượng Bilirubin trực tiếp [máu]', BIOCHEMISTRY),
  service('XN-SH', 'XN-PROTEIN', 'Định lượng Protein toàn phần [máu]', BIOCHEMISTRY),
  service('XN-SH', 'XN-ALBUMIN', 'Định lượng Albumin [máu]', BIOCHEMISTRY),
  service('XN-SH', 'XN-CHOL', 'Định lượng Cholesterol toàn phần [máu]', LIPID, { GiaTriChuan_Ids: ['CHOL'] }),
  service('XN-SH', 'XN-TG', 'Định lượng Triglycerid [máu]', LIPID, { GiaTriChuan_Ids: ['TG'] }),
  service('XN-SH', 'XN-HDL', 'Định lượng HDL-C [máu]', LIPID, { GiaTriChuan_Ids: ['HDL'] }),
  service('XN-SH', 'XN-LDL', 'Định lượng LDL-C [máu]', LIPID, { GiaTriChuan_Ids: ['LDL'] }),
  service('XN-SH', 'XN-HBA1C', 'Định lượng HbA1c [máu]', [101_000, 101_000, 150_000], { GiaTriChuan_Ids: ['HBA1C'] }),
  service('XN-SH', 'XN-DIEN-GIAI', 'Điện giải đồ (Na, K, Cl) [máu]', [29_000, 29_000, 60_000]),
  service('XN-SH', 'XN-CALCI', 'Định lượng Calci toàn phần [máu]', [12_900, 12_900, 30_000]),
  service('XN-SH', 'XN-CRP', 'Định lượng CRP [máu]', [53_800, 53_800, 90_000]),
  service('XN-SH', 'XN-AMYLASE', 'Đo hoạt độ Amylase [máu]', BIOCHEMISTRY),
  service('XN-SH', 'XN-CKMB', 'Đo hoạt độ CK-MB [máu]', [37_600, 37_600, 70_000]),
  service('XN-SH', 'XN-TROPONIN', 'Định lượng Troponin T hs [máu]', [75_400, 75_400, 150_000]),
  service('XN-MD', 'XN-HBSAG', 'HBsAg test nhanh', RAPID_TEST, { GiaTriChuan_Ids: ['HBSAG'] }),
  service('XN-MD', 'XN-HCV', 'HCV Ab test nhanh', RAPID_TEST),
  service('XN-MD', 'XN-HIV', 'HIV Ab test nhanh', RAPID_TEST),
  service('XN-MD', 'XN-TSH', 'Định lượng TSH [máu]', [59_100, 59_100, 100_000]),
  service('XN-MD', 'XN-FT4', 'Định lượng FT4 [máu]', [64_600, 64_600, 110_000]),
  service('XN-MD', 'XN-PSA', 'Định lượng PSA toàn phần [máu]', [91_600, 91_600, 160_000]),
  service('XN-MD', 'XN-AFP', 'Định lượng AFP [máu]', [91_600, 91_600, 160_000]),
  service('XN-MD', 'XN-CEA', 'Định lượng CEA [máu]', [86_100, 86_100, 150_000]),
  service('XN-MD', 'XN-BHCG', 'Định lượng Beta-hCG [máu]', [86_100, 86_100, 150_000]),
  service('XN-MD', 'XN-DENGUE-NS1', 'Dengue virus NS1Ag test nhanh', [129_000, 129_000, 180_000]),
  service('XN-VS', 'XN-AFB', 'Vi khuẩn lao nhuộm soi trực tiếp (AFB)', [68_000, 68_000, 100_000]),
  service('XN-VS', 'XN-NHUOM-SOI', 'Vi khuẩn nhuộm soi', [68_000, 68_000, 100_000]),
  service('XN-VS', 'XN-NUOI-CAY', 'Vi khuẩn nuôi cấy, định danh và kháng sinh đồ', [290_000, 290_000, 400_000]),
  service('XN-VS', 'XN-CUM', 'Influenza virus A, B test nhanh', [160_000, 160_000, 220_000]),
  service('XN-NT', 'XN-TPTNT', 'Tổng phân tích nước tiểu (bằng máy tự động)', [27_400, 27_400, 50_000], { TenTiengAnh: 'Urinalysis' }),

  service('CDHA-XQ', 'XQ-NGUC', 'Chụp X-quang ngực thẳng', XRAY_1, { TenTiengAnh: 'Chest X-ray' }),
  service('CDHA-XQ', 'XQ-CSC', 'Chụp X-quang cột sống cổ thẳng nghiêng', XRAY_2),
  service('CDHA-XQ', 'XQ-CSTL', 'Chụp X-quang cột sống thắt lưng thẳng nghiêng', XRAY_2),
  service('CDHA-XQ', 'XQ-GOI', 'Chụp X-quang khớp gối thẳng nghiêng', XRAY_2),
  service('CDHA-XQ', 'XQ-BUNG', 'Chụp X-quang bụng không chuẩn bị', XRAY_1),
  service('CDHA-XQ', 'XQ-BLONDEAU', 'Chụp X-quang Blondeau', XRAY_1),
  service('CDHA-CT', 'CT-SO-NAO', 'Chụp CT sọ não không tiêm thuốc cản quang', CT_PLAIN, { ThoiGianThaoTacThietBi: 10, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-CT', 'CT-SO-NAO-CQ', 'Chụp CT sọ não có tiêm thuốc cản quang', CT_CONTRAST, { ThoiGianThaoTacThietBi: 20, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-CT', 'CT-NGUC', 'Chụp CT lồng ngực không tiêm thuốc cản quang', CT_PLAIN, { ThoiGianThaoTacThietBi: 10, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-CT', 'CT-BUNG-CQ', 'Chụp CT ổ bụng - tiểu khung có tiêm thuốc cản quang', CT_CONTRAST, { ThoiGianThaoTacThietBi: 20, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-CT', 'CT-CSTL', 'Chụp CT cột sống thắt lưng không tiêm thuốc cản quang', CT_PLAIN, { ThoiGianThaoTacThietBi: 10, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-MRI', 'MRI-SO-NAO', 'Chụp cộng hưởng từ sọ não không tiêm thuốc đối quang từ', MRI, { ThoiGianThaoTacThietBi: 30, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-MRI', 'MRI-CSC', 'Chụp cộng hưởng từ cột sống cổ', MRI, { ThoiGianThaoTacThietBi: 30, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-MRI', 'MRI-CSTL', 'Chụp cộng hưởng từ cột sống thắt lưng', MRI, { ThoiGianThaoTacThietBi: 30, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('CDHA-MRI', 'MRI-GOI', 'Chụp cộng hưởng từ khớp gối', MRI, { ThoiGianThaoTacThietBi: 30, DonViThoiGianThaoTacThietBi: 'Phut' }),
  service('SA', 'SA-BUNG', 'Siêu âm ổ bụng (gan mật, tụy, lách, thận, bàng quang)', ULTRASOUND, { TenTiengAnh: 'Abdominal ultrasound' }),
  service('SA', 'SA-TUYEN-GIAP', 'Siêu âm tuyến giáp', ULTRASOUND),
  service('SA', 'SA-VU', 'Siêu âm tuyến vú hai bên', ULTRASOUND),
  service('SA', 'SA-THAI', 'Siêu âm thai (thai, nhau thai, nước ối)', [43_900, 43_900, 200_000]),
  service('SA', 'SA-DAU-DO-AD', 'Siêu âm tử cung phần phụ qua đường âm đạo', [181_000, 181_000, 250_000]),
  service('SA', 'SA-TIM', 'Siêu âm tim, màng tim qua thành ngực', DOPPLER, { TenTiengAnh: 'Transthoracic echocardiography' }),
  service('SA', 'SA-DOPPLER-DM-CANH', 'Siêu âm Doppler động mạch cảnh, động mạch đốt sống', DOPPLER),
  service('SA', 'SA-DOPPLER-TM-CHI', 'Siêu âm Doppler tĩnh mạch chi dưới', DOPPLER),
  service('TDCN-DIEN-TIM', 'DT-THUONG', 'Điện tim thường', [32_800, 32_800, 60_000], { TenTiengAnh: 'Electrocardiogram' }),
  service('TDCN-DIEN-TIM', 'DT-HOLTER', 'Ghi điện tim liên tục 24 giờ (Holter điện tim)', [211_000, 211_000, 400_000]),
  service('TDCN-DIEN-NAO', 'DN-THUONG', 'Điện não đồ thường', [64_300, 64_300, 120_000]),
  service('TDCN-HO-HAP', 'HH-CHUC-NANG', 'Đo chức năng hô hấp', [141_000, 141_000, 200_000]),
  service('NS-TIEU-HOA', 'NS-DD', 'Nội soi thực quản - dạ dày - tá tràng ống mềm không sinh thiết', [246_000, 246_000, 500_000]),
  service('NS-TIEU-HOA', 'NS-DD-GM', 'Nội soi thực quản - dạ dày - tá tràng có gây mê', [null, null, 1_500_000], { DichVuDacBiet: true }),
  service('NS-TIEU-HOA', 'NS-DTT', 'Nội soi đại trực tràng toàn bộ ống mềm không sinh thiết', [330_000, 330_000, 700_000]),
  service('NS-TMH', 'NS-TMH', 'Nội soi tai mũi họng', [104_000, 104_000, 200_000]),

  service('TT', 'TT-TIEM', 'Tiêm (bắp, dưới da, tĩnh mạch)', [11_400, 11_400, 20_000]),
  service('TT', 'TT-TRUYEN', 'Truyền tĩnh mạch', [21_400, 21_400, 50_000]),
  service('TT', 'TT-THAY-BANG', 'Thay băng vết thương, vết mổ chiều dài dưới 15 cm', [57_600, 57_600, 100_000], { LieuTrinh: true }),
  service('TT', 'TT-CAT-CHI', 'Cắt chỉ khâu vết thương', [33_800, 33_800, 60_000]),
  service('TT', 'TT-KHAU-VT', 'Khâu vết thương phần mềm tổn thương nông chiều dài dưới 10 cm', [179_000, 179_000, 300_000]),
  service('TT', 'TT-KHI-DUNG', 'Khí dung thuốc', [20_500, 20_500, 40_000]),
  service('TT', 'TT-THONG-TIEU', 'Thông tiểu', [90_100, 90_100, 150_000]),
  service('TT', 'TT-RUA-DD', 'Rửa dạ dày cấp cứu', [121_000, 121_000, 200_000]),
  service('TT', 'TT-NHO-RANG', 'Nhổ răng vĩnh viễn', [115_000, 115_000, 300_000]),
  service('TT', 'TT-LAY-DV-TAI', 'Lấy dị vật tai', [60_000, 60_000, 120_000]),
  service('TT', 'TT-CHOC-HUT-TG', 'Chọc hút tế bào tuyến giáp dưới hướng dẫn siêu âm', [250_000, 250_000, 450_000]),
  service('PT', 'PT-RUOT-THUA-NS', 'Phẫu thuật nội soi cắt ruột thừa', [2_800_000, 2_800_000, 5_000_000], { ThoiGianThucHienToiThieu: 45 }),
  service('PT', 'PT-TUI-MAT-NS', 'Phẫu thuật nội soi cắt túi mật', [3_200_000, 3_200_000, 6_500_000], { ThoiGianThucHienToiThieu: 60 }),
  service('PT', 'PT-MO-LAY-THAI', 'Phẫu thuật lấy thai lần đầu', [2_300_000, 2_300_000, 5_000_000], { ThoiGianThucHienToiThieu: 45 }),
  service('PT', 'PT-THOAT-VI-BEN', 'Phẫu thuật điều trị thoát vị bẹn', [2_500_000, 2_500_000, 4_500_000], { ThoiGianThucHienToiThieu: 45 }),
  service('PT', 'PT-CAT-AMIDAN', 'Phẫu thuật cắt amidan', [1_300_000, 1_300_000, 3_000_000], { ThoiGianThucHienToiThieu: 30 }),
  service('GB', 'GB-NOI', 'Ngày giường bệnh Nội khoa', [216_100, 216_100, 400_000]),
  service('GB', 'GB-NGOAI', 'Ngày giường bệnh Ngoại khoa sau phẫu thuật', [259_000, 259_000, 450_000]),
  service('GB', 'GB-HSTC', 'Ngày giường bệnh Hồi sức tích cực', [738_000, 738_000, 1_200_000]),
  service('GB', 'GB-HSCC', 'Ngày giường bệnh Hồi sức cấp cứu', [476_000, 476_000, 800_000]),
  service('GB', 'GB-BAN-NGAY', 'Ngày giường bệnh điều trị ban ngày', [64_800, 64_800, 150_000]),
  service('GB', 'GB-TU-NGUYEN', 'Giường tự nguyện phòng 2 người', [null, null, 800_000], { DichVuDacBiet: true }),
  service('VLTL', 'VLTL-DIEN-CHAM', 'Điện châm', [70_300, 70_300, 120_000], { LieuTrinh: true }),
  service('VLTL', 'VLTL-XOA-BOP', 'Xoa bóp bấm huyệt', [64_000, 64_000, 120_000], { LieuTrinh: true }),
  service('VLTL', 'VLTL-KEO-GIAN', 'Kéo giãn cột sống thắt lưng', [44_600, 44_600, 80_000], { LieuTrinh: true }),
  service('VLTL', 'VLTL-HONG-NGOAI', 'Điều trị bằng tia hồng ngoại', [37_000, 37_000, 60_000], { LieuTrinh: true }),
  service('VLTL', 'VLTL-SONG-NGAN', 'Điều trị bằng sóng ngắn', [39_000, 39_000, 70_000], { LieuTrinh: true }),
]);

export const goiDichVuDemoSeed = seedOf(goiDichVu, [
  {
    MaGoiDichVu: 'GOI-KSK-CB',
    TenGoiDichVu: 'Gói khám sức khỏe tổng quát cơ bản',
    TenTiengAnh: 'Basic general health check',
    DichVu_Ids: ['KB-SKTQ', 'XN-TPTTBM', 'XN-GLU', 'XN-URE', 'XN-CRE', 'XN-AST', 'XN-ALT', 'XN-CHOL', 'XN-TG', 'XN-TPTNT', 'XQ-NGUC', 'SA-BUNG', 'DT-THUONG'],
  },
  {
    MaGoiDichVu: 'GOI-DTD',
    TenGoiDichVu: 'Gói tầm soát đái tháo đường',
    TenTiengAnh: 'Diabetes screening',
    DichVu_Ids: ['KB-NOI', 'XN-GLU', 'XN-HBA1C', 'XN-CHOL', 'XN-TG', 'XN-HDL', 'XN-LDL', 'XN-CRE', 'XN-TPTNT'],
  },
  {
    MaGoiDichVu: 'GOI-GAN',
    TenGoiDichVu: 'Gói tầm soát bệnh gan',
    TenTiengAnh: 'Liver disease screening',
    DichVu_Ids: ['KB-NOI', 'XN-AST', 'XN-ALT', 'XN-GGT', 'XN-HBSAG', 'XN-HCV', 'XN-AFP', 'SA-BUNG'],
  },
  {
    MaGoiDichVu: 'GOI-TIM-MACH',
    TenGoiDichVu: 'Gói tầm soát tim mạch',
    TenTiengAnh: 'Cardiovascular screening',
    DichVu_Ids: ['KB-NOI', 'DT-THUONG', 'SA-TIM', 'XN-GLU', 'XN-CHOL', 'XN-TG', 'XN-HDL', 'XN-LDL'],
  },
]);

export const dinhMucDichVuDemoSeed = seedOf(dinhMucDichVu, [
  { MaDinhMucDichVu: 'DM-TEST-HBSAG', TenDinhMucDichVu: 'Khay thử nhanh HBsAg', DichVu_Ids: ['XN-HBSAG'], SoLuongTonKho: 200, DonViTinh: 'Test', MucCanhBao: 30 },
  { MaDinhMucDichVu: 'DM-TEST-DENGUE', TenDinhMucDichVu: 'Khay thử nhanh Dengue NS1Ag', DichVu_Ids: ['XN-DENGUE-NS1'], SoLuongTonKho: 100, DonViTinh: 'Test', MucCanhBao: 20 },
  {
    MaDinhMucDichVu: 'DM-PHIM-XQ',
    TenDinhMucDichVu: 'Phim in X-quang kỹ thuật số',
    DichVu_Ids: ['XQ-NGUC', 'XQ-CSC', 'XQ-CSTL', 'XQ-GOI', 'XQ-BUNG', 'XQ-BLONDEAU'],
    SoLuongTonKho: 500,
    DonViTinh: 'Tờ',
    MucCanhBao: 50,
  },
]);

export const lieuTrinhDemoSeed = seedOf(lieuTrinh, [
  { MaLieuTrinh: 'LT-DIEN-CHAM-10', TenLieuTrinh: 'Điện châm 10 lần, mỗi ngày một lần', DichVu_Id: 'VLTL-DIEN-CHAM', SoLan: 10, CachNgayCoDinh: 1 },
  { MaLieuTrinh: 'LT-KEO-GIAN-10', TenLieuTrinh: 'Kéo giãn cột sống thắt lưng 10 lần, cách ngày', DichVu_Id: 'VLTL-KEO-GIAN', SoLan: 10, CachNgayCoDinh: 2 },
  { MaLieuTrinh: 'LT-THAY-BANG-4', TenLieuTrinh: 'Thay băng vết mổ 4 lần sau phẫu thuật', DichVu_Id: 'TT-THAY-BANG', SoLan: 4, CachNgays: [2, 2, 3] },
]);

export const chongChiDinhDemoSeed = seedOf(chongChiDinh, [
  { MaChongChiDinh: 'CCD-HBA1C', TenChongChiDinh: 'HbA1c không quá 1 lần trong 90 ngày', LoaiChongChiDinh: 'CanhBao', DichVu_Id: 'XN-HBA1C', SoLuong: 1, TrongKhoangNgay: 90 },
  { MaChongChiDinh: 'CCD-CT-SO-NAO', TenChongChiDinh: 'Chụp CT sọ não không quá 1 lần trong ngày', LoaiChongChiDinh: 'CanhBao', DichVu_Id: 'CT-SO-NAO', SoLuong: 1, TrongKhoangNgay: 1 },
  { MaChongChiDinh: 'CCD-KSK', TenChongChiDinh: 'Khám sức khỏe tổng quát không quá 1 lần trong ngày', LoaiChongChiDinh: 'KhongChoPhep', DichVu_Id: 'KB-SKTQ', SoLuong: 1, TrongKhoangNgay: 1 },
]);
