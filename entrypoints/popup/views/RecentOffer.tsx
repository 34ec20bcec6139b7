import type { Link } from '@/lib/api/model/link';
import type { DoneEntry } from '@/lib/recent';
import { ShortLinkActions } from './ShortLinkActions';

interface Props {
  entry: DoneEntry;
  onCopy: (link: Link) => void;
  onNew: () => void;
}

/** This page was shortened before: that link first, a new one only if the user wants it. */
export function RecentOffer({ entry, onCopy, onNew }: Props) {
  return (
    <section class="result" aria-labelledby="offer-heading" data-testid="recent-offer">
      <h2 id="offer-heading" class="label">
        Shortened before
      </h2>
      <a
        id="offer-url"
        class="short-url"
        href={entry.link.shortUrl}
        target="_blank"
        rel="noreferrer"
        data-testid="short-url"
      >
        {entry.link.shortUrl}
      </a>
      <p class="muted">Made {new Date(entry.at).toLocaleString()}.</p>
      <ShortLinkActions link={entry.link} onCopy={onCopy} autoFocusCopy describedBy="offer-heading offer-url" />
      <button type="button" class="button button-link" onClick={onNew}>
        Create a new one anyway
      </button>
    </section>
  );
}
