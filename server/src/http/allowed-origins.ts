// Which origins a browser may call the API from: the page's own, and those the `his` settings block lists in allowedOrigins.
import type { Database } from '../db/connection';
import type { Logger } from '../types';

/** How long a change to allowedOrigins takes to apply; saves a database read on every cross-origin request. */
export const ALLOWED_ORIGINS_TTL_MS = 5_000;

export interface OriginPolicy {
  /** Whether a request carrying `origin`, sent to `host` (its Host header), may read the answer. */
  allows(origin: string, host: string | null): Promise<boolean>;
}

/** `https://his.example.vn/` and `HTTPS://HIS.example.vn` name one origin; anything that is not a URL names none. */
function normalizedOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export function createOriginPolicy(database: Pick<Database, 'query'>, log: Logger, ttlMs = ALLOWED_ORIGINS_TTL_MS): OriginPolicy {
  let cached: { until: number; origins: Promise<ReadonlySet<string>> } | undefined;

  async function load(): Promise<ReadonlySet<string>> {
    try {
      const rows = await database.query<{ origins: unknown }>("SELECT value->'allowedOrigins' AS origins FROM his_settings WHERE type = 'his'");
      const listed = rows[0]?.origins;
      if (!Array.isArray(listed)) return new Set();
      return new Set(listed.flatMap((entry) => (typeof entry === 'string' ? [normalizedOrigin(entry)] : [])).filter((entry) => entry !== null));
    } catch (error) {
      // Closed, not open, while the database cannot say: the page's own origin still works.
      log.error('http.allowedOriginsUnreadable', { error: String(error) });
      return new Set();
    }
  }

  function allowedOrigins(): Promise<ReadonlySet<string>> {
    const now = Date.now();
    if (!cached || cached.until <= now) cached = { until: now + ttlMs, origins: load() };
    return cached.origins;
  }

  return {
    async allows(origin, host) {
      const normalized = normalizedOrigin(origin);
      if (!normalized) return false;
      // The scheme is left out of "same origin": behind a proxy ending TLS the page is https and this server sees http.
      if (host && new URL(normalized).host === host.toLowerCase()) return true;
      return (await allowedOrigins()).has(normalized);
    },
  };
}
