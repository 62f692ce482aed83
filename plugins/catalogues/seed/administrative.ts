// Administrative units since 1 July 2025: the 34 provinces (codes of Cục Thống kê, Công văn 915/CTK-CSCL), the
// complete commune lists of Cao Bằng, Điện Biên and Lai Châu (Công văn 1027/CTK-CSCL), and the 63 old provinces
// mapped to the province each merged into (Nghị quyết 202/2025/QH15).
import { donViHanhChinh, tinhCu } from '../rules';
import { seedOf } from './seed-kit';

type LoaiTinh = 'THANH_PHO' | 'TINH';

// [code, short name, centrally-run city or province]
const PROVINCES: readonly (readonly [string, string, LoaiTinh])[] = [
  ['01', 'Hà Nội', 'THANH_PHO'],
  ['04', 'Cao Bằng', 'TINH'],
  ['08', 'Tuyên Quang', 'TINH'],
  ['11', 'Điện Biên', 'TINH'],
  ['12', 'Lai Châu', 'TINH'],
  ['14', 'Sơn La', 'TINH'],
  ['15', 'Lào Cai', 'TINH'],
  ['19', 'Thái Nguyên', 'TINH'],
  ['20', 'Lạng Sơn', 'TINH'],
  ['22', 'Quảng Ninh', 'TINH'],
  ['24', 'Bắc Ninh', 'TINH'],
  ['25', 'Phú Thọ', 'TINH'],
  ['31', 'Hải Phòng', 'THANH_PHO'],
  ['33', 'Hưng Yên', 'TINH'],
  ['37', 'Ninh Bình', 'TINH'],
  ['38', 'Thanh Hóa', 'TINH'],
  ['40', 'Nghệ An', 'TINH'],
  ['42', 'Hà Tĩnh', 'TINH'],
  ['44', 'Quảng Trị', 'TINH'],
  ['46', 'Huế', 'THANH_PHO'],
  ['48', 'Đà Nẵng', 'THANH_PHO'],
  ['51', 'Quảng Ngãi', 'TINH'],
  ['52', 'Gia Lai', 'TINH'],
  ['56', 'Khánh Hòa', 'TINH'],
  ['66', 'Đắk Lắk', 'TINH'],
  ['68', 'Lâm Đồng', 'TINH'],
  ['75', 'Đồng Nai', 'TINH'],
  ['79', 'Hồ Chí Minh', 'THANH_PHO'],
  ['80', 'Tây Ninh', 'TINH'],
  ['82', 'Đồng Tháp', 'TINH'],
  ['86', 'Vĩnh Long', 'TINH'],
  ['91', 'An Giang', 'TINH'],
  ['92', 'Cần Thơ', 'THANH_PHO'],
  ['96', 'Cà Mau', 'TINH'],
];

export const provinceRows = PROVINCES.map(([code, shortName, type]) => ({
  MaDonViHanhChinh: code,
  TenDonViHanhChinh: `${type === 'THANH_PHO' ? 'Thành phố' : 'Tỉnh'} ${shortName}`,
  TenRutGon: shortName,
  LoaiDonViHanhChinh: type,
}));

