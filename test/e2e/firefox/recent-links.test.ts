import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { resetExtension, serverClient } from '../support/extension-state';
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
