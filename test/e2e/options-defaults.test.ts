import { describe } from 'vitest';
import { migrateSettings, settingsSchema } from '../../entrypoints/background/servers/settings';
import { SETTINGS_VERSION } from '../../lib/settings';
import { STORAGE } from '../../lib/storage/registry';
import { currentSeedFor, seedFor } from '../server/index';
import { OptionsPage } from './pages/options-page';
import { startE2EServer } from './support/extension-state';
import {
  connectExtension,
  detectedProfile,
  DIALECTS,
  expect,
  serverClient,
  serverOf,
  test,
} from './support/reference-server-fixtures';

/**
 * What the options page stores is the current settings shape, read back unchanged by the same
 * loader the popup uses (the popup's side: popup-defaults.test.ts).
 */
describe.each(DIALECTS)('options page: defaults (%s server)', (dialect) => {
  test('saves each choice at once, in the settings shape the popup reads, and shows it after a reload', async ({
    extension,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    server.reset();
    const client = serverClient(server);
    const [goExample, linksExample] = (dialect === 'current' ? currentSeedFor(0) : seedFor(0)).domains;
    const work = await client.spaces.create({ name: 'Work', color: 3 });
    await client.links.create({ destination: 'https://example.com/', domainId: linksExample.id });
    await connectExtension(extension, server);
    // Listing the links once teaches the extension the domains of a classic server (a current one lists them).
    const links = await OptionsPage.open(extension, '?view=links');
    await links.linkRows.first().waitFor();
    await links.close();

    const options = await OptionsPage.open(extension, '?view=settings');
    const saved = options.page.getByTestId('settings-saved');
    await options.page.getByLabel('Default space').selectOption({ label: 'Work' });
    await expect.poll(() => saved.textContent()).toBe('✓ Saved');
    const domain = options.page.getByLabel('Default domain');
    await expect.poll(() => domain.getByRole('option').allTextContents()).toContain(linksExample.name);
    const domainChoices = await domain.getByRole('option').allTextContents();
    if (dialect === 'current') {
      // The account's default domain first, then the server's own domains (listed, not only seen).
      expect(domainChoices[0]).toMatch(/^Your account’s default/);
      expect(domainChoices.slice(1)).toEqual([goExample.name, linksExample.name]);
    } else {
      expect(domainChoices).toEqual(['The server’s default', linksExample.name]);
    }
    await domain.selectOption({ label: linksExample.name });
    await options.page.getByRole('radio', { name: 'Private', exact: true }).check();
    await options.page.getByLabel('Copy the short link to the clipboard automatically').uncheck();
    await options.page.getByLabel('Show a notification', { exact: false }).uncheck();
    await options.page.getByLabel('Always make a new short link', { exact: false }).check();
    await options.page.getByLabel('Look for an existing short link when the popup opens').check();
    await options.page.getByLabel('Shorten this link (right-click on a link)').uncheck();
    await options.page.getByLabel('Remove tracking parameters before shortening').uncheck();

    const expected = {
      version: SETTINGS_VERSION,
      linkDefaults: { spaceId: work.id, domainId: linksExample.id, privacy: 'private' },
      autoCopy: false,
      notifications: false,
      alwaysNewLink: true,
      lookUpExisting: true,
      contextMenu: { page: true, link: false, selection: true },
      trackingParameters: { remove: false, names: null },
      utmPresets: [],
    };
    await expect.poll(async () => (await extension.readLocalStorage())[STORAGE.settings.key]).toEqual(expected);
    const stored = (await extension.readLocalStorage())[STORAGE.settings.key];
    expect(settingsSchema.safeParse(stored).success).toBe(true);
    expect(migrateSettings(stored)).toEqual(expected);

    await options.page.reload();
    await expect.poll(() => options.page.getByLabel('Default space').inputValue()).toBe(String(work.id));
    expect(await options.page.getByRole('radio', { name: 'Private', exact: true }).isChecked()).toBe(true);
    expect(await options.page.getByLabel('Copy the short link to the clipboard automatically').isChecked()).toBe(false);
    expect(await options.page.getByLabel('Look for an existing short link when the popup opens').isChecked()).toBe(
      true,
    );
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});

describe('options page: defaults a plan switches off', () => {
  test('shows the reason in place of the space, domain and privacy choices', async ({ extension }) => {
    const server = await startE2EServer({
      dialect: 'current',
      plan: { features: { spaces: 0, domains: 0, link_stats: 0 } },
    });
    try {
      await connectExtension(extension, server);
      const profile = detectedProfile(server);
      if (!profile.account) throw new Error('a current server has an account');
      await extension.seedLocalStorage({
        [STORAGE.serverProfile.key]: {
          ...profile,
          account: { ...profile.account, featuresOff: ['spaces', 'domains', 'privacy'] },
        },
      });
      const options = await OptionsPage.open(extension, '?view=settings');
      const space = options.page.getByLabel('Default space');
      await space.waitFor();
      expect(await space.isDisabled()).toBe(true);
      expect(await options.page.getByLabel('Default domain').isDisabled()).toBe(true);
      expect(await options.page.getByRole('radio', { name: 'Private', exact: true }).isDisabled()).toBe(true);
      for (const reason of [
        'Your plan on this server does not include spaces.',
        'Your plan on this server does not include custom domains.',
        'Your plan on this server does not include statistics settings.',
      ])
        expect(await options.page.getByText(reason, { exact: true }).isVisible()).toBe(true);
      await options.close();
    } finally {
      await server.close();
    }
  });
});

describe('options page: settings of the previous version', () => {
  test("keep what the user chose, and follow the account's default where v2 only had its starting value", async ({
    extension,
    currentServer: server,
  }) => {
    server.reset();
    const client = serverClient(server);
    const work = await client.spaces.create({ name: 'Work', color: 3 });
    server.setAccountDefaults(0, { default_stats: 1 });
    await connectExtension(extension, server);
    const profile = detectedProfile(server);
    if (!profile.account) throw new Error('a current server has an account');
    // As the background stored them before this version: a space chosen, privacy at v2's start.
    await extension.seedLocalStorage({
      [STORAGE.serverProfile.key]: { ...profile, account: { ...profile.account, defaultPrivacy: 'private' } },
      [STORAGE.settings.key]: {
        version: 2,
        linkDefaults: { spaceId: work.id, domainId: null, privacy: 'public' },
        autoCopy: false,
        notifications: true,
        contextMenu: { page: true, link: true, selection: false },
      },
    });

    const options = await OptionsPage.open(extension, '?view=settings');
    await expect.poll(() => options.page.getByLabel('Default space').inputValue()).toBe(String(work.id));
    await options.page.getByText('Work — chosen here', { exact: true }).waitFor();
    expect(await options.page.getByRole('radio', { name: 'Your account’s default (Private)' }).isChecked()).toBe(true);
    expect(await options.page.getByLabel('Copy the short link to the clipboard automatically').isChecked()).toBe(false);
    // Written back in the current shape, every other choice as it was.
    await expect
      .poll(async () => (await extension.readLocalStorage())[STORAGE.settings.key])
      .toEqual({
        version: SETTINGS_VERSION,
        linkDefaults: { spaceId: work.id, domainId: null, privacy: 'account' },
        autoCopy: false,
        notifications: true,
        // Added within version 2: absent from what was stored, it starts off.
        alwaysNewLink: false,
        // Added within version 4: absent from what was stored, it starts off (it sends addresses).
        lookUpExisting: false,
        contextMenu: { page: true, link: true, selection: false },
        // Added with version 4: tracking parameters removed, no UTM presets.
        trackingParameters: { remove: true, names: null },
        utmPresets: [],
      });
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
