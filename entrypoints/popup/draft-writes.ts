import {
  DRAFT_MAX_AGE_MS,
  DRAFTS_LIMIT,
  draftKeyOf,
  isRecord,
  isSavedDraft,
  SECRET_FIELDS,
  secretsKeyOf,
  type SavedDraft,
  type Secrets,
} from './drafts';
import type { ServerId } from '@/lib/servers';
import { readDrafts } from '@/lib/storage/draft-store';
import { removeDrafts, writeDraft } from '@/lib/storage/draft-writes';
import { DRAFTS } from '@/lib/storage/registry';

/**
 * Saving and clearing the popup's drafts (./drafts.ts reads them and describes where they live).
 * Loaded with the popup's actions, after the first paint: nothing is written before anyone types.
 *
 * Each draft is its own key, written with a single `set` as the user types: the popup can be
 * closed at any moment, and one write already on its way survives that where a read-modify-write
 * of a shared list would not.
 */

/** The values with their passwords blanked, and the non-empty passwords apart. */
function splitSecrets(values: unknown): { open: unknown; secrets: Secrets } {
  if (!isRecord(values)) return { open: values, secrets: {} };
  const open: Record<string, unknown> = { ...values };
  const secrets: Secrets = {};
  for (const field of SECRET_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') {
      secrets[field] = value;
      open[field] = '';
    }
  }
  return { open, secrets };
}

/** Drops expired drafts and all but the newest DRAFTS_LIMIT, with their passwords. */
async function prune(now: number): Promise<void> {
  const { forms } = await readDrafts({ forms: null, secrets: [] });
  const drafts = Object.entries(forms)
    .filter(([key]) => key.startsWith(DRAFTS.keyPrefix))
    .map(([key, value]) => ({ key, draft: isSavedDraft(value) ? value : null }))
    .sort((a, b) => (b.draft?.savedAt ?? -Infinity) - (a.draft?.savedAt ?? -Infinity));
  const stale = drafts.filter(
    ({ draft }, index) => index >= DRAFTS_LIMIT || draft === null || now - draft.savedAt >= DRAFT_MAX_AGE_MS,
  );
  if (stale.length === 0) return;
  const pages = stale.flatMap(({ draft }) => (draft ? [secretsKeyOf(draft.pageUrl)] : []));
  await removeDrafts(
    stale.map(({ key }) => key),
    pages,
  );
}

/**
 * One write per area, sent at once; pruning follows and may be cut short by the popup closing.
 * `serverId`: the server the form was switched to (absent: the current one). A draft of only a
 * server choice has null `values`: the popup reopens on that server with a fresh form.
 */
export async function saveDraft(
  pageUrl: string,
  values: unknown,
  now: number = Date.now(),
  serverId?: ServerId,
): Promise<void> {
  const { open, secrets } = splitSecrets(values);
  const draft: SavedDraft = { pageUrl, values: open, savedAt: now, ...(serverId === undefined ? {} : { serverId }) };
  const hasSecrets = Object.keys(secrets).length > 0;
  await writeDraft(draftKeyOf(pageUrl), draft, secretsKeyOf(pageUrl), hasSecrets ? secrets : null);
  await prune(now);
}

export async function clearDraft(pageUrl: string): Promise<void> {
  await removeDrafts([draftKeyOf(pageUrl)], [secretsKeyOf(pageUrl)]);
}
