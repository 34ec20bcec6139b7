import { describe } from 'vitest';
import type { ApiClient } from '../../lib/api/client';
import { linkState, type LinkDraft } from '../../lib/api/model/link';
import type { LinkListQuery } from '../../lib/api/model/link-query';
import { currentSeedFor, seedFor } from '../server/index';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { asksSettled, watchAsks } from './support/page-asks';
import {
  connectExtension,
  DIALECTS,
  E2E_KEY,
  expect,
  resetExtension,
  serverClient,
  serverOf,
  test,
} from './support/reference-server-fixtures';

type Dialect = (typeof DIALECTS)[number];

const LINKS = 23;
const alias = (i: number) => `l${String(i).padStart(2, '0')}`;

/** The seeded domain `go.example` and pixel `Analytics` of the test account, in the server's ids. */
const seedsOf = (dialect: Dialect) => {
  const seed = dialect === 'current' ? currentSeedFor(0) : seedFor(0);
  return { goExample: seed.domains[0].id, analytics: seed.pixels[1].id };
};

/**
 * The links that are not active, and why, per dialect. A classic server disables 3 and 7; a current
 * one has no disabled state: there 3's window has not opened yet and 7's is over (the server's own
 * "active" filter, which looks at click limits only, would list both). 8 has expired by date, 9 by
 * clicks, on both.
 */
const NOT_ACTIVE: Record<Dialect, { disabled: number[]; expired: number[] }> = {
  classic: { disabled: [3, 7], expired: [8, 9] },
  current: { disabled: [], expired: [3, 7, 8, 9] },
};

function stateOf(dialect: Dialect, i: number): Partial<LinkDraft> {
  if (dialect === 'classic') {
    if (i === 3 || i === 7) return { disabled: true };
    if (i === 8) return { expiry: { date: '2020-01-01' } };
  } else {
    if (i === 3) return { expiry: { startDate: '2099-01-01', startTime: '00:00', date: '2099-02-01', time: '00:00' } };
    if (i === 7) return { expiry: { startDate: '2021-01-01', startTime: '00:00', date: '2021-06-01', time: '00:00' } };
    if (i === 8) return { expiry: { startDate: '2019-12-01', startTime: '00:00', date: '2020-01-01', time: '00:00' } };
  }
  return i === 9 ? { expiry: { clickLimit: 1 } } : {};
}

/**
 * 23 links with known properties: i%3==0 go to news.example (its title, with title fetching off),
 * i%4 picks the space (0 Work, 1 Home), i%5==0 uses go.example, i%6==0 the Analytics pixel, 3 and 7
 * are not active (see NOT_ACTIVE), 8 has expired by date and 9 by clicks; 5 and 6 have the most clicks.
 */
async function seed(server: ReferenceServer, client: ApiClient) {
  server.reset();
  const { goExample, analytics } = seedsOf(server.dialect);
  const work = await client.spaces.create({ name: 'Work', color: 2 });
  const home = await client.spaces.create({ name: 'Home', color: 6 });
  for (let i = 0; i < LINKS; i++) {
    const link = await client.links.create({
      destination: i % 3 === 0 ? `https://news.example/story/${i}` : `https://shop.example/item/${i}`,
      alias: alias(i),
      ...(i % 4 === 0 ? { spaceId: work.id } : i % 4 === 1 ? { spaceId: home.id } : {}),
      ...(i % 5 === 0 ? { domainId: goExample } : {}),
      ...(i % 6 === 0 ? { pixelIds: [analytics] } : {}),
      ...stateOf(server.dialect, i),
    });
    if (i === 9) server.addClicks(link.id, 1);
    if (i === 5) server.addClicks(link.id, 50);
    if (i === 6) server.addClicks(link.id, 20);
  }
  return { work, home };
}

/**
 * What the server holds for a query: every alias, one page of 100. A state is filtered by the
 * server where its filter is right (classic), else by each record's state (the server would be wrong).
 */
