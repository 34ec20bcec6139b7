import { describe } from 'vitest';
import { OptionsPage } from './pages/options-page';
import { connectExtension, DIALECTS, expect, serverClient, serverOf, test } from './support/reference-server-fixtures';

describe.each(DIALECTS)('options page: the space manager (%s server)', (dialect) => {
  test('creates, renames and recolours, and deletes a space after saying how many links go with it', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    server.reset();
    const client = serverClient(server);
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=spaces');
    await options.page.getByTestId('spaces-empty').waitFor();

    // Create: name and one of six colours shown as colours.
    const create = options.page.getByRole('form', { name: 'New space' });
    await create.getByLabel('Name').fill('Clients');
    expect(await create.getByRole('radio').count()).toBe(6);
    await create.getByRole('radio', { name: 'blue' }).check();
    await create.getByRole('button', { name: 'Create space' }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toBe('Created space Clients.');
    let [space] = (await client.spaces.list({})).items;
    expect(space).toMatchObject({ name: 'Clients', color: 6 });
    expect(await create.getByLabel('Name').getAttribute('maxlength')).toBe('32');
    if (!space) throw new Error('no space');

    // Update: only what changed is sent.
    await options.page.getByRole('button', { name: 'Edit space Clients' }).click();
    const edit = options.dialog('Edit space Clients');
    await edit.getByLabel('Name').fill('Key clients');
    await edit.getByRole('radio', { name: 'red' }).check();
    server.clearRequests();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const update = server.requests().find((r) => r.method === 'PUT' || r.method === 'PATCH');
    expect(update?.form).toEqual({ name: 'Key clients', color: '2' });
    [space] = (await client.spaces.list({})).items;
    expect(space).toMatchObject({ name: 'Key clients', color: 2 });
    if (!space) throw new Error('no space');
    await options.page.getByTestId('space-row').filter({ hasText: 'Key clients' }).waitFor();

    // Delete: the confirmation counts the links that go with it (asked with this server's space filter).
    for (const n of [1, 2, 3])
      await client.links.create({ destination: `https://example.com/${n}`, spaceId: space.id });
    const other = await client.links.create({ destination: 'https://example.com/elsewhere' });
    server.clearRequests();
    await options.page.getByRole('button', { name: 'Delete space Key clients' }).click();
    const confirm = options.dialog('Delete space Key clients and its 3 links?');
    await confirm.waitFor();
    expect(await confirm.getByTestId('space-link-count').textContent()).toContain('also deletes its 3 links');
    const count = server.requests().find((r) => r.method === 'GET' && r.path === '/api/v1/links');
    expect(count?.params).toContain(dialect === 'current' ? 'space_id' : 'space');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toBe('Deleted space Key clients.');
    expect((await client.spaces.list({})).total).toBe(0);
    expect((await client.links.list({})).items.map((l) => l.id)).toEqual([other.id]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('searches, sorts and pages the spaces', async ({ extension, server: classicServer, currentServer }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    server.reset();
    const client = serverClient(server);
    for (let i = 1; i <= 12; i++) await client.spaces.create({ name: `Team ${String(i).padStart(2, '0')}`, color: 1 });
    await client.spaces.create({ name: 'Archive', color: 5 });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=spaces&sper=10');
    const names = () => options.page.getByTestId('space-row').allTextContents();
    await expect.poll(async () => (await names())[0]).toContain('Archive');
    expect(await options.page.getByTestId('spaces-range').textContent()).toBe('Showing 1–10 of 13 spaces');
    await options.pagerButton('Next', 'spaces').click();
    await expect.poll(() => options.page.getByTestId('spaces-range').textContent()).toBe('Showing 11–13 of 13 spaces');

    const sort = options.page.getByLabel('Sort', { exact: true });
    expect(await sort.getByRole('option').allTextContents()).toEqual(
      dialect === 'current'
        ? ['Newest first', 'Oldest first', 'Name A–Z', 'Name Z–A']
        : ['Newest first', 'Oldest first'],
    );
    await sort.selectOption({ label: 'Oldest first' });
    await expect.poll(async () => (await names())[0]).toContain('Team 01');
    await options.page.getByLabel('Search spaces').fill('arch');
    await expect.poll(names).toEqual([expect.stringContaining('Archive')]);
    expect(options.query()).toBe('?view=spaces&sq=arch&ssort=oldest&sper=10');
    // The other dialect's names never went to this server.
    const lists = server.requests().filter((r) => r.method === 'GET' && r.path === '/api/v1/spaces');
    expect(lists.length).toBeGreaterThan(2);
    if (dialect === 'classic') {
      expect(lists.flatMap((r) => r.params).filter((name) => name === 'sort_by' || name === 'search_by')).toEqual([]);
    } else {
      // A bare `sort` is the classic order; a current server reads it only beside `sort_by`.
      expect(lists.filter((r) => r.params.includes('sort') && !r.params.includes('sort_by'))).toEqual([]);
      expect(lists.filter((r) => r.params.includes('search') && r.query.search_by !== 'name')).toEqual([]);
    }
    await options.close();
  });
});

describe('options page: the space manager, what only current servers can', () => {
  test('sorts the spaces by name', async ({ extension, currentServer: server }) => {
    server.reset();
    const client = serverClient(server);
    for (const name of ['Beta', 'alpha', 'Gamma', 'delta']) await client.spaces.create({ name, color: 1 });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=spaces');
    const names = () => options.page.getByTestId('space-row').allTextContents();
    await expect.poll(names).toHaveLength(4);
    server.clearRequests();
    const sort = options.page.getByLabel('Sort', { exact: true });
    await sort.selectOption({ label: 'Name A–Z' });
    const byName = (await client.spaces.list({ order: 'name-asc' })).items.map((s) => s.name);
    expect(byName).toHaveLength(4);
    await expect
      .poll(async () => (await names()).map((text) => byName.find((n) => text.startsWith(n))))
      .toEqual(byName);
    expect(server.requests().at(-1)?.query).toMatchObject({ sort_by: 'name', sort: 'asc' });
    await sort.selectOption({ label: 'Name Z–A' });
    await expect
      .poll(async () => (await names()).map((text) => byName.find((n) => text.startsWith(n))))
      .toEqual([...byName].reverse());
    expect(options.query()).toBe('?view=spaces&ssort=name-desc');
    await options.close();
  });

  test('a classic server offered a sort by name from the URL sorts newest first, and says so', async ({
    extension,
    server,
  }) => {
    server.reset();
    await serverClient(server).spaces.create({ name: 'Only', color: 1 });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=spaces&ssort=name-asc');
    await expect
      .poll(() => options.page.getByTestId('spaces-fallback').textContent())
      .toBe('This server cannot sort spaces by “Name A–Z”: sorted by “Newest first” instead.');
    expect(await options.page.getByLabel('Sort', { exact: true }).inputValue()).toBe('newest');
    expect(options.query()).toBe('?view=spaces');
    await options.page.getByTestId('space-row').waitFor();
    await options.close();
  });
});
