import { describe, expect, it } from 'vitest';
import type { TestModule } from 'vitest/node';
import { countTests } from './plain-summary-reporter';

function moduleWith(state: string, testStates: string[]): TestModule {
  const tests = testStates.map((testState) => ({ result: () => ({ state: testState }) }));
  return { state: () => state, children: { allTests: () => tests.values() } } as unknown as TestModule;
}

describe('the plain closing line', () => {
  it('counts passed, failed and skipped tests over every file', () => {
    const counts = countTests([
      moduleWith('passed', ['passed', 'passed', 'skipped']),
      moduleWith('failed', ['passed', 'failed', 'pending']),
    ]);
    expect(counts).toEqual({ passed: 3, failed: 1, skipped: 2 });
  });

  it('counts a file that failed before any test ran as a failure', () => {
    expect(countTests([moduleWith('failed', [])])).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});
