import type { RecentVerdict } from '@/lib/recent';
import { t, type MessageKey } from '@/lib/i18n/messages';

type Gone = Extract<RecentVerdict, { status: 'gone' }>;

/** Keys, not words: looked up at render, in the page's language. */
const SENTENCE = {
  deleted: 'recentGoneDeleted',
  elsewhere: 'recentGoneElsewhere',
  inactive: 'recentGoneInactive',
} as const satisfies Record<Gone['reason'], MessageKey>;

/**
 * The page's link made before was offered, and the server then said it no longer works: the form
 * took the offer's place, and this says why, naming the link.
 */
export function EarlierLinkGone({ gone }: { gone: Gone }) {
  return (
    <p class="notice" role="status" data-testid="earlier-gone">
      {t(SENTENCE[gone.reason], { url: `\u2066${gone.entry.link.shortUrl}\u2069` })}
    </p>
  );
}
