import type { Page } from 'playwright-core';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { describeFocus, expectVisibleFocus, tabTo } from './support/keyboard';
import { expect, resetExtension, test } from './support/reference-server-fixtures';

/**
 * Options → Import with the keyboard alone: the text typed where focus is, read, an alias the
 * server cannot take decided with the arrows, the import started and its report downloaded, then
 * another file begun. Focus moves with Tab only; every stop shows its focus, and no step leaves it
 * on the page's body (a control that disappears hands it on).
 */

const creates = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');

/** This extension's own CSV export: three links, one alias with a dot phpShort refuses. */
const FILE = [
  'alias,destination,shortUrl,domain.name,space.name',
  'kb-one,https://example.com/kb-one,https://s.example/kb-one,,',
  'kb.two,https://example.com/kb-two,https://s.example/kb.two,,',
  'kb-three,https://example.com/kb-three,https://s.example/kb-three,,',
].join('\n');

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('an import typed, reviewed, decided, started and reported with the keyboard alone', async ({
  extension,
  server,
}) => {
  await resetExtension(extension, server);
  server.clearRequests();
  const options = await OptionsPage.open(extension, '?view=import');
  const { page } = options;
  const { keyboard } = page;

  const text = page.getByLabel('Or paste the file’s text');
  await text.waitFor();
  await tabTo(page, text);
  await expectVisibleFocus(page, text);
  await keyboard.type(FILE);
  const read = page.getByRole('button', { name: 'Read the text' });
  await tabTo(page, read);
  await expectVisibleFocus(page, read);
  await keyboard.press('Enter');

  // The refused alias waits for a decision, taken with the arrows in its own field.
  const alias = page.getByLabel('Alias for line 3');
  await alias.waitFor();
  expect(await page.getByTestId('import-row').count()).toBe(3);
  await tabTo(page, alias);
  await expectVisibleFocus(page, alias);
  const chosen = () => alias.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  for (let press = 0; press < 4 && (await chosen()) !== 'Use kb-two'; press++) await keyboard.press('ArrowDown');
  expect(await chosen()).toBe('Use kb-two');

  const start = page.getByRole('button', { name: 'Import 3 links' });
  await expect.poll(() => start.isEnabled()).toBe(true);
  await tabTo(page, start);
  await expectVisibleFocus(page, start);
  await keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('import-run').getAttribute('data-status')).toBe('finished');
  expect(
    creates(server)
      .map((r) => r.form.alias)
      .toSorted(),
  ).toEqual(['kb-one', 'kb-three', 'kb-two']);
  // The review that had the focus is gone: the run's status has it now.
  expect(await focusIsOnBody(page), await describeFocus(page)).toBe(false);

  const download = page.getByRole('button', { name: 'Download the report' });
  await tabTo(page, download);
  await expectVisibleFocus(page, download);
  const [file] = await Promise.all([page.waitForEvent('download'), keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toMatch(/^import-report-.*\.csv$/);

  const another = page.getByRole('button', { name: 'Import another file' });
  await tabTo(page, another);
  await expectVisibleFocus(page, another);
  await keyboard.press('Enter');
  await expect.poll(() => text.isVisible()).toBe(true);
  expect(await focusIsOnBody(page), await describeFocus(page)).toBe(false);
  await options.close();
});
