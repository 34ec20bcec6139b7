// Pages outside /api: the short links themselves, plus a home and a login page
// (the page a browser-style request lands on after a 302 for a bad key).
import type { IncomingHttpHeaders } from 'node:http';
import { errorPage, htmlPage } from './envelopes';
import { htmlReply, type Reply } from './http-utils';
import { linkState, type LinkState } from './link-present';
import type { BaseLinkRow, ClickEvent, Store } from './store';

export function loginPage(): string {
  return htmlPage(
    'Login - phpShort',
    '<h1>Login</h1><form method="POST" action="/login"><input name="email" type="email"><input name="password" type="password"><button>Login</button></form>',
  );
}

function homePage(): string {
  return htmlPage(
    'phpShort reference server',
    '<h1>phpShort reference server</h1><p>A local test server speaking the phpShort API under <code>/api/v1</code>.</p>',
  );
}

/**
 * A short link's fate: where it goes (302 plus a click), where it goes once expired, or a 404 page.
 * `visitor` is the request's headers: what a current server records of the click.
 */
export type Follow = (alias: string, visitor: IncomingHttpHeaders) => Reply;

/** Follow a classic short link: active → 302 and a click; expired → expiration_url or 404; disabled → 404. */
export const classicFollow =
  (store: Store): Follow =>
  (alias) => {
    // The server's own domain first; links on seeded domains are reachable here too so the sandbox can follow them.
    const link =
      store.allLinks().find((l) => l.alias === alias && l.domain === null) ??
      store.allLinks().find((l) => l.alias === alias);
    if (!link) return errorPage(404);
    return followTo(store, link, linkState(link));
  };

/**
 * The answer for a found link in a given state; counts the click when it redirects, and records it
 * when a `click` is given (a current server's statistics; classic ones only count).
 */
export function followTo(
  store: Store<BaseLinkRow>,
  link: BaseLinkRow & { expirationUrl: string | null },
  state: LinkState,
  click?: Omit<ClickEvent, 'link'>,
): Reply {
  if (state === 'disabled') return errorPage(404);
  if (state === 'expired') {
    return link.expirationUrl ? { status: 302, headers: { Location: link.expirationUrl }, body: '' } : errorPage(404);
  }
  if (click) store.addClickEvents([{ ...click, link: link.id }]);
  else {
    link.clicks++;
    store.save();
  }
  return { status: 302, headers: { Location: link.url }, body: '' };
}

/** The paths the web side has a route for: the home page, the login page, one short link. */
export function isWebPath(path: string): boolean {
  return path === '/' || path === '/login' || /^\/[^/]+$/.test(path);
}

export function webRoute(follow: Follow, method: string, path: string, visitor: IncomingHttpHeaders): Reply {
  if (method !== 'GET' && method !== 'HEAD') return errorPage(path === '/' || path === '/login' ? 405 : 404);
  if (path === '/') return htmlReply(200, homePage());
  if (path === '/login') return htmlReply(200, loginPage());
  // One path segment, percent-decoded: current aliases may hold letters of any script.
  const m = /^\/([^/]+)$/.exec(path);
  const alias = m?.[1] === undefined ? undefined : decodeSegment(m[1]);
  return alias ? follow(alias, visitor) : errorPage(404);
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
