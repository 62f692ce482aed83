// What a refused operation says, split for a form: BAD_USER_INPUT naming a field goes under that field (its message
// key and parameters, localized by the form); anything else is one message the server already localized.
import type { CombinedError } from 'urql';
import type { RuleParams } from '../shared/validation';

export interface FieldError {
  field: string;
  messageKey: string;
  params: RuleParams;
}

export interface Refusals {
  fields: FieldError[];
  messages: string[];
}

export function refusalsOf(error: CombinedError): Refusals {
  const fields: FieldError[] = [];
  const messages: string[] = [];
  for (const each of error.graphQLErrors) {
    const { code, field, messageKey, params } = (each.extensions ?? {}) as Record<string, unknown>;
    if (code === 'BAD_USER_INPUT' && typeof field === 'string' && typeof messageKey === 'string') {
      fields.push({ field, messageKey, params: params && typeof params === 'object' ? (params as RuleParams) : {} });
    } else if (each.message) messages.push(each.message);
  }
  // The host's error policy has put the user's text in the message of a failed fetch; the network's own is technical.
  if (fields.length === 0 && messages.length === 0 && error.networkError) messages.push(error.message);
  return { fields, messages: [...new Set(messages)] };
}

/** A refusal laid out on a form: the message keys under the fields it shows, the rest as localized messages. */
export interface PlacedRefusal {
  placed: Record<string, { key: string; params: RuleParams }>;
  messages: string[];
}

/**
 * For a form of many fields: BAD_USER_INPUT naming one of `shownFields` goes under it; every other refusal, a field
 * the form does not show included, is a message (the refusal's own when there is nothing else).
 */
export function placeRefusal(error: CombinedError, shownFields: ReadonlySet<string>): PlacedRefusal {
  const placed: PlacedRefusal['placed'] = {};
  const messages: string[] = [];
  for (const each of error.graphQLErrors) {
    const { code, field, messageKey, params } = (each.extensions ?? {}) as Record<string, unknown>;
    if (code === 'BAD_USER_INPUT' && typeof field === 'string' && typeof messageKey === 'string' && shownFields.has(field)) {
      placed[field] = { key: messageKey, params: params && typeof params === 'object' ? (params as RuleParams) : {} };
    } else if (each.message) messages.push(each.message);
  }
  if (messages.length === 0 && Object.keys(placed).length === 0) messages.push(error.message);
  return { placed, messages: [...new Set(messages)] };
}

/** The first field a refusal names, for a form that shows one message under one field. */
export function fieldErrorOf(error: CombinedError | undefined): FieldError | null {
  return error ? (refusalsOf(error).fields[0] ?? null) : null;
}

/** Everything a refused operation says, in one line: the server's localized messages, joined by commas (spec §8). */
export function refusalText(error: CombinedError): string {
  return [...new Set(error.graphQLErrors.map((each) => each.message).filter(Boolean))].join(', ') || error.message;
}

/** What a confirmable refusal asks (the server's requireConfirmation): its key, to send back in `confirmed`, and its text. */
export function questionOf(error: CombinedError | undefined): { key: string; message: string } | null {
  for (const each of error?.graphQLErrors ?? []) {
    const { confirmable, messageKey } = (each.extensions ?? {}) as Record<string, unknown>;
    if (confirmable === true && typeof messageKey === 'string') return { key: messageKey, message: each.message };
  }
  return null;
}
