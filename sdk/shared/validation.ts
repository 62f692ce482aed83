// Generic form rules of the spec, as message keys: the web shows them under fields, the server enforces them.

/** A rule returns the message key of the first problem, or null when the value passes. */
export type Rule = (value: string) => string | null;

export const required: Rule = (value) => (value.length === 0 ? 'validation.required' : null);
export const notBlank: Rule = (value) => (value.length > 0 && value.trim().length === 0 ? 'validation.blank' : null);
export const noLeadingSpace: Rule = (value) => (/^\s/.test(value) ? 'validation.leadingSpace' : null);
export const codeFormat: Rule = (value) => (/^[\p{L}\p{N} -]*$/u.test(value) ? null : 'validation.codeFormat');

/** The first failing rule's message key, or null. */
export function check(value: string | null | undefined, rules: readonly Rule[]): string | null {
  const text = value ?? '';
  for (const rule of rules) {
    const problem = rule(text);
    if (problem) return problem;
  }
  return null;
}

export const nameRules: readonly Rule[] = [required, notBlank, noLeadingSpace];
export const codeRules: readonly Rule[] = [required, noLeadingSpace, codeFormat];
