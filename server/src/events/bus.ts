// The event bus behind subApp: in-process by default, PostgreSQL LISTEN/NOTIFY when processes share a server.
import type { RealtimeEvent } from '@his/sdk/server';
import type { Database } from '../db/connection';
import type { Logger } from '../types';

export interface EventBus {
  /** Call only after the transaction that produced the events has committed. */
  publish(events: readonly RealtimeEvent[]): Promise<void>;
  subscribe(handler: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'his_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_NOTIFY_BYTES = 7900;

export function createLocalBus(): EventBus {
  const handlers = new Set<(event: RealtimeEvent) => void>();
  return {
    async publish(events) {
      for (const event of events) for (const handler of handlers) handler(event);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

/** Every process LISTENs; a published event reaches all processes, this one included, through the server. */
export async function createPostgresBus(database: Database, log: Logger): Promise<EventBus> {
  if (!database.listen) throw new Error('A PostgreSQL event bus needs a PostgreSQL server.');
  const local = createLocalBus();
  const stop = await database.listen(CHANNEL, (payload) => {
    try {
      void local.publish([JSON.parse(payload) as RealtimeEvent]);
    } catch (error) {
      log.error('event.unreadable', { error: String(error) });
    }
  });
  return {
    async publish(events) {
      for (const event of events) {
        let payload = JSON.stringify(event);
        // Too large to carry: subscribers get the module and process and refetch what they show.
        if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) payload = JSON.stringify({ ...event, data: { truncated: true } });
        await database.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
      }
    },
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      await stop();
      await local.close();
    },
  };
}
