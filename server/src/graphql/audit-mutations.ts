// Every mutation leaves an audit entry: resolvers that record their own keep it, the rest get a generic one.
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { buildContext, type HostContext } from '../context';
import { actionOfMutation, writeAudit } from '../core/audit';
import { auditRefusal } from './refusal-audit';
import { secretArgumentMask } from './secret-arguments';

export function auditMutations(schema: GraphQLSchema): void {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    const original = field.resolve as GraphQLFieldResolver<unknown, HostContext> | undefined;
    if (!original) continue;
    const masked = secretArgumentMask(field);
    field.resolve = async (parent, args, ctx: HostContext, info) => {
      const operation = { name: info.fieldName, audited: false };
      const scoped = buildContext(ctx.runtime, ctx.viewer, ctx.lang, ctx.clientAddress, operation, ctx.origin);
      // Through a promise, so that a resolver throwing before it returns one is caught as well.
      const result = await Promise.resolve()
        .then(() => original(parent, args, scoped, info))
        .catch((error: unknown) => auditRefusal(ctx.runtime, scoped.auditActor(), info.fieldName, error));
      if (!operation.audited) {
        await writeAudit(ctx.runtime.database.db, scoped.auditActor(), { action: actionOfMutation(info.fieldName), entity: info.fieldName, after: masked(args) });
      }
      return result;
    };
  }
}
