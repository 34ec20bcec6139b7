import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { expectVisibleFocus, tabTo } from './support/keyboard';
import { E2E_KEY, expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

/**
 * Issue 13: everything a user does, done with the keyboard alone. Focus moves with Tab (and the
 * arrows inside a radio group); text is typed where focus is; nothing is clicked and no field is
 * filled through a locator. Each stop must show its focus, and a closed dialog gives the focus
 * back to what opened it, or to its neighbour when that row is gone.
 */

test('connect, shorten, then filter, edit and delete links and create a space, with the keyboard alone', async ({
  extension,
  targetSite,
  server,
}) => {
  await resetExtension(extension, server, null);
  const api = serverClient(server);
  for (const [alias, path] of [
    ['news-1', 'a'],
    ['news-2', 'b'],
    ['shop-1', 'c'],
  ] as const) {
    // With title fetching off, a link's title is its destination's host name: "news" finds two.
    const host = alias.startsWith('news') ? 'news.example' : 'shop.example';
    await api.links.create({ destination: `https://${host}/${path}`, alias });
  }
  const options = await OptionsPage.open(extension, '?view=settings');
  const { page, keyboard } = { page: options.page, keyboard: options.page.keyboard };

  // Connect the server.
  await options.serverUrl.waitFor();
  await tabTo(page, options.serverUrl);
  await expectVisibleFocus(page, options.serverUrl);
  await keyboard.type(server.url);
  await tabTo(page, options.apiKey);
  await expectVisibleFocus(page, options.apiKey);
  await keyboard.type(E2E_KEY);
  await tabTo(page, options.saveButton);
  await expectVisibleFocus(page, options.saveButton);
  await keyboard.press('Enter');
  await expect.poll(() => options.connectionResult.textContent()).toContain('Connected');
  expect(await options.connectionResult.getAttribute('role')).toBe('status');
  // The button was disabled while saving; the focus is back on it, not lost to the page.
  await expectVisibleFocus(page, options.saveButton);

  // Shorten the page from the popup: Shorten has the focus, Enter, then Copy has it.
  const target = await extension.openPage(targetSite.articleUrl);
  const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
  await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
  await expectVisibleFocus(popup.page, popup.shortenButton);
  await popup.page.keyboard.press('Enter');
  await popup.result.waitFor();
  await expectVisibleFocus(popup.page, popup.copyButton);
  const shortUrl = (await popup.shortUrl.textContent()) ?? '';
  expect(shortUrl).toMatch(new RegExp(`^${server.url}/\\w+$`));
  // Copy, taking the focus, is described by what arrived: a screen reader says the link is ready.
  expect(await popup.fieldMessage(popup.copyButton)).toBe(`Short link ready ${shortUrl}`);
  await popup.close();
  await target.close();

  // Open the link manager.
  await page.bringToFront();
  await tabTo(page, options.section('Links'), { backwards: true });
  await expectVisibleFocus(page, options.section('Links'));
  await keyboard.press('Enter');
  await options.linkRows.first().waitFor();
  expect(await options.section('Links').getAttribute('aria-current')).toBe('page');

  // Filter.
  const search = options.filter('Search');
  await tabTo(page, search);
  await expectVisibleFocus(page, search);
  await keyboard.type('news');
  await options.waitForAliases(['news-2', 'news-1']);

  // Edit a link in its dialog; focus comes back to Edit.
  const editButton = page.getByRole('button', { name: /^Edit news-(2|edited)$/ });
  await tabTo(page, editButton);
  await expectVisibleFocus(page, editButton);
  await keyboard.press('Enter');
  const editDialog = options.dialog('Edit news-2');
  await editDialog.waitFor();
  await expectVisibleFocus(page, page.locator('dialog :focus'));
  const alias = editDialog.getByLabel('Alias', { exact: true });
  await tabTo(page, alias);
  await expectVisibleFocus(page, alias);
  await keyboard.press('ControlOrMeta+A');
  await keyboard.type('news-edited');
  await keyboard.press('Enter');
  await editDialog.waitFor({ state: 'detached' });
  await expect.poll(() => options.linksNotice.textContent()).toBe('Saved news-edited.');
  expect(await options.linksNotice.getAttribute('role')).toBe('status');
  await options.waitForAliases(['news-edited', 'news-1']);
  await expectVisibleFocus(page, page.getByRole('button', { name: 'Edit news-edited', exact: true }));

  // Escape closes a dialog too, and the focus goes back where it was.
  await keyboard.press('Enter');
  await options.dialog('Edit news-edited').waitFor();
  await keyboard.press('Escape');
  await options.dialog('Edit news-edited').waitFor({ state: 'detached' });
  await expectVisibleFocus(page, page.getByRole('button', { name: 'Edit news-edited', exact: true }));

  // Delete one, confirmed: Cancel has the focus first, so Enter alone deletes nothing.
  const deleteButton = page.getByRole('button', { name: 'Delete news-1', exact: true });
  await tabTo(page, deleteButton);
  await expectVisibleFocus(page, deleteButton);
  await keyboard.press('Enter');
  const confirm = options.dialog('Delete news-1?');
  await confirm.waitFor();
  await expectVisibleFocus(page, confirm.getByRole('button', { name: 'Cancel' }));
  const confirmDelete = confirm.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, confirmDelete);
  await expectVisibleFocus(page, confirmDelete);
  await keyboard.press('Enter');
  await confirm.waitFor({ state: 'detached' });
  await options.waitForAliases(['news-edited']);
  await expect.poll(() => options.linksNotice.textContent()).toBe('Deleted 1 link.');
  // The row is gone: its neighbour's Delete takes the focus, so Tab goes on from where the user was.
  await expectVisibleFocus(page, page.getByRole('button', { name: 'Delete news-edited', exact: true }));

  // The last row of the table: the table goes, and the focus to what took its place.
  await keyboard.press('Enter');
  const confirmLast = options.dialog('Delete news-edited?');
  await confirmLast.waitFor();
  await keyboard.press('Tab');
  await expectVisibleFocus(page, confirmLast.getByRole('button', { name: 'Delete', exact: true }));
  await keyboard.press('Enter');
  await options.waitForAliases([]);
  await expectVisibleFocus(page, page.getByRole('button', { name: 'Clear filters' }));

  // Create a space.
  await tabTo(page, options.section('Spaces'), { backwards: true, max: 60 });
  await expectVisibleFocus(page, options.section('Spaces'));
  await keyboard.press('Enter');
  const name = page.getByRole('textbox', { name: 'Name' });
  await tabTo(page, name);
  await expectVisibleFocus(page, name);
  await keyboard.type('Keyboard');
  const firstColour = page.locator('.space-create input[type="radio"]').first();
  await tabTo(page, firstColour);
  await expectVisibleFocus(page, firstColour);
  await keyboard.press('ArrowRight');
  const secondColour = page.locator('.space-create input[type="radio"]').nth(1);
  await expectVisibleFocus(page, secondColour);
  expect(await secondColour.isChecked()).toBe(true);
  const create = page.getByRole('button', { name: 'Create space' });
  await tabTo(page, create);
  await expectVisibleFocus(page, create);
  await keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('spaces-notice').textContent()).toBe('Created space Keyboard.');
  expect(await page.getByTestId('spaces-notice').getAttribute('role')).toBe('status');
  await page.getByTestId('space-row').filter({ hasText: 'Keyboard' }).waitFor();
  await expectVisibleFocus(page, create);
  expect((await api.spaces.list({})).items.map((space) => [space.name, space.color])).toEqual([['Keyboard', 2]]);

  // Delete it again: with the table gone, the focus goes to the next control where it was.
  const deleteSpace = page.getByRole('button', { name: 'Delete space Keyboard' });
  await tabTo(page, deleteSpace);
  await keyboard.press('Enter');
  const confirmSpace = options.dialog(/^Delete space Keyboard/);
  await confirmSpace.getByTestId('space-link-count').getByText('This space has no links.').waitFor();
  await keyboard.press('Tab');
  await expectVisibleFocus(page, confirmSpace.getByRole('button', { name: 'Delete', exact: true }));
  await keyboard.press('Enter');
  await page.getByTestId('spaces-empty').waitFor();
  await expectVisibleFocus(page, page.getByRole('navigation', { name: 'Pages of spaces' }).getByLabel('Per page'));
  await options.close();
});

