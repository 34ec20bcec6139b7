import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { resetExtension, serverClient, startE2EServer } from '../support/extension-state';
import { expect, test } from './support/fixtures';

describe('"Shortened before" in Firefox', () => {
  test("a link renamed, then deleted, in phpShort's dashboard: the popup offers the new short URL, then says it is gone", async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const dashboard = serverClient(server);
    const target = await firefox.openPage(targetSite.articleUrl);
    const tabId = await firefox.findTabId(targetSite.articleUrl);
    let popup = await PopupPage.open(firefox, tabId);
    await popup.aliasField.waitFor();
    await popup.shortenButton.click();
    await popup.result.waitFor();
    await popup.close();
    const [made] = (await dashboard.links.list({})).items;
    if (!made) throw new Error('The popup made no link');

    const renamed = await dashboard.links.update(made.id, { alias: 'renamed-there' });
    popup = await PopupPage.open(firefox, tabId);
    await popup.recentOffer.waitFor();
    await expect.poll(() => popup.shortUrl.textContent()).toBe(renamed.shortUrl);
    await popup.close();

    await dashboard.links.remove(made.id);
    popup = await PopupPage.open(firefox, tabId);
    const gone = popup.page.getByTestId('earlier-gone');
    await gone.waitFor();
    expect(await gone.textContent()).toBe(
      `The short link made before for this page, \u2066${renamed.shortUrl}\u2069, no longer exists on the server.`,
    );
    expect(await popup.recentOffer.count()).toBe(0);
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});

describe('"Shortened before" with its clicks, in Firefox', () => {
  test("followed twice on a current server: 2 clicks so far and the week's sparkline", async ({
    firefox,
    targetSite,
  }) => {
    const server = await startE2EServer({ dialect: 'current' });
    try {
      await resetExtension(firefox, server);
      const target = await firefox.openPage(targetSite.articleUrl);
      const tabId = await firefox.findTabId(targetSite.articleUrl);
      let popup = await PopupPage.open(firefox, tabId);
      await popup.aliasField.waitFor();
      await popup.shortenButton.click();
      await popup.result.waitFor();
      const shortUrl = (await popup.shortUrl.textContent()) ?? '';
      await popup.close();
      // Two visitors follow the short link; the server counts each.
      for (let visitor = 0; visitor < 2; visitor++)
        expect((await fetch(shortUrl, { redirect: 'manual' })).status).toBe(302);

      popup = await PopupPage.open(firefox, tabId);
      await popup.recentOffer.waitFor();
      const clicks = popup.page.getByTestId('offer-clicks');
      await expect.poll(() => clicks.textContent()).toBe('2 clicks so far');
      // Read from the drawing: Firefox's accessibility locator finds no `img` role on this <svg role="img">.
      const sparkline = popup.page.locator('[data-testid="offer-clicks"] svg[role="img"]');
      await sparkline.waitFor();
      expect(await sparkline.getAttribute('aria-label')).toBe('2 clicks in the last 7 days');
      expect(popup.log.problems).toEqual([]);
      await popup.close();
      await target.close();
    } finally {
      await server.close();
    }
  });
});

describe('a create the server stored without answering, in Firefox', () => {
  test('the popup says the link may exist; Shorten again finds it; one link', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const url = targetSite.articleUrl;
    const dashboard = serverClient(server);
    const linksForUrl = async () => (await dashboard.links.list({})).items.filter((link) => link.destination === url);
    const target = await firefox.openPage(url);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(url));
    await popup.aliasField.waitFor();
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, storeThenHang: true, times: 1 });
    await popup.shortenButton.click();
    await expect.poll(async () => (await linksForUrl()).length).toBe(1);
    // Its answer broken off half-way (test/server/README.md, "Faults").
    expect(server.endHanging()).toBe(1);
    await expect
      .poll(() => popup.problem.textContent())
      .toContain('The server may have made the link all the same: the next try looks for it first');
    expect(await popup.urlField.inputValue()).toBe(url);

    await popup.shortenButton.click();
    await popup.result.waitFor();
    const [stored] = await linksForUrl();
    expect(await popup.shortUrl.textContent()).toBe(stored?.shortUrl);
    expect(await popup.page.getByTestId('found-stored').textContent()).toBe(
      'The server had made this link on the try that did not answer; no second link was made.',
    );
    expect(await linksForUrl()).toHaveLength(1);
    expect(server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links')).toHaveLength(1);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
