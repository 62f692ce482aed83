// The participants of a consultation as Thông tư 32/2023/TT-BYT seats them: one chair, one secretary, at least one
// member, supporting staff as needed, and nobody twice; a refusal names the row and the field it concerns.
import { describe, expect, it } from 'vitest';
import { checkThanhPhans, holderOf, MAX_PARTICIPANTS, type ThanhPhanValues } from './participants';

const row = (NhanVien_Id: string | null, ViTri: string | null, ChucDanh: string | null = null): ThanhPhanValues => ({ NhanVien_Id, ViTri, ChucDanh });
const seated = [row('nv-1', 'ChuToa', 'Phó giám đốc'), row('nv-2', 'ThuKy'), row('nv-3', 'ThanhVien'), row('nv-4', 'HoTro')];

describe('the participants of a consultation', () => {
  it('accepts a chair, a secretary, members and supporting staff', () => {
    expect(checkThanhPhans(seated)).toBeNull();
    expect(checkThanhPhans(seated.slice(0, 3))).toBeNull();
  });

  it.each([
    ['nobody', [], 'ThanhPhans', 'consultation.participantsRequired', {}],
    ['a row without its staff member', [...seated, row(null, 'ThanhVien')], 'ThanhPhans.4.NhanVien_Id', 'validation.required', {}],
    ['a row without its position', [row('nv-1', null), ...seated.slice(1)], 'ThanhPhans.0.ViTri', 'validation.required', {}],
    ['an unknown position', [...seated, row('nv-5', 'KhachMoi')], 'ThanhPhans.4.ViTri', 'consultation.viTriUnknown', {}],
    ['a staff member twice', [...seated, row('nv-2', 'ThanhVien')], 'ThanhPhans.4.NhanVien_Id', 'consultation.staffTwice', { row: 2 }],
    ['a title of 201 characters', [row('nv-1', 'ChuToa', 'x'.repeat(201)), ...seated.slice(1)], 'ThanhPhans.0.ChucDanh', 'validation.maxLength', { max: 200 }],
    ['no chair', seated.slice(1).concat(row('nv-9', 'ThanhVien')), 'ThanhPhans', 'consultation.chairRequired', {}],
    ['two chairs', [...seated, row('nv-5', 'ChuToa')], 'ThanhPhans.4.ViTri', 'consultation.chairTwice', { row: 1 }],
    ['no secretary', [seated[0]!, seated[2]!], 'ThanhPhans', 'consultation.secretaryRequired', {}],
    ['two secretaries', [row('nv-5', 'ThuKy'), ...seated], 'ThanhPhans.2.ViTri', 'consultation.secretaryTwice', { row: 1 }],
    ['no member', [seated[0]!, seated[1]!, seated[3]!], 'ThanhPhans', 'consultation.memberRequired', {}],
    ['more than 30 people', Array.from({ length: MAX_PARTICIPANTS + 1 }, (_, index) => row(`nv-${index}`, 'ThanhVien')), 'ThanhPhans', 'consultation.tooManyParticipants', { max: 30 }],
  ])('refuses %s', (_case, rows, field, key, params) => {
    expect(checkThanhPhans(rows)).toEqual({ field, key, params });
  });

  it('finds the chair and the secretary for the signatures', () => {
    const withNames = seated.map((each) => ({ ...each, ViTri: each.ViTri! }));
    expect(holderOf(withNames, 'ChuToa')?.NhanVien_Id).toBe('nv-1');
    expect(holderOf(withNames, 'ThuKy')?.NhanVien_Id).toBe('nv-2');
    expect(holderOf(withNames.slice(2), 'ChuToa')).toBeNull();
  });
});
