import { useEffect, useState } from 'preact/hooks';
import { AddressLink } from '@/components/address/AddressLink';
import type { ExistingLink } from '@/lib/already-shortened';
import { copyText } from '@/lib/clipboard';
import { t } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';
import { isWebAddress } from '@/lib/web-address';
import { clipboardTextOf } from '../copy-format';
import { serverLinksOnce } from '../server-links-once';
import { firstOfferOf, type PopupData } from '../first-paint';
import { CopyFormatChoice } from './CopyFormatChoice';
import './server-link-offer.css';

/** What the offer needs of the popup (its controller, use-popup.ts, has all of it). */
interface ServerOfferSource {
  data: PopupData;
  submitting: boolean;
  submit: () => void;
}

type CopyOutcome = { shortUrl: string; copied: boolean } | null;

/**
 * The links to offer: those that work, newest first, without the one the "shortened before" offer
 * showed (set aside for a new link: not offered a second time).
 */
function offeredOf(links: readonly ExistingLink[], data: PopupData): ExistingLink[] {
  const shownBefore = firstOfferOf(data)?.link.shortUrl;
  return links.filter((link) => link.state === 'active' && link.shortUrl !== shownBefore);
}

/**
 * "Already on your server": a short link made anywhere for this page (phpShort's dashboard, another
 * browser, a colleague), found by the background's look-up when the user turned it on. Drawn under
 * the form once the answer is in, so nothing moves under the user and nothing typed is hidden; Copy
 * copies (no link is made), "N more" lists the others, "Create a new one anyway" shortens the form.
 */
export function ServerLinkOffer({ popup }: { popup: ServerOfferSource }) {
  const { data } = popup;
  const [links, setLinks] = useState<ExistingLink[]>([]);
  const [showOthers, setShowOthers] = useState(false);
  const [copied, setCopied] = useState<CopyOutcome>(null);

  useEffect(() => {
    const page = data.tabUrl;
    if (!data.settings.lookUpExisting || !isWebAddress(page)) return;
    let live = true;
    void serverLinksOnce(page, data.serverId).then((found) => live && setLinks(offeredOf(found.links, data)));
    return () => {
      live = false;
    };
  }, [data]);

  const [first, ...others] = links;
  if (!first) return null;

  const copy = (link: ExistingLink) => {
    const page = { shortUrl: link.shortUrl, title: link.title, destination: data.tabUrl ?? '' };
    clipboardTextOf(page, data)
      .then(copyText)
      .then(
        () => setCopied({ shortUrl: link.shortUrl, copied: true }),
        () => setCopied({ shortUrl: link.shortUrl, copied: false }),
      );
  };

  return (
    <section class="notice server-offer" aria-labelledby="server-offer-heading" data-testid="server-offer">
      <h2 id="server-offer-heading" class="label">
        {t('serverOfferTitle')}
      </h2>
      <OfferedLink link={first} onCopy={copy} />
      {others.length > 0 && (
        <button
          type="button"
          class="button button-link"
          aria-expanded={showOthers}
          aria-controls="server-offer-others"
          onClick={() => setShowOthers(!showOthers)}
        >
          {tCount('serverOfferMore', others.length)}
        </button>
      )}
      {showOthers && (
        <ul id="server-offer-others" class="server-offer-others" aria-label={t('serverOfferOthers')}>
          {others.map((link) => (
            <li key={link.id}>
              <OfferedLink link={link} onCopy={copy} />
            </li>
          ))}
        </ul>
      )}
      <div class="server-offer-end">
        <CopyFormatChoice data={data} />
        <button type="button" class="button button-link" disabled={popup.submitting} onClick={popup.submit}>
          {t('recentCreateNew')}
        </button>
      </div>
      {/* There from the start, so screen readers announce what is written into it. */}
      <p
        class={`server-offer-status ${copied ? (copied.copied ? 'copy-copied' : 'copy-failed') : ''}`}
        role="status"
        data-testid="server-offer-status"
      >
        {copied && t(copied.copied ? 'copyCopied' : 'pageShortLinkCopyFailed')}
      </p>
    </section>
  );
}

/** One found link: its short address, its clicks, and Copy (none for what is not a web address). */
function OfferedLink({ link, onCopy }: { link: ExistingLink; onCopy: (link: ExistingLink) => void }) {
  const id = `server-link-${link.id}`;
  return (
    <p class="server-offer-link" data-testid="server-offer-link">
      <AddressLink id={id} class="address server-offer-url" url={link.shortUrl} testId="server-offer-url" />
      <span class="muted">{tCount('offerClicks', link.clicks)}</span>
      {isWebAddress(link.shortUrl) && (
        <button
          type="button"
          class="button button-secondary server-offer-copy"
          aria-describedby={id}
          onClick={() => onCopy(link)}
        >
          {t('copyButton')}
        </button>
      )}
    </p>
  );
}
