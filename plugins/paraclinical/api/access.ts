// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess, PUBLIC } from '@his/sdk/server';
import { EXAMINATION_READ } from '../../examination/contract';
import { PARACLINICAL_READ, PARACLINICAL_WRITE } from '../rules/permissions';

export const paraclinicalAccess = defineAccess({
  Query: {
    clsCacDichVuYeuCau: PARACLINICAL_READ,
    clsDichVuYeuCauById: [PARACLINICAL_READ, EXAMINATION_READ],
    clsChiTietDichVuYeuCauById: PARACLINICAL_READ,
    searchMaChiDinh: PARACLINICAL_READ,
    searchSID: PARACLINICAL_READ,
    checkDuocPhepThucHien: PARACLINICAL_READ,
    phongThucHienCLS: PARACLINICAL_READ,
    ketQuaCLSTheoTiepNhan: [PARACLINICAL_READ, EXAMINATION_READ],
    ketQuaKhongXacDinhsPagination: PARACLINICAL_READ,
    lienKetKetQuaCLS: [PARACLINICAL_READ, EXAMINATION_READ],
    // The token given with the printed result is the only key.
    ketQuaCLSCongKhai: PUBLIC,
  },
  Mutation: {
    updateManyDichVuYeuCauState: [PARACLINICAL_READ, PARACLINICAL_WRITE],
    updateDichVuYeuCauState: [PARACLINICAL_READ, PARACLINICAL_WRITE],
    updateDichVuYeuCauStateBySoPhieu: [PARACLINICAL_READ, PARACLINICAL_WRITE],
    toggleBNKhongDen: PARACLINICAL_WRITE,
    saveKetQuaXetNghiem: PARACLINICAL_WRITE,
    saveKetQuaChanDoanHinhAnh: PARACLINICAL_WRITE,
    saveKetQuaThamDoChucNang: PARACLINICAL_WRITE,
    nhanKetQuaTuMay: PARACLINICAL_WRITE,
    lienKetKetQuaKhongXacDinh: PARACLINICAL_WRITE,
    themHinhAnhDichVuYeuCau: PARACLINICAL_WRITE,
    xoaHinhAnhDichVuYeuCau: PARACLINICAL_WRITE,
  },
});
