// How the audit history names consultation minutes, their fields and the calls that write them.
import type { AuditLabels } from '@his/sdk/server';

export const consultationAuditLabels: AuditLabels = {
  entities: {
    BienBanHoiChan: {
      label: { vi: 'Biên bản hội chẩn', en: 'Consultation minutes' },
      name: { field: 'MaBienBanHoiChan', table: 'BienBanHoiChan', column: 'MaBienBanHoiChan' },
      fields: {
        MaBienBanHoiChan: { vi: 'Mã biên bản hội chẩn', en: 'Minutes code' },
        TrangThai: { vi: 'Trạng thái', en: 'State' },
        LoaiBienBan: { vi: 'Loại biên bản', en: 'Kind of minutes' },
        TiepNhan_Id: { vi: 'Lượt tiếp nhận', en: 'Visit' },
        KhamBenh_Id: { vi: 'Lượt khám', en: 'Examination' },
        PhongBan_Id: { vi: 'Khoa/phòng đề nghị', en: 'Requesting department' },
        BacSi_Id: { vi: 'Bác sĩ đề nghị hội chẩn', en: 'Proposing doctor' },
        NgayHoiChan: { vi: 'Thời gian hội chẩn', en: 'Held at' },
        ThoiGianTomTat: { vi: 'Thời gian tóm tắt', en: 'Summary up to' },
        DiaChi: { vi: 'Địa chỉ', en: 'Address' },
        DiaDiem: { vi: 'Địa điểm hội chẩn', en: 'Place' },
        HinhThuc: { vi: 'Hình thức hội chẩn', en: 'Form' },
        LoaiHoiChan: { vi: 'Loại hội chẩn', en: 'Kind of consultation' },
        LyDoHoiChan: { vi: 'Lý do hội chẩn', en: 'Reason' },
        TomTatDienBien: { vi: 'Tóm tắt diễn biến, điều trị, chăm sóc', en: 'Course summary' },
        ChanDoan: { vi: 'Chẩn đoán', en: 'Diagnosis' },
        ICD_Id: { vi: 'Chẩn đoán (ICD)', en: 'Diagnosis (ICD)' },
        KetLuan: { vi: 'Kết luận', en: 'Conclusion' },
        HuongDieuTri: { vi: 'Hướng điều trị tiếp', en: 'Treatment to follow' },
        PhuongPhapPhauThuat_Id: { vi: 'Phương pháp phẫu thuật', en: 'Surgical method' },
        PhuongPhapVoCam_Id: { vi: 'Phương pháp vô cảm', en: 'Anaesthesia method' },
        PhauThuatVien_Id: { vi: 'Phẫu thuật viên', en: 'Surgeon' },
        BacSiGayMe_Id: { vi: 'Bác sĩ gây mê', en: 'Anaesthetist' },
        ThoiGianDuKienPhauThuat: { vi: 'Thời gian dự kiến phẫu thuật', en: 'Surgery planned at' },
        ThanhPhans: { vi: 'Thành phần tham gia', en: 'Participants' },
        NguoiKy_Id: { vi: 'Người ký', en: 'Signed by' },
        NgayKy: { vi: 'Ngày ký', en: 'Signed at' },
      },
      refs: {
        BacSi_Id: 'NhanVien', PhauThuatVien_Id: 'NhanVien', BacSiGayMe_Id: 'NhanVien', NguoiKy_Id: 'NhanVien', ICD_Id: 'DM_ICD', PhongBan_Id: 'Node',
        PhuongPhapPhauThuat_Id: 'DM_PhuongPhapPhauThuat', PhuongPhapVoCam_Id: 'DM_PhuongPhapVoCam', KhamBenh_Id: 'KhamBenh',
      },
      values: { TrangThai: 'consultation.state.{value}', HinhThuc: 'consultation.hinhThuc.{value}', LoaiHoiChan: 'consultation.loaiHoiChan.{value}' },
    },
  },
  operations: {
    createBienBanHoiChan_NgoaiTru: { vi: 'Lập biên bản hội chẩn ngoại trú', en: 'Write outpatient consultation minutes' },
    updateBienBanHoiChan_NgoaiTru: { vi: 'Sửa biên bản hội chẩn ngoại trú', en: 'Edit outpatient consultation minutes' },
    removeBienBanHoiChan: { vi: 'Xoá biên bản hội chẩn', en: 'Remove consultation minutes' },
    verifyBienBanHoiChan: { vi: 'Ký hoặc mở lại biên bản hội chẩn', en: 'Sign or reopen consultation minutes' },
  },
};
