// Names of tables, columns, constraints and indexes in catalogue SQL.

/** A quoted identifier; descriptor names are checked by defineCatalogue, so they hold no quote. */
export function quoted(name: string): string {
  return `"${name}"`;
}

// PostgreSQL silently cuts identifiers at 63 bytes, which would make a constraint unrecognisable by name.
const MAX_IDENTIFIER = 63;

/** `table_column_suffix`, shortened with a hash of the full name when PostgreSQL would cut it. */
export function objectName(table: string, column: string, suffix: string): string {
  const full = `${table}_${column}_${suffix}`;
  if (Buffer.byteLength(full) <= MAX_IDENTIFIER) return full;
  return `${full.slice(0, MAX_IDENTIFIER - 10 - suffix.length)}_${fnv1a(full)}_${suffix}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** The UNIQUE constraint of a unique field (the code, or a text field marked unique). */
export function uniqueConstraintName(table: string, column: string): string {
  return objectName(table, column, 'key');
}
