// Typed errors that resolvers throw; the server turns them into GraphQL errors with a code and a message key.
import { GraphQLError } from 'graphql';
import type { ErrorCode, ErrorExtensions } from '../shared/errors';

export class HisError extends GraphQLError {
  constructor(code: ErrorCode, messageKey: string, options: { field?: string; params?: Record<string, string | number>; message?: string; confirmable?: true } = {}) {
    const extensions: ErrorExtensions = { code, messageKey };
    if (options.field) extensions.field = options.field;
    if (options.confirmable) extensions.confirmable = true;
    if (options.params) extensions.params = options.params;
    // The message is replaced by localized text when the response is formatted (server/src/errors.ts).
    super(options.message ?? messageKey, { extensions: { ...extensions } });
  }
}

/** Bad input on one field: the web shows the localized message next to that field. */
export function badInput(messageKey: string, field?: string, params?: Record<string, string | number>): HisError {
  return new HisError('BAD_USER_INPUT', messageKey, { field, params });
}

/**
 * A question for the user, raised before anything is written: the call is refused unless `confirmed` (the keys the
 * user has accepted, sent with the call) holds `messageKey`.
 */
export function requireConfirmation(confirmed: readonly string[] | null | undefined, messageKey: string, params?: Record<string, string | number>, field?: string): void {
  if (confirmed?.includes(messageKey)) return;
  throw new HisError('BAD_USER_INPUT', messageKey, { field, params, confirmable: true });
}

export function forbidden(messageKey = 'auth.forbidden', params?: Record<string, string | number>): HisError {
  return new HisError('FORBIDDEN', messageKey, { params });
}

export function unauthenticated(messageKey = 'auth.unauthenticated'): HisError {
  return new HisError('UNAUTHENTICATED', messageKey);
}
