import { describe } from 'vitest';
import { STORAGE } from '../../lib/storage/registry';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { closedPort } from './support/closed-port';
import type { ExtensionSession } from './support/extension-session';
import { startE2EServer } from './support/extension-state';
import { asksSettled, watchAsks } from './support/page-asks';
import { expect, releaseHeld, resetExtension, serverClient, test } from './support/reference-server-fixtures';

/** The stored connection state's `configured`, once the background has written one. */
async function storedConfigured(extension: ExtensionSession): Promise<unknown> {
  const state = (await extension.readLocalStorage())[STORAGE.connectionState.key] as
    { configured?: unknown } | undefined;
  return state?.configured;
}

/** The popup for the target site's article, with its header's sentence, and the options page beside it. */
async function openBoth(extension: ExtensionSession, articleUrl: string) {
  const target = await extension.openPage(articleUrl);
  const popup = await PopupPage.open(extension, await extension.findTabId(articleUrl));
  const options = await OptionsPage.open(extension);
  return {
    popup,
    options,
    async close() {
      await options.close();
      await popup.close();
      await target.close();
    },
  };
}

describe('the connection state: what the server answered, in both headers', () => {
  test('a wrong key says "Key rejected" in the popup and on the options page', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server, { apiKey: 'not-the-key' });
    const pages = await openBoth(extension, targetSite.articleUrl);
    const expected = 'Key rejected — check the API key in Settings';
    await expect.poll(() => pages.popup.connectionStateText.textContent()).toBe(expected);
    await expect.poll(() => pages.options.connectionStateText.textContent()).toBe(expected);
    // The form stays: the user can still fix the key and shorten.
    expect(await pages.popup.urlField.isVisible()).toBe(true);
    expect(pages.popup.log.problems).toEqual([]);
    expect(pages.options.log.problems).toEqual([]);
    await pages.close();
  });

  test('a server that is down says "Server unreachable" in both; Re-check says Connected once it is back', async ({
    extension,
    targetSite,
    server,
  }) => {
    const port = await closedPort();
    await resetExtension(extension, server, { serverUrl: `http://127.0.0.1:${port}` });
    const pages = await openBoth(extension, targetSite.articleUrl);
    await expect.poll(() => pages.popup.connectionStateText.textContent()).toBe('Server unreachable');
    await expect.poll(() => pages.options.connectionStateText.textContent()).toBe('Server unreachable');

    const revived = await startE2EServer({ port });
    try {
      // Held at the server while the progress is checked.
      revived.addFault({ match: { path: '/api/v1/account' }, hold: true, times: 1 });
      await pages.options.recheckButton.click();
      await expect.poll(() => pages.options.recheckButton.textContent()).toBe('Checking…');
      expect(await pages.options.recheckButton.getAttribute('disabled')).not.toBeNull();
      await releaseHeld(revived);
      await expect
        .poll(() => pages.options.connectionStateText.textContent())
        .toBe('Connected — phpShort, classic API');
      // The header follows the stored state; the button, the answer to the page's own ask, a moment later.
      await expect.poll(() => pages.options.recheckButton.textContent()).toBe('Re-check');
      // The popup, open all along, follows.
      await expect.poll(() => pages.popup.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    } finally {
      await revived.close();
    }
    await pages.close();
  });

  test('Re-check from the popup turns "Key rejected" into Connected once the server accepts the key', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    // The server refuses the key for a while (a key being rotated), then accepts it again.
    server.addFault({ match: { path: '/api/v1/spaces' }, status: 401 });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await expect
      .poll(() => popup.connectionStateText.textContent())
      .toBe('Key rejected — check the API key in Settings');

    server.clearFaults();
    await popup.recheckButton.click();
    await expect.poll(() => popup.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('a list that failed for a rejected key loads again once Re-check finds the key accepted', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    await serverClient(server).links.create({ destination: 'https://example.com/kept' });
    // The key is revoked for a while, then restored.
    server.addFault({ match: { path: '/api/v1/links' }, status: 401 });
    const options = await OptionsPage.open(extension);
    const error = options.page.getByTestId('load-error');
    await expect.poll(() => error.textContent()).toContain('The server rejected the API key.');
    await expect
      .poll(() => options.connectionStateText.textContent())
      .toBe('Key rejected — check the API key in Settings');

    server.clearFaults();
    await options.recheckButton.click();
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    // No Retry pressed: the list follows the state.
    await options.page.getByTestId('link-row').filter({ hasText: 'example.com/kept' }).waitFor();
    expect(await error.count()).toBe(0);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('a rate limit says until when', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    server.addFault({ match: { path: '/api/v1/spaces' }, status: 429, retryAfterSeconds: 120, times: 1 });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.connectionStateText.textContent()).toMatch(/^Rate limited until \d{1,2}:\d{2}/);
    await popup.close();
    await target.close();
  });

  test('the unconfigured popup draws "Open settings" at its first paint, then "Not connected yet", never the form', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server, null);
    // What a new install has: the background writes the state when it starts.
    await expect.poll(() => storedConfigured(extension)).toBe(false);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await watchAsks(extension.context);
    const page = await extension.context.newPage();
    // Before any script of the page: every content drawn into #app, and whether a form ever was.
    await page.addInitScript(() => {
      const drawn: string[] = [];
      let formShown = false;
      Object.assign(window, { drawn, formShown: () => formShown });
      new MutationObserver(() => {
        const app = document.getElementById('app');
        if (!app || app.childElementCount === 0) return;
        if (app.querySelector('form, input')) formShown = true;
        if (drawn.at(-1) !== app.textContent) drawn.push(app.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(extension.url(`popup.html?tabId=${tabId}`));
    await page.getByRole('button', { name: 'Open settings' }).waitFor();
    // The background's answer about the connection has arrived and been drawn: had it (wrongly)
    // swapped the view, the record would show it.
    await asksSettled(page, ['connection/status']);
    const record = await page.evaluate(() => {
      const recorded = window as unknown as { drawn: string[]; formShown: () => boolean };
      return { drawn: recorded.drawn, formShown: recorded.formShown() };
    });
    // The first paint draws the prompt and "Open settings" at once (a new user's first sight); the
    // header's sentence follows with the later views, a few milliseconds on. Never the form.
    expect(record.drawn[0]).toContain('Open settings');
    expect(record.drawn.at(-1)).toContain('Not connected yet');
    expect(record.formShown).toBe(false);
    await page.close();
    await target.close();
  });
});

describe('the options page', () => {
  test('its window title names the section on screen', async ({ extension, server }) => {
    await resetExtension(extension, server);
    const options = await OptionsPage.open(extension);
    // Connected: it opens on the links.
    await expect.poll(() => options.page.title()).toBe('Link Shortener for phpShort — Links');
    await options.section('Spaces').click();
    await expect.poll(() => options.page.title()).toBe('Link Shortener for phpShort — Spaces');
    await options.section('Settings').click();
    await expect.poll(() => options.page.title()).toBe('Link Shortener for phpShort — Settings');
    await options.close();
  });
});
