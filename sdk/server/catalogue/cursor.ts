// The opaque cursor of a catalogue's keyset pages: the sort key (code, _id) of a page's last row, as base64url.
import { badInput } from '../errors';

export interface CursorKey {
  code: string;
  id: string;
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify([key.code, key.id]), 'utf8').toString('base64url');
}

/**
 * The key a cursor holds. A cursor comes back from the client, so anything but one this server made (edited,
 * truncated, from another API) is refused as bad input naming the argument, never passed on to SQL.
 */
export function decodeCursor(cursor: string, field = 'after'): CursorKey {
  const refuse = () => badInput('catalogue.cursorInvalid', field);
  if (!/^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) throw refuse();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(key) || key.length !== 2 || typeof key[0] !== 'string' || typeof key[1] !== 'string' || key[1] === '') throw refuse();
  return { code: key[0], id: key[1] };
}
