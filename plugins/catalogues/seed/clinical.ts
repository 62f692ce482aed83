// Seeds of the clinical catalogues: care orders, surgery and anaesthesia methods, inpatient types, admission
// reasons and sample collection methods every facility uses; a demo hospital's advice notes, drug-taking
// instructions, lab reference values and conclusion dictionary.
import { giaTriChuan, loaiNoiTru, loiDan, loiDanUongThuoc, lyDoVaoVien, phuongPhapPhauThuat, phuongPhapVoCam, phuongThucThuMau, tuDienKetLuan, yLenhChamSoc } from '../rules';
import { seedOf } from './seed-kit';

// Care levels I-III are those of Thông tư 31/2021/TT-BYT on nursing care in hospitals.
export const yLenhChamSocSeed = seedOf(yLenhChamSoc, [
  { MaYLenhChamSoc: 'CS-CAP-1', TenYLenhChamSoc: 'Chăm sóc cấp I', GhiChu: 'Người bệnh nặng, phụ thuộc hoàn toàn vào sự chăm sóc của điều dưỡng' },
  { MaYLenhChamSoc: 'CS-CAP-2', TenYLenhChamSoc: 'Chăm sóc cấp II', GhiChu: 'Người bệnh cần hỗ trợ một phần trong sinh hoạt' },
  { MaYLenhChamSoc: 'CS-CAP-3', TenYLenhChamSoc: 'Chăm sóc cấp III', GhiChu: 'Người bệnh tự thực hiện được các hoạt động hằng ngày' },
  { MaYLenhChamSoc: 'DHST-1H', TenYLenhChamSoc: 'Theo dõi dấu hiệu sinh tồn mỗi 1 giờ' },
  { MaYLenhChamSoc: 'DHST-3H', TenYLenhChamSoc: 'Theo dõi dấu hiệu sinh tồn mỗi 3 giờ' },
  { MaYLenhChamSoc: 'DHST-6H', TenYLenhChamSoc: 'Theo dõi dấu hiệu sinh tồn mỗi 6 giờ' },
  { MaYLenhChamSoc: 'NUOC-TIEU-24H', TenYLenhChamSoc: 'Theo dõi lượng nước tiểu 24 giờ' },
  { MaYLenhChamSoc: 'DUONG-HUYET', TenYLenhChamSoc: 'Theo dõi đường huyết mao mạch' },
  { MaYLenhChamSoc: 'THO-OXY', TenYLenhChamSoc: 'Cho thở oxy theo chỉ định' },
  { MaYLenhChamSoc: 'HUT-DOM', TenYLenhChamSoc: 'Hút đờm dãi' },
  { MaYLenhChamSoc: 'XOAY-TRO', TenYLenhChamSoc: 'Xoay trở thay đổi tư thế mỗi 2 giờ phòng loét' },
  { MaYLenhChamSoc: 'VE-SINH', TenYLenhChamSoc: 'Vệ sinh cá nhân tại giường' },
  { MaYLenhChamSoc: 'AN-SONDE', TenYLenhChamSoc: 'Cho ăn qua ống thông dạ dày' },
  { MaYLenhChamSoc: 'CS-SONDE-TIEU', TenYLenhChamSoc: 'Chăm sóc ống thông tiểu' },
  { MaYLenhChamSoc: 'THAY-BANG', TenYLenhChamSoc: 'Thay băng vết thương' },
  { MaYLenhChamSoc: 'GIAO-DUC-SK', TenYLenhChamSoc: 'Hướng dẫn, giáo dục sức khỏe cho người bệnh và người nhà' },
]);

export const phuongPhapPhauThuatSeed = seedOf(phuongPhapPhauThuat, [
  { MaPhuongPhapPhauThuat: 'MO-MO', TenPhuongPhapPhauThuat: 'Phẫu thuật mở' },
  { MaPhuongPhapPhauThuat: 'NOI-SOI', TenPhuongPhapPhauThuat: 'Phẫu thuật nội soi' },
  { MaPhuongPhapPhauThuat: 'NOI-SOI-CHUYEN-MO', TenPhuongPhapPhauThuat: 'Phẫu thuật nội soi chuyển mổ mở' },
  { MaPhuongPhapPhauThuat: 'VI-PHAU', TenPhuongPhapPhauThuat: 'Vi phẫu thuật' },
  { MaPhuongPhapPhauThuat: 'ROBOT', TenPhuongPhapPhauThuat: 'Phẫu thuật có robot hỗ trợ' },
  { MaPhuongPhapPhauThuat: 'NOI-MACH', TenPhuongPhapPhauThuat: 'Can thiệp nội mạch' },
  { MaPhuongPhapPhauThuat: 'LASER', TenPhuongPhapPhauThuat: 'Phẫu thuật bằng laser' },
]);

