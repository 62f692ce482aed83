// Recognises a UNIQUE constraint violation on either driver, so a duplicate is reported by what was duplicated.
import type { AnyCatalogue } from '../../shared/catalogue';
import { uniqueFieldsOf } from '../../shared/catalogue';
import { uniqueConstraintName } from './sql-names';

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  cause?: unknown;
}

/** The name of the violated UNIQUE constraint, from the error or the errors it wraps (drizzle wraps driver errors). */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = fields.cause;
  }
  return null;
}

/** The unique field of the catalogue whose constraint `error` violated, or null for any other error. */
export function duplicatedField(descriptor: AnyCatalogue, error: unknown): string | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === null) return null;
  return uniqueFieldsOf(descriptor).find((name) => uniqueConstraintName(descriptor.name, name) === constraint) ?? null;
}
