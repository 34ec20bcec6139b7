import type { Reporter, TestCase } from 'vitest/node';

/**
 * The browser suites give a failed test one more try (vitest.config.ts), so that a machine under
 * load does not fail a run on one unlucky wait. A test that passed only on its second try still
 * has a race to fix: this names each one at the end of the run, with what failed the first time.
 */
export default class FlakyTestsReporter implements Reporter {
  private readonly flaky: TestCase[] = [];

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.diagnostic()?.flaky) this.flaky.push(testCase);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const lines = [`\nPassed on a second try (${String(this.flaky.length)}) — a race to fix in each:`];
    for (const testCase of this.flaky) {
      const firstError = testCase.result().errors?.[0];
      lines.push(`  ⚠ ${testCase.project.name} ${testCase.module.relativeModuleId} > ${testCase.fullName}`);
      if (firstError) lines.push(`      first try: ${firstError.message.split('\n')[0] ?? ''}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
