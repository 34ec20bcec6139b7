import { afterAll, beforeAll, describe } from 'vitest';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { ANSWER_FAULTS, HUGE_ANSWER_BYTES, type AnswerFault } from './support/answer-faults';
import { startKeyCatcher, type KeyCatcher } from './support/key-catcher';
import { connectExtension, expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** The updates the server has seen (PUT or PATCH, as the dialect sends them). */
const updates = (server: ReferenceServer, id: number) =>
  server.requests().filter((r) => (r.method === 'PUT' || r.method === 'PATCH') && r.path === `/api/v1/links/${id}`);

const UNREADABLE = 'The server sent an answer the extension could not read.';
const MAYBE_SAVED =
  'The change may have been saved anyway: close this dialog to see the list as the server has it now.';

/** A `javascript:` address that would call the reference server if it ever ran. */
const scriptAddress = (server: ReferenceServer) => `javascript:fetch('${server.url}/hostile-ran')`;

describe('options page: saving an edit under every fault of a broken or hostile server', () => {
  test('each fault keeps the dialog open with what was typed and says why; an answer of the wrong shape too', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    const client = serverClient(server);
    const link = await client.links.create({ destination: 'https://shop.example/before', alias: 'before' });
    await client.links.create({ destination: 'https://shop.example/other', alias: 'other' });
    await connectExtension(extension, server);
    const options = await OptionsPage.open(extension);
    await options.waitForAliases(['other', 'before']);
    await options.page.getByRole('button', { name: 'Edit before', exact: true }).click();
    const dialog = options.dialog('Edit before');
    await dialog.waitFor();
    const aliasField = dialog.getByLabel('Alias', { exact: true });
    const urlField = dialog.getByLabel('URL', { exact: true });
    await aliasField.fill('typed-alias');
    await urlField.fill('https://shop.example/typed');
    const save = dialog.getByRole('button', { name: 'Save changes' });
    const failure = dialog.getByRole('alert');
    const place = { elsewhere: catcher.url, host: new URL(server.url).host };

    // The server's own answer to the update, each time one of the faults, then JSON that is no
    // link record. None of them stored anything; where the answer came but could not be read, the
    // dialog cannot know that and says the change may have been saved.
    const faults: AnswerFault[] = [
      ...ANSWER_FAULTS,
      {
        name: 'JSON of the wrong shape',
        fault: () => ({ wrongContentType: '{"data":{"id":"seven","alias":["x"]},"status":200}' }),
        sentence: () => UNREADABLE,
        answerLost: true,
      },
    ];
    for (const { name, fault, sentence, answerLost } of faults) {
      server.clearFaults();
      server.addFault({ match: { path: `/api/v1/links/${link.id}` }, ...fault(place) });
      const before = updates(server, link.id).length;
      await save.click();
      await expect
        .poll(async () => (updates(server, link.id).length > before ? await failure.textContent() : null), {
          message: name,
        })
        .toBe(answerLost ? `${sentence(place)} ${MAYBE_SAVED}` : sentence(place));
      await expect.poll(() => save.isEnabled(), { message: name }).toBe(true);
      expect(await aliasField.inputValue(), name).toBe('typed-alias');
      expect(await urlField.inputValue(), name).toBe('https://shop.example/typed');
      if (fault(place).hugeBody !== undefined)
        expect(updates(server, link.id).at(-1)?.bodyBytes, name).toBeLessThan(HUGE_ANSWER_BYTES / 2);
    }
    expect(catcher.caught).toEqual([]);
    server.clearFaults();
    expect((await client.links.get(link.id)).alias).toBe('before');

    // A short 429: the request queue waits the server's second out and sends the save again.
    server.addFault({ match: { path: `/api/v1/links/${link.id}` }, status: 429, retryAfterSeconds: 1, times: 1 });
    await aliasField.fill('after-wait');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    expect(
      updates(server, link.id)
        .slice(-2)
        .map((r) => r.status),
    ).toEqual([429, 200]);
    await expect.poll(() => options.linksNotice.textContent()).toBe('Saved after-wait.');

    // A server that stores the change and answers a record of the wrong shape: the dialog keeps
    // the entries and says the change may be saved; closed, the list is asked again and shows what
    // the server now holds. Its short URL and destination are now script addresses: text, no link.
    await options.waitForAliases(['other', 'after-wait']);
    await options.page.getByRole('button', { name: 'Edit after-wait', exact: true }).click();
    const again = options.dialog('Edit after-wait');
    await again.getByLabel('Alias', { exact: true }).fill('stored-anyway');
    server.overrideRecord('links', link.id, { url: 42 });
    await again.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => again.getByRole('alert').textContent()).toBe(`${UNREADABLE} ${MAYBE_SAVED}`);
    expect(await again.getByLabel('Alias', { exact: true }).inputValue()).toBe('stored-anyway');
    expect(updates(server, link.id).at(-1)?.status).toBe(200);
    server.overrideRecord('links', link.id, { url: scriptAddress(server), short_url: scriptAddress(server) });
    await again.getByRole('button', { name: 'Cancel' }).click();
    const row = options.page.locator(`[data-testid="link-row"][data-link-id="${link.id}"]`);
    await expect.poll(() => row.getByTestId('short-url').textContent()).toBe(scriptAddress(server));
    expect(await row.getByTestId('short-url').evaluate((element) => element.tagName)).toBe('SPAN');

    // Edited again: the dialog shows the script address as text, and saving echoes it back.
    await options.page.getByRole('button', { name: 'Edit stored-anyway', exact: true }).click();
    const hostile = options.dialog('Edit stored-anyway');
    await hostile.waitFor();
    expect(await hostile.locator('a[href]').count()).toBe(0);
    expect(await hostile.getByText(scriptAddress(server), { exact: true }).count()).toBe(1);
    await hostile.getByLabel('Alias', { exact: true }).fill('script-echo');
    await hostile.getByRole('button', { name: 'Save changes' }).click();
    await hostile.waitFor({ state: 'detached' });
    await expect.poll(() => options.linksNotice.textContent()).toBe('Saved script-echo.');
    await row.getByRole('button', { name: 'Edit script-echo', exact: true }).waitFor();
    // The footer's link to the extension's own privacy page aside.
    const links = await options.page
      .locator('a[href]:not(.options-footer a)')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links.filter((href) => !href?.startsWith('http'))).toEqual([]);
    expect(server.requests().filter((r) => r.path.startsWith('/hostile-ran'))).toEqual([]);

    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
