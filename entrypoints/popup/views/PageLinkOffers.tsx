import { useEffect, useState } from 'preact/hooks';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/i18n/messages';
import { isWebAddress } from '@/lib/web-address';
import type { PageLinks } from '../page-links/choose-page-links';
import { pageLinksOnce } from '../page-links/page-links-once';
import type { PopupFormValues } from '../first-paint';
import './page-link-offers.css';

/** An address inside a sentence, kept whole and in its own direction (an Arabic sentence around it). */
const isolated = (url: string) => `\u2066${url}\u2069`;

type CopyOutcome = 'copied' | 'failed' | null;

/** What the view needs of the popup (its controller, use-popup.ts, has all of it). */
interface PageLinkSource {
  /** The tab's address as read when the popup opened; a browser page or hidden address has no offers. */
  data: { tabUrl: string | null };
  values: PopupFormValues;
  /** A shortening is under way: the URL field is not changed under it. */
  submitting: boolean;
  change: (values: PopupFormValues) => void;
}

/**
 * What the page declares about its own address, offered under the form once read (a moment after
 * the form is drawn): its canonical address, to shorten instead of the tab's (undoable), and the
 * short link it already has, to copy instead of making one. Drawn below Shorten, so that nothing
 * the user may be pointing at moves when it arrives, and never taking the focus.
 */
export function PageLinkOffers({ popup }: { popup: PageLinkSource }) {
  const { values, submitting, change: onChange } = popup;
  const tabUrl = popup.data.tabUrl;
  const [links, setLinks] = useState<PageLinks | null>(null);
  // What the URL field held before "Use it": "Undo" puts it back.
  const [before, setBefore] = useState<string | null>(null);
  const [copied, setCopied] = useState<CopyOutcome>(null);

  useEffect(() => {
    if (!isWebAddress(tabUrl)) return;
    let live = true;
    void pageLinksOnce(tabUrl).then((read) => live && setLinks(read));
    return () => {
      live = false;
    };
  }, [tabUrl]);

  if (!links || (!links.canonical && !links.shortLink)) return null;
  const { canonical, shortLink } = links;
  const inField = canonical !== null && values.destination === canonical;

  return (
    <div class="notice page-link-offers" data-testid="page-links">
      {canonical && (
        <p class="page-link" data-testid="page-canonical">
          <span id="page-canonical-text">
            {t(inField ? 'pageCanonicalInField' : 'pageCanonicalOffer', { url: isolated(canonical) })}
          </span>{' '}
          {/* One button whose words change: the focus stays on it after Use it and after Undo. */}
          <button
            type="button"
            class="button button-link"
            aria-describedby="page-canonical-text"
            disabled={submitting}
            onClick={() => {
              if (inField) {
                onChange({ ...values, destination: before ?? tabUrl ?? '' });
                return;
              }
              setBefore(values.destination);
              onChange({ ...values, destination: canonical });
            }}
          >
            {t(inField ? 'pageCanonicalUndo' : 'pageCanonicalUse')}
          </button>
        </p>
      )}
      {shortLink && (
        <p class="page-link" data-testid="page-short-link">
          <span id="page-short-link-text">{t('pageShortLinkOffer', { url: isolated(shortLink) })}</span>{' '}
          <button
            type="button"
            class="button button-link"
            aria-describedby="page-short-link-text"
            onClick={() => {
              copyText(shortLink).then(
                () => setCopied('copied'),
                () => setCopied('failed'),
              );
            }}
          >
            {t('pageShortLinkCopy')}
          </button>{' '}
          {/* There from the start, so screen readers announce what is written into it. */}
          <span class={copied ? `copy-${copied}` : undefined} role="status" data-testid="page-short-link-status">
            {copied && t(copied === 'copied' ? 'copyCopied' : 'pageShortLinkCopyFailed')}
          </span>
        </p>
      )}
    </div>
  );
}
