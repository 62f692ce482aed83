// Seed rows in the import format, in dependency order (a seed after those whose codes it refers to): the national
// reference lists every facility needs, then a demo general hospital's own data and its public-health laboratory's.
import type { AnyCatalogue } from '@his/sdk';
import { communeSeed, oldProvinceSeed, provinceSeed } from './administrative';
import {
  giaTriChuanDemoSeed,
  loaiNoiTruSeed,
  loiDanDemoSeed,
  loiDanUongThuocDemoSeed,
  lyDoVaoVienSeed,
  phuongPhapPhauThuatSeed,
  phuongPhapVoCamSeed,
  phuongThucThuMauSeed,
  tuDienKetLuanDemoSeed,
  yLenhChamSocSeed,
} from './clinical';
import { giuongBenhDemoSeed, thietBiDemoSeed } from './equipment';
import {
  danTocSeed,
  huongGiaiQuyetSeed,
  kyBaoCaoDemoSeed,
  loaiPhieuThuSeed,
  lyDoSeed,
  ngheNghiepSeed,
  nhomBenhNhanDemoSeed,
  nhomCongNoDemoSeed,
  nhomMauSeed,
  taiKhoanNganHangDemoSeed,
  tienTeSeed,
  yeuToRhSeed,
} from './general';
import { chuongICDSeed, icdSeed, nhomICDSeed } from './icd';
import { doiTuongBHYTSeed, mucHuongBHYTSeed } from './insurance';
import { phanLoaiSucKhoeSeed } from './ksk';
import { chiTieuChuanDemoSeed, chiTieuXetNghiemDemoSeed, ghiChuTieuChuanDemoSeed, nhomGiaChiTieuDemoSeed, nhomLaboDemoSeed, thietBiLabDemoSeed } from './lab';
import { quocTichSeed } from './nationality';
import { oldCommuneSeed } from './old-communes';
import { chucDanhSeed, chucVuSeed, chuyenKhoaSeed, congTyDemoSeed, donViDoiTacDemoSeed, loaiPhongBanSeed } from './organisation';
import { chongChiDinhDemoSeed, dichVuDemoSeed, dinhMucDichVuDemoSeed, goiDichVuDemoSeed, lieuTrinhDemoSeed, loaiDichVuSeed, nhomDichVuSeed } from './services';

export type { CatalogueSeed } from './seed-kit';

export const referenceSeeds: ReadonlyArray<{ catalogue: AnyCatalogue; rows: readonly Record<string, unknown>[] }> = [
  danTocSeed,
  ngheNghiepSeed,
  nhomMauSeed,
  yeuToRhSeed,
  tienTeSeed,
  lyDoSeed,
  huongGiaiQuyetSeed,
  loaiPhieuThuSeed,
  chucDanhSeed,
  chucVuSeed,
  loaiPhongBanSeed,
  chuyenKhoaSeed,
  provinceSeed,
  communeSeed,
  oldProvinceSeed,
  oldCommuneSeed,
  quocTichSeed,
  mucHuongBHYTSeed,
  doiTuongBHYTSeed,
  chuongICDSeed,
  nhomICDSeed,
  icdSeed,
  yLenhChamSocSeed,
  phuongPhapPhauThuatSeed,
  phuongPhapVoCamSeed,
  loaiNoiTruSeed,
  lyDoVaoVienSeed,
  phuongThucThuMauSeed,
  loaiDichVuSeed,
  nhomDichVuSeed,
  phanLoaiSucKhoeSeed,
];

export const demoSeeds: ReadonlyArray<{ catalogue: AnyCatalogue; rows: readonly Record<string, unknown>[] }> = [
  taiKhoanNganHangDemoSeed,
  kyBaoCaoDemoSeed,
  nhomCongNoDemoSeed,
  nhomBenhNhanDemoSeed,
  congTyDemoSeed,
  donViDoiTacDemoSeed,
  loiDanDemoSeed,
  loiDanUongThuocDemoSeed,
  giaTriChuanDemoSeed,
  tuDienKetLuanDemoSeed,
  dichVuDemoSeed,
  goiDichVuDemoSeed,
  dinhMucDichVuDemoSeed,
  lieuTrinhDemoSeed,
  chongChiDinhDemoSeed,
  thietBiDemoSeed,
  giuongBenhDemoSeed,
  thietBiLabDemoSeed,
  nhomLaboDemoSeed,
  chiTieuXetNghiemDemoSeed,
  chiTieuChuanDemoSeed,
  nhomGiaChiTieuDemoSeed,
  ghiChuTieuChuanDemoSeed,
];
