import { describe, expect, it } from 'vitest';
import type { Link } from '@/lib/api/model/link';
import { LINK_CSV_HEADER, linksCsv } from '@/entrypoints/options/links/export-csv';
import { exportFileName } from '@/entrypoints/options/links/export-file-name';
import { LINKS_EXPORT_FORMAT, linksJson, type LinksExport } from '@/entrypoints/options/links/export-json';
import { readCsv } from '../../tools/lib/read-csv';
import { sampleLink } from '../link-form/fixtures';

/** The CSV and JSON files of a Links export: every field of the model, read back. */

const bare = sampleLink({
  id: 7,
  alias: 'bare',
  title: null,
  space: null,
  domain: null,
  pixels: [],
  privacy: 'public',
  hasRedirectPassword: null,
  hasPrivacyPassword: null,
  expiry: { startDate: null, startTime: null, date: null, time: null, clickLimit: null, redirectUrl: null },
  targeting: { kind: 'rules-not-reported', targetedKind: 'platform' },
  createdAt: null,
});

/** One CSV line as a record of column name → cell. */
function recordsOf(csv: string): Record<string, string>[] {
  const [header, ...rows] = readCsv(csv);
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, i) => [name, row[i] ?? '(missing)'])));
}

describe('the CSV file of a Links export', () => {
  it("names every field of the model by its path, in the model's order", () => {
    expect(LINK_CSV_HEADER).toEqual([
      'id',
      'alias',
      'destination',
      'shortUrl',
      'title',
      'space.id',
      'space.name',
      'space.color',
      'domain.id',
      'domain.name',
      'pixels',
      'disabled',
      'privacy',
      'hasRedirectPassword',
      'hasPrivacyPassword',
      'expiry.startDate',
      'expiry.startTime',
      'expiry.date',
      'expiry.time',
      'expiry.clickLimit',
      'expiry.redirectUrl',
      'targeting',
      'clicks',
      'createdAt',
      'updatedAt',
    ]);
    // Every top-level field of a link has its column(s).
    const columns = new Set(LINK_CSV_HEADER.map((name) => name.split('.')[0]));
    expect([...columns].sort()).toEqual(Object.keys(sampleLink()).sort());
  });

  it('writes each field of a full link and of a bare one; nested lists as JSON text', () => {
    const full = sampleLink({ expiry: { ...sampleLink().expiry, startDate: '2029-12-01', startTime: '08:00' } });
    const [first, second] = recordsOf(linksCsv([full, bare]));
    expect(first).toEqual({
      id: '42',
      alias: 'promo',
      destination: 'https://example.com/sale',
      shortUrl: 'https://sho.rt/promo',
      title: 'Sale',
      'space.id': '1',
      'space.name': 'Marketing',
      'space.color': '1',
      'domain.id': '1',
      'domain.name': 'sho.rt',
      pixels: '[{"id":3,"name":"Facebook","type":"facebook"}]',
      disabled: 'false',
      privacy: 'password',
      hasRedirectPassword: 'true',
      hasPrivacyPassword: 'true',
      'expiry.startDate': '2029-12-01',
      'expiry.startTime': '08:00',
      'expiry.date': '2030-01-31',
      'expiry.time': '12:30',
      'expiry.clickLimit': '100',
      'expiry.redirectUrl': 'https://example.com/over',
      targeting: JSON.stringify(full.targeting),
      clicks: '7',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '',
    });
    expect(JSON.parse(first?.targeting ?? '')).toEqual(full.targeting);
    // "None" is an empty cell; an empty list is [].
    expect(second).toMatchObject({
      title: '',
      'space.id': '',
      'space.name': '',
      'domain.id': '',
      pixels: '[]',
      hasRedirectPassword: '',
      hasPrivacyPassword: '',
      'expiry.date': '',
      'expiry.clickLimit': '',
      targeting: '{"kind":"rules-not-reported","targetedKind":"platform"}',
      createdAt: '',
    });
  });

  it('quotes commas, quotes and line breaks, with CRLF line ends', () => {
    const link = sampleLink({ title: 'Sale, "big"\nday', destination: 'https://example.com/?a=1,2' });
    const csv = linksCsv([link]);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv).toContain('"Sale, ""big""\nday"');
    const [record] = recordsOf(csv);
    expect(record?.title).toBe('Sale, "big"\nday');
    expect(record?.destination).toBe('https://example.com/?a=1,2');
  });

  it('never lets a cell start a formula: text from the server gets an apostrophe', () => {
    const link = sampleLink({
      title: '=HYPERLINK("http://evil.example","x")',
      alias: '-1+1',
      destination: '+cmd',
      space: { id: 1, name: '@SUM(A1)', color: 1 },
      expiry: { ...sampleLink().expiry, redirectUrl: '\t=1' },
    });
    const [record] = recordsOf(linksCsv([link]));
    expect(record).toMatchObject({
      title: '\'=HYPERLINK("http://evil.example","x")',
      alias: "'-1+1",
      destination: "'+cmd",
      'space.name': "'@SUM(A1)",
      'expiry.redirectUrl': "'\t=1",
    });
    for (const cell of Object.values(record ?? {})) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('is the header alone when no link matched', () => {
    expect(readCsv(linksCsv([]))).toEqual([[...LINK_CSV_HEADER]]);
  });
});

describe('the JSON file of a Links export', () => {
  const links: Link[] = [sampleLink(), bare, sampleLink({ id: 9, title: '=1+1', targeting: { kind: 'none' } })];

  it('keeps every link exactly as the model has it, with what the file is and where it came from', () => {
    const text = linksJson(
      {
        server: 'https://s.example',
        filter: { search: 'sale', searchIn: 'title', order: 'newest', state: 'active' },
        reportedTotal: 3,
        totalAtEnd: 3,
        unreadable: 0,
        links,
      },
      new Date('2026-11-26T06:00:00Z'),
    );
    const file = JSON.parse(text) as LinksExport;
    expect(file).toEqual({
      format: LINKS_EXPORT_FORMAT,
      version: 1,
      exportedAt: '2026-11-26T06:00:00.000Z',
      server: 'https://s.example',
      filter: { search: 'sale', searchIn: 'title', order: 'newest', state: 'active' },
      reportedTotal: 3,
      totalAtEnd: 3,
      unreadable: 0,
      links,
    });
    // Lossless: nulls stay null, text is not guarded (no apostrophe), nested values as they are.
    expect(file.links[2]?.title).toBe('=1+1');
    expect(file.links[1]?.title).toBeNull();
  });
});

describe("an export's file names", () => {
  it('name the server host and the day, a port kept readable', () => {
    const day = new Date(2026, 10, 26, 12);
    expect(exportFileName('https://s.example', 'csv', day)).toBe('links-s.example-2026-11-26.csv');
    expect(exportFileName('http://127.0.0.1:8080', 'json', day)).toBe('links-127.0.0.1_8080-2026-11-26.json');
  });
});
