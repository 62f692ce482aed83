// The e-invoice settings as stored values read them: the local provider unless the facility chose its vendor, the
// time limit kept within reason, anything of the wrong type read as unset; and the provider each choice gives.
import { describe, expect, it } from 'vitest';
import { chooseEInvoiceProvider, eInvoiceConfigOf, eInvoiceSettings } from './settings';

describe('e-invoice settings', () => {
  it('declares the provider, form, symbol, vendor name and time limit, none of them secret (the password is the core\'s)', () => {
    expect(eInvoiceSettings.map((setting) => setting.key)).toEqual(['hoaDonDienTu_NhaCungCap', 'hoaDonDienTu_MauSo', 'hoaDonDienTu_KyHieu', 'hoaDonDienTu_TenNhaCungCap', 'hoaDonDienTu_ThoiGianCho']);
    expect(eInvoiceSettings.some((setting) => 'secret' in setting)).toBe(false);
  });

  it.each([
    ['nothing stored: the local provider, 15 s', {}, null, { provider: 'local', pattern: null, serial: null, vendorName: '', url: '', username: '', password: '', timeoutMs: 15_000 }],
    ['the vendor chosen with its account', { hoaDonDienTu_NhaCungCap: 'http', hoaDonDienTu_URL: ' https://hd.example.vn/api ', hoaDonDienTu_TaiKhoan: 'bv01', hoaDonDienTu_TenNhaCungCap: 'VNPT', hoaDonDienTu_ThoiGianCho: 20 }, 'secret',
      { provider: 'http', url: 'https://hd.example.vn/api', username: 'bv01', password: 'secret', vendorName: 'VNPT', timeoutMs: 20_000 }],
    ['an unknown provider reads as local', { hoaDonDienTu_NhaCungCap: 'viettel' }, null, { provider: 'local' }],
    ['a time limit of zero is held to a second', { hoaDonDienTu_ThoiGianCho: 0 }, null, { timeoutMs: 1_000 }],
    ['a time limit of an hour is held to a minute', { hoaDonDienTu_ThoiGianCho: 3600 }, null, { timeoutMs: 60_000 }],
    ['a symbol stored as a number reads as unset', { hoaDonDienTu_KyHieu: 26, hoaDonDienTu_MauSo: '2' }, null, { serial: null, pattern: '2' }],
  ])('%s', (_, stored, password, expected) => {
    expect(eInvoiceConfigOf(stored, password)).toMatchObject(expected);
  });

  it('gives the local provider, or the vendor named by its name', () => {
    expect(chooseEInvoiceProvider(eInvoiceConfigOf({}, null)).name).toBe('local');
    expect(chooseEInvoiceProvider(eInvoiceConfigOf({ hoaDonDienTu_NhaCungCap: 'http', hoaDonDienTu_URL: 'https://hd.example.vn', hoaDonDienTu_TenNhaCungCap: 'MISA' }, 'x')).name).toBe('MISA');
    expect(chooseEInvoiceProvider(eInvoiceConfigOf({ hoaDonDienTu_NhaCungCap: 'http', hoaDonDienTu_URL: 'https://hd.example.vn:8443/api' }, 'x')).name).toBe('hd.example.vn:8443');
  });
});
