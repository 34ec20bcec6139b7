import { afterAll, beforeAll, describe } from 'vitest';
import { SHORTEN_COMMAND, SHORTEN_COMMAND_DEFAULT_KEY } from '../../../entrypoints/background/triggers/shortcut';
import { PopupPage } from '../pages/popup-page';
import type { ReferenceServer } from '../../server/types';
import { createRequests, resetExtension, serverClient } from '../support/extension-state';
import { CREATE_LINK, createFault } from '../support/hostile-faults';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import type { ExtensionGlobal } from './support/extension-global';
import { expect, test } from './support/fixtures';

/** The short URLs of the links the server holds. */
async function serverShortUrls(server: ReferenceServer): Promise<string[]> {
  const { items } = await serverClient(server).links.list();
  return items.map((link) => link.shortUrl);
}

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** The fault the table names `name` (support/hostile-faults.ts), played against `server`: its fault and sentence. */
function hostileFault(name: string, server: { url: string }) {
  const { fault, sentence } = createFault(name);
  const place = { elsewhere: catcher.url, host: new URL(server.url).host };
  return { fault: fault(place), sentence: sentence(place) };
}

describe('context menu and keyboard shortcut in Firefox', () => {
  test('"Shorten this link" from the real context menu: one link for the link target, copied, and a notification naming it', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    await firefox.recordNotices();
    const since = Date.now();
    const target = await firefox.openPage(targetSite.articleUrl);

    await firefox.openContextMenu(target, target.locator('a#linked'));
    await firefox.chooseMenuItem('shorten-link');

    await expect.poll(() => firefox.notices(), { message: 'one notification after the menu item' }).toHaveLength(1);
    expect(createRequests(server).map((request) => request.form.url)).toEqual([targetSite.linkedUrl]);
    const [notice] = await firefox.notices();
    expect(notice?.title).toBe('Short link copied');
    expect(notice?.message).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(await serverShortUrls(server)).toEqual([notice?.message]);
    expect(await firefox.readClipboard()).toBe(notice?.message);
    expect(firefox.errors.since(since)).toEqual([]);
    await target.close();
  });

  test('the keyboard command, pressed in the address bar, shortens the current tab, copies and notifies', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    await firefox.recordNotices();
    const since = Date.now();
    const target = await firefox.openPage(targetSite.articleUrl);
    const shortcut = await firefox.inExtension(async () => {
      const { browser } = globalThis as ExtensionGlobal;
      return (await browser.commands.getAll()).map(({ name, shortcut }) => ({ name, shortcut }));
    });
    expect(shortcut).toContainEqual({ name: SHORTEN_COMMAND, shortcut: SHORTEN_COMMAND_DEFAULT_KEY });

    await firefox.pressShortcut(target, SHORTEN_COMMAND_DEFAULT_KEY);

    await expect.poll(() => firefox.notices(), { message: 'one notification after the shortcut' }).toHaveLength(1);
    expect(createRequests(server).map((request) => request.form.url)).toEqual([targetSite.articleUrl]);
    const [notice] = await firefox.notices();
    expect(notice?.title).toBe('Short link copied');
    expect(notice?.message).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(await serverShortUrls(server)).toEqual([notice?.message]);
    expect(await firefox.readClipboard()).toBe(notice?.message);
    expect(firefox.errors.since(since)).toEqual([]);
    await target.close();
  });

  test('the address-bar keyword: "ps" and an address shortens that address once, copies and notifies', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    await firefox.recordNotices();
    const since = Date.now();
    const target = await firefox.openPage(targetSite.articleUrl);

    await firefox.enterInAddressBar(target, 'ps example.com/typed');

    await expect.poll(() => firefox.notices(), { message: 'one notification after the keyword' }).toHaveLength(1);
    expect(createRequests(server).map((request) => request.form.url)).toEqual(['https://example.com/typed']);
    const [notice] = await firefox.notices();
    expect(notice?.title).toBe('Short link copied');
    expect(notice?.message).toMatch(new RegExp(`^${server.url}/\\w+$`));
    expect(await firefox.readClipboard()).toBe(notice?.message);
    expect(firefox.errors.since(since)).toEqual([]);
    await target.close();
  });

  test('pressed again on the same page, the shortcut copies the link made before and says so, making no duplicate', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    await firefox.recordNotices();
    const since = Date.now();
    const target = await firefox.openPage(targetSite.articleUrl);

    await firefox.pressShortcut(target, SHORTEN_COMMAND_DEFAULT_KEY);
    await expect.poll(() => firefox.notices()).toHaveLength(1);
    const first = (await firefox.notices())[0]?.message ?? '';
    await firefox.pressShortcut(target, SHORTEN_COMMAND_DEFAULT_KEY);
    await expect.poll(() => firefox.notices()).toHaveLength(2);

    const again = (await firefox.notices())[1];
    expect(again?.title).toBe('Short link made before, copied');
    expect(again?.message).toMatch(new RegExp(`^${first}\\nMade for this address on .+; no new link was made\\.$`));
    expect(await firefox.readClipboard()).toBe(first);
    expect(createRequests(server)).toHaveLength(1);
    // Checked with the server before it was copied.
    expect(server.requests().filter((r) => r.method === 'GET' && /^\/api\/v1\/links\/\d+$/.test(r.path))).toHaveLength(
      1,
    );
    expect(await serverShortUrls(server)).toEqual([first]);
    expect(firefox.errors.since(since)).toEqual([]);
    await target.close();
  });

  test('the real context menu with the server down before any profile was known: kept, listed, and retried', async ({
    firefox,
    targetSite,
    server,
  }) => {
    // Connection saved, server never answered: no profile stored.
    await resetExtension(firefox, server, { serverUrl: server.url });
    await firefox.recordNotices();
    server.addFault({ dropConnection: true });
    const target = await firefox.openPage(targetSite.articleUrl);

    await firefox.openContextMenu(target, target.locator('a#linked'));
    await firefox.chooseMenuItem('shorten-link');
    await expect.poll(() => firefox.notices()).toHaveLength(1);
    expect((await firefox.notices())[0]).toEqual({
      title: 'Could not shorten the link',
      message: `Could not reach the server at ${new URL(server.url).host}: its name was not found, or nothing answered there. Check the address and your connection. The popup lists it under “Not shortened yet”, with Retry.`,
    });

    server.clearFaults();
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    await popup.failedShortenings.waitFor();
    expect(await popup.failedShortenings.textContent()).toContain('Menu: Could not reach the server at ');
    await popup.failedShortenings.getByRole('button', { name: `Retry ${targetSite.linkedUrl}` }).click();
    await popup.result.waitFor();
    expect(createRequests(server).map((request) => request.form.url)).toEqual([targetSite.linkedUrl]);
    expect(await serverShortUrls(server)).toEqual([await popup.shortUrl.textContent()]);
    await popup.close();
    await target.close();
  });

  test("the real context menu under a redirect to another origin, the shortcut under a proxy's 502: each said and kept, nothing copied, no key elsewhere; Retry makes one link each", async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    await firefox.recordNotices();
    catcher.caught.length = 0;
    const clipboard = await firefox.readClipboard();
    const target = await firefox.openPage(targetSite.articleUrl);
    const kept = ' The popup lists it under “Not shortened yet”, with Retry.';

    const redirect = hostileFault('a redirect to another origin', server);
    server.addFault({ match: CREATE_LINK, times: 1, ...redirect.fault });
    await firefox.openContextMenu(target, target.locator('a#linked'));
    await firefox.chooseMenuItem('shorten-link');
    await expect.poll(() => firefox.notices()).toHaveLength(1);
    const [menuNotice] = await firefox.notices();
    expect(menuNotice?.title).toBe('Could not shorten the link');
    expect(menuNotice?.message.startsWith(redirect.sentence)).toBe(true);
    expect(menuNotice?.message.endsWith(kept)).toBe(true);

    const gateway = hostileFault("a proxy's 502 page", server);
    server.addFault({ match: CREATE_LINK, times: 1, ...gateway.fault });
    await firefox.pressShortcut(target, SHORTEN_COMMAND_DEFAULT_KEY);
    await expect.poll(() => firefox.notices()).toHaveLength(2);
    const shortcutNotice = (await firefox.notices())[1];
    expect(shortcutNotice?.title).toBe('Could not shorten the link');
    expect(shortcutNotice?.message.startsWith(gateway.sentence)).toBe(true);
    expect(shortcutNotice?.message.endsWith(kept)).toBe(true);
    expect(createRequests(server)).toHaveLength(2);
    expect(catcher.caught).toEqual([]);
    expect(await firefox.readClipboard()).toBe(clipboard);

    // Both are listed with where they were asked and why; Retry makes each link, once.
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    const failed = popup.failedShortenings;
    await failed.waitFor();
    // The form moves the list down once the link's options arrive: wait for them before clicking (BiDi clicks by position).
    await popup.aliasField.waitFor();
    const listed = (await failed.textContent()) ?? '';
    expect(listed).toContain(`Menu: ${redirect.sentence}`);
    expect(listed).toContain(`Shortcut: ${gateway.sentence}`);
    await failed.getByRole('button', { name: `Retry ${targetSite.linkedUrl}` }).click();
    await popup.result.waitFor();
    await popup.page.getByRole('button', { name: 'Shorten another' }).click();
    await popup.aliasField.waitFor();
    await failed.getByRole('button', { name: `Retry ${targetSite.articleUrl}` }).click();
    await popup.result.waitFor();
    await popup.close();
    expect(createRequests(server).map((request) => request.form.url)).toEqual([
      targetSite.linkedUrl,
      targetSite.articleUrl,
      targetSite.linkedUrl,
      targetSite.articleUrl,
    ]);
    const { items } = await serverClient(server).links.list();
    expect(items.map((link) => link.destination).sort()).toEqual([targetSite.articleUrl, targetSite.linkedUrl].sort());
    expect(catcher.caught).toEqual([]);
    await target.close();
  });
});
