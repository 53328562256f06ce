import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

/** Ends a run with its ten slowest tests, so that a test that grows slow is seen (docs/testing.md). */
export default class SlowestTests implements Reporter {
  private readonly tests: Array<{ title: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.push({ title: test.titlePath().filter(Boolean).join(' › '), ms: result.duration });
  }

  onEnd() {
    if (this.tests.length < 2) return;
    const slowest = [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    console.log(`\nThe ${slowest.length} slowest tests:`);
    for (const test of slowest) console.log(`${(test.ms / 1000).toFixed(1).padStart(7)} s  ${test.title}`);
  }
}
