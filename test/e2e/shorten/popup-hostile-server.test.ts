import { afterAll, beforeAll, describe } from 'vitest';
import type { FaultSpec } from '../../server/types';
import { PopupPage } from '../pages/popup-page';
import { startKeyCatcher, type KeyCatcher } from '../support/key-catcher';
import { createRequests, expect, resetExtension, testWithServerOptions } from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

const LINKS = { method: 'POST', path: '/api/v1/links' };

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** Each fault a hostile or broken server plays on the create, and the sentence the popup must show. */
const FAULTS: [string, () => FaultSpec, string][] = [
  [
    'a redirect to another origin',
    () => ({ redirect: `${catcher.url}/api/v1/links` }),
    'The server redirected to another address instead of answering. The extension follows no redirects, so your API key was not sent there.',
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
  [
    "a proxy's 502 page",
    () => ({ proxyHtml: 502 }),
    'The gateway in front of the server answered instead of phpShort (HTTP 502): phpShort is down or overloaded.',
  ],
  [
    'text labelled as JSON',
    () => ({ wrongContentType: '<!doctype html><title>Maintenance</title>' }),
    'The server sent an answer the extension could not read.',
  ],
];

describe('popup: a hostile or broken server cannot hurt, and says what happened', () => {
  test.for(FAULTS)(
    '%s: the sentence, the entries kept',
    async ([, fault, sentence], { extension, targetSite, server }) => {
      await resetExtension(extension, server);
      catcher.caught.length = 0;
      server.addFault({ match: LINKS, times: 1, ...fault() });
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
      const { hugeBody } = fault();
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