async function serverAliases(client: ApiClient, query: LinkListQuery): Promise<string[]> {
  const { state, ...rest } = query;
  const serverFilters = client.dialect === 'classic';
  const { items } = await client.links.list({ ...rest, ...(serverFilters && state ? { state } : {}), perPage: 100 });
  return items.filter((link) => serverFilters || !state || linkState(link) === state).map((link) => link.alias);
}

const range = (predicate: (i: number) => boolean) =>
  Array.from({ length: LINKS }, (_, i) => i)
    .filter(predicate)
    .reverse()
    .map(alias);

/** Names of each dialect that the other one ignores: a list request must carry only its own server's. */
const LIST_NAMES: Record<Dialect, string[]> = {
  classic: ['search', 'by', 'status', 'space', 'domain', 'pixel', 'sort', 'per_page', 'page'],
  current: ['search', 'search_by', 'space_id', 'domain_id', 'pixel_id', 'sort_by', 'sort', 'per_page', 'page'],
};

describe.each(DIALECTS)('options page: the link manager (%s server)', (dialect) => {
  const notActive = NOT_ACTIVE[dialect];
  const isActive = (i: number) => ![...notActive.disabled, ...notActive.expired].includes(i);

  test('lists the links with their space, clicks, state and a copy button', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    const row = (i: number) =>
      options.linkRows.filter({ has: options.page.getByRole('link', { name: new RegExp(`/${alias(i)}$`) }) });
    expect(await row(4).getByTestId('link-space').textContent()).toBe('Work');
    expect(await row(5).getByTestId('link-clicks').textContent()).toBe('50');
    // A window that has not begun is not "Expired": it says when it starts (the Expired filter keeps it,
    // as the server sends its visitors where expired links go).
    expect(await row(3).getByTestId('link-state').textContent()).toBe(
      dialect === 'classic' ? 'Disabled' : 'Not active yet',
    );
    if (dialect === 'current') expect(await row(3).getByTestId('link-starts').textContent()).toMatch(/^Starts .*2099/);
    expect(await row(7).getByTestId('link-state').textContent()).toBe(dialect === 'classic' ? 'Disabled' : 'Expired');
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
    if (dialect === 'current') expect(await options.page.getByText('Disabled', { exact: true }).count()).toBe(0);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('each filter and sort shows what the server holds for it, and the URL keeps it', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    const client = serverClient(server);
    const { work } = await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));
    server.clearRequests();

    // Status: the choices this server has; where it cannot filter by state, the page does, and says so.
    expect(await options.filterChoices('Status')).toEqual(
      dialect === 'classic' ? ['All', 'Active', 'Expired', 'Disabled'] : ['All', 'Active', 'Expired'],
    );
    if (dialect === 'classic') {
      await options.filter('Status').selectOption({ label: 'Disabled' });
      await options.waitForAliases([alias(7), alias(3)]);
    }
    await options.filter('Status').selectOption({ label: 'Expired' });
    const expired = [...notActive.expired].reverse().map(alias);
    await options.waitForAliases(expired);
    expect(await serverAliases(client, { state: 'expired' })).toEqual(expired);
    expect(await options.filteredHereNote.count()).toBe(dialect === 'current' ? 1 : 0);
    await options.filter('Status').selectOption({ label: 'Active' });
    await options.waitForAliases(range(isActive));
    if (dialect === 'current') {
      expect(await options.filteredHereNote.textContent()).toContain('This server cannot filter by state');
      expect(await options.linksRange.textContent()).toBe(
        `${range(isActive).length} active links among links 1–23 of 23`,
      );
    }
    await options.filter('Status').selectOption({ label: 'All' });
    expect(await options.filteredHereNote.count()).toBe(0);

    // Space, domain, pixel: choices from the spaces list and from what the server has.
    await options.filter('Space').selectOption({ label: 'Work' });
    await options.waitForAliases(range((i) => i % 4 === 0));
    expect(await serverAliases(client, { spaceId: work.id })).toEqual(range((i) => i % 4 === 0));
    await options.filter('Space').selectOption({ label: 'All spaces' });
    await options.filter('Domain').selectOption({ label: 'go.example' });
    await options.waitForAliases(range((i) => i % 5 === 0));
    await options.filter('Domain').selectOption({ label: 'All domains' });
    await options.filter('Pixel').selectOption({ label: 'Analytics' });
    await options.waitForAliases(range((i) => i % 6 === 0));
    expect(await serverAliases(client, { pixelId: seedsOf(dialect).analytics })).toEqual(range((i) => i % 6 === 0));
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
    // Ties in clicks are ordered differently by the two dialects: the set is what must hold.
    expect([...expected].sort()).toEqual(range((i) => i % 4 === 0 && isActive(i)).sort());
    await options.waitForAliases(expected);
    expect(options.query()).toBe(`?status=active&space=${work.id}&sort=fewest-clicks&per=100`);
    await options.page.reload();
    await options.waitForAliases(expected);
    expect(await options.filter('Status').inputValue()).toBe('active');
    expect(await options.filter('Sort').inputValue()).toBe('fewest-clicks');

    // Every list request spoke this server's dialect only: the other's names would be ignored.
    const lists = server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/links');
    expect(lists.length).toBeGreaterThan(10);
    const sent = new Set(lists.flatMap((r) => r.params));
    expect([...sent].filter((name) => !LIST_NAMES[dialect].includes(name))).toEqual([]);
    if (dialect === 'current') {
      expect(lists.map((r) => r.query.sort).filter((sort) => sort === 'max' || sort === 'min')).toEqual([]);
    } else {
      expect(sent).toContain('status');
    }
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('waits for typing to pause before searching', async ({ extension, server: classicServer, currentServer }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?in=alias');
    await options.linkRows.first().waitFor();
    server.clearRequests();
    // Two keystrokes as the page gets them when typed fast: one input event after the other in the
    // same moment, so the machine's pace (Playwright's own steps take longer on a busy machine than
    // the pause the page waits for) cannot split them.
    await options.filter('Search').evaluate((input: HTMLInputElement) => {
      for (const typed of ['l', 'l2']) {
        input.value = typed;
        input.dispatchEvent(new InputEvent('input', { bubbles: true, data: typed.slice(-1) }));
      }
    });
    await options.waitForAliases([alias(22), alias(21), alias(20)]);
    const searches = server
      .requests()
      .filter((r) => r.path === '/api/v1/links')
      .map((r) => r.query.search);
    expect(searches).toEqual(['l2']);
    expect(options.query()).toBe('?q=l2&in=alias');
    await options.close();
  });

  test('pages through the links with totals, at each page size', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
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

    expect(await options.perPage.getByRole('option').allTextContents()).toEqual(['10', '25', '50', '100']);
    await options.perPage.selectOption('25');
    await options.waitForAliases(range(() => true));
    expect(await options.linksRange.textContent()).toBe('Showing 1–23 of 23 links');
    expect(await options.pagerButton('Previous').isDisabled()).toBe(true);
    await options.close();
  });

  test('deletes one link after confirming; Cancel and Escape keep it', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
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

  test('deletes several selected links with a progress count', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
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

  test('shows an error with Retry when the server fails, and an empty state', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    server.reset();
    await connectExtension(extension, server);
    // Failing until the server recovers: the page's other requests (the spaces) succeed meanwhile,
    // and a list that failed loads again by itself when the connection comes back; with a fault for
    // one answer only, that reload could take the Retry away before it is pressed.
    server.addFault({ match: { path: '/api/v1/links' }, status: 500 });
    await watchAsks(extension.context);
    const options = await OptionsPage.open(extension, '?view=links');
    const error = options.page.getByTestId('load-error');
    await expect
      .poll(() => error.textContent())
      .toContain('Could not load the links. The server had an internal error (HTTP 500)');
    // Nothing of the page's on its way any more: the server recovers, and only Retry asks again.
    await asksSettled(options.page);
    server.clearFaults();
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => options.page.getByTestId('links-empty').textContent()).toContain('No links yet');
    await options.close();
  });

  test('edits a link: only the changed fields are sent, server messages appear at their field', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
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
    expect(update?.form).toEqual({ alias: 'renamed', [dialect === 'current' ? 'space_id' : 'space']: String(home.id) });
    const saved = (await client.links.list({ search: 'renamed', searchIn: 'alias' })).items[0];
    expect(saved?.space?.name).toBe('Home');
    expect(saved?.destination).toBe('https://shop.example/item/2');
    await expect.poll(() => options.linksNotice.textContent()).toBe('Saved renamed.');
    await options.close();
  });
});

