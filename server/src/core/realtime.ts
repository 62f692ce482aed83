// subApp: the one subscription, carrying every plugin's events to the nodes they concern.
import { Repeater } from 'graphql-yoga';
import { badInput, forbidden, type RealtimeEvent, type ResolverMap } from '@his/sdk/server';
import type { HostContext } from '../context';
import { loadUserProfiles } from './auth/viewer';

export const realtimeSchema = /* GraphQL */ `
type SubAppPayload {
  module: String!
  process: String!
  idNodes: [String!]!
  data: JSON
}

type Subscription {
  """
  Events of the given modules for one node (default: the current node). idClient: events caused by requests that sent
  the same x-client-id header are skipped (a client's own echoes). variables.idPhongBan: only that room's events and
  those naming no room (a room's queue).
  """
  subApp(modules: [String!]!, idNode: String, idClient: String, variables: JSON): SubAppPayload!
}
`;

interface SubAppArgs {
  modules: string[];
  idNode?: string | null;
  idClient?: string | null;
  variables?: unknown;
}

function roomOf(variables: unknown): string | null {
  if (variables === null || variables === undefined) return null;
  const room = (variables as Record<string, unknown>).idPhongBan;
  if (room === undefined || room === null) return null;
  if (typeof room !== 'string' || room === '') throw badInput('validation.text', 'variables.idPhongBan');
  return room;
}

/** Whether a subscriber of these modules, node, client and room hears an event. */
export function subAppFilter(modules: readonly string[], idNode: string, idClient: string | null, idRoom: string | null): (event: RealtimeEvent) => boolean {
  const wanted = new Set(modules);
  return (event) =>
    wanted.has(event.module) &&
    event.idNodes.includes(idNode) &&
    (idClient === null || event.idClient !== idClient) &&
    (idRoom === null || !event.idRooms || event.idRooms.includes(idRoom));
}

export const realtimeResolvers: ResolverMap = {
  Subscription: {
    subApp: {
      async subscribe(_: unknown, args: SubAppArgs, ctx: HostContext) {
        const viewer = ctx.requireViewer();
        const idNode = args.idNode ?? viewer.nodeId;
        if (idNode !== viewer.nodeId) {
          const mine = (await loadUserProfiles(ctx.db, viewer.userId)).some((profile) => profile.nodeIds.includes(idNode));
          if (!mine) throw forbidden('auth.nodeNotYours');
        }
        const heard = subAppFilter(args.modules, idNode, args.idClient ?? null, roomOf(args.variables));
        return new Repeater<RealtimeEvent>(async (push, stop) => {
          const unsubscribe = ctx.runtime.bus.subscribe((event) => {
            if (heard(event)) void push(event);
          });
          await stop;
          unsubscribe();
        });
      },
      resolve: (event: RealtimeEvent) => event,
    },
  },
};
