// Generic form rules of the spec, as message keys: the web shows them under fields, the server enforces them.

/** Values for a message's `{name}` placeholders. */
export type RuleParams = Readonly<Record<string, string | number>>;

/**
 * A rule returns the message key of the first problem, or null when the value passes. Rules made by a factory
 * (maxLength(50)) carry the values their message needs in `params`. Every rule except `required` lets an
 * empty value pass, so an optional field is checked only when it is filled in.
 */
export type Rule = ((value: string) => string | null) & { readonly params?: RuleParams };

/** A failed rule: its message key and the values for the message's placeholders. */
export interface Problem {
  key: string;
  params: RuleParams;
}

function ruleWithParams(test: (value: string) => string | null, params: RuleParams): Rule {
  return Object.assign(test, { params });
}

export const required: Rule = (value) => (value.length === 0 ? 'validation.required' : null);
export const notBlank: Rule = (value) => (value.length > 0 && value.trim().length === 0 ? 'validation.blank' : null);
export const noLeadingSpace: Rule = (value) => (/^\s/.test(value) ? 'validation.leadingSpace' : null);
export const codeFormat: Rule = (value) => (/^[\p{L}\p{N} -]*$/u.test(value) ? null : 'validation.codeFormat');

// Full-width brackets come from Asian input methods and are refused with the ASCII ones.
export const noRoundBrackets: Rule = (value) => (/[()（）]/.test(value) ? 'validation.noRoundBrackets' : null);

// Deliberately narrower than RFC 5322: addresses that mail servers and e-invoice providers accept in practice.
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const email: Rule = (value) => (value === '' || (value.length <= 254 && EMAIL.test(value)) ? null : 'validation.email');

// ASCII digits only: a full-width or Arabic-Indic digit would pass \d-like Unicode classes but not the database.
export const digitsOnly: Rule = (value) => (/^[0-9]*$/.test(value) ? null : 'validation.digitsOnly');

export const birthYear: Rule = (value) => (value === '' || /^[0-9]{4}$/.test(value) ? null : 'validation.birthYear');

// Letters of any script (with their combining marks, as some input methods type Vietnamese), digits and spaces.
export const noSpecialCharacters: Rule = (value) => (/^[\p{L}\p{M}\p{N} ]*$/u.test(value) ? null : 'validation.noSpecialCharacters');

// Decomposition exposes every diacritic as a combining mark; đ has none, so it is named.
export const noAccents: Rule = (value) => (/[\u0300-\u036f]|[đĐ]/.test(value.normalize('NFD')) ? 'validation.noAccents' : null);

const DECIMAL_PART = /^[0-9]*\.?[0-9]*$/;

/** Digits and at most one dot: the characters of a decimal number ('12.5'); '12.' is accepted while typing. */
export const numericInput: Rule = (value) => (DECIMAL_PART.test(value) ? null : 'validation.numericInput');

/** The variant with slashes ('120/80', '1.5/2'): digits, slashes, and at most one dot between two slashes. */
export const numericSlashInput: Rule = (value) => (value.split('/').every((part) => DECIMAL_PART.test(part)) ? null : 'validation.numericSlashInput');

// Vietnamese mobile numbers have 10 digits and start 03, 05, 07, 08 or 09 since the 2018 renumbering.
export const phone: Rule = (value) => (value === '' || /^0[35789][0-9]{8}$/.test(value) ? null : 'validation.phone');

/** Refuses a value that reads as a number below zero; text that is not a number is left to other rules. */
export const notNegative: Rule = (value) => {
  const trimmed = value.trim();
  return /^-[0-9.]/.test(trimmed) && Number(trimmed.replace(/,/g, '')) < 0 ? 'validation.negativeNumber' : null;
};

// Length in characters as a person counts them: composed, so 'ễ' typed as e + two marks is one character.
const characterCount = (value: string): number => [...value.normalize('NFC')].length;

export function minLength(min: number): Rule {
  return ruleWithParams((value) => (value === '' || characterCount(value) >= min ? null : 'validation.minLength'), { min });
}

export function maxLength(max: number): Rule {
  return ruleWithParams((value) => (characterCount(value) <= max ? null : 'validation.maxLength'), { max });
}

/** The first failing rule's message key, or null. */
export function check(value: string | null | undefined, rules: readonly Rule[]): string | null {
  return findProblem(value, rules)?.key ?? null;
}

/** The first failing rule's message key with its placeholder values, for badInput(key, field, params). */
export function findProblem(value: string | null | undefined, rules: readonly Rule[]): Problem | null {
  const text = value ?? '';
  for (const rule of rules) {
    const key = rule(text);
    if (key) return { key, params: rule.params ?? {} };
  }
  return null;
}

export const nameRules: readonly Rule[] = [required, notBlank, noLeadingSpace];
export const codeRules: readonly Rule[] = [required, noLeadingSpace, codeFormat];

// Sign-in names are typed on any keyboard and compared without case: ASCII letters, digits and . _ - @ only.
export const usernameFormat: Rule = (value) => (/^[A-Za-z0-9._@-]*$/.test(value) ? null : 'validation.usernameFormat');
export const usernameRules: readonly Rule[] = [required, usernameFormat, minLength(3), maxLength(50)];

export const MIN_PASSWORD_LENGTH = 6;
/** A new password: at least 6 characters; at most 128, so that nobody makes the server hash megabytes. */
export const newPasswordRules: readonly Rule[] = [required, minLength(MIN_PASSWORD_LENGTH), maxLength(128)];

// Input filters: applied on every keystroke of a "numeric input" field, so the value never holds what the
// matching rule would refuse, and a pasted '1.234,5 đ' becomes something the user can correct.

/** Keeps ASCII digits only. */
export function filterDigits(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

function keepFirstDot(part: string): string {
  const dot = part.indexOf('.');
  return dot < 0 ? part : part.slice(0, dot + 1) + part.slice(dot + 1).replace(/\./g, '');
}

/** Keeps digits and the first dot, for fields checked by numericInput. */
export function filterNumericInput(text: string): string {
  return keepFirstDot(text.replace(/[^0-9.]/g, ''));
}

/** Keeps digits, slashes and the first dot between two slashes, for fields checked by numericSlashInput. */
export function filterNumericSlashInput(text: string): string {
  return text
    .replace(/[^0-9./]/g, '')
    .split('/')
    .map(keepFirstDot)
    .join('/');
}
