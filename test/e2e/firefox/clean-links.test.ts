import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { createRequests, resetExtension } from '../support/extension-state';
import { expect, test } from './support/fixtures';

describe('cleaner links in Firefox', () => {
  test('the popup removes tracking parameters, says so, and keeps them on request', async ({
    firefox,
    targetSite,
    server,
  }) => {
    await resetExtension(firefox, server);
    const tracked = `${targetSite.origin}/article?id=42&utm_source=news&fbclid=IwAR0#intro`;
    const target = await firefox.openPage(tracked);
    const popup = await PopupPage.open(firefox, await firefox.findTabId(tracked));
    const line = popup.page.getByTestId('tracking-removed');
    await expect.poll(() => popup.urlField.inputValue()).toBe(`${targetSite.origin}/article?id=42#intro`);
    await expect
      .poll(() => line.textContent())
      .toBe('2 tracking parameters removedRemoved: utm_source, fbclid — Keep them');
    // The link's options arrive with the line and push Shorten down: wait for them before clicking by coordinates.
    await popup.aliasField.waitFor();

    await line.getByRole('button', { name: 'Keep them' }).click();
    await expect.poll(() => popup.urlField.inputValue()).toBe(tracked);
    expect(await line.textContent()).toBe('');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server).map((request) => request.form.url)).toEqual([tracked]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
