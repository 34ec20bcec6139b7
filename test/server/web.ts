// Pages outside /api: the short links themselves, plus a home and a login page
// (the page a browser-style request lands on after a 302 for a bad key).
import { errorPage, htmlPage } from './envelopes';
import { htmlReply, type Reply } from './http-utils';
import { linkState } from './link-present';
import type { Store } from './store';

export function loginPage(): string {
  return htmlPage(
    'Login - phpShort',
    '<h1>Login</h1><form method="POST" action="/login"><input name="email" type="email"><input name="password" type="password"><button>Login</button></form>',
  );
}

function homePage(): string {
  return htmlPage(
    'phpShort reference server',
    '<h1>phpShort reference server</h1><p>A local test server speaking the classic phpShort API under <code>/api/v1</code>.</p>',
  );
}

/** Follow a short link: active → 302 and a click; expired → expiration_url or 404; disabled → 404. */
function follow(store: Store, alias: string): Reply {
  // The server's own domain first; links on seeded domains are reachable here too so the sandbox can follow them.
  const link =
    store.allLinks().find((l) => l.alias === alias && l.domain === null) ??
    store.allLinks().find((l) => l.alias === alias);
  if (!link) return errorPage(404);
  const state = linkState(link);
  if (state === 'disabled') return errorPage(404);
  if (state === 'expired') {
    return link.expirationUrl ? { status: 302, headers: { Location: link.expirationUrl }, body: '' } : errorPage(404);
  }
  link.clicks++;
  store.save();
  return { status: 302, headers: { Location: link.url }, body: '' };
}

export function webRoute(store: Store, method: string, path: string): Reply {
  if (method !== 'GET' && method !== 'HEAD') return errorPage(path === '/' || path === '/login' ? 405 : 404);
  if (path === '/') return htmlReply(200, homePage());
  if (path === '/login') return htmlReply(200, loginPage());
  const m = /^\/([A-Za-z0-9_-]+)$/.exec(path);
  return m?.[1] ? follow(store, m[1]) : errorPage(404);
}
