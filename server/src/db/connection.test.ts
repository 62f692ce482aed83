// The statement time limit as HIS_STATEMENT_TIMEOUT_MS sets it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATEMENT_TIMEOUT_MS, statementTimeoutFromEnv } from './connection';

describe('HIS_STATEMENT_TIMEOUT_MS', () => {
  it.each([
    ['unset', undefined, DEFAULT_STATEMENT_TIMEOUT_MS],
    ['empty', ' ', DEFAULT_STATEMENT_TIMEOUT_MS],
    ['a number of milliseconds', '2500', 2500],
    ['0, no limit', '0', 0],
  ])('%s gives %s', (_case, value, expected) => {
    expect(statementTimeoutFromEnv(value)).toBe(expected);
  });

  it.each(['15s', '-1', '1.5'])('refuses "%s" with what to write instead', (value) => {
    expect(() => statementTimeoutFromEnv(value)).toThrow(/whole number of milliseconds/);
  });

  it('is 15 s by default', () => {
    expect(DEFAULT_STATEMENT_TIMEOUT_MS).toBe(15_000);
  });
});
