// Realtime events: what `subApp` subscribers receive, how a write emits a typed event, and how other plugins' server
// handlers react to it once it is committed.
import type { EventRef } from '../shared/event-ref';
import type { RequestContext } from './plugin';

export { defineEvent, catalogueEvents, eventName, type EventRef, type CatalogueEvents, type CatalogueEventPayloads } from '../shared/event-ref';

export interface RealtimeEvent {
  /** The subscription module, e.g. 'TiepNhan' or 'VienPhiNgoaiTru'. */
  module: string;
  /** What happened, e.g. 'create', 'hachToan'. */
  process: string;
  /** Nodes whose subscribers receive it. */
  idNodes: string[];
  data: unknown;
  /**
   * Rooms (PhongBan) it concerns, e.g. the room of a queue: a subscriber watching one room hears that room's events
   * and those naming no room. Absent: the whole node.
   */
  idRooms?: string[];
  /** The client whose request caused it, so that a subscriber passing the same idClient skips its own echo. */
  idClient?: string;
}

/** Where a typed event goes; by default the node of the caller whose write emits it. */
export interface EmitOptions {
  idNodes?: string[];
  idRooms?: string[];
}

/** The event a typed `emit(ref, payload, options)` publishes. */
export function realtimeEvent<P>(ref: EventRef<P>, payload: P, idNodes: string[], options: EmitOptions = {}): RealtimeEvent {
  return { module: ref.module, process: ref.process, idNodes: options.idNodes ?? idNodes, data: payload, ...(options.idRooms ? { idRooms: options.idRooms } : {}) };
}

/**
 * What a server handler works with: a request context of its own, for the emitter's user and facility (node), whose
 * `write` is a new transaction audited as caused by `event`.
 */
export interface EventHandlerContext extends RequestContext {
  event: RealtimeEvent;
}

/** One entry of `ServerPlugin.on`. */
export interface EventHandler<P = unknown> {
  readonly event: EventRef<P>;
  handle(payload: P, ctx: EventHandlerContext): Promise<void>;
}

/** `on: [onEvent(PRICE_LIST_RELEASED, async (payload, ctx) => …)]`: runs after the emitter's transaction commits. */
export function onEvent<P>(event: EventRef<P>, handle: (payload: P, ctx: EventHandlerContext) => Promise<void>): EventHandler<P> {
  return { event, handle };
}
