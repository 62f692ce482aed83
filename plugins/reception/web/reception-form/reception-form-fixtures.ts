// Answers of the reception form's operations for its tests and stories: two patient groups (one insured), the demo's
// first card holder as a returning patient, one examination service in two rooms.
import type { MockAnswers } from '@his/sdk/testing';
import type { ReceptionFormPatientFragment } from '../../generated/graphql';

/** 09:00 on 25 November 2026 in Vietnam. */
export const NOW = Date.UTC(2026, 10, 25, 2);

export const AN: ReceptionFormPatientFragment = {
  _id: 'bn-an', MaYTe: '26000001', TenBenhNhan: 'Nguyễn Văn An', NgaySinh: Date.UTC(1985, 2, 14, 17), NamSinh: 1985, GioiTinh: 'MALE', SoDienThoai: '0912000001',
  SoNha: 'Số 12 Hàng Bông', DonViHanhChinh_Id: 'x-hoan-kiem', CMNDHoacHoChieu: null, Email: null, TenNguoiLienHe: null, QuanHeNguoiLienHe: null,
  SoDienThoaiNguoiLienHe: null, QuocTich_Id: 'qt-vn', NgheNghiep_Id: null, DanToc_Id: 'dt-kinh', fullAddress: 'Số 12 Hàng Bông, Phường Hoàn Kiếm, Thành phố Hà Nội',
  SoTheBHYT: 'DN4019900000001',
};

/** An's card as the QR code reads (name hex-encoded UTF-8), valid all of 2026 at 01C54. */
export const AN_CARD_QR = 'DN4019900000001|4e677579e1bb856e2056c4836e20416e|15/03/1985|1|-|01 - C54|01/01/2026|31/12/2026|20/12/2025|01001|-|K1|-|ff$';
/** A card nobody at the facility holds yet: Trần Thị Bình, born 1990, at 79024. */
export const NEW_CARD_QR = 'HT3790000000002|5472e1baa76e205468e1bb8b2042c3ac6e68|02/09/1990|2|53e1bb912035204cc3aa204ce1bba3692c205175e1baad6e2031|79 - 024|01/01/2026|31/12/2026|-|-|-|-|-|ff$';

export interface FixtureOptions {
  /** The his settings block (maDoiTuongMacDinh, batBuoc…). */
  his?: Record<string, unknown>;
  /** What a reception answers; by default a new visit TN26000002. */
  receive?: (variables: Record<string, any>) => unknown;
  duplicates?: ReceptionFormPatientFragment[];
}

export function receptionAnswers(options: FixtureOptions = {}): MockAnswers {
  return {
    DanhMucTiepNhan: () => ({
      getDanhMucTiepNhan: {
        DoiTuongs: [
          { _id: 'dt-bhyt', MaDoiTuong: 'BaoHiemYTe', TenDoiTuong: 'Bảo hiểm y tế', TamNgung: false, baoHiemYTe: true },
          { _id: 'dt-vp', MaDoiTuong: 'VienPhi', TenDoiTuong: 'Viện phí', TamNgung: false, baoHiemYTe: false },
        ],
        DanTocs: [{ _id: 'dt-kinh', Ma: '01' }],
        QuocTichMacDinh: { _id: 'qt-vn' },
        CaiDat: {
          batBuocDoiTuong: true, batBuocNhanVienPhuTrach: false, batBuocNgaySinh: false, batBuocDiaChi: true, batBuocSoDienThoai: true, khongTrungSoDienThoai: false,
          maDoiTuongMacDinh: 'BaoHiemYTe', ...options.his,
        },
      },
    }),
    searchDM_DanToc: () => ({ searchDM_DanToc: [{ _id: 'dt-kinh', MaDanToc: '01', TenDanToc: 'Kinh', TamNgung: false }] }),
    searchDM_QuocTich: () => ({ searchDM_QuocTich: [{ _id: 'qt-vn', MaQuocTich: 'VN', TenQuocTich: 'Việt Nam', TamNgung: false }] }),
    searchDM_NgheNghiep: () => ({ searchDM_NgheNghiep: [] }),
    SearchCommunes: () => ({
      searchDM_DonViHanhChinh: [{ _id: 'x-hoan-kiem', TenDonViHanhChinh: 'Phường Hoàn Kiếm', LoaiDonViHanhChinh: 'PHUONG', TamNgung: false, DonViCha: { TenDonViHanhChinh: 'Thành phố Hà Nội' } }],
    }),
    ReceptionFormPatientSearch: ({ searchString }) => ({
      searchBenhNhan: { items: [AN].filter((patient) => [patient.SoTheBHYT, patient.MaYTe, patient.TenBenhNhan, 'nguyen van an'].includes(searchString)) },
    }),
    PossibleDuplicatePatients: () => ({ kiemTraTrungBenhNhan: (options.duplicates ?? []).map((patient) => ({ lyDo: 'TenVaNamSinh', BenhNhan: patient })) }),
    SearchExamServices: () => ({ searchDM_DichVu: [{ _id: 'dv-kham-noi', MaDichVu: 'KB-NOI', TenDichVu: 'Khám Nội', TamNgung: false }] }),
    ExamRoomsForService: () => ({
      phongKhamTiepNhan: [
        { _id: 'pk-noi-1', MaPhongBan: 'PK-NOI-1', TenPhongBan: 'Phòng khám Nội 1', SoDangCho: 3 },
        { _id: 'pk-noi-2', MaPhongBan: 'PK-NOI-2', TenPhongBan: 'Phòng khám Nội 2', SoDangCho: 0 },
      ],
    }),
    LookUpInsuranceCard: () => ({
      traCuuTheBHYT: { maKetQua: '000', thongBao: 'Thông tin thẻ BHYT chính xác', hopLe: true, maThe: 'DN4019900000001', maDKBD: '01C54', gtTheTu: Date.UTC(2025, 11, 31, 17), gtTheDen: Date.UTC(2026, 11, 30, 17), ngayDu5Nam: null, maKV: null, diaChi: null },
    }),
    ReceivePatient: options.receive ?? (() => ({ createTiepNhanKhamBenh: { _id: 'tn-2', MaTiepNhan: 'TN26000002', BenhNhan_Id: 'bn-an' } })),
  };
}
