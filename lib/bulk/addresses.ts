/**
 * What a bulk shortening can send: web pages. Browser pages, files and extension pages (the
 * extension's own included) are listed as skipped, with why, never sent: the server would make a
 * link nobody else can open.
 */

/** Why an address is not sent. */
export type AddressVerdict = { ok: true; url: string } | { ok: false; why: 'restricted' | 'not-address' };

/** Schemes of pages that live in the browser, not on the web. */
const BROWSER_SCHEMES = new Set([
  'about:',
  'chrome:',
  'chrome-extension:',
  'chrome-search:',
  'chrome-untrusted:',
  'devtools:',
  'edge:',
  'brave:',
  'opera:',
  'vivaldi:',
  'moz-extension:',
  'resource:',
  'view-source:',
  'file:',
  'blob:',
  'data:',
]);

/** A host-looking start without a scheme, as spreadsheets often hold them: `example.com/page`. */
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/**
 * A typed or pasted text as an address: a web address as it is (normalised by the URL parser),
 * a bare host with `https://` before it, a browser page as restricted, anything else not one.
 */
export function readAddress(text: string): AddressVerdict {
  const trimmed = text.trim().replace(/^<(.*)>$/, '$1');
  if (trimmed === '' || /\s/.test(trimmed)) return { ok: false, why: 'not-address' };
  if (URL.canParse(trimmed)) {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return url.hostname === '' ? { ok: false, why: 'not-address' } : { ok: true, url: url.href };
    }
    if (BROWSER_SCHEMES.has(url.protocol)) return { ok: false, why: 'restricted' };
    // `example.com:8080/x` parses with the scheme `example.com:`; a host with a port is meant.
    if (!BARE_HOST.test(trimmed)) return { ok: false, why: 'not-address' };
  }
  if (BARE_HOST.test(trimmed) && URL.canParse(`https://${trimmed}`)) {
    return { ok: true, url: new URL(`https://${trimmed}`).href };
  }
  return { ok: false, why: 'not-address' };
}
