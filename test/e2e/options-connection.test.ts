import { describe } from 'vitest';
import { STORAGE } from '../../lib/storage/registry';
import { OptionsPage } from './pages/options-page';
import { closedPort } from './support/closed-port';
import type { ExtensionSession } from './support/extension-session';
import { saveWithoutUserGesture } from './support/save-without-user-gesture';
import { DIALECTS, E2E_KEY, expect, serverOf, test } from './support/reference-server-fixtures';

async function storedConnection(extension: ExtensionSession): Promise<unknown> {
  return (await extension.readLocalStorage())[STORAGE.connection.key];
}

async function storedProfile(extension: ExtensionSession): Promise<unknown> {
  return (await extension.readLocalStorage())[STORAGE.serverProfile.key];
}

describe('options page: connecting a server', () => {
  test.beforeEach(async ({ extension, server }) => {
    server.reset();
    await extension.clearLocalStorage();
  });

  test('saves a pasted API address, tests it and shows "Connected"; the key is never shown again', async ({
    extension,
    server,
  }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection(`${server.url}/api/v1/`, E2E_KEY);
    await options.saveButton.click();

    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    expect(await storedConnection(extension)).toEqual({
      serverUrl: server.url,
      apiKey: E2E_KEY,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    // The test asks for the account (a classic server has none), then proves the key with one small
    // list; the page then loads every space for its filters and defaults.
    const [first, second] = server.requests();
    expect([first?.method, first?.path, first?.headers.authorization]).toEqual([
      'GET',
      '/api/v1/account',
      'Bearer ***',
    ]);
    expect([second?.method, second?.path, second?.query.per_page, second?.headers.authorization]).toEqual([
      'GET',
      '/api/v1/spaces',
      '10',
      'Bearer ***',
    ]);
    expect(await options.apiKey.inputValue()).toBe('');
    expect(await options.keySaved.textContent()).toContain('A key is saved');
    // The field shows the address as it was stored: tidied, without the pasted /api/v1/.
    expect(await options.serverUrl.inputValue()).toBe(server.url);
    // The header says what the server answered, not that an address is saved.
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    expect(await options.connectionState.getAttribute('title')).toBe(server.url);

    await options.page.reload();
    // Once connected the page opens on the links; the connection form is under Settings.
    await options.section('Settings').click();
    await options.keySaved.waitFor();
    expect(await options.serverUrl.inputValue()).toBe(server.url);
    expect(await options.apiKey.inputValue()).toBe('');
    expect(await options.page.content()).not.toContain(E2E_KEY);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('masks the key, with a reveal toggle', async ({ extension }) => {
    const options = await OptionsPage.open(extension);
    await options.apiKey.fill('secret-key');
    expect(await options.apiKey.getAttribute('type')).toBe('password');
    await options.page.getByRole('button', { name: 'Show key' }).click();
    expect(await options.apiKey.getAttribute('type')).toBe('text');
    expect(await options.page.getByRole('button', { name: 'Hide key' }).getAttribute('aria-pressed')).toBe('true');
    await options.close();
  });

  test('points to the account page where the key is found', async ({ extension }) => {
    const options = await OptionsPage.open(extension);
    await options.serverUrl.fill('short.example.com/');
    const link = options.page.getByRole('link', { name: 'https://short.example.com/account/api' });
    expect(await link.getAttribute('href')).toBe('https://short.example.com/account/api');
    await options.close();
  });

  test.for([
    ['a wrong key', 'Wrong API key'],
    // The wait counts down on screen from the server's 30 seconds.
    ['a rate limit', 'Rate limited: The server is limiting requests. Try again in '],
    ['a login page instead of the API', 'Not a phpShort API'],
    ['a server too slow to answer', 'Timed out'],
  ] as const)('explains %s', async ([kind, expected], { extension, server }) => {
    let key = E2E_KEY;
    if (kind === 'a wrong key') key = 'not-the-key';
    // Every request for the spaces meets the fault, not only the first: once saved, the page asks
    // for the spaces too, and that request may reach the server before the connection test's.
    if (kind === 'a rate limit')
      server.addFault({ match: { path: '/api/v1/spaces' }, status: 429, retryAfterSeconds: 30 });
    if (kind === 'a login page instead of the API') server.addFault({ match: { path: '/api/v1/spaces' }, html: true });
    // Never answered (until the next test resets the server): the extension gives up at its own timeout.
    if (kind === 'a server too slow to answer') server.addFault({ match: { path: '/api/v1/spaces' }, hold: true });

    const options = await OptionsPage.open(extension);
    await options.fillConnection(server.url, key);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toContain(expected);
    expect(await options.connectionResult.textContent()).toContain('Saved, but the connection does not work.');
    await options.close();
  });

  test('explains a web page that is not an API', async ({ extension, targetSite }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection(`${targetSite.origin}/article`, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toContain('Not a phpShort API');
    await options.close();
  });

  test('explains a refused connection', async ({ extension }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection(`http://127.0.0.1:${await closedPort()}`, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toContain('Could not reach the server');
    await options.close();
  });

  test('stores nothing when the browser does not grant access to the server', async ({ extension, server }) => {
    const options = await OptionsPage.open(extension);
    // localhost is not pre-granted (only 127.0.0.1 is), so Save must ask the browser for it.
    await saveWithoutUserGesture(options.page, `http://localhost:${server.port}`, E2E_KEY);
    await expect
      .poll(() => options.connectionResult.textContent())
      .toContain(
        `Access not granted: the browser did not allow the extension to reach http://localhost:${server.port}, so nothing was saved.`,
      );
    expect(await storedConnection(extension)).toBeUndefined();
    expect(server.requests()).toEqual([]);
    await options.close();
  });

  test('refuses plain HTTP to another host unless the user allows it, with a warning', async ({ extension }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection('http://shortener.example', E2E_KEY);
    await options.saveButton.click();
    const error = options.page.locator('#server-url-error');
    await expect.poll(() => error.textContent()).toContain('would send your API key in clear text');
    expect(await options.serverUrl.getAttribute('aria-invalid')).toBe('true');
    expect(await storedConnection(extension)).toBeUndefined();

    await options.allowInsecureHttp.check();
    expect(await options.page.getByRole('alert').filter({ hasText: 'clear text' }).isVisible()).toBe(true);
    await options.close();

    // Allowed: the next step is the browser's permission, refused here (no gesture in a headless test).
    const fresh = await OptionsPage.open(extension);
    await saveWithoutUserGesture(fresh.page, 'http://shortener.example', E2E_KEY, true);
    await expect.poll(() => fresh.connectionResult.textContent()).toContain('Access not granted');
    expect(await fresh.page.locator('#server-url-error').count()).toBe(0);
    expect(await storedConnection(extension)).toBeUndefined();
    await fresh.close();
  });

  test('refuses an address with a space at the field, without asking the browser for access', async ({
    extension,
    server,
  }) => {
    const options = await OptionsPage.open(extension);
    // Counts the page's permission requests: Chromium would turn "hello world" into https://hello%20world.
    await options.page.evaluate(() => {
      type Request = (...args: unknown[]) => Promise<boolean>;
      const page = globalThis as typeof globalThis & {
        chrome: { permissions: { request: Request } };
        e2ePermissionRequests?: number;
      };
      const { permissions } = page.chrome;
      const request = permissions.request.bind(permissions);
      page.e2ePermissionRequests = 0;
      permissions.request = (...args) => {
        page.e2ePermissionRequests = (page.e2ePermissionRequests ?? 0) + 1;
        return request(...args);
      };
    });
    await options.fillConnection('hello world', E2E_KEY);
    await options.saveButton.click();
    const error = options.page.locator('#server-url-error');
    await expect
      .poll(() => error.textContent())
      .toBe('A server address has no spaces. Enter something like https://s.example.');
    expect(await options.serverUrl.getAttribute('aria-invalid')).toBe('true');
    // What was typed stays, to be corrected.
    expect(await options.serverUrl.inputValue()).toBe('hello world');
    expect(await options.apiKey.inputValue()).toBe(E2E_KEY);
    expect(
      await options.page.evaluate(
        () => (globalThis as typeof globalThis & { e2ePermissionRequests?: number }).e2ePermissionRequests,
      ),
    ).toBe(0);
    expect(await options.connectionResult.textContent()).toBe('');
    expect(await storedConnection(extension)).toBeUndefined();
    expect(server.requests()).toEqual([]);

    // The count sees the page's requests: a real address not granted yet (only 127.0.0.1 is) asks.
    await options.serverUrl.fill(`http://localhost:${server.port}`);
    await options.saveButton.click();
    await expect
      .poll(() =>
        options.page.evaluate(
          () => (globalThis as typeof globalThis & { e2ePermissionRequests?: number }).e2ePermissionRequests,
        ),
      )
      .toBe(1);
    await options.close();
  });

  test('an address with a path too many is "Not a phpShort API" in the result and the header, also after Re-check', async ({
    extension,
    server,
  }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection(`${server.url}/extra`, E2E_KEY);
    await options.saveButton.click();
    await expect
      .poll(() => options.connectionResult.textContent())
      .toBe(
        '⚠ Saved, but the connection does not work. Not a phpShort API: this address has no phpShort API at /api/v1. Check the server URL.',
      );
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Not a phpShort API at this address');

    server.clearRequests();
    await options.recheckButton.click();
    await expect.poll(() => server.requests().length).toBeGreaterThan(0);
    await expect.poll(() => options.recheckButton.textContent()).toBe('Re-check');
    expect(await options.connectionStateText.textContent()).toBe('Not a phpShort API at this address');
    // What Re-check asked, from its account check on: a list the Save asked for may land after the clear.
    const paths = server.requests().map((r) => r.path);
    expect(paths.slice(paths.indexOf('/extra/api/v1/account'))).toEqual([
      '/extra/api/v1/account',
      '/extra/api/v1/spaces',
    ]);
    await options.close();
  });

  test('a new key is tested before it replaces the saved one, which stays when it fails', async ({
    extension,
    server,
  }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection(server.url, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    const saved = await storedConnection(extension);

    await options.apiKey.fill('a-key-that-was-revoked');
    await options.saveButton.click();
    await expect
      .poll(() => options.connectionResult.textContent())
      .toBe(
        `⚠ Not saved: the connection saved before is kept. Wrong API key: the server did not accept it. Copy the key again from ${server.url}/account/api.`,
      );
    expect(await storedConnection(extension)).toEqual(saved);
    // The header still describes the saved connection, which works; the typed key stays to be corrected.
    expect(await options.connectionStateText.textContent()).toBe('Connected — phpShort, classic API');
    expect(await options.apiKey.inputValue()).toBe('a-key-that-was-revoked');
    expect(await options.keySaved.textContent()).toContain('A key is saved');

    // The right key replaces it once it answers.
    await options.apiKey.fill(E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    expect(await options.apiKey.inputValue()).toBe('');
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('forgets the key and keeps the address', async ({ extension, server }) => {
    const options = await OptionsPage.open(extension);
    await options.fillConnection(server.url, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toContain('Connected');

    await options.page.getByRole('button', { name: 'Forget key' }).click();
    await expect.poll(() => options.keySaved.count()).toBe(0);
    expect(await storedConnection(extension)).toEqual({
      serverUrl: server.url,
      allowInsecureHttp: false,
      dialect: 'automatic',
    });
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Not connected yet');
    expect(await options.serverUrl.inputValue()).toBe(server.url);
    await options.close();
  });
});

describe.each(DIALECTS)('options page: the API a %s server speaks', (dialect) => {
  test.beforeEach(async ({ extension, server, currentServer }) => {
    serverOf(dialect, { server, currentServer }).reset();
    await extension.clearLocalStorage();
  });

  test('saving asks the server and shows its API', async ({ extension, server, currentServer }) => {
    const target = serverOf(dialect, { server, currentServer });
    const options = await OptionsPage.open(extension);
    await options.fillConnection(target.url, E2E_KEY);
    await options.saveButton.click();

    await expect.poll(() => options.connectionResult.textContent()).toBe(`✓ Connected — phpShort, ${dialect} API`);
    expect(await storedProfile(extension)).toMatchObject({ serverOrigin: target.url, dialect, source: 'detected' });
    expect(await options.page.getByTestId('plan-features-off').count()).toBe(0);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });

  test('a chosen API is stored with the connection and shown as chosen', async ({
    extension,
    server,
    currentServer,
  }) => {
    const target = serverOf(dialect, { server, currentServer });
    const options = await OptionsPage.open(extension);
    const apiChoice = options.page.getByLabel('API', { exact: true });
    expect(await apiChoice.inputValue()).toBe('automatic');
    await options.fillConnection(target.url, E2E_KEY);
    await apiChoice.selectOption(dialect);
    await options.saveButton.click();

    await expect
      .poll(() => options.connectionResult.textContent())
      .toBe(`✓ Connected — phpShort, ${dialect} API (chosen in settings)`);
    expect(await storedConnection(extension)).toMatchObject({ serverUrl: target.url, dialect });
    expect(await storedProfile(extension)).toMatchObject({ dialect, source: 'chosen' });

    await options.page.reload();
    await options.section('Settings').click();
    await options.keySaved.waitFor();
    expect(await options.page.getByLabel('API', { exact: true }).inputValue()).toBe(dialect);
    await options.close();
  });

  test('the other API chosen is named at the choice', async ({ extension, server, currentServer }) => {
    const target = serverOf(dialect, { server, currentServer });
    const other = dialect === 'classic' ? 'current' : 'classic';
    const options = await OptionsPage.open(extension);
    await options.fillConnection(target.url, E2E_KEY);
    await options.page.getByLabel('API', { exact: true }).selectOption(other);
    await options.saveButton.click();

    if (other === 'current') {
      // A classic server has no account: the check fails, at the choice.
      await expect.poll(() => options.connectionResult.textContent()).toContain(`speaks the ${dialect} API`);
      const apiChoice = options.page.getByLabel('API', { exact: true });
      expect(await apiChoice.getAttribute('aria-invalid')).toBe('true');
      expect(await options.page.locator('.form-error', { hasText: 'chosen under “API”' }).count()).toBe(1);
    } else {
      // Spaces read alike in both APIs, so a chosen classic API is taken at its word until links tell.
      await expect
        .poll(() => options.connectionResult.textContent())
        .toBe('✓ Connected — phpShort, classic API (chosen in settings)');
    }
    await options.close();
  });
});
