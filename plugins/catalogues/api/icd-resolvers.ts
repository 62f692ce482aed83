// DM_ICD's operations where the engine's generic ones do not fit: the examination's search, and create and update
// deciding the untranslated mark.
import type { RequestContext, Resolver, ResolverMap } from '@his/sdk/server';
import { icd } from '../rules';
import { searchIcd, type IcdSearchArgs } from './icd-search';
import { withUntranslatedMark } from './icd-untranslated';

/** The catalogue engine's resolvers with DM_ICD's search, create and update replaced. */
export function withIcdResolvers(resolvers: ResolverMap): ResolverMap {
  const query = resolvers.Query as Record<string, Resolver>;
  const mutation = resolvers.Mutation as Record<string, Resolver>;
  const { search, create, update } = icd.operations;
  return {
    ...resolvers,
    Query: { ...query, [search]: (_parent: unknown, args: IcdSearchArgs, ctx: RequestContext) => searchIcd(ctx, args) },
    Mutation: { ...mutation, [create]: withUntranslatedMark(mutation[create]!, false), [update]: withUntranslatedMark(mutation[update]!, true) },
  };
}
