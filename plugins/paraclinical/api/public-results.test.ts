// The public page's keys and shape: tokens unguessable and URL-safe, compared whatever their length, the link's path,
// and what the page shows of a returned order (its conclusion once, on its last service).
import { describe, expect, it } from 'vitest';
import type { ServiceOrder } from '../../reception/contract';
import { newLinkToken, publicResultPath, publicServicesOf, tokensEqual } from './public-results';

describe('the public link', () => {
  it('carries a token of 32 random bytes in base64url, a new one each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newLinkToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['the same token', 'abc', 'abc', true],
    ['another token of the same length', 'abc', 'abd', false],
    ['a prefix of the token', 'abcdef', 'abc', false],
    ['a longer token', 'abc', 'abcdef', false],
    ['an empty token', 'abc', '', false],
  ])('compares %s', (_case, stored, sent, equal) => {
    expect(tokensEqual(stored, sent)).toBe(equal);
  });

  it('is the page path of the patient, with the request number when given, relative to the app base', () => {
    expect(publicResultPath('p1', 'T_k-1', null)).toBe('/ket-qua-cls/p1?token=T_k-1');
    expect(publicResultPath('p1', 'T_k-1', 'YC 26/1')).toBe('/ket-qua-cls/p1/YC%2026%2F1?token=T_k-1');
  });
});

const order = (ChiTiets: { _id: string; TenDichVu: string }[], extra: Partial<ServiceOrder> = {}) =>
  ({ SoPhieuYeuCau: 'YC1', NgayTraKetQua: 1000, NoiDung: 'Mô tả', KetLuan: 'Kết luận', ChiTiets, ...extra }) as unknown as ServiceOrder;
const row = (ChiTiet_Id: string, TenXetNghiem: string) => ({
  _id: `${ChiTiet_Id}-${TenXetNghiem}`, DichVuYeuCau_Id: 'o1', ChiTiet_Id, DichVu_Id: 'd', GiaTriChuan_Id: null, TenXetNghiem, KieuDuLieu: 'So',
  KetQua: '1', DonViTinh: null, Min: null, Max: null, MucBinhThuong: null, CanhBao: null, ThuTu: 1,
});

describe('what the page shows of a returned order', () => {
  it('shows each lab service with its tests, leaving out one without results, and the conclusion once at the end', () => {
    const shown = publicServicesOf(order([{ _id: 'a', TenDichVu: 'Công thức máu' }, { _id: 'b', TenDichVu: 'Glucose' }, { _id: 'c', TenDichVu: 'Không trả kết quả' }]), 'lab',
      [row('a', 'HGB'), row('a', 'WBC'), row('b', 'GLU')]);
    expect(shown.map((service) => [service.TenDichVu, service.KetQuas.map((each) => each.TenXetNghiem), service.KetLuan])).toEqual([
      ['Công thức máu', ['HGB', 'WBC'], null],
      ['Glucose', ['GLU'], 'Kết luận'],
    ]);
    expect(shown[0]).toMatchObject({ SoPhieuYeuCau: 'YC1', NhomKetQua: 'lab', NgayTraKetQua: 1000 });
  });

  it('shows a report with its description and conclusion', () => {
    expect(publicServicesOf(order([{ _id: 'a', TenDichVu: 'Siêu âm ổ bụng' }]), 'report', [])).toEqual([
      { SoPhieuYeuCau: 'YC1', TenDichVu: 'Siêu âm ổ bụng', NhomKetQua: 'report', NgayTraKetQua: 1000, NoiDung: 'Mô tả', KetLuan: 'Kết luận', KetQuas: [] },
    ]);
  });
});
