import { describe } from 'vitest';
import { keyOfServer } from '../../lib/servers';
import type { Settings } from '../../lib/settings';
import { STORAGE } from '../../lib/storage/registry';
import type { ReferenceServer } from '../server/types';
import { accessibilityProblems } from './accessibility/scan';
import { OptionsPage } from './pages/options-page';
import { addExtensionServer, releaseHeld } from './support/extension-state';
import { tabTo } from './support/keyboard';
import { waitUntil } from './support/wait-until';
import { expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

/**
 * Deletes of a link that reached `server`, at either delete path (a classic server's
 * `/links/{id}/destroy`, or under `/api/v1`): what proves which server a delete went to.
 */
const linkDeletes = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'DELETE' && /\/links\/\d+/.test(r.path));

/** Two links and a space on `server`, named after it: rows of one server are told from the other's at a glance. */
async function seed(server: ReferenceServer, prefix: string, space: string): Promise<void> {
  const api = serverClient(server);
  await api.spaces.create({ name: space, color: 2 });
  for (const n of ['a', 'b'])
    await api.links.create({ destination: `https://example.com/${prefix}/${n}`, alias: `${prefix}-${n}` });
}

describe('options page: the server chooser', () => {
  test('shows, deletes, lists spaces and saves defaults on the chosen server only, kept in the URL', async ({
    extension,
    server: classic,
    currentServer: current,
  }) => {
    await resetExtension(extension, classic);
    current.reset();
    await addExtensionServer(extension, current, { id: '2', name: 'Staging' });
    await seed(classic, 'one', 'Alpha');
    await seed(current, 'two', 'Beta');

    const options = await OptionsPage.open(extension, '?server=2');
    try {
      const chooser = options.page.getByLabel('Server', { exact: true });
      await options.waitForAliases(['two-b', 'two-a']);
      expect(await chooser.inputValue()).toBe('2');
      // The user's order, the current server marked; an unnamed server goes by its host.
      expect(await chooser.getByRole('option').allTextContents()).toEqual([
        `${new URL(classic.url).host} (current)`,
        'Staging',
      ]);
      expect.soft(await accessibilityProblems(options.page, 'links with the server chooser')).toEqual([]);

      // By keyboard alone: Tab reaches the chooser, an arrow key picks the server above.
      classic.clearRequests();
      current.clearRequests();
      await tabTo(options.page, chooser);
      // While server 1's list is on its way, none of server 2's rows (nor their buttons) stays on screen.
      classic.addFault({ match: { method: 'GET', path: '/api/v1/links' }, hold: true, times: 1 });
      await options.page.keyboard.press('ArrowUp');
      await waitUntil(() => classic.heldCount() === 1, { failure: () => 'server 1 was not asked' });
      expect(await options.linkRows.count()).toBe(0);
      expect(await options.page.getByRole('button', { name: /^Delete two-/ }).count()).toBe(0);
      await releaseHeld(classic);
      await options.waitForAliases(['one-b', 'one-a']);
      expect(options.query()).toContain('server=1');

      await options.page.getByRole('button', { name: 'Delete one-a', exact: true }).click();
      const dialog = options.dialog('Delete one-a?');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => options.linksNotice.textContent()).toBe('Deleted 1 link.');
      expect(linkDeletes(classic)).toHaveLength(1);
      expect(linkDeletes(current)).toEqual([]);
      expect((await serverClient(current).links.list({})).items.map((link) => link.alias)).toEqual(['two-b', 'two-a']);

      // A reload (or a bookmark) reopens the same server's view.
      await options.page.reload();
      await options.waitForAliases(['one-b']);
      expect(await chooser.inputValue()).toBe('1');

      await options.section('Spaces').click();
      await options.page.getByTestId('space-row').filter({ hasText: 'Alpha' }).waitFor();
      await chooser.selectOption('2');
      await options.page.getByTestId('space-row').filter({ hasText: 'Beta' }).waitFor();
      expect(await options.page.getByTestId('space-row').allTextContents()).not.toContainEqual(
        expect.stringContaining('Alpha'),
      );

      // Defaults saved on server 2 are server 2's: server 1's stay as they were.
      await options.section('Settings').click();
      expect(await chooser.inputValue()).toBe('2');
      const before = (await extension.readLocalStorage())[STORAGE.settings.key] as Settings | undefined;
      await options.page.getByLabel('Copy the short link to the clipboard automatically').click();
      await expect.poll(() => options.page.getByTestId('settings-saved').textContent()).toContain('Saved');
      const stored = await extension.readLocalStorage();
      expect((stored[keyOfServer(STORAGE.settings.key, '2')] as Settings).autoCopy).toBe(false);
      expect((stored[STORAGE.settings.key] as Settings | undefined)?.autoCopy ?? true).toBe(before?.autoCopy ?? true);
      expect.soft(await accessibilityProblems(options.page, 'defaults with the server chooser')).toEqual([]);

      // A server no longer listed: the current one is shown, and the address says so.
      await options.page.goto(options.page.url().replace(/server=\d+/, 'server=9'));
      await options.page.getByLabel('Copy the short link to the clipboard automatically').waitFor();
      await expect.poll(() => options.query()).toBe('?view=settings');
      expect(await chooser.inputValue()).toBe('1');
      expect(options.log.problems).toEqual([]);
    } finally {
      await options.close();
    }
  });
});
