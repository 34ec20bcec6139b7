import type { Download } from 'playwright-core';
import { describe } from 'vitest';
import type { Link } from '../../lib/api/model/link';
import type { ReferenceServer } from '../server/types';
import { readCsv } from '../tools/lib/read-csv';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { connectExtension, expect, serverClient, test } from './support/reference-server-fixtures';
import { stopServiceWorker } from './support/stop-service-worker';
import { waitUntil } from './support/wait-until';

/**
 * Exporting 230 links is a job of the background: the options page that asked for it is closed
 * while the second page is on its way and the service worker stopped; the export finishes with no page open
 * (the popup follows it) and is offered when Links opens again, its files matching the server's list. Under a short
 * rate-limit window the pages take a few seconds. Alone in its file: the session's handle on the
 * first worker is dead afterwards.
 */

/** Pages of the link list the server answered, in the order asked (`page status`). */
const pagesAsked = (server: ReferenceServer) =>
  server
    .requests()
    .filter((r) => r.method === 'GET' && r.path === '/api/v1/links' && r.query.per_page === '100')
    .map((r) => `${r.query.page ?? '1'} ${String(r.status)}`);

const readDownload = async (download: Download) =>
  new Response((await download.createReadStream()) as unknown as ReadableStream<Uint8Array>).text();

describe('an export outliving its page and its service worker', () => {
  test('230 links: page and worker gone with page 2 on its way; the popup follows; offered when Links opens again', async ({
    extension,
    server,
    targetSite,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const client = serverClient(server);
    for (let start = 0; start < 230; start += 23)
      await Promise.all(
        Array.from({ length: 23 }, (_, k) =>
          client.links.create({ destination: `https://example.com/export/${String(start + k)}` }),
        ),
      );
    const expected: Link[] = [];
    for (let page = 1; page <= 3; page++)
      expected.push(...(await client.links.list({ perPage: 100, page, order: 'newest' })).items);

    const options = await OptionsPage.open(extension);
    await expect.poll(async () => (await options.shownAliases()).length).toBeGreaterThan(0);
    // One request every three seconds: the pages wait their turn.
    server.setRateLimit(1, { windowMs: 3_000, reset: 'always' });
    server.clearRequests();
    await options.page.getByRole('button', { name: 'Export…', exact: true }).click();
    await waitUntil(() => pagesAsked(server).includes('1 200'), {
      failure: () => 'the first page was not asked',
    });
    // Page 2 is held at the server: the page closes and the worker stops while it is on its way.
    server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, hold: true, times: 1 });
    await waitUntil(() => server.heldCount() === 1, { failure: () => 'page 2 was not asked' });
    await options.close();
    await stopServiceWorker(extension.context);
    // The server answers it to a worker that is gone.
    server.releaseHeld();

    // The popup wakes the next worker, which finishes the export alone; the popup follows it.
    const popup = await PopupPage.open(extension, tabId);
    await expect
      .poll(() => popup.page.locator('[data-testid="popup-job"][data-kind="export"]').textContent(), {
        timeout: 30_000,
      })
      .toBe('Export: ready to download Show Dismiss');
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    expect(pagesAsked(server)).toContain('3 200');
    // Each page once per attempt: page 2 again (its answer was lost with the worker), 1 and 3 once.
    const asked = pagesAsked(server)
      .filter((request) => !request.endsWith(' 429'))
      .map((request) => request.split(' ')[0]);
    expect(asked).toEqual(['1', '2', '2', '3']);

    const settings = await OptionsPage.open(extension, '?view=settings');
    await settings.section('Links').click();
    const ready = settings.page.getByTestId('export-ready');
    await expect.poll(() => ready.locator('p').textContent()).toBe('An export of 230 links is ready.');
    const [json] = await Promise.all([
      settings.page.waitForEvent('download'),
      ready.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    const file = JSON.parse(await readDownload(json)) as { links: Link[]; reportedTotal: number; server: string };
    expect(file).toMatchObject({ reportedTotal: 230, server: server.url });
    expect(file.links).toEqual(expected);
    const [csv] = await Promise.all([
      settings.page.waitForEvent('download'),
      ready.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const rows = readCsv(await readDownload(csv));
    expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(expected.map((link) => link.id));

    // Downloaded: seen, and gone once dismissed; the next visit offers nothing.
    await ready.getByRole('button', { name: 'Dismiss' }).click();
    await ready.waitFor({ state: 'detached' });
    await settings.page.reload();
    await expect.poll(async () => (await settings.shownAliases()).length).toBeGreaterThan(0);
    expect(await ready.count()).toBe(0);
    server.setRateLimit(100_000);
    expect(settings.log.problems).toEqual([]);
    await settings.close();
  });
});
