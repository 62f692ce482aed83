// How the audit history names price lists, their fields and their mutations.
import type { AuditLabels } from '@his/sdk/server';
import { PRICING_FIELD_LABELS } from '../rules/price-list';

export const priceListAuditLabels: AuditLabels = {
  entities: {
    DM_BangGia: {
      label: { vi: 'Bảng giá', en: 'Price list' },
      name: { field: 'TenBangGia', table: 'DM_BangGia', column: 'TenBangGia' },
      fields: {
        ...PRICING_FIELD_LABELS,
        HienHanh: { vi: 'Đang áp dụng', en: 'Current' },
        NguoiPhatHanh_Id: { vi: 'Người phát hành', en: 'Released by' },
        ThoiGianPhatHanh: { vi: 'Thời điểm phát hành', en: 'Released at' },
        SoDichVuMatGia: { vi: 'Số dịch vụ mất giá', en: 'Services left without a price' },
        DichVu_Id: { vi: 'Dịch vụ', en: 'Service' },
        LieuTrinh_Id: { vi: 'Liệu trình', en: 'Treatment course' },
        DonGia: { vi: 'Đơn giá', en: 'Unit price' },
      },
      refs: { LoaiGia_Id: 'DM_LoaiGia', PhongBan_Ids: 'Node', NguoiPhatHanh_Id: 'User', DichVu_Id: 'DM_DichVu', LieuTrinh_Id: 'DM_LieuTrinh' },
      values: { TrangThai: 'pricing.state.{value}' },
    },
  },
  operations: {
    createDM_BangGia: { vi: 'Thêm bảng giá', en: 'Add a price list' },
    updateDM_BangGia: { vi: 'Sửa bảng giá', en: 'Edit a price list' },
    deleteDM_BangGia: { vi: 'Xoá bảng giá', en: 'Delete price lists' },
    releaseDM_BangGia: { vi: 'Phát hành bảng giá', en: 'Release a price list' },
  },
};
