// The editor's values: begun from a visit's exam (held now, the room, the address, the diagnosis, the doctor as
// proposer and secretary), sent back whole, checked with the server's rules, and times typed in Vietnamese time.
import { describe, expect, it } from 'vitest';
import { sampleMinutes, VISITS } from '../testing/fake-consultation-api';
import { dateTimeText, inputOfValues, parseDateTimeText, problemsOf, shownFields, valuesOfDraft, valuesOfRecord } from './minutes-values';

// 5 March 2026, 10:00 in Asia/Ho_Chi_Minh.
const NOW = Date.UTC(2026, 2, 5, 3, 0);
const { TrangThai: _state, ...draft } = VISITS[0]!;

describe('the minutes editor\'s values', () => {
  it('begins new minutes from the visit and its exam, the chair and a member still to choose', () => {
    const values = valuesOfDraft(draft, NOW);
    expect(values).toMatchObject({
      NgayHoiChan: NOW, ThoiGianTomTat: NOW, DiaChi: 'Phường Ba Đình, Thành phố Hà Nội', DiaDiem: 'Phòng khám Nội 1', PhongBan_Id: 'pk01', BacSi_Id: 'nv-khoa',
      ChanDoan: 'Theo dõi viêm ruột thừa', ICD_Id: 'icd-k35', TomTatDienBien: 'Đau hố chậu phải, sốt 38,5 °C', HinhThuc: 'TrucTiep', LoaiHoiChan: 'Khoa',
    });
    expect(values.ThanhPhans).toEqual([
      { NhanVien_Id: null, ViTri: 'ChuToa', ChucDanh: null },
      { NhanVien_Id: 'nv-khoa', ViTri: 'ThuKy', ChucDanh: null },
      { NhanVien_Id: null, ViTri: 'ThanhVien', ChucDanh: null },
    ]);
    expect(problemsOf(values, draft.NgayTiepNhan, NOW)).toEqual({ 'ThanhPhans.0.NhanVien_Id': { key: 'validation.required', params: {} } });
  });

  it('reads stored minutes back as they were written, participants in their order, and sends every field', () => {
    const stored = sampleMinutes()[0]!;
    const values = valuesOfRecord({ ...stored, ThanhPhans: [...stored.ThanhPhans].reverse() });
    expect(values.ThanhPhans.map((row) => row.ViTri)).toEqual(['ChuToa', 'ThuKy', 'ThanhVien']);
    expect(problemsOf(values, stored.NgayTiepNhan ?? null, NOW)).toEqual({});
    const input = inputOfValues({ ...values, KetLuan: null });
    expect(input).toHaveProperty('KetLuan', null);
    expect(Object.keys(input)).toHaveLength(Object.keys(values).length);
  });

  it('shows a refusal under a participant\'s field of any row the form has', () => {
    const fields = shownFields(valuesOfDraft(draft, NOW));
    expect(fields.has('ThanhPhans.2.ViTri')).toBe(true);
    expect(fields.has('ThanhPhans.3.ViTri')).toBe(false);
    expect(fields.has('DiaDiem')).toBe(true);
  });

  it.each([
    ['10:00 on 5 March 2026 in Vietnam', NOW, '2026-03-05T10:00'],
    ['a minute after midnight in Vietnam, still 4 March in UTC', Date.UTC(2026, 2, 4, 17, 1), '2026-03-05T00:01'],
  ])('writes and reads %s', (_case, moment, text) => {
    expect(dateTimeText(moment)).toBe(text);
    expect(parseDateTimeText(text)).toBe(moment);
  });

  it('reads nothing from an empty or impossible date', () => {
    expect(dateTimeText(null)).toBe('');
    expect(parseDateTimeText('')).toBeNull();
    expect(parseDateTimeText('2026-02-30T10:00')).toBeNull();
    expect(parseDateTimeText('2026-03-05T24:00')).toBeNull();
  });
});