// [code, full name], in the order of Công văn 1027/CTK-CSCL.
const COMMUNES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  // Tỉnh Cao Bằng: 3 wards, 53 communes.
  '04': [
    ['01273', 'Phường Thục Phán'], ['01279', 'Phường Nùng Trí Cao'], ['01288', 'Phường Tân Giang'], ['01304', 'Xã Quảng Lâm'],
    ['01297', 'Xã Nam Quang'], ['01294', 'Xã Lý Bôn'], ['01290', 'Xã Bảo Lâm'], ['01318', 'Xã Yên Thổ'],
    ['01360', 'Xã Sơn Lộ'], ['01351', 'Xã Hưng Đạo'], ['01321', 'Xã Bảo Lạc'], ['01324', 'Xã Cốc Pàng'],
    ['01327', 'Xã Cô Ba'], ['01336', 'Xã Khánh Xuân'], ['01339', 'Xã Xuân Trường'], ['01354', 'Xã Huy Giáp'],
    ['01738', 'Xã Ca Thành'], ['01768', 'Xã Phan Thanh'], ['01777', 'Xã Thành Công'], ['01729', 'Xã Tĩnh Túc'],
    ['01774', 'Xã Tam Kim'], ['01726', 'Xã Nguyên Bình'], ['01747', 'Xã Minh Tâm'], ['01387', 'Xã Thanh Long'],
    ['01366', 'Xã Cần Yên'], ['01363', 'Xã Thông Nông'], ['01392', 'Xã Trường Hà'], ['01438', 'Xã Hà Quảng'],
    ['01393', 'Xã Lũng Nặm'], ['01414', 'Xã Tổng Cọt'], ['01660', 'Xã Nam Tuấn'], ['01654', 'Xã Hòa An'],
    ['01708', 'Xã Bạch Đằng'], ['01699', 'Xã Nguyễn Huệ'], ['01795', 'Xã Minh Khai'], ['01789', 'Xã Canh Tân'],
    ['01792', 'Xã Kim Đồng'], ['01807', 'Xã Thạch An'], ['01786', 'Xã Đông Khê'], ['01822', 'Xã Đức Long'],
    ['01648', 'Xã Phục Hòa'], ['01636', 'Xã Bế Văn Đàn'], ['01594', 'Xã Độc Lập'], ['01576', 'Xã Quảng Uyên'],
    ['01618', 'Xã Hạnh Phúc'], ['01456', 'Xã Quang Hán'], ['01447', 'Xã Trà Lĩnh'], ['01465', 'Xã Quang Trung'],
    ['01525', 'Xã Đoài Dương'], ['01477', 'Xã Trùng Khánh'], ['01501', 'Xã Đàm Thủy'], ['01489', 'Xã Đình Phong'],
    ['01537', 'Xã Lý Quốc'], ['01558', 'Xã Hạ Lang'], ['01561', 'Xã Vinh Quý'], ['01552', 'Xã Quang Long'],
  ],
  // Tỉnh Điện Biên: 3 wards, 42 communes.
  '11': [
    ['03325', 'Xã Mường Phăng'], ['03127', 'Phường Điện Biên Phủ'], ['03334', 'Phường Mường Thanh'], ['03151', 'Phường Mường Lay'],
    ['03328', 'Xã Thanh Nưa'], ['03352', 'Xã Thanh An'], ['03349', 'Xã Thanh Yên'], ['03356', 'Xã Sam Mứn'],
    ['03358', 'Xã Núa Ngam'], ['03368', 'Xã Mường Nhà'], ['03253', 'Xã Tuần Giáo'], ['03295', 'Xã Quài Tở'],
    ['03268', 'Xã Mường Mùn'], ['03260', 'Xã Pú Nhung'], ['03283', 'Xã Chiềng Sinh'], ['03217', 'Xã Tủa Chùa'],
    ['03226', 'Xã Sín Chải'], ['03241', 'Xã Sính Phình'], ['03220', 'Xã Tủa Thàng'], ['03244', 'Xã Sáng Nhè'],
    ['03172', 'Xã Na Sang'], ['03181', 'Xã Mường Tùng'], ['03193', 'Xã Pa Ham'], ['03194', 'Xã Nậm Nèn'],
    ['03202', 'Xã Mường Pồn'], ['03203', 'Xã Na Son'], ['03208', 'Xã Xa Dung'], ['03370', 'Xã Pu Nhi'],
    ['03214', 'Xã Mường Luân'], ['03385', 'Xã Tìa Dình'], ['03382', 'Xã Phình Giàng'], ['03166', 'Xã Mường Chà'],
    ['03169', 'Xã Nà Hỳ'], ['03176', 'Xã Nà Bủng'], ['03175', 'Xã Chà Tở'], ['03199', 'Xã Si Pa Phìn'],
    ['03160', 'Xã Mường Nhé'], ['03158', 'Xã Sín Thầu'], ['03163', 'Xã Mường Toong'], ['03162', 'Xã Nậm Kè'],
    ['03164', 'Xã Quảng Lâm'], ['03256', 'Xã Mường Ảng'], ['03316', 'Xã Nà Tấu'], ['03301', 'Xã Búng Lao'],
    ['03313', 'Xã Mường Lạn'],
  ],
  // Tỉnh Lai Châu: 2 wards, 36 communes.
  '12': [
    ['03637', 'Xã Mường Kim'], ['03640', 'Xã Khoen On'], ['03595', 'Xã Than Uyên'], ['03618', 'Xã Mường Than'],
    ['03616', 'Xã Pắc Ta'], ['03613', 'Xã Nậm Sỏ'], ['03598', 'Xã Tân Uyên'], ['03601', 'Xã Mường Khoa'],
    ['03424', 'Xã Bản Bo'], ['03390', 'Xã Bình Lư'], ['03405', 'Xã Tả Lèng'], ['03430', 'Xã Khun Há'],
    ['03408', 'Phường Tân Phong'], ['03388', 'Phường Đoàn Kết'], ['03394', 'Xã Sin Suối Hồ'], ['03549', 'Xã Phong Thổ'],
    ['03562', 'Xã Sì Lở Lầu'], ['03571', 'Xã Dào San'], ['03583', 'Xã Khổng Lào'], ['03529', 'Xã Tủa Sín Chải'],
    ['03478', 'Xã Sìn Hồ'], ['03508', 'Xã Hồng Thu'], ['03517', 'Xã Nậm Tăm'], ['03532', 'Xã Pu Sam Cáp'],
    ['03544', 'Xã Nậm Cuổi'], ['03538', 'Xã Nậm Mạ'], ['03487', 'Xã Lê Lợi'], ['03434', 'Xã Nậm Hàng'],
    ['03472', 'Xã Mường Mô'], ['03460', 'Xã Hua Bum'], ['03503', 'Xã Pa Tần'], ['03466', 'Xã Bum Nưa'],
    ['03433', 'Xã Bum Tở'], ['03445', 'Xã Mường Tè'], ['03439', 'Xã Thu Lũm'], ['03442', 'Xã Pa Ủ'],
    ['03463', 'Xã Tà Tổng'], ['03451', 'Xã Mù Cả'],
  ],
};

