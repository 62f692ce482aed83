// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess } from '@his/sdk/server';
import { CONSULTATION_READ, CONSULTATION_WRITE } from '../rules/permissions';

export const consultationAccess = defineAccess({
  Query: {
    bienBanHoiChans: CONSULTATION_READ,
    bienBanHoiChan: CONSULTATION_READ,
    getBienBanHoiChanByTiepNhan: CONSULTATION_READ,
    bienBanHoiChanMoi_NgoaiTru: CONSULTATION_READ,
  },
  Mutation: {
    createBienBanHoiChan_NgoaiTru: CONSULTATION_WRITE,
    updateBienBanHoiChan_NgoaiTru: CONSULTATION_WRITE,
    removeBienBanHoiChan: CONSULTATION_WRITE,
    verifyBienBanHoiChan: CONSULTATION_WRITE,
  },
});
