import { readFile, rm } from 'node:fs/promises';
import { describe } from 'vitest';
import type { ReferenceServer } from '../../server/types';
import { OptionsPage } from '../pages/options-page';
import { createRequests, resetExtension, serverClient } from '../support/extension-state';
import type { FirefoxPage } from './support/firefox-page';
import type { FirefoxSession } from './support/firefox-session';
import { expect, test } from './support/fixtures';

/**
 * Issue 36's essentials in Firefox: a small Shlink export pasted into Options → Import, its alias
 * the server cannot take proposed and accepted, run by Firefox's background page. The server's log
 * says what was created, the report Firefox saves says what became of each row, and the same text
 * imported again creates nothing.
 */

const NEW_CODES = ['fox-imp-1', 'fox-imp-2', 'fox-imp-3'];
const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
const shlinkRow = (code: string) =>
  quoted([
    '2025-01-01T00:00:00+00:00',
    '',
    code,
    `https://s.example/${code}`,
    `https://example.com/${code}`,
    '',
    '',
    '0',
  ]);
/** A Shlink web client export: three new links, one already on the server, one alias with a dot. */
const SHLINK_CSV = [
  quoted(['createdAt', 'domain', 'shortCode', 'shortUrl', 'longUrl', 'title', 'tags', 'visits']),
  ...NEW_CODES.map(shlinkRow),
  shlinkRow('there'),
  shlinkRow('with.dot'),
].join('\n');

const createdUrls = (server: ReferenceServer) => createRequests(server).map((r) => r.form.url);

/** Pastes the export, reads it, accepts the proposal for the dotted alias, imports and waits for the end. */
async function importPasted(page: FirefoxPage): Promise<void> {
  await page.getByLabel('Or paste the file’s text').fill(SHLINK_CSV);
  await page.getByRole('button', { name: 'Read the text' }).click();
  await expect.poll(() => page.getByTestId('import-format').inputValue()).toBe('shlink-csv');
  await expect.poll(() => page.getByTestId('import-row').count()).toBe(5);
  expect(await page.getByTestId('import-undecided').textContent()).toContain('1 alias waits for your choice.');
  // Nothing starts while an alias waits for the person's choice.
  expect(await page.getByTestId('import-start').getAttribute('disabled')).not.toBeNull();
  await page.getByRole('button', { name: 'Accept every proposal' }).click();
  expect(await page.getByLabel('Alias for line 6').inputValue()).toBe('proposal');
  await page.getByRole('button', { name: 'Import 5 links' }).click();
  await expect.poll(() => page.getByTestId('import-run').getAttribute('data-status')).toBe('finished');
}

/** The report's rows (line, destination, alias, outcome, short URL or reason), saved by Firefox. */
async function savedReport(firefox: FirefoxSession, page: FirefoxPage): Promise<string[][]> {
  await page.getByTestId('import-report').click();
  let path = '';
  await expect
    .poll(async () => {
      path =
        (await firefox.downloads()).find((d) => d.succeeded && /import-report-[^/]*\.csv$/.test(d.path))?.path ?? '';
      return path;
    })
    .not.toBe('');
  try {
    return (await readFile(path, 'utf8'))
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
  } finally {
    await rm(path, { force: true });
  }
}

describe('Import in Firefox', () => {
  test('a Shlink export: one create per new row, none for the link there, nothing created the second time', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server);
    const there = await serverClient(server).links.create({ destination: 'https://example.com/there', alias: 'there' });
    server.clearRequests();
    const options = await OptionsPage.open(firefox, '?view=import');
    const { page } = options;

    await importPasted(page);
    expect(createdUrls(server).toSorted()).toEqual(
      [...NEW_CODES, 'with.dot'].map((code) => `https://example.com/${code}`).toSorted(),
    );
    expect(await page.getByTestId('import-outcomes').textContent()).toBe(
      'Created: 4 · Already there: 1 · Conflicts: 0',
    );
    const aliases = async () => (await serverClient(server).links.list({ perPage: 10 })).items.map((l) => l.alias);
    expect((await aliases()).toSorted()).toEqual([...NEW_CODES, 'there', 'with-dot'].toSorted());
    const rows = await savedReport(firefox, page);
    expect(rows[0]).toEqual(['line', 'destination', 'alias', 'outcome', 'shortUrlOrReason']);
    const byAlias = new Map(rows.slice(1).map(([, , alias, outcome, shortUrl]) => [alias, [outcome, shortUrl]]));
    expect(byAlias.get('there')).toEqual(['already-there', there.shortUrl]);
    expect(byAlias.get('with-dot')).toEqual(['created', `${server.url}/with-dot`]);
    for (const code of NEW_CODES) expect(byAlias.get(code)).toEqual(['created', `${server.url}/${code}`]);
    expect(rows).toHaveLength(6);

    // The same text again: every row is there already, nothing is created.
    server.clearRequests();
    await page.getByRole('button', { name: 'Import another file' }).click();
    await importPasted(page);
    expect(createRequests(server)).toHaveLength(0);
    expect(await page.getByTestId('import-outcomes').textContent()).toBe(
      'Created: 0 · Already there: 5 · Conflicts: 0',
    );
    expect(await aliases()).toHaveLength(5);
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
