// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess, SIGNED_IN } from '@his/sdk/server';
import { DEPARTMENT_LINKS_WRITE } from '../rules/department-links';

export const cataloguesAccess = defineAccess({
  Query: {
    getDichVuByPhongBan: SIGNED_IN,
    getPhongBanByDichVu: SIGNED_IN,
    getKhoDuocByPhongBan: SIGNED_IN,
    getGiuongByPhongBan: SIGNED_IN,
    getMultipleDM_PhamViDichVu: SIGNED_IN,
    searchDichVuCoGia: SIGNED_IN,
    goiDichVus: SIGNED_IN,
    nhanVien: SIGNED_IN,
    searchNhanVienByChucVu: SIGNED_IN,
    getDM_LyDoByLoai: SIGNED_IN,
    getAllDonViHanhChinh: SIGNED_IN,
    findOneDonViHanhChinh: SIGNED_IN,
    getDiaChiMoiTuDiaChiCu: SIGNED_IN,
  },
  Mutation: {
    setDichVuPhongBan: DEPARTMENT_LINKS_WRITE,
    setKhoDuocPhongBan: DEPARTMENT_LINKS_WRITE,
    setGiuongPhongBan: DEPARTMENT_LINKS_WRITE,
  },
});
