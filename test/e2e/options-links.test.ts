import { describe } from 'vitest';
import type { ApiClient } from '../../lib/api/client';
import type { LinkListQuery } from '../../lib/api/model/link-query';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { connectExtension, expect, serverClient, test } from './support/reference-server-fixtures';

const LINKS = 23;
const alias = (i: number) => `l${String(i).padStart(2, '0')}`;

/**
 * 23 links with known properties: i%3==0 go to news.example (its title, with title fetching off),
 * i%4 picks the space (0 Work, 1 Home), i%5==0 uses domain 1, i%6==0 pixel 2, 3 and 7 are disabled,
 * 8 has expired by date and 9 by clicks; 5 and 6 have the most clicks.
 */
async function seed(server: ReferenceServer, client: ApiClient) {
  server.reset();
  const work = await client.spaces.create({ name: 'Work', color: 2 });
  const home = await client.spaces.create({ name: 'Home', color: 6 });
  for (let i = 0; i < LINKS; i++) {
    const link = await client.links.create({
      destination: i % 3 === 0 ? `https://news.example/story/${i}` : `https://shop.example/item/${i}`,
      alias: alias(i),
      ...(i % 4 === 0 ? { spaceId: work.id } : i % 4 === 1 ? { spaceId: home.id } : {}),
      ...(i % 5 === 0 ? { domainId: 1 } : {}),
      ...(i % 6 === 0 ? { pixelIds: [2] } : {}),
      ...(i === 3 || i === 7 ? { disabled: true } : {}),
      ...(i === 8 ? { expiry: { date: '2020-01-01' } } : {}),
      ...(i === 9 ? { expiry: { clickLimit: 1 } } : {}),
    });
    if (i === 9) server.addClicks(link.id, 1);
    if (i === 5) server.addClicks(link.id, 50);
    if (i === 6) server.addClicks(link.id, 20);
  }
  return { work, home };
}

/** What the server holds for a query: every alias, all pages. */
async function serverAliases(client: ApiClient, query: LinkListQuery): Promise<string[]> {
  return (await client.links.list({ ...query, perPage: 100 })).items.map((link) => link.alias);
}

const range = (predicate: (i: number) => boolean) =>
  Array.from({ length: LINKS }, (_, i) => i)
    .filter(predicate)
    .reverse()
    .map(alias);