export const phuongPhapVoCamSeed = seedOf(phuongPhapVoCam, [
  { MaPhuongPhapVoCam: 'GM-NKQ', TenPhuongPhapVoCam: 'Gây mê nội khí quản' },
  { MaPhuongPhapVoCam: 'GM-MTQ', TenPhuongPhapVoCam: 'Gây mê mask thanh quản' },
  { MaPhuongPhapVoCam: 'GM-TM', TenPhuongPhapVoCam: 'Gây mê tĩnh mạch' },
  { MaPhuongPhapVoCam: 'GT-TUY-SONG', TenPhuongPhapVoCam: 'Gây tê tủy sống' },
  { MaPhuongPhapVoCam: 'GT-NMC', TenPhuongPhapVoCam: 'Gây tê ngoài màng cứng' },
  { MaPhuongPhapVoCam: 'GT-TS-NMC', TenPhuongPhapVoCam: 'Gây tê phối hợp tủy sống - ngoài màng cứng' },
  { MaPhuongPhapVoCam: 'GT-DAM-ROI', TenPhuongPhapVoCam: 'Gây tê đám rối thần kinh' },
  { MaPhuongPhapVoCam: 'GT-TAI-CHO', TenPhuongPhapVoCam: 'Gây tê tại chỗ' },
  { MaPhuongPhapVoCam: 'GT-BE-MAT', TenPhuongPhapVoCam: 'Gây tê bề mặt' },
  { MaPhuongPhapVoCam: 'CHAM-TE', TenPhuongPhapVoCam: 'Châm tê' },
  { MaPhuongPhapVoCam: 'AN-THAN', TenPhuongPhapVoCam: 'An thần' },
]);

// Codes are the visit types of the insurance claim files (MA_LOAI_KCB) that are inpatient stays.
export const loaiNoiTruSeed = seedOf(loaiNoiTru, [
  { MaLoaiNoiTru: '03', TenLoaiNoiTru: 'Điều trị nội trú' },
  { MaLoaiNoiTru: '04', TenLoaiNoiTru: 'Điều trị nội trú ban ngày' },
  { MaLoaiNoiTru: '09', TenLoaiNoiTru: 'Điều trị nội trú dưới 04 giờ' },
]);

// MA_LYDO_VVIEN of the insurance claim files (Quyết định 4210/QĐ-BYT, kept by 130/QĐ-BYT).
export const lyDoVaoVienSeed = seedOf(lyDoVaoVien, [
  { MaLyDoVaoVien: '1', TenLyDoVaoVien: 'Đúng tuyến' },
  { MaLyDoVaoVien: '2', TenLyDoVaoVien: 'Cấp cứu' },
  { MaLyDoVaoVien: '3', TenLyDoVaoVien: 'Trái tuyến' },
  { MaLyDoVaoVien: '4', TenLyDoVaoVien: 'Thông tuyến' },
]);

export const phuongThucThuMauSeed = seedOf(phuongThucThuMau, [
  { MaPhuongThucThuMau: 'MAU-TM', TenPhuongThucThuMau: 'Lấy máu tĩnh mạch' },
  { MaPhuongThucThuMau: 'MAU-MM', TenPhuongThucThuMau: 'Lấy máu mao mạch' },
  { MaPhuongThucThuMau: 'MAU-DM', TenPhuongThucThuMau: 'Lấy máu động mạch' },
  { MaPhuongThucThuMau: 'NT-GIUA-DONG', TenPhuongThucThuMau: 'Lấy nước tiểu giữa dòng' },
  { MaPhuongThucThuMau: 'NT-24H', TenPhuongThucThuMau: 'Thu nước tiểu 24 giờ' },
  { MaPhuongThucThuMau: 'PHAN', TenPhuongThucThuMau: 'Lấy mẫu phân' },
  { MaPhuongThucThuMau: 'DOM', TenPhuongThucThuMau: 'Lấy mẫu đờm' },
  { MaPhuongThucThuMau: 'DICH-TY-HAU', TenPhuongThucThuMau: 'Lấy dịch tỵ hầu' },
  { MaPhuongThucThuMau: 'DICH-HONG', TenPhuongThucThuMau: 'Lấy dịch họng' },
  { MaPhuongThucThuMau: 'DICH-NAO-TUY', TenPhuongThucThuMau: 'Chọc dò lấy dịch não tủy' },
  { MaPhuongThucThuMau: 'DICH-MANG-PHOI', TenPhuongThucThuMau: 'Chọc dò lấy dịch màng phổi' },
  { MaPhuongThucThuMau: 'DICH-AM-DAO', TenPhuongThucThuMau: 'Lấy dịch âm đạo' },
  { MaPhuongThucThuMau: 'SINH-THIET', TenPhuongThucThuMau: 'Sinh thiết mô' },
]);

