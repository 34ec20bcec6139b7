import { readFile, rm } from 'node:fs/promises';
import { describe } from 'vitest';
import type { Link } from '../../../lib/api/model/link';
import { OptionsPage } from '../pages/options-page';
import { resetExtension, serverClient } from '../support/extension-state';
import { expect, test as base } from './support/fixtures';

/** The Links list's export in Firefox (issue 25): two pages fetched, the JSON file saved by Firefox itself. */
const test = base.extend('serverOptions', { scope: 'file' }, { dialect: 'current' as const });

describe('exporting the Links list in Firefox', () => {
  test('120 links over two pages of 100, downloaded as JSON, every link as the server lists it', async ({
    firefox,
    server,
  }) => {
    await resetExtension(firefox, server);
    const client = serverClient(server);
    for (let start = 0; start < 120; start += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, k) =>
          client.links.create({
            destination: `https://shop.example/${String(start + k)}`,
            alias: `ff${String(start + k).padStart(3, '0')}`,
          }),
        ),
      );
    const expected: Link[] = [];
    for (const page of [1, 2]) expected.push(...(await client.links.list({ perPage: 100, page })).items);

    const options = await OptionsPage.open(firefox, '?view=links');
    await expect.poll(() => options.linkRows.count()).toBe(25);
    const from = server.requests().length;
    await options.page.getByRole('button', { name: 'Export…', exact: true }).click();
    const dialog = options.dialog('Export links');
    await expect.poll(() => dialog.getByTestId('export-done').textContent()).toBe('120 links ready to download.');
    expect(
      server
        .requests()
        .slice(from)
        .map((r) => `${r.method} ${r.path} ${r.query.page ?? '-'} ${r.query.per_page ?? '-'}`),
    ).toEqual(['GET /api/v1/links 1 100', 'GET /api/v1/links 2 100']);

    await dialog.getByRole('button', { name: 'Download JSON' }).click();
    await expect.poll(async () => (await firefox.downloads()).filter((d) => d.succeeded).length).toBe(1);
    const [saved] = await firefox.downloads();
    if (!saved) throw new Error('no download');
    try {
      expect(saved.path).toMatch(/links-127\.0\.0\.1_\d+-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile(saved.path, 'utf8')) as { format: string; links: Link[] };
      expect(file.format).toBe('phpshort-extension-links');
      expect(file.links).toEqual(expected);
    } finally {
      await rm(saved.path, { force: true });
    }
    expect(options.log.problems).toEqual([]);
    await options.close();
  });
});
