// Who may call each operation: the host checks it before the resolver, which may check more for some arguments.
import { defineAccess } from '@his/sdk/server';
import { PATIENT_ACCOUNT, PATIENT_IMPORT, PATIENT_READ, PATIENT_WRITE, RECEPTION_RECEIVE } from '../rules/permissions';

// The directory's readers and the receptionists read patients and visits.
const PATIENT_READERS = [PATIENT_READ, RECEPTION_RECEIVE] as const;

export const receptionAccess = defineAccess({
  Query: {
    benhNhans: PATIENT_READERS,
    benhNhansPagination: PATIENT_READERS,
    benhNhansPaginationTotal: PATIENT_READERS,
    searchBenhNhan: PATIENT_READERS,
    benhNhan: PATIENT_READERS,
    getBenhNhanByMaYTe: PATIENT_READERS,
    kiemTraTrungBenhNhan: PATIENT_READERS,
    getDiaChiGiaoHangs: PATIENT_READERS,
    tiepNhans: PATIENT_READERS,
    getTiepNhanById: PATIENT_READERS,
    tiepNhanThongTinSucKhoe: PATIENT_READERS,
    lichSuTiepNhan: PATIENT_READERS,
    phongKhamTiepNhan: RECEPTION_RECEIVE,
    traCuuTheBHYT: RECEPTION_RECEIVE,
    getDataForImportPatient: PATIENT_IMPORT,
    phieuHangDoiTiepDon: RECEPTION_RECEIVE,
    kioskTheoYeuCau: RECEPTION_RECEIVE,
    getCongNoPhaiThu: PATIENT_READERS,
    getDataExportCongNo: PATIENT_READERS,
    getDanhMucTiepNhan: RECEPTION_RECEIVE,
  },
  Mutation: {
    createBenhNhan: PATIENT_WRITE,
    updateBenhNhan: PATIENT_WRITE,
    removeBenhNhan: PATIENT_WRITE,
    updateNhanVienPhuTrach: PATIENT_WRITE,
    createDiaChiGiaoHang: PATIENT_WRITE,
    updateDiaChiGiaoHang: PATIENT_WRITE,
    deleteDiaChiGiaoHang: PATIENT_WRITE,
    createTiepNhanKhamBenh: RECEPTION_RECEIVE,
    huyTiepNhan: RECEPTION_RECEIVE,
    saveImportPatient: PATIENT_IMPORT,
    layPhieuHangDoiTiepDon: RECEPTION_RECEIVE,
    layPhieuHangDoiTheoYeuCau: RECEPTION_RECEIVE,
    goiPhieuHangDoi: RECEPTION_RECEIVE,
    goiLaiPhieuHangDoi: RECEPTION_RECEIVE,
    boQuaPhieuHangDoi: RECEPTION_RECEIVE,
    createAccountCustomer: PATIENT_ACCOUNT,
    setBusinessAccount: PATIENT_ACCOUNT,
    activateAccount: PATIENT_ACCOUNT,
    lockAccount: PATIENT_ACCOUNT,
    changePasswordCustomer: PATIENT_ACCOUNT,
  },
});
