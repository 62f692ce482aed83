// Recognises a UNIQUE constraint violation on either driver, so a duplicate is reported by what was duplicated.
import type { AnyCatalogue } from '../../shared/catalogue';
import { uniqueFieldsOf } from '../../shared/catalogue';
import { uniqueConstraintName } from './sql-names';
import { violatedUniqueConstraint } from '../database';

/** The unique field of the catalogue whose constraint `error` violated, or null for any other error. */
export function duplicatedField(descriptor: AnyCatalogue, error: unknown): string | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return null;
  return uniqueFieldsOf(descriptor).find((name) => uniqueConstraintName(descriptor.name, name) === constraint) ?? null;
}
