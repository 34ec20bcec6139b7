import { afterAll, beforeAll, describe } from 'vitest';
import type { FaultSpec } from '../../server/types';
import { PopupPage } from '../pages/popup-page';
import { createRequests, resetExtension } from '../support/extension-state';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import { expect, test } from './support/fixtures';

const LINKS = { method: 'POST', path: '/api/v1/links' };

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** The essentials of the Chromium suite's hostile server (shorten/popup-hostile-server.test.ts). */
const FAULTS: [string, () => FaultSpec, string][] = [
  [
    'a redirect to another origin',
    () => ({ redirect: `${catcher.url}/api/v1/links` }),
    'The server redirected to another address instead of answering.',
  ],
  [
    'a 50 MB answer',
    () => ({ hugeBody: 50 * 1024 * 1024 }),
    "The server's answer was far larger than any phpShort answer, so the extension stopped reading it.",
  ],
  [
    'a connection dropped mid-answer',
    () => ({ dropMidBody: true }),
    'The connection to the server broke while its answer was arriving.',
  ],
];

describe('popup in Firefox: a hostile or broken server', () => {
  test.for(FAULTS)(
    '%s: the sentence, the entries kept, no key elsewhere',
    async ([, fault, sentence], { firefox, targetSite, server }) => {
      await resetExtension(firefox, server);
      catcher.caught.length = 0;
      server.addFault({ match: LINKS, times: 1, ...fault() });
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
      const { hugeBody } = fault();
      if (hugeBody !== undefined)
        await expect.poll(() => createRequests(server)[0]?.bodyBytes).toBeLessThan(hugeBody / 2);
      await popup.close();
      await target.close();
    },
  );
});
