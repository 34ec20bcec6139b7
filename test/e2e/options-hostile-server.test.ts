import { afterAll, beforeAll, describe } from 'vitest';
import type { FaultSpec } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { HUGE_ANSWER_BYTES, UNRESOLVABLE_SERVER } from './support/answer-faults';
import { startKeyCatcher, type KeyCatcher } from './support/key-catcher';
import { E2E_KEY, expect, resetExtension, test } from './support/reference-server-fixtures';

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
      await expect.poll(() => options.connectionResult.textContent()).toContain(expected);
      expect(catcher.caught).toEqual([]);
      expect(await options.serverUrl.inputValue()).toBe(server.url);
      await options.close();
    },
  );
});

/**
 * The other faults of a broken server, played one after another in one page: each Save tests the
 * connection again and must say why it does not work, with the address kept as typed.
 */
const MORE_FAULTS: [string, FaultSpec, (host: string) => string][] = [
  ['a 500', { status: 500 }, () => 'The server had an internal error (HTTP 500). Try again later.'],
  [
    'a login page',
    { html: true },
    () =>
      'Not a phpShort API: this address answered with a web page (or a login page), not the API. Check the server URL.',
  ],
  [
    'cut-off JSON',
    { malformedJson: true },
    () => 'Not a phpShort API: the answer was not in the format phpShort uses. Check the server URL.',
  ],
  [
    'a 200 MB answer',
    { hugeBody: HUGE_ANSWER_BYTES },
    () => "The server's answer was far larger than any phpShort answer, so the extension stopped reading it.",
  ],
  [
    'a connection dropped mid-answer',
    { dropMidBody: true },
    () => 'The connection to the server broke while its answer was arriving. Try again.',
  ],
  [
    'a connection dropped before any answer',
    { dropConnection: true },
    (host) =>
      `Could not reach the server at ${host}: the name does not resolve, the connection was refused, or its certificate was not accepted.`,
  ],
  [
    "a proxy's 502 page",
    { proxyHtml: 502 },
    () =>
      'The gateway in front of the server answered instead of phpShort (HTTP 502): phpShort is down or overloaded. Try again later.',
  ],
  [
    'a web page labelled as JSON',
    { wrongContentType: '<!doctype html><title>Maintenance</title>' },
    () => 'Not a phpShort API: the answer was not in the format phpShort uses. Check the server URL.',
  ],
];

describe('options page: testing a broken server, one fault after another', () => {
  test('Save and each test again say why the connection does not work; a short 429 is waited out', async ({
    extension,
    server,
  }) => {
    server.reset();
    await extension.clearLocalStorage();
    const options = await OptionsPage.open(extension);
    await options.fillConnection(server.url, E2E_KEY);
    const host = new URL(server.url).host;
    const apiRequests = () => server.requests().filter((r) => r.path.startsWith(API.path)).length;
    const testAgain = options.page.getByRole('button', { name: 'Test again' });
    for (const [index, [name, fault, sentence]] of MORE_FAULTS.entries()) {
      server.clearFaults();
      server.addFault({ match: API, ...fault });
      const before = apiRequests();
      // The first fault meets the Save, the others the test of the connection Save stored.
      await (index === 0 ? options.saveButton : testAgain).click();
      await expect
        .poll(async () => (apiRequests() > before ? await options.connectionResult.textContent() : null), {
          message: name,
        })
        .toBe(`⚠ Saved, but the connection does not work. ${sentence(host)}`);
      expect(await options.serverUrl.inputValue(), name).toBe(server.url);
      if (fault.hugeBody !== undefined) {
        const sizes = server.requests().map((r) => r.bodyBytes ?? 0);
        expect(Math.max(...sizes), name).toBeLessThan(HUGE_ANSWER_BYTES / 2);
      }
    }
    server.clearFaults();
    server.addFault({ match: API, status: 429, retryAfterSeconds: 1, times: 1 });
    // A short 429: the request queue waits the server's second out, asks again, and connects.
    const before = server.requests().length;
    await testAgain.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    const sent = server.requests().slice(before);
    expect(sent[0]?.status).toBe(429);
    // The refused request is the next one sent, and answered. (Later requests to the same path may
    // follow on a slow run: the account is revalidated once it is 15 s old.)
    expect(sent[1]?.path).toBe(sent[0]?.path);
    expect(sent[1]?.status).not.toBe(429);
    await options.close();
  });

  test('a saved server whose name does not resolve: the list and the test name the host', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server, { serverUrl: UNRESOLVABLE_SERVER });
    const options = await OptionsPage.open(extension, '?view=links');
    const error = options.page.getByTestId('load-error');
    await expect
      .poll(() => error.locator('p').textContent())
      .toBe(
        'Could not load the links. Could not reach the server at phpshort.invalid: its name was not found, or nothing answered there. Check the address and your connection.',
      );
    await options.section('Settings').click();
    await options.page.getByRole('button', { name: 'Test again' }).click();
    await expect
      .poll(() => options.connectionResult.textContent())
      .toBe(
        '⚠ Saved, but the connection does not work. Could not reach the server at phpshort.invalid: the name does not resolve, the connection was refused, or its certificate was not accepted.',
      );
    // Nothing reached the reference server, nor the key catcher: the name never resolved.
    expect(server.requests()).toEqual([]);
    await options.close();
  });
});
