import { describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { nthNotice, recordNotices, setClipboard } from '../support/background-notices';
import { clickContextMenu, clickToolbarButton, toolbarButtonState } from '../support/chrome-api';
import { CREATE_LINK } from '../support/hostile-faults';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';

// A real server's rate limit, as for every shortening flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

const ONE_CLICK = 'One click: the toolbar button shortens the current page and copies the link';

describe('one click: the toolbar button shortens and copies', () => {
  test('on: shortens the tab with the server up, down and rate-limited; the popup stays in the menu; off again', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordNotices(extension.serviceWorker);
    await setClipboard(extension, 'before');
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const button = () => toolbarButtonState(extension.serviceWorker, tabId);
    expect((await button()).popup).toMatch(/\/popup\.html$/);

    // Turned on in the options page: the button loses its popup.
    const options = await OptionsPage.open(extension, '?view=settings');
    await options.page.getByRole('checkbox', { name: ONE_CLICK }).check();
    await expect.poll(async () => (await button()).popup).toBe('');

    // The server up: one create, the link copied and announced, ✓ on the button.
    await clickToolbarButton(extension.serviceWorker, tabId);
    const done = await nthNotice(extension, 1);
    expect(done?.title).toBe('Short link copied');
    expect(createRequests(server).map((r) => r.form.url)).toEqual([targetSite.articleUrl]);
    expect(await extension.readClipboard()).toBe(done?.message);
    await expect.poll(async () => (await button()).badge).toBe('✓');

    // The server down, then rate-limited: said, kept for a retry, ! on the button; nothing copied.
    const downUrl = `${targetSite.articleUrl}?one-click=down`;
    await target.goto(downUrl);
    server.addFault({ match: CREATE_LINK, status: 503, times: 1 });
    await clickToolbarButton(extension.serviceWorker, tabId);
    expect((await nthNotice(extension, 2))?.title).toBe('Could not shorten the link');
    await expect.poll(async () => (await button()).badge).toBe('!');
    server.clearFaults();

    const limitedUrl = `${targetSite.articleUrl}?one-click=limited`;
    await target.goto(limitedUrl);
    server.addFault({ match: CREATE_LINK, status: 429, retryAfterSeconds: 120, times: 1 });
    await clickToolbarButton(extension.serviceWorker, tabId);
    const limited = await nthNotice(extension, 3);
    expect(limited?.title).toBe('Could not shorten the link');
    expect(limited?.message).toMatch(/wait|minute|seconds/i);
    await expect.poll(async () => (await button()).badge).toBe('!');
    server.clearFaults();
    expect(await extension.readClipboard()).toBe(done?.message);

    // Both failures are kept in the popup, named after the button.
    const popup = await PopupPage.open(extension, tabId);
    await popup.failedShortenings.waitFor();
    const entries = popup.failedShortenings.locator('.failed-entry');
    await expect.poll(() => entries.count()).toBe(2);
    for (const text of await entries.allTextContents()) expect(text).toContain('Toolbar button');
    expect(popup.log.problems).toEqual([]);
    await popup.close();

    // "Shorten with options…" in the button's menu: no link made, and the button keeps one click.
    // (Headless Chromium has no toolbar to open the popup under; a real one opens it there.)
    const creates = createRequests(server).length;
    await clickContextMenu(extension.serviceWorker, { menuItemId: 'shorten-with-options' }, tabId);
    await expect.poll(async () => (await button()).popup).toBe('');
    expect(createRequests(server)).toHaveLength(creates);

    // Off: the popup is back on the button.
    await options.page.getByRole('checkbox', { name: ONE_CLICK }).uncheck();
    await expect.poll(async () => (await button()).popup).toMatch(/\/popup\.html$/);
    expect(options.log.problems).toEqual([]);
    await options.close();
    await target.close();
  });
});
