import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// After a Playwright pass: its ten slowest tests, so the suite's cost has names (docs/testing.md).

const SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly results: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.results.push({
      title: `${file}:${test.location.line} ${test.title}`,
      ms: result.duration,
    });
  }

  onEnd(): void {
    if (this.results.length === 0) return;
    const slowest = [...this.results].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    const total = this.results.reduce((sum, result) => sum + result.ms, 0);
    console.log(
      `\nSlowest ${slowest.length} of ${this.results.length} tests (${(total / 1000).toFixed(0)} s of test time in all):`,
    );
    for (const { title, ms } of slowest) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
