// The settings reception reads (block his): which patient fields are mandatory beyond the spec's base list, and
// whether two patients may share a phone number (spec §3 App info and settings, §5 Reception).
import { defineSettings } from '@his/sdk';

export const receptionSettings = defineSettings([
  { block: 'his', key: 'batBuocDoiTuong', kind: 'boolean', default: true, label: { vi: 'Bắt buộc chọn đối tượng', en: 'Patient group required' } },
  { block: 'his', key: 'batBuocNhanVienPhuTrach', kind: 'boolean', default: false, label: { vi: 'Bắt buộc nhân viên phụ trách', en: 'Responsible staff required' } },
  { block: 'his', key: 'batBuocNgaySinh', kind: 'boolean', default: false, label: { vi: 'Bắt buộc ngày sinh đầy đủ', en: 'Full birth date required' } },
  { block: 'his', key: 'batBuocDiaChi', kind: 'boolean', default: true, label: { vi: 'Bắt buộc địa chỉ', en: 'Address required' } },
  { block: 'his', key: 'batBuocSoDienThoai', kind: 'boolean', default: true, label: { vi: 'Bắt buộc số điện thoại', en: 'Phone number required' } },
  { block: 'his', key: 'khongTrungSoDienThoai', kind: 'boolean', default: false, label: { vi: 'Không cho trùng số điện thoại', en: 'No two patients with one phone number' } },
]);

/** What a reception form must hold besides the fields the spec always requires. */
export interface ReceptionRequirements {
  doiTuong: boolean;
  nhanVienPhuTrach: boolean;
  ngaySinh: boolean;
  diaChi: boolean;
  soDienThoai: boolean;
  /** Refuse (not only warn about) a phone number another patient of the facility has. */
  khongTrungSoDienThoai: boolean;
}

export const DEFAULT_REQUIREMENTS: ReceptionRequirements = {
  doiTuong: true,
  nhanVienPhuTrach: false,
  ngaySinh: false,
  diaChi: true,
  soDienThoai: true,
  khongTrungSoDienThoai: false,
};

export const REQUIREMENT_SETTING_KEYS: Readonly<Record<keyof ReceptionRequirements, string>> = {
  doiTuong: 'batBuocDoiTuong',
  nhanVienPhuTrach: 'batBuocNhanVienPhuTrach',
  ngaySinh: 'batBuocNgaySinh',
  diaChi: 'batBuocDiaChi',
  soDienThoai: 'batBuocSoDienThoai',
  khongTrungSoDienThoai: 'khongTrungSoDienThoai',
};
