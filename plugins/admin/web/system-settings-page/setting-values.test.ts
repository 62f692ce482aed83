import { describe, expect, it } from 'vitest';
import { blockValues, changesOf, draftOf, fieldsOf, isSettingBlock, parseDraft, secretsSetOf, type SettingFieldSpec, type SettingKind } from './setting-values';

const setting = {
  defaultLanguage: 'vi',
  isShowIconLanguage: true,
  his: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', soMauIn: 2, hoaDonDienTu: { url: 'https://hd.vn' } },
  print: {},
  smartPharma: null,
};

const declared = (block: string, key: string, kind: string, secret = false) => ({ block, key, kind, labelVi: `${key} (vi)`, labelEn: `${key} (en)`, secret, choices: null });

describe('settings blocks', () => {
  it('gathers the general block from the top-level fields and reads the others as they are', () => {
    expect(blockValues(setting, 'general')).toEqual({ defaultLanguage: 'vi', isShowIconLanguage: true });
    expect(blockValues(setting, 'his')).toBe(setting.his);
    expect(blockValues(setting, 'smartPharma')).toEqual({});
  });

  it.each([
    ['general', true],
    ['print', true],
    ['khac', false],
    [undefined, false],
  ])('"%s" names a block: %s', (key, expected) => {
    expect(isSettingBlock(key)).toBe(expected);
  });

  it('takes a block\'s fields from the declarations, in their order, each kind to its control', () => {
    const fields = fieldsOf([declared('his', 'isCoGiaVienPhi', 'boolean'), declared('print', 'mauToa', 'text'), declared('his', 'allowedOrigins', 'textList'), declared('his', 'congBHYT_MatKhau', 'text', true)], 'his');
    expect(fields.map((field) => [field.key, field.kind, field.secret])).toEqual([
      ['isCoGiaVienPhi', 'switch', false],
      ['allowedOrigins', 'list', false],
      ['congBHYT_MatKhau', 'text', true],
    ]);
    expect(fields[0]!.label).toEqual({ vi: 'isCoGiaVienPhi (vi)', en: 'isCoGiaVienPhi (en)' });
  });

  it('reads which secrets of a block are set', () => {
    expect([...secretsSetOf(['his.congBHYT_MatKhau', 'print.x', 'his.hoaDonDienTu_MatKhau'], 'his')]).toEqual(['congBHYT_MatKhau', 'hoaDonDienTu_MatKhau']);
  });
});

describe('a value and its control', () => {
  it.each<[string, unknown, SettingKind, boolean | string]>([
    ['a flag is a switch', true, 'switch', true],
    ['a code is a text box', 'BaoHiemYTe', 'text', 'BaoHiemYTe'],
    ['a count is a number box', 2, 'number', '2'],
    ['a list of origins is one a line', ['https://a.vn', 'https://b.vn'], 'list', 'https://a.vn\nhttps://b.vn'],
    ['nested settings are JSON', { url: 'https://hd.vn' }, 'json', '{\n  "url": "https://hd.vn"\n}'],
    ['nothing is JSON', null, 'json', 'null'],
  ])('%s', (_case, value, kind, draft) => {
    expect(draftOf(value, kind)).toEqual(draft);
    expect(parseDraft(draft, kind)).toEqual({ ok: true, value });
  });

  it.each<[string, string, SettingKind, string]>([
    ['letters in a number box', '2 bản', 'number', 'admin.settings.invalidNumber'],
    ['unbalanced JSON', '{"url": ', 'json', 'admin.settings.invalidJson'],
  ])('%s stands for no value', (_case, draft, kind, error) => {
    expect(parseDraft(draft, kind)).toEqual({ ok: false, error });
  });

  it('an emptied number box clears the setting, and blank lines of a list are dropped', () => {
    expect(parseDraft(' ', 'number')).toEqual({ ok: true, value: null });
    expect(parseDraft('https://a.vn\n\n  https://b.vn  \n', 'list')).toEqual({ ok: true, value: ['https://a.vn', 'https://b.vn'] });
  });
});

describe('what a save sends', () => {
  const saved = setting.his;
  const field = (key: string, kind: SettingKind, secret = false): SettingFieldSpec => ({ key, kind, secret, label: { vi: key, en: key }, choices: null });
  const fields = [field('isCoGiaVienPhi', 'switch'), field('maLoaiGiaMacDinh', 'text'), field('soMauIn', 'number'), field('hoaDonDienTu', 'json'), field('mauToaThuoc', 'text'), field('congBHYT_MatKhau', 'text', true)];
  const unchanged = { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', soMauIn: '2', hoaDonDienTu: '{ "url": "https://hd.vn" }', mauToaThuoc: '', congBHYT_MatKhau: '' };

  it('sends nothing when nothing changed, however the JSON is laid out, and an unset setting left empty', () => {
    expect(changesOf(saved, unchanged, fields)).toEqual({ input: {}, errors: {} });
  });

  it('sends only the changed keys, with their typed values', () => {
    const drafts = { ...unchanged, isCoGiaVienPhi: false, soMauIn: '3', mauToaThuoc: 'MAU_TOA_IN_2' };
    expect(changesOf(saved, drafts, fields)).toEqual({ input: { isCoGiaVienPhi: false, soMauIn: 3, mauToaThuoc: 'MAU_TOA_IN_2' }, errors: {} });
  });

  it('sends a secret only when a new one is typed in', () => {
    expect(changesOf(saved, { ...unchanged, congBHYT_MatKhau: 'Bhxh@2025' }, fields).input).toEqual({ congBHYT_MatKhau: 'Bhxh@2025' });
  });

  it('names the keys whose content is not a value', () => {
    expect(changesOf(saved, { ...unchanged, soMauIn: 'hai' }, fields).errors).toEqual({ soMauIn: 'admin.settings.invalidNumber' });
  });
});
