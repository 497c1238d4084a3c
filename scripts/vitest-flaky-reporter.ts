import type { Reporter, TestCase } from 'vitest/node';

interface Flake {
  name: string;
  errors: string[];
}

/** The first lines of an error and where it was thrown: enough to tell the cause of a flake. */
const describeError = (error: { message?: string; stack?: string }): string => {
  const message = (error.message ?? 'unknown error').split('\n').slice(0, 6).join('\n      ');
  const at = (error.stack ?? '').split('\n').find((line) => line.includes('.test.') || line.includes('/src/'));
  return at ? `${message}\n      ${at.trim()}` : message;
};

/** The failures listed at the end at most: the first ones are what to read when a run fails. */
const LISTED_FAILURES = 20;

const nameOf = (testCase: TestCase): string => `${testCase.module.moduleId.replace(process.cwd(), '.')} > ${testCase.fullName}`;

/**
 * Names every test that passed only on a retry (the web suite gets one under CI), with the error
 * of each failed attempt, and under CI fails the run: the retry tells a flake from a failure and
 * shows its cause, so it gets fixed rather than hidden. Last, the failed tests in the order they
 * finished, each with the start of its error: the end of a long log says where a run went wrong.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: Flake[] = [];
  private readonly failed: Flake[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const errors = (testCase.result().errors ?? []).map(describeError);
    if (testCase.result().state === 'failed') this.failed.push({ name: nameOf(testCase), errors: errors.slice(0, 1) });
    if (!testCase.diagnostic()?.flaky) return;
    this.flaky.push({ name: nameOf(testCase), errors });
  }

  onTestRunEnd(): void {
    this.reportFlaky();
    if (!this.failed.length) return;
    console.log(`\nfailed tests: ${this.failed.length}, in the order they finished${this.failed.length > LISTED_FAILURES ? ` (the first ${LISTED_FAILURES})` : ''}:`);
    for (const { name, errors } of this.failed.slice(0, LISTED_FAILURES)) {
      console.log(`  FAILED ${name}`);
      for (const error of errors) console.log(`    ${error}`);
    }
  }

  private reportFlaky(): void {
    if (!this.flaky.length) {
      console.log('\nflaky tests: none (no test needed a retry)');
      return;
    }
    console.log(`\nflaky tests: ${this.flaky.length} passed only on a retry; fix each:`);
    // Under CI a flake fails the run like a failure: the retry is there to name it, not to hide it.
    if (process.env.CI) process.exitCode = 1;
    for (const { name, errors } of this.flaky) {
      console.log(`  FLAKY ${name}`);
      for (const error of errors) console.log(`    failed attempt: ${error}`);
    }
  }
}
