import { useLayoutEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Link } from '@/lib/api/model/link';
import { isWebAddress } from '@/lib/web-address';
import { t } from '@/lib/i18n/messages';
import type { PopupData } from '../first-paint';
import { CopyFormatChoice } from './CopyFormatChoice';

/**
 * Copy and Open for a short link, and how Copy writes it; the same in the result and in the "made
 * before" offer. None for an address that is not a web address: the note under it says why.
 */
export function ShortLinkActions({
  data,
  link,
  onCopy,
  autoFocusCopy,
  describedBy,
}: {
  /** The popup's: the copy format's choice is the settings' of its server. */
  data: Pick<PopupData, 'settings' | 'serverId' | 'tabUrl'>;
  link: Link;
  onCopy: (link: Link) => void;
  autoFocusCopy?: boolean;
  /** Ids of what Copy is about (the view's heading and link): read out when Copy gets the focus. */
  describedBy?: string;
}) {
  const copyButton = useRef<HTMLButtonElement>(null);
  // `autofocus` works once a page, and the form's Shorten took it: a result shown later takes the
  // focus itself, or it would stay on the page after the form is gone.
  useLayoutEffect(() => {
    if (autoFocusCopy) copyButton.current?.focus();
  }, [autoFocusCopy]);
  if (!isWebAddress(link.shortUrl)) return null;
  return (
    <>
      <div class="actions">
        <button
          type="button"
          class="button button-primary"
          ref={copyButton}
          aria-describedby={describedBy}
          onClick={() => onCopy(link)}
        >
          {t('copyButton')}
        </button>
        <button
          type="button"
          class="button button-secondary"
          onClick={() => void browser.tabs.create({ url: link.shortUrl })}
        >
          {t('resultOpen')}
        </button>
      </div>
      <CopyFormatChoice data={data} />
    </>
  );
}
