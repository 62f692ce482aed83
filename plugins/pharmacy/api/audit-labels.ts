// How the audit history names stock-in slips, their fields and the pharmacy's mutation.
import type { AuditLabels } from '@his/sdk/server';

export const pharmacyAuditLabels: AuditLabels = {
  entities: {
    PhieuNhapKho: {
      label: { vi: 'Phiếu nhập kho', en: 'Stock-in slip' },
      name: { field: 'SoPhieu', table: 'PhieuNhapKho', column: 'SoPhieu' },
      fields: {
        SoPhieu: { vi: 'Số phiếu', en: 'Slip number' },
        LoaiPhieu: { vi: 'Loại phiếu', en: 'Slip type' },
        KhoDuoc_Id: { vi: 'Kho dược', en: 'Pharmacy store' },
        TenKho: { vi: 'Tên kho', en: 'Store name' },
        NgayNhap: { vi: 'Ngày nhập', en: 'Received on' },
        NhaCungCap: { vi: 'Nhà cung cấp', en: 'Supplier' },
        GhiChu: { vi: 'Ghi chú', en: 'Note' },
        TongTien: { vi: 'Tổng tiền', en: 'Total' },
        ChiTiets: { vi: 'Các lô nhập', en: 'Lots received' },
      },
      refs: { KhoDuoc_Id: 'Node' },
      values: { LoaiPhieu: 'pharmacy.slipType.{value}' },
    },
  },
  operations: {
    createPhieuNhapKho: { vi: 'Nhập kho thuốc, vật tư', en: 'Receive drugs and supplies into a store' },
  },
};