export const loiDanDemoSeed = seedOf(loiDan, [
  {
    MaLoiDan: 'XN-NHIN-AN',
    TenLoiDan: 'Chuẩn bị lấy máu xét nghiệm',
    NoiDung: 'Nhịn ăn ít nhất 8 giờ trước khi lấy máu xét nghiệm đường huyết và mỡ máu; được uống nước lọc. Uống thuốc thường ngày sau khi lấy máu, trừ khi bác sĩ dặn khác.',
  },
  {
    MaLoiDan: 'XN-NUOC-TIEU',
    TenLoiDan: 'Lấy mẫu nước tiểu',
    NoiDung: 'Vệ sinh bộ phận sinh dục, bỏ phần nước tiểu đầu, lấy phần nước tiểu giữa dòng vào lọ sạch được phát và gửi ngay cho nơi lấy mẫu.',
  },
  {
    MaLoiDan: 'THA',
    TenLoiDan: 'Người bệnh tăng huyết áp',
    NoiDung: 'Uống thuốc đều đặn hằng ngày theo đơn, không tự ý ngừng thuốc. Ăn nhạt, hạn chế muối, hạn chế rượu bia, không hút thuốc lá. Đo huyết áp tại nhà và ghi lại. Tái khám đúng hẹn hoặc ngay khi đau đầu nhiều, đau ngực, khó thở.',
  },
  {
    MaLoiDan: 'DTD',
    TenLoiDan: 'Người bệnh đái tháo đường',
    NoiDung: 'Dùng thuốc đúng giờ theo đơn. Ăn đúng bữa, hạn chế đồ ngọt và tinh bột, tăng rau xanh. Vận động 30 phút mỗi ngày. Theo dõi đường huyết tại nhà. Khi vã mồ hôi, run tay, hoa mắt thì ăn hoặc uống ngay đồ ngọt và đến cơ sở y tế.',
  },
  {
    MaLoiDan: 'SXH',
    TenLoiDan: 'Người bệnh sốt xuất huyết điều trị ngoại trú',
    NoiDung: 'Uống nhiều nước, dung dịch oresol. Hạ sốt bằng paracetamol, không dùng aspirin, ibuprofen. Tái khám hằng ngày. Đến bệnh viện ngay khi đau bụng, nôn nhiều, chảy máu mũi, chảy máu chân răng, mệt lả, chân tay lạnh.',
  },
  {
    MaLoiDan: 'TAI-KHAM',
    TenLoiDan: 'Hẹn tái khám',
    NoiDung: 'Tái khám theo ngày hẹn hoặc bất cứ khi nào có dấu hiệu bất thường. Mang theo đơn thuốc, sổ khám bệnh và kết quả xét nghiệm cũ khi tái khám.',
  },
]);

export const loiDanUongThuocDemoSeed = seedOf(loiDanUongThuoc, [
  { MaLoiDanUongThuoc: 'SAU-AN', TenLoiDanUongThuoc: 'Uống sau ăn' },
  { MaLoiDanUongThuoc: 'TRUOC-AN', TenLoiDanUongThuoc: 'Uống trước ăn 30 phút' },
  { MaLoiDanUongThuoc: 'LUC-DOI', TenLoiDanUongThuoc: 'Uống lúc đói' },
  { MaLoiDanUongThuoc: 'TRUOC-NGU', TenLoiDanUongThuoc: 'Uống trước khi đi ngủ' },
  { MaLoiDanUongThuoc: 'NHIEU-NUOC', TenLoiDanUongThuoc: 'Uống với nhiều nước' },
  { MaLoiDanUongThuoc: 'NGAM', TenLoiDanUongThuoc: 'Ngậm dưới lưỡi' },
  { MaLoiDanUongThuoc: 'NHAI', TenLoiDanUongThuoc: 'Nhai kỹ trước khi nuốt' },
  { MaLoiDanUongThuoc: 'KHI-SOT', TenLoiDanUongThuoc: 'Uống khi sốt trên 38,5 °C, cách nhau ít nhất 4 giờ' },
]);

