import { describe } from 'vitest';
import type { Link } from '../../../lib/api/model/link';
import { STORAGE } from '../../../lib/storage/registry';
import { OptionsPage } from '../pages/options-page';
import { E2E_KEY, resetExtension, serverClient, startE2EServer } from '../support/extension-state';
import { waitUntil } from '../support/wait-until';
import { expect, test } from './support/fixtures';

describe('the options page in Firefox', () => {
  test('refuses an address with a space at the field; a new key that fails keeps the saved one', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server, null);
    const options = await OptionsPage.open(firefox);
    await options.fillConnection('hello world', E2E_KEY);
    await options.saveButton.click();
    await expect
      .poll(() => options.page.locator('#server-url-error').textContent())
      .toBe('A server address has no spaces. Enter something like https://s.example.');
    expect((await firefox.readLocalStorage())[STORAGE.connection.key]).toBeUndefined();
    expect(server.requests()).toEqual([]);

    await options.fillConnection(server.url, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    const saved = (await firefox.readLocalStorage())[STORAGE.connection.key];

    await options.apiKey.fill('a-key-that-was-revoked');
    await options.saveButton.click();
    await expect
      .poll(() => options.connectionResult.textContent())
      .toContain('⚠ Not saved: the connection saved before is kept. Wrong API key');
    expect((await firefox.readLocalStorage())[STORAGE.connection.key]).toEqual(saved);
    expect(await options.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('Settings offer the menu items, the notification and a new link every time: desktop Firefox has the menu', async ({
    firefox,
    server,
  }) => {
    // Firefox for Android has no menu, shortcut or keyword, and its Settings leave these out
    // (test/unit/options/defaults-without-menus.test.tsx); the desktop's page finds them there.
    await resetExtension(firefox, server);
    const options = await OptionsPage.open(firefox, '?view=settings');
    await options.page.getByLabel('Shorten this page (right-click on a page)').waitFor();
    await options.page.getByLabel('Show a notification', { exact: false }).waitFor();
    await options.page.getByLabel('Always make a new short link', { exact: false }).waitFor();
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('counts a space name as the server does and refuses one too long at the field', async ({ firefox, server }) => {
    await resetExtension(firefox, server);
    const options = await OptionsPage.open(firefox, '?view=spaces');
    await options.page.getByTestId('spaces-empty').waitFor();
    const create = options.page.getByRole('form', { name: 'New space' });
    const family = '👨‍👩‍👧';
    await create.getByLabel('Name').fill(family.repeat(7));
    await expect
      .poll(() => options.page.locator('#new-space-name-error').textContent())
      .toBe('3 characters too many: space names are 32 characters at most.');
    await create.getByRole('button', { name: 'Create space' }).click();
    expect(await create.getByLabel('Name').inputValue()).toBe(family.repeat(7));
    expect(server.requests().filter((r) => r.method === 'POST')).toEqual([]);

    // 20 rockets and a family: 25 characters for the server, stored whole.
    await create.getByLabel('Name').fill(`${'🚀'.repeat(20)}${family}`);
    await expect.poll(() => options.page.locator('#new-space-name-hint').textContent()).toBe('7 of 32 characters left');
    await create.getByRole('button', { name: 'Create space' }).click();
    await expect.poll(() => options.page.getByTestId('spaces-notice').textContent()).toContain('Created space');
    expect((await serverClient(server).spaces.list({})).items.map((s) => s.name)).toEqual([
      `${'🚀'.repeat(20)}${family}`,
    ]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('a bulk delete goes on in the background when its page closes; the next opening tells how it ended', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server);
    const client = serverClient(server);
    const links: Link[] = [];
    for (let n = 3; n >= 1; n--)
      links.unshift(
        await client.links.create({ destination: `https://example.com/${String(n)}`, alias: `run-${String(n)}` }),
      );
    const held = { match: { method: 'DELETE' }, hold: true };
    server.addFault(held);
    const options = await OptionsPage.open(firefox);
    await options.waitForAliases(['run-1', 'run-2', 'run-3']);
    await options.page.getByRole('checkbox', { name: 'Select all links on this page' }).click();
    await options.page.getByRole('button', { name: 'Delete selected' }).click();
    await options.dialog('Delete 3 links?').getByRole('button', { name: 'Delete', exact: true }).click();
    // The first delete goes through; the second is on its way when the page closes.
    await waitUntil(() => server.heldCount() === 1, { failure: () => 'no delete held' });
    server.releaseHeld();
    await waitUntil(
      () => server.heldCount() === 1 && server.requests().filter((r) => r.method === 'DELETE').length === 2,
      {
        failure: () => 'the second delete was not sent',
      },
    );
    await options.close();
    // The background has the job: it hears the answer and deletes the third with no page open.
    server.clearFaults();
    server.releaseHeld();
    await expect.poll(async () => (await client.links.list({})).total).toBe(0);

    const reopened = await OptionsPage.open(firefox);
    const line = reopened.page.getByTestId('job-notice-delete-links');
    await expect.poll(() => line.textContent()).toBe('Deleting links: finished — all 3 doneDismiss');
    await reopened.waitForAliases([]);
    // Each link deleted once.
    expect(
      server
        .requests()
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.status),
    ).toEqual([200, 200, 200]);
    await line.getByRole('button', { name: 'Dismiss' }).click();
    await line.waitFor({ state: 'detached' });
    expect(reopened.log.problems).toEqual([]);
    await reopened.close();
  });
  test('adds a second server, of the other dialect, and lists both with their state', async ({ firefox, server }) => {
    await resetExtension(firefox, server, null);
    const other = await startE2EServer({ dialect: 'current' });
    const options = await OptionsPage.open(firefox, '?view=settings');
    try {
      await options.fillConnection(server.url, E2E_KEY);
      await options.saveButton.click();
      await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');

      await options.page.getByRole('button', { name: 'Add server' }).click();
      await options.page.getByLabel('Name', { exact: true }).fill('Acme — current');
      await options.fillConnection(other.url, E2E_KEY);
      await options.saveButton.click();
      await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, current API');
      await expect.poll(() => options.page.getByTestId('server-row').count()).toBe(2);
      expect(await options.page.getByRole('heading', { name: 'Acme — current' }).isVisible()).toBe(true);
      expect(await options.page.getByRole('heading', { name: new URL(server.url).host }).isVisible()).toBe(true);
      await expect
        .poll(() => options.page.getByTestId('server-state').allTextContents())
        .toEqual(['Connected — phpShort, classic API', 'Connected — phpShort, current API']);
      expect(options.log.problems).toEqual([]);
    } finally {
      await options.close();
      await other.close();
    }
  });

  test('Shorten many: a pasted list of three, sent by the background, results shown', async ({ firefox, server }) => {
    await resetExtension(firefox, server);
    const options = await OptionsPage.open(firefox, '?view=bulk');
    await options.page
      .getByLabel('Addresses to shorten')
      .fill(
        [
          'https://example.com/ff/1?fbclid=IwAR1',
          'not an address',
          'https://example.com/ff/2',
          'example.com/ff/3',
        ].join('\n'),
      );
    await options.page.getByRole('button', { name: 'Review the list' }).click();
    await options.page.getByTestId('bulk-review').waitFor();
    expect(await options.page.getByTestId('bulk-skipped-line').allTextContents()).toEqual([
      'Line 2: not a web address not an address',
    ]);
    server.clearRequests();
    await options.page.getByTestId('bulk-start').click();
    await expect.poll(() => options.page.getByTestId('bulk-run').getAttribute('data-status')).toBe('finished');
    expect(await options.page.getByTestId('bulk-status').textContent()).toBe('Shorten many: finished — all 3 done');
    const shorts = await options.page.getByTestId('bulk-short').allTextContents();
    expect(shorts).toHaveLength(3);
    const made = (await serverClient(server).links.list({ perPage: 10 })).items;
    expect(made.map((link) => link.shortUrl).sort()).toEqual([...shorts].sort());
    // The fbclid was taken out before sending (the tracking setting is on by default).
    expect(made.map((link) => link.destination).sort()).toEqual([
      'https://example.com/ff/1',
      'https://example.com/ff/2',
      'https://example.com/ff/3',
    ]);
    expect(server.requests().filter((r) => r.method === 'POST')).toHaveLength(3);
    await options.page.getByTestId('bulk-results').waitFor();
    await options.page.getByRole('button', { name: 'New list' }).click();
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
