/**
 * The product files whose user-visible strings are not in public/_locales yet (issue 13). The
 * literal scan (test/tools/i18n/literal-scan.ts, run by test/unit/i18n/literal-scan.test.ts and
 * `npm run i18n:literals`) allows English only in these files; every other file must have none.
 * When a file's strings are extracted, delete its line: a listed file without any literal fails
 * the test, so this list only shrinks. Its length is the work left.
 */
export const UNCONVERTED_FILES: readonly string[] = [
];