// The demo laboratory's own adult reference intervals; each laboratory sets its own.
export const giaTriChuanDemoSeed = seedOf(giaTriChuan, [
  { MaGiaTriChuan: 'GLU', TenGiaTriChuan: 'Glucose', KieuDuLieu: 'So', NamMin: 3.9, NamMax: 6.4, NuMin: 3.9, NuMax: 6.4, DonViTinh: 'mmol/L', MaLienThong: 'GLU' },
  { MaGiaTriChuan: 'URE', TenGiaTriChuan: 'Urê', KieuDuLieu: 'So', NamMin: 2.5, NamMax: 7.5, NuMin: 2.5, NuMax: 7.5, DonViTinh: 'mmol/L', MaLienThong: 'UREA' },
  { MaGiaTriChuan: 'CRE', TenGiaTriChuan: 'Creatinin', KieuDuLieu: 'So', NamMin: 62, NamMax: 120, NuMin: 53, NuMax: 100, DonViTinh: 'µmol/L', MaLienThong: 'CREA' },
  { MaGiaTriChuan: 'URIC', TenGiaTriChuan: 'Acid uric', KieuDuLieu: 'So', NamMin: 180, NamMax: 420, NuMin: 150, NuMax: 360, DonViTinh: 'µmol/L', MaLienThong: 'UA' },
  { MaGiaTriChuan: 'AST', TenGiaTriChuan: 'AST (GOT)', KieuDuLieu: 'So', NamMax: 37, NuMax: 37, DonViTinh: 'U/L', MaLienThong: 'AST' },
  { MaGiaTriChuan: 'ALT', TenGiaTriChuan: 'ALT (GPT)', KieuDuLieu: 'So', NamMax: 40, NuMax: 40, DonViTinh: 'U/L', MaLienThong: 'ALT' },
  { MaGiaTriChuan: 'CHOL', TenGiaTriChuan: 'Cholesterol toàn phần', KieuDuLieu: 'So', NamMax: 5.2, NuMax: 5.2, DonViTinh: 'mmol/L', MaLienThong: 'CHOL' },
  { MaGiaTriChuan: 'TG', TenGiaTriChuan: 'Triglycerid', KieuDuLieu: 'So', NamMax: 1.7, NuMax: 1.7, DonViTinh: 'mmol/L', MaLienThong: 'TG' },
  { MaGiaTriChuan: 'HDL', TenGiaTriChuan: 'HDL-C', KieuDuLieu: 'So', NamMin: 0.9, NuMin: 0.9, DonViTinh: 'mmol/L', MaLienThong: 'HDL' },
  { MaGiaTriChuan: 'LDL', TenGiaTriChuan: 'LDL-C', KieuDuLieu: 'So', NamMax: 3.4, NuMax: 3.4, DonViTinh: 'mmol/L', MaLienThong: 'LDL' },
  { MaGiaTriChuan: 'HBA1C', TenGiaTriChuan: 'HbA1c', KieuDuLieu: 'So', NamMin: 4, NamMax: 6, NuMin: 4, NuMax: 6, DonViTinh: '%', MaLienThong: 'HBA1C' },
  { MaGiaTriChuan: 'HGB', TenGiaTriChuan: 'Huyết sắc tố (HGB)', KieuDuLieu: 'So', NamMin: 130, NamMax: 170, NuMin: 120, NuMax: 150, DonViTinh: 'g/L', MaLienThong: 'HGB' },
  { MaGiaTriChuan: 'WBC', TenGiaTriChuan: 'Số lượng bạch cầu (WBC)', KieuDuLieu: 'So', NamMin: 4, NamMax: 10, NuMin: 4, NuMax: 10, DonViTinh: 'G/L', MaLienThong: 'WBC' },
  { MaGiaTriChuan: 'PLT', TenGiaTriChuan: 'Số lượng tiểu cầu (PLT)', KieuDuLieu: 'So', NamMin: 150, NamMax: 400, NuMin: 150, NuMax: 400, DonViTinh: 'G/L', MaLienThong: 'PLT' },
  { MaGiaTriChuan: 'HBSAG', TenGiaTriChuan: 'HBsAg', KieuDuLieu: 'AmDuong', MaLienThong: 'HBSAG' },
]);