describe('options page: the link manager', () => {
  test('lists the links with their space, clicks, state and a copy button', async ({ extension, server }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    const row = (i: number) =>
      options.linkRows.filter({ has: options.page.getByRole('link', { name: new RegExp(`/${alias(i)}$`) }) });
    expect(await row(4).getByTestId('link-space').textContent()).toBe('Work');
    expect(await row(5).getByTestId('link-clicks').textContent()).toBe('50');
    expect(await row(3).getByTestId('link-state').textContent()).toBe('Disabled');
    expect(await row(8).getByTestId('link-state').textContent()).toBe('Expired');
    expect(await row(9).getByTestId('link-state').textContent()).toBe('Expired');
    expect(await row(10).getByTestId('link-state').textContent()).toBe('Active');
    expect(await row(0).getByTestId('link-title').textContent()).toBe('news.example');
    expect(await row(0).getByTestId('short-url').textContent()).toBe(`go.example/${alias(0)}`);
    expect(
      await row(1)
        .getByRole('button', { name: /^Copy / })
        .isVisible(),
    ).toBe(true);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('each filter and sort shows what the server holds for it, and the URL keeps it', async ({
    extension,
    server,
  }) => {
    const client = serverClient(server);
    const { work } = await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    // Status
    await options.filter('Status').selectOption({ label: 'Disabled' });
    await options.waitForAliases([alias(7), alias(3)]);
    await options.filter('Status').selectOption({ label: 'Expired' });
    await options.waitForAliases([alias(9), alias(8)]);
    expect(await serverAliases(client, { state: 'expired' })).toEqual([alias(9), alias(8)]);
    await options.filter('Status').selectOption({ label: 'Active' });
    await options.waitForAliases(range((i) => ![3, 7, 8, 9].includes(i)));
    await options.filter('Status').selectOption({ label: 'All' });

    // Space, domain, pixel: choices from the spaces list and from the links seen.
    await options.filter('Space').selectOption({ label: 'Work' });
    await options.waitForAliases(range((i) => i % 4 === 0));
    expect(await serverAliases(client, { spaceId: work.id })).toEqual(range((i) => i % 4 === 0));
    await options.filter('Space').selectOption({ label: 'All spaces' });
    await options.filter('Domain').selectOption({ label: 'go.example' });
    await options.waitForAliases(range((i) => i % 5 === 0));
    await options.filter('Domain').selectOption({ label: 'All domains' });
    await options.filter('Pixel').selectOption({ label: 'Analytics' });
    await options.waitForAliases(range((i) => i % 6 === 0));
    expect(await serverAliases(client, { pixelId: 2 })).toEqual(range((i) => i % 6 === 0));
    await options.filter('Pixel').selectOption({ label: 'All pixels' });

    // Search in title / alias / URL
    await options.filter('Search').fill('news');
    await options.waitForAliases(range((i) => i % 3 === 0));
    await options.filter('Search in').selectOption({ label: 'Alias' });
    await options.filter('Search').fill('l1');
    await options.waitForAliases(range((i) => i >= 10 && i <= 19));
    await options.filter('Search in').selectOption({ label: 'Destination URL' });
    await options.filter('Search').fill('item/2');
    await options.waitForAliases(range((i) => String(i).startsWith('2') && i % 3 !== 0));
    expect(await serverAliases(client, { search: 'item/2', searchIn: 'url' })).toEqual(
      range((i) => String(i).startsWith('2') && i % 3 !== 0),
    );
    await options.filter('Search').fill('');

    // Sort
    await options.filter('Sort').selectOption({ label: 'Oldest first' });
    await options.waitForAliases(range(() => true).reverse());
    await options.filter('Sort').selectOption({ label: 'Most clicks' });
    const mostClicks = await serverAliases(client, { order: 'most-clicks' });
    expect(mostClicks.slice(0, 3)).toEqual([alias(5), alias(6), alias(9)]);
    await options.waitForAliases(mostClicks);
    await options.filter('Sort').selectOption({ label: 'Fewest clicks' });
    await options.waitForAliases(await serverAliases(client, { order: 'fewest-clicks' }));

    // A reload keeps the view: filters live in the URL.
    await options.filter('Status').selectOption({ label: 'Active' });
    await options.filter('Space').selectOption({ label: 'Work' });
    const expected = await serverAliases(client, { state: 'active', spaceId: work.id, order: 'fewest-clicks' });
    await options.waitForAliases(expected);
    expect(options.query()).toBe(`?status=active&space=${work.id}&sort=fewest-clicks&per=100`);
    await options.page.reload();
    await options.waitForAliases(expected);
    expect(await options.filter('Status').inputValue()).toBe('active');
    expect(await options.filter('Sort').inputValue()).toBe('fewest-clicks');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('waits for typing to pause before searching', async ({ extension, server }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?in=alias');
    await options.linkRows.first().waitFor();
    server.clearRequests();
    await options.filter('Search').pressSequentially('l2', { delay: 60 });
    await options.waitForAliases([alias(22), alias(21), alias(20)]);
    const searches = server
      .requests()
      .filter((r) => r.path === '/api/v1/links')
      .map((r) => r.query.search);
    expect(searches).toEqual(['l2']);
    expect(options.query()).toBe('?q=l2&in=alias');
    await options.close();
  });

  test('pages through the links with totals, at each page size', async ({ extension, server }) => {
    await seed(server, serverClient(server));
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=10');
    await options.waitForAliases(range((i) => i >= 13));
    expect(await options.linksRange.textContent()).toBe('Showing 1–10 of 23 links');
    await options.pagerButton('Next').click();
    await options.waitForAliases(range((i) => i >= 3 && i < 13));
    expect(await options.linksRange.textContent()).toBe('Showing 11–20 of 23 links');
    await options.pagerButton('Next').click();
    await options.waitForAliases(range((i) => i < 3));
    expect(await options.linksRange.textContent()).toBe('Showing 21–23 of 23 links');
    expect(await options.pagerButton('Next').isDisabled()).toBe(true);
    expect(options.query()).toBe('?per=10&page=3');
    await options.page.reload();
    await options.waitForAliases(range((i) => i < 3));

    await options.perPage.selectOption('25');
    await options.waitForAliases(range(() => true));
    expect(await options.linksRange.textContent()).toBe('Showing 1–23 of 23 links');
    expect(await options.pagerButton('Previous').isDisabled()).toBe(true);
    await options.close();
  });

  test('deletes one link after confirming; Cancel and Escape keep it', async ({ extension, server }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    const deleteButton = options.page.getByRole('button', { name: `Delete ${alias(4)}`, exact: true });
    await deleteButton.click();
    const dialog = options.dialog(`Delete ${alias(4)}?`);
    await dialog.waitFor();
    await options.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await options.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Delete ${alias(4)}`,
    );

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await serverAliases(client, {})).toContain(alias(4));

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await options.waitForAliases(range((i) => i !== 4));
    expect(await options.linksNotice.textContent()).toBe('Deleted 1 link.');
    expect(await serverAliases(client, {})).not.toContain(alias(4));
    await options.close();
  });

  test('deletes several selected links with a progress count', async ({ extension, server }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    // Slow deletes so the running count can be seen.
    server.addFault({ match: { method: 'DELETE' }, latencyMs: 250 });
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    for (const i of [1, 2, 10]) await options.page.getByRole('checkbox', { name: `Select ${alias(i)}` }).check();
    await options.page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = options.dialog('Delete 3 links?');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/Deleting… [12] of 3 deleted/);
    await options.waitForAliases(range((i) => ![1, 2, 10].includes(i)));
    expect(await options.linksNotice.textContent()).toBe('Deleted 3 links.');
    server.clearFaults();
    expect(await serverAliases(client, {})).toEqual(range((i) => ![1, 2, 10].includes(i)));
    await options.close();
  });

  test('shows an error with Retry when the server fails, and an empty state', async ({ extension, server }) => {
    server.reset();
    await connectExtension(extension, server);
    server.addFault({ match: { path: '/api/v1/links' }, status: 500, times: 1 });
    const options = await OptionsPage.open(extension, '?view=links');
    const error = options.page.getByTestId('load-error');
    await expect
      .poll(() => error.textContent())
      .toContain('Could not load the links. The server had an internal error (HTTP 500)');
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => options.page.getByTestId('links-empty').textContent()).toContain('No links yet');
    await options.close();
  });

  test('edits a link: only the changed fields are sent, server messages appear at their field', async ({
    extension,
    server,
  }) => {
    const client = serverClient(server);
    const { home } = await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    await options.page.getByRole('button', { name: `Edit ${alias(2)}`, exact: true }).click();
    const dialog = options.dialog(`Edit ${alias(2)}`);
    await dialog.waitFor();
    // Another link's alias: the server refuses it (422) and the message shows at Alias.
    await dialog.getByLabel('Alias', { exact: true }).fill(alias(3));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => dialog.getByText(/alias.*taken|already/i).count()).toBeGreaterThan(0);

    server.clearRequests();
    await dialog.getByLabel('Alias', { exact: true }).fill('renamed');
    await dialog.getByLabel('Space').selectOption({ label: 'Home' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const update = server.requests().find((r) => r.method === 'PUT' || r.method === 'PATCH');
    expect(update?.form).toEqual({ alias: 'renamed', space: String(home.id) });
    const saved = (await client.links.list({ search: 'renamed', searchIn: 'alias' })).items[0];
    expect(saved?.space?.name).toBe('Home');
    expect(saved?.destination).toBe('https://shop.example/item/2');
    await expect.poll(() => options.linksNotice.textContent()).toBe('Saved renamed.');
    await options.close();
  });
});
