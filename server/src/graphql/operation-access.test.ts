import { describe, expect, it } from 'vitest';
import { buildSchema, graphql } from 'graphql';
import { PUBLIC, SIGNED_IN, forbidden, unauthenticated, type RequestContext } from '@his/sdk/server';
import { guardOperations, operationAccessProblems } from './operation-access';

const sdl = 'type Query { open: String, mine: String, report: String, either: String } type Mutation { save: String }';
const codes = new Set(['reports.read', 'reports.write', 'notes.read']);

describe('operationAccessProblems', () => {
  it('names every operation left undeclared, every declaration of an unknown operation and every unknown permission', () => {
    const problems = operationAccessProblems(buildSchema(sdl), {
      Query: { open: PUBLIC, mine: SIGNED_IN, report: 'reports.read', gone: SIGNED_IN },
      Mutation: { save: 'reports.delete' },
    }, codes);
    expect(problems).toEqual([
      'Query.either has no declared access',
      'Query.gone is declared but not in the schema',
      'Mutation.save needs reports.delete, which no plugin declares',
    ]);
  });

  it('finds nothing when every operation is declared with known permissions', () => {
    expect(operationAccessProblems(buildSchema(sdl), {
      Query: { open: PUBLIC, mine: SIGNED_IN, report: 'reports.read', either: ['reports.read', 'notes.read'] },
      Mutation: { save: 'reports.write' },
    }, codes)).toEqual([]);
  });
});

describe('guardOperations', () => {
  const schema = buildSchema(sdl);
  for (const field of [...Object.values(schema.getQueryType()!.getFields()), ...Object.values(schema.getMutationType()!.getFields())]) field.resolve = () => field.name;
  guardOperations(schema, { Query: { open: PUBLIC, mine: SIGNED_IN, report: 'reports.read', either: ['reports.read', 'notes.read'] }, Mutation: { save: 'reports.write' } });
  const contextOf = (permissions: string[] | null) => ({
    requireViewer: () => {
      if (!permissions) throw unauthenticated();
      return {};
    },
    holds: (code: string) => permissions?.includes(code) ?? false,
    requirePermission(code: string) {
      if (!permissions) throw unauthenticated();
      if (!permissions.includes(code)) throw forbidden('auth.forbidden', { permission: code });
      return {};
    },
  }) as unknown as RequestContext;
  const run = async (source: string, permissions: string[] | null) => {
    const result = await graphql({ schema, source, contextValue: contextOf(permissions) });
    return result.errors?.[0]?.extensions?.code ?? result.data;
  };

  it('lets anyone call a public operation and a signed-in user a signed-in one', async () => {
    expect(await run('{ open }', null)).toEqual({ open: 'open' });
    expect(await run('{ mine }', null)).toBe('UNAUTHENTICATED');
    expect(await run('{ mine }', [])).toEqual({ mine: 'mine' });
  });

  it('refuses an operation to a caller without its permission, before its resolver runs', async () => {
    expect(await run('{ report }', ['reports.write'])).toBe('FORBIDDEN');
    expect(await run('mutation { save }', ['reports.read'])).toBe('FORBIDDEN');
    expect(await run('mutation { save }', ['reports.write'])).toEqual({ save: 'save' });
  });

  it('answers a user whose password was reset only with the change, who they are and signing out', async () => {
    const reset = { ...contextOf(['reports.read']), viewer: { mustChangePassword: true } } as unknown as RequestContext;
    const result = await graphql({ schema, source: '{ report }', contextValue: reset });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql({ schema, source: '{ open }', contextValue: reset })).data).toEqual({ open: 'open' });
  });

  it('takes any one of several permissions', async () => {
    expect(await run('{ either }', ['notes.read'])).toEqual({ either: 'either' });
    expect(await run('{ either }', ['reports.write'])).toBe('FORBIDDEN');
    expect(await run('{ either }', null)).toBe('UNAUTHENTICATED');
  });
});
