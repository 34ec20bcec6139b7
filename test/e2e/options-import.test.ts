import { describe } from 'vitest';
import type { Download, Page } from 'playwright-core';
import type { ReferenceServer } from '../server/types';
import { OptionsPage } from './pages/options-page';
import { axeViolations, type ColorScheme } from './support/axe';
import { connectExtension, expect, resetExtension, serverClient, test } from './support/reference-server-fixtures';

/**
 * Options → Import (`?view=import`): a Shlink export pasted, its format named, a bad line listed,
 * an alias the server cannot take proposed and accepted, then an `import` job the background runs.
 * The server's request log says what was created; the report says what became of each row; the
 * same file imported again creates nothing.
 */

const creates = (server: ReferenceServer) =>
  server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/links');

const NEW_ROWS = Array.from({ length: 17 }, (_, index) => `imp-${String(index + 1)}`);
const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
const shlinkRow = (code: string, destination: string) =>
  quoted(['2025-01-01T00:00:00+00:00', '', code, `https://s.example/${code}`, destination, '', '', '0']);
/** A Shlink web client export: 20 links, one of them on a line that is no web address. */
const SHLINK_CSV = [
  quoted(['createdAt', 'domain', 'shortCode', 'shortUrl', 'longUrl', 'title', 'tags', 'visits']),
  ...NEW_ROWS.map((code) => shlinkRow(code, `https://example.com/${code}`)),
  shlinkRow('there', 'https://example.com/there'),
  shlinkRow('clash', 'https://example.com/clash-new'),
  shlinkRow('broken', 'see our site'),
  shlinkRow('with.dot', 'https://example.com/with-dot'),
].join('\n');

const readDownload = async (download: Download) =>
  new Response((await download.createReadStream()) as unknown as ReadableStream<Uint8Array>).text();

async function report(page: Page): Promise<string[][]> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-report').click()]);
  return (await readDownload(file))
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function expectNoViolations(page: Page, include: string) {
  for (const colorScheme of ['light', 'dark'] as ColorScheme[]) {
    expect(await axeViolations(page, { include, colorScheme }), `${colorScheme}: axe`).toEqual([]);
  }
}

/** Pastes `text`, reads it, and waits until the page names its format as `format`. */
async function readPasted(page: Page, text: string, format: string): Promise<void> {
  await page.getByLabel('Or paste the file’s text').fill(text);
  await page.getByRole('button', { name: 'Read the text' }).click();
  await expect.poll(() => page.getByTestId('import-format').inputValue()).toBe(format);
}

/** Pastes the file, reads it, accepts the proposals and starts the import. */
async function importPasted(page: Page): Promise<void> {
  await readPasted(page, SHLINK_CSV, 'shlink-csv');
  await page.getByRole('button', { name: 'Accept every proposal' }).click();
  await page.getByRole('button', { name: 'Import 20 links' }).click();
  await expect.poll(() => page.getByTestId('import-run').getAttribute('data-status')).toBe('finished');
}

