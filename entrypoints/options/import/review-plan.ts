import type { PlannedRow } from '@/lib/import/alias-rules';
import type { ImportInput } from '@/lib/jobs/job';

/**
 * What the person decided for each row whose alias cannot be kept as the file has it: the
 * proposal, or no alias at all. Keyed by the row's line and the proposal, so a new plan (another
 * domain) asks again rather than carrying a decision over to a proposal nobody saw.
 */
export type AliasDecision = 'proposal' | 'drop';
export type Decisions = ReadonlyMap<string, AliasDecision>;

/** The key of a row's decision; null when its alias needs none. */
export function decisionKey({ row, alias }: PlannedRow): string | null {
  if (alias.kind !== 'change') return null;
  const proposal = alias.proposal.kind === 'rename' ? alias.proposal.alias : '';
  return `${String(row.line)}\n${proposal}`;
}

/** How many rows still wait for a decision. */
export const undecidedCount = (planned: readonly PlannedRow[], decisions: Decisions): number =>
  planned.filter((entry) => {
    const key = decisionKey(entry);
    return key !== null && !decisions.has(key);
  }).length;

/** Every proposal accepted, beside the decisions already made. */
export function acceptAll(planned: readonly PlannedRow[], decisions: Decisions): Map<string, AliasDecision> {
  const next = new Map(decisions);
  for (const entry of planned) {
    const key = decisionKey(entry);
    if (key !== null && !next.has(key)) next.set(key, 'proposal');
  }
  return next;
}

/** The alias a row is sent with: kept, the accepted proposal, or none (the server picks). */
function aliasSent(entry: PlannedRow, decisions: Decisions): string | null {
  const { alias } = entry;
  if (alias.kind === 'none') return null;
  if (alias.kind === 'keep') return alias.alias;
  const key = decisionKey(entry);
  const decision = key === null ? undefined : decisions.get(key);
  return decision === 'proposal' && alias.proposal.kind === 'rename' ? alias.proposal.alias : null;
}

/** The job's items, once every row is decided. */
export const importInputs = (planned: readonly PlannedRow[], decisions: Decisions): ImportInput[] =>
  planned.map((entry) => ({
    destination: entry.row.destination,
    alias: aliasSent(entry, decisions),
    line: entry.row.line,
  }));
