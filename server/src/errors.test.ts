// A refusal names its field by the label a plugin gives it, also for a field inside a line of a list.
import { describe, expect, it } from 'vitest';
import { fieldLabel, localizeMessage, mergeCatalogs } from './errors';

const catalogs = mergeCatalogs([{ vi: { 'field.ChiTiets': 'Các dòng', 'field.SoLuong': 'Số lượng', 'field.ChiTiets.Duoc_Id': 'Thuốc của dòng', 'test.positive': 'Phải lớn hơn 0' } }]);

describe('fieldLabel', () => {
  it.each([
    ['its own label', 'ChiTiets', 'Các dòng'],
    ['a line of a list, by the label of the field without its position', 'ChiTiets.3.Duoc_Id', 'Thuốc của dòng'],
    ['a field inside an argument, by its last part', 'toaBHYT.ChiTiets.0.SoLuong', 'Số lượng'],
    ['a field no plugin labels, as it is', 'idKhamBenh', 'idKhamBenh'],
  ])('names %s', (_case, field, label) => {
    expect(fieldLabel(catalogs.vi, field)).toBe(label);
  });

  it('starts the localized message', () => {
    expect(localizeMessage(catalogs, 'vi', { code: 'BAD_USER_INPUT', messageKey: 'test.positive', field: 'ChiTiets.1.SoLuong' })).toBe('Số lượng: Phải lớn hơn 0');
  });
});
