import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TargetSite {
  /** Origin, e.g. `http://127.0.0.1:40123` (covered by the E2E build's host permission). */
  origin: string;
  /**
   * A page whose URL the popup should show as it is: query and fragment included on purpose, and
   * no tracking parameter, which the popup would take out (test/e2e/shorten/clean-links.test.ts).
   */
  articleUrl: string;
  /** Where the article's one link (`a#linked`) points: a context-menu target. */
  linkedUrl: string;
  /**
   * The same site as `http://localhost:<port>`: the E2E build's host permission (127.0.0.1) does not
   * cover it, so the extension reaches its pages only through activeTab, as in production.
   */
  localOrigin: string;
  close(): Promise<void>;
}

const LINKED_URL = 'https://example.com/linked?from=article';

/**
 * Pages that declare their own canonical address or short link (`/links/<name>`), for the popup's
 * offers (entrypoints/popup/page-links/). Each value is the head's `<link>` elements.
 */
const PAGE_LINK_PAGES = {
  both: '<link rel="canonical" href="https://example.com/stories/canonical-7"><link rel="shortlink" href="https://exa.mp/s7">',
  canonical: '<link rel="canonical" href="https://example.com/stories/only-canonical">',
  shortlink: '<link rel="shortlink" href="https://exa.mp/only-short">',
  // Relative to the `<base>`: /base/story and /base/?p=7 on the page's own origin.
  relative: '<base href="/base/"><link rel="canonical" href="story"><link rel="shortlink" href="?p=7">',
  javascript: '<link rel="canonical" href="javascript:alert(1)">',
  self: '<link rel="canonical" href="/links/self">',
} as const;

export type PageLinkPage = keyof typeof PAGE_LINK_PAGES;

/** A tiny web site on loopback: the tab the extension is asked to shorten. */
export async function startTargetSite(): Promise<TargetSite> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/article')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><title>A test article</title><h1>A test article</h1>' +
          `<p><a id="linked" href="${LINKED_URL.replace(/&/g, '&amp;')}">A linked page</a></p>`,
      );
      return;
    }
    const linksPage = /^\/links\/(\w+)$/.exec(request.url ?? '')?.[1];
    if (linksPage && linksPage in PAGE_LINK_PAGES) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>Links: ${linksPage}</title>` +
          `${PAGE_LINK_PAGES[linksPage as PageLinkPage]}</head><body><h1>${linksPage}</h1></body></html>`,
      );
      return;
    }
    // Favicon and anything else: empty, so the browser logs no 404 for it.
    response.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    articleUrl: `${origin}/article?id=42&lang=en#intro`,
    linkedUrl: LINKED_URL,
    localOrigin: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
