import { afterAll, beforeAll, describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { CREATE_LINK, HOSTILE_CREATE_FAULTS } from '../support/hostile-faults';
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
  test.for(HOSTILE_CREATE_FAULTS)(
    '%s: the sentence, the entries kept',
    async ([, fault, sentence], { extension, targetSite, server }) => {
      await resetExtension(extension, server);
      catcher.caught.length = 0;
      server.addFault({ match: CREATE_LINK, times: 1, ...fault(catcher.url) });
      const target = await extension.openPage(targetSite.articleUrl);
      const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
      const alias = popup.page.getByRole('textbox', { name: 'Alias' });
      await alias.fill('kept-alias');
      await popup.shortenButton.click();

      await expect.poll(() => popup.problem.textContent()).toContain(sentence);
      expect(await popup.problem.textContent()).toContain('Your entries are kept.');
      expect(await alias.inputValue()).toBe('kept-alias');
      expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      // One create reached the reference server, and nothing at all the other origin.
      expect(createRequests(server)).toHaveLength(1);
      expect(catcher.caught).toEqual([]);
      // A body past the cap: the server saw the popup's request go away long before the end.
      const { hugeBody } = fault(catcher.url);
      if (hugeBody !== undefined)
        await expect.poll(() => createRequests(server)[0]?.bodyBytes).toBeLessThan(hugeBody / 2);

      // The fault was for one answer: the same entries now make the link.
      await popup.shortenButton.click();
      await popup.result.waitFor();
      expect(await popup.shortUrl.textContent()).toBe(`${server.url}/kept-alias`);
      expect(catcher.caught).toEqual([]);
      await popup.close();
      await target.close();
    },
  );
});
