// The raw-key pattern of the browser suite: what it must flag, and the prose, codes, money and dates of a hospital's
// screens it must leave alone.
import { describe, expect, it } from 'vitest';
import { findRawKeys } from './raw-keys';

describe('findRawKeys', () => {
  it.each([
    ['a room kind code', 'Loại phòng: EXAMINE_ROOM', 'EXAMINE_ROOM'],
    ['a table name', 'Thực thể: DM_DichVu', 'DM_DichVu'],
    ['a setting key with an underscore', 'congBHYT_MatKhau', 'congBHYT_MatKhau'],
    ['a print template code', 'Mẫu: MAU_TOA_IN_1', 'MAU_TOA_IN_1'],
    ['a permission code', 'Quyền admin.audit.read', 'admin.audit.read'],
    ['a menu message key', 'menu.examination', 'menu.examination'],
    ['a message key with camelCase', 'catalogues.orgUnits.field.roomType', 'catalogues.orgUnits.field.roomType'],
    ['a setting key', 'Ngôn ngữ mặc định defaultLanguage', 'defaultLanguage'],
    ['a flag name', 'isCoGiaVienPhi', 'isCoGiaVienPhi'],
    ['a raw id', 'Mã bản ghi 0b7e4c1a-5f2d-4c8e-9a1b-3d6f8e2a1c4b', '0b7e4c1a-5f2d-4c8e-9a1b-3d6f8e2a1c4b'],
    ['a record id of the server', 'Mã bản ghi 6b06e49ccdcc4280c614597d', '6b06e49ccdcc4280c614597d'],
    ['urql\'s network message', '[Network] Failed to fetch', '[Network]'],
    ['urql\'s GraphQL message', '[GraphQL] Unexpected error', '[GraphQL]'],
    ['a JSON object', 'Trước: {"TenDichVu":"Khám nội","Gia":150000}', '{"TenDichVu":'],
  ])('flags %s', (_case, text, expected) => {
    expect(findRawKeys([text]).map((key) => key.match)).toContain(expected);
  });

  it.each([
    ['Vietnamese prose', 'Bệnh viện Đa khoa Hòa Bình — Phòng khám Nội 1, tầng 2. Vui lòng chờ gọi số.'],
    ['English prose', 'Hoa Binh General Hospital: the cashier desk opens at 7:00, e.g. for fees, insurance etc.'],
    ['Vietnamese abbreviations', 'Thuốc, vật tư v.v. tại TP.HCM; BS. Nguyễn Văn A; Th.S Lê Thị B'],
    ['room and unit codes', 'PK01 PK02 XN01 TD01 KKB KCDHA'],
    ['insurance and classification codes', 'BHYT, ICD-10, K35.8, J18.9, DV-01, GD4797932291234'],
    ['money', '1.250.000 đ, 150.000₫, $12.50, 1,250,000 VND'],
    ['dates and times', '25/11/2026 13:30, 2026-11-25, 07:00 - 11:30'],
    ['user names with dots', 'bs.mai, nguyen.van.an, ketoan.hb'],
    ['a web address and an e-mail address', 'https://hd.vn/tra-cuu, hoadon.benhvien.vn, ketoan@benhvien.vn, bao-cao.pdf'],
    ['units of measure', 'Huyết áp 120/80 mmHg, glucose 5.6 mmol/L, 90 mg/dL, pH 7.4'],
    ['a brand name', 'SmartPharma, HIS, PGlite'],
    ['a version and a decimal', 'Phiên bản 1.2.3, 36.5 °C, 0.25'],
    ['long numbers', 'Số thẻ 012345678901234567890123, tài khoản 1903 4567 8901 23'],
    ['a list in brackets', '[1, 2, 3] (cấp 3) {tên}'],
  ])('leaves alone %s', (_case, text) => {
    expect(findRawKeys([text])).toEqual([]);
  });

  it('names the kind of each raw key and the text it stood in, each key once', () => {
    expect(findRawKeys(['EXAMINE_ROOM', 'Phòng EXAMINE_ROOM'])).toEqual([{ kind: 'identifier with underscores', match: 'EXAMINE_ROOM', text: 'EXAMINE_ROOM' }]);
  });
});