describe('options page: the link manager, what only current servers can', () => {
  test('lists the links without a space, sorts by title, alias and URL, and never shows "Disabled"', async ({
    extension,
    currentServer: server,
  }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=100');
    await options.waitForAliases(range(() => true));

    expect(await options.filterChoices('Space')).toEqual(['All spaces', 'No space', 'Work', 'Home']);
    server.clearRequests();
    await options.filter('Space').selectOption({ label: 'No space' });
    await options.waitForAliases(range((i) => i % 4 >= 2));
    expect(await serverAliases(client, { spaceId: null })).toEqual(range((i) => i % 4 >= 2));
    expect(server.requests().at(-1)?.query).toMatchObject({ space_id: '0' });
    expect(options.query()).toBe('?space=none&per=100');
    await options.filter('Space').selectOption({ label: 'All spaces' });

    expect(await options.filterChoices('Sort')).toEqual([
      'Newest first',
      'Oldest first',
      'Most clicks',
      'Fewest clicks',
      'Title A–Z',
      'Title Z–A',
      'Alias A–Z',
      'Alias Z–A',
      'Destination URL A–Z',
      'Destination URL Z–A',
    ]);
    await options.filter('Sort').selectOption({ label: 'Alias Z–A' });
    await options.waitForAliases(range(() => true));
    await options.filter('Sort').selectOption({ label: 'Alias A–Z' });
    await options.waitForAliases(range(() => true).reverse());
    // Titles are the destination's host: news.example before shop.example, ties by id.
    await options.filter('Sort').selectOption({ label: 'Title A–Z' });
    const byTitle = [...range((i) => i % 3 === 0).reverse(), ...range((i) => i % 3 !== 0).reverse()];
    await options.waitForAliases(byTitle);
    expect(await serverAliases(client, { order: 'title-asc' })).toEqual(byTitle);
    await options.filter('Sort').selectOption({ label: 'Destination URL Z–A' });
    const byUrlDesc = await serverAliases(client, { order: 'url-desc' });
    expect(byUrlDesc[0]).toBe(alias(8)); // https://shop.example/item/8 sorts last as text
    await options.waitForAliases(byUrlDesc);
    expect(server.requests().at(-1)?.query).toMatchObject({ sort_by: 'url', sort: 'desc' });

    // "Disabled" is no state here: neither a filter, nor a row's state.
    expect(await options.filterChoices('Status')).not.toContain('Disabled');
    expect(await options.page.getByTestId('link-state').allTextContents()).not.toContain('Disabled');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('a link whose window is over never shows under "Active", though the server would list it', async ({
    extension,
    currentServer: server,
  }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=10&status=active');
    // Page 1 of the server's newest 10 (22…13), minus nothing; page 2 (12…3) loses 3, 7, 8 and 9.
    await options.waitForAliases(range((i) => i >= 13));
    expect(await options.filteredHereNote.textContent()).toBe(
      'This server cannot filter by state, so the extension picks the active links out of each page it sends: a page may show fewer rows.',
    );
    // Every row of this page is active, but 23 is the count of all links: the pager says both.
    expect(await options.linksRange.textContent()).toBe('10 active links among links 1–10 of 23');
    await options.pagerButton('Next').click();
    await options.waitForAliases(range((i) => i >= 3 && i < 13 && ![3, 7, 8, 9].includes(i)));
    expect(await options.linksRange.textContent()).toBe('6 active links among links 11–20 of 23');
    expect(await options.page.getByTestId('link-state').allTextContents()).toEqual(Array(6).fill('Active'));
    // The server was never asked for a state: its answer would have held link 7 (window over).
    const lists = server.requests().filter((r) => r.path === '/api/v1/links');
    expect(lists.every((r) => !r.params.includes('status'))).toBe(true);
    const wouldList = await fetch(new URL('/api/v1/links?status=1&per_page=100', server.url), {
      headers: { Authorization: `Bearer ${E2E_KEY}`, Accept: 'application/json' },
    });
    const held = ((await wouldList.json()) as { data: { alias: string }[] }).data.map((link) => link.alias);
    expect(held).toContain(alias(7));

    // The first page holds no expired link: the pager says so, and where the count comes from.
    await options.pagerButton('Previous').click();
    await options.filter('Status').selectOption({ label: 'Expired' });
    await expect
      .poll(() => options.page.getByTestId('links-empty').textContent())
      .toBe('None of the links on this page is expired. The next pages may have some.');
    expect(await options.linksRange.textContent()).toBe('0 expired links among links 1–10 of 23');
    await options.close();
  });
});

describe('options page: the link manager, choices the server lacks', () => {
  test('a URL choice a classic server lacks falls back to the default, visibly', async ({ extension, server }) => {
    const client = serverClient(server);
    await seed(server, client);
    await connectExtension(extension, server);
    server.clearRequests();
    const options = await OptionsPage.open(extension, '?per=100&sort=title-asc&space=none');
    await options.waitForAliases(range(() => true));
    expect(await options.linksFallback.allTextContents()).toEqual([
      'This server cannot list only the links without a space: showing every space.',
      'This server cannot sort by “Title A–Z”: sorted by “Newest first” instead.',
    ]);
    expect(await options.filter('Sort').inputValue()).toBe('newest');
    expect(await options.filterChoices('Sort')).toEqual([
      'Newest first',
      'Oldest first',
      'Most clicks',
      'Fewest clicks',
    ]);
    expect(await options.filterChoices('Space')).toEqual(['All spaces', 'Work', 'Home']);
    expect(options.query()).toBe('?per=100');
    const lists = server.requests().filter((r) => r.path === '/api/v1/links');
    expect(lists.every((r) => !r.params.some((name) => ['sort_by', 'space_id', 'space'].includes(name)))).toBe(true);
    await options.close();
  });

  test('before the server was asked, the URL keeps its choices; once detected they are offered and applied', async ({
    extension,
    currentServer: server,
  }) => {
    // A connection without a detected profile (an older install): the first request detects it.
    await resetExtension(extension, server, { serverUrl: server.url });
    await seed(server, serverClient(server));
    const options = await OptionsPage.open(extension, '?per=100&status=expired&sort=title-asc');
    // Expired, by title (news.example before shop.example), ties by id.
    await options.waitForAliases([alias(3), alias(9), alias(7), alias(8)]);
    expect(await options.filter('Status').inputValue()).toBe('expired');
    expect(await options.filter('Sort').inputValue()).toBe('title-asc');
    expect(options.query()).toBe('?per=100&status=expired&sort=title-asc');
    expect(await options.linksFallback.count()).toBe(0);
    await options.close();
  });
});

describe('options page: the link manager at 1280 px', () => {
  test('a long alias is shown whole, wrapped in its cell, never cut', async ({ extension, server }) => {
    server.reset();
    const client = serverClient(server);
    const aliases = ['spring-campaign-newsletter-2026-final-version', `long-${'x'.repeat(95)}`];
    for (const alias of aliases) await client.links.create({ destination: 'https://example.com/', alias });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension);
    await options.waitForAliases([...aliases].reverse());
    const shortUrls = options.page.getByTestId('short-url');
    for (const [index, alias] of [...aliases].reverse().entries()) {
      const shortUrl = shortUrls.nth(index);
      expect(await shortUrl.textContent()).toBe(`${new URL(server.url).host}/${alias}`);
      // Nothing of it hidden: neither the link nor its cell has more to show than it shows.
      const fit = await shortUrl.evaluate((element) => {
        const cell = element.closest('td');
        if (!cell) throw new Error('no cell');
        const box = element.getBoundingClientRect();
        const cellBox = cell.getBoundingClientRect();
        return {
          linkCut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
          cellCut: cell.scrollWidth > cell.clientWidth,
          inside: box.left >= cellBox.left && box.right <= cellBox.right,
        };
      });
      expect(fit).toEqual({ linkCut: false, cellCut: false, inside: true });
      // Reached by keyboard like any link, with the whole short URL as its name.
      await shortUrl.focus();
      expect(await shortUrl.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await shortUrl.getAttribute('href')).toBe(`${server.url}/${alias}`);
    }
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});

describe('options page: the link manager and the rate limit', () => {
  test('a list refused for the rate limit counts the wait down and loads by itself at zero', async ({
    extension,
    server,
  }) => {
    server.reset();
    await serverClient(server).links.create({ destination: 'https://example.com/', alias: 'after-the-wait' });
    await connectExtension(extension, server);
    // Longer than a person's request waits in the queue (10 s): the page is told how long instead.
    server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, status: 429, retryAfterSeconds: 12, times: 1 });
    const options = await OptionsPage.open(extension);
    const error = options.page.getByTestId('load-error');
    await expect.poll(() => error.textContent()).toMatch(/Try again in 1[12] seconds\./);
    await expect.poll(() => error.textContent()).toMatch(/Try again in [2-5] seconds\./);
    // At zero it asks again itself: no Retry pressed.
    await options.waitForAliases(['after-the-wait']);
    expect(await error.count()).toBe(0);
    expect(server.requests().filter((r) => r.path === '/api/v1/links' && r.status === 429)).toHaveLength(1);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('a bulk delete waiting for the rate limit can be stopped; it says what was deleted', async ({
    extension,
    server,
  }) => {
    server.reset();
    const client = serverClient(server);
    const aliases = Array.from({ length: 8 }, (_, i) => `bulk-${String(i + 1)}`);
    for (const alias of aliases) await client.links.create({ destination: 'https://example.com/', alias });
    await connectExtension(extension, server);
    // A fresh count of 6 a minute: the page's own loads and a few deletes spend it, then the rest wait.
    server.setRateLimit(6, { windowMs: 60_000 });
    await watchAsks(extension.context);
    const options = await OptionsPage.open(extension);
    await options.waitForAliases([...aliases].reverse());
    await options.page.getByRole('checkbox', { name: 'Select all links on this page' }).check();
    await options.page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = options.dialog('Delete 8 links?');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(/^Deleted \d of 8 — waiting \d+ s for the server's rate limit$/);

    await dialog.getByRole('button', { name: 'Stop deleting' }).click();
    await dialog.waitFor({ state: 'detached' });
    const deletes = server.requests().filter((r) => r.method === 'DELETE' && r.status === 200);
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.length).toBeLessThan(8);
    await expect
      .poll(() => options.linksNotice.textContent())
      .toBe(`Stopped: ${String(deletes.length)} of 8 links were deleted; the others are kept.`);
    // The delete that waited was taken back, not left to go later: every ask of the page is answered.
    await asksSettled(options.page, ['jobs/cancel', 'jobs/remove']);
    expect(server.requests().filter((r) => r.method === 'DELETE')).toHaveLength(deletes.length);
    server.setRateLimit(1000);
    expect((await client.links.list({ perPage: 100 })).total).toBe(8 - deletes.length);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
