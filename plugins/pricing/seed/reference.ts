// The price types and patient groups every Vietnamese hospital starts with. BaoHiemYTe is both the default price
// type and the default patient group (spec §9; the variants' maLoaiGiaMacDinh and maDoiTuongMacDinh).
import type { CatalogueSeed } from '@his/sdk/server';
import { doiTuong, loaiGia, nhomDoiTuong } from '../rules/catalogues';

/** Codes of the price types the seeds and the demo price lists use. */
export const LOAI_GIA = { BaoHiemYTe: 'BaoHiemYTe', VienPhi: 'VienPhi', DichVu: 'DichVu', YeuCau: 'YeuCau' } as const;

const loaiGiaSeed: CatalogueSeed = {
  catalogue: loaiGia,
  rows: [
    { MaLoaiGia: LOAI_GIA.BaoHiemYTe, TenLoaiGia: 'Giá bảo hiểm y tế', MacDinh: true, GhiChu: 'Giá quỹ BHYT thanh toán theo thông tư của Bộ Y tế' },
    { MaLoaiGia: LOAI_GIA.VienPhi, TenLoaiGia: 'Giá viện phí', GhiChu: 'Giá dịch vụ khám, chữa bệnh cho người không có thẻ BHYT do cấp có thẩm quyền phê duyệt' },
    { MaLoaiGia: LOAI_GIA.DichVu, TenLoaiGia: 'Giá dịch vụ', GhiChu: 'Giá dịch vụ theo yêu cầu do bệnh viện quyết định' },
    { MaLoaiGia: LOAI_GIA.YeuCau, TenLoaiGia: 'Giá theo yêu cầu', GhiChu: 'Khám, chữa bệnh theo yêu cầu (chọn bác sĩ, chọn giờ)' },
  ],
};

const nhomDoiTuongSeed: CatalogueSeed = {
  catalogue: nhomDoiTuong,
  rows: [
    { MaNhomDoiTuong: 'BHYT', TenNhomDoiTuong: 'Bảo hiểm y tế' },
    { MaNhomDoiTuong: 'ThuPhi', TenNhomDoiTuong: 'Thu phí' },
    { MaNhomDoiTuong: 'DichVu', TenNhomDoiTuong: 'Dịch vụ' },
    { MaNhomDoiTuong: 'MienPhi', TenNhomDoiTuong: 'Miễn phí' },
  ],
};

const doiTuongSeed: CatalogueSeed = {
  catalogue: doiTuong,
  rows: [
    {
      MaDoiTuong: 'BaoHiemYTe', TenDoiTuong: 'Bảo hiểm y tế', NhomDoiTuong_Id: 'BHYT', LoaiGia_Ids: [LOAI_GIA.BaoHiemYTe, LOAI_GIA.VienPhi],
      // No GioiHan: the fund's full cover of a low-cost visit (under 15% of the base salary) is the cashier's dated
      // insurance rule (QuyTacBHYT), which follows the base salary; an amount here would go stale with it.
      PhamViApDung: 'TatCa', DuocHoTroGiaBHYT: true, MacDinh: true,
    },
    { MaDoiTuong: 'VienPhi', TenDoiTuong: 'Viện phí', NhomDoiTuong_Id: 'ThuPhi', LoaiGia_Ids: [LOAI_GIA.VienPhi], PhamViApDung: 'TatCa' },
    { MaDoiTuong: 'DichVu', TenDoiTuong: 'Dịch vụ', NhomDoiTuong_Id: 'DichVu', LoaiGia_Ids: [LOAI_GIA.DichVu, LOAI_GIA.VienPhi], PhamViApDung: 'TatCa' },
    {
      MaDoiTuong: 'YeuCau', TenDoiTuong: 'Khám theo yêu cầu', NhomDoiTuong_Id: 'DichVu', LoaiGia_Ids: [LOAI_GIA.YeuCau, LOAI_GIA.DichVu, LOAI_GIA.VienPhi],
      PhamViApDung: 'NgoaiTru',
    },
    { MaDoiTuong: 'NguoiNuocNgoai', TenDoiTuong: 'Người nước ngoài', NhomDoiTuong_Id: 'DichVu', LoaiGia_Ids: [LOAI_GIA.DichVu], PhamViApDung: 'TatCa' },
    // Priced like fee-paying patients so the bill shows what was waived; the waiver itself is the cashier's.
    { MaDoiTuong: 'MienPhi', TenDoiTuong: 'Miễn phí', NhomDoiTuong_Id: 'MienPhi', LoaiGia_Ids: [LOAI_GIA.VienPhi], PhamViApDung: 'TatCa' },
  ],
};

export const referenceSeeds: readonly CatalogueSeed[] = [loaiGiaSeed, nhomDoiTuongSeed, doiTuongSeed];
