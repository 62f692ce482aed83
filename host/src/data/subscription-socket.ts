// The realtime socket (graphql-ws) that never gives up: a network hiccup or a server restart must not
// leave a screen silently deaf to other users' changes. It also reports whether it is connected.
import { createClient, type Client as WsClient } from 'graphql-ws';
import type { ExecutionResult, SubscriptionForwarder } from 'urql';
import { createConnectionStatus, type ConnectionStatusStore } from './connection-status';
import { DEFAULT_RETRY_DELAY, retryDelay, type RetryDelayOptions } from './retry-delay';

export interface SocketTiming {
  /** A ping this often, so that a server that vanished without closing the socket is noticed. */
  keepAliveMs: number;
  /** A ping without a pong for this long means the socket is dead. */
  pongTimeoutMs: number;
  /** A server that accepts the socket but never acknowledges it is treated as unreachable. */
  ackTimeoutMs: number;
  retry: RetryDelayOptions;
}

export const DEFAULT_SOCKET_TIMING: SocketTiming = { keepAliveMs: 10_000, pongTimeoutMs: 5_000, ackTimeoutMs: 10_000, retry: DEFAULT_RETRY_DELAY };

export interface SubscriptionSocketOptions {
  url: () => string;
  /** Read at every (re)connect: the token, node, profile or language may have changed meanwhile. */
  connectionParams: () => Record<string, unknown>;
  /** A WebSocket class where the platform has none (Node). */
  webSocketImpl?: unknown;
  timing?: Partial<SocketTiming>;
  /** The socket is back after it was lost: events sent meanwhile are gone, so what is shown must be fetched again. */
  onReconnected?: () => void;
}

export interface SubscriptionSocket {
  status: ConnectionStatusStore;
  forwardSubscription: SubscriptionForwarder;
  dispose(): void;
}

/** The close code graphql-ws uses when it closes an idle lazy socket itself. */
const NORMAL_CLOSURE = 1000;
/** The server closes a socket with this when its session ends (sign-out elsewhere, new password); graphql-ws does not retry it. */
const UNAUTHORIZED = 4401;

/**
 * A socket closed because its session ended, as the UNAUTHENTICATED answer it stands for: the error policy
 * then ends the session in the page, as it does for an HTTP request, instead of leaving it deaf.
 */
export function sessionEndedErrors(error: unknown): unknown {
  const closed = error as { code?: unknown; reason?: unknown } | null;
  if (closed?.code !== UNAUTHORIZED) return error;
  const messageKey = typeof closed.reason === 'string' && closed.reason.startsWith('auth.') ? closed.reason : 'auth.sessionEnded';
  return [{ message: messageKey, extensions: { code: 'UNAUTHENTICATED', messageKey } }];
}

export function createSubscriptionSocket(options: SubscriptionSocketOptions): SubscriptionSocket {
  const timing: SocketTiming = { ...DEFAULT_SOCKET_TIMING, ...options.timing };
  const status = createConnectionStatus('connecting');
  const live = new Set<() => void>();
  let disposed = false;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const clearPongTimer = () => clearTimeout(pongTimer);

  const client: WsClient = createClient({
    url: options.url,
    connectionParams: options.connectionParams,
    webSocketImpl: options.webSocketImpl,
    lazy: true,
    keepAlive: timing.keepAliveMs,
    connectionAckWaitTimeout: timing.ackTimeoutMs,
    // The defaults stop for good after a few failed attempts; staff cannot be asked to reload.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries, timing.retry))),
    on: {
      connected: () => {
        clearPongTimer();
        const wasLost = status.getSnapshot() === 'disconnected';
        status.set('connected');
        if (wasLost && !disposed) options.onReconnected?.();
      },
      closed: (event) => {
        clearPongTimer();
        if (disposed) return;
        // The lazy socket closing after the last subscription ended is not a loss of the server.
        if (live.size === 0 && (event as { code?: number } | undefined)?.code === NORMAL_CLOSURE) return;
        status.set('disconnected');
      },
      ping: (received) => {
        if (received) return;
        clearPongTimer();
        // terminate(), not close(): closing a dead TCP connection waits for a handshake that never comes.
        pongTimer = setTimeout(() => client.terminate(), timing.pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearPongTimer();
      },
    },
  });

  const forwardSubscription: SubscriptionForwarder = (request) => {
    const observable: ReturnType<SubscriptionForwarder> = {
      subscribe(sink) {
        let active = true;
        const end = () => {
          active = false;
          live.delete(stop);
        };
        const unsubscribe = client.subscribe<ExecutionResult['data']>(
          { query: request.query ?? '', variables: request.variables, operationName: request.operationName, extensions: request.extensions },
          {
            next: (value) => sink.next(value as ExecutionResult),
            error: (error) => {
              end();
              sink.error(sessionEndedErrors(error));
            },
            complete: () => {
              end();
              sink.complete();
            },
          },
        );
        function stop() {
          if (!active) return;
          end();
          unsubscribe();
        }
        live.add(stop);
        return { unsubscribe: stop };
      },
    };
    return observable;
  };

  return {
    status,
    forwardSubscription,
    dispose() {
      if (disposed) return;
      disposed = true;
      clearPongTimer();
      // Ending every subscription first stops a pending retry from opening a new socket after disposal.
      for (const stop of [...live]) stop();
      void Promise.resolve(client.dispose()).catch(() => undefined);
    },
  };
}
