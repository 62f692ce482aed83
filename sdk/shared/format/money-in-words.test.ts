// Amounts in Vietnamese words, row by row against the reading rules of receipts and invoices.
import { describe, expect, it } from 'vitest';
import { moneyInWords, numberInWords } from './money-in-words';

describe('moneyInWords', () => {
  it.each([
    ['zero', 0, 'Không đồng'],
    ['one', 1, 'Một đồng'],
    ['five alone is năm, not lăm', 5, 'Năm đồng'],
    ['ten', 10, 'Mười đồng'],
    ['eleven is mười một, never mười mốt', 11, 'Mười một đồng'],
    ['fourteen is mười bốn, never mười tư', 14, 'Mười bốn đồng'],
    ['fifteen is mười lăm', 15, 'Mười lăm đồng'],
    ['twenty uses mươi', 20, 'Hai mươi đồng'],
    ['twenty-one ends in mốt', 21, 'Hai mươi mốt đồng'],
    ['twenty-four ends in tư by default', 24, 'Hai mươi tư đồng'],
    ['twenty-five ends in lăm', 25, 'Hai mươi lăm đồng'],
    ['ninety-nine', 99, 'Chín mươi chín đồng'],
    ['a hundred', 100, 'Một trăm đồng'],
    ['a zero tens digit reads linh', 105, 'Một trăm linh năm đồng'],
    ['after linh one is plain một', 101, 'Một trăm linh một đồng'],
    ['after linh four is plain bốn', 104, 'Một trăm linh bốn đồng'],
    ['a hundred and ten', 110, 'Một trăm mười đồng'],
    ['a hundred and fifteen', 115, 'Một trăm mười lăm đồng'],
    ['a hundred and twenty-one', 121, 'Một trăm hai mươi mốt đồng'],
    ['nine hundred and ninety-nine', 999, 'Chín trăm chín mươi chín đồng'],
    ['a thousand', 1000, 'Một nghìn đồng'],
    ['a zero hundreds digit after thousands says không trăm', 1005, 'Một nghìn không trăm linh năm đồng'],
    ['không trăm before tens', 1050, 'Một nghìn không trăm năm mươi đồng'],
    ['không trăm before mười', 1010, 'Một nghìn không trăm mười đồng'],
    ['fifteen thousand', 15000, 'Mười lăm nghìn đồng'],
    ['twenty-one thousand', 21000, 'Hai mươi mốt nghìn đồng'],
    ['a hundred and five thousand', 105000, 'Một trăm linh năm nghìn đồng'],
    ['three hundred and fifty-one thousand', 351000, 'Ba trăm năm mươi mốt nghìn đồng'],
    ['a million', 1_000_000, 'Một triệu đồng'],
    ['the example of the brief', 1_250_000, 'Một triệu hai trăm năm mươi nghìn đồng'],
    ['a zero thousands group is skipped', 2_000_500, 'Hai triệu năm trăm đồng'],
    ['a non-leading group keeps không trăm linh', 1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    ['the base salary', 2_340_000, 'Hai triệu ba trăm bốn mươi nghìn đồng'],
    ['every digit', 123_456_789, 'Một trăm hai mươi ba triệu bốn trăm năm mươi sáu nghìn bảy trăm tám mươi chín đồng'],
    ['a billion', 1_000_000_000, 'Một tỷ đồng'],
    ['a billion and five', 1_000_000_005, 'Một tỷ không trăm linh năm đồng'],
    ['billions with every group', 2_015_300_021, 'Hai tỷ không trăm mười lăm triệu ba trăm nghìn không trăm hai mươi mốt đồng'],
    ['tens of billions', 25_000_000_000, 'Hai mươi lăm tỷ đồng'],
    ['hundreds of billions', 100_000_000_000, 'Một trăm tỷ đồng'],
    ['a thousand billion is nghìn tỷ', 1_000_000_000_000, 'Một nghìn tỷ đồng'],
    ['thousands of billions with a rest', 1_234_000_000_001, 'Một nghìn hai trăm ba mươi tư tỷ không trăm linh một đồng'],
    ['a zero hundreds digit inside the billions', 1_005_000_000_000, 'Một nghìn không trăm linh năm tỷ đồng'],
    ['a million billions is triệu tỷ', 1_000_000_000_000_000, 'Một triệu tỷ đồng'],
    ['a million and one billions', 1_000_001_000_000_000, 'Một triệu không trăm linh một tỷ đồng'],
    ['the largest exact whole number', Number.MAX_SAFE_INTEGER, 'Chín triệu không trăm linh bảy nghìn một trăm chín mươi chín tỷ hai trăm năm mươi tư triệu bảy trăm bốn mươi nghìn chín trăm chín mươi mốt đồng'],
    ['a negative amount starts with Âm', -1500, 'Âm một nghìn năm trăm đồng'],
    ['a negative amount under ten', -5, 'Âm năm đồng'],
    ['negative zero is zero', -0, 'Không đồng'],
  ])('%s', (_case, value, expected) => {
    expect(moneyInWords(value)).toBe(expected);
  });

  it.each([
    ['lẻ for a zero tens digit', 105, { zeroTens: 'lẻ' }, 'Một trăm lẻ năm đồng'],
    ['lẻ inside a later group', 1_005_000, { zeroTens: 'lẻ' }, 'Một triệu không trăm lẻ năm nghìn đồng'],
    ['bốn after tens', 24, { fourAfterTens: 'bốn' }, 'Hai mươi bốn đồng'],
    ['bốn after tens does not change mười bốn', 14, { fourAfterTens: 'bốn' }, 'Mười bốn đồng'],
    ['tư after tens is never used after linh', 104, { fourAfterTens: 'tư' }, 'Một trăm linh bốn đồng'],
    ['ngàn for thousands', 1_250_000, { thousand: 'ngàn' }, 'Một triệu hai trăm năm mươi ngàn đồng'],
    ['ngàn in nghìn tỷ', 1_000_000_000_000, { thousand: 'ngàn' }, 'Một ngàn tỷ đồng'],
  ] as const)('option: %s', (_case, value, options, expected) => {
    expect(moneyInWords(value, options)).toBe(expected);
  });

  it.each([
    ['a fraction of a đồng', 1.5],
    ['a number beyond exact integers', 2 ** 53],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_case, value) => {
    expect(() => moneyInWords(value)).toThrow(RangeError);
  });
});

describe('numberInWords', () => {
  it.each([
    ['zero', 0, 'không'],
    ['lower case and no currency', 1005, 'một nghìn không trăm linh năm'],
    ['a negative number', -3, 'âm ba'],
  ])('%s', (_case, value, expected) => {
    expect(numberInWords(value)).toBe(expected);
  });
});
