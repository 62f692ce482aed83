// Database types and helpers every server plugin uses: the drizzle handle, numbering, unaccented search.
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { toKhongDau } from '../shared/text';

/** A drizzle handle on PGlite or PostgreSQL; inside `ctx.write` it is the open transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Record<string, never>>;

/**
 * The next number of a sequence that people see (receipt numbers, queue numbers, record codes).
 * Must run inside the transaction that stores the row using it: the counter row stays locked until
 * commit, so two cashiers never get the same number, and a rolled-back write gives its number back.
 */
export async function allocateNumber(tx: Db, counterKey: string): Promise<number> {
  const result = await tx.execute<{ value: string | number }>(sql`
    INSERT INTO his_counters (key, value) VALUES (${counterKey}, 1)
    ON CONFLICT (key) DO UPDATE SET value = his_counters.value + 1
    RETURNING value`);
  return Number(rowsOf<{ value: string | number }>(result)[0]!.value);
}

/**
 * A condition matching rows whose unaccented column contains every word of the search text, so
 * "nguyen van" finds "Nguyễn Văn An". Backed by a pg_trgm GIN index on the column.
 */
export function matchesKhongDau(column: AnyColumn | SQL, searchText: string): SQL | undefined {
  const words = toKhongDau(searchText).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const parts = words.map((word) => sql`${column} LIKE ${'%' + escapeLike(word) + '%'}`);
  return sql.join(parts, sql` AND `);
}

/**
 * 'nguyen:* & van:* & h:*': every syllable typed, unaccented, as the start of a syllable, for to_tsquery('simple', …)
 * over a to_tsvector('simple', …) of an unaccented column; null when nothing searchable was typed. Only letters and
 * digits reach to_tsquery, so nothing typed can be read as its operators.
 */
export function syllablePrefixQuery(text: string): string | null {
  const syllables = toKhongDau(text.normalize('NFC')).split(/[^a-z0-9]+/).filter(Boolean);
  return syllables.length > 0 ? syllables.map((syllable) => `${syllable}:*`).join(' & ') : null;
}

/**
 * Text to put into a LIKE or ILIKE pattern so that it matches only itself: %, _ and the backslash lose their
 * meaning. Queries write no ESCAPE clause and rely on the backslash, LIKE's default escape character on
 * PostgreSQL and PGlite alike.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** SQL for a trigram index on an unaccented column, for a plugin's migration. */
export function trigramIndexSql(table: string, column: string): string {
  return `CREATE INDEX IF NOT EXISTS "${table}_${column}_trgm" ON "${table}" USING gin ("${column}" gin_trgm_ops);`;
}

/**
 * A new row id: 24 hex characters, time-ordered like the ids the spec's `_id` fields carry, so rows
 * sort by creation and ids stay short in URLs.
 */
export function newId(): string {
  const seconds = Math.floor(Date.now() / 1000).toString(16).padStart(8, '0');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  return seconds + random;
}

/**
 * The name of the UNIQUE constraint a write violated ('' when the driver does not say), from the error or the errors
 * it wraps (drizzle wraps driver errors); null for any other error. Lets a duplicate be reported by what was duplicated.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = fields.cause;
  }
  return null;
}

/** Rows of a raw `execute` result, on either driver. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
