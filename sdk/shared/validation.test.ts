// The spec's generic form rules, row by row, and the locale texts behind every message key they return.
import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import * as validation from './validation';
import {
  birthYear,
  check,
  codeFormat,
  codeRules,
  digitsOnly,
  email,
  filterDigits,
  filterNumericInput,
  filterNumericSlashInput,
  findProblem,
  maxLength,
  minLength,
  nameRules,
  noAccents,
  noLeadingSpace,
  notBlank,
  notNegative,
  noRoundBrackets,
  noSpecialCharacters,
  numericInput,
  numericSlashInput,
  phone,
  required,
  usernameFormat,
  type Rule,
} from './validation';

type Row = [caseName: string, value: string, expected: string | null];

const cases: Record<string, { rule: Rule; rows: Row[] }> = {
  required: {
    rule: required,
    rows: [
      ['empty text is refused', '', 'validation.required'],
      ['a space is something', ' ', null],
      ['a word', 'Nguyễn', null],
    ],
  },
  notBlank: {
    rule: notBlank,
    rows: [
      ['only spaces', '   ', 'validation.blank'],
      ['a tab and a space', '\t ', 'validation.blank'],
      ['empty is left to required', '', null],
      ['a name with spaces around', ' An ', null],
    ],
  },
  noLeadingSpace: {
    rule: noLeadingSpace,
    rows: [
      ['a leading space', ' An', 'validation.leadingSpace'],
      ['a leading tab', '\tAn', 'validation.leadingSpace'],
      ['a trailing space is allowed', 'An ', null],
      ['empty', '', null],
    ],
  },
  codeFormat: {
    rule: codeFormat,
    rows: [
      ['letters, digits, space and dash', 'KB-01 A', null],
      ['Vietnamese letters are letters', 'PHÒNG-1', null],
      ['an underscore', 'KB_01', 'validation.codeFormat'],
      ['a dot', 'KB.01', 'validation.codeFormat'],
      ['a slash', 'KB/01', 'validation.codeFormat'],
      ['empty', '', null],
    ],
  },
  noRoundBrackets: {
    rule: noRoundBrackets,
    rows: [
      ['an opening bracket', 'Khoa (cũ', 'validation.noRoundBrackets'],
      ['a closing bracket', 'Khoa cũ)', 'validation.noRoundBrackets'],
      ['full-width brackets', 'Khoa（cũ）', 'validation.noRoundBrackets'],
      ['square brackets are not round', 'Khoa [cũ]', null],
      ['plain text', 'Khoa Nội', null],
      ['empty', '', null],
    ],
  },
  email: {
    rule: email,
    rows: [
      ['a plain address', 'an.nguyen@benhvien.vn', null],
      ['a plus tag and a subdomain', 'khoa+noi@mail.bv.org.vn', null],
      ['empty is left to required', '', null],
      ['no at sign', 'an.nguyen.benhvien.vn', 'validation.email'],
      ['two at signs', 'an@@benhvien.vn', 'validation.email'],
      ['no domain suffix', 'an@benhvien', 'validation.email'],
      ['a one-letter suffix', 'an@benhvien.v', 'validation.email'],
      ['a space inside', 'an nguyen@benhvien.vn', 'validation.email'],
      ['a trailing space', 'an@benhvien.vn ', 'validation.email'],
      ['a leading dot', '.an@benhvien.vn', 'validation.email'],
      ['two dots together', 'an..nguyen@benhvien.vn', 'validation.email'],
      ['a domain label starting with a dash', 'an@-benhvien.vn', 'validation.email'],
      ['accented letters', 'nguyễn@benhvien.vn', 'validation.email'],
      ['longer than 254 characters', `${'a'.repeat(64)}@${'b'.repeat(190)}.vn`, 'validation.email'],
    ],
  },
  digitsOnly: {
    rule: digitsOnly,
    rows: [
      ['digits', '0123456789', null],
      ['empty', '', null],
      ['a dot', '12.5', 'validation.digitsOnly'],
      ['a minus sign', '-12', 'validation.digitsOnly'],
      ['a space', '12 34', 'validation.digitsOnly'],
      ['full-width digits', '１２', 'validation.digitsOnly'],
      ['a letter', '12a', 'validation.digitsOnly'],
    ],
  },
  birthYear: {
    rule: birthYear,
    rows: [
      ['four digits', '1985', null],
      ['empty is left to required', '', null],
      ['two digits', '85', 'validation.birthYear'],
      ['five digits', '19850', 'validation.birthYear'],
      ['a full date', '01/01/1985', 'validation.birthYear'],
      ['a letter among digits', '198a', 'validation.birthYear'],
    ],
  },
  noSpecialCharacters: {
    rule: noSpecialCharacters,
    rows: [
      ['Vietnamese letters, digits and spaces', 'Nguyễn Văn Đức 2', null],
      ['Vietnamese typed with combining marks', 'Nguye\u0302\u0303n', null],
      ['empty', '', null],
      ['an at sign', 'an@', 'validation.noSpecialCharacters'],
      ['a dash', 'Thu-Hà', 'validation.noSpecialCharacters'],
      ['a dot', 'Nguyễn V.', 'validation.noSpecialCharacters'],
      ['a bracket', 'An (bé)', 'validation.noSpecialCharacters'],
      ['a tab', 'An\tBình', 'validation.noSpecialCharacters'],
    ],
  },
  noAccents: {
    rule: noAccents,
    rows: [
      ['plain Latin letters', 'Nguyen Van Duc', null],
      ['digits and symbols', 'KB-01/2', null],
      ['empty', '', null],
      ['a tone mark', 'Nguyễn', 'validation.noAccents'],
      ['a vowel mark without tone', 'Văn', 'validation.noAccents'],
      ['đ', 'Đức', 'validation.noAccents'],
      ['a combining mark typed separately', 'Nguye\u0302n', 'validation.noAccents'],
      ['a French accent', 'café', 'validation.noAccents'],
    ],
  },
  numericInput: {
    rule: numericInput,
    rows: [
      ['digits', '120', null],
      ['digits with one dot', '36.5', null],
      ['a dot at the end while typing', '36.', null],
      ['empty', '', null],
      ['two dots', '1.2.3', 'validation.numericInput'],
      ['two dots together', '36..5', 'validation.numericInput'],
      ['a comma', '36,5', 'validation.numericInput'],
      ['a slash', '120/80', 'validation.numericInput'],
      ['a minus sign', '-1', 'validation.numericInput'],
      ['a letter', '36a', 'validation.numericInput'],
    ],
  },
  numericSlashInput: {
    rule: numericSlashInput,
    rows: [
      ['a blood pressure', '120/80', null],
      ['one dot on each side of a slash', '1.5/2.5', null],
      ['digits with one dot and no slash', '36.5', null],
      ['empty', '', null],
      ['two dots between slashes', '1.2.3/4', 'validation.numericSlashInput'],
      ['two dots together', '120/8..0', 'validation.numericSlashInput'],
      ['a letter', '120/8o', 'validation.numericSlashInput'],
      ['a backslash', '120\\80', 'validation.numericSlashInput'],
    ],
  },
  phone: {
    rule: phone,
    rows: [
      ['a Viettel number', '0987654321', null],
      ['a number starting 03', '0321234567', null],
      ['a number starting 05', '0561234567', null],
      ['a number starting 07', '0701234567', null],
      ['a number starting 08', '0812345678', null],
      ['empty is left to required', '', null],
      ['nine digits', '098765432', 'validation.phone'],
      ['eleven digits', '09876543210', 'validation.phone'],
      ['not starting with 0', '9876543210', 'validation.phone'],
      ['a landline prefix', '0241234567', 'validation.phone'],
      ['a retired 01x prefix', '0161234567', 'validation.phone'],
      ['the country code', '+84987654321', 'validation.phone'],
      ['spaces between groups', '0987 654 321', 'validation.phone'],
    ],
  },
  usernameFormat: {
    rule: usernameFormat,
    rows: [
      ['letters, digits and a dot', 'bs.lan2', null],
      ['an e-mail address as username', 'lan@benhvien.vn', null],
      ['underscore and dash', 'ky_thuat-vien', null],
      ['empty is left to required', '', null],
      ['a Vietnamese letter', 'bác.sĩ', 'validation.usernameFormat'],
      ['a space', 'bs lan', 'validation.usernameFormat'],
      ['a slash', 'bs/lan', 'validation.usernameFormat'],
    ],
  },
  notNegative: {
    rule: notNegative,
    rows: [
      ['a negative whole number', '-1', 'validation.negativeNumber'],
      ['a negative fraction', '-0.5', 'validation.negativeNumber'],
      ['a negative amount with commas', '-1,500', 'validation.negativeNumber'],
      ['zero', '0', null],
      ['minus zero', '-0', null],
      ['a positive number', '15', null],
      ['a dash that is not a number is left to other rules', '-abc', null],
      ['empty', '', null],
    ],
  },
  'minLength(3)': {
    rule: minLength(3),
    rows: [
      ['three characters', 'abc', null],
      ['two characters', 'ab', 'validation.minLength'],
      ['empty is left to required', '', null],
      ['a letter typed with combining marks counts once', 'e\u0302\u0303ab', null],
    ],
  },
  'maxLength(5)': {
    rule: maxLength(5),
    rows: [
      ['five characters', 'Nguyễ', null],
      ['six characters', 'Nguyễn', 'validation.maxLength'],
      ['a letter typed with combining marks counts once', 'Nguye\u0302\u0303', null],
      ['an emoji counts once', 'abcd😀', null],
      ['empty', '', null],
    ],
  },
};

