import { describe } from 'vitest';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { connectExtension, expect, serverClient, test } from './support/reference-server-fixtures';
import { stopServiceWorker } from './support/stop-service-worker';
import { waitUntil } from './support/wait-until';

/**
 * Deleting 30 selected links is a job of the background: the options page that started it is
 * closed halfway and the service worker stopped once, and still every link is deleted exactly
 * once; the popup, opened meanwhile, follows it to its end, and Links opened again tells how it ended. Under a short rate-limit window the deletes take a
 * few seconds. Alone in its file: the session's handle on the first worker is dead afterwards.
 */

const DELETE = 'DELETE';
/** The record id in a delete's path, on either route (`/links/7/destroy`, `/api/v1/links/7`). */
const idIn = (path: string) => Number(/\/(\d+)(?:\/destroy)?$/.exec(path)?.[1]);
/** Deletes the server processed (a 429 is refused before anything is done). */
const deletesDone = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === DELETE && r.status !== 429);

describe('a bulk delete outliving its page and its service worker', () => {
  test('30 links: the page closed halfway, the worker stopped once; each link deleted once; the popup follows', async ({
    extension,
    server,
    targetSite,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const client = serverClient(server);
    await client.links.create({ destination: 'https://example.com/kept', alias: 'kept' });
    const ids: number[] = [];
    for (let n = 1; n <= 30; n++)
      ids.push(
        (await client.links.create({ destination: `https://example.com/${String(n)}`, alias: `gone-${String(n)}` })).id,
      );

    const options = await OptionsPage.open(extension, '?per=50');
    await expect.poll(async () => (await options.shownAliases()).length).toBe(31);
    await options.page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
    await options.page.getByRole('checkbox', { name: 'Select kept' }).uncheck();
    // Ten requests a second: thirty deletes, with the page's share left, take a few seconds.
    server.setRateLimit(10, { windowMs: 1_000, reset: 'always' });
    server.clearRequests();
    await options.page.getByRole('button', { name: 'Delete selected' }).click();
    await options.dialog('Delete 30 links?').getByRole('button', { name: 'Delete', exact: true }).click();

    await waitUntil(() => deletesDone(server).length >= 8, { failure: () => 'no deletes went' });
    await options.close();
    const atClose = deletesDone(server).length;
    expect(atClose).toBeLessThan(30);
    // The background goes on without a page…
    await waitUntil(() => deletesDone(server).length >= atClose + 5, {
      failure: () => `the deletes stopped with the page, at ${String(deletesDone(server).length)}`,
    });
    // …and when the browser stops it, the next one (woken by Links opening again) takes the job up.
    await stopServiceWorker(extension.context);
    const atStop = deletesDone(server).length;
    expect(atStop).toBeLessThan(30);

    // The popup wakes the next worker, which takes the job up, and follows it to its end.
    const popup = await PopupPage.open(extension, tabId);
    await expect
      .poll(() => popup.page.locator('[data-testid="popup-job"][data-kind="delete-links"]').textContent(), {
        timeout: 30_000,
      })
      .toBe('Deleting links: finished — all 30 done Show Dismiss');
    expect(popup.log.problems).toEqual([]);
    await popup.close();

    const reopened = await OptionsPage.open(extension, '?per=50');
    const line = reopened.page.getByTestId('job-notice-delete-links');
    await expect
      .poll(() => line.locator('p').textContent(), { timeout: 30_000 })
      .toBe('Deleting links: finished — all 30 done');
    // The list reloads when the job ends: only the link not chosen is left.
    await reopened.waitForAliases(['kept']);
    // The test's own reads below must not wait on the short window the job was given.
    server.setRateLimit(10_000);
    // Each link deleted once: the one cut off with the worker was looked up, not deleted again.
    const deletes = deletesDone(server);
    expect(deletes.map((r) => idIn(r.path)).sort((a, b) => a - b)).toEqual(ids);
    expect(deletes.every((r) => r.status === 200)).toBe(true);
    expect((await client.links.list({ perPage: 100 })).items.map((link) => link.alias)).toEqual(['kept']);

    // Dismiss forgets it.
    await line.getByRole('button', { name: 'Dismiss' }).click();
    await line.waitFor({ state: 'detached' });
    expect(reopened.log.problems).toEqual([]);
    await reopened.close();
  });
});
