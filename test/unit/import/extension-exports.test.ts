import { describe, expect, it } from 'vitest';
import { linksCsv } from '@/entrypoints/options/links/export-csv';
import { linksJson } from '@/entrypoints/options/links/export-json';
import { detectImport } from '@/lib/import/detect';
import { sampleLink } from '../link-form/fixtures';
import { readAll } from './read-fixture';

/**
 * This extension's own exports, written by the export's real writers (a change there that the
 * import would misread fails here): a move from one phpShort server to another.
 */

const links = [
  sampleLink(),
  sampleLink({
    id: 8,
    alias: 'plain',
    destination: 'https://example.com/plain',
    shortUrl: 'https://go.example/plain',
    title: '=1+2, "quoted"\nand two lines',
    space: null,
    domain: { id: 2, name: 'go.example' },
    hasRedirectPassword: false,
    expiry: { startDate: null, startTime: null, date: null, time: null, clickLimit: null, redirectUrl: null },
  }),
];

const expected = [
  {
    line: 1,
    destination: 'https://example.com/sale',
    backHalf: 'promo',
    title: 'Sale',
    domain: 'sho.rt',
    tags: [],
    space: 'Marketing',
    notes: [{ kind: 'password-not-carried' }, { kind: 'expiry-not-carried' }],
  },
  {
    line: 2,
    destination: 'https://example.com/plain',
    backHalf: 'plain',
    title: '=1+2, "quoted"\nand two lines',
    domain: 'go.example',
    tags: [],
    space: null,
    notes: [],
  },
];

describe("this extension's exports", () => {
  it('reads the JSON export: every link, its space and what does not move', async () => {
    const text = linksJson({
      server: 'https://sho.rt',
      filter: {},
      reportedTotal: 2,
      totalAtEnd: 2,
      unreadable: 0,
      links,
    });
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'extension-json' });
    const read = await readAll(text);
    expect(read.place).toBe('item');
    expect(read.rows).toEqual(expected);
  });

  it("reads the CSV export, undoing the formula guard on the title, the quoted line break's line counted", async () => {
    const text = linksCsv(links);
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'extension-csv' });
    const read = await readAll(text);
    expect(read.place).toBe('line');
    const [first, second] = expected;
    expect(read.rows).toEqual([
      { ...first, line: 2 },
      { ...second, line: 3, notes: [{ kind: 'formula-guard-removed', field: 'title' }] },
    ]);
  });
});
