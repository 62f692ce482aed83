// The code formats of national lists that the generic code rule would refuse, case by case.
import { describe, expect, it } from 'vitest';
import { check } from '@his/sdk';
import vi from '../locales/vi.json';
import { facilityCodeRules, standardCodeRules } from './field-kit';

describe('a standard as a laboratory cites it', () => {
  it.each([
    ['a national technical regulation of the Ministry of Health', 'QCVN 01-1:2018/BYT', null],
    ['a regulation of the environment ministry with a letter part', 'QCVN 08-MT:2015/BTNMT', null],
    ['a national standard', 'TCVN 6492:2011', null],
    ['a national standard with the ISO it adopts', 'TCVN 6187-1:2019 (ISO 9308-1:2014)', null],
    ['a decision with Vietnamese letters', 'QĐ 46/2007/QĐ-BYT', null],
    ['empty', '', 'validation.required'],
    ['a leading space', ' QCVN 01-1:2018/BYT', 'validation.leadingSpace'],
    ['a sign standards do not use', 'QCVN 01-1:2018/BYT; TCVN', 'catalogues.standardFormat'],
    ['starting with a sign', '/BYT', 'catalogues.standardFormat'],
  ])('%s: "%s"', (_case, value, expected) => {
    expect(check(value, standardCodeRules)).toBe(expected);
  });

  it('has its message in the plugin\'s locale', () => {
    expect(vi['catalogues.standardFormat']).toContain('QCVN 01-1:2018/BYT');
  });
});

describe('a health-facility code', () => {
  it.each([
    ['five digits', '79024', null],
    ['letters after the province, as a card\'s QR writes "01 - C54"', '01C54', null],
    ['four characters', '7902', 'catalogues.facilityCode'],
    ['a letter in the province code', 'A1024', 'catalogues.facilityCode'],
    ['small letters', '01c54', 'catalogues.facilityCode'],
  ])('%s: "%s"', (_case, value, expected) => {
    expect(check(value, facilityCodeRules)).toBe(expected);
  });
});
