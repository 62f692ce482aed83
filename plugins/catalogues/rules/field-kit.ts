// Builders and rules shared by the catalogue descriptors: bilingual labels, the columns most catalogues repeat,
// and the code formats of national lists that the generic code rule (letters, digits, space, dash) would refuse;
// their messages are in the plugin's locales.
import { email, field, noLeadingSpace, required, type Label, type Rule } from '@his/sdk';

export const label = (vi: string, en: string): Label => ({ vi, en });

/** The code column: required text of the first version, the spec's generic code rules unless `rules` says otherwise. */
export function codeField(vi: string, en: string, options: { maxLength?: number; rules?: readonly Rule[] } = {}) {
  return field.text({ label: label(vi, en), required: true, maxLength: options.maxLength ?? 50, ...(options.rules ? { rules: options.rules } : {}) });
}

export function nameField(vi: string, en: string, maxLength = 500) {
  return field.text({ label: label(vi, en), required: true, maxLength });
}

export const ghiChu = () => field.text({ label: label('Ghi chú', 'Note'), multiline: true, maxLength: 2000 });
export const macDinh = () => field.boolean({ label: label('Mặc định', 'Default') });
export const tenTiengAnh = () => field.text({ label: label('Tên tiếng Anh', 'English name') });
export const emailField = () => field.text({ label: label('Email', 'Email'), maxLength: 254, rules: [email] });

const formatRule = (pattern: RegExp, key: string): Rule => (value) => (value === '' || pattern.test(value) ? null : key);

// ICD-10 codes as the Ministry of Health list prints them: 'J03', 'E11.9', and the dagger/asterisk pairs 'A17.0†', 'G01*'.
export const icdCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[A-Z][0-9]{2}(\.[0-9]{1,2})?[*†]?$/, 'catalogues.icdCodeFormat')];
// A block of ICD-10 codes: 'A00-A09', or a one-category block 'C50'.
export const icdBlockRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[A-Z][0-9]{2}(-[A-Z][0-9]{2})?$/, 'catalogues.icdBlockFormat')];
// Chapters are numbered in Roman numerals, I to XXII.
export const romanNumeralRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[IVXL]+$/, 'catalogues.romanNumeral')];
// Administrative units: 2 digits for a province, 5 for a commune, ward or special zone (Cục Thống kê).
export const adminUnitCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^([0-9]{2}|[0-9]{5})$/, 'catalogues.adminUnitCode')];
export const oldProvinceCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[0-9]{2}$/, 'catalogues.oldProvinceCode')];
// An old commune (before 1 July 2025): 5 digits; an old island district that had no commune is listed by its 3 digits.
export const oldCommuneCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^([0-9]{3}|[0-9]{5})$/, 'catalogues.oldCommuneCode')];
export const oldDistrictCodeRule: Rule = formatRule(/^[0-9]{3}$/, 'catalogues.oldDistrictCode');
// ISO 3166-1: alpha-2 'VN', alpha-3 'VNM', numeric '704'.
export const countryCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[A-Z]{2}$/, 'catalogues.countryAlpha2')];
export const countryAlpha3Rule: Rule = formatRule(/^[A-Z]{3}$/, 'catalogues.countryAlpha3');
export const countryNumericRule: Rule = formatRule(/^[0-9]{3}$/, 'catalogues.countryNumeric');
// The insurance card's object code: its first two letters, 'DN', 'TE'.
export const insuranceObjectCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[A-Z]{2}$/, 'catalogues.insuranceObjectCode')];
// The card's benefit digit, 1 to 5.
export const benefitLevelCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[1-5]$/, 'catalogues.benefitLevelCode')];
// The 5-character health-facility code of the insurance system: the old province's 2 digits, then 3 digits or
// letters (a card's QR writes "01 - C54" for 01C54).
export const facilityCodeRules: readonly Rule[] = [required, noLeadingSpace, formatRule(/^[0-9]{2}[0-9A-Z]{3}$/, 'catalogues.facilityCode')];
// 10 digits for an organisation, 10-3 for a dependent branch.
export const taxCodeRule: Rule = formatRule(/^[0-9]{10}(-[0-9]{3})?$/, 'catalogues.taxCode');
// A standard or regulation as a laboratory cites it: 'QCVN 01-1:2018/BYT', 'TCVN 6492:2011', 'QCVN 08-MT:2015/BTNMT',
// 'TCVN 6187-1:2019 (ISO 9308-1:2014)': letters, digits, spaces and . - : / ( ), starting with a letter or a digit.
export const standardRule: Rule = formatRule(/^[\p{L}\p{N}][\p{L}\p{N} .:/()-]*$/u, 'catalogues.standardFormat');
export const standardCodeRules: readonly Rule[] = [required, noLeadingSpace, standardRule];
