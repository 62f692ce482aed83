// Resolved viewers kept in memory for a few seconds: a page sends a burst of requests with one token, and
// each would otherwise read the session, the user, the profile and its grant again.
import { sql } from 'drizzle-orm';
import type { Db, Viewer } from '@his/sdk/server';

/**
 * How long a process may serve a viewer without reading the database again, which bounds how stale
 * it can be. A revocation this process makes (sign-out, password change) applies here at once.
 * Other processes on the same PostgreSQL hear of it by NOTIFY, which the server sends when the
 * revoking transaction commits, and drop the viewer within milliseconds; if that notification is lost
 * (their listening connection dropped) or a change skipped the revocation (an edit made directly in
 * the database), they serve the old viewer for at most this long after they last read it.
 */
export const VIEWER_CACHE_TTL_MS = 5_000;
export const VIEWER_REVOCATION_CHANNEL = 'his_viewer_revocations';
/** Beyond this many entries the oldest go first; enough for every signed-in user of a large hospital. */
const MAX_ENTRIES = 10_000;

export interface ViewerCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Which cached viewers stop being valid: one session's, every session of a user, or everyone acting for a profile. */
export type ViewerRevocation = { sessionId: string } | { userId: string } | { profileId: string };

/** Taken before reading the database; a revocation after it makes `set` drop what that read found. */
export interface ResolutionMark {
  generation: number;
  at: number;
}

export interface ViewerCache {
  get(key: string): Viewer | undefined;
  mark(): ResolutionMark;
  set(key: string, viewer: Viewer, mark: ResolutionMark): void;
  revoke(revocation: ViewerRevocation): void;
  /** Forgets every cached viewer: for when revocations may have been missed (the listening connection was lost). */
  clear(): void;
  /**
   * Calls `listener` after every revocation, local or heard from another process, once the cached viewers
   * are dropped: what else holds a viewer (an open websocket) checks it again. Returns the unsubscribe.
   */
  onRevoke(listener: (revocation: ViewerRevocation) => void): () => void;
}

/** Whether a revocation covers a viewer. */
export function revokes(revocation: ViewerRevocation, viewer: Pick<Viewer, 'sessionId' | 'userId' | 'profileId'>): boolean {
  return ('sessionId' in revocation && viewer.sessionId === revocation.sessionId) ||
    ('userId' in revocation && viewer.userId === revocation.userId) ||
    ('profileId' in revocation && viewer.profileId === revocation.profileId);
}

/** The session and the node and profile the caller asked for determine the viewer. */
export function viewerKey(sessionId: string, node: string | null | undefined, profile: string | null | undefined): string {
  return `${sessionId}\n${node ?? ''}\n${profile ?? ''}`;
}

export function createViewerCache({ ttlMs = VIEWER_CACHE_TTL_MS, maxEntries = MAX_ENTRIES, now = Date.now }: ViewerCacheOptions = {}): ViewerCache {
  const entries = new Map<string, { viewer: Viewer; expires: number }>();
  const listeners = new Set<(revocation: ViewerRevocation) => void>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.viewer;
      entries.delete(key);
      return undefined;
    },
    mark: () => ({ generation, at: now() }),
    set(key, viewer, mark) {
      // A read that began before a revocation may have seen the session still open.
      if (mark.generation !== generation) return;
      entries.delete(key);
      entries.set(key, { viewer, expires: mark.at + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    revoke(revocation) {
      generation++;
      for (const [key, { viewer }] of entries) {
        if (revokes(revocation, viewer)) entries.delete(key);
      }
      for (const listener of listeners) listener(revocation);
    },
    clear() {
      // Like a revocation: a read that began before it may have seen a session that is gone now.
      generation++;
      entries.clear();
    },
    onRevoke(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * Tells every process listening on the database to drop the viewers a transaction revokes. Sent inside
 * that transaction, so it is delivered when, and only if, the transaction commits.
 */
export async function notifyViewerRevocation(tx: Db, revocation: ViewerRevocation): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${VIEWER_REVOCATION_CHANNEL}, ${JSON.stringify(revocation)})`);
}

/** The revocation a notification carries, or null for a payload that is not one. */
export function readViewerRevocation(payload: string): ViewerRevocation | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    for (const field of ['sessionId', 'userId', 'profileId'] as const) {
      if (typeof value[field] === 'string') return { [field]: value[field] } as ViewerRevocation;
    }
  } catch {
    // Not ours, or garbled: nothing to revoke.
  }
  return null;
}
