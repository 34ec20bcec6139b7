import { afterAll, beforeAll, describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { nthNotice, pressShortcut, recordNotices, setClipboard } from '../support/background-notices';
import { clickContextMenu } from '../support/chrome-api';
import { forOneRequest } from '../support/answer-faults';
import { attemptsUnder, CREATE_FAULTS, CREATE_LINK } from '../support/hostile-faults';
import type { ExtensionSession } from '../support/extension-session';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import {
  createRequests,
  expect,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from '../support/reference-server-fixtures';
import type { ReferenceServer } from '../../server/types';

/**
 * The context menu and the keyboard shortcut have no form: under a hostile or broken server they
 * tell what happened in a notification, keep the shortening under "Not shortened yet" with its
 * reason and Retry, copy nothing, and never lead the key elsewhere. The faults are the popup's
 * (support/hostile-faults.ts), played one after another in one session, menu and shortcut in turn.
 */

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

const KEPT_WITH_RETRY = ' The popup lists it under “Not shortened yet”, with Retry.';

/** A fresh extension whose notices are recorded and whose clipboard holds "before", and no key caught yet. */
async function startClean(extension: ExtensionSession, server: ReferenceServer): Promise<void> {
  await resetExtension(extension, server);
  catcher.caught.length = 0;
  await extension.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordNotices(extension.serviceWorker);
  await setClipboard(extension, 'before');
}

describe('menu and shortcut under a hostile or broken server', () => {
  test('each fault in turn: its sentence, kept with its reason, nothing copied, no key elsewhere; Retry makes one link each', async ({
    extension,
    targetSite,
    server,
  }) => {
    await startClean(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);
    /** Each fault's shortening: its address, where it was asked, and the reason the popup must list. */
    const asked: { url: string; source: string; reason: string; afterWait?: string }[] = [];
    let creates = 0;

    const place = { elsewhere: catcher.url, host: new URL(server.url).host };
    for (const [index, { name, fault, sentence: said, afterWait }] of CREATE_FAULTS.entries()) {
      const sentence = said(place);
      const spec = forOneRequest(fault(place));
      server.addFault({ match: CREATE_LINK, ...spec });
      if (index % 2 === 0) {
        const url = `https://example.com/menu-under-fault/${String(index)}`;
        await clickContextMenu(extension.serviceWorker, { menuItemId: 'shorten-link', linkUrl: url }, tabId);
        asked.push({ url, source: 'Menu', reason: sentence, afterWait });
      } else {
        // The shortcut shortens the tab: a page of its own for each fault.
        const url = `${targetSite.origin}/article?shortcut-under-fault=${String(index)}`;
        await target.goto(url);
        await pressShortcut(extension, tabId);
        asked.push({ url, source: 'Shortcut', reason: sentence, afterWait });
      }

      const notice = await nthNotice(extension, index + 1);
      expect(notice?.title, name).toBe('Could not shorten the link');
      expect(notice?.message.startsWith(sentence), `${name}: ${notice?.message ?? ''}`).toBe(true);
      expect(notice?.message.endsWith(KEPT_WITH_RETRY), `${name}: ${notice?.message ?? ''}`).toBe(true);
      expect(createRequests(server).length, name).toBeGreaterThanOrEqual(creates + attemptsUnder(spec));
      expect(catcher.caught, name).toEqual([]);
      // A body past the cap: the server saw the request go away long before the end.
      if (spec.hugeBody !== undefined)
        await expect
          .poll(() => createRequests(server).at(-1)?.bodyBytes, { message: name })
          .toBeLessThan(spec.hugeBody / 2);
      // What is left of a fault the browser did not use up (a dropped create it did not send again).
      server.clearFaults();
      creates = createRequests(server).length;
    }
    // Nothing was copied: the clipboard holds what it held.
    expect(await extension.readClipboard()).toBe('before');

    // The popup lists the three newest and says how many are kept; "Show all" lists every one.
    const first = await PopupPage.open(extension, tabId);
    await first.failedShortenings.waitFor();
    expect(await first.failedShortenings.locator('.failed-entry').count()).toBe(3);
    await first.failedShortenings.getByRole('button', { name: `Show all ${String(asked.length)}` }).click();
    await expect.poll(() => first.failedShortenings.locator('.failed-entry').count()).toBe(asked.length);
    await first.close();

    // Each with where it was asked and why it failed; Retry makes its link. Opened again, the
    // popup lists the next ones first, until every one is made.
    const waiting = [...asked].reverse();
    while (waiting.length > 0) {
      const shown = waiting.splice(0, 3);
      const popup = await PopupPage.open(extension, tabId);
      const failed = popup.failedShortenings;
      await failed.waitFor();
      expect(await failed.locator('.failed-entry').count()).toBe(shown.length);
      for (const { url, source, reason, afterWait } of shown) {
        const said =
          (await failed.locator('.failed-entry', { hasText: url }).locator('.failed-reason').textContent()) ?? '';
        const either = [`${source}: ${reason}`, `${source}: ${afterWait ?? reason}`];
        expect(
          either.some((start) => said.startsWith(start)),
          `${url}: ${said}`,
        ).toBe(true);
      }
      for (const { url } of shown) {
        await failed.getByRole('button', { name: `Retry ${url}` }).click();
        await popup.result.waitFor();
        expect(await popup.shortUrl.textContent()).toMatch(new RegExp(`^${server.url}/\\w+$`));
        await popup.page.getByRole('button', { name: 'Shorten another' }).click();
        await popup.urlField.waitFor();
        expect(await failed.getByRole('button', { name: `Retry ${url}` }).count()).toBe(0);
      }
      expect(popup.log.problems).toEqual([]);
      await popup.close();
    }

    // Exactly one link for each address, and not one request reached the other origin.
    const { items } = await serverClient(server).links.list({});
    expect(items.map((link) => link.destination).sort()).toEqual(asked.map(({ url }) => url).sort());
    expect(createRequests(server)).toHaveLength(creates + asked.length);
    expect(catcher.caught).toEqual([]);
    await target.close();
  });

  test('a made link whose short URL is javascript:, data: or on another origin: shown as text, never copied unless a web address, never made twice, its check never redirected', async ({
    extension,
    targetSite,
    server,
  }) => {
    await startClean(extension, server);
    const ran = `${server.url}/hostile-ran`;
    const script = `javascript:fetch('${ran}?short')`;
    const page = `data:text/html,<script>fetch('${ran}?data')</script>`;
    // Another origin: a custom or global domain of the server is one too (phpShort has them), so
    // it is a web address like any other; the extension never sends anything there.
    const elsewhere = `${catcher.url}/elsewhere`;
    // The links the server makes next are ids 1, 2 and 3: it answers them so, whenever it shows them.
    server.overrideRecord('links', 1, { short_url: script });
    server.overrideRecord('links', 2, { short_url: page });
    server.overrideRecord('links', 3, { short_url: elsewhere });
    const target = await extension.openPage(targetSite.articleUrl);
    const tabId = await extension.findTabId(targetSite.articleUrl);

    await clickContextMenu(
      extension.serviceWorker,
      { menuItemId: 'shorten-link', linkUrl: 'https://example.com/hostile-answer' },
      tabId,
    );
    expect(await nthNotice(extension, 1)).toEqual({
      title: 'Short link created, but not copied',
      message: `${script}\nNot a web address: not opened or copied.`,
    });

    await pressShortcut(extension, tabId);
    expect(await nthNotice(extension, 2)).toEqual({
      title: 'Short link created, but not copied',
      message: `${page}\nNot a web address: not opened or copied.`,
    });
    expect(await extension.readClipboard()).toBe('before');

    // Pressed again: the link made before (checked with the server, which answers it the same),
    // not a second one; still not copied.
    await pressShortcut(extension, tabId);
    const again = await nthNotice(extension, 3);
    expect(again?.title).toBe('Short link made before, but not copied');
    expect(again?.message).toMatch(
      new RegExp(
        `^${page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nNot a web address: not opened or copied\\.\\nMade for`,
      ),
    );
    expect(createRequests(server)).toHaveLength(2);

    // The check itself redirected elsewhere: not followed, the link kept as it was, said unchecked.
    server.addFault({ match: { method: 'GET', path: '/api/v1/links/2' }, times: 1, redirect: `${catcher.url}/check` });
    await pressShortcut(extension, tabId);
    const unchecked = await nthNotice(extension, 4);
    expect(unchecked?.title).toBe('Short link made before, but not copied');
    expect(unchecked?.message.split('\n').at(-1)).toBe('The server could not be asked whether it still works.');
    expect(createRequests(server)).toHaveLength(2);
    expect(catcher.caught).toEqual([]);

    await clickContextMenu(
      extension.serviceWorker,
      { menuItemId: 'shorten-link', linkUrl: 'https://example.com/custom-domain' },
      tabId,
    );
    expect(await nthNotice(extension, 5)).toEqual({ title: 'Short link copied', message: elsewhere });
    expect(await extension.readClipboard()).toBe(elsewhere);

    // The popup offers the tab's link as text, as it came: no link, no Copy.
    const popup = await PopupPage.open(extension, tabId);
    await popup.recentOffer.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(page);
    expect(await popup.shortUrl.evaluate((element) => element.tagName)).toBe('SPAN');
    expect(await popup.copyButton.count()).toBe(0);
    expect(await popup.page.locator('a[href]').count()).toBe(0);
    expect(popup.log.problems).toEqual([]);
    await popup.close();

    // One link per address; nothing ran, nothing reached the other origin.
    expect((await serverClient(server).links.list({})).items).toHaveLength(3);
    expect(server.requests().filter((r) => r.path.startsWith('/hostile-ran'))).toEqual([]);
    expect(catcher.caught).toEqual([]);
    await target.close();
  });
});
