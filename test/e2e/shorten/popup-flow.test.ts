import { describe } from 'vitest';
import { STORAGE } from '../../../lib/storage/registry';
import { PopupPage } from '../pages/popup-page';
import {
  createRequests,
  expect,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

describe('popup: shortening with every choice', () => {
  test('the server stores exactly the chosen fields (country targeting), and the clipboard holds the short URL', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const api = serverClient(server);
    const space = await api.spaces.create({ name: 'Campaigns', color: 3 });
    await extension.seedLocalStorage({
      [STORAGE.knownResources.key]: {
        serverOrigin: server.url,
        domains: [{ id: 1, name: 'go.example' }],
        pixels: [
          { id: 1, name: 'Facebook pixel', type: 'facebook' },
          { id: 2, name: 'Analytics', type: 'google-analytics' },
        ],
      },
    });
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const page = popup.page;

    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    // The space list is refreshed from the server after the first paint.
    await page.getByRole('option', { name: 'Campaigns' }).waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Space' }).selectOption(String(space.id));
    await page.getByRole('textbox', { name: 'Alias' }).fill('spring-sale');
    await page.getByRole('combobox', { name: 'Privacy' }).selectOption('password');
    await page.getByLabel('Statistics password').fill('stats-secret');
    // Expiry is closed until something is set, and then says what is set.
    expect(await popup.expirySummary.textContent()).toContain('none');
    await popup.expirySummary.click();
    await page.getByLabel('Expiry date').fill(nextYear);
    await page.getByLabel('Expiry time').fill('18:30');
    await page.getByRole('textbox', { name: 'Click limit' }).fill('500');
    await page.getByRole('textbox', { name: 'After expiry, send visitors to' }).fill('https://example.com/over');
    expect(await popup.expirySummary.textContent()).toContain(`${nextYear} 18:30 · 500 clicks · then example.com`);
    await page.getByText('More options').click();
    await page.getByRole('combobox', { name: 'Domain' }).selectOption('1');
    await page.getByRole('checkbox', { name: /Facebook pixel/ }).check();
    await page.getByRole('checkbox', { name: /Analytics/ }).check();
    await page.getByRole('checkbox', { name: 'Disabled' }).check();
    await page.getByLabel('Password before redirect').fill('door-secret');
    await page.getByRole('combobox', { name: 'Targeting' }).selectOption('country');
    await page.getByRole('combobox', { name: 'Country 1' }).selectOption({ label: 'Germany' });
    await page.getByRole('textbox', { name: 'Destination 1' }).fill('https://example.com/de');
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('combobox', { name: 'Country 2' }).selectOption({ label: 'France' });
    await page.getByRole('textbox', { name: 'Destination 2' }).fill('https://example.com/fr');
    await page.evaluate(() => navigator.clipboard.writeText('before'));

    await popup.shortenButton.click();
    await popup.result.waitFor();
    const shortUrl = await popup.shortUrl.textContent();
    // On the chosen domain.
    expect(shortUrl).toBe('https://go.example/spring-sale');
    await expect.poll(() => popup.copyStatus.textContent()).toContain('Copied to the clipboard.');
    expect(await extension.readClipboard()).toBe(shortUrl);
    await page.getByRole('img', { name: `QR code for ${shortUrl}` }).waitFor();
    expect(createRequests(server)).toHaveLength(1);

    const stored = (await api.links.list()).items.find((link) => link.alias === 'spring-sale');
    expect(stored).toMatchObject({
      alias: 'spring-sale',
      destination: targetSite.articleUrl,
      space: { id: space.id, name: 'Campaigns' },
      domain: { id: 1, name: 'go.example' },
      privacy: 'password',
      hasPrivacyPassword: true,
      hasRedirectPassword: true,
      disabled: true,
      expiry: { date: nextYear, time: '18:30', clickLimit: 500, redirectUrl: 'https://example.com/over' },
      targeting: {
        kind: 'country',
        rules: [
          { country: 'DE', destination: 'https://example.com/de' },
          { country: 'FR', destination: 'https://example.com/fr' },
        ],
      },
    });
    expect(stored?.pixels.map((p) => p.id).sort()).toEqual([1, 2]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('operating-system targeting and private statistics, submitted with Enter', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const api = serverClient(server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const page = popup.page;

    await page.getByRole('combobox', { name: 'Privacy' }).selectOption('private');
    await page.getByText('More options').click();
    await page.getByRole('combobox', { name: 'Targeting' }).selectOption('platform');
    await page.getByRole('combobox', { name: 'Operating system 1' }).selectOption('iOS');
    await page.getByRole('textbox', { name: 'Destination 1' }).fill('https://example.com/ios');
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('combobox', { name: 'Operating system 2' }).selectOption('Android');
    await page.getByRole('textbox', { name: 'Destination 2' }).fill('https://example.com/android');
    await page.getByRole('textbox', { name: 'Alias' }).fill('apps');
    await page.getByRole('textbox', { name: 'Alias' }).press('Enter');

    await popup.result.waitFor();
    const stored = (await api.links.list()).items.find((link) => link.alias === 'apps');
    expect(stored).toMatchObject({
      alias: 'apps',
      privacy: 'private',
      disabled: false,
      domain: null,
      space: null,
      targeting: {
        kind: 'platform',
        rules: [
          { platform: 'iOS', destination: 'https://example.com/ios' },
          { platform: 'Android', destination: 'https://example.com/android' },
        ],
      },
    });
    expect(createRequests(server)).toHaveLength(1);
    await popup.close();
    await target.close();
  });
});

describe('popup: pages, drafts and earlier links', () => {
  test('a restricted page says so and takes a typed address', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    const options = await extension.openPage(extension.url('options.html'));
    const popup = await PopupPage.open(extension, await extension.findTabId(extension.url('options.html')));

    await popup.restrictedNotice.waitFor();
    expect(await popup.restrictedNotice.textContent()).toContain('no web address to shorten');
    expect(await popup.urlField.inputValue()).toBe('');
    await popup.urlField.fill(targetSite.articleUrl);
    await popup.urlField.press('Enter');
    await popup.result.waitFor();
    const [request] = createRequests(server);
    expect(request?.form.url).toBe(targetSite.articleUrl);
    await popup.close();
    await options.close();
  });

  test('restores the draft after the popup closes and after a browser restart, and clears it after shortening', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    let popup = await PopupPage.open(extension, tabId);
    await popup.page.getByRole('textbox', { name: 'Alias' }).fill('kept-alias');
    await popup.page.getByRole('combobox', { name: 'Privacy' }).selectOption('private');
    await popup.urlField.fill(`${targetSite.articleUrl}&edited=1`);
    await popup.close();
    // What a browser restart does to extension storage: session storage (memory) is gone.
    await extension.clearSessionStorage();

    popup = await PopupPage.open(extension, tabId);
    await expect.poll(() => popup.urlField.inputValue()).toBe(`${targetSite.articleUrl}&edited=1`);
    expect(await popup.page.getByRole('textbox', { name: 'Alias' }).inputValue()).toBe('kept-alias');
    expect(await popup.page.getByRole('combobox', { name: 'Privacy' }).inputValue()).toBe('private');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    await popup.close();

    // After a shortening the page offers that link; "Create a new one anyway" starts fresh.
    popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/kept-alias`);
    await popup.page.getByRole('button', { name: 'Create a new one anyway' }).click();
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    expect(await popup.page.getByRole('textbox', { name: 'Alias' }).inputValue()).toBe('');
    await popup.close();
    await target.close();
  });

  test('offers the link made before for this page first, with Copy', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    let popup = await PopupPage.open(extension, tabId);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const first = await popup.shortUrl.textContent();
    await popup.close();

    popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(first);
    await popup.page.evaluate(() => navigator.clipboard.writeText('before'));
    await popup.copyButton.click();
    await expect.poll(() => extension.readClipboard()).toBe(first);
    expect(createRequests(server)).toHaveLength(1);

    await popup.page.getByRole('button', { name: 'Shorten another' }).click();
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).not.toBe(first);
    expect(createRequests(server)).toHaveLength(2);
    await popup.close();
    await target.close();
  });
});
