// How the audit history names patients, visits, delivery addresses, their fields and reception's mutations.
import type { AuditLabels } from '@his/sdk/server';
import vi from '../locales/vi.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };

// Field labels are the form's (locales field.*), so the history and the screen say the same.
const fieldLabels = Object.fromEntries(
  Object.keys(vi).filter((key) => key.startsWith('field.')).map((key) => [key.slice('field.'.length), { vi: (vi as Record<string, string>)[key]!, en: (en as Record<string, string>)[key]! }]),
);

export const receptionAuditLabels: AuditLabels = {
  entities: {
    BenhNhan: {
      label: { vi: 'Bệnh nhân', en: 'Patient' },
      name: { field: 'TenBenhNhan', table: 'BenhNhan', column: 'TenBenhNhan' },
      fields: { ...fieldLabels, TenKhongDau: { vi: 'Tên không dấu', en: 'Unaccented name' }, Tinh_Id: { vi: 'Tỉnh/thành', en: 'Province' }, fullAddress: { vi: 'Địa chỉ', en: 'Address' } },
      refs: { DonViHanhChinh_Id: 'DM_DonViHanhChinh', Tinh_Id: 'DM_DonViHanhChinh', DanToc_Id: 'DM_DanToc', QuocTich_Id: 'DM_QuocTich', NgheNghiep_Id: 'DM_NgheNghiep', NhanVienPhuTrach_Id: 'NhanVien' },
    },
    TiepNhan: {
      label: { vi: 'Lượt tiếp nhận', en: 'Visit' },
      name: { field: 'MaTiepNhan', table: 'TiepNhan', column: 'MaTiepNhan' },
      fields: { ...fieldLabels, MaTiepNhan: { vi: 'Mã tiếp nhận', en: 'Visit code' }, TrangThai: { vi: 'Trạng thái', en: 'State' }, CapCuu: { vi: 'Cấp cứu', en: 'Emergency' }, UuTien: { vi: 'Ưu tiên', en: 'Priority' } },
      refs: { BenhNhan_Id: 'BenhNhan', DoiTuong_Id: 'DM_DoiTuong', PhongTiepNhan_Id: 'Node' },
    },
    BenhNhan_DiaChiGiaoHang: {
      label: { vi: 'Địa chỉ giao hàng', en: 'Delivery address' },
      name: { field: 'detailAddress', table: 'BenhNhan_DiaChiGiaoHang', column: 'detailAddress' },
      fields: { ...fieldLabels, isDefault: { vi: 'Mặc định', en: 'Default' }, email: { vi: 'Email', en: 'Email' } },
      refs: { idCustomer: 'BenhNhan' },
    },
    PhieuHangDoi: {
      label: { vi: 'Phiếu số thứ tự', en: 'Queue ticket' },
      name: { field: 'SoThuTu', table: 'PhieuHangDoi', column: 'SoThuTu' },
      fields: {
        SoThuTu: { vi: 'Số thứ tự', en: 'Number' }, Ngay: { vi: 'Ngày', en: 'Day' }, TrangThai: { vi: 'Trạng thái', en: 'State' },
        Loai: { vi: 'Loại phiếu', en: 'Ticket kind' }, isRecall: { vi: 'Gọi lại', en: 'Recalled' }, isPriority: { vi: 'Ưu tiên', en: 'Priority' },
        ThoiGianGoi: { vi: 'Thời gian gọi', en: 'Called at' }, PhongBan_Id: { vi: 'Phòng', en: 'Room' }, DichVu_Id: { vi: 'Dịch vụ', en: 'Service' },
      },
      refs: { PhongBan_Id: 'Node', TiepNhan_Id: 'TiepNhan', BenhNhan_Id: 'BenhNhan' },
    },
    DichVuYeuCau: {
      label: { vi: 'Phiếu chỉ định', en: 'Service order' },
      name: { field: 'SoPhieuYeuCau', table: 'DichVuYeuCau', column: 'SoPhieuYeuCau' },
      fields: {
        SoPhieuYeuCau: { vi: 'Số phiếu', en: 'Order number' }, SoThuTu: { vi: 'Số thứ tự', en: 'Number' }, TrangThai: { vi: 'Trạng thái', en: 'State' },
        PhongBan_Id: { vi: 'Phòng', en: 'Room' }, DichVu_Id: { vi: 'Dịch vụ', en: 'Service' }, TenDichVu: { vi: 'Tên dịch vụ', en: 'Service name' },
        DichVuYeuCau_Id: { vi: 'Phiếu chỉ định', en: 'Service order' },
        NoiThucHien_Id: { vi: 'Nơi thực hiện', en: 'Place of execution' }, NoiYeuCau: { vi: 'Nơi chỉ định', en: 'Place of ordering' },
        BacSiChiDinh_Id: { vi: 'Bác sĩ chỉ định', en: 'Ordering doctor' }, ChanDoan: { vi: 'Chẩn đoán', en: 'Diagnosis' },
        LaKhanCap: { vi: 'Khẩn cấp', en: 'Urgent' }, NgayYeuCau: { vi: 'Ngày yêu cầu', en: 'Request date' }, ChiTiets: { vi: 'Dịch vụ', en: 'Services' },
        TrangThai_HangDoi: { vi: 'Trạng thái thực hiện', en: 'Performance state' }, BNKhongDen: { vi: 'Bệnh nhân không đến', en: 'Patient did not come' },
        NgayThucHien: { vi: 'Thời gian thực hiện', en: 'Performed at' }, NgayTraKetQua: { vi: 'Thời gian trả kết quả', en: 'Result returned at' },
        NgayLayMau: { vi: 'Thời gian lấy mẫu', en: 'Sampled at' }, ThietBi_Id: { vi: 'Thiết bị', en: 'Device' },
        NguoiThucHien_Ids: { vi: 'Người thực hiện', en: 'Performed by' }, SIDMau: { vi: 'Mã mẫu (SID)', en: 'Sample id (SID)' },
        STTMau: { vi: 'Số thứ tự mẫu', en: 'Sample number' }, NoiDung: { vi: 'Mô tả', en: 'Description' }, NhanXet: { vi: 'Nhận xét', en: 'Remarks' },
        KetLuan: { vi: 'Kết luận', en: 'Conclusion' },
      },
      refs: {
        PhongBan_Id: 'Node', TiepNhan_Id: 'TiepNhan', BenhNhan_Id: 'BenhNhan', NoiThucHien_Id: 'Node', NoiYeuCau: 'Node', BacSiChiDinh_Id: 'NhanVien', KhamBenh_Id: 'KhamBenh',
        ThietBi_Id: 'DM_ThietBi', NguoiThucHien_Ids: 'NhanVien',
      },
    },
  },
  operations: {
    createBenhNhan: { vi: 'Thêm bệnh nhân', en: 'Add a patient' },
    updateBenhNhan: { vi: 'Sửa bệnh nhân', en: 'Edit a patient' },
    removeBenhNhan: { vi: 'Xoá bệnh nhân', en: 'Delete patients' },
    updateNhanVienPhuTrach: { vi: 'Đổi nhân viên phụ trách', en: 'Change the responsible staff' },
    createDiaChiGiaoHang: { vi: 'Thêm địa chỉ giao hàng', en: 'Add a delivery address' },
    updateDiaChiGiaoHang: { vi: 'Sửa địa chỉ giao hàng', en: 'Edit a delivery address' },
    deleteDiaChiGiaoHang: { vi: 'Xoá địa chỉ giao hàng', en: 'Delete delivery addresses' },
    createAccountCustomer: { vi: 'Tạo tài khoản khách hàng', en: 'Create a customer account' },
    setBusinessAccount: { vi: 'Đặt tài khoản doanh nghiệp', en: 'Set business accounts' },
    activateAccount: { vi: 'Kích hoạt tài khoản khách hàng', en: 'Activate customer accounts' },
    lockAccount: { vi: 'Khoá tài khoản khách hàng', en: 'Lock customer accounts' },
    changePasswordCustomer: { vi: 'Đổi mật khẩu khách hàng', en: 'Change customers\' password' },
    createTiepNhanKhamBenh: { vi: 'Tiếp nhận bệnh nhân', en: 'Receive a patient' },
    huyTiepNhan: { vi: 'Huỷ lượt tiếp nhận', en: 'Cancel a visit' },
    saveImportPatient: { vi: 'Nhập bệnh nhân từ Excel', en: 'Import patients from a spreadsheet' },
    layPhieuHangDoiTiepDon: { vi: 'Lấy số tiếp đón (kiosk)', en: 'Take a reception queue ticket (kiosk)' },
    layPhieuHangDoiTheoYeuCau: { vi: 'Lấy số khám theo yêu cầu (kiosk)', en: 'Take an on-request examination ticket (kiosk)' },
    goiPhieuHangDoi: { vi: 'Gọi số', en: 'Call a queue ticket' },
    goiLaiPhieuHangDoi: { vi: 'Gọi lại số', en: 'Recall a queue ticket' },
    boQuaPhieuHangDoi: { vi: 'Bỏ qua số (bệnh nhân không đến)', en: 'Dismiss a queue ticket (patient did not come)' },
  },
};
