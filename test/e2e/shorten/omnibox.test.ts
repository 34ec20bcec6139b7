import { describe } from 'vitest';
import { nthNotice, notices, recordNotices, setClipboard } from '../support/background-notices';
import { enterAfterKeyword } from '../support/chrome-api';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

describe('the address-bar keyword "ps"', () => {
  test('refuses words, shortens the address typed, then the current tab when nothing is typed, unless it is no web page', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordNotices(extension.serviceWorker);
    await setClipboard(extension, 'before');
    const target = await extension.openPage(targetSite.articleUrl);
    await target.bringToFront();

    // Not a web address: said, and nothing sent.
    await enterAfterKeyword(extension.serviceWorker, 'hello');
    expect(await nthNotice(extension, 1)).toEqual({
      title: 'Not shortened: that is not a web address',
      message: 'Enter a destination URL as a full address, like https://example.com/page.',
    });
    expect(createRequests(server)).toEqual([]);
    expect(await extension.readClipboard()).toBe('before');

    // An address typed: exactly one create with it, copied and announced.
    await enterAfterKeyword(extension.serviceWorker, 'https://example.com/typed?a=1&b=2');
    const typed = await nthNotice(extension, 2);
    expect(createRequests(server).map((r) => r.form.url)).toEqual(['https://example.com/typed?a=1&b=2']);
    expect(typed?.title).toBe('Short link copied');
    expect(typed?.message).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(await extension.readClipboard()).toBe(typed?.message);

    // Nothing typed: the current tab.
    await enterAfterKeyword(extension.serviceWorker, '');
    const tab = await nthNotice(extension, 3);
    expect(createRequests(server).map((r) => r.form.url)).toEqual([
      'https://example.com/typed?a=1&b=2',
      targetSite.articleUrl,
    ]);
    expect(tab?.title).toBe('Short link copied');
    expect(tab?.message).not.toBe(typed?.message);
    expect(await extension.readClipboard()).toBe(tab?.message);

    // Nothing typed over a page that is not a web page (the extension's own): the shortcut's notice, nothing sent.
    const own = await extension.context.newPage();
    await own.goto(extension.url('options.html'));
    await own.bringToFront();
    await enterAfterKeyword(extension.serviceWorker, '');
    expect((await nthNotice(extension, 4))?.title).toBe('This page cannot be shortened');
    expect(createRequests(server)).toHaveLength(2);
    expect(await extension.readClipboard()).toBe(tab?.message);
    expect(await notices(extension.serviceWorker)).toHaveLength(4);
    await own.close();
    await target.close();
  });
});
