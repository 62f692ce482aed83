// The variant's server event handlers by event, checked at start: a handler of an event no plugin declares would
// never run, so the variant is refused naming the listening plugin and the event.
import { eventName, type EventRef } from '../shared/event-ref';
import type { EventHandler } from './events';

export interface RegisteredHandler {
  pluginId: string;
  handler: EventHandler<any>;
}

/** Handlers by 'module.process', in plugin order. */
export type EventHandlers = ReadonlyMap<string, readonly RegisteredHandler[]>;

export class EventCompositionError extends Error {
  override name = 'EventCompositionError';
}

interface EventPlugin {
  id: string;
  events?: readonly EventRef<any>[];
  on?: readonly EventHandler<any>[];
}

export function collectEventHandlers(plugins: readonly EventPlugin[]): EventHandlers {
  const declared = new Set(plugins.flatMap((plugin) => (plugin.events ?? []).map(eventName)));
  const byEvent = new Map<string, RegisteredHandler[]>();
  for (const plugin of plugins) {
    for (const handler of plugin.on ?? []) {
      const name = eventName(handler.event);
      if (!declared.has(name)) {
        throw new EventCompositionError(
          `Plugin "${plugin.id}" listens to ${name}, which no plugin of the variant declares. Add the plugin whose contract.ts declares it to the variant, or remove the handler.`,
        );
      }
      byEvent.set(name, [...(byEvent.get(name) ?? []), { pluginId: plugin.id, handler }]);
    }
  }
  return byEvent;
}
