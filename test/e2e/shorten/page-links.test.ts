import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { PAGE_LINKS_READ_MARK } from '../../../entrypoints/popup/page-links/page-links-once';
import { accessibilityProblems } from '../accessibility/scan';
import { PopupPage } from '../pages/popup-page';
import { clickAction } from '../support/action-click';
import type { ChromeGlobal } from '../support/chrome-api';
import type { ExtensionSession } from '../support/extension-session';
import { closedPort } from '../support/closed-port';
import { describeFocus, tabTo } from '../support/keyboard';
import { launchExtension } from '../support/launch-extension';
import { E2E_EXTENSION_DIR } from '../support/paths';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';
import type { PageLinkPage, TargetSite } from '../support/target-site';
import { waitUntil } from '../support/wait-until';

/**
 * The popup offers the canonical address and the short link the page declares. The pages are
 * opened as `localhost`, which the E2E build's host permission (127.0.0.1) does not cover: the
 * extension reads them only after the toolbar button is clicked for their tab (`clickAction`),
 * through activeTab, exactly as in production. The popup itself is then opened as a tab aimed at
 * that tab (`?tabId=`), as every popup test does (a headless browser gives no page for the real one).
 */
const test = testWithServerOptions({ rateLimitPerMinute: 60 }).extend(
  'extension',
  { scope: 'file' },
  async ({}, { onCleanup }) => {
    const session = await launchExtension({ extensionDir: E2E_EXTENSION_DIR, actionClicks: true });
    onCleanup(() => session.close());
    return session;
  },
);

const pageUrl = (site: TargetSite, name: PageLinkPage) => `${site.localOrigin}/links/${name}`;

/** The popup aimed at the tab of `target`, after the page's links were read (found or not). */
async function popupAfterReading(extension: ExtensionSession, tabId: number) {
  const popup = await PopupPage.open(extension, tabId);
  await waitUntil(
    () => popup.page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, PAGE_LINKS_READ_MARK),
    { failure: () => 'The popup never finished reading the page' },
  );
  return popup;
}

/** The tab goes to `url` and the user clicks the toolbar button there (activeTab ends with navigation). */
async function visitAndClick(extension: ExtensionSession, target: Page, url: string): Promise<void> {
  await target.goto(url);
  await clickAction(extension, url);
}

