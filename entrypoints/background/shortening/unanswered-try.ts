import type { LinkDraft } from '@/lib/api/model/link';
import type { FailedEntry, RecentEntry } from '@/lib/recent';

/**
 * Which kept failure a new shortening repeats, when that failure's create got no answer: the
 * shortener then looks for its link before creating (./find-stored-create.ts).
 */

/** The draft as it may be stored: passwords stay in memory only. */
export function storableDraft(draft: LinkDraft): { draft: LinkDraft; secretsLeftOut: boolean } {
  const { redirectPassword, privacyPassword, ...stored } = draft;
  return { draft: stored, secretsLeftOut: redirectPassword !== undefined || privacyPassword !== undefined };
}

/** Plain JSON with its keys in one order, so that two equal drafts read the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Whether two drafts ask for the same link (passwords aside: a stored draft has none). */
function sameDraft(a: LinkDraft, b: LinkDraft): boolean {
  return canonical(storableDraft(a).draft) === canonical(storableDraft(b).draft);
}

/**
 * The failure whose outcome is unknown that a new try repeats: the entry being retried, or one
 * of the same request, or of the same page and draft (the popup reopened on its kept form).
 */
export function unansweredTryFor(
  entries: readonly RecentEntry[],
  request: { requestId: string; entryId?: string; pageUrl: string; draft: LinkDraft },
): FailedEntry | undefined {
  return entries.find(
    (entry): entry is FailedEntry =>
      entry.status === 'failed' &&
      entry.failure.uncertainSince !== undefined &&
      (entry.id === request.entryId ||
        entry.requestId === request.requestId ||
        (entry.pageUrl === request.pageUrl && sameDraft(entry.draft, request.draft))),
  );
}
