import { afterAll, beforeAll, describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { createRequests, resetExtension } from '../support/extension-state';
import { CREATE_LINK, HOSTILE_CREATE_FAULTS } from '../support/hostile-faults';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import { expect, test } from './support/fixtures';

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** The essentials of the Chromium suite's hostile server: the redirect, the huge answer, the drop. */
const FAULTS = HOSTILE_CREATE_FAULTS.slice(0, 3);

describe('popup in Firefox: a hostile or broken server', () => {
  test.for(FAULTS)(
    '%s: the sentence, the entries kept, no key elsewhere',
    async ([, fault, sentence], { firefox, targetSite, server }) => {
      await resetExtension(firefox, server);
      catcher.caught.length = 0;
      server.addFault({ match: CREATE_LINK, times: 1, ...fault(catcher.url) });
      const target = await firefox.openPage(targetSite.articleUrl);
      const popup = await PopupPage.open(firefox, await firefox.findTabId(targetSite.articleUrl));
      await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
      // Shorten moves down once the link's options arrive: wait for them before clicking (BiDi clicks by position).
      await popup.aliasField.waitFor();
      await popup.aliasField.fill('kept-alias');
      await popup.shortenButton.click();

      await expect.poll(() => popup.problem.textContent()).toContain(sentence);
      expect(await popup.aliasField.inputValue()).toBe('kept-alias');
      expect(createRequests(server)).toHaveLength(1);
      expect(catcher.caught).toEqual([]);
      const { hugeBody } = fault(catcher.url);
      if (hugeBody !== undefined)
        await expect.poll(() => createRequests(server)[0]?.bodyBytes).toBeLessThan(hugeBody / 2);
      await popup.close();
      await target.close();
    },
  );
});
