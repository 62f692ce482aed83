// Ends every run with one plain line, "Tests: N passed, N failed, N skipped", that any reader of the
// log (a person or a CI that does not know Vitest's coloured summary) can count.
import type { Reporter, TestModule } from 'vitest/node';

export function countTests(testModules: ReadonlyArray<TestModule>) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const testModule of testModules) {
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') counts.passed += 1;
      else if (state === 'failed') counts.failed += 1;
      else counts.skipped += 1;
    }
    // A file that failed to load has no tests to count, yet the run has failed.
    if (testModule.state() === 'failed' && ![...testModule.children.allTests()].length) counts.failed += 1;
  }
  return counts;
}

export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const { passed, failed, skipped } = countTests(testModules);
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
