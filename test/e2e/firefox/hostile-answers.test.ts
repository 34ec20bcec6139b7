import { describe } from 'vitest';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { resetExtension, serverClient } from '../support/extension-state';
import { expect, test } from './support/fixtures';

/**
 * The essentials of test/e2e/hostile-answers.test.ts in Firefox: a server that answers a
 * `javascript:` short URL, a `data:` destination and an HTML title (the reference server's
 * `overrideRecord`) gets them shown as text; nothing becomes a link or reaches the clipboard, and
 * nothing of the payloads runs (each would call `/hostile-ran` on the server).
 */

const RAN_PATH = '/hostile-ran';

describe('hostile answers in Firefox', () => {
  test('the popup and the link manager show a script short URL and an HTML title as text, never as a link', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const shortUrl = `javascript:fetch('${server.url}${RAN_PATH}?short')`;
    const destination = `data:text/html,<script>fetch('${server.url}${RAN_PATH}?destination')</script>`;
    const title = `<img src=x onerror="fetch('${server.url}${RAN_PATH}?title')">`;
    // The first link the server makes is id 1: it answers the create, and every list of it, so.
    server.overrideRecord('links', 1, { short_url: shortUrl, url: destination, title });

    const target = await firefox.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.aliasField.waitFor();
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(shortUrl);
    expect(await popup.page.getByTestId('not-web-note').textContent()).toBe('Not a web address: not opened or copied.');
    expect(await popup.page.locator('a[href]').count()).toBe(0);
    expect(await popup.copyButton.count()).toBe(0);
    expect(await popup.page.getByRole('button', { name: 'Open', exact: true }).count()).toBe(0);
    await popup.shortUrl.click();
    // The automatic copy (on by default) did not write it.
    expect(await firefox.readClipboard()).not.toBe(shortUrl);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();

    const [made] = (await serverClient(server).links.list()).items;
    const options = await OptionsPage.open(firefox, '?view=links');
    const row = options.page.locator(`[data-testid="link-row"][data-link-id="${String(made?.id)}"]`);
    await row.waitFor();
    expect(await row.getByTestId('link-title').textContent()).toBe(title);
    expect(await row.getByTestId('destination').textContent()).toBe(destination);
    expect(await row.getByTestId('not-web-note').count()).toBe(2);
    // The footer's link to the extension's own privacy page aside.
    expect(await options.page.locator('a[href]:not(.options-footer a)').count()).toBe(0);
    expect(await options.page.locator('td img').count()).toBe(0);
    await row.getByTestId('short-url').click();
    expect(server.requests().filter((request) => request.path.startsWith(RAN_PATH))).toEqual([]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
