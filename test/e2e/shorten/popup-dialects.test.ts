import { describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { STORAGE } from '../../../lib/storage/registry';
import { PopupPage } from '../pages/popup-page';
import { asksSettled, watchAsks } from '../support/page-asks';
import {
  createRequests,
  DIALECTS,
  expect,
  resetExtension,
  serverClient,
  serverOf,
  testWithServerOptions,
} from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

const year = new Date().getFullYear() + 1;

/** Names only one dialect uses (lib/api/README.md, "The two dialects"): the other dialect's server would ignore them. */
const ONLY_CLASSIC = [
  'space',
  'domain',
  'pixels',
  'privacy_password',
  'disabled',
  'expiration_date',
  'expiration_time',
  'expiration_clicks',
  'target_type',
  'country',
  'platform',
  'language',
  'rotation',
];
const ONLY_CURRENT = [
  'space_id',
  'domain_id',
  'pixel_ids',
  'redirect_password',
  'active_period_start_at',
  'active_period_end_at',
  'clicks_limit',
  'targets_type',
  'targets',
];

/** The parameter names of every request the extension made to `server` (query and body). */
const sentNames = (server: ReferenceServer) => new Set(server.requests().flatMap((request) => request.params));

/**
 * The popup on both kinds of server: it offers what that server honours, the server stores
 * exactly what was chosen, and no request carries the other dialect's names.
 */
describe.each(DIALECTS)('popup on a %s server', (dialect) => {
  const current = dialect === 'current';

  test('offers what the server honours, and the server stores exactly the chosen options', async ({
    extension,
    targetSite,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    await resetExtension(extension, server);
    const api = serverClient(server);
    const space = await api.spaces.create({ name: 'Campaigns', color: 3 });
    if (!current) {
      // A classic server cannot list its domains and pixels: the extension knows those of links it has seen.
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
    }
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const page = popup.page;

    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await page.getByRole('option', { name: 'Campaigns' }).waitFor({ state: 'attached' });
    // Opening the popup lists a current server's domains and pixels behind the form, once each
    // (list-freshness.test.ts); a classic server cannot list them and is not asked.
    for (const path of ['/api/v1/domains', '/api/v1/pixels'])
      expect(server.requests().filter((r) => r.path === path).length).toBeLessThanOrEqual(current ? 1 : 0);

    await page.getByRole('combobox', { name: 'Space' }).selectOption(String(space.id));
    await page.getByRole('textbox', { name: 'Alias' }).fill(`options-${dialect}`);
    await page.getByRole('combobox', { name: 'Privacy' }).selectOption('password');
    await page.getByLabel('Statistics password').fill('stats-secret');

    await popup.expirySummary.click();
    if (current) {
      expect(await page.getByLabel('Expiry date').count()).toBe(0);
      await page.getByLabel('Start date').fill(`${year}-06-01`);
      await page.getByLabel('Start time').fill('09:00');
      await page.getByLabel('End date').fill(`${year}-06-30`);
      await page.getByLabel('End time').fill('18:30');
    } else {
      expect(await page.getByLabel('Start date').count()).toBe(0);
      await page.getByLabel('Expiry date').fill(`${year}-06-30`);
      await page.getByLabel('Expiry time').fill('18:30');
    }
    await page.getByRole('textbox', { name: 'Click limit' }).fill('500');
    await page.getByRole('textbox', { name: 'After expiry, send visitors to' }).fill('https://example.com/over');
    // The window in the browser's language and in the user's zone, named; a classic end as typed.
    const summary = (await popup.expirySummary.textContent())?.replace(/\s/g, ' ');
    if (current) {
      expect(summary).toMatch(
        new RegExp(
          `From Jun 1, ${year}, 9:00 AM until Jun 30, ${year}, 6:30 PM \\([^)]+\\) · 500 clicks · then example\\.com`,
        ),
      );
      expect(await page.getByTestId('expiry-zone').textContent()).toMatch(/^Times are in .+\.$/);
    } else {
      expect(summary).toContain(`${year}-06-30 18:30 · 500 clicks · then example.com`);
      expect(await page.getByTestId('expiry-zone').count()).toBe(0);
    }

    await page.getByText('More options').click();
    const domain = page.getByRole('combobox', { name: 'Domain' });
    // A current server lists its own (the account's default first); a classic one those seen on links.
    const domains = current
      ? ['Your account’s default (127.0.0.1)', 'go.example', 'links.example']
      : ['The server’s default', 'go.example'];
    await expect.poll(() => domain.locator('option').allTextContents()).toEqual(domains);
    await domain.selectOption({ label: 'go.example' });
    await page.getByRole('checkbox', { name: /Facebook pixel/ }).check();
    await page.getByRole('checkbox', { name: /Analytics/ }).check();
    const disabled = page.getByRole('checkbox', { name: 'Disabled' });
    if (current) expect(await disabled.count()).toBe(0);
    else await disabled.check();
    await page.getByLabel('Password before redirect').fill('door-secret');

    const kinds = page.getByRole('combobox', { name: 'Targeting' });
    expect(await kinds.locator('option').allTextContents()).toEqual(
      current
        ? ['None', 'Continent', 'Country', 'Operating system', 'Browser', 'Language', 'Device', 'Rotation']
        : ['None', 'Country', 'Operating system', 'Language', 'Rotation'],
    );
    const [kind, first, second] = current
      ? (['continent', 'Europe', 'North America'] as const)
      : (['country', 'Germany', 'France'] as const);
    const keyLabel = current ? 'Continent' : 'Country';
    await kinds.selectOption(kind);
    await page.getByRole('combobox', { name: `${keyLabel} 1` }).selectOption({ label: first });
    await page.getByRole('textbox', { name: 'Destination 1' }).fill('https://example.com/one');
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('combobox', { name: `${keyLabel} 2` }).selectOption({ label: second });
    await page.getByRole('textbox', { name: 'Destination 2' }).fill('https://example.com/two');

    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`https://go.example/options-${dialect}`);
    expect(createRequests(server)).toHaveLength(1);

    const listed = (await api.links.list({ search: `options-${dialect}`, searchIn: 'alias' })).items[0];
    if (!listed) throw new Error('the link was not created');
    const stored = await api.links.get(listed.id);
    expect(stored).toMatchObject({
      alias: `options-${dialect}`,
      destination: targetSite.articleUrl,
      space: { id: space.id, name: 'Campaigns' },
      domain: { name: 'go.example' },
      privacy: 'password',
      hasPrivacyPassword: true,
      hasRedirectPassword: true,
      disabled: !current,
      expiry: {
        startDate: current ? `${year}-06-01` : null,
        startTime: current ? '09:00' : null,
        date: `${year}-06-30`,
        time: '18:30',
        clickLimit: 500,
        redirectUrl: 'https://example.com/over',
      },
      targeting: current
        ? {
            kind: 'continent',
            rules: [
              { continent: 'EU', destination: 'https://example.com/one' },
              { continent: 'NA', destination: 'https://example.com/two' },
            ],
          }
        : {
            kind: 'country',
            rules: [
              { country: 'DE', destination: 'https://example.com/one' },
              { country: 'FR', destination: 'https://example.com/two' },
            ],
          },
    });
    expect(stored.pixels.map((pixel) => pixel.name).sort()).toEqual(['Analytics', 'Facebook pixel']);

    const names = sentNames(server);
    for (const name of current ? ONLY_CLASSIC : ONLY_CURRENT) expect(names, name).not.toContain(name);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('asks for the domains and pixels once, when "More options" first opens', async ({
    extension,
    targetSite,
    server: classicServer,
    currentServer,
  }) => {
    const server = serverOf(dialect, { server: classicServer, currentServer });
    await resetExtension(extension, server);
    await watchAsks(extension.context);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const resourceRequests = () =>
      server.requests().filter((r) => r.path === '/api/v1/domains' || r.path === '/api/v1/pixels');
    const more = popup.page.getByText('More options');
    await popup.page.getByRole('combobox', { name: 'Space' }).waitFor();
    await more.click();
    await popup.page.getByRole('combobox', { name: 'Domain' }).waitFor();
    // Only a current server can list them; a classic one is never asked.
    await expect.poll(() => resourceRequests().length).toBe(current ? 2 : 0);
    await more.click();
    await more.click();
    await popup.page.getByRole('combobox', { name: 'Domain' }).waitFor();
    // Everything the popup asked the background is answered, so any request it caused has reached the server.
    await asksSettled(popup.page);
    expect(resourceRequests()).toHaveLength(current ? 2 : 0);
    await popup.close();
    await target.close();
  });
});
