import { describe, expect, it } from 'vitest';
import { blockValues, changesOf, draftOf, isCredentialKey, isSettingBlock, isSettingKeyName, kindOf, parseDraft, type SettingKind } from './setting-values';

const setting = {
  defaultLanguage: 'vi',
  isShowIconLanguage: true,
  his: { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', soBanIn: 2, hoaDonDienTu: { url: 'https://hd.vn' } },
  print: {},
  smartPharma: null,
};

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
});

describe('a value and its control', () => {
  it.each<[string, unknown, SettingKind, boolean | string]>([
    ['a flag is a switch', true, 'switch', true],
    ['a code is a text box', 'BaoHiemYTe', 'text', 'BaoHiemYTe'],
    ['a count is a number box', 2, 'number', '2'],
    ['nested settings are JSON', { url: 'https://hd.vn' }, 'json', '{\n  "url": "https://hd.vn"\n}'],
    ['nothing is JSON', null, 'json', 'null'],
  ])('%s', (_case, value, kind, draft) => {
    expect(kindOf(value)).toBe(kind);
    expect(draftOf(value, kind)).toEqual(draft);
    expect(parseDraft(draft, kind)).toEqual({ ok: true, value });
  });

  it.each<[string, string, SettingKind, string]>([
    ['letters in a number box', '2 bản', 'number', 'admin.settings.invalidNumber'],
    ['an empty number box', ' ', 'number', 'admin.settings.invalidNumber'],
    ['unbalanced JSON', '{"url": ', 'json', 'admin.settings.invalidJson'],
  ])('%s stands for no value', (_case, draft, kind, error) => {
    expect(parseDraft(draft, kind)).toEqual({ ok: false, error });
  });

  it.each([
    ['matKhauHoaDon', true],
    ['einvoicePassword', true],
    ['apiKey', true],
    ['accessToken', true],
    ['maLoaiGiaMacDinh', false],
  ])('%s is a credential: %s', (key, expected) => {
    expect(isCredentialKey(key)).toBe(expected);
  });
});

describe('what a save sends', () => {
  const saved = setting.his;
  const kinds = { isCoGiaVienPhi: 'switch', maLoaiGiaMacDinh: 'text', soBanIn: 'number', hoaDonDienTu: 'json', mauToaThuoc: 'text' } as const;
  const unchanged = { isCoGiaVienPhi: true, maLoaiGiaMacDinh: 'BaoHiemYTe', soBanIn: '2', hoaDonDienTu: '{ "url": "https://hd.vn" }' };

  it('sends nothing when nothing changed, however the JSON is laid out', () => {
    expect(changesOf(saved, unchanged, kinds)).toEqual({ input: {}, errors: {} });
  });

  it('sends only the changed keys and a newly added one, with their typed values', () => {
    const drafts = { ...unchanged, isCoGiaVienPhi: false, soBanIn: '3', mauToaThuoc: 'MAU_TOA_IN_2' };
    expect(changesOf(saved, drafts, kinds)).toEqual({ input: { isCoGiaVienPhi: false, soBanIn: 3, mauToaThuoc: 'MAU_TOA_IN_2' }, errors: {} });
  });

  it('names the keys whose content is not a value', () => {
    expect(changesOf(saved, { ...unchanged, soBanIn: 'hai' }, kinds).errors).toEqual({ soBanIn: 'admin.settings.invalidNumber' });
  });
});

describe('a new key', () => {
  it.each([
    ['mauPhieuThu', true],
    ['MAU_IN_2', true],
    ['2mau', false],
    ['mẫu in', false],
    ['', false],
  ])('"%s" is a valid name: %s', (key, expected) => {
    expect(isSettingKeyName(key)).toBe(expected);
  });
});
