import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { closedPort } from '../support/closed-port';
import {
  addExtensionServer,
  createRequests,
  resetExtension,
  serverClient,
  startE2EServer,
} from '../support/extension-state';
import { expect, test } from './support/fixtures';

describe('popup in Firefox', () => {
  test('shortens the tab it is aimed at with one request, and the clipboard holds the short URL', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    // The link's options arrive a moment after the URL field and push Shorten down: a click by
    // coordinates (BiDi) in between would land beside it. A person clicks what stays put.
    await popup.aliasField.waitFor();

    await popup.shortenButton.click();
    await popup.result.waitFor();
    const shortUrl = await popup.shortUrl.textContent();
    expect(shortUrl).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(createRequests(server).map((request) => request.form.url)).toEqual([targetSite.articleUrl]);
    const { items } = await serverClient(server).links.list();
    expect(items.map((link) => [link.shortUrl, link.destination])).toEqual([[shortUrl, targetSite.articleUrl]]);
    await expect.poll(() => popup.copyStatus.textContent()).toContain('Copied to the clipboard.');
    expect(await firefox.readClipboard()).toBe(shortUrl);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('with two servers: the header switches this shortening to the second, which alone makes the link', async ({
    firefox,
    targetSite,
    server,
  }) => {
    const second = await startE2EServer({ dialect: 'current' });
    try {
      await resetExtension(firefox, server);
      await addExtensionServer(firefox, second, { id: '2', name: 'Acme current' });
      const target = await firefox.openPage(targetSite.articleUrl);
      const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      await popup.aliasField.waitFor();
      await popup.aliasField.fill('on-second');
      await popup.serverButton.click();
      await popup.serverMenu.getByRole('menuitemradio', { name: /^Acme current/ }).click();
      await expect.poll(() => popup.serverButton.getAttribute('aria-label')).toBe('Server: Acme current');
      expect(await popup.aliasField.inputValue()).toBe('on-second');

      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(await popup.shortUrl.textContent()).toBe(`${second.url}/on-second`);
      expect(createRequests(second)).toHaveLength(1);
      expect(createRequests(server)).toHaveLength(0);
      expect(popup.log.problems).toEqual([]);
      await popup.close();
      await target.close();
    } finally {
      await second.close();
    }
  });

  test('a server that is down: the reason is shown, and what was typed is kept, also after reopening', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server, { serverUrl: `http://127.0.0.1:${await closedPort()}` });
    const target = await firefox.openPage(targetSite.articleUrl);
    const tabId = await firefox.findTabId(targetSite.articleUrl);
    let popup = await PopupPage.open(firefox, tabId);
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.aliasField.fill('after-outage');
    await popup.shortenButton.click();

    await popup.problem.waitFor();
    expect(await popup.problem.textContent()).toContain('Could not reach the server at 127.0.0.1:');
    expect(await popup.aliasField.inputValue()).toBe('after-outage');
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.close();

    popup = await PopupPage.open(firefox, tabId);
    await expect.poll(() => popup.aliasField.inputValue()).toBe('after-outage');
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);

    // With the server reachable again, the kept entries make the link.
    await resetExtension(firefox, server);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/after-outage`);
    expect(createRequests(server)).toHaveLength(1);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('a rate limit counts its wait down to zero, then says to try again', async ({ firefox, targetSite, server }) => {
    await resetExtension(firefox, server);
    // Longer than a person's request waits in the queue (10 s): the popup says how long instead.
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 429, retryAfterSeconds: 12, times: 1 });
    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.aliasField.waitFor();
    await popup.shortenButton.click();
    await expect.poll(() => popup.problem.textContent()).toMatch(/Try again in 1[12] seconds\./);
    await expect.poll(() => popup.problem.textContent()).toMatch(/Try again in [2-5] seconds\./);
    await expect
      .poll(() => popup.problem.textContent())
      .toBe("The server's wait is over: you can try again now. Your entries are kept.");
    await popup.close();
    await target.close();
  });
});
