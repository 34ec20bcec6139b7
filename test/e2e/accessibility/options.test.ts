import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { E2E_EXTENSION_DIR } from '../support/paths';
import { OptionsPage } from '../pages/options-page';
import { expect, releaseHeld, resetExtension, serverClient, test } from '../support/reference-server-fixtures';
import { waitUntil } from '../support/wait-until';
import { accessibilityProblems } from './scan';

/**
 * axe-core on every state of the options page, light and dark (issue 13: 0 violations). One page
 * walks through a group of states; `expect.soft` lets one run list every state that fails.
 */
describe('accessibility of the options page', () => {
  test('not connected: settings, and the lists asking for a server', async ({ extension, server }) => {
    await resetExtension(extension, server, null);
    const options = await OptionsPage.open(extension, '?view=settings');
    try {
      await options.serverUrl.waitFor();
      expect.soft(await accessibilityProblems(options.page, 'settings, not connected')).toEqual([]);
      await options.section('Links').click();
      await options.page.getByRole('button', { name: 'Open server settings' }).waitFor();
      expect.soft(await accessibilityProblems(options.page, 'links, not connected')).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('the footer: version, independence, and the privacy policy it opens', async ({ extension, server }) => {
    await resetExtension(extension, server, null);
    const options = await OptionsPage.open(extension, '?view=settings');
    try {
      const footer = options.page.getByRole('contentinfo');
      await expect.poll(() => footer.textContent()).toContain('not made by the authors of phpShort');
      const { version } = JSON.parse(readFileSync(join(E2E_EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
        version: string;
      };
      expect(await footer.textContent()).toContain(`Version ${version}`);
      const [policy] = await Promise.all([
        options.page.context().waitForEvent('page'),
        footer.getByRole('link', { name: 'Privacy policy' }).click(),
      ]);
      await policy.getByRole('heading', { name: 'Where it goes' }).waitFor();
      expect(policy.url()).toBe(extension.url('privacy.html'));
      expect(await policy.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy policy');
      expect.soft(await accessibilityProblems(policy, 'privacy policy')).toEqual([]);
      await policy.close();
    } finally {
      await options.close();
    }
  });

  test('settings: connected, defaults saved, a failed connection test', async ({ extension, server }) => {
    await resetExtension(extension, server);
    await serverClient(server).spaces.create({ name: 'Work', color: 3 });
    const options = await OptionsPage.open(extension, '?view=settings');
    try {
      await options.keySaved.waitFor();
      expect.soft(await accessibilityProblems(options.page, 'settings, connected')).toEqual([]);

      await options.page.getByLabel('Copy the short link to the clipboard automatically').click();
      await expect.poll(() => options.page.getByTestId('settings-saved').textContent()).toContain('Saved');
      expect(await options.page.getByTestId('settings-saved').getAttribute('role')).toBe('status');
      expect.soft(await accessibilityProblems(options.page, 'defaults saved')).toEqual([]);

      server.addFault({ status: 401 });
      await options.page.getByRole('button', { name: 'Test again' }).click();
      await expect.poll(() => options.connectionResult.textContent()).toContain('does not work');
      expect(await options.connectionResult.getAttribute('role')).toBe('status');
      expect.soft(await accessibilityProblems(options.page, 'connection test failed')).toEqual([]);
    } finally {
      server.clearFaults();
      await options.close();
    }
  });

  test("settings on a current server: the account's defaults, followed and chosen here", async ({
    extension,
    currentServer,
  }) => {
    await resetExtension(extension, currentServer);
    await serverClient(currentServer).spaces.create({ name: 'Work', color: 3 });
    const options = await OptionsPage.open(extension, '?view=settings');
    try {
      const followed = options.page.getByRole('radio', { name: 'Your account’s default (Public)' });
      await followed.waitFor();
      await options.page.getByText('Work', { exact: true }).waitFor({ state: 'attached' });
      expect.soft(await accessibilityProblems(options.page, "settings, the account's defaults")).toEqual([]);
      await options.page.getByLabel('Default space').selectOption({ label: 'Work' });
      await options.page.getByRole('radio', { name: 'Private', exact: true }).check();
      await options.page.getByText('Private — chosen here', { exact: true }).waitFor();
      expect.soft(await accessibilityProblems(options.page, 'settings, defaults chosen here')).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('links: the list, filtered to nothing, editing, deleting', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const api = serverClient(server);
    const work = await api.spaces.create({ name: 'Work', color: 3 });
    for (const alias of ['one', 'two', 'three']) {
      await api.links.create({ destination: `https://example.com/${alias}`, alias, spaceId: work.id });
    }
    const options = await OptionsPage.open(extension, '?view=links');
    try {
      await options.waitForAliases(['three', 'two', 'one']);
      expect.soft(await accessibilityProblems(options.page, 'links')).toEqual([]);

      // A reload (another order) keeps the rows on screen and says the table is busy meanwhile.
      const table = options.page.getByRole('table', { name: 'Links' });
      server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, hold: true, times: 1 });
      await options.filter('Sort').selectOption({ index: 1 });
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('true');
      expect.soft(await accessibilityProblems(options.page, 'links reloading')).toEqual([]);
      await releaseHeld(server);
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');

      await options.page.getByRole('button', { name: 'Edit two', exact: true }).click();
      const edit = options.dialog('Edit two');
      await edit.waitFor();
      expect.soft(await accessibilityProblems(options.page, 'edit link dialog')).toEqual([]);
      await edit.getByLabel('Alias', { exact: true }).fill('one');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await edit.getByRole('alert').waitFor();
      expect.soft(await accessibilityProblems(options.page, 'edit link dialog, refused')).toEqual([]);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await edit.waitFor({ state: 'detached' });

      await options.page.getByRole('button', { name: 'QR code of two' }).click();
      const qr = options.dialog('QR code');
      await qr.getByRole('img', { name: /^QR code for / }).waitFor();
      // With what a download says beside the buttons.
      await qr.getByRole('button', { name: 'Download the QR code as SVG' }).click();
      await expect.poll(() => qr.getByRole('status').textContent()).toBe('Saved two-qr.svg');
      expect.soft(await accessibilityProblems(options.page, 'QR code dialog')).toEqual([]);
      await qr.getByRole('button', { name: 'Close' }).click();
      await qr.waitFor({ state: 'detached' });

      await options.page.getByRole('checkbox', { name: 'Select one' }).check();
      await options.page.getByRole('checkbox', { name: 'Select two' }).check();
      expect.soft(await accessibilityProblems(options.page, 'links selected')).toEqual([]);
      await options.page.getByRole('button', { name: 'Delete selected' }).click();
      const confirm = options.dialog('Delete 2 links?');
      await confirm.waitFor();
      expect.soft(await accessibilityProblems(options.page, 'delete links dialog')).toEqual([]);
      // The first delete is held at the server while the running count is scanned.
      server.addFault({ match: { method: 'DELETE' }, hold: true, times: 1 });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.getByRole('status').waitFor();
      expect.soft(await accessibilityProblems(options.page, 'deleting links')).toEqual([]);
      await releaseHeld(server);
      await confirm.waitFor({ state: 'detached' });
      server.clearFaults();
      await options.waitForAliases(['three']);
      await expect.poll(() => options.linksNotice.textContent()).toBe('Deleted 2 links.');
      expect.soft(await accessibilityProblems(options.page, 'links deleted')).toEqual([]);

      // (Sorted oldest first above.) A delete the server stopped (a login page answered, no API):
      // its line says why, with Resume and Dismiss.
      for (const alias of ['four', 'five'])
        await api.links.create({ destination: `https://example.com/${alias}`, alias });
      await options.page.reload();
      await options.waitForAliases(['three', 'four', 'five']);
      await options.page.getByRole('checkbox', { name: 'Select four' }).check();
      await options.page.getByRole('checkbox', { name: 'Select five' }).check();
      await options.page.getByRole('button', { name: 'Delete selected' }).click();
      server.addFault({ match: { method: 'DELETE' }, html: true, times: 1 });
      await options.dialog('Delete 2 links?').getByRole('button', { name: 'Delete', exact: true }).click();
      const stopped = options.page.getByTestId('job-notice-delete-links');
      await stopped.getByRole('button', { name: 'Resume' }).waitFor();
      expect.soft(await accessibilityProblems(options.page, 'delete job stopped')).toEqual([]);
      server.clearFaults();
      await stopped.getByRole('button', { name: 'Dismiss' }).click();
      await stopped.waitFor({ state: 'detached' });

      // An export the page left (reloaded) while its first page was held: its line, then its files
      // offered. The hold spans only the reload, the line and its scan: past the extension's 10 s
      // read timeout the page would fail, and a loaded machine can spend that on a longer wait.
      server.addFault({ match: { method: 'GET', path: '/api/v1/links' }, hold: true, times: 1 });
      await options.page.getByRole('button', { name: 'Export…', exact: true }).click();
      await expect.poll(() => server.heldCount()).toBe(1);
      await options.page.reload();
      const underWay = options.page.getByTestId('job-notice-export');
      await underWay.getByRole('button', { name: 'Cancel' }).waitFor();
      expect.soft(await accessibilityProblems(options.page, 'export job under way')).toEqual([]);
      await releaseHeld(server);
      await options.waitForAliases(['three', 'four', 'five']);
      const ready = options.page.getByTestId('export-ready');
      await expect.poll(() => ready.locator('p').textContent()).toBe('An export of 3 links is ready.');
      expect.soft(await accessibilityProblems(options.page, 'export ready')).toEqual([]);
      await ready.getByRole('button', { name: 'Dismiss' }).click();
      await ready.waitFor({ state: 'detached' });

      await options.filter('Search').fill('nothing-like-this');
      await options.page.getByText('No links match these filters.').waitFor();
      expect.soft(await accessibilityProblems(options.page, 'links filtered to nothing')).toEqual([]);
    } finally {
      server.clearFaults();
      await options.close();
    }
  });

  test('spaces: the list, creating refused, editing, deleting', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const api = serverClient(server);
    const work = await api.spaces.create({ name: 'Work', color: 3 });
    await api.spaces.create({ name: 'Home', color: 5 });
    await api.links.create({ destination: 'https://example.com/a', spaceId: work.id });
    const options = await OptionsPage.open(extension, '?view=spaces');
    const rows = options.page.getByTestId('space-row');
    try {
      await expect.poll(() => rows.count()).toBe(2);
      expect.soft(await accessibilityProblems(options.page, 'spaces')).toEqual([]);

      const table = options.page.getByRole('table', { name: 'Spaces' });
      server.addFault({ match: { method: 'GET', path: '/api/v1/spaces' }, hold: true, times: 1 });
      await options.page.getByLabel('Sort').selectOption({ index: 1 });
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('true');
      expect.soft(await accessibilityProblems(options.page, 'spaces reloading')).toEqual([]);
      await releaseHeld(server);
      await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');

      await options.page.getByRole('button', { name: 'Create space' }).click();
      await options.page.locator('.space-create').getByRole('alert').waitFor();
      expect.soft(await accessibilityProblems(options.page, 'create space refused')).toEqual([]);

      await options.page.getByRole('button', { name: 'Edit space Work' }).click();
      const edit = options.dialog('Edit space Work');
      await edit.waitFor();
      expect.soft(await accessibilityProblems(options.page, 'edit space dialog')).toEqual([]);
      await options.page.keyboard.press('Escape');
      await edit.waitFor({ state: 'detached' });

      await options.page.getByRole('button', { name: 'Delete space Work' }).click();
      const confirm = options.dialog(/^Delete space Work/);
      const count = confirm.getByTestId('space-link-count');
      await count.getByText(/also deletes its link,/).waitFor();
      // The count arrives after the dialog opened: it is read out when it does.
      expect(await count.getAttribute('aria-live')).toBe('polite');
      expect.soft(await accessibilityProblems(options.page, 'delete space dialog')).toEqual([]);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
    } finally {
      await options.close();
    }
  });

  test('empty lists', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=links');
    try {
      await options.page.getByTestId('links-empty').waitFor();
      expect.soft(await accessibilityProblems(options.page, 'no links')).toEqual([]);
      await options.section('Spaces').click();
      await options.page.getByTestId('spaces-empty').waitFor();
      expect.soft(await accessibilityProblems(options.page, 'no spaces')).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('import: a refused text, a column mapping, the review, a finished import', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=links');
    const { page } = options;
    try {
      await options.section('Import').click();
      const paste = page.getByLabel('Or paste the file’s text');
      await paste.waitFor();
      expect.soft(await accessibilityProblems(page, 'import, nothing chosen')).toEqual([]);
      await paste.fill('name;note\nfirst;second');
      await page.getByRole('button', { name: 'Read the text' }).click();
      await page.getByTestId('import-text-problem').waitFor();
      expect.soft(await accessibilityProblems(page, 'import, a text refused')).toEqual([]);
      await paste.fill('Target,Code\nhttps://example.com/a,a.b\nnot an address,c\nhttps://example.com/d,d');
      await page.getByRole('button', { name: 'Read the text' }).click();
      await page.getByTestId('import-mapping').waitFor();
      expect.soft(await accessibilityProblems(page, 'import, column mapping')).toEqual([]);
      await page.getByLabel('Alias or short link (optional)').selectOption({ label: 'Code' });
      await page.getByRole('button', { name: 'Read with these columns' }).click();
      await page.getByTestId('import-review').waitFor();
      expect.soft(await accessibilityProblems(page, 'import, review')).toEqual([]);
      await page.getByRole('button', { name: 'Accept every proposal' }).click();
      await page.getByRole('button', { name: 'Import 2 links' }).click();
      await page.locator('[data-testid="import-run"][data-status="finished"]').waitFor();
      expect.soft(await accessibilityProblems(page, 'import, finished')).toEqual([]);
    } finally {
      await options.close();
    }
  });

  test('import: row notes, the new space refused at its field', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=import');
    const { page } = options;
    try {
      await page
        .getByLabel('Or paste the file’s text')
        .fill(
          'alias,destination,shortUrl,domain.name,space.name,hasRedirectPassword,expiry.date\n' +
            'secret,https://example.com/secret,https://s.example/secret,,,true,2030-01-01',
        );
      await page.getByRole('button', { name: 'Read the text' }).click();
      await page.getByTestId('import-row-note').first().waitFor();
      await page.getByLabel('Space', { exact: true }).selectOption({ label: 'A new space' });
      server.addFault({ match: { method: 'POST', path: '/api/v1/spaces' }, status: 500, times: 1 });
      await page.getByRole('button', { name: 'Import 1 link' }).click();
      await page
        .getByTestId('import-review')
        .locator('.form-error', { hasText: 'The new space could not be created' })
        .waitFor();
      expect.soft(await accessibilityProblems(page, 'import, row notes and the new space refused')).toEqual([]);
    } finally {
      server.clearFaults();
      await options.close();
    }
  });

  test.for(['links', 'spaces'] as const)('%s: loading, then a load error', async (what, { extension, server }) => {
    await resetExtension(extension, server);
    const path = `/api/v1/${what}`;
    // Held at the server while the loading list is scanned, then a failure (the spaces are also
    // asked for elsewhere on the page: every request of that kind fails until the test clears the fault).
    server.addFault({ match: { path }, hold: true, status: 500 });
    const options = await OptionsPage.open(extension, `?view=${what}`);
    try {
      await options.page.getByTestId('loading').waitFor();
      expect(await options.page.getByTestId('loading').getAttribute('role')).toBe('status');
      expect.soft(await accessibilityProblems(options.page, `${what} loading`)).toEqual([]);
      const error = options.page.getByTestId('load-error');
      // Each held request fails as it is let go, until the page says the list could not load.
      await waitUntil(
        async () => {
          server.releaseHeld();
          return (await error.count()) > 0;
        },
        { failure: () => `${what}: no load error shown` },
      );
      expect(await error.getAttribute('role')).toBe('alert');
      expect.soft(await accessibilityProblems(options.page, `${what} load error`)).toEqual([]);
    } finally {
      server.clearFaults();
      server.releaseHeld();
      await options.close();
    }
  });
});
