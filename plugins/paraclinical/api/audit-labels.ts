// How the audit history names what the performing rooms write: an order's results (on reception's DichVuYeuCau,
// whose other fields reception names), the state moves and saves, and the unknown results and public links.
import type { AuditLabels } from '@his/sdk/server';
import { unknownResultAuditLabels } from './unknown-results';
import { imageAuditLabels } from './images';

export const paraclinicalAuditLabels: AuditLabels = {
  entities: {
    ...unknownResultAuditLabels.entities,
    ...imageAuditLabels.entities,
    DichVuYeuCau: {
      label: { vi: 'Phiếu chỉ định', en: 'Service order' },
      fields: { KetQuas: { vi: 'Kết quả xét nghiệm', en: 'Test results' } },
      values: { TrangThai: 'paraclinical.state.{value}' },
    },
  },
  operations: {
    ...unknownResultAuditLabels.operations,
    ...imageAuditLabels.operations,
    updateManyDichVuYeuCauState: { vi: 'Chuyển trạng thái nhiều phiếu cận lâm sàng', en: 'Move paraclinical orders to another state' },
    updateDichVuYeuCauState: { vi: 'Chuyển trạng thái phiếu cận lâm sàng', en: 'Move a paraclinical order to another state' },
    updateDichVuYeuCauStateBySoPhieu: { vi: 'Chuyển trạng thái theo số phiếu', en: 'Move a request number\'s orders to another state' },
    toggleBNKhongDen: { vi: 'Đánh dấu bệnh nhân không đến', en: 'Mark the patient as not coming' },
    saveKetQuaXetNghiem: { vi: 'Lưu kết quả xét nghiệm', en: 'Save lab results' },
    saveKetQuaChanDoanHinhAnh: { vi: 'Lưu kết quả chẩn đoán hình ảnh', en: 'Save an imaging report' },
    saveKetQuaThamDoChucNang: { vi: 'Lưu kết quả thăm dò chức năng', en: 'Save a functional test report' },
  },
};
