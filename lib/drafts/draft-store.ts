import { browser, type Browser } from 'wxt/browser';

/**
 * Unsent popup forms, per page URL, so closing the popup mid-edit loses nothing.
 * `storage.session` keeps them in memory until the browser closes (passwords typed into a
 * draft never touch the disk); without it, `storage.local` with a tighter age bound.
 *
 * Each draft is its own key, written with a single `set` as the user types: the popup can be
 * closed at any moment, and one write already on its way survives that where a
 * read-modify-write of a shared list would not.
 */

export interface SavedDraft<T> {
  pageUrl: string;
  values: T;
  savedAt: number;
}

export const DRAFT_KEY_PREFIX = 'draft:';
/** A user rarely has more half-made links than this; older ones go first. */
export const DRAFTS_LIMIT = 20;
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const LOCAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface DraftArea {
  storage: Browser.storage.StorageArea;
  maxAgeMs: number;
}

function draftArea(): DraftArea {
  const session = (browser.storage as { session?: Browser.storage.StorageArea }).session;
  return session
    ? { storage: session, maxAgeMs: SESSION_MAX_AGE_MS }
    : { storage: browser.storage.local, maxAgeMs: LOCAL_MAX_AGE_MS };
}

export function draftKeyOf(pageUrl: string): string {
  return `${DRAFT_KEY_PREFIX}${pageUrl}`;
}

function isSavedDraft(value: unknown): value is SavedDraft<unknown> {
  const draft = value as Partial<SavedDraft<unknown>> | null;
  return typeof draft === 'object' && draft !== null && typeof draft.pageUrl === 'string' && typeof draft.savedAt === 'number';
}

export async function loadDraft<T>(pageUrl: string, now: number = Date.now()): Promise<T | null> {
  const area = draftArea();
  const key = draftKeyOf(pageUrl);
  const draft: unknown = (await area.storage.get(key))[key];
  if (!isSavedDraft(draft) || now - draft.savedAt >= area.maxAgeMs) return null;
  return draft.values as T;
}

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
export async function saveDraft<T>(pageUrl: string, values: T, now: number = Date.now()): Promise<void> {
  const area = draftArea();
  const draft: SavedDraft<T> = { pageUrl, values, savedAt: now };
  await area.storage.set({ [draftKeyOf(pageUrl)]: draft });
  await prune(area, now);
}

export async function clearDraft(pageUrl: string): Promise<void> {
  await draftArea().storage.remove(draftKeyOf(pageUrl));
}
