import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { createRequests, resetExtension } from '../support/extension-state';
import { expect, test } from './support/fixtures';

describe('the page’s own links in Firefox', () => {
  /**
   * Firefox (MV2) has `scripting` from release 102 with the "scripting" permission. The page is on
   * 127.0.0.1, which the loopback build's host permission opens to the extension (the Chromium
   * suite, test/e2e/shorten/page-links.test.ts, proves the activeTab path itself).
   */
  test('the canonical address is offered, and Use it shortens it', async ({ firefox, targetSite, server }) => {
    await resetExtension(firefox, server);
    const pageUrl = `${targetSite.origin}/links/both`;
    const target = await firefox.openPage(pageUrl);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(pageUrl));
    // Everything that pushes content down is in place before a click by coordinates (BiDi).
    await popup.aliasField.waitFor();
    const canonical = popup.page.getByTestId('page-canonical');
    await canonical.waitFor();
    expect(await canonical.textContent()).toContain('https://example.com/stories/canonical-7');
    expect(await popup.page.getByTestId('page-short-link').textContent()).toContain('https://exa.mp/s7');

    await popup.page.getByRole('button', { name: 'Use it' }).click();
    await expect.poll(() => popup.urlField.inputValue()).toBe('https://example.com/stories/canonical-7');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server).map((request) => request.form.url)).toEqual([
      'https://example.com/stories/canonical-7',
    ]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
