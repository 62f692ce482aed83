// The field a refused save names (BAD_USER_INPUT with extensions.field), so a form can show the message under it.
import type { CombinedError } from 'urql';
import type { RuleParams } from '../shared/validation';

export interface FieldError {
  field: string;
  messageKey: string;
  params: RuleParams;
}

export function fieldErrorOf(error: CombinedError | undefined): FieldError | null {
  for (const each of error?.graphQLErrors ?? []) {
    const { code, field, messageKey, params } = (each.extensions ?? {}) as Record<string, unknown>;
    if (code !== 'BAD_USER_INPUT' || typeof field !== 'string' || typeof messageKey !== 'string') continue;
    return { field, messageKey, params: params && typeof params === 'object' ? (params as RuleParams) : {} };
  }
  return null;
}