describe('options page: Import', () => {
  test('a Shlink export: reviewed, imported once, conflicts kept apart, nothing created the second time', async ({
    extension,
    server,
  }) => {
    server.reset();
    await connectExtension(extension, server);
    const client = serverClient(server);
    const there = await client.links.create({ destination: 'https://example.com/there', alias: 'there' });
    await client.links.create({ destination: 'https://example.com/clash-old', alias: 'clash' });
    server.clearRequests();
    const options = await OptionsPage.open(extension, '?view=import');
    const { page } = options;

    await readPasted(page, SHLINK_CSV, 'shlink-csv');
    expect(await page.getByTestId('import-problem').allTextContents()).toEqual([
      'Line 21: “see our site” is not a web address (http:// or https://).',
    ]);
    expect(await page.getByTestId('import-row').count()).toBe(20);
    // The alias with a dot waits for a decision: the import cannot start before it.
    await expect.poll(() => page.getByTestId('import-undecided').textContent()).toContain('1 alias waits');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await page.getByLabel('Alias for line 22').selectOption({ label: 'Use with-dot' });
    await expectNoViolations(page, '#panel-import');
    await page.getByRole('button', { name: 'Import 20 links' }).click();
    await expect.poll(() => page.getByTestId('import-run').getAttribute('data-status')).toBe('finished');
    await expectNoViolations(page, '#panel-import');

    // One create per new row, none for the link already there nor for the conflict.
    const created = creates(server).map((r) => r.form.url);
    expect(created.toSorted()).toEqual(
      [...NEW_ROWS.map((code) => `https://example.com/${code}`), 'https://example.com/with-dot'].toSorted(),
    );
    expect(await page.getByTestId('import-troubled').getAttribute('data-refused-as')).toBe('conflict');
    expect(await page.getByTestId('import-outcomes').textContent()).toBe(
      'Created: 18 · Already there: 1 · Conflicts: 1',
    );
    const rows = await report(page);
    expect(rows[0]).toEqual(['line', 'destination', 'alias', 'outcome', 'shortUrlOrReason']);
    const outcomes = new Map(rows.slice(1).map((row) => [row[2], row[3]]));
    expect(outcomes.get('there')).toBe('already-there');
    expect(rows.find((row) => row[2] === 'there')?.[4]).toBe(there.shortUrl);
    expect(outcomes.get('clash')).toBe('conflict');
    expect(outcomes.get('with-dot')).toBe('created');
    expect(NEW_ROWS.every((code) => outcomes.get(code) === 'created')).toBe(true);
    expect(rows).toHaveLength(21);

    // The same file again: every row is there already (or still a conflict), nothing is created.
    server.clearRequests();
    await page.getByRole('button', { name: 'Import another file' }).click();
    await importPasted(page);
    expect(creates(server)).toHaveLength(0);
    expect(await page.getByTestId('import-outcomes').textContent()).toBe(
      'Created: 0 · Already there: 19 · Conflicts: 1',
    );
    const again = new Map((await report(page)).slice(1).map((row) => [row[2], row[3]]));
    expect([...again.values()].filter((outcome) => outcome === 'already-there')).toHaveLength(19);
    expect(again.get('clash')).toBe('conflict');
    await options.close();
  });

  test('row notes: what is not carried over, a guard taken off, back-halves left behind', async ({
    extension,
    server,
  }) => {
    // A clean extension: the first test's import, still to tell, would stand in for the page.
    await resetExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=import');
    const { page } = options;
    const file = [
      'alias,destination,shortUrl,domain.name,space.name,hasRedirectPassword,expiry.date,expiry.clickLimit',
      'secret,https://example.com/secret,https://s.example/secret,,,true,,',
      'soon,https://example.com/soon,https://s.example/soon,,,false,2030-01-01,',
      'plain,https://example.com/plain,https://s.example/plain,,,false,,',
    ].join('\n');
    await readPasted(page, file, 'extension-csv');
    const notesOf = (alias: string) =>
      page.getByTestId('import-row').filter({ hasText: alias }).getByTestId('import-row-note').allTextContents();
    expect(await notesOf('secret')).toEqual(['The source’s password is not carried over.']);
    expect(await notesOf('soon')).toEqual(['The source’s expiry is not carried over.']);
    expect(await notesOf('plain')).toEqual([]);

    // Dub guards formula-like text with a ': taken off again, and said in the row.
    const dub = [
      'Short link,Destination URL,Clicks,Created at,Tags',
      "https://dub.sh/promo,https://example.com/promo,0,2025-01-01,'=cost",
    ];
    await readPasted(page, dub.join('\n'), 'dub-csv');
    expect(await notesOf('promo')).toEqual(["A spreadsheet guard (') was removed from the tags."]);

    // A Bitly link with three custom back-halves: the first is taken, the others are named.
    const bitly = {
      links: [
        {
          id: 'bit.ly/3xYz',
          long_url: 'https://example.com/bitly',
          custom_bitlinks: ['https://bit.ly/first', 'https://bit.ly/second', 'https://bit.ly/third'],
        },
      ],
      pagination: {},
    };
    await readPasted(page, JSON.stringify(bitly), 'bitly-json');
    expect(await notesOf('first')).toEqual(['Also known as second and third in Bitly: only first is carried over.']);

    await expectNoViolations(page, '#panel-import');
    await options.close();
  });

  test('a new space named after the source: refused once at its field, then created, the links in it', async ({
    extension,
    server,
  }) => {
    await resetExtension(extension, server);
    const options = await OptionsPage.open(extension, '?view=import');
    const { page } = options;
    const codes = ['sp-1', 'sp-2', 'sp-3'];
    const header = quoted(['createdAt', 'domain', 'shortCode', 'shortUrl', 'longUrl', 'title', 'tags', 'visits']);
    const rows = codes.map((code) => shlinkRow(code, `https://example.com/${code}`));
    await readPasted(page, [header, ...rows].join('\n'), 'shlink-csv');

    const space = page.getByLabel('Space', { exact: true });
    await space.selectOption({ label: 'A new space' });
    const name = page.getByLabel('Name of the new space');
    expect(await name.inputValue()).toBe('Shlink import');
    // A name the server would refuse is said at the field, and nothing can start.
    await name.fill('An import with a name far too long');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('import-start').isDisabled()).toBe(true);
    await name.fill('Old Shlink links');

    // The server fails the create once: said at the space field, nothing sent, nothing started.
    server.addFault({ match: { method: 'POST', path: '/api/v1/spaces' }, status: 500, times: 1 });
    server.clearRequests();
    await page.getByRole('button', { name: 'Import 3 links' }).click();
    await expect
      .poll(() => page.getByTestId('import-review').locator('.form-error').allTextContents())
      .toEqual([expect.stringContaining('The new space could not be created, so nothing was imported.')]);
    expect(await space.getAttribute('aria-invalid')).toBe('true');
    const spaceCreates = () => server.requests().filter((r) => r.method === 'POST' && r.path === '/api/v1/spaces');
    // The server itself refused it (not a rule in the extension): one create, answered 500.
    expect(spaceCreates().map((r) => [r.form.name, r.status])).toEqual([['Old Shlink links', 500]]);
    expect(creates(server)).toHaveLength(0);
    expect(await page.getByTestId('import-run').count()).toBe(0);
    // Nothing chosen or typed is lost.
    expect(await space.inputValue()).toBe('new');
    expect(await name.inputValue()).toBe('Old Shlink links');
    await expectNoViolations(page, '#panel-import');

    // Again: the space is created, then every link lands in it.
    await page.getByRole('button', { name: 'Import 3 links' }).click();
    await expect.poll(() => page.getByTestId('import-run').getAttribute('data-status')).toBe('finished');
    const spaces = (await serverClient(server).spaces.list({ perPage: 10 })).items;
    expect(spaces.map((listed) => listed.name)).toEqual(['Old Shlink links']);
    const spaceId = String(spaces[0]?.id);
    expect(spaceCreates()).toHaveLength(2);
    expect(creates(server).map((r) => [r.form.url, r.form.space])).toEqual(
      codes.map((code) => [`https://example.com/${code}`, spaceId]),
    );
    await options.close();
  });
});
