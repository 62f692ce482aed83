// The simulator answers like the portal: one row per case, on a frozen clock in Vietnam.
import { describe, expect, it } from 'vitest';
import { fromCalendarDate } from '@his/sdk/format';
import { INSURANCE_RESULT_CODES, type InsuranceCardQuery } from './adapter';
import { createInsuranceLookupSimulator } from './simulator';
import { simulatorCards } from './simulator-cards';

// 10:00 on 15 June 2026 in Vietnam.
const NOW = fromCalendarDate({ year: 2026, month: 6, day: 15 }) + 10 * 3600_000;
const simulator = createInsuranceLookupSimulator({ now: () => NOW });
const day = (year: number, month: number, dayOfMonth: number) => fromCalendarDate({ year, month, day: dayOfMonth });

describe('the insurance lookup simulator', () => {
  const cases: [string, InsuranceCardQuery, string, string | null][] = [
    ['an employee card, valid this year', { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985' }, '000', 'DN4019900000001'],
    ['the same card typed in lower case with extra spaces in the name', { maThe: 'dn4019900000001', hoTen: '  nguyễn  văn an ', ngaySinh: '15/3/1985' }, '000', 'DN4019900000001'],
    ['the name in decomposed Unicode (as some keyboards type it)', { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An'.normalize('NFD'), ngaySinh: '15/03/1985' }, '000', 'DN4019900000001'],
    ['the 10-digit social-insurance number of a new card', { maThe: '9900000010', hoTen: 'Trịnh Thị Hồng', ngaySinh: '25/12/1970' }, '000', 'CN3019900000010'],
    ['a 12-digit citizen ID', { soCCCD: '001099000007', hoTen: 'Đặng Quốc Bảo', ngaySinh: '1999' }, '000', 'DN4019900000007'],
    ['a card that expired last year', { maThe: 'GD4489900000004', hoTen: 'Phạm Thu Hà', ngaySinh: '02/02/1990' }, '010', 'GD4489900000004'],
    ['an old card still valid, a new one issued', { maThe: 'HC4019900000006', hoTen: 'Vũ Thị Lan', ngaySinh: '1966' }, '004', 'HC4019900000006'],
    ['a withdrawn card', { maThe: 'TK4799900000008', hoTen: 'Bùi Thị Mai', ngaySinh: '30/04/1979' }, '110', 'TK4799900000008'],
    ['a name without its diacritics', { maThe: 'DN4019900000001', hoTen: 'Nguyen Van An', ngaySinh: '15/03/1985' }, '060', null],
    ['a wrong birth date', { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '16/03/1985' }, '070', null],
    ['a wrong birth year', { maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '1986' }, '070', null],
    ['an unknown card', { maThe: 'DN4019900000999', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' }, '050', null],
    ['an unknown citizen ID', { soCCCD: '001099009999', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' }, '050', null],
    ['a known number with the wrong province', { maThe: 'DN4799900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' }, '052', null],
    ['a known number with the wrong benefit level', { maThe: 'DN3019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' }, '053', null],
    ['a number that is not a card number', { maThe: '123', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' }, '051', null],
    ['neither a number nor a citizen ID', { hoTen: 'Nguyễn Văn An', ngaySinh: '1985' }, '205', null],
  ];

  it.each(cases)('%s', async (_, query, maKetQua, maThe) => {
    const result = await simulator.lookup(query);
    expect(result.maKetQua).toBe(maKetQua);
    expect(result.card?.maThe ?? null).toBe(maThe);
  });

  it('gives the full card of the employee: level 4, registered facility, this calendar year, visit history', async () => {
    const { card } = await simulator.lookup({ maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '15/03/1985' });
    expect(card).toMatchObject({ gioiTinh: 'MALE', maDKBD: '01C54', gtTheTu: day(2026, 1, 1), gtTheDen: day(2026, 12, 31), maKV: null });
    expect(card?.lichSuKCB).toHaveLength(2);
  });

  it('gives the retired card its five-years date and the new card of a replaced one', async () => {
    const retired = await simulator.lookup({ maThe: 'HT3799900000002', hoTen: 'Trần Thị Bích Ngọc', ngaySinh: '20/07/1958' });
    expect(retired.card?.ngayDu5Nam).toBe(day(2020, 1, 1));
    const replaced = await simulator.lookup({ maThe: 'HC4019900000006', hoTen: 'Vũ Thị Lan', ngaySinh: '1966' });
    expect(replaced.card).toMatchObject({ maTheMoi: 'HT3019900000006', gtTheTuMoi: day(2026, 6, 1), gtTheDenMoi: day(2027, 12, 31) });
  });

  it('dates the registry from its clock: the child card runs to the day before the sixth birthday, the student card starts next year', async () => {
    const child = await simulator.lookup({ maThe: 'TE1019900000003', hoTen: 'Lê Minh Khôi', ngaySinh: '05/09/2023' });
    expect(child).toMatchObject({ maKetQua: '000', card: { gtTheTu: day(2023, 9, 5), gtTheDen: day(2029, 9, 4) } });
    const student = await simulator.lookup({ maThe: 'SV4319900000005', hoTen: 'Hoàng Đức Minh', ngaySinh: '11/11/2005' });
    expect(student).toMatchObject({ maKetQua: '000', card: { gtTheTu: day(2027, 1, 1), gtTheDen: day(2027, 12, 31) } });
  });

  it('answers 003 for a replaced card once the old one has expired', async () => {
    const nextYear = createInsuranceLookupSimulator({ now: () => NOW, cards: (now) => simulatorCards(now).map((entry) => (entry.card.maThe === 'HC4019900000006' ? { ...entry, card: { ...entry.card, gtTheDen: day(2026, 5, 31) } } : entry)) });
    expect((await nextYear.lookup({ maThe: 'HC4019900000006', hoTen: 'Vũ Thị Lan', ngaySinh: '1966' })).maKetQua).toBe('003');
  });

  it('holds ten synthetic people with well-formed card numbers and names with diacritics', () => {
    const cards = simulatorCards(NOW);
    expect(cards).toHaveLength(10);
    for (const { card } of cards) {
      expect(card.maThe).toMatch(/^[A-Z]{2}[1-5]\d{2}99\d{8}$/);
      expect(card.hoTen.normalize('NFD')).not.toBe(card.hoTen);
      expect(card.maDKBD).toMatch(/^\d{2}[0-9A-Z]{3}$/);
    }
    expect(new Set(cards.map(({ card }) => card.maThe)).size).toBe(10);
  });

  it('returns a copy: a caller changing a result does not change the registry', async () => {
    const first = await simulator.lookup({ maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' });
    first.card!.hoTen = 'changed';
    first.card!.lichSuKCB.length = 0;
    const second = await simulator.lookup({ maThe: 'DN4019900000001', hoTen: 'Nguyễn Văn An', ngaySinh: '1985' });
    expect(second.card).toMatchObject({ hoTen: 'Nguyễn Văn An' });
    expect(second.card?.lichSuKCB).toHaveLength(2);
  });

  it('only ever answers codes of the adapter', async () => {
    const result = await simulator.lookup({ maThe: 'XX9999999999999', hoTen: '?', ngaySinh: '0000' });
    expect(INSURANCE_RESULT_CODES).toContain(result.maKetQua);
  });
});
