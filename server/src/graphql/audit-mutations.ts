// Every mutation leaves an audit entry: resolvers that record their own keep it, the rest get a generic one.
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { buildContext, type HostContext } from '../context';
import { actionOfMutation, writeAudit } from '../core/audit';

export function auditMutations(schema: GraphQLSchema): void {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const field of Object.values(fields)) {
    const original = field.resolve as GraphQLFieldResolver<unknown, HostContext> | undefined;
    if (!original) continue;
    field.resolve = async (parent, args, ctx: HostContext, info) => {
      const operation = { name: info.fieldName, audited: false };
      const scoped = buildContext(ctx.runtime, ctx.viewer, ctx.lang, ctx.clientAddress, operation);
      const result = await original(parent, args, scoped, info);
      if (!operation.audited) {
        await writeAudit(ctx.runtime.database.db, scoped.auditActor(), { action: actionOfMutation(info.fieldName), entity: info.fieldName, after: args });
      }
      return result;
    };
  }
}
