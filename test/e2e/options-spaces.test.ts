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
    // No maxlength: the browser would count UTF-16 units and cut a pasted emoji in half.
    expect(await create.getByLabel('Name').getAttribute('maxlength')).toBeNull();
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

  test('counts a name as the server does, shows the count near the limit and refuses a name too long', async ({
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
    const create = options.page.getByRole('form', { name: 'New space' });
    const name = create.getByLabel('Name');
    const hint = options.page.locator('#new-space-name-hint');
    const error = options.page.locator('#new-space-name-error');

    // 20 rockets are 40 UTF-16 units but 20 characters for the server: far from its limit.
    await name.fill('🚀'.repeat(20));
    expect(await hint.textContent()).toBe('Space names are 32 characters at most.');
    // From 24 characters on, the count shows; a family emoji is five (three people, two joiners).
    const family = '👨‍👩‍👧';
    await name.fill(`${'🚀'.repeat(20)}${family}`);
    expect(await hint.textContent()).toBe('7 of 32 characters left');
    await create.getByRole('button', { name: 'Create space' }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toContain('Created space');
    expect((await client.spaces.list({})).items.map((s) => s.name)).toEqual([`${'🚀'.repeat(20)}${family}`]);

    // Seven families are 35 characters: refused at the field, nothing sent, nothing cut.
    const tooLong = family.repeat(7);
    await name.fill(tooLong);
    expect(await error.textContent()).toBe('3 characters too many: space names are 32 characters at most.');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    server.clearRequests();
    await create.getByRole('button', { name: 'Create space' }).click();
    await expect.poll(() => options.page.evaluate(() => document.activeElement?.id)).toBe('new-space-name');
    expect(await name.inputValue()).toBe(tooLong);
    expect(server.requests().filter((r) => r.method === 'POST')).toEqual([]);
    // One character fewer than the limit's end is accepted again, whole.
    await name.fill(`${family.repeat(6)}🚀🚀`);
    expect(await error.count()).toBe(0);
    expect(await hint.textContent()).toBe('0 of 32 characters left');
    await create.getByRole('button', { name: 'Create space' }).click();
    await expect
      .poll(async () => (await client.spaces.list({})).items.map((s) => s.name))
      .toContain(`${family.repeat(6)}🚀🚀`);

    // Renaming holds the same rule.
    await options.page.getByRole('button', { name: `Edit space ${family.repeat(6)}🚀🚀` }).click();
    const edit = options.dialog(`Edit space ${family.repeat(6)}🚀🚀`);
    await edit.getByLabel('Name').fill(`${family.repeat(6)}🚀🚀🚀`);
    expect(await options.page.locator('#edit-space-name-error').textContent()).toBe(
      '1 character too many: space names are 32 characters at most.',
    );
    server.clearRequests();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => options.page.evaluate(() => document.activeElement?.id)).toBe('edit-space-name');
    expect(server.requests().filter((r) => r.method === 'PUT' || r.method === 'PATCH')).toEqual([]);
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
