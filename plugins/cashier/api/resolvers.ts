// The cashier's resolvers, composed from its parts.
import type { ResolverMap } from '@his/sdk/server';

export const cashierResolvers: ResolverMap = { Query: {}, Mutation: {} };
