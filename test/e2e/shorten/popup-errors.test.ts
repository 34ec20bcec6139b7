import { describe } from 'vitest';
import { PopupPage } from '../pages/popup-page';
import { UNRESOLVABLE_SERVER } from '../support/answer-faults';
import {
  createRequests,
  E2E_KEY,
  expect,
  releaseHeld,
  resetExtension,
  serverClient,
  testWithServerOptions,
} from '../support/reference-server-fixtures';

// A real server's rate limit, as for every popup flow (see reference-server-fixtures.ts).
const test = testWithServerOptions({ rateLimitPerMinute: 60 });

const LINKS = { method: 'POST', path: '/api/v1/links' };

describe('popup: failures keep the form and say what happened', () => {
  test('a bad key says so and points to the options page', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server, { apiKey: 'not-the-key' });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await popup.page.getByRole('textbox', { name: 'Alias' }).fill('mine');
    await popup.shortenButton.click();

    await popup.problem.waitFor();
    expect(await popup.problem.textContent()).toContain('The server rejected the API key.');
    expect(await popup.problem.getByRole('button', { name: 'Open settings' }).isVisible()).toBe(true);
    expect(await popup.page.getByRole('textbox', { name: 'Alias' }).inputValue()).toBe('mine');
    expect(await popup.page.content()).not.toContain(E2E_KEY);
    await popup.close();
    await target.close();
  });

  test('a server that is down: the reason, the entries kept, and it works once the server is back', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server, { serverUrl: 'http://127.0.0.1:9' });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await popup.page.getByRole('textbox', { name: 'Alias' }).fill('after-outage');
    await popup.shortenButton.click();

    await popup.problem.waitFor();
    expect(await popup.problem.textContent()).toContain(
      'Could not reach the server at 127.0.0.1:9: its name was not found, or nothing answered there.',
    );
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);

    await resetExtension(extension, server);
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(await popup.shortUrl.textContent()).toBe(`${server.url}/after-outage`);
    await popup.close();
    await target.close();
  });

  test('a server whose name does not resolve: the host named, the entries kept', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server, { serverUrl: UNRESOLVABLE_SERVER });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await popup.aliasField.fill('kept-alias');
    await popup.shortenButton.click();

    await expect
      .poll(() => popup.problem.locator('p').first().textContent())
      .toBe(
        'Could not reach the server at phpshort.invalid: its name was not found, or nothing answered there. Check the address and your connection. Your entries are kept.',
      );
    expect(await popup.aliasField.inputValue()).toBe('kept-alias');
    expect(await popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    expect(server.requests()).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('an empty targeting destination gets one message, not two', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const page = popup.page;
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await page.getByText('More options').click();
    await page.getByRole('combobox', { name: 'Targeting' }).selectOption('rotation');
    await page.getByRole('textbox', { name: 'Destination 1' }).fill('https://example.com/one');
    await page.getByRole('button', { name: 'Add destination' }).click();
    server.clearRequests();
    await popup.shortenButton.click();

    const empty = page.getByRole('textbox', { name: 'Destination 2' });
    await expect.poll(() => popup.fieldMessage(empty)).toBe('Enter a destination URL.');
    expect(await page.locator('[data-row="1"] .form-error-line').count()).toBe(1);
    expect(createRequests(server)).toEqual([]);
    await popup.close();
    await target.close();
  });

  test('an alias already taken is reported at Alias, which gets the focus', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    await serverClient(server).links.create({
      destination: 'https://example.com/',
      alias: 'taken',
    });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    const alias = popup.page.getByRole('textbox', { name: 'Alias' });
    await alias.fill('taken');
    await popup.shortenButton.click();

    await popup.problem.waitFor();
    await expect.poll(() => popup.fieldMessage(alias)).toContain('The alias has already been taken.');
    expect(await alias.getAttribute('aria-invalid')).toBe('true');
    expect(await alias.evaluate((element) => element === document.activeElement)).toBe(true);
    await popup.close();
    await target.close();
  });

  test('429 tells how long to wait; 500 says the server failed', async ({ extension, targetSite, server }) => {
    await resetExtension(extension, server);
    server.addFault({ match: LINKS, status: 429, retryAfterSeconds: 42, times: 1 });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));

    await popup.shortenButton.click();
    await expect
      .poll(() => popup.problem.textContent())
      .toContain('The server is limiting requests. Try again in 42 seconds.');
    // Within the server's wait, the background's request queue answers without sending anything.
    await popup.shortenButton.click();
    await expect.poll(() => popup.problem.textContent()).toMatch(/Try again in 4[0-2] seconds\./);
    expect(createRequests(server)).toHaveLength(1);
    // A connection stored afresh starts with nothing learned (here it stands for the wait being over).
    await resetExtension(extension, server);
    // Every matching fault counts a use, so the next one is added only now.
    server.addFault({ match: LINKS, status: 500, times: 1 });
    await popup.shortenButton.click();
    await expect.poll(() => popup.problem.textContent()).toContain('The server had an internal error (HTTP 500).');
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server)).toHaveLength(2);
    await popup.close();
    await target.close();
  });

  test('a rate limit counts its wait down to zero, then says to try again', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    // Longer than the 10 s a person's request waits in the queue: the popup says how long instead.
    server.addFault({ match: LINKS, status: 429, retryAfterSeconds: 12, times: 1 });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await popup.shortenButton.click();
    await expect.poll(() => popup.problem.textContent()).toMatch(/Try again in 1[12] seconds\./);
    // The number goes down as the seconds pass…
    await expect.poll(() => popup.problem.textContent()).toMatch(/Try again in [2-5] seconds\./);
    // …to the end of the wait, when trying again is offered, the entries still there.
    await expect
      .poll(() => popup.problem.textContent())
      .toBe("The server's wait is over: you can try again now. Your entries are kept.");
    await popup.shortenButton.click();
    await popup.result.waitFor();
    expect(createRequests(server)).toHaveLength(2);
    await popup.close();
    await target.close();
  });

  test('a slow create shows progress, and repeated submits make one link', async ({
    extension,
    targetSite,
    server,
  }) => {
    await resetExtension(extension, server);
    // Held at the server until the repeated submits below are done.
    server.addFault({ match: LINKS, hold: true, times: 1 });
    const target = await extension.openPage(targetSite.articleUrl);
    const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);

    await popup.shortenButton.click();
    await popup.progress.waitFor();
    expect(await popup.shortenButton.textContent()).toContain('Shortening…');
    expect(await popup.shortenButton.isDisabled()).toBe(true);
    // A second submit (Enter, a double click) while waiting must not create a second link.
    await popup.page.evaluate(() => {
      const form = document.querySelector('form');
      form?.requestSubmit();
      form?.requestSubmit();
    });
    await releaseHeld(server);
    await popup.result.waitFor();
    expect(createRequests(server)).toHaveLength(1);
    await popup.close();
    await target.close();
  });
});