describe.each(Object.entries(cases))('%s', (_name, { rule, rows }) => {
  it.each(rows)('%s', (_case, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('message keys', () => {
  const keysReturned = new Set(Object.values(cases).flatMap(({ rows }) => rows.map(([, , key]) => key).filter((key): key is string => key !== null)));

  it('every rule exported by the module has rows here', () => {
    const notRules = new Set(['check', 'findProblem', 'minLength', 'maxLength', 'filterDigits', 'filterNumericInput', 'filterNumericSlashInput']);
    const exportedRules = Object.entries(validation)
      .filter(([name, value]) => typeof value === 'function' && !notRules.has(name))
      .map(([name]) => name);
    expect(exportedRules.filter((name) => !(name in cases))).toEqual([]);
  });

  it.each([...keysReturned].map((key) => [key]))('%s has a Vietnamese and an English text', (key) => {
    expect(vi).toHaveProperty([key]);
    expect(en).toHaveProperty([key]);
  });

  it.each([
    ['minLength', minLength(3), 'ab'],
    ['maxLength', maxLength(2), 'abc'],
  ])('the placeholders of %s are the rule\'s params', (_name, rule, failing) => {
    const problem = findProblem(failing, [rule]);
    expect(problem).not.toBeNull();
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const catalogs: Record<string, string>[] = [vi, en];
    for (const catalog of catalogs) expect(placeholders(catalog[problem!.key]!)).toEqual(Object.keys(problem!.params).sort());
  });

  it('keeps the spec\'s Vietnamese texts', () => {
    expect(vi).toMatchObject({
      'validation.required': 'Không được để trống!',
      'validation.blank': 'Tên không hợp lệ',
      'validation.leadingSpace': 'Không được có dấu cách đầu dòng',
      'validation.email': 'Vui lòng nhập chính xác email',
      'validation.digitsOnly': 'Chỉ cho phép nhập số',
      'validation.birthYear': 'Năm sinh là 4 số',
      'validation.phone': 'Số điện thoại không hợp lệ',
      'validation.negativeNumber': 'Không được nhập số âm',
    });
  });
});

describe('check and findProblem', () => {
  it.each([
    ['an empty name stops at required', '', nameRules, 'validation.required'],
    ['a missing value is empty', null, nameRules, 'validation.required'],
    ['a blank name', '   ', nameRules, 'validation.blank'],
    ['a name with a leading space', ' An', nameRules, 'validation.leadingSpace'],
    ['a good name', 'Nguyễn Văn An', nameRules, null],
    ['a code with a slash', 'KB/01', codeRules, 'validation.codeFormat'],
    ['a good code', 'KB-01', codeRules, null],
    ['the first failing rule wins', 'abcdef(', [maxLength(3), noRoundBrackets], 'validation.maxLength'],
  ] as const)('%s', (_case, value, rules, expected) => {
    expect(check(value, rules)).toBe(expected);
  });

  it.each([
    ['a rule without params', '(', [noRoundBrackets], { key: 'validation.noRoundBrackets', params: {} }],
    ['a factory rule carries its params', 'abcdef', [required, maxLength(5)], { key: 'validation.maxLength', params: { max: 5 } }],
    ['nothing fails', 'abc', [required, maxLength(5)], null],
  ] as const)('%s', (_case, value, rules, expected) => {
    expect(findProblem(value, rules)).toEqual(expected);
  });
});

describe('input filters', () => {
  it.each([
    ['digits: keeps digits', filterDigits, '0987 654-321', '0987654321'],
    ['digits: drops a dot', filterDigits, '12.5', '125'],
    ['numeric: keeps one dot', filterNumericInput, '36.5', '36.5'],
    ['numeric: drops a repeated dot', filterNumericInput, '36..5', '36.5'],
    ['numeric: keeps only the first dot', filterNumericInput, '1.2.3', '1.23'],
    ['numeric: drops letters, commas and signs', filterNumericInput, '-1,234.5 đ', '1234.5'],
    ['numeric: drops a slash', filterNumericInput, '120/80', '12080'],
    ['numeric: a leading dot stays for the user to complete', filterNumericInput, '.5', '.5'],
    ['numeric: empty', filterNumericInput, '', ''],
    ['slash: keeps a blood pressure', filterNumericSlashInput, '120/80', '120/80'],
    ['slash: one dot on each side', filterNumericSlashInput, '1.5.5/2..5', '1.55/2.5'],
    ['slash: drops letters and spaces', filterNumericSlashInput, '120 / 80 mmHg', '120/80'],
  ] as const)('%s', (_case, filter, text, expected) => {
    expect(filter(text)).toBe(expected);
  });

  it.each([
    ['numeric', filterNumericInput, numericInput],
    ['numeric with slash', filterNumericSlashInput, numericSlashInput],
    ['digits', filterDigits, digitsOnly],
  ] as const)('what the %s filter keeps passes its rule', (_name, filter, rule) => {
    for (const text of ['1.2.3', 'a-1,2/3..4', '..//..', '120/80.5.5', 'Nguyễn 36,5°C']) expect(rule(filter(text))).toBeNull();
  });
});
