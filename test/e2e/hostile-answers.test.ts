import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityProblems } from './accessibility/scan';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import type { ExtensionSession } from './support/extension-session';
import { expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';
import type { ReferenceServer } from '../server/types';

/**
 * A compromised or misconfigured server answers what its validation would never store: a short URL
 * that is a `javascript:` address, a destination that is a `data:` page, titles and space names
 * that are HTML or 10 000 characters long (the reference server's `overrideRecord`). The extension
 * shows all of it as text: nothing becomes a link, a tab, a clipboard entry or a QR code, no markup
 * is made from it, and the pages keep their layout.
 *
 * Every payload calls `/hostile-ran` on the reference server and sets a global when it runs: the
 * server's request log and the page prove it never did.
 */

const RAN_PATH = '/hostile-ran';

function payloads(server: ReferenceServer) {
  const ran = (what: string) => `${server.url}${RAN_PATH}?${what}`;
  return {
    shortUrl: `javascript:window.hostileRan=1;fetch('${ran('short')}')`,
    destination: `data:text/html,<script>fetch('${ran('destination')}')</script>`,
    title: `<img src=x onerror="window.hostileRan=1;fetch('${ran('title')}')">`,
    spaceName: `<img src=x onerror="window.hostileRan=1;fetch('${ran('space')}')">`,
  };
}

const LONG = 'w'.repeat(10_000);

/** Whether anything the payloads carry ran: a request reached the server, or a page has the global. */
async function somethingRan(server: ReferenceServer, pages: Page[]): Promise<string[]> {
  const requests = server.requests().filter((r) => r.path.startsWith(RAN_PATH));
  const globals = await Promise.all(pages.map((page) => page.evaluate(() => 'hostileRan' in window)));
  return [
    ...requests.map((r) => `request ${r.path} ${JSON.stringify(r.query)}`),
    ...globals.flatMap((ran, i) => (ran ? [`page ${pages[i]?.url() ?? ''} set hostileRan`] : [])),
  ];
}

/** The options page's footer links the extension's own privacy page: every other link. */
const SERVER_LINKS = 'a[href]:not(.options-footer a)';

/** Every link the page makes of what the server answered, with where it goes: only web addresses. */
function linkTargets(page: Page): Promise<string[]> {
  return page.locator(SERVER_LINKS).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** How far the page's content reaches past the window, in pixels (0: nothing sticks out). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

const openTabs = (extension: ExtensionSession) => extension.context.pages().length;

describe('hostile answers from a server', () => {
  test('popup: a created link and the "made before" offer with script addresses are text, never opened or copied', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const hostile = payloads(server);
    // The first link the server makes is id 1: it answers the create, and every show of it, so.
    server.overrideRecord('links', 1, {
      short_url: hostile.shortUrl,
      url: hostile.destination,
      title: hostile.title,
    });
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    let popup = await PopupPage.open(extension, tabId);
    await popup.page.evaluate(() => navigator.clipboard.writeText('before'));
    await popup.shortenButton.click();
    await popup.result.waitFor();

    // Shown as it came, as text, with why it is no link; no Copy, no Open, no QR code.
    expect(await popup.shortUrl.textContent()).toBe(hostile.shortUrl);
    expect(await popup.shortUrl.evaluate((element) => element.tagName)).toBe('SPAN');
    expect(await popup.page.getByTestId('not-web-note').textContent()).toBe('Not a web address: not opened or copied.');
    expect(await popup.copyButton.count()).toBe(0);
    expect(await popup.page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
    expect(await popup.page.getByRole('img', { name: /QR code/ }).count()).toBe(0);
    expect(await linkTargets(popup.page)).toEqual([]);
    // The keyboard is not left on the gone form: with no Copy to take it, "Shorten another" has the focus.
    expect(await popup.page.evaluate(() => document.activeElement?.textContent)).toBe('Shorten another');
    // The automatic copy did not happen (the setting is on): the clipboard holds what it held.
    expect(await extension.readClipboard()).toBe('before');

    const tabsBefore = openTabs(extension);
    await popup.shortUrl.click();
    expect(openTabs(extension)).toBe(tabsBefore);
    expect(await accessibilityProblems(popup.page, 'result with a script address')).toEqual([]);
    expect(await somethingRan(server, [popup.page])).toEqual([]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();

    // Opened again on the same page: the link made before is offered, checked with the server (the
    // same answer again), and shown the same way.
    popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(hostile.shortUrl);
    expect(await popup.shortUrl.evaluate((element) => element.tagName)).toBe('SPAN');
    await popup.page.getByTestId('not-web-note').waitFor();
    expect(await popup.copyButton.count()).toBe(0);
    expect(await linkTargets(popup.page)).toEqual([]);
    await popup.shortUrl.click();
    expect(openTabs(extension)).toBe(tabsBefore);
    expect(await extension.readClipboard()).toBe('before');
    expect(await accessibilityProblems(popup.page, 'offer with a script address')).toEqual([]);
    expect(await somethingRan(server, [popup.page])).toEqual([]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
  });

  test('options: the link manager and the space manager show script addresses, HTML and 10 000 characters as text', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    const hostile = payloads(server);
    const api = serverClient(server);
    const space = await api.spaces.create({ name: 'Plain', color: 2 });
    const bad = await api.links.create({ destination: 'https://example.com/bad', spaceId: space.id });
    // A link as it should be, beside it: still a link with its Copy.
    const good = await api.links.create({ destination: 'https://example.com/good', alias: 'good-one' });
    const longTitle = `${hostile.title}${LONG}`;
    const longSpace = `${hostile.spaceName}${LONG}`;
    server.overrideRecord('links', bad.id, { short_url: hostile.shortUrl, url: hostile.destination, title: longTitle });
    server.overrideRecord('spaces', space.id, { name: longSpace });

    const options = await OptionsPage.open(extension, '?view=links');
    const badRow = options.page.locator(`[data-testid="link-row"][data-link-id="${bad.id}"]`);
    const goodRow = options.page.locator(`[data-testid="link-row"][data-link-id="${good.id}"]`);
    await badRow.waitFor();
    await goodRow.waitFor();

    expect(await badRow.getByTestId('short-url').evaluate((element) => element.tagName)).toBe('SPAN');
    expect(await badRow.getByTestId('destination').evaluate((element) => element.tagName)).toBe('SPAN');
    expect(await badRow.getByTestId('destination').textContent()).toBe(hostile.destination);
    expect(await badRow.getByTestId('not-web-note').count()).toBe(2);
    expect(await badRow.getByRole('button', { name: /^Copy/ }).count()).toBe(0);
    expect(await goodRow.getByRole('button', { name: /^Copy/ }).count()).toBe(1);
    // The title and the space's name are the server's words, markup and all, not markup.
    expect(await badRow.getByTestId('link-title').textContent()).toBe(longTitle);
    expect(await badRow.getByTestId('link-space').textContent()).toBe(longSpace);
    expect(await badRow.locator('img').count()).toBe(0);
    // The only links on the page are the good row's, to web addresses.
    expect(await linkTargets(options.page)).toEqual([good.shortUrl, good.destination]);

    // 10 000 characters are cut with an ellipsis; the row keeps to the window.
    expect(await overflow(options.page)).toBeLessThanOrEqual(0);
    const rowBox = await badRow.boundingBox();
    expect(rowBox?.height).toBeLessThan(200);

    const tabsBefore = openTabs(extension);
    await badRow.getByTestId('short-url').click();
    await badRow.getByTestId('destination').click();
    expect(openTabs(extension)).toBe(tabsBefore);
    expect(await accessibilityProblems(options.page, 'links with hostile answers')).toEqual([]);

    await options.page.getByRole('button', { name: 'Spaces', exact: true }).click();
    const spaceRow = options.page.getByTestId('space-row');
    await spaceRow.waitFor();
    expect(await spaceRow.locator('.lf-space-chip').textContent()).toBe(longSpace);
    expect(await spaceRow.locator('img').count()).toBe(0);
    expect(await overflow(options.page)).toBeLessThanOrEqual(0);
    expect((await spaceRow.boundingBox())?.height).toBeLessThan(200);
    expect(await accessibilityProblems(options.page, 'spaces with hostile names')).toEqual([]);

    expect(await somethingRan(server, [options.page])).toEqual([]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
