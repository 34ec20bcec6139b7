import { afterAll, beforeAll, describe } from 'vitest';
import type { FaultSpec } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { startKeyCatcher, type KeyCatcher } from './support/key-catcher';
import { E2E_KEY, expect, test } from './support/reference-server-fixtures';

let catcher: KeyCatcher;
beforeAll(async () => {
  catcher = await startKeyCatcher();
});
afterAll(async () => {
  await catcher.close();
});

/** Every API path: the connection test asks the account, then a list of spaces. */
const API = { path: '/api/v1/' };

/** The connection test, the first thing a person does with a new server, against a hostile one. */
const FAULTS: [string, () => FaultSpec, string][] = [
  [
    'redirects to another origin',
    () => ({ match: API, redirect: `${catcher.url}/api/v1/account` }),
    'The server redirected to another address instead of answering. The extension follows no redirects, so your API key was not sent there. Check the server URL.',
  ],
  [
    "answers with a gateway's 503 page",
    () => ({ match: API, proxyHtml: 503 }),
    'The gateway in front of the server answered instead of phpShort (HTTP 503): phpShort is down or overloaded.',
  ],
  [
    // The connection test gives up after its own 5 s, body included.
    'sends headers and then nothing',
    () => ({ match: API, stallAfterHeaders: true }),
    'Timed out',
  ],
];

describe('options page: testing a hostile or broken server', () => {
  test.beforeEach(async ({ extension, server }) => {
    server.reset();
    catcher.caught.length = 0;
    await extension.clearLocalStorage();
  });

  test.for(FAULTS)(
    'a server that %s: a specific sentence, no key elsewhere',
    async ([, fault, expected], { extension, server }) => {
      server.addFault(fault());
      const options = await OptionsPage.open(extension);
      await options.fillConnection(server.url, E2E_KEY);
      await options.saveButton.click();
      await expect.poll(() => options.connectionResult.textContent(), { timeout: 15_000 }).toContain(expected);
      expect(catcher.caught).toEqual([]);
      expect(await options.serverUrl.inputValue()).toBe(server.url);
      await options.close();
    },
  );
});
