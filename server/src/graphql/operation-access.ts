// The declared access of every operation, checked before its resolver: a caller without the permission is refused
// FORBIDDEN (and a mutation's refusal audited by the audit wrapper around it), a caller signed out UNAUTHENTICATED.
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { forbidden, PUBLIC, ROOT_TYPES, SIGNED_IN, type AccessMap, type OperationAccess, type RequestContext } from '@his/sdk/server';

/**
 * What a user whose password an administrator reset may do before changing it: read who they are, change it, sign
 * out, and keep the event socket the shell opens. The web shows only the change form; the server holds to it too.
 */
const OPEN_BEFORE_PASSWORD_CHANGE = new Set(['myInfo', 'changePassword', 'logout', 'subApp']);

function rootFields(schema: GraphQLSchema, root: (typeof ROOT_TYPES)[number]) {
  const type = root === 'Query' ? schema.getQueryType() : root === 'Mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  return type ? Object.values(type.getFields()) : [];
}

/**
 * What is wrong with a service's declarations: operations of the schema left undeclared, declarations of
 * operations the schema lacks, and permission codes no plugin declares. Empty when all is well.
 */
export function operationAccessProblems(schema: GraphQLSchema, access: AccessMap, permissionCodes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const root of ROOT_TYPES) {
    const declared = access[root] ?? {};
    const fields = new Set(rootFields(schema, root).map((field) => field.name));
    for (const name of fields) if (!(name in declared)) problems.push(`${root}.${name} has no declared access`);
    for (const [name, rule] of Object.entries(declared)) {
      if (!fields.has(name)) problems.push(`${root}.${name} is declared but not in the schema`);
      else if (rule !== PUBLIC && rule !== SIGNED_IN) {
        const codes = typeof rule === 'string' ? [rule] : rule;
        if (codes.length === 0) problems.push(`${root}.${name} names no permission`);
        for (const code of codes) if (!permissionCodes.has(code)) problems.push(`${root}.${name} needs ${code}, which no plugin declares`);
      }
    }
  }
  return problems;
}

function check(rule: OperationAccess, ctx: RequestContext, operation: string): void {
  if (rule === PUBLIC) return;
  if (ctx.viewer?.mustChangePassword && !OPEN_BEFORE_PASSWORD_CHANGE.has(operation)) throw forbidden('auth.passwordChangeRequired');
  if (rule === SIGNED_IN) ctx.requireViewer();
  else if (typeof rule === 'string') ctx.requirePermission(rule);
  // Any one of several: refused naming the first, as a resolver checking them in turn would.
  else if (!rule.some((code) => ctx.holds(code))) ctx.requirePermission(rule[0]!);
}

/** Puts the declared check in front of every root resolver (a subscription's subscribe). Run before the audit wrapper. */
export function guardOperations(schema: GraphQLSchema, access: AccessMap): void {
  for (const root of ROOT_TYPES) {
    for (const field of rootFields(schema, root)) {
      const rule = access[root]?.[field.name];
      if (rule === undefined || rule === PUBLIC) continue;
      const key = root === 'Subscription' ? 'subscribe' : 'resolve';
      const original = field[key] as GraphQLFieldResolver<unknown, RequestContext> | undefined;
      if (!original) continue;
      field[key] = (parent, args, ctx, info) => {
        check(rule, ctx, field.name);
        return original(parent, args, ctx, info);
      };
    }
  }
}
