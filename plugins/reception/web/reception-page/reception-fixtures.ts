// A morning at the outpatient desk on 20/11/2026, for the reception page's tests and stories: two visits, one of
// them insured and a priority, with their orders, queue tickets and health info.
import { fromCalendarDate } from '@his/sdk/format';
import type { Timestamp } from '@his/sdk';
import type { TiepNhanChiTietQuery } from '../../generated/graphql';

export type VisitDetail = NonNullable<TiepNhanChiTietQuery['getTiepNhanById']>;

export const TODAY: Timestamp = fromCalendarDate({ year: 2026, month: 11, day: 20 });
export const NOW: Timestamp = TODAY + 9 * 60 * 60 * 1000;

const AN = { _id: 'bn-an', MaYTe: '26000001', TenBenhNhan: 'Nguyễn Văn An', NamSinh: 1985, NgaySinh: null, Tuoi: 41, LoaiTuoi: 'Nam', GioiTinh: 'MALE', SoDienThoai: '0912000001', fullAddress: 'Số 12 Hàng Bông, Phường Hoàn Kiếm, Thành phố Hà Nội' };
const BINH = { _id: 'bn-binh', MaYTe: '26000002', TenBenhNhan: 'Trần Thị Bình', NamSinh: 2024, NgaySinh: null, Tuoi: 18, LoaiTuoi: 'Thang', GioiTinh: 'FEMALE', SoDienThoai: null, fullAddress: null };

export const VISIT_AN: VisitDetail = {
  _id: 'tn-1', MaTiepNhan: 'TN26000001', LoaiTiepNhan: 'NgoaiTru', TrangThai: 'DangThucHien', NgayTiepNhan: TODAY + 8 * 60 * 60 * 1000 + 5 * 60 * 1000,
  TenDoiTuong: 'Bảo hiểm y tế', SoTheBHYT: 'DN4019900000001', BHYTNgayHieuLuc: fromCalendarDate({ year: 2026, month: 1, day: 1 }), BHYTNgayHetHieuLuc: fromCalendarDate({ year: 2026, month: 12, day: 31 }),
  BenhVien_KCB: '01C54', MucHuong: 4, CapCuu: false, UuTien: true, LyDoKham: 'Đau đầu', LyDoHuy: null,
  BenhNhan: AN,
  DichVuYeuCaus: [{ _id: 'yc-1', SoPhieuYeuCau: 'YC260000001', SoThuTu: 12, TrangThai: 'SanSang', TenNoiThucHien: 'Phòng khám Nội 1',
    ChiTiets: [{ _id: 'ct-1', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', DonGia: 42100, SoLuong: 1 }] }],
  PhieuHangDois: [{ _id: 'q-1', number: 12, TenPhongBan: 'Phòng khám Nội 1', state: 'ChoGoi', isPriority: true }],
  ThongTinSucKhoe: { TiepNhan_Id: 'tn-1', TieuDuong: true, TangHuyetAp: false, HenSuyen: false, BenhTimMach: false, BenhKhac: false, BenhKhac_ChiTiet: null,
    HutThuoc: false, ChatKichThich: false, CoThai: false, CoThai_SoTuan: null, PhauThuats: [], ThuocDangDungs: [{ TenDuocPham: 'Metformin', LieuDung: null }] },
};

export const VISIT_BINH: VisitDetail = {
  ...VISIT_AN, _id: 'tn-2', MaTiepNhan: 'TN26000002', NgayTiepNhan: TODAY + 8 * 60 * 60 * 1000 + 20 * 60 * 1000, TenDoiTuong: 'Viện phí', SoTheBHYT: null,
  BHYTNgayHieuLuc: null, BHYTNgayHetHieuLuc: null, BenhVien_KCB: null, MucHuong: null, CapCuu: true, UuTien: false, LyDoKham: null, BenhNhan: BINH,
  DichVuYeuCaus: [{ ...VISIT_AN.DichVuYeuCaus[0]!, _id: 'yc-2', SoPhieuYeuCau: 'YC260000002', SoThuTu: 3, TenNoiThucHien: 'Phòng khám Nhi', ChiTiets: [{ _id: 'ct-2', MaDichVu: 'KB-NHI', TenDichVu: 'Khám Nhi', DonGia: 42100, SoLuong: 1 }] }],
  PhieuHangDois: [{ _id: 'q-2', number: 3, TenPhongBan: 'Phòng khám Nhi', state: 'ChoGoi', isPriority: false }],
  ThongTinSucKhoe: null,
};

/** What the list query answers for a visit (the fields of TiepNhans). */
export function listRow(visit: VisitDetail) {
  const { BenhNhan, PhieuHangDois } = visit;
  return {
    _id: visit._id, MaTiepNhan: visit.MaTiepNhan, LoaiTiepNhan: visit.LoaiTiepNhan, TrangThai: visit.TrangThai, NgayTiepNhan: visit.NgayTiepNhan, TenDoiTuong: visit.TenDoiTuong,
    SoTheBHYT: visit.SoTheBHYT, CapCuu: visit.CapCuu, UuTien: visit.UuTien,
    BenhNhan: { _id: BenhNhan._id, MaYTe: BenhNhan.MaYTe, TenBenhNhan: BenhNhan.TenBenhNhan, Tuoi: BenhNhan.Tuoi, LoaiTuoi: BenhNhan.LoaiTuoi, GioiTinh: BenhNhan.GioiTinh, SoDienThoai: BenhNhan.SoDienThoai },
    PhieuHangDois,
  };
}
