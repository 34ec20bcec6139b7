import { describe } from 'vitest';
import { OptionsPage } from './pages/options-page';
import { connectExtension, expect, serverClient, test } from './support/reference-server-fixtures';

describe('options page: the space manager', () => {
  test('creates, renames and recolours, and deletes a space after saying how many links go with it', async ({
    extension,
    server,
  }) => {
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

    // Delete: the confirmation counts the links that go with it.
    for (const n of [1, 2, 3])
      await client.links.create({ destination: `https://example.com/${n}`, spaceId: space.id });
    const other = await client.links.create({ destination: 'https://example.com/elsewhere' });
    await options.page.getByRole('button', { name: 'Delete space Key clients' }).click();
    const confirm = options.dialog('Delete space Key clients and its 3 links?');
    await confirm.waitFor();
    expect(await confirm.getByTestId('space-link-count').textContent()).toContain('also deletes its 3 links');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toBe('Deleted space Key clients.');
    expect((await client.spaces.list({})).total).toBe(0);
    expect((await client.links.list({})).items.map((l) => l.id)).toEqual([other.id]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('searches, sorts and pages the spaces', async ({ extension, server }) => {
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

    await options.page.getByLabel('Sort', { exact: true }).selectOption({ label: 'Oldest first' });
    await expect.poll(async () => (await names())[0]).toContain('Team 01');
    await options.page.getByLabel('Search spaces').fill('arch');
    await expect.poll(names).toEqual([expect.stringContaining('Archive')]);
    expect(options.query()).toBe('?view=spaces&sq=arch&ssort=oldest&sper=10');
    await options.close();
  });
});
