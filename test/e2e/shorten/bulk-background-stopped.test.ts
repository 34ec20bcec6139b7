import { describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { OptionsPage } from '../pages/options-page';
import { connectExtension, expect, serverClient, test } from '../support/reference-server-fixtures';
import { stopServiceWorker } from '../support/stop-service-worker';
import { waitUntil } from '../support/wait-until';

/**
 * Shorten many while the browser stops the service worker: the run is in storage, the next
 * background (woken by the page) goes on with it, and the create the stopped one never heard
 * back from is found on the server instead of made twice. Alone in its file: the session's
 * handle on the first worker is dead afterwards.
 */

async function linksFor(server: ReferenceServer, destination: string) {
  const page = await serverClient(server).links.list({ perPage: 100 });
  return page.items.filter((link) => link.destination === destination);
}

describe('Shorten many when the service worker stops mid-run', () => {
  test('the run goes on in the next background; the cut-off create is found, not repeated', async ({
    extension,
    server,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const addresses = ['https://example.com/stop/1', 'https://example.com/stop/2', 'https://example.com/stop/3'];
    const options = await OptionsPage.open(extension, '?view=bulk');
    await options.page.getByLabel('Addresses to shorten').fill(addresses.join('\n'));
    await options.page.getByRole('button', { name: 'Review the list' }).click();
    // The first create is stored by the server, whose answer never comes.
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, storeThenHang: true, times: 1 });
    server.clearRequests();
    await options.page.getByTestId('bulk-start').click();
    await waitUntil(async () => (await linksFor(server, addresses[0] ?? '')).length === 1, {
      timeout: 10_000,
      failure: () => 'The first create never reached the server',
    });
    await stopServiceWorker(extension.context);
    server.endHanging();
    // The page wakes a new background by asking for the run's state.
    await options.page.reload();
    await expect
      .poll(() => options.page.getByTestId('bulk-run').getAttribute('data-status'), { timeout: 10_000 })
      .toBe('finished');
    expect(
      await options.page
        .getByTestId('bulk-row')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state'))),
    ).toEqual(['done', 'done', 'done']);
    for (const address of addresses) expect(await linksFor(server, address), address).toHaveLength(1);
    const creates = server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');
    expect(creates.map((r) => r.form.url)).toEqual(addresses);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
