import { browser, type Browser } from 'wxt/browser';
import { DRAFTS } from '@/lib/storage/registry';

/**
 * Unsent popup forms, per page URL, so closing the popup mid-edit loses nothing. The popup is
 * their only reader and writer: it saves as the user types, clears after a successful shortening,
 * and drops a draft the page's newer link has spent (the popup closed while it was being made).
 *
 * Each draft is its own key, written with a single `set` as the user types: the popup can be
 * closed at any moment, and one write already on its way survives that where a read-modify-write
 * of a shared list would not.
 */

export interface SavedDraft {
  pageUrl: string;
  /** What the form held; the popup checks its shape when it restores it. */
  values: unknown;
  savedAt: number;
}

/** A user rarely has more half-made links than this; older ones go first. */
export const DRAFTS_LIMIT = 20;
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const LOCAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface DraftArea {
  storage: Browser.storage.StorageArea;
  maxAgeMs: number;
}

/**
 * `storage.session` keeps drafts in memory until the browser closes (passwords typed into a
 * draft never touch the disk); without it, `storage.local` with a tighter age bound.
 */
function draftArea(): DraftArea {
  const session = (browser.storage as { session?: Browser.storage.StorageArea })[DRAFTS.area];
  return session
    ? { storage: session, maxAgeMs: SESSION_MAX_AGE_MS }
    : { storage: browser.storage.local, maxAgeMs: LOCAL_MAX_AGE_MS };
}

export function draftKeyOf(pageUrl: string): string {
  return `${DRAFTS.keyPrefix}${pageUrl}`;
}

function isSavedDraft(value: unknown): value is SavedDraft {
  const draft = value as Partial<SavedDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.pageUrl === 'string' &&
    typeof draft.savedAt === 'number'
  );
}

function fresh(stored: unknown, maxAgeMs: number, now: number): SavedDraft | null {
  return isSavedDraft(stored) && now - stored.savedAt < maxAgeMs ? stored : null;
}

export async function loadDraft(pageUrl: string, now: number = Date.now()): Promise<SavedDraft | null> {
  const area = draftArea();
  const key = draftKeyOf(pageUrl);
  return fresh((await area.storage.get(key))[key], area.maxAgeMs, now);
}

/**
 * Every draft at once, for a caller that does not know the page yet: the popup reads them
 * alongside the tab's address instead of after it (one storage round trip fewer before the
 * first paint). There are at most DRAFTS_LIMIT of them.
 */
export async function loadDraftLookup(now: number = Date.now()): Promise<(pageUrl: string) => SavedDraft | null> {
  const area = draftArea();
  const all = await area.storage.get(null);
  return (pageUrl) => fresh(all[draftKeyOf(pageUrl)], area.maxAgeMs, now);
}

/** Drops expired drafts and all but the newest DRAFTS_LIMIT. */
async function prune(area: DraftArea, now: number): Promise<void> {
  const drafts = Object.entries(await area.storage.get(null))
    .filter(([key]) => key.startsWith(DRAFTS.keyPrefix))
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
