import { describe, expect, it } from 'vitest';
import { parseCitizenIdQr, parseInsuranceCardQr, splitInsuranceCardNumber } from './index';

// Cards as their QR codes read (format in vietnam-health-reference.md): names and addresses hex-encoded UTF-8.
const NAME = '4e677579e1bb856e205468e1bb8b2042c3ad6368204e67e1bb8d63'; // Nguyễn Thị Bích Ngọc
const ADDRESS = '53e1bb91203132204cc3aa204ce1bba3692c205068c6b0e1bb9d6e672042e1babf6e205468c3a06e682c2054502e2048e1bb93204368c3ad204d696e68';
const PARENT = '5472e1baa76e2056c4836e2048c3b96e67'; // Trần Văn Hùng
const CARD = `DN4790123456789|${NAME}|15/03/1985|2|${ADDRESS}|79 - 024|01/01/2026|31/12/2026|20/12/2025|79001|-|K1|01/01/2024|a1b2c3d4$`;

describe('splitInsuranceCardNumber', () => {
  it('splits 15 characters into object code, benefit level, province and social-insurance number', () => {
    expect(splitInsuranceCardNumber('DN4790123456789')).toEqual({ ok: true, value: { objectCode: 'DN', benefitLevel: 4, provinceCode: '79', socialInsuranceNumber: '0123456789' } });
    expect(splitInsuranceCardNumber(' te1010123456789 ')).toMatchObject({ ok: true, value: { objectCode: 'TE', benefitLevel: 1, provinceCode: '01' } });
  });

  it.each([['too short', 'DN479012345678'], ['benefit level 6', 'DN6790123456789'], ['digits for letters', '114790123456789'], ['empty', '']])(
    'refuses a number that is %s, naming the problem',
    (_case, code) => {
      expect(splitInsuranceCardNumber(code)).toEqual({ ok: false, problem: 'cardNumber', messageKey: 'scan.invalid' });
    },
  );
});

describe('parseInsuranceCardQr', () => {
  it('decodes every field of a card, with Vietnamese names and a facility code as the QR writes it', () => {
    const result = parseInsuranceCardQr(CARD);
    expect(result).toEqual({
      ok: true,
      value: {
        cardNumber: 'DN4790123456789',
        parts: { objectCode: 'DN', benefitLevel: 4, provinceCode: '79', socialInsuranceNumber: '0123456789' },
        fullName: 'Nguyễn Thị Bích Ngọc',
        birthDate: { year: 1985, month: 3, day: 15 },
        birthYear: 1985,
        gender: 'FEMALE',
        address: 'Số 12 Lê Lợi, Phường Bến Thành, TP. Hồ Chí Minh',
        facilityCode: '79024',
        validFrom: { year: 2026, month: 1, day: 1 },
        validTo: { year: 2026, month: 12, day: 31 },
        issueDate: { year: 2025, month: 12, day: 20 },
        managingAgencyCode: '79001',
        parentName: null,
        areaOrBenefitCode: 'K1',
        fiveYearsDate: { year: 2024, month: 1, day: 1 },
      },
    });
  });

  it('reads a facility code with letters ("01 - C54" is 01C54), a birth year alone, a parent and the newer 10-digit number', () => {
    const child = `0123456789|${NAME}|2019|1|-|01 - C54|01/01/2026|31/12/2026|-|-|${PARENT}|-|-|ff$`;
    expect(parseInsuranceCardQr(child)).toMatchObject({
      ok: true,
      value: { cardNumber: '0123456789', parts: null, birthDate: null, birthYear: 2019, gender: 'MALE', facilityCode: '01C54', parentName: 'Trần Văn Hùng', address: null },
    });
  });

  it('keeps the fields a newer card or scanner adds after the checksum out of the way', () => {
    expect(parseInsuranceCardQr(CARD.replace(/\$$/, '|4|2026-01-01|extra$'))).toMatchObject({ ok: true, value: { fullName: 'Nguyễn Thị Bích Ngọc' } });
  });

  it.each([
    ['empty', '', 'empty'],
    ['spaces', '   ', 'empty'],
    ['a citizen ID', '079085012345|123456789|Nguyễn Văn An|01011985|Nam|Hà Nội|01012021', 'fieldCount'],
    ['a citizen ID with trailing fields', '079085012345|123456789|Nguyễn Văn An|01011985|Nam|Hà Nội|01012021|x|y', 'cardNumber'],
    ['a truncated scan', `DN4790123456789|${NAME}|15/03/1985`, 'fieldCount'],
    ['a wrong card number', CARD.replace('DN4790123456789', 'DN47901234'), 'cardNumber'],
    ['no name', CARD.replace(NAME, '-'), 'name'],
    ['an impossible birth date', CARD.replace('15/03/1985', '31/02/1985'), 'birthDate'],
    ['a gender code 3', CARD.replace('|2|', '|3|'), 'gender'],
    ['a facility code of 4 characters', CARD.replace('79 - 024', '79 - 02'), 'facilityCode'],
    ['a validity date that is not a date', CARD.replace('31/12/2026', '31-12-26'), 'date'],
    ['junk', '%%%|@@@|???', 'fieldCount'],
  ])('answers %s with the invalid-scan warning, never an exception', (_case, text, problem) => {
    expect(parseInsuranceCardQr(text)).toEqual({ ok: false, problem, messageKey: 'scan.invalid' });
  });

  it('answers anything at all without throwing', () => {
    for (const text of [undefined, null, 42, '|'.repeat(1000), '$', `${'a'.repeat(100_000)}|b`] as unknown as string[]) {
      expect(() => parseInsuranceCardQr(text)).not.toThrow();
      expect(parseInsuranceCardQr(text).ok).toBe(false);
    }
  });
});

describe('parseCitizenIdQr', () => {
  it('decodes the citizen ID, the old ID, the name, the birth day, the gender, the address and the issue day', () => {
    expect(parseCitizenIdQr('079085012345|123456789|Nguyễn Văn An|01011985|Nam|Số 1 Hai Bà Trưng, Phường Sài Gòn, TP. Hồ Chí Minh|15082021')).toEqual({
      ok: true,
      value: {
        citizenId: '079085012345', oldId: '123456789', fullName: 'Nguyễn Văn An', birthDate: { year: 1985, month: 1, day: 1 }, gender: 'MALE',
        address: 'Số 1 Hai Bà Trưng, Phường Sài Gòn, TP. Hồ Chí Minh', issueDate: { year: 2021, month: 8, day: 15 },
      },
    });
  });

  it('reads a card without an old ID, with trailing fields, and a gender a keyboard left unaccented', () => {
    expect(parseCitizenIdQr('001190012345||Trần Thị Bích|20101990|Nu|Hà Nội|01012022|extra|fields')).toMatchObject({
      ok: true, value: { oldId: null, gender: 'FEMALE', birthDate: { year: 1990, month: 10, day: 20 } },
    });
  });

  it.each([
    ['empty', '', 'empty'],
    ['an insurance card', CARD, 'citizenId'],
    ['an 11-digit ID', '07908501234|123456789|A|01011985|Nam|X|01012021', 'citizenId'],
    ['a birth date that is no day', '079085012345||A|32011985|Nam|X|01012021', 'birthDate'],
    ['an unknown gender', '079085012345||A|01011985|Khác|X|01012021', 'gender'],
    ['too few fields', '079085012345|123456789|A', 'fieldCount'],
  ])('answers %s with the invalid-scan warning', (_case, text, problem) => {
    expect(parseCitizenIdQr(text)).toEqual({ ok: false, problem, messageKey: 'scan.invalid' });
  });
});
