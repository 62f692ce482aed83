// A refusal laid out on a fee screen's form: BAD_USER_INPUT naming a field the form shows goes under it when the
// plugin (or the core) has a text for its key; anything else is shown as the server's own localized message, so
// that no key ever reaches the screen as it is.
import type { i18n as I18n } from 'i18next';
import type { CombinedError } from '@his/sdk/data';

export type FieldProblem = { key: string; params: Record<string, string | number> };
export type FieldProblems = Record<string, FieldProblem>;

export interface SplitRefusal {
  fields: FieldProblems;
  messages: string[];
}

/** The namespaces a key is looked up in, as the kit's Field does: the key's own prefix first. */
export function namespacesOf(key: string): string[] {
  const prefix = key.split('.')[0]!;
  return prefix === 'validation' || prefix === 'ui' || prefix === key ? ['core', 'ui'] : [prefix, 'core', 'ui'];
}

export function splitRefusal(error: CombinedError, shownFields: ReadonlySet<string>, i18n: Pick<I18n, 'exists'>): SplitRefusal {
  const fields: FieldProblems = {};
  const messages: string[] = [];
  for (const each of error.graphQLErrors) {
    const { code, field, messageKey, params } = (each.extensions ?? {}) as Record<string, unknown>;
    const placeable = code === 'BAD_USER_INPUT' && typeof field === 'string' && shownFields.has(field) && typeof messageKey === 'string'
      && !fields[field] && i18n.exists(messageKey, { ns: namespacesOf(messageKey) });
    if (placeable) fields[field as string] = { key: messageKey as string, params: params && typeof params === 'object' ? (params as FieldProblem['params']) : {} };
    else if (each.message) messages.push(each.message);
  }
  if (messages.length === 0 && Object.keys(fields).length === 0) messages.push(error.message);
  return { fields, messages: [...new Set(messages)] };
}

/** What a kit field takes to show a problem under it. */
export function problemProps(problems: FieldProblems, field: string): { error: string | null; errorParams?: Record<string, string | number> } {
  const problem = problems[field];
  return problem ? { error: problem.key, errorParams: problem.params } : { error: null };
}
