import { describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { connectExtension, expect, serverClient, test } from '../support/reference-server-fixtures';
import { stopServiceWorker } from '../support/stop-service-worker';
import { waitUntil } from '../support/wait-until';

/**
 * Shorten many while the page that started it is closed and the browser stops the service worker:
 * the job is in storage, the next background (woken by the popup) goes on with it, the create the
 * stopped one never heard back from is found on the server instead of made twice, and the popup
 * follows the job to its end. Alone in its file: the session's handle on the first worker is dead
 * afterwards.
 */

async function linksFor(server: ReferenceServer, destination: string) {
  const page = await serverClient(server).links.list({ perPage: 100 });
  return page.items.filter((link) => link.destination === destination);
}

describe('Shorten many when the page closes and the service worker stops mid-job', () => {
  test('the job goes on in the next background; the cut-off create is found, not repeated; the popup follows it', async ({
    extension,
    server,
    targetSite,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const article = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const addresses = ['https://example.com/stop/1', 'https://example.com/stop/2', 'https://example.com/stop/3'];
    const options = await OptionsPage.open(extension, '?view=bulk');
    await options.page.getByLabel('Addresses to shorten').fill(addresses.join('\n'));
    await options.page.getByRole('button', { name: 'Review the list' }).click();
    // The first create is stored by the server, whose answer never comes.
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, storeThenHang: true, times: 1 });
    server.clearRequests();
    await options.page.getByTestId('bulk-start').click();
    await waitUntil(async () => (await linksFor(server, addresses[0] ?? '')).length === 1, {
      failure: () => 'The first create never reached the server',
    });
    expect(options.log.problems).toEqual([]);
    await options.close();
    await stopServiceWorker(extension.context);
    server.endHanging();

    // The popup's first asks wake a new background, which takes the job up from storage.
    const popup = await PopupPage.open(extension, tabId);
    await expect
      .poll(() => popup.page.getByTestId('popup-job').textContent())
      .toBe('Shorten many: finished — all 3 done Show Dismiss');
    await popup.close();
    for (const address of addresses) expect(await linksFor(server, address), address).toHaveLength(1);
    const creates = server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    expect(creates.map((r) => r.form.url)).toEqual(addresses);

    const again = await OptionsPage.open(extension, '?view=bulk');
    await expect.poll(() => again.page.getByTestId('bulk-run').getAttribute('data-status')).toBe('finished');
    expect(
      await again.page.getByTestId('bulk-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state'))),
    ).toEqual(['done', 'done', 'done']);
    expect(again.log.problems).toEqual([]);
    await again.close();
    await article.close();
  });
});
