// Masks the arguments and input fields a schema marks @secret (passwords), so that no audit entry holds a credential.
import { getNamedType, isInputObjectType, isListType, isNonNullType, type GraphQLArgument, type GraphQLField, type GraphQLInputField, type GraphQLInputType } from 'graphql';

/** What the audit log holds in place of a secret argument. */
export const MASKED = '***';

/** How to mask one value, computed once per field: replace it, walk its fields, walk its items, or keep it. */
type Mask = { kind: 'secret' } | { kind: 'object'; fields: ReadonlyMap<string, Mask> } | { kind: 'list'; of: Mask };

function isSecret(definition: GraphQLArgument | GraphQLInputField): boolean {
  return definition.astNode?.directives?.some((directive) => directive.name.value === 'secret') ?? false;
}

function maskOfType(type: GraphQLInputType, seen: Map<string, Mask | null>): Mask | null {
  if (isNonNullType(type)) return maskOfType(type.ofType, seen);
  if (isListType(type)) {
    const of = maskOfType(type.ofType, seen);
    return of ? { kind: 'list', of } : null;
  }
  const named = getNamedType(type);
  if (!isInputObjectType(named)) return null;
  // Input types may refer to themselves (a tree filter): a type being worked out counts as holding no secret there.
  if (seen.has(named.name)) return seen.get(named.name) ?? null;
  seen.set(named.name, null);
  const fields = new Map<string, Mask>();
  for (const field of Object.values(named.getFields())) {
    const mask = isSecret(field) ? ({ kind: 'secret' } as const) : maskOfType(field.type, seen);
    if (mask) fields.set(field.name, mask);
  }
  const mask = fields.size > 0 ? ({ kind: 'object', fields } as const) : null;
  seen.set(named.name, mask);
  return mask;
}

function apply(mask: Mask, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (mask.kind === 'secret') return MASKED;
  if (mask.kind === 'list') return Array.isArray(value) ? value.map((item) => apply(mask.of, item)) : apply(mask.of, value);
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => {
    const fieldMask = mask.fields.get(key);
    return [key, fieldMask ? apply(fieldMask, inner) : inner];
  }));
}

/**
 * A function returning a field's arguments with every @secret argument and input field (at any depth) masked;
 * the identity when the field takes no secret. Built once per field when the schema is composed.
 */
export function secretArgumentMask(field: GraphQLField<unknown, unknown>): (args: Record<string, unknown>) => Record<string, unknown> {
  const seen = new Map<string, Mask | null>();
  const fields = new Map<string, Mask>();
  for (const argument of field.args) {
    const mask = isSecret(argument) ? ({ kind: 'secret' } as const) : maskOfType(argument.type, seen);
    if (mask) fields.set(argument.name, mask);
  }
  if (fields.size === 0) return (args) => args;
  const mask: Mask = { kind: 'object', fields };
  return (args) => apply(mask, args) as Record<string, unknown>;
}
