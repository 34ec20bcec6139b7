import { DRAFT_KEY_PREFIX, draftArea, draftKeyOf, isSavedDraft, type DraftArea, type SavedDraft } from './draft-read';

/**
 * Unsent popup forms, per page URL, so closing the popup mid-edit loses nothing.
 *
 * Each draft is its own key, written with a single `set` as the user types: the popup can be
 * closed at any moment, and one write already on its way survives that where a
 * read-modify-write of a shared list would not.
 */

export { DRAFT_KEY_PREFIX, draftKeyOf, loadDraft, loadDraftLookup } from './draft-read';

/** A user rarely has more half-made links than this; older ones go first. */
export const DRAFTS_LIMIT = 20;

/** Drops expired drafts and all but the newest DRAFTS_LIMIT. */
async function prune(area: DraftArea, now: number): Promise<void> {
  const drafts = Object.entries(await area.storage.get(null))
    .filter(([key]) => key.startsWith(DRAFT_KEY_PREFIX))
    .map(([key, value]) => ({ key, savedAt: isSavedDraft(value) ? value.savedAt : -Infinity }))
    .sort((a, b) => b.savedAt - a.savedAt);
  const stale = drafts.filter((draft, index) => index >= DRAFTS_LIMIT || now - draft.savedAt >= area.maxAgeMs);
  if (stale.length > 0) await area.storage.remove(stale.map((draft) => draft.key));
}

/** One write, sent at once; pruning follows and may be cut short by the popup closing. */
export async function saveDraft(pageUrl: string, values: unknown, now: number = Date.now()): Promise<void> {
  const area = draftArea();
  const draft: SavedDraft = { pageUrl, values, savedAt: now };
  await area.storage.set({ [draftKeyOf(pageUrl)]: draft });
  await prune(area, now);
}

export async function clearDraft(pageUrl: string): Promise<void> {
  await draftArea().storage.remove(draftKeyOf(pageUrl));
}
