import { browser } from 'wxt/browser';
import type { Link } from '@/lib/api/model/link';
import { t } from '@/lib/i18n/messages';

/** Copy and Open for a short link; the same pair in the result and in the "made before" offer. */
export function ShortLinkActions({
  link,
  onCopy,
  autoFocusCopy,
}: {
  link: Link;
  onCopy: (link: Link) => void;
  autoFocusCopy?: boolean;
}) {
  return (
    <div class="actions">
      <button type="button" class="button button-primary" autoFocus={autoFocusCopy} onClick={() => onCopy(link)}>
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
  );
}
