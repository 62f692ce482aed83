// Seed of the health-check catalogues: the five health classes of Thông tư 14/2013/TT-BYT.
import { phanLoaiSucKhoe } from '../rules';
import { seedOf } from './seed-kit';

export const phanLoaiSucKhoeSeed = seedOf(phanLoaiSucKhoe, [
  { MaPhanLoai: 'I', TenPhanLoai: 'Loại I: Rất khỏe' },
  { MaPhanLoai: 'II', TenPhanLoai: 'Loại II: Khỏe' },
  { MaPhanLoai: 'III', TenPhanLoai: 'Loại III: Trung bình' },
  { MaPhanLoai: 'IV', TenPhanLoai: 'Loại IV: Yếu' },
  { MaPhanLoai: 'V', TenPhanLoai: 'Loại V: Rất yếu' },
]);