// Refers to the service groups of the reference seed.
export const tuDienKetLuanDemoSeed = seedOf(tuDienKetLuan, [
  {
    NhomDichVu_Id: 'SA',
    MaTuDienKetLuan: 'SA-BUNG-BT',
    TenTuDienKetLuan: 'Siêu âm ổ bụng bình thường',
    TenTat: 'sabt',
    NoiDung: 'Gan: không to, nhu mô đều, bờ đều.\nĐường mật trong và ngoài gan không giãn.\nTúi mật: thành mỏng, không sỏi.\nTụy: kích thước bình thường, nhu mô đều.\nLách: không to.\nHai thận: kích thước bình thường, không sỏi, không ứ nước.\nBàng quang: thành đều, không sỏi.\nKhông thấy dịch ổ bụng.',
    KetLuan: 'Hiện tại chưa phát hiện bất thường trên siêu âm ổ bụng.',
  },
  {
    NhomDichVu_Id: 'SA',
    MaTuDienKetLuan: 'SA-GAN-MO',
    TenTuDienKetLuan: 'Gan nhiễm mỡ',
    TenTat: 'ganmo',
    ChanDoan: 'Gan nhiễm mỡ',
    NoiDung: 'Gan: không to, nhu mô tăng âm lan tỏa, bờ đều, các cấu trúc mạch máu trong gan còn quan sát được.',
    KetLuan: 'Hình ảnh gan nhiễm mỡ độ I.',
  },
  {
    NhomDichVu_Id: 'SA',
    MaTuDienKetLuan: 'SA-SOI-TM',
    TenTuDienKetLuan: 'Sỏi túi mật',
    TenTat: 'soitm',
    ChanDoan: 'Sỏi túi mật',
    NoiDung: 'Túi mật: thành không dày, trong lòng có cấu trúc tăng âm kèm bóng cản, di động theo tư thế.',
    KetLuan: 'Sỏi túi mật.',
  },
  {
    NhomDichVu_Id: 'CDHA-XQ',
    MaTuDienKetLuan: 'XQ-NGUC-BT',
    TenTuDienKetLuan: 'X-quang ngực thẳng bình thường',
    TenTat: 'xqbt',
    NoiDung: 'Hai phế trường sáng, không thấy tổn thương nhu mô khu trú.\nBóng tim không to.\nHai góc sườn hoành sáng nhọn.\nVòm hoành hai bên đều.',
    KetLuan: 'Hiện tại chưa phát hiện bất thường trên phim X-quang ngực.',
  },
  {
    NhomDichVu_Id: 'TDCN-DIEN-TIM',
    MaTuDienKetLuan: 'DT-BT',
    TenTuDienKetLuan: 'Điện tim bình thường',
    TenTat: 'dtbt',
    NoiDung: 'Nhịp xoang đều, tần số 75 chu kỳ/phút.\nTrục trung gian.\nKhông thấy dấu hiệu dày nhĩ, dày thất.\nKhông có biến đổi ST-T.',
    KetLuan: 'Điện tâm đồ trong giới hạn bình thường.',
  },
  {
    NhomDichVu_Id: 'NS-TIEU-HOA',
    MaTuDienKetLuan: 'NS-DD-VIEM',
    TenTuDienKetLuan: 'Viêm xung huyết hang vị',
    TenTat: 'vdd',
    ChanDoan: 'Viêm dạ dày',
    NoiDung: 'Thực quản: niêm mạc hồng, không loét.\nTâm vị: đóng mở bình thường.\nDạ dày: niêm mạc hang vị xung huyết, phù nề rải rác, không thấy ổ loét.\nMôn vị: tròn đều.\nHành tá tràng và tá tràng: niêm mạc bình thường.',
    KetLuan: 'Viêm xung huyết hang vị dạ dày.',
  },
]);
