// How the audit history names what the procedure rooms write: notes, their locks, the technicians and device of an
// order, shifts, and the moves of reception's orders (whose other fields reception names).
import type { AuditLabels } from '@his/sdk/server';

const label = (vi: string, en: string) => ({ vi, en });

export const proceduresAuditLabels: AuditLabels = {
  entities: {
    TuongTrinhPTTT: {
      label: label('Tường trình phẫu thuật, thủ thuật', 'Procedure note'),
      name: { field: 'SoPhieuYeuCau' },
      fields: {
        SoPhieuYeuCau: label('Số phiếu', 'Request number'),
        BatDau: label('Thời gian bắt đầu', 'Start'),
        KetThuc: label('Thời gian kết thúc', 'End'),
        PhuongPhapPhauThuat_Id: label('Phương pháp phẫu thuật', 'Surgical method'),
        PhuongPhapVoCam_Id: label('Phương pháp vô cảm', 'Anaesthesia method'),
        ChanDoanTruoc_Id: label('Chẩn đoán trước phẫu thuật', 'Pre-operative diagnosis'),
        ChanDoanSau_Id: label('Chẩn đoán sau phẫu thuật', 'Post-operative diagnosis'),
        MaKetQua: label('Mã kết quả', 'Result code'),
        TenKetQua: label('Tên kết quả', 'Result name'),
        NhomDieuTri: label('Nhóm điều trị', 'Treatment group'),
        TuVong: label('Tử vong', 'Death'),
        QuyTrinh: label('Quy trình thực hiện', 'Process'),
        DienBien: label('Diễn biến', 'Course'),
        KetLuan: label('Kết luận', 'Conclusion'),
        EKip: label('Ê-kíp thực hiện', 'Team'),
        VatTus: label('Vật tư, thuốc sử dụng', 'Supplies used'),
        DaKhoa: label('Đã khóa', 'Locked'),
        LoaiKhoa: label('Loại khóa', 'Lock type'),
        ThoiGianKhoa: label('Thời gian khóa', 'Locked at'),
        NguoiKhoa_Id: label('Người khóa', 'Locked by'),
      },
      values: { LoaiKhoa: 'procedures.lockType.{value}', NhomDieuTri: 'procedures.group.{value}', MaKetQua: 'procedures.result.{value}' },
    },
    PhanCongKyThuatVien: {
      label: label('Phân công kỹ thuật viên', 'Technician assignment'),
      name: { field: 'SoPhieuYeuCau' },
      fields: { SoPhieuYeuCau: label('Số phiếu', 'Request number'), KyThuatViens: label('Kỹ thuật viên', 'Technicians') },
    },
    PhanCongThietBi: {
      label: label('Phân công thiết bị', 'Equipment assignment'),
      name: { field: 'SoPhieuYeuCau' },
      fields: { SoPhieuYeuCau: label('Số phiếu', 'Request number'), ThietBi: label('Thiết bị', 'Device') },
    },
    CaThucHien: {
      label: label('Ca thực hiện', 'Shift'),
      name: { field: 'TenNhanVien' },
      fields: {
        NhanVien_Id: label('Nhân viên', 'Staff'),
        TenNhanVien: label('Nhân viên', 'Staff'),
        MaNhanVien: label('Mã nhân viên', 'Staff code'),
        BatDau: label('Bắt đầu', 'Start'),
        KetThuc: label('Kết thúc', 'End'),
        ThuTuUuTien: label('Thứ tự ưu tiên', 'Priority'),
        DichVu_Ids: label('Dịch vụ', 'Services'),
        TenDichVus: label('Tên dịch vụ', 'Service names'),
        GhiChu: label('Ghi chú', 'Note'),
      },
    },
    DichVuYeuCau: {
      label: label('Phiếu chỉ định', 'Service order'),
      values: { TrangThai: 'procedures.state.{value}' },
    },
  },
  operations: {
    updateThongTinThucHienPTTT: label('Chuyển trạng thái phiếu thủ thuật, phẫu thuật', 'Move a procedure order to another state'),
    saveTuongTrinhPTTT: label('Lưu tường trình phẫu thuật, thủ thuật', 'Save a procedure note'),
    lockTuongTrinhPTTT: label('Khóa tường trình phẫu thuật, thủ thuật', 'Lock a procedure note'),
    unlockTuongTrinhPTTT: label('Mở khóa tường trình phẫu thuật, thủ thuật', 'Reopen a procedure note'),
    huyTraKetQuaPTTT: label('Hủy trả kết quả thủ thuật, phẫu thuật', 'Cancel a procedure\'s returned result'),
    phanCongThietBi: label('Phân công thiết bị', 'Assign a device'),
    phanCongKyThuatVien: label('Phân công kỹ thuật viên', 'Assign technicians'),
    xoaPhanCongTuDong: label('Xóa phân công tự động', 'Remove automatic assignments'),
    createCaThucHien: label('Thêm ca thực hiện', 'Add a shift'),
    updateCaThucHien: label('Sửa ca thực hiện', 'Change a shift'),
  },
};
