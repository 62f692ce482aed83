// Which open websockets act for which session, so that a signed-out, locked or re-passworded session's sockets close at once.
import type { Viewer } from '@his/sdk/server';
import { revokes, type ViewerCache, type ViewerRevocation } from '../core/auth/viewer-cache';
import type { Logger } from '../types';

/**
 * Close codes of graphql-ws. Its client never retries 4401 (the session ended: sign-out, new password, or a
 * lock, which ends every session), so a dead token does not reconnect in a loop; the web signs out on it.
 * 4403 (a profile or unit taken away, a lock seen on a session still open) and 1013 are retried, and the new
 * socket's subscriptions then get the refusal as an error the web handles (sign-in screen, or a message).
 */
export const SOCKET_CLOSE = { unauthorized: 4401, forbidden: 4403, tryAgainLater: 1013 } as const;

/** What the registry needs of a `ws` socket. */
export interface SessionSocket {
  readonly readyState: number;
  readonly OPEN: number;
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** Resolves the socket's viewer again from its connection parameters: null without a token, throws when refused. */
export type VerifyViewer = () => Promise<Viewer | null>;

export interface SessionSockets {
  /** Taken before a subscription resolves its viewer; passed to `track` with that viewer. */
  mark(): number;
  /** Records that `socket` acts as `viewer`; dropped when the socket closes. */
  track(socket: SessionSocket, viewer: Viewer, mark: number, verify: VerifyViewer): void;
  /** Open sockets tracked, for tests and diagnostics. */
  readonly size: number;
  dispose(): void;
}

/** Revocations remembered for subscriptions that were resolving while they happened. */
const RECENT_REVOCATIONS = 256;

interface Entry {
  viewer: Viewer;
  verify: VerifyViewer;
  checking: boolean;
  /** A revocation arrived while a check was reading: that read may predate it. */
  checkAgain: boolean;
}

/**
 * Listens to the viewer cache's revocations. A revocation does not always end the session (a profile's
 * units changing revokes cached viewers too), so each matching socket's viewer is resolved again and the
 * socket is closed only when that is refused.
 */
export function createSessionSockets(viewers: Pick<ViewerCache, 'onRevoke'>, log: Logger): SessionSockets {
  const sockets = new Map<SessionSocket, Entry>();
  const recent: { generation: number; revocation: ViewerRevocation }[] = [];
  let generation = 0;

  const close = (socket: SessionSocket, code: number, reason: string) => {
    sockets.delete(socket);
    try {
      socket.close(code, reason);
    } catch (error) {
      log.error('websocket.closeFailed', { error: String(error) });
    }
  };

  const check = async (socket: SessionSocket, entry: Entry): Promise<void> => {
    if (entry.checking) {
      entry.checkAgain = true;
      return;
    }
    entry.checking = true;
    try {
      const viewer = await entry.verify();
      if (viewer) entry.viewer = viewer;
      else close(socket, SOCKET_CLOSE.unauthorized, 'auth.sessionEnded');
    } catch (error) {
      const extensions = (error as { extensions?: { code?: unknown; messageKey?: unknown } }).extensions ?? {};
      const messageKey = typeof extensions.messageKey === 'string' ? extensions.messageKey : 'auth.sessionEnded';
      if (extensions.code === 'UNAUTHENTICATED') close(socket, messageKey === 'auth.userLocked' ? SOCKET_CLOSE.forbidden : SOCKET_CLOSE.unauthorized, messageKey);
      else if (extensions.code === 'FORBIDDEN') close(socket, SOCKET_CLOSE.forbidden, messageKey);
      else {
        // The session could not be checked (the database is unreachable): the client reconnects and its
        // subscriptions resolve the viewer afresh, rather than a possibly revoked one staying subscribed.
        log.error('websocket.sessionCheckFailed', { error: String(error) });
        close(socket, SOCKET_CLOSE.tryAgainLater, 'error.generic');
      }
    } finally {
      entry.checking = false;
      if (entry.checkAgain && sockets.get(socket) === entry) {
        entry.checkAgain = false;
        void check(socket, entry);
      }
    }
  };

  const stopListening = viewers.onRevoke((revocation) => {
    generation++;
    recent.push({ generation, revocation });
    if (recent.length > RECENT_REVOCATIONS) recent.shift();
    for (const [socket, entry] of sockets) {
      if (revokes(revocation, entry.viewer)) void check(socket, entry);
    }
  });

  return {
    mark: () => generation,
    track(socket, viewer, mark, verify) {
      if (socket.readyState !== socket.OPEN) return;
      let entry = sockets.get(socket);
      if (entry) Object.assign(entry, { viewer, verify });
      else {
        entry = { viewer, verify, checking: false, checkAgain: false };
        sockets.set(socket, entry);
        socket.once('close', () => sockets.delete(socket));
      }
      // The viewer may have been read before a revocation that came while it resolved.
      const forgotten = mark < generation - recent.length;
      if (forgotten || recent.some((seen) => seen.generation > mark && revokes(seen.revocation, viewer))) void check(socket, entry);
    },
    get size() {
      return sockets.size;
    },
    dispose() {
      stopListening();
      sockets.clear();
    },
  };
}
