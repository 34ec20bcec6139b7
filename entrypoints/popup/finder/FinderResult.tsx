import type { TargetedKeyboardEvent } from 'preact';
import { linkState, type Link, type LinkState } from '@/lib/api/model/link';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { tCount } from '@/lib/i18n/plural';

// Keys, not sentences: looked up when shown, in the popup's language.
const STATE_LABELS: Record<LinkState, MessageKey> = {
  active: 'linkStateActive',
  expired: 'linkStateExpired',
  disabled: 'linkStateDisabled',
};

interface Props {
  link: Link;
  /** Its QR code is open under it. */
  qrShown: boolean;
  onKeyDown: (event: TargetedKeyboardEvent<HTMLButtonElement>) => void;
  onCopy: () => void;
  onToggleQr: () => void;
}

/**
 * One found link: its short address as the button that copies it (the arrows move between these),
 * what it is (title, space, clicks, state), and a button for its QR code.
 */
export function FinderResult({ link, qrShown, onKeyDown, onCopy, onToggleQr }: Props) {
  const state = linkState(link);
  const about = `finder-about-${link.id}`;
  return (
    <div class={`finder-result finder-${state}`} data-testid="finder-result">
      <button
        type="button"
        class="finder-pick"
        data-finder-pick=""
        aria-describedby={about}
        onKeyDown={onKeyDown}
        onClick={onCopy}
      >
        <bdi class="finder-short" data-testid="finder-short">
          {link.shortUrl}
        </bdi>
      </button>
      <button
        type="button"
        class="button button-secondary finder-qr"
        aria-expanded={qrShown}
        aria-label={t('finderQrFor', { alias: link.alias })}
        onClick={onToggleQr}
      >
        {t('finderQr')}
      </button>
      <p id={about} class="finder-about muted">
        <bdi class="finder-title">{link.title?.trim() || link.destination}</bdi>
        {link.space && <span class="finder-space">{link.space.name}</span>}
        <span>{tCount('offerClicks', link.clicks)}</span>
        <span class={`finder-state finder-state-${state}`} data-testid="finder-state">
          {t(STATE_LABELS[state])}
        </span>
      </p>
    </div>
  );
}
