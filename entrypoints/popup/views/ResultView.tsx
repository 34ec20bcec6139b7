import { useLayoutEffect, useRef } from 'preact/hooks';
import { AddressLink } from '@/components/address/AddressLink';
import type { Link } from '@/lib/api/model/link';
import { isWebAddress } from '@/lib/web-address';
import { CopyStatus, type CopyState } from './CopyStatus';
import { ShortLinkActions } from './ShortLinkActions';
import { LazyQrCode } from './LazyQrCode';
import { t } from '@/lib/i18n/messages';
import type { PopupData } from '../first-paint';

/** Set when a new short link is on screen and its copy has settled (measured from SHORTEN_START_MARK). */
export const SHORTEN_SHOWN_MARK = 'shorten-shown';

interface Props {
  data: Pick<PopupData, 'settings' | 'serverId' | 'tabUrl'>;
  link: Link;
  copy: CopyState;
  /** An earlier try got no answer and the server had made the link then: said, so nobody looks for a second one. */
  found?: boolean | undefined;
  onCopy: (link: Link, found?: boolean) => void;
  onAnother: () => void;
}

/** The new short link: shown, copied, openable, as a QR code, and a way back to the form. */
export function ResultView({ data, link, copy, found, onCopy, onAnother }: Props) {
  const another = useRef<HTMLButtonElement>(null);
  const web = isWebAddress(link.shortUrl);
  // Copy takes the focus from the gone form; with no Copy (not a web address), "Shorten another" does.
  useLayoutEffect(() => {
    if (!web) another.current?.focus();
  }, [web]);
  const settled = copy !== 'copying';
  useLayoutEffect(() => {
    if (settled) performance.mark(SHORTEN_SHOWN_MARK);
  }, [settled]);
  return (
    <section class="result" aria-labelledby="result-heading" data-testid="result">
      <h2 id="result-heading" class="label">
        {t('resultTitle')}
      </h2>
      <AddressLink id="result-url" class="short-url address" url={link.shortUrl} testId="short-url" />
      <p class="destination muted" title={link.destination}>
        {/* Isolated (LRI…PDI): the address keeps its order inside a right-to-left sentence. */}
        {t('resultDestination', { url: `\u2066${link.destination}\u2069` })}
      </p>
      {found && (
        <p class="found-stored small" data-testid="found-stored">
          {t('resultFoundStored')}
        </p>
      )}
      {copy !== 'off' && <CopyStatus state={copy} />}
      <ShortLinkActions
        data={data}
        link={link}
        onCopy={(shown) => onCopy(shown, found)}
        autoFocusCopy
        describedBy="result-heading result-url"
      />
      {/* Encoding is the slowest part of a result: it waits until the copy has settled. */}
      {/* A QR code is an address to open, too: only for a web address. */}
      {web && <LazyQrCode url={link.shortUrl} alias={link.alias} ready={copy !== 'copying'} />}
      <button type="button" class="button button-link" ref={another} onClick={onAnother}>
        {t('resultAnother')}
      </button>
    </section>
  );
}
