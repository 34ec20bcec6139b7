import { describe } from 'vitest';
import type { Worker } from 'playwright-core';
import { PopupPage } from '../pages/popup-page';
import { clickContextMenu } from '../support/chrome-api';
import type { ExtensionSession } from '../support/extension-session';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

interface Notice {
  title: string;
  message: string;
}

type SwGlobal = typeof globalThis & {
  chrome: {
    notifications: { create: (...args: unknown[]) => unknown };
    commands: { onCommand: { dispatch(command: string, tab: unknown): void } };
    tabs: { get(id: number): Promise<unknown> };
    storage: { local: { get(key: string): Promise<Record<string, unknown>> } };
  };
  recordedNotices?: Notice[];
};

/** Records the notifications the background shows, so a test can read their text. */
async function recordNotices(sw: Worker): Promise<void> {
  await sw.evaluate(() => {
    const g = globalThis as SwGlobal;
    g.recordedNotices = [];
    if ((g.chrome.notifications.create as { recording?: boolean }).recording) return;
    const original = g.chrome.notifications.create.bind(g.chrome.notifications);
    const recording = (...args: unknown[]) => {
      const options = (typeof args[0] === 'string' ? args[1] : args[0]) as Notice;
      g.recordedNotices?.push({ title: options.title, message: options.message });
      return original(...args);
    };
    Object.assign(recording, { recording: true });
    g.chrome.notifications.create = recording;
  });
}

async function notices(sw: Worker): Promise<Notice[]> {
  return sw.evaluate(() => (globalThis as SwGlobal).recordedNotices ?? []);
}

const clickMenu = (extension: ExtensionSession, info: Record<string, unknown>, tabId: number) =>
  clickContextMenu(extension.serviceWorker, info, tabId);

async function setClipboard(extension: ExtensionSession, text: string): Promise<void> {
  const page = await extension.context.newPage();
  await page.goto(extension.url('options.html'));
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.close();
}

describe('context menu and keyboard shortcut', () => {
  test('"Shorten this page": copied through the offscreen document and announced', async ({
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

    await clickMenu(extension, { menuItemId: 'shorten-page', pageUrl: targetSite.articleUrl, editable: false }, tabId);
    await expect.poll(() => notices(extension.serviceWorker), { timeout: 10_000 }).toHaveLength(1);
    const [request] = createRequests(server);
    expect(request?.form.url).toBe(targetSite.articleUrl);
    const [notice] = await notices(extension.serviceWorker);
    expect(notice?.title).toBe('Short link copied');
    expect(notice?.message).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(await extension.readClipboard()).toBe(notice?.message);
    expect(createRequests(server)).toHaveLength(1);
    await target.close();
  });

  test('"Shorten this link" shortens the link target, not the page', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(
      extension,
      {
        menuItemId: 'shorten-link',
        pageUrl: targetSite.articleUrl,
        linkUrl: 'https://example.com/linked',
        editable: false,
      },
      tabId,
    );
    await expect.poll(() => notices(extension.serviceWorker), { timeout: 10_000 }).toHaveLength(1);
    expect(createRequests(server).map((r) => r.form.url)).toEqual(['https://example.com/linked']);
    await target.close();
  });

  test('"Shorten selected URL" refuses text that is not an address, without a request', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(
      extension,
      { menuItemId: 'shorten-selection', selectionText: 'just some words', editable: false },
      tabId,
    );
    await expect
      .poll(() => notices(extension.serviceWorker))
      .toEqual([
        {
          title: 'The selection is not a web address',
          message: expect.stringContaining('"just some words" is not one') as string,
        },
      ]);
    await clickMenu(
      extension,
      { menuItemId: 'shorten-selection', selectionText: '  https://example.com/selected  ', editable: false },
      tabId,
    );
    await expect.poll(() => notices(extension.serviceWorker), { timeout: 10_000 }).toHaveLength(2);
    expect(createRequests(server).map((r) => r.form.url)).toEqual(['https://example.com/selected']);
    await target.close();
  });

  test('the keyboard command shortens the current tab with the default options', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.seedLocalStorage({
      settings: {
        version: 2,
        linkDefaults: { spaceId: null, domainId: 2, privacy: 'private' },
        autoCopy: true,
        notifications: true,
        contextMenu: { page: true, link: true, selection: true },
      },
    });
    await recordNotices(extension.serviceWorker);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await extension.serviceWorker.evaluate(async (id) => {
      const { chrome } = globalThis as SwGlobal;
      chrome.commands.onCommand.dispatch('shorten-current-tab', await chrome.tabs.get(id));
    }, tabId);
    await expect.poll(() => notices(extension.serviceWorker), { timeout: 10_000 }).toHaveLength(1);
    const [request] = createRequests(server);
    expect(request?.form).toMatchObject({ url: targetSite.articleUrl, privacy: '1', domain: '2' });
    expect((await notices(extension.serviceWorker))[0]?.message).toMatch(/^https:\/\/links\.example\/\w+$/);
    await target.close();
  });

  test('a failed menu shortening is announced with its reason and retried from the popup', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickMenu(extension, { menuItemId: 'shorten-page', pageUrl: targetSite.articleUrl, editable: false }, tabId);
    await expect.poll(() => notices(extension.serviceWorker), { timeout: 10_000 }).toHaveLength(1);
    const [notice] = await notices(extension.serviceWorker);
    expect(notice?.title).toBe('Could not shorten the link');
    expect(notice?.message).toContain('The server had an internal error (HTTP 500).');

    const popup = await PopupPage.open(extension, tabId);
    await popup.failedShortenings.waitFor();
    expect(await popup.failedShortenings.textContent()).toContain('Menu: The server had an internal error (HTTP 500).');
    await popup.failedShortenings.getByRole('button', { name: `Retry ${targetSite.articleUrl}` }).click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(createRequests(server)).toHaveLength(2);
    await popup.close();

    // Retried: the popup now offers the link instead of the failure.
    const again = await PopupPage.open(extension, tabId);
    await again.recentOffer.waitFor();
    expect(await again.failedShortenings.count()).toBe(0);
    await again.close();
    await target.close();
  });
});
