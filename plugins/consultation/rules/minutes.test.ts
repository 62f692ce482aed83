// The minutes' rules as the form and the server apply them: the six required fields of spec §5 each named when
// missing, the kinds and forms known, the times in order, the text lengths, then the participants.
import { describe, expect, it } from 'vitest';
import { checkBienBanHoiChan, EMPTY_BIEN_BAN, type BienBanHoiChanValues } from './minutes';

// 5 March 2026, 09:00 in Asia/Ho_Chi_Minh; the visit began at 07:30 that morning.
const NOW = Date.UTC(2026, 2, 5, 2, 0);
const VISIT = Date.UTC(2026, 2, 5, 0, 30);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const valid: BienBanHoiChanValues = {
  ...EMPTY_BIEN_BAN,
  NgayHoiChan: NOW,
  ThoiGianTomTat: NOW - HOUR,
  DiaDiem: 'Phòng giao ban khoa Nội',
  DiaChi: 'Phường Ba Đình, Thành phố Hà Nội',
  BacSi_Id: 'nv-khoa',
  ThanhPhans: [
    { NhanVien_Id: 'nv-lan', ViTri: 'ChuToa', ChucDanh: 'Trưởng khoa Nội' },
    { NhanVien_Id: 'nv-khoa', ViTri: 'ThuKy', ChucDanh: null },
    { NhanVien_Id: 'nv-minh', ViTri: 'ThanhVien', ChucDanh: null },
  ],
};

const check = (change: Partial<BienBanHoiChanValues>, since: number | null = VISIT) => checkBienBanHoiChan({ ...valid, ...change }, { since, now: NOW });

describe('consultation minutes', () => {
  it('accepts minutes with the six required fields and a chair, a secretary and a member', () => {
    expect(check({})).toBeNull();
    expect(check({}, null)).toBeNull();
  });

  it.each([
    ['no date held', { NgayHoiChan: null }, 'NgayHoiChan', 'validation.required'],
    ['no summary time', { ThoiGianTomTat: null }, 'ThoiGianTomTat', 'validation.required'],
    ['no place', { DiaDiem: null }, 'DiaDiem', 'validation.required'],
    ['a place of spaces', { DiaDiem: '   ' }, 'DiaDiem', 'validation.required'],
    ['no address', { DiaChi: null }, 'DiaChi', 'validation.required'],
    ['no proposing doctor', { BacSi_Id: null }, 'BacSi_Id', 'validation.required'],
    ['nobody taking part', { ThanhPhans: [] }, 'ThanhPhans', 'consultation.participantsRequired'],
    ['an unknown form', { HinhThuc: 'BangThu' }, 'HinhThuc', 'consultation.hinhThucUnknown'],
    ['an unknown kind', { LoaiHoiChan: 'QuocTe' }, 'LoaiHoiChan', 'consultation.loaiHoiChanUnknown'],
    ['a time before 2000', { NgayHoiChan: Date.UTC(1999, 11, 31) }, 'NgayHoiChan', 'consultation.timeInvalid'],
    ['a time that is no number', { ThoiGianDuKienPhauThuat: Number.NaN }, 'ThoiGianDuKienPhauThuat', 'consultation.timeInvalid'],
    ['a consultation held tomorrow', { NgayHoiChan: NOW + DAY, ThoiGianTomTat: NOW }, 'NgayHoiChan', 'consultation.heldInFuture'],
    ['a consultation held the day before the visit', { NgayHoiChan: VISIT - DAY, ThoiGianTomTat: VISIT - DAY }, 'NgayHoiChan', 'consultation.beforeVisit'],
    ['a summary running to the day after it was held', { NgayHoiChan: NOW, ThoiGianTomTat: NOW + DAY }, 'ThoiGianTomTat', 'consultation.summaryAfterMeeting'],
    ['a surgery planned the day before it was held', { ThoiGianDuKienPhauThuat: NOW - DAY }, 'ThoiGianDuKienPhauThuat', 'consultation.surgeryBeforeMeeting'],
    ['a conclusion of 4,001 characters', { KetLuan: 'x'.repeat(4001) }, 'KetLuan', 'validation.maxLength'],
  ])('refuses %s, naming the field', (_case, change, field, key) => {
    expect(check(change as Partial<BienBanHoiChanValues>, VISIT)).toMatchObject({ field, key });
  });

  it('takes a consultation held within the hour ahead (clocks differ) and a summary earlier the same day', () => {
    expect(check({ NgayHoiChan: NOW + HOUR / 2 })).toBeNull();
    expect(check({ NgayHoiChan: NOW - HOUR, ThoiGianTomTat: NOW - HOUR / 2 })).toBeNull();
    expect(check({ ThoiGianDuKienPhauThuat: NOW + DAY, HinhThuc: 'TaiGiuong', LoaiHoiChan: 'LienKhoa' })).toBeNull();
  });

  it('counts a long text in characters as typed, accents composed', () => {
    expect(check({ DiaDiem: 'ễ'.normalize('NFD').repeat(200) })).toBeNull();
    expect(check({ DiaDiem: 'ễ'.repeat(201) })).toMatchObject({ field: 'DiaDiem', key: 'validation.maxLength', params: { max: 200 } });
  });
});
