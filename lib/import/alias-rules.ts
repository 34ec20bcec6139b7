import type { ImportRow } from './import-row';

/**
 * phpShort's rules for an alias, applied to every row before anything is sent, so the person sees
 * what the server would refuse or mis-serve and what the import proposes instead. A back-half is
 * never changed silently: a row whose back-half cannot be kept says why and what is proposed.
 *
 * The rules (phpShort's StoreLinkRequest, see README.md): Laravel's `alpha_dash` (Unicode letters,
 * combining marks, digits, `_` and `-`), at most 255 characters, unique per domain in a column
 * compared without case and accents (`utf8mb4_unicode_ci`: `Abc` is `abc`, `café` is `cafe`).
 * On the server's own host, an alias equal to one of its pages is never reached.
 */

export const MAX_ALIAS_LENGTH = 255;

const ALPHA_DASH = /^[\p{L}\p{M}\p{N}_-]+$/u;
const REFUSED_CHARACTER = /[^\p{L}\p{M}\p{N}_-]/gu;

/** Top-level pages of phpShort's own host, which its routes serve before any alias (routes/web.php). */
const SHADOWED = new Set([
  'dashboard',
  'links',
  'spaces',
  'domains',
  'pixels',
  'contact',
  'pricing',
  'cronjob',
  'developers',
  'install',
  'update',
  'account',
  'admin',
  'login',
  'register',
  'pages',
  'stats',
  'qr',
]);

/** Why a back-half cannot be sent as it is. */
type AliasIssue =
  | { kind: 'characters'; refused: string[] }
  | { kind: 'too-long'; length: number; max: number }
  /** The same back-half as an earlier row's. */
  | { kind: 'repeated'; ofLine: number }
  /** Differs from an earlier row's back-half only by case or accents, which phpShort does not tell apart. */
  | { kind: 'case-twin'; ofLine: number; other: string }
  /** One of phpShort's own pages on its main host: the short link would open that page. */
  | { kind: 'shadowed-page' };

type AliasProposal =
  /** Send no alias: the server picks one. */
  { kind: 'drop' } | { kind: 'rename'; alias: string };

export type AliasPlan =
  /** The source has no back-half: the server picks one. */
  | { kind: 'none' }
  | { kind: 'keep'; alias: string }
  | { kind: 'change'; from: string; issue: AliasIssue; proposal: AliasProposal };

export interface PlannedRow {
  row: ImportRow;
  alias: AliasPlan;
}

export interface AliasRuleOptions {
  /**
   * Whether the links go to the server's own host (no custom domain), where its pages shadow
   * aliases. Unknown before the person picks a domain: then true, the careful answer.
   */
  mainHost?: boolean;
}

/** How phpShort compares aliases: no case, no accents (an approximation of `utf8mb4_unicode_ci`). */
export function aliasFold(alias: string): string {
  return alias.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

// Laravel's `max` counts characters (code points), as `Array.from` splits them.
const lengthOf = (alias: string) => Array.from(alias).length;
const cut = (alias: string, length: number) => Array.from(alias).slice(0, length).join('');

/** The first reason phpShort would refuse (or shadow) the alias on its own. */
function ownIssue(alias: string, mainHost: boolean): AliasIssue | null {
  if (!ALPHA_DASH.test(alias)) {
    return { kind: 'characters', refused: [...new Set(alias.match(REFUSED_CHARACTER) ?? [])] };
  }
  // A string has at least as many UTF-16 units as characters: only a long one needs counting.
  const length = alias.length > MAX_ALIAS_LENGTH ? lengthOf(alias) : alias.length;
  if (length > MAX_ALIAS_LENGTH) return { kind: 'too-long', length, max: MAX_ALIAS_LENGTH };
  if (mainHost && SHADOWED.has(aliasFold(alias))) return { kind: 'shadowed-page' };
  return null;
}

/**
 * Every row's alias plan, in the file's order. The first row to use a back-half keeps it; later
 * repeats and case twins are renamed with a number (`abc-2`). Refused characters become `-`; a
 * back-half with nothing left is dropped. Proposals never collide with a kept alias or another
 * proposal. All rows are taken as going to one domain (the careful answer: the person may map
 * the source's domains onto one).
 */
export function planAliases(rows: readonly ImportRow[], options: AliasRuleOptions = {}): PlannedRow[] {
  const planning = planSteps(rows, options);
  for (;;) {
    const step = planning.next();
    if (step.done) return step.value;
  }
}

/** Rows planned between two pauses: a few milliseconds of work on a slow machine. */
const CHUNK = 1000;

/**
 * `planAliases` in chunks, waiting for `pause` between them (by default a task of its own), so a
 * 10,000-row file's plan never holds the page for long.
 */
export async function planAliasesInChunks(
  rows: readonly ImportRow[],
  options: AliasRuleOptions = {},
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<PlannedRow[]> {
  const planning = planSteps(rows, options);
  for (;;) {
    const step = planning.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** The plan's work, yielding after every CHUNK rows of each pass. */
function* planSteps(rows: readonly ImportRow[], options: AliasRuleOptions): Generator<void, PlannedRow[]> {
  const mainHost = options.mainHost ?? true;
  // Aliases kept as they are, first row wins: proposals must not take them.
  const kept = new Map<string, { line: number; alias: string }>();
  const issues: (AliasIssue | null)[] = [];
  const issueOf = (row: ImportRow): AliasIssue | null => {
    if (row.backHalf === null) return null;
    const issue = ownIssue(row.backHalf, mainHost);
    if (issue) return issue;
    const folded = aliasFold(row.backHalf);
    const earlier = kept.get(folded);
    if (!earlier) {
      kept.set(folded, { line: row.line, alias: row.backHalf });
      return null;
    }
    return earlier.alias === row.backHalf
      ? { kind: 'repeated', ofLine: earlier.line }
      : { kind: 'case-twin', ofLine: earlier.line, other: earlier.alias };
  };
  for (const [index, row] of rows.entries()) {
    issues.push(issueOf(row));
    if ((index + 1) % CHUNK === 0) yield;
  }
  const taken = new Set(kept.keys());
  const free = (base: string): string => {
    const candidate = cut(base, MAX_ALIAS_LENGTH);
    if (!taken.has(aliasFold(candidate)) && !ownIssue(candidate, mainHost)) return candidate;
    for (let number = 2; ; number++) {
      const suffix = `-${String(number)}`;
      const numbered = cut(base, MAX_ALIAS_LENGTH - suffix.length) + suffix;
      if (!taken.has(aliasFold(numbered))) return numbered;
    }
  };
  const planOf = (row: ImportRow, issue: AliasIssue | null | undefined): PlannedRow => {
    if (row.backHalf === null) return { row, alias: { kind: 'none' } };
    if (!issue) return { row, alias: { kind: 'keep', alias: row.backHalf } };
    const base =
      issue.kind === 'characters'
        ? row.backHalf.replace(REFUSED_CHARACTER, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '')
        : row.backHalf;
    if (base === '') return { row, alias: { kind: 'change', from: row.backHalf, issue, proposal: { kind: 'drop' } } };
    const alias = free(base);
    taken.add(aliasFold(alias));
    return { row, alias: { kind: 'change', from: row.backHalf, issue, proposal: { kind: 'rename', alias } } };
  };
  const planned: PlannedRow[] = [];
  for (const [index, row] of rows.entries()) {
    planned.push(planOf(row, issues[index]));
    if ((index + 1) % CHUNK === 0) yield;
  }
  return planned;
}
