import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { STORAGE } from '../../../lib/storage/registry';
import { accessibilityProblems } from '../accessibility/scan';
import { OptionsPage } from '../pages/options-page';
import { PopupPage } from '../pages/popup-page';
import { nthNotice, pressShortcut, recordNotices } from '../support/background-notices';
import { clickContextMenu } from '../support/chrome-api';
import type { ExtensionSession } from '../support/extension-session';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

/** What the page says about a field: its hint and messages (what `aria-describedby` points at). */
async function saidAbout(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** The settings record of the first server, as stored. */
async function storedSettings(extension: ExtensionSession) {
  return (await extension.readLocalStorage())[STORAGE.settings.key] as Record<string, unknown>;
}

/** What the server was asked to shorten, in order: the request log's destinations. */
const createdUrls = (server: Parameters<typeof createRequests>[0]) => createRequests(server).map((r) => r.form.url);

describe('cleaner links: tracking parameters and the UTM builder', () => {
  test('the popup removes tracking parameters from the tab’s address and a paste, keeps them on request, and sends what it shows', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Three listed parameters among the page's own, and tracking-looking text in the fragment, which stays.
    const tracked = `${targetSite.origin}/article?id=42&fbclid=IwAR0&utm_source=news&lang=en&gclid=Cj0#intro?utm_medium=x`;
    const clean = `${targetSite.origin}/article?id=42&lang=en#intro?utm_medium=x`;
    const target = await extension.openPage(tracked);
    const popup = await PopupPage.open(extension, await extension.findTabId(tracked));
    const { page } = popup;
    const line = page.getByTestId('tracking-removed');
    try {
      await expect.poll(() => popup.urlField.inputValue()).toBe(clean);
      // What is seen, then what a screen reader also hears.
      await line.getByText('3 tracking parameters removed', { exact: true }).waitFor();
      expect(await line.getByRole('button').textContent()).toBe('Keep them');
      expect(await line.textContent()).toBe(
        '3 tracking parameters removedRemoved: fbclid, utm_source, gclid — Keep them',
      );
      expect(await line.getByText('3 tracking parameters removed').getAttribute('title')).toBe(
        'fbclid, utm_source, gclid',
      );
      expect.soft(await accessibilityProblems(page, 'tracking parameters removed')).toEqual([]);

      await line.getByRole('button', { name: 'Keep them' }).press('Enter');
      expect(await popup.urlField.inputValue()).toBe(tracked);
      await expect.poll(() => popup.urlField.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await line.textContent()).toBe('');

      // A paste is cleaned too (the field's own encoding of other parameters untouched)…
      const pasted = 'https://example.com/p?a=%2F+b&mc_eid=77&c';
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await popup.urlField.selectText();
      await popup.urlField.press('ControlOrMeta+V');
      await expect.poll(() => popup.urlField.inputValue()).toBe('https://example.com/p?a=%2F+b&c');
      expect(await line.getByText('1 tracking parameter removed', { exact: true }).count()).toBe(1);
      expect(await line.getByRole('button').textContent()).toBe('Keep it');
      // …typing is never corrected, and the line, whose undo would lose the typing, goes.
      await popup.urlField.press('End');
      await popup.urlField.pressSequentially('&gclid=9');
      expect(await popup.urlField.inputValue()).toBe('https://example.com/p?a=%2F+b&c&gclid=9');
      expect(await line.textContent()).toBe('');

      await popup.urlField.selectText();
      await popup.urlField.press('ControlOrMeta+V');
      await expect.poll(() => popup.urlField.inputValue()).toBe('https://example.com/p?a=%2F+b&c');
      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(createdUrls(server)).toEqual(['https://example.com/p?a=%2F+b&c']);
    } finally {
      await popup.close();
      await target.close();
    }
  });

  test('the menu and the shortcut remove them and say so; the list edited in Settings is the one used', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await recordNotices(extension.serviceWorker);
    const tracked = `${targetSite.origin}/article?id=7&igshid=abc`;
    const target = await extension.openPage(tracked);
    const tabId = await extension.findTabId(tracked);

    const linked = 'https://example.com/linked?x=1&utm_campaign=a&msclkid=b';
    await clickContextMenu(
      extension.serviceWorker,
      { menuItemId: 'shorten-link', pageUrl: tracked, linkUrl: linked, editable: false },
      tabId,
    );
    expect((await nthNotice(extension, 1))?.message).toContain('2 tracking parameters removed from the address.');
    await pressShortcut(extension, tabId);
    expect((await nthNotice(extension, 2))?.message).toContain('1 tracking parameter removed from the address.');
    expect(createdUrls(server)).toEqual(['https://example.com/linked?x=1', `${targetSite.origin}/article?id=7`]);
    // The recent entry keeps the page's own address: the next click on that page finds its link.
    const recent = (await extension.readLocalStorage())[STORAGE.recentLinks.key] as { pageUrl: string }[];
    expect(recent.map((entry) => entry.pageUrl)).toEqual([tracked, linked]);

    const options = await OptionsPage.open(extension, '?view=settings');
    const { page } = options;
    const list = page.getByTestId('tracking-list');
    const field = page.getByRole('textbox', { name: 'Add a parameter' });
    const saved = page.getByTestId('settings-saved');
    try {
      await list.getByText('fbclid', { exact: true }).waitFor();
      await field.fill('ref src');
      await field.press('Enter');
      expect(await saidAbout(page, field)).toContain('A parameter name has no spaces.');
      expect(await field.inputValue()).toBe('ref src');
      await field.fill('ref_src');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await list.getByText('ref_src', { exact: true }).waitFor();
      expect(await field.inputValue()).toBe('');
      await field.fill('ref_src');
      await field.press('Enter');
      expect(await saidAbout(page, field)).toContain('This name is on the list already.');
      await page.getByRole('button', { name: 'Take fbclid off the list' }).press('Enter');
      // The keyboard goes on to the next name's button.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Take gclid off the list');
      await expect.poll(() => saved.textContent()).toBe('✓ Saved');
      await expect.poll(() => list.getByText('fbclid', { exact: true }).count()).toBe(0);

      await clickContextMenu(
        extension.serviceWorker,
        {
          menuItemId: 'shorten-link',
          pageUrl: tracked,
          linkUrl: 'https://example.com/t?fbclid=1&ref_src=tw',
          editable: false,
        },
        tabId,
      );
      expect((await nthNotice(extension, 3))?.message).toContain('1 tracking parameter removed from the address.');
      expect(createdUrls(server).at(-1)).toBe('https://example.com/t?fbclid=1');

      await page.getByRole('button', { name: 'Restore the standard list' }).press('Enter');
      await list.getByText('fbclid', { exact: true }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Take utm_* off the list');
      await expect.poll(() => list.getByText('ref_src', { exact: true }).count()).toBe(0);
      await expect
        .poll(async () => (await storedSettings(extension)).trackingParameters)
        .toEqual({ remove: true, names: null });
    } finally {
      await options.close();
      await target.close();
    }
  });

  test('the UTM builder writes the tags into the address, saves a preset for the server and applies it', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const { page } = popup;
    const builder = page.getByTestId('utm-builder');
    const presetName = builder.getByRole('textbox', { name: 'Save these tags as' });
    const save = builder.getByRole('button', { name: 'Save preset' });
    try {
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      await page.getByText('More options').click();
      // Typed into before the disclosure has taken its opening in, it could close again.
      await page.getByRole('combobox', { name: 'Domain' }).waitFor();
      await builder.getByRole('textbox', { name: 'Source' }).fill('newsletter');
      await builder.getByRole('textbox', { name: 'Medium' }).fill('email');
      await builder.getByRole('textbox', { name: 'Campaign' }).fill('spring sale');
      const withTags = `${targetSite.origin}/article?id=42&lang=en&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale#intro`;
      expect(await popup.urlField.inputValue()).toBe(withTags);
      expect(await builder.getByTestId('utm-preview').textContent()).toBe(`Will shorten: ${withTags}`);

      await save.click();
      expect(await saidAbout(page, presetName)).toBe('Give the preset a name.');
      await presetName.fill('Newsletter');
      await presetName.press('Enter');
      const apply = builder.getByRole('button', { name: 'Apply Newsletter' });
      await apply.waitFor();
      // Enter saved the preset, it did not shorten.
      expect(createRequests(server)).toHaveLength(0);
      await presetName.fill('newsletter');
      await save.click();
      expect(await saidAbout(page, presetName)).toBe('A preset of this name exists already.');
      await expect
        .poll(async () => (await storedSettings(extension)).utmPresets)
        .toEqual([
          { name: 'Newsletter', source: 'newsletter', medium: 'email', campaign: 'spring sale', term: '', content: '' },
        ]);
      expect.soft(await accessibilityProblems(page, 'UTM builder')).toEqual([]);

      // Another address with an old tag: the preset replaces it, never a second one.
      await popup.urlField.fill('https://example.com/offer?utm_source=old&x=1');
      await apply.click();
      const tagged = 'https://example.com/offer?utm_source=newsletter&x=1&utm_medium=email&utm_campaign=spring%20sale';
      expect(await popup.urlField.inputValue()).toBe(tagged);
      expect(await builder.getByRole('textbox', { name: 'Source' }).inputValue()).toBe('newsletter');

      await builder.getByRole('button', { name: 'Delete the preset Newsletter' }).press('Enter');
      await expect.poll(() => apply.count()).toBe(0);
      // The keyboard is not lost with the button: it is in the name field, the next thing to use.
      await expect.poll(() => presetName.evaluate((input) => input === document.activeElement)).toBe(true);
      await expect.poll(async () => (await storedSettings(extension)).utmPresets).toEqual([]);

      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(createdUrls(server)).toEqual([tagged]);
    } finally {
      await popup.close();
      await target.close();
    }
  });
});
