import { fileURLToPath } from 'node:url';
import { countByFile, scanProject } from './i18n/literal-scan';
import { literalVerdict } from './i18n/literal-verdict';
import { UNCONVERTED_FILES } from './i18n/unconverted-files';

/**
 * `npm run i18n:literals`: lists the user-visible English still written in components/,
 * entrypoints/ and lib/, file by file, and says whether test/tools/i18n/unconverted-files.ts
 * (the files not extracted yet) is right. `-- --files` prints only the count per file.
 * test/unit/i18n/literal-scan.test.ts makes the same verdict part of `npm test`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const literals = scanProject(root);
const counts = countByFile(literals);
const onlyFiles = process.argv.includes('--files');

for (const [file, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${file}  (${count})`);
  if (onlyFiles) continue;
  for (const literal of literals.filter((each) => each.file === file))
    console.log(`  ${literal.line}:${literal.column}  ${literal.kind.padEnd(8)} ${JSON.stringify(literal.text)}`);
}
console.log(`\n${literals.length} user-visible literals in ${counts.size} files.`);

const { unexpected, stale } = literalVerdict(literals, UNCONVERTED_FILES);
for (const literal of unexpected)
  console.log(
    `NOT ALLOWED  ${literal.file}:${literal.line}  ${JSON.stringify(literal.text)} (the file is not in unconverted-files.ts)`,
  );
for (const file of stale) console.log(`STALE  ${file} has no literal left: remove it from unconverted-files.ts`);
if (unexpected.length > 0 || stale.length > 0) process.exitCode = 1;
