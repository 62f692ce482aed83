// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess, SIGNED_IN } from '@his/sdk/server';
import { PRICE_LIST_RELEASE, PRICE_LIST_WRITE } from '../rules/permissions';

export const pricingAccess = defineAccess({
  Query: {
    getBangGiaTheoDichVuVaDoiTuong: SIGNED_IN,
    getBangGiaTheoLieuTrinhVaDoiTuong: SIGNED_IN,
    getDM_BangGiaById: SIGNED_IN,
    getDM_BangGiaHienHanh: SIGNED_IN,
    searchDM_BangGia: SIGNED_IN,
    getLichSuGiaDichVu: SIGNED_IN,
    getDonGiaDichVu: SIGNED_IN,
  },
  Mutation: {
    createDM_BangGia: PRICE_LIST_WRITE,
    updateDM_BangGia: PRICE_LIST_WRITE,
    deleteDM_BangGia: PRICE_LIST_WRITE,
    releaseDM_BangGia: PRICE_LIST_RELEASE,
  },
});
