import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { keyOfServer, type ServerList } from '../../lib/servers';
import { STORAGE } from '../../lib/storage/registry';
import { accessibilityProblems } from './accessibility/scan';
import { axeViolations, describeViolations } from './support/axe';
import { OptionsPage } from './pages/options-page';
import { describeFocus, focusStateOf, tabTo } from './support/keyboard';
import { E2E_KEY, expect, test } from './support/reference-server-fixtures';

type ChromiumOptions = OptionsPage<Page>;

/** The listed servers' names (or hosts), in the order shown. */
function shownLabels(options: ChromiumOptions): Promise<string[]> {
  return options.page.getByTestId('server-row').locator('.server-label').allTextContents();
}

function row(options: ChromiumOptions, label: string) {
  return options.page.getByTestId('server-row').filter({ has: options.page.getByRole('heading', { name: label }) });
}

/** axe on the Servers section alone, light and dark. */
async function serversSectionProblems(page: Page, state: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const violations = await axeViolations(page, { include: '.servers-section', colorScheme });
    problems.push(...describeViolations(violations).map((text) => `${state} (${colorScheme}) ${text}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}

describe('options page: the list of servers', () => {
  test('adds a server of the other dialect, makes it current, reorders and removes by keyboard, carries the list as a file without keys', async ({
    extension,
    server,
    currentServer,
  }) => {
    server.reset();
    currentServer.reset();
    await extension.clearLocalStorage();
    const classicHost = new URL(server.url).host;
    const options: ChromiumOptions = await OptionsPage.open(extension, '?view=settings');
    const { page } = options;

    // No server yet: the form that adds the first one is shown at once.
    await expect.poll(() => page.getByTestId('server-row').count()).toBe(0);
    await options.fillConnection(server.url, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, classic API');
    // One server: its form stays open, as the one connection always was.
    await options.keySaved.waitFor();
    expect(await shownLabels(options)).toEqual([classicHost]);

    // Add a second server, of the current dialect, with a name.
    await page.getByRole('button', { name: 'Add server' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Acme — current');
    await options.fillConnection(currentServer.url, E2E_KEY);
    await options.saveButton.click();
    await expect.poll(() => options.connectionResult.textContent()).toBe('✓ Connected — phpShort, current API');
    await expect.poll(() => shownLabels(options)).toEqual([classicHost, 'Acme — current']);
    const acme = row(options, 'Acme — current');
    const classic = row(options, classicHost);
    expect(await acme.locator('.server-address').textContent()).toBe(currentServer.url);
    await expect.poll(() => acme.getByTestId('server-state').textContent()).toBe('Connected — phpShort, current API');
    // The first one is still current, and answers when tested.
    expect(await classic.locator('.server-row-title').getByText('Current', { exact: true }).count()).toBe(1);
    await classic.getByRole('button', { name: 'Test', exact: true }).click();
    await expect
      .poll(() => classic.getByTestId('server-test-result').textContent())
      .toBe('✓ Connected — phpShort, classic API');
    await expect
      .poll(() => classic.getByTestId('server-state').textContent())
      .toBe('Connected — phpShort, classic API');
    let stored = await extension.readLocalStorage();
    expect(stored[keyOfServer(STORAGE.connection.key, '2')]).toMatchObject({
      serverUrl: currentServer.url,
      apiKey: E2E_KEY,
    });

    // Make it current: the mark moves, the header follows.
    await acme.getByRole('button', { name: 'Use' }).click();
    await expect.poll(() => acme.locator('.server-row-title').getByText('Current', { exact: true }).count()).toBe(1);
    expect(await classic.locator('.server-row-title').getByText('Current', { exact: true }).count()).toBe(0);
    expect(((await extension.readLocalStorage())[STORAGE.servers.key] as ServerList).current).toBe('2');
    await expect.poll(() => options.connectionStateText.textContent()).toBe('Connected — phpShort, current API');

    expect.soft(await serversSectionProblems(page, 'servers, two listed')).toEqual([]);

    // Keyboard only: Tab reaches the second row's Move up; Enter moves it, and the focus stays on
    // the moved row (on Move down, Move up being disabled at the top).
    await classic.getByRole('button', { name: 'Test', exact: true }).focus();
    await tabTo(page, acme.getByRole('button', { name: 'Move up' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => shownLabels(options)).toEqual(['Acme — current', classicHost]);
    await expect.poll(() => describeFocus(page)).toBe('button[button] "Move down"');
    const moveDown = row(options, 'Acme — current').getByRole('button', { name: 'Move down' });
    expect(await focusStateOf(moveDown)).toMatchObject({ isFocused: true, ringDrawn: true });
    expect(await row(options, 'Acme — current').getByRole('button', { name: 'Move up' }).isDisabled()).toBe(true);
    expect(((await extension.readLocalStorage())[STORAGE.servers.key] as ServerList).order).toEqual(['2', '1']);
    // Space moves it back down; the focus follows it to the end, where Move up takes it.
    await page.keyboard.press('Space');
    await expect.poll(() => shownLabels(options)).toEqual([classicHost, 'Acme — current']);
    await expect.poll(() => describeFocus(page)).toBe('button[button] "Move up"');
    expect(await acme.getByRole('button', { name: 'Move up' }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    // Export: a file with both servers and no key.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export servers' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^phpshort-servers-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = await new Response(
      (await download.createReadStream()) as unknown as ReadableStream<Uint8Array>,
    ).text();
    expect(exported).not.toContain(E2E_KEY);
    expect(exported).not.toContain('apiKey');
    expect(JSON.parse(exported)).toMatchObject({
      format: 'phpshort-extension-servers',
      servers: [
        { name: '', serverUrl: server.url },
        { name: 'Acme — current', serverUrl: currentServer.url },
      ],
    });
    expect(await page.getByText('API keys are not included').isVisible()).toBe(true);

    // Remove the classic server (keyboard: Enter on Remove, then on the dialog's Remove).
    await classic.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('server-remove-dialog');
    await dialog.getByRole('button', { name: 'Remove' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownLabels(options)).toEqual(['Acme — current']);
    stored = await extension.readLocalStorage();
    for (const key of [STORAGE.connection.key, STORAGE.serverProfile.key, STORAGE.connectionState.key])
      expect(stored[key], key).toBeUndefined();
    expect(stored[keyOfServer(STORAGE.connection.key, '2')]).toMatchObject({ serverUrl: currentServer.url });
    // The other keeps working (its form, open since it was added, tests it again).
    const remaining = row(options, 'Acme — current');
    await remaining.getByRole('button', { name: 'Test again' }).click();
    await expect
      .poll(() => remaining.getByTestId('connection-result').textContent())
      .toBe('✓ Connected — phpShort, current API');

    // Remove the last one too: the page is as a new installation's, the add form shown.
    await remaining.getByRole('button', { name: 'Remove' }).click();
    await page.getByTestId('server-remove-dialog').getByRole('button', { name: 'Remove' }).click();
    await options.serverUrl.waitFor();
    await expect.poll(() => page.getByTestId('server-row').count()).toBe(0);

    // A file that is not an export is refused at the import control; nothing changes.
    const fileInput = page.getByTestId('servers-import-file');
    await fileInput.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
    const outcome = page.getByTestId('servers-transfer-outcome');
    await expect
      .poll(() => outcome.textContent())
      .toBe('This file is not a list of servers exported by this extension.');
    expect(await outcome.getAttribute('role')).toBe('alert');
    await expect.poll(() => page.getByTestId('server-row').count()).toBe(0);

    // The exported file brings both back, each asking for its key.
    await fileInput.setInputFiles({
      name: 'servers.json',
      mimeType: 'application/json',
      buffer: Buffer.from(exported),
    });
    await expect
      .poll(() => outcome.textContent())
      .toBe('Added 2 servers. Each needs its API key: choose Edit and enter it.');
    await expect.poll(() => shownLabels(options)).toEqual([classicHost, 'Acme — current']);
    for (const label of [classicHost, 'Acme — current'])
      expect(
        await row(options, label).locator('.server-row-title').getByText('Key needed', { exact: true }).count(),
        label,
      ).toBe(1);
    expect.soft(await accessibilityProblems(page, 'servers imported, keys needed')).toEqual([]);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
