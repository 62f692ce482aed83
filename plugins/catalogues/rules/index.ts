// The catalogues plugin's descriptors, in dependency order: every catalogue comes after those it refers to, so
// tables, imports and seeds can follow the list as it is.
import type { AnyCatalogue } from '@his/sdk';
import { donViHanhChinh, tinhCu, xaCu } from './administrative';
import { giaTriChuan, loaiNoiTru, loiDan, loiDanUongThuoc, lyDoVaoVien, phuongPhapPhauThuat, phuongPhapVoCam, phuongThucThuMau, toaThuocMau, tuDienKetLuan, yLenhChamSoc } from './clinical';
import { giuongBenh, thietBi } from './equipment';
import {
  danToc,
  huongGiaiQuyet,
  kyBaoCao,
  loaiNoiDungNhapLieu,
  loaiPhieuThu,
  lyDo,
  ngheNghiep,
  nhomBenhNhan,
  nhomCongNo,
  nhomMau,
  taiKhoanNganHang,
  tienTe,
  yeuToRh,
} from './general';
import { chuongICD, icd, icdCanLamSang, nhomICD } from './icd';
import { doiTuongBHYT, mucHuongBHYT } from './insurance';
import { goiKhamSucKhoe, phanLoaiSucKhoe } from './ksk';
import { chiTieuChuan, chiTieuXetNghiem, ghiChuTieuChuan, nhomGiaChiTieu, nhomLabo } from './lab';
import { quocTich } from './nationality';
import { benhVien, chucDanh, chuyenKhoa, congTy, donViDoiTac, loaiPhongBan } from './organisation';
import { chucVu, nhanVien } from './staff';
import { chongChiDinh, dichVu, dinhMucDichVu, goiDichVu, lieuTrinh, loaiDichVu, nhomDichVu, phamViDichVu } from './services';

export * from './administrative';
export * from './clinical';
export * from './equipment';
export * from './general';
export * from './icd';
export * from './insurance';
export * from './ksk';
export * from './lab';
export * from './nationality';
export * from './organisation';
export * from './services';
export * from './staff';
export { CATALOGUE_NAMES, type CatalogueName } from './names';

export const catalogueDescriptors: readonly AnyCatalogue[] = [
  danToc,
  ngheNghiep,
  nhomMau,
  yeuToRh,
  tienTe,
  taiKhoanNganHang,
  lyDo,
  huongGiaiQuyet,
  kyBaoCao,
  nhomCongNo,
  loaiNoiDungNhapLieu,
  loaiPhieuThu,
  nhomBenhNhan,
  chucDanh,
  chucVu,
  loaiPhongBan,
  chuyenKhoa,
  congTy,
  donViDoiTac,
  donViHanhChinh,
  tinhCu,
  xaCu,
  quocTich,
  mucHuongBHYT,
  doiTuongBHYT,
  benhVien,
  chuongICD,
  nhomICD,
  icd,
  icdCanLamSang,
  yLenhChamSoc,
  phuongPhapPhauThuat,
  phuongPhapVoCam,
  loaiNoiTru,
  lyDoVaoVien,
  loiDan,
  loiDanUongThuoc,
  phuongThucThuMau,
  giaTriChuan,
  loaiDichVu,
  nhomDichVu,
  phamViDichVu,
  nhanVien,
  tuDienKetLuan,
  dichVu,
  goiDichVu,
  dinhMucDichVu,
  lieuTrinh,
  chongChiDinh,
  phanLoaiSucKhoe,
  goiKhamSucKhoe,
  thietBi,
  giuongBenh,
  toaThuocMau,
  ghiChuTieuChuan,
  nhomLabo,
  chiTieuXetNghiem,
  chiTieuChuan,
  nhomGiaChiTieu,
];