describe('popup: the page’s canonical address and short link', () => {
  test('read through activeTab: offered, used, undone, copied; nothing from pages that declare none or cannot be read', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The tab is found by an address the extension may see, then goes to the localhost pages.
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    const hasHostAccess = await extension.serviceWorker.evaluate(
      (origin) => (globalThis as ChromeGlobal).chrome.permissions.contains({ origins: [`${origin}/*`] }),
      targetSite.localOrigin,
    );
    expect(hasHostAccess).toBe(false);

    // Without the click the extension may not run a script in the tab: the page is read in vain, no
    // offer. (Test builds hold the optional `tabs` permission, which "Shorten many" asks for, so the
    // popup sees the tab's address; seeing it grants no access to the page.)
    const both = pageUrl(targetSite, 'both');
    await target.goto(both);
    const unclicked = await popupAfterReading(extension, tabId);
    expect(await unclicked.urlField.inputValue()).toBe(both);
    expect(await unclicked.page.getByTestId('page-links').count()).toBe(0);
    await unclicked.close();

    await clickAction(extension, target.url());
    const popup = await popupAfterReading(extension, tabId);
    const { page } = popup;
    const canonicalLine = page.getByTestId('page-canonical');
    const shortLine = page.getByTestId('page-short-link');
    await expect
      .poll(() => canonicalLine.textContent())
      .toBe("This page's canonical address: \u2066https://example.com/stories/canonical-7\u2069 Use it");
    expect(await shortLine.textContent()).toBe(
      'The page already has a short link: \u2066https://exa.mp/s7\u2069 Copy it ',
    );
    expect(await popup.urlField.inputValue()).toBe(both);
    // The offers never take the focus from Shorten, and sit below it: Shorten does not move (below).
    expect(await describeFocus(page)).toBe('button[submit] "Shorten"');
    // Measured once the link's options (which arrive on their own, and push Shorten down) are in.
    await popup.aliasField.waitFor();
    const shortenBox = await popup.shortenButton.boundingBox();
    const offersBox = await page.getByTestId('page-links').boundingBox();
    expect(offersBox && shortenBox && offersBox.y >= shortenBox.y + shortenBox.height).toBe(true);
    expect.soft(await accessibilityProblems(page, 'page links offered')).toEqual([]);

    // Keyboard: on from Shorten to each offer's button.
    const useIt = page.getByRole('button', { name: 'Use it' });
    const copyIt = page.getByRole('button', { name: 'Copy it' });
    await tabTo(page, useIt, { max: 3 });
    await tabTo(page, copyIt, { max: 3 });

    // Copy it: the page's short link on the clipboard, and no link made.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('page-short-link-status').textContent()).toBe('Copied to the clipboard.');
    expect(await extension.readClipboard()).toBe('https://exa.mp/s7');
    expect(createRequests(server)).toHaveLength(0);

    // Use it, then Undo, with the focus kept on the one button.
    await useIt.click();
    expect(await popup.urlField.inputValue()).toBe('https://example.com/stories/canonical-7');
    expect(await canonicalLine.textContent()).toContain('The URL field now holds this page');
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    expect.soft(await accessibilityProblems(page, 'canonical address in use')).toEqual([]);
    await undo.click();
    expect(await popup.urlField.inputValue()).toBe(both);
    expect(await useIt.evaluate((button) => button === document.activeElement)).toBe(true);

    // Used again and shortened: the server is sent the canonical address.
    await useIt.click();
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server).map((request) => request.form.url)).toEqual([
      'https://example.com/stories/canonical-7',
    ]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();

    // The other pages, each clicked for as a person would.
    const expected: [PageLinkPage, { canonical: string | null; short: string | null }][] = [
      ['canonical', { canonical: 'https://example.com/stories/only-canonical', short: null }],
      ['shortlink', { canonical: null, short: 'https://exa.mp/only-short' }],
      ['relative', { canonical: `${targetSite.localOrigin}/base/story`, short: `${targetSite.localOrigin}/base/?p=7` }],
      ['javascript', { canonical: null, short: null }],
      ['self', { canonical: null, short: null }],
    ];
    let shortenWithoutOffers: Awaited<ReturnType<typeof popup.shortenButton.boundingBox>> = null;
    for (const [name, { canonical, short }] of expected) {
      await visitAndClick(extension, target, pageUrl(targetSite, name));
      const other = await popupAfterReading(extension, tabId);
      const offered = async (testId: string) => {
        const line = other.page.getByTestId(testId);
        return (await line.count()) === 0 ? null : /\u2066(.*)\u2069/.exec((await line.textContent()) ?? '')?.[1];
      };
      expect({ name, canonical: await offered('page-canonical'), short: await offered('page-short-link') }).toEqual({
        name,
        canonical,
        short,
      });
      if (name === 'self') {
        await other.aliasField.waitFor();
        shortenWithoutOffers = await other.shortenButton.boundingBox();
      }
      expect(other.log.problems).toEqual([]);
      await other.close();
    }
    // The same form with and without offers: Shorten is at the same place.
    expect(shortenWithoutOffers).toEqual(shortenBox);

    // Pages that cannot be read give no offer and no error: a browser page, and an error page
    // (an http address the extension may script, whose frame shows the browser's error).
    for (const url of ['chrome://version/', `http://localhost:${await closedPort()}/`]) {
      // The error page does not load: its tab still shows the address.
      await target.goto(url).catch(() => undefined);
      await clickAction(extension, url);
      // A browser page is not offered to shorten at all; the error page is read, and gives nothing.
      const unreadable = url.startsWith('chrome:')
        ? await PopupPage.open(extension, tabId)
        : await popupAfterReading(extension, tabId);
      if (url.startsWith('chrome:')) await unreadable.restrictedNotice.waitFor();
      expect(await unreadable.page.getByTestId('page-links').count()).toBe(0);
      expect(unreadable.log.problems).toEqual([]);
      await unreadable.close();
    }
    await target.close();
  });
});
