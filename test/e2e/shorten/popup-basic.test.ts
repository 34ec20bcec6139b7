import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { createRequests, expect, resetExtension, test } from './server-fixture';

describe('popup shortening', () => {
  test('fills the tab URL, shortens with one request, shows and copies the short URL', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));

    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    const shortUrl = await popup.shortUrl.textContent();
    expect(shortUrl).toMatch(new RegExp(`^${server.url}/[A-Za-z0-9]+$`));
    await expect.poll(() => popup.copyStatus.textContent()).toContain('Copied to the clipboard.');
    expect(await popup.readClipboard()).toBe(shortUrl);
    expect(createRequests(server)).toHaveLength(1);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
