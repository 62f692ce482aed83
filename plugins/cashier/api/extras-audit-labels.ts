// How the audit history names e-invoices, the counter's queue tickets, insurance confirmations and payment posting
// rules, their fields and the mutations that write them (merged into the cashier's audit labels).
import type { AuditLabels } from '@his/sdk/server';

export const extrasAuditLabels: AuditLabels = {
  entities: {
    HoaDonDienTu: {
      label: { vi: 'Hóa đơn điện tử', en: 'E-invoice' },
      name: { field: 'MaHoaDon', table: 'HoaDonDienTu', column: 'MaHoaDon' },
      fields: {
        BienLai_Id: { vi: 'Biên lai', en: 'Receipt' }, MaHoaDon: { vi: 'Mã tra cứu', en: 'Lookup code' }, Pattern: { vi: 'Mẫu số', en: 'Form number' },
        Serial: { vi: 'Ký hiệu', en: 'Symbol' }, SoHoaDon: { vi: 'Số hóa đơn', en: 'Invoice number' }, NgayHoaDon: { vi: 'Ngày hóa đơn', en: 'Invoice date' },
        GiaTriHoaDon: { vi: 'Giá trị hóa đơn', en: 'Invoice amount' }, TrangThai: { vi: 'Trạng thái', en: 'State' }, NhaCungCap: { vi: 'Nhà cung cấp', en: 'Provider' },
        LyDoHuy: { vi: 'Lý do hủy', en: 'Reason for cancelling' }, NgayHuy: { vi: 'Ngày hủy', en: 'Cancelled on' },
      },
      refs: { BienLai_Id: 'BienLai' },
    },
    VienPhi_HangDoi: {
      label: { vi: 'Số thứ tự quầy thu ngân', en: 'Cashier queue ticket' },
      name: { field: 'SoThuTu', table: 'VienPhi_HangDoi', column: 'SoThuTu' },
      fields: {
        SoThuTu: { vi: 'Số thứ tự', en: 'Number' }, Ngay: { vi: 'Ngày', en: 'Day' }, UuTien: { vi: 'Ưu tiên', en: 'Priority' }, TrangThai: { vi: 'Trạng thái', en: 'State' },
        isRecall: { vi: 'Gọi lại', en: 'Recalled' }, codeCounter: { vi: 'Quầy', en: 'Counter' }, ThoiGianGoi: { vi: 'Thời gian gọi', en: 'Called at' },
        TiepNhan_Id: { vi: 'Lượt tiếp nhận', en: 'Visit' }, BenhNhan_Id: { vi: 'Bệnh nhân', en: 'Patient' },
      },
      refs: { TiepNhan_Id: 'TiepNhan', BenhNhan_Id: 'BenhNhan' },
    },
    XacNhanBHYT: {
      label: { vi: 'Xác nhận BHYT', en: 'Insurance confirmation' },
      name: { field: 'MaTiepNhan', table: 'TiepNhan', column: 'MaTiepNhan' },
      fields: {
        MaTiepNhan: { vi: 'Mã tiếp nhận', en: 'Visit code' }, DaXacNhanBHYT: { vi: 'Đã xác nhận BHYT', en: 'Insurance confirmed' },
        NgayXacNhan: { vi: 'Ngày xác nhận', en: 'Confirmed on' }, NguoiXacNhan: { vi: 'Người xác nhận', en: 'Confirmed by' },
        TongTien: { vi: 'Tổng tiền', en: 'Total' }, BHChiTra: { vi: 'BHYT chi trả', en: 'Insurance pays' },
      },
      refs: { NguoiXacNhan: 'User' },
    },
    HinhThucThanhToan_HachToan: {
      label: { vi: 'Hạch toán hình thức thanh toán', en: 'Payment posting rules' },
      fields: { rules: { vi: 'Quy tắc hạch toán', en: 'Posting rules' } },
    },
  },
  operations: {
    guiHoaDonDienTu: { vi: 'Xuất hóa đơn điện tử', en: 'Issue an e-invoice' },
    guiHoaDonDienTus: { vi: 'Xuất nhiều hóa đơn điện tử', en: 'Issue e-invoices' },
    xoaHoaDonDienTu: { vi: 'Hủy hóa đơn điện tử', en: 'Cancel an e-invoice' },
    saveHinhThucThanhToanHachToans: { vi: 'Lưu hạch toán hình thức thanh toán', en: 'Save payment posting rules' },
    xacNhanBHYT: { vi: 'Xác nhận BHYT', en: 'Confirm insurance costs' },
    huyXacNhanBHYT: { vi: 'Hủy xác nhận BHYT', en: 'Undo insurance confirmation' },
    callWaitingNumbering_VienPhi: { vi: 'Gọi số thứ tự thu ngân', en: 'Call the next cashier number' },
    reCall: { vi: 'Gọi lại số thứ tự thu ngân', en: 'Call a cashier number again' },
    dismissNumbering_VienPhi: { vi: 'Bỏ qua số thứ tự thu ngân', en: 'Dismiss a cashier number' },
    dismissNumbering_VienPhiByTiepNhanId: { vi: 'Bỏ qua số thứ tự thu ngân của lượt tiếp nhận', en: 'Dismiss a visit\'s cashier number' },
  },
};
