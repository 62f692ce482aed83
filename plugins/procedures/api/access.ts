// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess } from '@his/sdk/server';
import { PROCEDURES_READ, PROCEDURES_UNLOCK, PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE } from '../rules/permissions';

export const proceduresAccess = defineAccess({
  Query: {
    danhSachChiDinhPTTT: PROCEDURES_READ,
    phongThucHienPTTT: PROCEDURES_READ,
    chiDinhPTTTById: PROCEDURES_READ,
    tuongTrinhPTTTs: PROCEDURES_READ,
    tuongTrinhPTTTs_NoiTru: PROCEDURES_READ,
    tuongTrinhPTTT: PROCEDURES_READ,
    thietBiTheoDichVu: PROCEDURES_READ,
    thongTinPhanCongKyThuatVien: PROCEDURES_READ,
    getCaThucHienByThoiGian: PROCEDURES_READ,
    khoDuocPTTT: PROCEDURES_READ,
  },
  Mutation: {
    updateThongTinThucHienPTTT: PROCEDURES_WRITE,
    saveTuongTrinhPTTT: PROCEDURES_WRITE,
    lockTuongTrinhPTTT: PROCEDURES_WRITE,
    // A writer without the right is told to have the account authorized (spec §6).
    unlockTuongTrinhPTTT: [PROCEDURES_UNLOCK, PROCEDURES_WRITE],
    // A writer without the right is told to have the account authorized (spec §6).
    huyTraKetQuaPTTT: [PROCEDURES_UNLOCK, PROCEDURES_WRITE],
    removeTuongTrinhPTTT: PROCEDURES_WRITE,
    // A writer without the right is told to have the account authorized (spec §6).
    verifyVatTuTuongTrinhPTTT: [PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE],
    // A writer without the right is told to have the account authorized (spec §6).
    cancelVerifyVatTuTuongTrinhPTTT: [PROCEDURES_VERIFY_SUPPLIES, PROCEDURES_WRITE],
    themHinhAnhTuongTrinhPTTT: PROCEDURES_WRITE,
    xoaHinhAnhTuongTrinhPTTT: PROCEDURES_WRITE,
    phanCongThietBi: PROCEDURES_WRITE,
    phanCongKyThuatVien: PROCEDURES_WRITE,
    xoaPhanCongTuDong: PROCEDURES_WRITE,
    createCaThucHien: PROCEDURES_WRITE,
    updateCaThucHien: PROCEDURES_WRITE,
  },
});
