// Which driver errors mean "the database is away" or "a statement ran too long", and which are bugs to hide.
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { databaseErrorKey } from './database-errors';

const pgError = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('databaseErrorKey', () => {
  it.each([
    ['the server shutting down (57P01)', pgError('57P01', 'terminating connection due to administrator command'), 'error.databaseUnavailable'],
    ['a crash of the server (57P02)', pgError('57P02'), 'error.databaseUnavailable'],
    ['the server starting up (57P03)', pgError('57P03', 'the database system is starting up'), 'error.databaseUnavailable'],
    ['a connection exception (08006)', pgError('08006'), 'error.databaseUnavailable'],
    ['too many connections (53300)', pgError('53300'), 'error.databaseUnavailable'],
    ['nobody listening on the port', pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'error.databaseUnavailable'],
    ['a reset socket', pgError('ECONNRESET'), 'error.databaseUnavailable'],
    ['a dropped socket, as node-postgres words it', new Error('Connection terminated unexpectedly'), 'error.databaseUnavailable'],
    ['a connect timeout of the pool', new Error('timeout exceeded when trying to connect'), 'error.databaseUnavailable'],
    ['every address of a host refusing', new AggregateError([pgError('ECONNREFUSED')], ''), 'error.databaseUnavailable'],
    ['a cancelled slow statement (57014)', pgError('57014', 'canceling statement due to statement timeout'), 'error.statementTimeout'],
    ['a Drizzle error wrapping the driver\'s', new Error('Failed query: select 1', { cause: pgError('57014') }), 'error.statementTimeout'],
    ['a GraphQL error wrapping a Drizzle error', new GraphQLError('Failed query', { originalError: new Error('Failed query', { cause: pgError('ECONNREFUSED') }) }), 'error.databaseUnavailable'],
    ['a unique violation (23505), a bug or bad input', pgError('23505'), null],
    ['a syntax error (42601)', pgError('42601'), null],
    ['a plain bug', new TypeError('x is undefined'), null],
    ['nothing at all', undefined, null],
  ])('%s', (_case, error, expected) => {
    expect(databaseErrorKey(error)).toBe(expected);
  });
});
