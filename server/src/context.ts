// Builds each request's context: the viewer, the write transaction with its audit and events, the language.
import type { Language } from '@his/sdk';
import { forbidden, holds, lookUpProvided, organisationFor, realtimeEvent, unauthenticated, type AuditEntry, type EmitOptions, type EventRef, type RealtimeEvent, type RequestContext, type Viewer } from '@his/sdk/server';
import { resolveViewer, type CallerHeaders } from './core/auth/viewer';
import type { TokenAudience } from './core/auth/tokens';
import { writeAudit, type AuditActor } from './core/audit';
import type { Runtime } from './runtime';
import { runEventHandlers } from './events/dispatch';

/** Context fields the host uses internally; resolvers see only RequestContext. */
export interface HostContext extends RequestContext {
  runtime: Runtime;
  /** Set per mutation by the audit wrapper: the mutation's name and whether it recorded its own entry. */
  operation: { name: string | null; audited: boolean };
  /** Kept when the audit wrapper rebuilds the context for a mutation. */
  origin: ContextOrigin;
  auditActor(): AuditActor;
}

export interface ContextInput {
  headers: CallerHeaders;
  lang: Language;
  address: string;
  audience: TokenAudience | 'any';
  /** The caller's idClient (header x-client-id): stamped on the events its writes emit, for skipping its own echoes. */
  clientId?: string | null;
}

/** Where a context stands besides its request: the client that caused it and how deep in a chain of event handlers. */
export interface ContextOrigin {
  clientId?: string | null;
  eventDepth?: number;
}

export async function createContext(runtime: Runtime, input: ContextInput): Promise<HostContext> {
  const viewer = await resolveViewer(runtime.database.db, runtime.signingKey, input.headers, input.audience, runtime.viewers);
  return buildContext(runtime, viewer, input.lang, input.address, { name: null, audited: false }, { clientId: input.clientId });
}

export function buildContext(runtime: Runtime, viewer: Viewer | null, lang: Language, address: string, operation: HostContext['operation'], origin: ContextOrigin = {}): HostContext {
  const requireViewer = (): Viewer => {
    if (!viewer) throw unauthenticated();
    return viewer;
  };
  const context: HostContext = {
    runtime,
    operation,
    origin,
    db: runtime.database.db,
    viewer,
    lang,
    clientAddress: address,
    log: runtime.log,
    variant: runtime.variant,
    catalogueUsages: runtime.catalogueUsages,
    provided: (key) => lookUpProvided(runtime.provisions, key),
    organisation: organisationFor(runtime.database.db, () => requireViewer().nodeId),
    requireViewer,
    holds: (permission) => viewer !== null && holds(viewer, permission),
    requirePermission(permission) {
      const caller = requireViewer();
      if (!holds(caller, permission)) throw forbidden('auth.forbidden', { permission });
      return caller;
    },
    requirePosition(codes) {
      const caller = requireViewer();
      if (!caller.positionCode || !codes.includes(caller.positionCode)) throw forbidden('auth.positionNotAllowed');
      return caller;
    },
    auditActor: () => ({
      userId: viewer?.userId ?? null,
      username: viewer?.username ?? null,
      nodeId: viewer?.nodeId ?? null,
      profileId: viewer?.profileId ?? null,
      operation: operation.name,
      address,
    }),
    async write(work) {
      const events: RealtimeEvent[] = [];
      const committed: (() => void)[] = [];
      const result = await runtime.database.db.transaction(async (tx) =>
        work({
          tx: tx as never,
          emit: (event: RealtimeEvent | EventRef<unknown>, payload?: unknown, options?: EmitOptions) => {
            const emitted = 'idNodes' in event ? event : realtimeEvent(event, payload, [requireViewer().nodeId], options);
            events.push(origin.clientId ? { ...emitted, idClient: origin.clientId } : emitted);
          },
          afterCommit: (done) => committed.push(done),
          audit: async (entries: AuditEntry | readonly AuditEntry[]) => {
            operation.audited = true;
            await writeAudit(tx as never, context.auditActor(), entries);
          },
        }),
      );
      for (const done of committed) done();
      // Subscribers hear of a change only once it is durable, never of one that rolled back. The change
      // is committed by now, so a failed notification is logged, not reported as a failed save.
      if (events.length > 0) {
        await runtime.bus.publish(events).catch((error: unknown) => runtime.log.error('event.publishFailed', { error: String(error), modules: events.map((event) => event.module) }));
        // Awaited, so that the caller's next read sees what the handlers wrote (an order's bill lines); each handler
        // has its own transaction, for the emitter's user and node, and its failure is only logged.
        const depth = origin.eventDepth ?? 0;
        await runEventHandlers(runtime.eventHandlers, events, (event, name) => ({
          ...buildContext(runtime, viewer, lang, 'event', { name, audited: false }, { eventDepth: depth + 1 }),
          event,
        }), depth, runtime.log);
      }
      return result;
    },
  };
  return context;
}
