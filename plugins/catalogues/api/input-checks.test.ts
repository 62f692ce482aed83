// The argument checks of the plugin's own operations, one row per case.
import { describe, expect, it } from 'vitest';
import { distinctList, oneOf, optionalText, requiredId } from './input-checks';

function refusal(check: () => unknown): { key: string; field?: string; params?: unknown } | null {
  try {
    check();
    return null;
  } catch (error) {
    const extensions = (error as { extensions: { messageKey: string; field?: string; params?: unknown } }).extensions;
    return { key: extensions.messageKey, field: extensions.field, ...(extensions.params ? { params: extensions.params } : {}) };
  }
}

describe('requiredId', () => {
  it.each([
    ['an id is kept, trimmed', ' abc ', 'abc'],
  ])('%s', (_, value, expected) => expect(requiredId(value, 'idPhongBan')).toBe(expected));

  it.each([
    ['an empty id', ''],
    ['an id of spaces only', '   '],
    ['no id at all', null],
  ])('refuses %s as missing, naming the argument', (_, value) => {
    expect(refusal(() => requiredId(value, 'idPhongBan'))).toEqual({ key: 'validation.required', field: 'idPhongBan' });
  });
});

describe('distinctList', () => {
  const options = { max: 3, allowEmpty: true };
  it.each([
    ['repeats are dropped, the first place kept', ['b', 'a', 'b'], ['b', 'a']],
    ['ids are trimmed', [' a ', 'a'], ['a']],
    ['a code typed with a combining accent is the composed code', ['G\u0110', 'G\u0110'], ['GĐ']],
    ['an empty list clears a list', [], []],
  ])('%s', (_, value, expected) => expect(distinctList(value, 'idDichVus', options)).toEqual(expected));

  it.each([
    ['an empty list where one is needed', [], { max: 3, allowEmpty: false }, { key: 'validation.required', field: 'maChucVus' }],
    ['a blank item', ['a', ' '], options, { key: 'validation.required', field: 'maChucVus' }],
    ['more items than allowed, counted without repeats', ['a', 'b', 'c', 'd', 'a'], options, { key: 'catalogues.tooManyItems', field: 'maChucVus', params: { max: 3 } }],
  ])('refuses %s', (_, value, given, expected) => {
    expect(refusal(() => distinctList(value, 'maChucVus', given))).toEqual(expected);
  });

  it('takes a list of the allowed length with repeats beyond it', () => {
    expect(distinctList(['a', 'b', 'c', 'a', 'b'], 'ids', options)).toEqual(['a', 'b', 'c']);
  });
});

describe('oneOf', () => {
  const types = ['HuyBienLai', 'HoanTien'] as const;
  it('keeps a value of the enum', () => expect(oneOf('HoanTien', types, 'LoaiLyDo')).toBe('HoanTien'));
  it.each([
    ['a value outside the enum', 'Huy'],
    ['a value in another case', 'hoantien'],
    ['no value', undefined],
  ])('refuses %s, listing the values allowed', (_, value) => {
    expect(refusal(() => oneOf(value, types, 'LoaiLyDo'))).toEqual({ key: 'validation.oneOf', field: 'LoaiLyDo', params: { values: 'HuyBienLai, HoanTien' } });
  });
});

describe('optionalText', () => {
  it.each([
    ['absent text is no filter', undefined, null],
    ['blank text is no filter', '  ', null],
    ['text is trimmed', ' KhamBenh ', 'KhamBenh'],
  ])('%s', (_, value, expected) => expect(optionalText(value, 'maLoaiDichVu', 10)).toBe(expected));

  it('refuses text longer than allowed, with the length', () => {
    expect(refusal(() => optionalText('x'.repeat(11), 'maLoaiDichVu', 10))).toEqual({ key: 'validation.maxLength', field: 'maLoaiDichVu', params: { max: 10 } });
  });
});
