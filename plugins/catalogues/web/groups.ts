// Which catalogues each screen of the plugin lists, in the order the menu on its left shows them.
import type { AnyCatalogue } from '@his/sdk';
import * as rules from '../rules';
import { catalogueSlug } from './slugs';

export interface CatalogueGroup {
  /** The route's first segment: '/he-thong-danh-muc'. */
  path: string;
  /** i18n key of the page title. */
  title: string;
  catalogues: readonly AnyCatalogue[];
}

export const SYSTEM_GROUP: CatalogueGroup = {
  path: '/he-thong-danh-muc',
  title: 'catalogues.group.system',
  catalogues: [
    rules.danToc, rules.ngheNghiep, rules.quocTich, rules.donViHanhChinh, rules.tinhCu, rules.xaCu, rules.doiTuongBHYT,
    rules.mucHuongBHYT, rules.benhVien, rules.congTy, rules.donViDoiTac,
    rules.nhomMau, rules.yeuToRh, rules.tienTe, rules.taiKhoanNganHang, rules.lyDo, rules.huongGiaiQuyet, rules.kyBaoCao,
    rules.nhomCongNo, rules.loaiNoiDungNhapLieu, rules.loaiPhieuThu, rules.chucDanh, rules.loaiPhongBan, rules.chuyenKhoa,
    rules.yLenhChamSoc, rules.phuongPhapPhauThuat, rules.phuongPhapVoCam, rules.loaiNoiTru, rules.lyDoVaoVien,
    rules.toaThuocMau, rules.giuongBenh,
  ],
};

export const SERVICE_GROUP: CatalogueGroup = {
  path: '/dich-vu',
  title: 'catalogues.group.services',
  catalogues: [rules.dichVu, rules.nhomDichVu, rules.loaiDichVu, rules.goiDichVu, rules.dinhMucDichVu, rules.lieuTrinh, rules.chongChiDinh, rules.phamViDichVu],
};

export const PARACLINICAL_GROUP: CatalogueGroup = {
  path: '/can-lam-sang',
  title: 'catalogues.group.paraclinical',
  catalogues: [
    rules.giaTriChuan, rules.tuDienKetLuan, rules.icdCanLamSang, rules.phuongThucThuMau, rules.loiDan, rules.loiDanUongThuoc,
    // The laboratory's (CDC variant): slugs as its routes name them, /can-lam-sang/chi-tieu-xet-nghiem, …/nhom-labo.
    rules.chiTieuXetNghiem, rules.nhomLabo, rules.chiTieuChuan, rules.nhomGiaChiTieu, rules.ghiChuTieuChuan,
  ],
};

export const KSK_GROUP: CatalogueGroup = {
  path: '/kham-suc-khoe',
  title: 'catalogues.group.ksk',
  catalogues: [rules.phanLoaiSucKhoe, rules.goiKhamSucKhoe],
};

export const ICD_GROUP: CatalogueGroup = {
  path: '/icd-thuong-dung',
  title: 'catalogues.group.icd',
  catalogues: [rules.icd, rules.nhomICD, rules.chuongICD],
};

export const GROUPS = [SYSTEM_GROUP, SERVICE_GROUP, PARACLINICAL_GROUP, KSK_GROUP, ICD_GROUP] as const;

export function catalogueOfGroup(group: CatalogueGroup, slug: string | undefined): AnyCatalogue | undefined {
  return slug === undefined ? group.catalogues[0] : group.catalogues.find((catalogue) => catalogueSlug(catalogue.name) === slug);
}
