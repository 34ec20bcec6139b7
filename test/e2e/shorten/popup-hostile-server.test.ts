import { afterAll, beforeAll, describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { forOneRequest } from '../support/answer-faults';
import { attemptsUnder, CREATE_FAULTS, CREATE_LINK } from '../support/hostile-faults';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

describe('popup: a hostile or broken server cannot hurt, and says what happened', () => {
  // One popup meets every fault in turn, as a user pressing Shorten again would: each fault is
  // for one answer, so the press after it meets the next one, and the last press makes the link.
  test('each fault in turn: its sentence, the entries kept, no key elsewhere; then the link', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await popup.aliasField.fill('kept-alias');
    let creates = 0;

    const place = { elsewhere: catcher.url, host: new URL(server.url).host };
    for (const { name, fault, sentence: said, afterWait } of CREATE_FAULTS) {
      const sentence = said(place);
      const spec = forOneRequest(fault(place));
      server.addFault({ match: CREATE_LINK, ...spec });
      await popup.shortenButton.click();

      await expect
        .poll(() => createRequests(server).length, { message: name })
        .toBeGreaterThanOrEqual(creates + attemptsUnder(spec));
      // A rate limit's wait counts down in the popup, then says it is over: either is this fault's.
      const shown = (text: string | null) => (afterWait !== undefined && text?.startsWith(afterWait) ? sentence : text);
      await expect.poll(async () => shown(await popup.problem.textContent()), { message: name }).toContain(sentence);
      expect(await popup.problem.textContent(), name).toContain('Your entries are kept.');
      expect(await popup.aliasField.inputValue(), name).toBe('kept-alias');
      expect(await popup.urlField.inputValue(), name).toBe(targetSite.articleUrl);
      expect(catcher.caught, name).toEqual([]);
      // A body past the cap: the server saw the popup's request go away long before the end.
      if (spec.hugeBody !== undefined)
        await expect
          .poll(() => createRequests(server).at(-1)?.bodyBytes, { message: name })
          .toBeLessThan(spec.hugeBody / 2);
      // What is left of a fault the browser did not use up (a dropped create it did not send again).
      server.clearFaults();
      creates = createRequests(server).length;
    }

    // Every fault was for its answers only: the same entries now make the link, the only one.
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/kept-alias`);
    expect(createRequests(server)).toHaveLength(creates + 1);
    expect(catcher.caught).toEqual([]);
    expect(popup.log.problems).toEqual([]);
    await popup.close();
    await target.close();
  });
});
