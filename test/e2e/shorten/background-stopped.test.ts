import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import type { ChromeGlobal } from '../support/chrome-api';
import {
  createRequests,
  expect,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from '../support/reference-server-fixtures';
import { CREATE_LINK } from '../support/hostile-faults';
import { waitUntil } from '../support/wait-until';
import type { ReferenceServer } from '../../server/types';
import { stopServiceWorker } from '../support/stop-service-worker';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

/**
 * The browser stops the extension's service worker while a create waits for its answer (here:
 * held at the server, the worker closed through the DevTools protocol, as Chrome closes an idle
 * or busy worker). Alone in its file: the session's handle on the first worker is dead afterwards.
 */

/** Failed shortenings in recent links, read from an extension page (the first worker is gone). */
const keptFailures = (page: Page) =>
  page.evaluate(async () => {
    const { chrome } = globalThis as ChromeGlobal;
    const { recentLinks } = await chrome.storage.local.get('recentLinks');
    return ((recentLinks ?? []) as { status: string }[]).filter((entry) => entry.status === 'failed').length;
  });

async function linksFor(server: ReferenceServer, destination: string) {
  const page = await serverClient(server).links.list({ perPage: 100 });
  return page.items.filter((link) => link.destination === destination);
}

const STOPPED =
  'The extension’s background stopped before the server answered. Your entries are kept; the next try first checks whether the server made the link.';
const KEPT =
  'Popup: The extension’s background stopped before the server answered; the server may have made the link. The next try looks for it first.';
const FOUND = 'The server had made this link on the try that did not answer; no second link was made.';

describe('the service worker stopped between a create and its answer', () => {
  test('the popup says so and keeps its form; the kept failure’s Retry finds the link, or makes it; one link', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    // The worker is stopped while `server` holds the create; the server then stores it (`processed`)
    // or drops it unseen. Either way the page ends with exactly one link.
    const cutOff = async (url: string, processed: boolean) => {
      const target = await extension.openPage(url);
      const tabId = await extension.findTabId(url);
      const popup = await PopupPage.open(extension, tabId);
      server.addFault({ match: CREATE_LINK, hold: true, times: 1, ...(processed ? {} : { dropConnection: true }) });
      await popup.shortenButton.click();
      await waitUntil(() => server.heldCount() === 1, {
        failure: () => 'The create never reached the server',
      });

      await stopServiceWorker(extension.context);
      await expect.poll(() => popup.problem.textContent()).toBe(STOPPED);
      expect(await popup.urlField.inputValue()).toBe(url);
      // The server goes on with the create its client no longer waits for (or drops it).
      server.releaseHeld();
      await waitUntil(async () => (await linksFor(server, url)).length === (processed ? 1 : 0), {
        failure: () => 'The held create was not handled as the fault says',
      });

      // The next background (woken by any message) files the cut-off create as a failure.
      await popup.page.evaluate(() =>
        (globalThis as ChromeGlobal).chrome.runtime.sendMessage({
          channel: 'phpshort',
          name: 'recent/list',
          input: null,
        }),
      );
      await expect.poll(() => keptFailures(popup.page)).toBe(1);
      const reopened = await PopupPage.open(extension, tabId);
      await reopened.failedShortenings.waitFor();
      expect(await reopened.failedShortenings.textContent()).toContain(KEPT);
      expect(await reopened.urlField.inputValue()).toBe(url);
      await reopened.failedShortenings.getByRole('button', { name: `Retry ${url}` }).click();
      await reopened.result.waitFor();
      const [made] = await linksFor(server, url);
      expect(await reopened.shortUrl.textContent()).toBe(made?.shortUrl);
      expect(await reopened.page.getByTestId('found-stored').count()).toBe(processed ? 1 : 0);
      if (processed) expect(await reopened.page.getByTestId('found-stored').textContent()).toBe(FOUND);

      // Shorten again in the first popup: the same request, answered with the same link.
      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(await popup.shortUrl.textContent()).toBe(made?.shortUrl);
      expect(await linksFor(server, url)).toHaveLength(1);
      expect(popup.log.problems).toEqual([]);
      expect(reopened.log.problems).toEqual([]);
      await reopened.close();
      await popup.close();
      await target.close();
    };

    await cutOff(targetSite.articleUrl, true);
    expect(createRequests(server)).toHaveLength(1);
    // Never processed: the retry looks, finds nothing, and makes the link.
    await cutOff(`${targetSite.origin}/article?id=43`, false);
    expect(createRequests(server)).toHaveLength(3);
  });
});