test('a failed shortening: the alert says why, and the focus is back on Shorten', async ({
  extension,
  targetSite,
  server,
}) => {
  await resetExtension(extension, server);
  server.addFault({ match: { method: 'POST', path: '/api/v1/links' }, status: 500, times: 1 });
  const target = await extension.openPage(targetSite.articleUrl);
  const popup = await PopupPage.open(extension, await extension.findTabId(targetSite.articleUrl));
  try {
    await expect.poll(() => popup.urlField.inputValue()).toBe(targetSite.articleUrl);
    await expectVisibleFocus(popup.page, popup.shortenButton);
    await popup.page.keyboard.press('Enter');
    await expect.poll(() => popup.problem.textContent()).toContain('(HTTP 500)');
    expect(await popup.problem.getAttribute('role')).toBe('alert');
    // Shorten was disabled while waiting, which drops the focus; Enter again is the retry.
    await expectVisibleFocus(popup.page, popup.shortenButton);
    await popup.page.keyboard.press('Enter');
    await popup.result.waitFor();
    await expectVisibleFocus(popup.page, popup.copyButton);
  } finally {
    await popup.close();
    await target.close();
  }
});

test('paging to the last page and back keeps the focus in the pager; a bulk delete leaves it nearby', async ({
  extension,
  server,
}) => {
  await resetExtension(extension, server);
  const api = serverClient(server);
  for (let i = 0; i < 11; i++) await api.links.create({ destination: `https://example.com/${i}`, alias: `p${i}` });
  const options = await OptionsPage.open(extension, '?view=links&per=10');
  const { page } = options;
  try {
    await options.linkRows.first().waitFor();
    const next = options.pagerButton('Next');
    const previous = options.pagerButton('Previous');
    await tabTo(page, next, { max: 100 });
    await expectVisibleFocus(page, next);
    await page.keyboard.press('Enter');
    await expect.poll(() => options.linksRange.textContent()).toBe('Showing 11–11 of 11 links');
    // Next is disabled on the last page: Previous takes the focus instead of the page.
    await expectVisibleFocus(page, previous);
    await page.keyboard.press('Enter');
    await expect.poll(() => options.linksRange.textContent()).toBe('Showing 1–10 of 11 links');
    await expectVisibleFocus(page, next);

    // Select two rows with Space and delete them: "Delete selected" goes with the selection, and
    // the focus to what now follows the filters, the table's "select all".
    for (const alias of ['p10', 'p9']) {
      const box = page.getByRole('checkbox', { name: `Select ${alias}` });
      await tabTo(page, box, { backwards: true, max: 100 });
      await expectVisibleFocus(page, box);
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    const deleteSelected = page.getByRole('button', { name: 'Delete selected' });
    await tabTo(page, deleteSelected, { backwards: true });
    await expectVisibleFocus(page, deleteSelected);
    await page.keyboard.press('Enter');
    const confirm = options.dialog('Delete 2 links?');
    await confirm.waitFor();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, confirm.getByRole('button', { name: 'Delete', exact: true }));
    await page.keyboard.press('Enter');
    await expect.poll(() => options.linksRange.textContent()).toBe('Showing 1–9 of 9 links');
    await expectVisibleFocus(page, page.getByRole('checkbox', { name: 'Select all links on this page' }));
  } finally {
    await options.close();
  }
});
