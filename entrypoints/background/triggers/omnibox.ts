import { browser } from 'wxt/browser';
import { t } from '@/lib/i18n/messages';
import { isWebAddress } from '@/lib/web-address';
import {
  notShortenableNotice,
  quickShorten,
  type QuickShortenDeps,
  type QuickShortenOutcome,
} from '../shortening/quick-shorten';

/**
 * The address-bar keyword (manifest `omnibox`): `ps`, a space, then an address or nothing (the
 * current tab). Enter shortens it with the defaults, like the keyboard shortcut.
 */

/** What was typed after the keyword means. */
export type OmniboxTarget = { kind: 'current-tab' } | { kind: 'address'; url: string } | { kind: 'not-address' };

/**
 * A bare host name with at least one dot, with an optional port and path ("example.com/a?b"): what
 * people type in an address bar. Letters only in the last label, so "1.5" or "v2.0" stay text.
 */
const BARE_HOST = /^(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * Nothing typed is the current tab; a web address is itself; a bare host gets `https://`, as the
 * browser's own address bar would open it (both browsers try HTTPS first). Anything else (words,
 * `javascript:`, `file:`) is refused before anything is sent.
 */
export function omniboxTarget(text: string): OmniboxTarget {
  const typed = text.trim();
  if (typed === '') return { kind: 'current-tab' };
  if (/\s/.test(typed)) return { kind: 'not-address' };
  const address = BARE_HOST.test(typed) ? `https://${typed}` : typed;
  return isWebAddress(address) ? { kind: 'address', url: new URL(address).href } : { kind: 'not-address' };
}

/** Chrome reads suggestion descriptions as XML (it styles <url>, <match>, <dim>); Firefox as text. */
function asDescription(text: string): string {
  if (import.meta.env.FIREFOX) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The one suggestion shown while typing: what Enter will do, in the browser's language. */
export function omniboxSuggestion(text: string, serverLabel: string): string {
  const target = omniboxTarget(text);
  const server = serverLabel || 'phpShort';
  const sentence =
    target.kind === 'address'
      ? t('omniboxShortenAddress', { address: target.url, server })
      : target.kind === 'current-tab'
        ? t('omniboxShortenTab', { server })
        : t('omniboxNotAddressTitle');
  return asDescription(sentence);
}

/** Enter after the keyword: the address typed, or the current tab, shortened like the shortcut does. */
export async function handleOmniboxEntered(
  text: string,
  deps: QuickShortenDeps,
): Promise<QuickShortenOutcome | { status: 'refused' }> {
  const target = omniboxTarget(text);
  if (target.kind === 'not-address') {
    await deps.notify({ title: t('omniboxNotAddressTitle'), message: t('schemaDestinationNotAddress') });
    return { status: 'refused' };
  }
  const url =
    target.kind === 'address' ? target.url : (await browser.tabs.query({ active: true, currentWindow: true }))[0]?.url;
  if (!isWebAddress(url)) {
    await deps.notify(notShortenableNotice('page'));
    return { status: 'refused' };
  }
  // Kept in recent links as a shortcut's: both are the keyboard's way to shorten without the popup.
  return quickShorten(url, 'shortcut', deps);
}
