import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names every journey that needed a retry, and why its first try failed, at the end of the run: CI keeps one
 * retry so that a flaky journey is seen and fixed, never hidden in a green run (issue 39).
 */
export default class RetryReport implements Reporter {
  private readonly retried = new Map<TestCase, TestResult[]>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0 && result.status === test.expectedStatus) return;
    const results = this.retried.get(test) ?? [];
    results.push(result);
    this.retried.set(test, results);
  }

  onEnd(_result: FullResult) {
    const needed = [...this.retried].filter(([, results]) => results.some((result) => result.retry > 0));
    if (needed.length === 0) {
      console.log('\nretries: no journey needed one');
      return;
    }
    console.log(`\nretries: ${needed.length} journey(s) needed one; each is a defect to fix`);
    for (const [test, results] of needed) {
      const outcome = test.outcome() === 'flaky' ? 'passed on retry' : 'failed again';
      console.log(
        `  ${test.location.file.split('/').at(-1)}:${test.location.line} ${test.title} (${outcome})`,
      );
      const first = results.find((result) => result.retry === 0);
      const reason = first?.error?.message?.split('\n')[0];
      if (reason) console.log(`    first try: ${reason}`);
    }
  }
}
