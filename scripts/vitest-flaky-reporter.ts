import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that passed only on a retry (the web suite gets one under CI): a retry keeps
 * a run green on a loaded machine, and this list keeps the flake visible so it gets fixed.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.moduleId.replace(process.cwd(), '.')} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (!this.flaky.length) {
      console.log('\nflaky tests: none (no test needed a retry)');
      return;
    }
    console.log(`\nflaky tests: ${this.flaky.length} passed only on a retry; fix each:`);
    for (const name of this.flaky) console.log(`  FLAKY ${name}`);
  }
}
