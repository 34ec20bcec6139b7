import { fileURLToPath } from 'node:url';
import { countByFile, scanProject } from './i18n/literal-scan';

/**
 * `npm run i18n:literals`: lists user-visible English written in components/, entrypoints/ and
 * lib/ instead of taken from the catalogs, file by file (`-- --files`: only the count per file),
 * and fails when there is any. test/unit/i18n/literal-scan.test.ts makes it part of `npm test`.
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

if (literals.length > 0) process.exitCode = 1;
