import type { VisibleLiteral } from './literal-scan';
import { countByFile } from './literal-scan';

/** What the scan means for the allowlist of files whose strings are not extracted yet. */
export interface LiteralVerdict {
  /** Literals in files that are not (or no longer) on the list: they must go to the catalogs. */
  unexpected: VisibleLiteral[];
  /** Listed files without any literal left (or gone): strike them off the list. */
  stale: string[];
}

export function literalVerdict(literals: readonly VisibleLiteral[], unconverted: readonly string[]): LiteralVerdict {
  const listed = new Set(unconverted);
  const counts = countByFile(literals);
  return {
    unexpected: literals.filter((literal) => !listed.has(literal.file)),
    stale: unconverted.filter((file) => !counts.has(file)),
  };
}
