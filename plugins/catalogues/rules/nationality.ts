// Nationalities (quốc tịch) a patient is registered with at reception: the countries of ISO 3166-1.
import { defineCatalogue, field, type CatalogueRow } from '@his/sdk';
import { codeField, countryAlpha3Rule, countryCodeRules, countryNumericRule, ghiChu, label, macDinh, nameField, tenTiengAnh } from './field-kit';

export const quocTich = defineCatalogue({
  name: 'DM_QuocTich',
  title: label('Quốc tịch', 'Nationality'),
  codeField: 'MaQuocTich',
  nameField: 'TenQuocTich',
  fields: {
    MaQuocTich: codeField('Mã quốc tịch (ISO alpha-2)', 'Nationality code (ISO alpha-2)', { maxLength: 2, rules: countryCodeRules }),
    MaAlpha3: field.text({ label: label('Mã ISO alpha-3', 'ISO alpha-3 code'), maxLength: 3, rules: [countryAlpha3Rule] }),
    MaSo: field.text({ label: label('Mã số ISO', 'ISO numeric code'), maxLength: 3, rules: [countryNumericRule] }),
    TenQuocTich: nameField('Tên quốc tịch', 'Nationality name', 200),
    TenTiengAnh: tenTiengAnh(),
    MacDinh: macDinh(),
    GhiChu: ghiChu(),
  },
  search: ['MaQuocTich', 'MaAlpha3', 'TenQuocTich', 'TenTiengAnh'],
});
export type QuocTich = CatalogueRow<typeof quocTich>;
