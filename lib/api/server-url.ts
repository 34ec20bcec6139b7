import { t } from '../i18n/messages';

/** Turning what a user types into the server's base URL (lib/api/README.md, "Base URL"). */

export type ServerUrlResult = { ok: true; url: string } | { ok: false; reason: string };

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A host as URL parsing leaves it: dot-separated labels of letters, digits, `-` and `_` (an
 * international name is punycode by then), or a bracketed IPv6 address. Chromium's parser
 * percent-encodes what no host may hold (`hello world` → `hello%20world`) instead of failing.
 */
const HOST_NAME =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)$/i;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.test(hostname);
}

/**
 * `s.example/api/v1/` → `https://s.example`. Adds a scheme when missing (http for
 * loopback, https otherwise), drops a pasted `/api/v1…`, trailing slashes, query and hash.
 * Never ends with `/`: behind Apache a trailing slash 301-redirects and turns POST into GET.
 */
export function normaliseServerUrl(input: string): ServerUrlResult {
  const typed = input.trim();
  if (typed === '') return { ok: false, reason: t('serverUrlRequired') };
  if (/\s/.test(typed)) return { ok: false, reason: t('serverUrlSpaces') };
  let withScheme = typed;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(typed)) {
    const host = typed.split(/[/:?#]/, 1)[0] ?? '';
    withScheme = `${isLoopbackHost(host) ? 'http' : 'https'}://${typed}`;
  }
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, reason: t('serverUrlNotAddress') };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, reason: t('serverUrlScheme') };
  }
  if (!HOST_NAME.test(url.hostname)) return { ok: false, reason: t('serverUrlNotAddress') };
  if (url.username || url.password) {
    return { ok: false, reason: t('serverUrlCredentials') };
  }
  const path = url.pathname.replace(/\/api\/v1(\/.*)?$/i, '').replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}
