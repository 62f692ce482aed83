// Runs the server handlers of committed events, each in its own transaction: a failure is logged and touches neither
// the emitter's write nor the other handlers.
import { eventName, type EventHandlerContext, type EventHandlers, type RealtimeEvent } from '@his/sdk/server';
import type { Logger } from '../types';

/** A handler's write may emit events with handlers of their own; a longer chain is a loop between plugins. */
export const MAX_EVENT_DEPTH = 4;

/**
 * Only the process whose transaction emitted the events runs their handlers, so that on PostgreSQL with several
 * processes each handler runs once per event; the bus carries events to the other processes' subscribers only.
 * A process stopping between the commit and its handlers loses those runs (no outbox).
 */
export async function runEventHandlers(
  handlers: EventHandlers,
  events: readonly RealtimeEvent[],
  contextFor: (event: RealtimeEvent, operation: string) => EventHandlerContext,
  depth: number,
  log: Logger,
): Promise<void> {
  for (const event of events) {
    const registered = handlers.get(eventName(event)) ?? [];
    if (registered.length === 0) continue;
    if (depth >= MAX_EVENT_DEPTH) {
      log.error('event.handlerLoop', { event: eventName(event), depth });
      continue;
    }
    for (const { pluginId, handler } of registered) {
      try {
        await handler.handle(event.data, contextFor(event, `on ${eventName(event)} (${pluginId})`));
      } catch (error) {
        log.error('event.handlerFailed', { plugin: pluginId, event: eventName(event), error: String((error as Error | undefined)?.stack ?? error) });
      }
    }
  }
}
