// The process's one LISTEN connection to PostgreSQL, which comes back by itself after the server restarts or drops it.
import type pg from 'pg';
import type { Logger } from '../types';

export type ListenStatus = 'lost' | 'restored';

export interface Listener {
  /** Starts listening; rejects only when there is no connection yet and the first one fails. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Told when the connection drops ('lost') and when it is back and listening again ('restored'): notifications
   * sent in between are gone for good, so whoever relies on them must catch up another way.
   */
  onStatus(handler: (status: ListenStatus) => void): () => void;
  close(): Promise<void>;
}

export interface ReconnectTiming {
  /** The wait before the first attempt, doubled after each failure. */
  baseMs: number;
  maxMs: number;
}

/** A restarted PostgreSQL accepts connections within a second or two; waits stay short so service resumes soon after. */
export const DEFAULT_RECONNECT: ReconnectTiming = { baseMs: 100, maxMs: 2_000 };

export function createListener(connect: () => pg.Client, log: Logger, timing: ReconnectTiming = DEFAULT_RECONNECT): Listener {
  const channels = new Map<string, Set<(payload: string) => void>>();
  const statusHandlers = new Set<(status: ListenStatus) => void>();
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let lost = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const quoted = (channel: string) => `"${channel.replace(/"/g, '')}"`;
  const tell = (status: ListenStatus) => {
    for (const handler of statusHandlers) {
      try {
        handler(status);
      } catch (error) {
        log.error('database.listenHandlerFailed', { error: String(error) });
      }
    }
  };

  const dropped = (current: pg.Client, error?: unknown) => {
    if (client !== current || closed) return;
    client = undefined;
    current.end().catch(() => undefined);
    log.warn('database.listenLost', { error: String(error ?? 'connection ended') });
    if (!lost) {
      lost = true;
      tell('lost');
    }
    scheduleReconnect();
  };

  async function open(): Promise<pg.Client> {
    const candidate = connect();
    // Without a listener, an 'error' on this connection (the server restarting) would end the whole process.
    candidate.on('error', (error) => dropped(candidate, error));
    candidate.on('end', () => dropped(candidate));
    candidate.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of channels.get(message.channel) ?? []) handler(message.payload);
    });
    try {
      await candidate.connect();
      for (const channel of channels.keys()) await candidate.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await candidate.end().catch(() => undefined);
      throw new Error('The listener is closed.');
    }
    client = candidate;
    return candidate;
  }

  function scheduleReconnect() {
    if (closed || retryTimer || opening) return;
    const ceiling = Math.min(timing.maxMs, timing.baseMs * 2 ** failures);
    const wait = Math.round(ceiling * (0.5 + Math.random() / 2));
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      opening = open();
      opening.then(
        () => {
          opening = undefined;
          failures = 0;
          lost = false;
          log.info('database.listenRestored', {});
          tell('restored');
        },
        (error: unknown) => {
          opening = undefined;
          failures++;
          if (failures === 1 || failures % 30 === 0) log.warn('database.listenRetry', { failures, error: String(error) });
          scheduleReconnect();
        },
      );
    }, wait);
    retryTimer.unref();
  }

  return {
    async listen(channel, onPayload) {
      const isNew = !channels.has(channel);
      if (isNew) channels.set(channel, new Set());
      channels.get(channel)!.add(onPayload);
      try {
        if (!client && !lost) {
          opening ??= open().finally(() => (opening = undefined));
          await opening;
        } else if (client && isNew) {
          await client.query(`LISTEN ${quoted(channel)}`);
        }
        // While lost, the reconnect listens on every channel, this one included.
      } catch (error) {
        channels.get(channel)?.delete(onPayload);
        if (channels.get(channel)?.size === 0) channels.delete(channel);
        throw error;
      }
      return async () => {
        const handlers = channels.get(channel);
        handlers?.delete(onPayload);
        if (handlers?.size !== 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    onStatus(handler) {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      statusHandlers.clear();
      channels.clear();
      const current = client ?? (await opening?.catch(() => undefined));
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
