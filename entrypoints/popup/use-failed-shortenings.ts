import { useState } from 'preact/hooks';
import type { FailedEntry, ShortenResult } from '@/lib/recent';
import type { PopupData } from './first-paint';
import { ask, notLoaded, retryShortening } from './later';

export interface FailedShortenings {
  /** Menu and shortcut shortenings that failed, as kept by the background. */
  failed: FailedEntry[];
  /** Why a Retry failed, per entry. */
  retryProblems: Record<string, string>;
  /** Sends it again; answers the link when it now exists (shown, it settles the entry). */
  retry: (entry: FailedEntry) => Promise<ShortenResult | null>;
  dismiss: (entry: FailedEntry) => void;
  /** A link now exists for this entry (retried, or found or made on the form's try): not listed again. */
  settled: (entryId: string | undefined) => void;
}

/** The failed shortenings the popup lists, with Retry and Dismiss. */
export function useFailedShortenings(data: PopupData): FailedShortenings {
  const [failed, setFailed] = useState(() => data.recent.filter((e): e is FailedEntry => e.status === 'failed'));
  const [retryProblems, setRetryProblems] = useState<Record<string, string>>({});
  const settled = (entryId: string | undefined) => setFailed((list) => list.filter((e) => e.id !== entryId));

  return {
    failed,
    retryProblems,
    async retry(entry) {
      setRetryProblems(({ [entry.id]: _, ...rest }) => rest);
      const outcome = await retryShortening(entry.id).catch(() => ({ ok: false as const, problem: notLoaded() }));
      if (!outcome.ok) {
        setRetryProblems((all) => ({ ...all, [entry.id]: outcome.problem.message }));
        return null;
      }
      return outcome;
    },
    dismiss(entry) {
      settled(entry.id);
      // Gone from the list at once; should the background miss it, the entry is listed again next time.
      ask('recent/dismiss', { entryId: entry.id }).catch(() => undefined);
    },
    settled,
  };
}
