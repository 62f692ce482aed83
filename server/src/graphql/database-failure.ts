// Turns a database that is away, or a statement it cancelled, into SERVICE_UNAVAILABLE with a message key, not a masked bug.
import { GraphQLError } from 'graphql';
import { databaseErrorKey } from '../db/database-errors';

/**
 * The keyed error to answer in place of `error`, or null when `error` is something else. It carries no original
 * error, so masking lets it through and localization gives it the caller's language.
 */
export function databaseFailure(error: unknown): GraphQLError | null {
  const messageKey = databaseErrorKey(error);
  if (!messageKey) return null;
  const located = error instanceof Error && error.name === 'GraphQLError' ? (error as GraphQLError) : undefined;
  return new GraphQLError(messageKey, {
    nodes: located?.nodes,
    path: located?.path,
    extensions: { code: 'SERVICE_UNAVAILABLE', messageKey },
  });
}
