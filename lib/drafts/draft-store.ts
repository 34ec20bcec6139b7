import { browser, type Browser } from 'wxt/browser';

/**
 * Unsent popup forms, per page URL, so closing the popup mid-edit loses nothing.
 * `storage.session` keeps them in memory until the browser closes (passwords typed into a
 * draft never touch the disk); without it, `storage.local` with a tighter age bound.
 */

export interface SavedDraft<T> {
  pageUrl: string;
  values: T;
  savedAt: number;
}

export const DRAFTS_KEY = 'popupDrafts';
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

async function readAll<T>(area: DraftArea, now: number): Promise<SavedDraft<T>[]> {
  const raw = (await area.storage.get(DRAFTS_KEY))[DRAFTS_KEY];
  if (!Array.isArray(raw)) return [];
  return (raw as SavedDraft<T>[]).filter(
    (draft) => typeof draft?.pageUrl === 'string' && typeof draft.savedAt === 'number' && now - draft.savedAt < area.maxAgeMs,
  );
}

export async function loadDraft<T>(pageUrl: string, now: number = Date.now()): Promise<T | null> {
  const drafts = await readAll<T>(draftArea(), now);
  return drafts.find((draft) => draft.pageUrl === pageUrl)?.values ?? null;
}

// The popup saves on every keystroke; writes are chained so a slow one never lands after a newer one.
let queue: Promise<unknown> = Promise.resolve();

function change<T>(update: (drafts: SavedDraft<T>[], now: number) => SavedDraft<T>[], now: number): Promise<void> {
  const next = queue.then(async () => {
    const area = draftArea();
    const drafts = update(await readAll<T>(area, now), now).slice(0, DRAFTS_LIMIT);
    await area.storage.set({ [DRAFTS_KEY]: drafts });
  });
  queue = next.catch(() => undefined);
  return next;
}

/** Newest first; the oldest drafts fall off past DRAFTS_LIMIT. */
export function saveDraft<T>(pageUrl: string, values: T, now: number = Date.now()): Promise<void> {
  return change<T>((drafts) => [{ pageUrl, values, savedAt: now }, ...drafts.filter((d) => d.pageUrl !== pageUrl)], now);
}

export function clearDraft(pageUrl: string, now: number = Date.now()): Promise<void> {
  return change((drafts) => drafts.filter((d) => d.pageUrl !== pageUrl), now);
}
