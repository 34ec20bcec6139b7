import { STORAGE } from '../../../lib/storage/registry';
import { detectedProfile } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';
import { startTargetSite } from '../../e2e/support/target-site';
import { createClient } from '../../../lib/api/client';
import { DEFAULT_DOMAIN_ID, startReferenceServer } from '../../server/index';
import type { LoggedRequest } from '../../server/types';

const KEY = 'bench'.padEnd(64, '0');
const POPUP_OPENINGS = 10;
/** The openings that shorten (3 of the 10): the others only look, as one does on pages shortened before. */
const SHORTENING_OPENINGS = new Set([0, 4, 8]);
const PAGE_SIZE = 10;
const LINKS = 25;

/** What {@link sessionRequests} saw the server get, in order. */
export interface SessionRequests {
  dialect: 'classic' | 'current';
  requests: Pick<LoggedRequest, 'method' | 'path' | 'status' | 'at'>[];
}

/**
 * A typical session, counted from the reference server's request log (with phpShort's 60 a
 * minute): the popup opened 10 times, 3 of them shortening the page; then the link manager opened
 * and paged twice. The extension starts connected (profile stored, as after Save) with nothing
 * cached, so the lists it keeps for pages are fetched once in the session.
 */
export async function sessionRequests(extensionDir: string, dialect: 'classic' | 'current'): Promise<SessionRequests> {
  const server = await startReferenceServer({ apiKeys: [KEY], titleFetch: false, rateLimitPerMinute: 10_000, dialect });
  const site = await startTargetSite();
  const session = await launchExtension({ extensionDir });
  try {
    // Links to page through, made before the session (and before the limit applies).
    const client = createClient({
      serverUrl: server.url,
      apiKey: KEY,
      dialect,
      defaultDomainId: dialect === 'current' ? DEFAULT_DOMAIN_ID : null,
    });
    for (let i = 0; i < LINKS; i++) await client.links.create({ destination: `https://example.com/earlier/${i}` });
    await session.seedLocalStorage({
      [STORAGE.connection.key]: { serverUrl: server.url, apiKey: KEY },
      [STORAGE.serverProfile.key]: detectedProfile(server),
    });
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    server.setRateLimit(60);
    server.clearRequests();

    const articleTab = await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);
    for (let opening = 0; opening < POPUP_OPENINGS; opening++) {
      await articleTab.goto(`${site.origin}/article?visit=${opening}`);
      const popup = await session.context.newPage();
      await popup.goto(session.url(`popup.html?tabId=${tabId}`));
      await popup.waitForFunction(() => performance.getEntriesByName('popup-interactive').length > 0);
      if (SHORTENING_OPENINGS.has(opening)) {
        await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
        await popup.getByTestId('result').waitFor();
      }
      await popup.waitForLoadState('networkidle');
      await popup.close();
    }

    const options = await session.context.newPage();
    await options.goto(session.url(`options.html?view=links&per=${PAGE_SIZE}`));
    const rows = options.locator('[data-testid="link-row"]');
    await rows.nth(PAGE_SIZE - 1).waitFor();
    const pager = options.getByRole('navigation', { name: 'Pages of links' });
    for (let page = 2; page <= 3; page++) {
      const first = await rows.first().textContent();
      await pager.getByRole('button', { name: 'Next' }).click();
      await options.waitForFunction(
        (before) => document.querySelector('[data-testid="link-row"]')?.textContent !== before,
        first,
      );
    }
    await options.waitForLoadState('networkidle');
    await options.waitForTimeout(200);
    return {
      dialect,
      requests: server.requests().map(({ method, path, status, at }) => ({ method, path, status, at })),
    };
  } finally {
    await session.close();
    await site.close();
    await server.close();
  }
}
