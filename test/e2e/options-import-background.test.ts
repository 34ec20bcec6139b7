import { describe } from 'vitest';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { connectExtension, expect, test } from './support/reference-server-fixtures';
import { stopServiceWorker } from './support/stop-service-worker';
import { waitUntil } from './support/wait-until';

/**
 * An import of 120 rows is a job of the background: the options page that started it is closed
 * halfway and the service worker stopped once, and still every row is created exactly once (a
 * create cut off with the worker is looked up, by its alias or its address, before anything is
 * sent again). Under a short rate-limit window the creates take a few seconds. Alone in its file:
 * the session's handle on the first worker is dead afterwards.
 */

/** Creates the server did (a 429 is refused before anything is done). */
const createsDone = (server: ReferenceServer) =>
  server
    .requests()
    .filter(
      (r) => r.method === 'POST' && r.path === '/api/v1/links' && (r.status ?? 0) >= 200 && (r.status ?? 0) < 400,
    );

const ROWS = 120;
const destination = (n: number) => `https://example.com/moved/${String(n)}`;
/** An export of this extension's own CSV shape, half the rows with an alias and half without. */
const FILE = [
  'alias,destination,shortUrl,domain.name,space.name',
  ...Array.from({ length: ROWS }, (_, index) => {
    const n = index + 1;
    return n % 2 === 0 ? `moved-${String(n)},${destination(n)},,,` : `,${destination(n)},,,`;
  }),
].join('\n');

describe('an import outliving its page and its service worker', () => {
  test('120 rows: the page closed halfway, the worker stopped once; each row created once', async ({
    extension,
    server,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=import');
    const { page } = options;
    await page.getByLabel('Or paste the file’s text').fill(FILE);
    await page.getByRole('button', { name: 'Read the text' }).click();
    await expect.poll(() => page.getByTestId('import-format').inputValue()).toBe('extension-csv');
    // Twenty requests a second: 120 creates and 60 look-ups, with the page's share left, take a few seconds.
    server.setRateLimit(20, { windowMs: 1_000, reset: 'always' });
    server.clearRequests();
    await page.getByRole('button', { name: 'Import 120 links' }).click();

    await waitUntil(() => createsDone(server).length >= 20, { timeout: 30_000, failure: () => 'no creates went' });
    await options.close();
    const atClose = createsDone(server).length;
    expect(atClose).toBeLessThan(ROWS);
    // The background goes on without a page…
    await waitUntil(() => createsDone(server).length >= atClose + 10, {
      timeout: 30_000,
      failure: () => `the creates stopped with the page, at ${String(createsDone(server).length)}`,
    });
    // …and when the browser stops it, the next one (woken by Import opening again) takes the job up.
    await stopServiceWorker(extension.context);
    expect(createsDone(server).length).toBeLessThan(ROWS);

    const reopened = await OptionsPage.open(extension, '?view=import');
    await expect
      .poll(() => reopened.page.getByTestId('import-status').textContent(), { timeout: 60_000 })
      .toBe('Importing links: finished — all 120 done');
    server.setRateLimit(10_000);
    // Each row created once: the one cut off with the worker was looked up, not created again.
    const perDestination = new Map<string, number>();
    for (const request of createsDone(server))
      perDestination.set(request.form.url ?? '', (perDestination.get(request.form.url ?? '') ?? 0) + 1);
    expect(perDestination.size).toBe(ROWS);
    expect([...perDestination.values()].every((count) => count === 1)).toBe(true);
    expect(await reopened.page.getByTestId('import-outcomes').textContent()).toBe(
      'Created: 120 · Already there: 0 · Conflicts: 0',
    );
    expect(reopened.log.problems).toEqual([]);
    await reopened.close();
  });
});
