// Signed session tokens: HMAC-SHA256 over a small payload naming the session, so logout can revoke it.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** 'his' tokens call the main, pharmacy and template services and the auth service; 'admin' tokens only the auth service. */
export type TokenAudience = 'his' | 'admin';

export interface TokenPayload {
  sid: string;
  uid: string;
  aud: TokenAudience;
  /** Expiry, epoch seconds. */
  exp: number;
}

export const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export function signToken(payload: TokenPayload, key: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(body, key)}`;
}

/** The payload of a well-signed, unexpired token, else null. Revocation is checked against the session row. */
export function readToken(token: string, key: string, now = Date.now()): TokenPayload | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(mac(body, key));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null;
    return payload;
  } catch {
    return null;
  }
}

function mac(body: string, key: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}
