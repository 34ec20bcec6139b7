import { afterAll, beforeAll, describe } from 'vitest';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { ANSWER_FAULTS, HUGE_ANSWER_BYTES } from './support/answer-faults';
import { startKeyCatcher, type KeyCatcher } from './support/key-catcher';
import { connectExtension, expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

const LIST = { method: 'GET', path: '/api/v1/links' };

/** The list requests the server has seen (the page's other calls, spaces and resources, left out). */
const listRequests = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === LIST.method && r.path === LIST.path);

const alias = (i: number) => `f${String(i).padStart(2, '0')}`;

describe('options page: the link list under every fault of a broken or hostile server', () => {
  test('loading, paging, searching and Retry each fail with their sentence; the rows and the search stay', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    const client = serverClient(server);
    for (let i = 0; i < 12; i++)
      await client.links.create({ destination: `https://shop.example/${i}`, alias: alias(i) });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension, '?per=10');
    const newestFirst = Array.from({ length: 12 }, (_, i) => alias(11 - i));
    await options.waitForAliases(newestFirst.slice(0, 10));
    const error = options.page.getByTestId('load-error');
    const place = { elsewhere: catcher.url, host: new URL(server.url).host };

    // Each fault meets another way of loading: the next page, a search, then Retry for the rest.
    // Faults stay until cleared: a list that failed also loads again by itself when another
    // request of the page succeeds, and must meet the same fault then.
    const nextPage = () => options.pagerButton('Next').click();
    const search = () => options.filter('Search').fill('shop');
    const retry = () => error.getByRole('button', { name: 'Retry' }).click();
    for (const [index, { name, fault, sentence }] of ANSWER_FAULTS.entries()) {
      server.clearFaults();
      server.addFault({ match: LIST, ...fault(place) });
      const before = listRequests(server).length;
      await (index === 0 ? nextPage : index === 1 ? search : retry)();
      const expected = `Could not load the links. ${sentence(place)}`;
      await expect
        .poll(async () => (listRequests(server).length > before ? await error.locator('p').textContent() : null), {
          message: name,
        })
        .toBe(expected);
      // Never blank: the rows last shown stay under the sentence; what was typed stays typed.
      expect(await options.linkRows.count(), name).toBe(10);
      if (index >= 1) expect(await options.filter('Search').inputValue(), name).toBe('shop');
      if (fault(place).hugeBody !== undefined)
        expect(listRequests(server).at(-1)?.bodyBytes, name).toBeLessThan(HUGE_ANSWER_BYTES / 2);
    }
    expect(catcher.caught).toEqual([]);

    // A short 429: the request queue waits the server's second out and asks again, by itself.
    server.clearFaults();
    server.addFault({ match: LIST, status: 429, retryAfterSeconds: 1, times: 1 });
    const before = listRequests(server).length;
    await retry();
    // A new search starts at its first page: the ten newest links.
    await options.waitForAliases(newestFirst.slice(0, 10));
    expect(
      listRequests(server)
        .slice(before)
        .map((r) => r.status),
    ).toEqual([429, 200]);
    expect(await error.count()).toBe(0);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});

describe('options page: a record of unexpected shape in a list', () => {
  test('the link and the space are left out and told; the other links can be edited and deleted', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    const client = serverClient(server);
    const create = (alias: string) => client.links.create({ destination: `https://shop.example/${alias}`, alias });
    await create('keep-a');
    const odd = await create('odd');
    await create('keep-b');
    await client.spaces.create({ name: 'Fine' });
    const oddSpace = await client.spaces.create({ name: 'Odd space' });
    server.overrideRecord('links', odd.id, { id: 'x' });
    server.overrideRecord('spaces', oddSpace.id, { name: ['not', 'text'] });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension);
    await options.waitForAliases(['keep-b', 'keep-a']);
    const note = options.page.getByTestId('links-unreadable');
    const told = '1 link on this page could not be read (its record has an unexpected shape) and is not shown.';
    expect(await note.textContent()).toBe(told);

    await options.page.getByRole('button', { name: 'Edit keep-b', exact: true }).click();
    const edit = options.dialog('Edit keep-b');
    await edit.getByLabel('Alias', { exact: true }).fill('kept-b');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => options.linksNotice.textContent()).toBe('Saved kept-b.');
    await options.waitForAliases(['kept-b', 'keep-a']);

    await options.page.getByRole('button', { name: 'Delete keep-a', exact: true }).click();
    await options.dialog('Delete keep-a?').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => options.linksNotice.textContent()).toBe('Deleted 1 link.');
    await options.waitForAliases(['kept-b']);
    expect(await note.textContent()).toBe(told);

    await options.section('Spaces').click();
    const spaceNote = options.page.getByTestId('spaces-unreadable');
    await expect
      .poll(() => spaceNote.textContent())
      .toBe('1 space on this page could not be read (its record has an unexpected shape) and is not shown.');
    const spaces = await options.page.getByTestId('space-row').allTextContents();
    expect(spaces.some((row) => row.includes('Fine'))).toBe(true);
    expect(spaces.some((row) => row.includes('Odd space'))).toBe(false);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
