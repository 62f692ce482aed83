// Recognises the errors that mean "the database is away or gave up on a statement", which a user may simply retry.

/** SQLSTATE classes and codes of a lost or refused connection: 08 connection exception, 57P01-03 shutdown or restart, 53300 too many connections. */
const UNAVAILABLE_CODES = /^(08...|57P0[123]|53300)$/;
const STATEMENT_TIMEOUT_CODE = '57014';
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** node-postgres reports a dropped socket with these messages and no code. */
const NETWORK_MESSAGES = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect/i;

export type DatabaseErrorKey = 'error.databaseUnavailable' | 'error.statementTimeout';

/**
 * The message key for a database error a user can retry, or null for anything else. Looks through `cause`
 * and `originalError`, since Drizzle and GraphQL each wrap the driver's error once more.
 */
export function databaseErrorKey(error: unknown): DatabaseErrorKey | null {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === STATEMENT_TIMEOUT_CODE) return 'error.statementTimeout';
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || NETWORK_CODES.has(code))) return 'error.databaseUnavailable';
    if (typeof message === 'string' && NETWORK_MESSAGES.test(message)) return 'error.databaseUnavailable';
    // An AggregateError (a connect attempt to every address of a host) carries the reasons in `errors`.
    const inner = (current as { errors?: unknown[] }).errors?.[0];
    current = (current as { cause?: unknown }).cause ?? (current as { originalError?: unknown }).originalError ?? inner;
  }
  return null;
}
