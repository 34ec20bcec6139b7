import { describe } from 'vitest';
import type { LinkDraft } from '../../lib/api/model/link';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import type { ExtensionSession } from './support/extension-session';
import {
  connectExtension,
  DIALECTS,
  expect,
  serverClient,
  serverOf,
  testWithServerOptions,
} from './support/reference-server-fixtures';

/**
 * Editing keeps what the server stored (test/server/README.md, "Record variants"). This file's
 * classic server answers like a classic-era release whose records carry the expiry as one
 * `ends_at`, leave the targeting rows out and say nothing about passwords; its current server is
 * the usual one.
 */
const test = testWithServerOptions({ recordVariant: { expiry: 'ends_at', targeting: 'absent', secrets: 'absent' } });

/** A link with every stored fact the edit dialog cannot see in full: passwords, expiry, targeting rows. */
const GUARDED: LinkDraft = {
  destination: 'https://shop.example/guarded',
  alias: 'guarded',
  redirectPassword: 'door',
  privacy: 'password',
  privacyPassword: 'stats',
  expiry: { date: '2030-07-01', time: '12:30', clickLimit: 500 },
  targeting: {
    kind: 'country',
    rules: [
      { country: 'US', destination: 'https://shop.example/us' },
      { country: 'FR', destination: 'https://shop.example/fr' },
    ],
  },
};

/** The server back to its seeds with the guarded link, the extension connected, the edit dialog open on it. */
async function editGuarded(extension: ExtensionSession, server: ReferenceServer) {
  server.reset();
  await serverClient(server).links.create(GUARDED);
  await connectExtension(extension, server);
  const options = await OptionsPage.open(extension, '?per=100');
  await options.waitForAliases(['guarded']);
  await options.page.getByRole('button', { name: 'Edit guarded', exact: true }).click();
  const dialog = options.dialog('Edit guarded');
  await dialog.waitFor();
  return { options, dialog };
}

describe.each(DIALECTS)('options page: editing keeps what the server stored (%s server)', (dialect) => {
  test('a password-protected link renamed alone: only the alias is sent, no password retyped', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    const { options, dialog } = await editGuarded(extension, server);

    expect(await dialog.getByLabel('Privacy').inputValue()).toBe('password');
    const statsPassword = dialog.getByLabel('Statistics password');
    expect(await statsPassword.inputValue()).toBe('');
    await expect.poll(() => dialog.getByText('Set — leave empty to keep it.').count()).toBeGreaterThan(0);

    server.clearRequests();
    await dialog.getByLabel('Alias', { exact: true }).fill('renamed');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const writes = server.requests().filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.form)).toEqual([{ alias: 'renamed' }]);
    await expect.poll(() => options.linksNotice.textContent()).toBe('Saved renamed.');

    // The server still holds every other fact, as before the edit.
    const saved = (await serverClient(server).links.list({ search: 'renamed', searchIn: 'alias' })).items[0];
    expect(saved).toMatchObject({ alias: 'renamed', privacy: 'password', expiry: { clickLimit: 500 } });
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});

describe.each(DIALECTS)('options page: leaving "password" privacy (%s server)', (dialect) => {
  test('switching to "Private" clears the stored statistics password', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    const { options, dialog } = await editGuarded(extension, server);
    server.clearRequests();
    await dialog.getByLabel('Privacy').selectOption('private');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Each dialect's own name for it, sent empty: the server clears it (a current one keeps it otherwise).
    const writes = server.requests().filter((r) => r.method !== 'GET');
    expect(writes.map((r) => r.form)).toEqual([
      dialect === 'current' ? { privacy: '1', password: '' } : { privacy: '1', privacy_password: '' },
    ]);
    const saved = (await serverClient(server).links.list({ search: 'guarded', searchIn: 'alias' })).items[0];
    expect(saved).toMatchObject({ privacy: 'private' });
    // This file's classic server says nothing about secrets; the current one says it is gone, so
    // choosing "Password" again wants a new one.
    if (dialect === 'current') {
      expect(saved?.hasPrivacyPassword).toBe(false);
      await options.page.getByRole('button', { name: 'Edit guarded', exact: true }).click();
      const again = options.dialog('Edit guarded');
      await again.waitFor();
      await again.getByLabel('Privacy').selectOption('password');
      await again.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => again.getByText('Enter the password for the statistics page.').count()).toBe(1);
    }
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});

describe('options page: a classic record with `ends_at`, without rows and without secrets', () => {
  test('shows the expiry date and time, the rows as not reported and the passwords as unknown; saving unchanged sends nothing', async ({
    extension,
    server,
  }) => {
    const { options, dialog } = await editGuarded(extension, server);

    // The server reads the date and time it was given in UTC; the dialog shows that instant in local time.
    const instant = new Date(Date.UTC(2030, 6, 1, 12, 30));
    const two = (n: number) => String(n).padStart(2, '0');
    expect(await dialog.getByLabel('Expiry date').inputValue()).toBe(
      `${instant.getFullYear()}-${two(instant.getMonth() + 1)}-${two(instant.getDate())}`,
    );
    expect(await dialog.getByLabel('Expiry time').inputValue()).toBe(
      `${two(instant.getHours())}:${two(instant.getMinutes())}`,
    );
    expect(await dialog.getByLabel('Click limit').inputValue()).toBe('500');

    await dialog.getByText('More options').click();
    const notReported = dialog.getByTestId('targeting-not-reported');
    await notReported.waitFor();
    expect(await notReported.textContent()).toContain('not reported by the server');
    expect(await dialog.getByRole('combobox', { name: 'Targeting' }).inputValue()).toBe('country');
    expect(await dialog.getByRole('group', { name: /^Row / }).count()).toBe(0);
    expect(await dialog.getByText('The server does not say whether one is set').count()).toBe(1);

    server.clearRequests();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(server.requests().filter((r) => r.method !== 'GET')).toEqual([]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