/** Provinces whose communes are seeded completely. */
export const PROVINCES_WITH_COMMUNES = Object.keys(COMMUNES);

const PREFIXES = [
  ['Phường ', 'PHUONG'],
  ['Xã ', 'XA'],
  ['Đặc khu ', 'DAC_KHU'],
] as const;

export const communeRows = Object.entries(COMMUNES).flatMap(([province, communes]) =>
  communes.map(([code, fullName]) => {
    const prefix = PREFIXES.find(([word]) => fullName.startsWith(word));
    if (!prefix) throw new Error(`Commune ${code} "${fullName}" has no Phường/Xã/Đặc khu prefix.`);
    return {
      MaDonViHanhChinh: code,
      TenDonViHanhChinh: fullName,
      TenRutGon: fullName.slice(prefix[0].length),
      LoaiDonViHanhChinh: prefix[1],
      DonViCha_Id: province,
    };
  }),
);

// [old code, old name, code of the new province it belongs to since 1 July 2025]
const OLD_PROVINCES: readonly (readonly [string, string, string])[] = [
  ['01', 'Thành phố Hà Nội', '01'],
  ['02', 'Tỉnh Hà Giang', '08'],
  ['04', 'Tỉnh Cao Bằng', '04'],
  ['06', 'Tỉnh Bắc Kạn', '19'],
  ['08', 'Tỉnh Tuyên Quang', '08'],
  ['10', 'Tỉnh Lào Cai', '15'],
  ['11', 'Tỉnh Điện Biên', '11'],
  ['12', 'Tỉnh Lai Châu', '12'],
  ['14', 'Tỉnh Sơn La', '14'],
  ['15', 'Tỉnh Yên Bái', '15'],
  ['17', 'Tỉnh Hòa Bình', '25'],
  ['19', 'Tỉnh Thái Nguyên', '19'],
  ['20', 'Tỉnh Lạng Sơn', '20'],
  ['22', 'Tỉnh Quảng Ninh', '22'],
  ['24', 'Tỉnh Bắc Giang', '24'],
  ['25', 'Tỉnh Phú Thọ', '25'],
  ['26', 'Tỉnh Vĩnh Phúc', '25'],
  ['27', 'Tỉnh Bắc Ninh', '24'],
  ['30', 'Tỉnh Hải Dương', '31'],
  ['31', 'Thành phố Hải Phòng', '31'],
  ['33', 'Tỉnh Hưng Yên', '33'],
  ['34', 'Tỉnh Thái Bình', '33'],
  ['35', 'Tỉnh Hà Nam', '37'],
  ['36', 'Tỉnh Nam Định', '37'],
  ['37', 'Tỉnh Ninh Bình', '37'],
  ['38', 'Tỉnh Thanh Hóa', '38'],
  ['40', 'Tỉnh Nghệ An', '40'],
  ['42', 'Tỉnh Hà Tĩnh', '42'],
  ['44', 'Tỉnh Quảng Bình', '44'],
  ['45', 'Tỉnh Quảng Trị', '44'],
  ['46', 'Thành phố Huế', '46'],
  ['48', 'Thành phố Đà Nẵng', '48'],
  ['49', 'Tỉnh Quảng Nam', '48'],
  ['51', 'Tỉnh Quảng Ngãi', '51'],
  ['52', 'Tỉnh Bình Định', '52'],
  ['54', 'Tỉnh Phú Yên', '66'],
  ['56', 'Tỉnh Khánh Hòa', '56'],
  ['58', 'Tỉnh Ninh Thuận', '56'],
  ['60', 'Tỉnh Bình Thuận', '68'],
  ['62', 'Tỉnh Kon Tum', '51'],
  ['64', 'Tỉnh Gia Lai', '52'],
  ['66', 'Tỉnh Đắk Lắk', '66'],
  ['67', 'Tỉnh Đắk Nông', '68'],
  ['68', 'Tỉnh Lâm Đồng', '68'],
  ['70', 'Tỉnh Bình Phước', '75'],
  ['72', 'Tỉnh Tây Ninh', '80'],
  ['74', 'Tỉnh Bình Dương', '79'],
  ['75', 'Tỉnh Đồng Nai', '75'],
  ['77', 'Tỉnh Bà Rịa - Vũng Tàu', '79'],
  ['79', 'Thành phố Hồ Chí Minh', '79'],
  ['80', 'Tỉnh Long An', '80'],
  ['82', 'Tỉnh Tiền Giang', '82'],
  ['83', 'Tỉnh Bến Tre', '86'],
  ['84', 'Tỉnh Trà Vinh', '86'],
  ['86', 'Tỉnh Vĩnh Long', '86'],
  ['87', 'Tỉnh Đồng Tháp', '82'],
  ['89', 'Tỉnh An Giang', '91'],
  ['91', 'Tỉnh Kiên Giang', '91'],
  ['92', 'Thành phố Cần Thơ', '92'],
  ['93', 'Tỉnh Hậu Giang', '92'],
  ['94', 'Tỉnh Sóc Trăng', '92'],
  ['95', 'Tỉnh Bạc Liêu', '96'],
  ['96', 'Tỉnh Cà Mau', '96'],
];

export const oldProvinceRows = OLD_PROVINCES.map(([code, name, newProvince]) => ({
  MaTinhCu: code,
  TenTinhCu: name,
  TinhMoi_Id: newProvince,
  // Thừa Thiên Huế became the centrally-run city of Huế on 1 January 2025, before the merger.
  ...(code === '46' ? { GhiChu: 'Tỉnh Thừa Thiên Huế trước ngày 01/01/2025' } : {}),
}));

// Provinces first: a commune names its province by code, which an import looks up among stored rows only.
export const provinceSeed = seedOf(donViHanhChinh, provinceRows);
export const communeSeed = seedOf(donViHanhChinh, communeRows);
export const oldProvinceSeed = seedOf(tinhCu, oldProvinceRows);
