// subApp: the one subscription, carrying every plugin's events to the nodes they concern.
import { Repeater } from 'graphql-yoga';
import { forbidden, type RealtimeEvent, type ResolverMap } from '@his/sdk/server';
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
  "Events of the given modules for one node (default: the current node). idClient lets a client skip its own echoes."
  subApp(modules: [String!]!, idNode: String, idClient: String, variables: JSON): SubAppPayload!
}
`;

export const realtimeResolvers: ResolverMap = {
  Subscription: {
    subApp: {
      async subscribe(_: unknown, args: { modules: string[]; idNode?: string | null }, ctx: HostContext) {
        const viewer = ctx.requireViewer();
        const idNode = args.idNode ?? viewer.nodeId;
        if (idNode !== viewer.nodeId) {
          const mine = (await loadUserProfiles(ctx.db, viewer.userId)).some((profile) => profile.nodeIds.includes(idNode));
          if (!mine) throw forbidden('auth.nodeNotYours');
        }
        const modules = new Set(args.modules);
        return new Repeater<RealtimeEvent>(async (push, stop) => {
          const unsubscribe = ctx.runtime.bus.subscribe((event) => {
            if (modules.has(event.module) && event.idNodes.includes(idNode)) void push(event);
          });
          await stop;
          unsubscribe();
        });
      },
      resolve: (event: RealtimeEvent) => event,
    },
  },
};
