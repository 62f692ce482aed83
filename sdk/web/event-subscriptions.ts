// Typed entries of a web plugin's `subscriptions`: handlers keyed by the event refs of the owners' contract.ts, so a
// renamed module or process, or a changed payload, fails the type check instead of silently never firing.
import type { EventRef } from '../shared/event-ref';
import type { AppEvent, SubscriptionContext, SubscriptionHandler, SubscriptionHandlers } from './plugin';

export interface EventSubscription {
  readonly module: string;
  readonly process: string;
  readonly handler: SubscriptionHandler;
}

/** A handler of one declared event; its `event.data` has the declared payload type. */
export function onAppEvent<P>(event: EventRef<P>, handler: (event: AppEvent<P>, context: SubscriptionContext) => void): EventSubscription {
  return { module: event.module, process: event.process, handler: handler as SubscriptionHandler };
}

/** The `subscriptions` object the host reads (module, then process); one event handled twice is a mistake. */
export function eventSubscriptions(...entries: readonly EventSubscription[]): SubscriptionHandlers {
  const handlers: Record<string, Record<string, SubscriptionHandler>> = {};
  for (const { module, process, handler } of entries) {
    const byProcess = (handlers[module] ??= {});
    if (byProcess[process]) throw new Error(`The event ${module}.${process} has two handlers in one plugin's subscriptions. Merge them into one.`);
    byProcess[process] = handler;
  }
  return handlers;
}
