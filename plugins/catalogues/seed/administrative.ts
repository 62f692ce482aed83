// Administrative units since 1 July 2025, read from seed/data/ (sources in its README): the 34 provinces (Công văn
// 915/CTK-CSCL), their 3,321 communes (Công văn 1027/CTK-CSCL), and the 63 old provinces mapped to the province each
// merged into (Nghị quyết 202/2025/QH15).
import { donViHanhChinh, tinhCu } from '../rules';
import { seedOf } from './seed-kit';
import { readTsv } from './tsv';

const data = (name: string) => readTsv(new URL(`./data/${name}`, import.meta.url));

// The type column of provinces-2025.tsv: a centrally-run city or a province.
const PROVINCE_TYPES: Readonly<Record<string, 'THANH_PHO' | 'TINH'>> = { 'Thành phố': 'THANH_PHO', Tỉnh: 'TINH' };

// The name's prefix of each kind of unit, dropped in the short name.
const PREFIXES = [
  ['Thành phố ', 'THANH_PHO'],
  ['Tỉnh ', 'TINH'],
  ['Phường ', 'PHUONG'],
  ['Xã ', 'XA'],
  ['Đặc khu ', 'DAC_KHU'],
] as const;

function shortName(code: string, fullName: string, type: string): string {
  const prefix = PREFIXES.find(([word, prefixType]) => prefixType === type && fullName.startsWith(word));
  if (!prefix) throw new Error(`Administrative unit ${code} "${fullName}" does not start with the prefix of its type ${type}.`);
  return fullName.slice(prefix[0].length);
}

function unitType(table: Readonly<Record<string, string>>, code: string, type: string): string {
  const value = table[type];
  if (!value) throw new Error(`Administrative unit ${code} has an unknown type "${type}".`);
  return value;
}

/** The 34 provinces and centrally-run cities (Công văn 915/CTK-CSCL). */
export const provinceRows = data('provinces-2025.tsv').map(({ code, name, type }) => {
  const loai = unitType(PROVINCE_TYPES, code!, type!);
  return { MaDonViHanhChinh: code, TenDonViHanhChinh: name, TenRutGon: shortName(code!, name!, loai), LoaiDonViHanhChinh: loai };
});

const COMMUNE_TYPES: Readonly<Record<string, string>> = { Phường: 'PHUONG', Xã: 'XA', 'Đặc khu': 'DAC_KHU' };

/** The 3,321 communes, wards and special zones (Công văn 1027/CTK-CSCL, Phụ lục I), each under its province's code. */
export const communeRows = data('communes-2025.tsv').map(({ code, name, type, province_code }) => {
  const loai = unitType(COMMUNE_TYPES, code!, type!);
  return { MaDonViHanhChinh: code, TenDonViHanhChinh: name, TenRutGon: shortName(code!, name!, loai), LoaiDonViHanhChinh: loai, DonViCha_Id: province_code };
});

/** The 63 old provinces, each with the code of the province it belongs to since 1 July 2025. */
export const oldProvinceRows = data('old-to-new-provinces.tsv').map(({ old_code, old_name, new_code }) => ({
  MaTinhCu: old_code,
  TenTinhCu: old_name,
  TinhMoi_Id: new_code,
  // Thừa Thiên Huế became the centrally-run city of Huế on 1 January 2025, before the merger.
  ...(old_code === '46' ? { GhiChu: 'Tỉnh Thừa Thiên Huế trước ngày 01/01/2025' } : {}),
}));

// Provinces first: a commune names its province by code, which an import looks up among stored rows only.
export const provinceSeed = seedOf(donViHanhChinh, provinceRows);
export const communeSeed = seedOf(donViHanhChinh, communeRows);
export const oldProvinceSeed = seedOf(tinhCu, oldProvinceRows);
