import type { AllowedWarning } from './allowed-warnings';
import type { LintMessage, LintReport } from './lint-report';

export interface LintVerdict {
  errors: LintMessage[];
  allowed: { warning: LintMessage; entry: AllowedWarning }[];
  /** Warnings no entry of the allowlist matches: each fails the check. */
  unexpected: LintMessage[];
  /** Allowlist entries that matched nothing: the list is out of date. */
  unused: AllowedWarning[];
}

export interface BuildReader {
  /** The line (1-based) of an emitted file, or undefined. */
  line(file: string, line: number): string | undefined;
  /** The source modules an emitted file holds. */
  modulesOf(file: string): readonly string[];
}

/** Sorts a lint report into what is allowed, what fails, and what the allowlist no longer needs. */
export function lintVerdict(report: LintReport, allowlist: readonly AllowedWarning[], build: BuildReader): LintVerdict {
  const matches = (warning: LintMessage, entry: AllowedWarning): boolean => {
    if (warning.code !== entry.code || warning.message !== entry.message) return false;
    if (!warning.file || warning.line === undefined || warning.column === undefined) return false;
    if (!build.modulesOf(warning.file).includes(entry.module)) return false;
    const flagged = build.line(warning.file, warning.line)?.slice(warning.column - 1) ?? '';
    return entry.flaggedCode.test(flagged);
  };
  const allowed: LintVerdict['allowed'] = [];
  const unexpected: LintMessage[] = [];
  for (const warning of report.warnings) {
    const entry = allowlist.find((candidate) => matches(warning, candidate));
    if (entry) allowed.push({ warning, entry });
    else unexpected.push(warning);
  }
  const unused = allowlist.filter((entry) => !allowed.some((match) => match.entry === entry));
  return { errors: report.errors, allowed, unexpected, unused };
}
