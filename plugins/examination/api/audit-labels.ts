// How the audit history names examinations and their fields.
import type { AuditLabels } from '@his/sdk/server';

export const examinationAuditLabels: AuditLabels = {
  entities: {
    KhamBenh: {
      label: { vi: 'Lượt khám', en: 'Examination' },
      name: { field: 'MaKhamBenh', table: 'KhamBenh', column: 'MaKhamBenh' },
      fields: {
        Mach: { vi: 'Mạch', en: 'Pulse' },
        NhietDo: { vi: 'Nhiệt độ', en: 'Temperature' },
        HuyetApTamThu: { vi: 'Huyết áp tâm thu', en: 'Systolic pressure' },
        HuyetApTamTruong: { vi: 'Huyết áp tâm trương', en: 'Diastolic pressure' },
        NhipTho: { vi: 'Nhịp thở', en: 'Respiration' },
        ChieuCao: { vi: 'Chiều cao', en: 'Height' },
        CanNang: { vi: 'Cân nặng', en: 'Weight' },
        TrieuChungLamSang: { vi: 'Triệu chứng lâm sàng', en: 'Symptoms' },
        ChanDoan: { vi: 'Chẩn đoán', en: 'Diagnosis' },
        ICD_Id: { vi: 'Bệnh chính (ICD)', en: 'Primary diagnosis (ICD)' },
        ICDPhu_Ids: { vi: 'Bệnh kèm theo (ICD)', en: 'Secondary diagnoses (ICD)' },
        HuongGiaiQuyet_Id: { vi: 'Hướng giải quyết', en: 'Treatment plan' },
        NgayTaiKham: { vi: 'Ngày tái khám', en: 'Follow-up date' },
        TrangThai: { vi: 'Trạng thái', en: 'State' },
      },
      refs: { ICD_Id: 'DM_ICD', HuongGiaiQuyet_Id: 'DM_HuongGiaiQuyet', BacSiKham_Id: 'NhanVien' },
    },
  },
  operations: {
    goiBenhNhanKham: { vi: 'Gọi bệnh nhân vào khám', en: 'Call a patient in' },
    goiLaiBenhNhanKham: { vi: 'Gọi lại bệnh nhân', en: 'Call a patient again' },
    boQuaBenhNhanKham: { vi: 'Bỏ qua bệnh nhân (không đến)', en: 'Mark a patient missed' },
    createKhamBenh: { vi: 'Bắt đầu khám', en: 'Start an examination' },
    updateKhamBenh: { vi: 'Lưu lượt khám', en: 'Save an examination' },
    verifyKhamBenh: { vi: 'Kết thúc hoặc mở lại lượt khám', en: 'End or reopen an examination' },
    saveAndVerifyKhamBenh: { vi: 'Lưu và kết thúc khám', en: 'Save and end an examination' },
    cancelKhamBenh: { vi: 'Huỷ lượt khám', en: 'Cancel an examination' },
    removeKhamBenh: { vi: 'Xoá lượt khám', en: 'Remove an examination' },
    chuyenPhongKham: { vi: 'Chuyển phòng khám', en: 'Send a patient to another room' },
  },
};
