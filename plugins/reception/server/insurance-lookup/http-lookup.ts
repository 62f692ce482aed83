// The insurance lookup over HTTP against the national portal: sign in for a token (api/token/take), then the card
// check (api/egw/KQNhanLichSuKCB2024). Every failure becomes a result code; the password never leaves this module
// except towards the portal.
import { createHash } from 'node:crypto';
import type { Timestamp } from '@his/sdk';
import { resultWithoutCard, NOT_CONFIGURED, UNREACHABLE, UNREADABLE, type InsuranceCardQuery, type InsuranceCardResult, type InsuranceLookup } from './adapter';
import { readPortalAnswer } from './portal-answer';

export const DEFAULT_LOOKUP_TIMEOUT_MS = 8_000;
export const TOKEN_PATH = '/api/token/take';
export const CARD_CHECK_PATH = '/api/egw/KQNhanLichSuKCB2024';

export interface HttpLookupConfig {
  /** The portal's address without a path: 'https://egw.baohiemxahoi.gov.vn'. */
  baseUrl: string;
  /** The facility's portal account ('01001_BV'). */
  username: string;
  password: string;
  /** For the whole lookup, sign-in included. */
  timeoutMs?: number;
  /** The officer looking the card up, which the 2024 service requires (hoTenCb, cccdCb). */
  officerName?: string;
  officerCitizenId?: string;
}

export interface HttpLookupDeps {
  fetch?: typeof fetch;
  now?: () => Timestamp;
  /** Receives the stage and the result code only: never an address (it carries the password hash) or a body. */
  log?: (message: string, data: Record<string, string | number>) => void;
}

interface Token {
  accessToken: string;
  idToken: string;
  expiresAt: Timestamp;
}

/** A step that ended in a result code rather than a value. */
class LookupFailure extends Error {
  constructor(readonly maKetQua: InsuranceCardResult['maKetQua']) {
    super(maKetQua);
  }
}

// Without an expiry in the answer the token is kept a little under the portal's usual hour.
const DEFAULT_TOKEN_LIFE_MS = 30 * 60_000;
// A token this close to its end is replaced before use rather than failing mid-lookup.
const TOKEN_MARGIN_MS = 60_000;

/** The portal expects the password as its MD5 hash in upper-case hex. */
function passwordHash(password: string): string {
  return createHash('md5').update(password, 'utf8').digest('hex').toUpperCase();
}

function tokenExpiry(value: unknown, now: Timestamp): Timestamp {
  // The portal documents expires_in as a UTC time; some gateways send seconds instead.
  if (typeof value === 'number' && value > 0) return now + value * 1000;
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed > now ? parsed : now + DEFAULT_TOKEN_LIFE_MS;
}

export function createHttpInsuranceLookup(config: HttpLookupConfig, deps: HttpLookupDeps = {}): InsuranceLookup {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const log = deps.log ?? (() => undefined);
  const baseUrl = config.baseUrl.trim().replace(/\/+$/, '');
  const hash = passwordHash(config.password);
  let token: Token | null = null;
  let signingIn: Promise<Token> | null = null;

  async function post(path: string, init: { body: string; contentType: string }, signal: AbortSignal): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': init.contentType, accept: 'application/json' }, body: init.body, signal });
    } catch {
      throw new LookupFailure(UNREACHABLE);
    }
    if (response.status === 401 || response.status === 403) return { status: 401, json: null };
    if (response.status >= 500) throw new LookupFailure(UNREACHABLE);
    let body: string;
    try {
      body = await response.text();
    } catch {
      throw new LookupFailure(UNREACHABLE);
    }
    try {
      return { status: response.status, json: JSON.parse(body) };
    } catch {
      throw new LookupFailure(UNREADABLE);
    }
  }

  async function signIn(signal: AbortSignal): Promise<Token> {
    const form = new URLSearchParams({ username: config.username, password: hash });
    const { status, json } = await post(TOKEN_PATH, { body: form.toString(), contentType: 'application/x-www-form-urlencoded' }, signal);
    const answer = (json ?? {}) as { maKetQua?: unknown; APIKey?: { access_token?: unknown; id_token?: unknown; expires_in?: unknown } };
    if (status === 401 || String(answer.maKetQua) === '401') throw new LookupFailure('401');
    const key = answer.APIKey;
    if (String(answer.maKetQua) !== '200' || typeof key?.access_token !== 'string' || key.access_token === '') throw new LookupFailure(UNREADABLE);
    return { accessToken: key.access_token, idToken: typeof key.id_token === 'string' ? key.id_token : '', expiresAt: tokenExpiry(key.expires_in, now()) };
  }

  /** The kept token while it lasts; lookups arriving together share one sign-in. */
  async function currentToken(signal: AbortSignal, fresh: boolean): Promise<Token> {
    if (!fresh && token && token.expiresAt - TOKEN_MARGIN_MS > now()) return token;
    token = null;
    signingIn ??= signIn(signal).finally(() => {
      signingIn = null;
    });
    token = await signingIn;
    return token;
  }

  async function check(query: InsuranceCardQuery, current: Token, signal: AbortSignal): Promise<{ unauthorized: boolean; result: InsuranceCardResult }> {
    const params = new URLSearchParams({ token: current.accessToken, id_token: current.idToken, username: config.username, password: hash });
    const body = JSON.stringify({
      maThe: query.maThe ?? query.soCCCD ?? '',
      hoTen: query.hoTen,
      ngaySinh: query.ngaySinh,
      hoTenCb: config.officerName ?? '',
      cccdCb: config.officerCitizenId ?? '',
    });
    const { status, json } = await post(`${CARD_CHECK_PATH}?${params.toString()}`, { body, contentType: 'application/json' }, signal);
    const result = status === 401 ? resultWithoutCard('401') : readPortalAnswer(json);
    return { unauthorized: result.maKetQua === '401', result };
  }

  async function lookUp(query: InsuranceCardQuery, signal: AbortSignal): Promise<InsuranceCardResult> {
    const kept = token !== null;
    const first = await check(query, await currentToken(signal, false), signal);
    // A kept token the portal no longer honours (it restarted, or ended it early): sign in again once.
    if (!first.unauthorized || !kept) return first.result;
    return (await check(query, await currentToken(signal, true), signal)).result;
  }

  return {
    async lookup(query, signal) {
      if (!baseUrl || !config.username || !config.password) return resultWithoutCard(NOT_CONFIGURED);
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = setTimeout(abort, config.timeoutMs ?? DEFAULT_LOOKUP_TIMEOUT_MS);
      signal?.addEventListener('abort', abort, { once: true });
      // The timer bounds the whole lookup even if a fetch ignored its signal: nothing waits past it.
      const timedOut = new Promise<InsuranceCardResult>((resolve) => controller.signal.addEventListener('abort', () => resolve(resultWithoutCard(UNREACHABLE)), { once: true }));
      if (signal?.aborted) abort();
      try {
        const result = await Promise.race([lookUp(query, controller.signal), timedOut]);
        if (result.maKetQua === '401') token = null;
        log('insuranceLookup.answer', { maKetQua: result.maKetQua });
        return result;
      } catch (error) {
        const maKetQua = error instanceof LookupFailure ? error.maKetQua : UNREACHABLE;
        if (maKetQua === '401') token = null;
        log('insuranceLookup.failed', { maKetQua });
        return resultWithoutCard(maKetQua);
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
    },
  };
}
