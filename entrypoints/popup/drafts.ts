import type { ServerId } from '@/lib/servers';
import { readDrafts, type StoredDrafts } from '@/lib/storage/draft-store';
import { DRAFTS } from '@/lib/storage/registry';

/**
 * Unsent popup forms, per page URL, so closing the popup mid-edit — or the browser — loses
 * nothing. The popup is their only reader and writer: it saves as the user types, clears after a
 * successful shortening, and drops a draft the page's newer link has spent (the popup closed while
 * it was being made).
 *
 * A draft lives in `storage.local` and survives a restart; the passwords typed into it live in
 * `storage.session` (memory) under a key of their own, so they never reach the disk and are gone
 * after a restart while the rest of the form comes back.
 *
 * This module reads them (before the first paint); ./draft-writes.ts writes them, loaded after;
 * lib/storage/draft-store.ts keeps them.
 */

export interface SavedDraft {
  pageUrl: string;
  /** What the form held; the popup checks its shape when it restores it. */
  values: unknown;
  savedAt: number;
  /** The server the form was switched to; absent: the current one. */
  serverId?: ServerId;
}

/** A user rarely has more half-made links than this; older ones go first. */
export const DRAFTS_LIMIT = 20;
/** A form left for longer than this is not coming back; the page has likely changed too. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The link form's fields that hold passwords (lib/link-form/values.ts): kept in memory only. */
export const SECRET_FIELDS = ['privacyPassword', 'redirectPassword'] as const;

export type Secrets = Record<string, string>;

export function draftKeyOf(pageUrl: string): string {
  return `${DRAFTS.keyPrefix}${pageUrl}`;
}

export function secretsKeyOf(pageUrl: string): string {
  return `${DRAFTS.secretsKeyPrefix}${pageUrl}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isSavedDraft(value: unknown): value is SavedDraft {
  return isRecord(value) && typeof value.pageUrl === 'string' && typeof value.savedAt === 'number';
}

function withSecrets(draft: SavedDraft, secrets: unknown): SavedDraft {
  if (!isRecord(draft.values) || !isRecord(secrets)) return draft;
  const values: Record<string, unknown> = { ...draft.values };
  for (const field of SECRET_FIELDS) if (typeof secrets[field] === 'string') values[field] = secrets[field];
  return { ...draft, values };
}

function fresh(stored: unknown, now: number): SavedDraft | null {
  return isSavedDraft(stored) && now - stored.savedAt < DRAFT_MAX_AGE_MS ? stored : null;
}

export async function loadDraft(pageUrl: string, now: number = Date.now()): Promise<SavedDraft | null> {
  const key = draftKeyOf(pageUrl);
  const { forms, secrets } = await readDrafts({ forms: [key], secrets: [secretsKeyOf(pageUrl)] });
  const draft = fresh(forms[key], now);
  return draft && withSecrets(draft, secrets[secretsKeyOf(pageUrl)]);
}

/**
 * Every draft at once, for a caller that does not know the page yet: the popup reads them
 * alongside the tab's address instead of after it (one storage round trip fewer before the
 * first paint). There are at most DRAFTS_LIMIT of them.
 */
export async function loadDraftLookup(
  now: number = Date.now(),
  /** Every stored draft, when the caller read them anyway (the popup's first paint). */
  stored: StoredDrafts | Promise<StoredDrafts> = readDrafts({ forms: null, secrets: null }),
): Promise<(pageUrl: string) => SavedDraft | null> {
  const { forms, secrets } = await stored;
  return (pageUrl) => {
    const draft = fresh(forms[draftKeyOf(pageUrl)], now);
    return draft && withSecrets(draft, secrets[secretsKeyOf(pageUrl)]);
  };
}
