import { browser, type Browser } from 'wxt/browser';
import { DRAFTS } from './registry';

/**
 * Where the popup's drafts are kept ({@link DRAFTS}): the forms in `storage.local`, their
 * passwords apart in `storage.session` (memory only). What the keys and values mean is the
 * popup's (entrypoints/popup/drafts.ts); this is only their storage. Read before the popup's first
 * paint; written after it (./draft-writes.ts, out of the first paint's budget).
 */

/** What the two areas hold: key → stored value, unchecked (the popup checks each draft's shape). */
export interface StoredDrafts {
  forms: Record<string, unknown>;
  secrets: Record<string, unknown>;
}

export const formArea = () => browser.storage[DRAFTS.area];
/** Absent in browsers without session storage: passwords are then not kept at all. */
export const secretArea = () => (browser.storage as { session?: Browser.storage.StorageArea })[DRAFTS.secretsArea];

/**
 * The forms and passwords under these keys (null: everything in the area), one round trip per
 * area. `localRead`: everything in `storage.local`, when the caller reads it anyway.
 */
export async function readDrafts(
  keys: { forms: string[] | null; secrets: string[] | null },
  localRead: Promise<Record<string, unknown>> = formArea().get(keys.forms),
): Promise<StoredDrafts> {
  const area = secretArea();
  const none = keys.secrets?.length === 0;
  // Unreadable passwords cost only themselves: the drafts come back without them.
  const secretsRead = area && !none ? area.get(keys.secrets).catch(() => ({})) : Promise.resolve({});
  const [forms, secrets] = await Promise.all([localRead, secretsRead]);
  return { forms, secrets };
}
