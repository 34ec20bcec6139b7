import { browser, type Browser } from 'wxt/browser';

/**
 * Reading drafts: what the popup needs before its first paint. Writing (with pruning) is in
 * `draft-store.ts`, loaded once the form is on screen.
 */

export interface SavedDraft {
  pageUrl: string;
  /** What the form held; the page that restores it checks its shape. */
  values: unknown;
  savedAt: number;
}

export const DRAFT_KEY_PREFIX = 'draft:';
const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const LOCAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface DraftArea {
  storage: Browser.storage.StorageArea;
  maxAgeMs: number;
}

/**
 * `storage.session` keeps drafts in memory until the browser closes (passwords typed into a
 * draft never touch the disk); without it, `storage.local` with a tighter age bound.
 */
export function draftArea(): DraftArea {
  const session = (browser.storage as { session?: Browser.storage.StorageArea }).session;
  return session
    ? { storage: session, maxAgeMs: SESSION_MAX_AGE_MS }
    : { storage: browser.storage.local, maxAgeMs: LOCAL_MAX_AGE_MS };
}

export function draftKeyOf(pageUrl: string): string {
  return `${DRAFT_KEY_PREFIX}${pageUrl}`;
}

export function isSavedDraft(value: unknown): value is SavedDraft {
  const draft = value as Partial<SavedDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.pageUrl === 'string' &&
    typeof draft.savedAt === 'number'
  );
}

function freshValues(stored: unknown, maxAgeMs: number, now: number): unknown {
  return isSavedDraft(stored) && now - stored.savedAt < maxAgeMs ? stored.values : null;
}

export async function loadDraft(pageUrl: string, now: number = Date.now()): Promise<unknown> {
  const area = draftArea();
  const key = draftKeyOf(pageUrl);
  return freshValues((await area.storage.get(key))[key], area.maxAgeMs, now);
}

/**
 * Every draft at once, for a caller that does not know the page yet: the popup reads them
 * alongside the tab's address instead of after it (one storage round trip fewer before the
 * first paint). There are at most DRAFTS_LIMIT of them.
 */
export async function loadDraftLookup(now: number = Date.now()): Promise<(pageUrl: string) => unknown> {
  const area = draftArea();
  const all = await area.storage.get(null);
  return (pageUrl) => freshValues(all[draftKeyOf(pageUrl)], area.maxAgeMs, now);
}
