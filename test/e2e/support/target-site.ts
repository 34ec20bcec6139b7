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
  close(): Promise<void>;
}

const LINKED_URL = 'https://example.com/linked?from=article';

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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
