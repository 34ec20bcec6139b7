import { describe, expect, it } from 'vitest';
import { detectImport } from '@/lib/import/detect';
import type { ImportRow } from '@/lib/import/import-row';
import { readImport } from '@/lib/import/read-import';
import { fixture, readAll } from './read-fixture';

/** Each source's file, written from the format notes with the cases that source produces. */

/** The fields most tests compare. */
const brief = (row: ImportRow) => [row.line, row.destination, row.backHalf, row.domain];

describe("phpShort's own CSV export", () => {
  const text = fixture('phpshort-links.csv');

  it('is found by its layout behind the byte-order mark and four lines before the header', async () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'phpshort-csv' });
    const read = await readAll(text);
    expect(read.place).toBe('line');
    expect(read.rows.map(brief)).toEqual([
      [6, 'https://example.org/', 'abc', 's.example.com'],
      [7, 'https://example.org/caf%C3%A9?lang=fr', 'café', 'go.example.net'],
      [8, 'https://example.org/promo', 'Promo', 's.example.com'],
      [9, 'https://example.org/promo-2', 'promo', 's.example.com'],
    ]);
    // Quoted because of its space and comma.
    expect(read.rows[1]?.title).toBe("Un café, s'il vous plaît");
    expect(read.problems).toEqual([
      { line: 10, reason: { kind: 'not-web-address', value: 'ftp://files.example.org/a.zip' } },
    ]);
  });

  it('is found with translated labels too: the layout, not the words', async () => {
    const german = text
      .replace('Type,Links', 'Typ,Links')
      .replace('Date,', 'Datum,')
      .replace('Short,Original,Alias,Title,"Created at"', 'Kurz,Original,Alias,Titel,"Erstellt am"');
    expect(detectImport(german)).toEqual({ kind: 'known', format: 'phpshort-csv' });
    expect((await readAll(german)).rows).toHaveLength(4);
  });
});

describe("Shlink's web client CSV", () => {
  it('reads every quoted cell, percent-encoded codes decoded, a quoted line break counted', async () => {
    const text = fixture('shlink-short_urls.csv');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'shlink-csv' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([
      [2, 'https://example.org/', 'abc', 's.example.com'],
      [3, 'https://example.org/caf%C3%A9', 'café', 's.example.com'],
      [4, 'https://example.org/docs', 'docs/intro', 's.example.com'],
      // The record before spans two lines.
      [6, 'https://example.org/v1.2', 'v1.2~beta', 's.example.com'],
      [7, 'https://example.org/a', 'aB3', 's.example.com'],
      [8, 'https://example.org/b', 'Ab3', 's.example.com'],
    ]);
    expect(read.rows[0]?.tags).toEqual(['foo', 'bar']);
    expect(read.rows[1]?.title).toBe('Café "Central"');
    expect(read.rows[2]?.title).toBe('Two\nlines');
    expect(read.problems).toEqual([]);
  });

  it("reads the CSV Shlink's importer takes (`Long URL,Tags,Domain,Short code,Title`)", async () => {
    const text = 'Long URL,Tags,Domain,Short code,Title\nhttps://example.org/x,"a,b",s.example.com,x1,Ex\n';
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'shlink-csv' });
    const [row] = (await readAll(text)).rows;
    expect(row).toMatchObject({ backHalf: 'x1', domain: 's.example.com', tags: ['a', 'b'], title: 'Ex' });
  });
});

describe('Dub CSV', () => {
  it('takes the key from the short link, undoes the formula guard, skips root and archived links', async () => {
    const text = fixture('dub-links.csv');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'dub-csv' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([
      [2, 'https://example.org/', 'launch', 'd.example.com'],
      [3, 'https://example.org/blog/post', 'blog/post', 'd.example.com'],
      [4, 'https://example.org/v1.2', 'v1.2', 'd.example.com'],
      [5, 'https://example.org/party', '🎉', 'd.example.com'],
      // Dub writes the domain in Unicode; the URL parser's form is punycode.
      [6, 'https://example.org/kaufen', 'kauf', 'xn--bcher-kva.example'],
    ]);
    expect(read.rows[0]?.tags).toEqual(['news', 'launch']);
    expect(read.rows[2]).toMatchObject({
      tags: ['-sale'],
      notes: [{ kind: 'formula-guard-removed', field: 'tags' }],
    });
    expect(read.problems).toEqual([
      { line: 7, reason: { kind: 'domain-root' } },
      { line: 8, reason: { kind: 'archived' } },
      // The guard undone shows the formula for what it is: no address.
      { line: 9, reason: { kind: 'not-web-address', value: '=HYPERLINK("https://evil.example")' } },
    ]);
  });

  it('imports archived links when asked, each saying so', async () => {
    const read = await readAll(fixture('dub-links.csv'), { includeArchived: true });
    expect(read.rows.find((row) => row.line === 8)).toMatchObject({
      backHalf: 'old',
      notes: [{ kind: 'archived-in-source' }],
    });
  });
});

describe('YOURLS', () => {
  it("reads the Import-Export plugin's CRLF file, keywords without their slashes", async () => {
    const text = fixture('yourls_export.csv');
    expect(text).toContain('\r\n');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'yourls-csv' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([
      [2, 'https://example.org/a', 'abc', null],
      [3, 'https://example.org/b', 'ABC', null],
      [4, 'https://example.org/s?a=1,2', 'sale', null],
    ]);
    expect(read.problems).toEqual([{ line: 5, reason: { kind: 'no-destination' } }]);
  });

  it("reads the API's stats answer, the keyword the short URL's last segment", async () => {
    const text = fixture('yourls-stats.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'yourls-json' });
    const read = await readAll(text);
    expect(read.place).toBe('item');
    expect(read.rows.map(brief)).toEqual([[1, 'https://example.org/a', 'abc', 'y.example']]);
    expect(read.problems).toEqual([{ line: 2, reason: { kind: 'not-web-address', value: 'javascript:alert(1)' } }]);
  });

  it("reads the shlink-import plugin's rows", async () => {
    const text = JSON.stringify([{ keyword: 'k1', url: 'https://example.org/k', title: 'K', clicks: 1 }]);
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'yourls-json' });
    expect((await readAll(text)).rows.map(brief)).toEqual([[1, 'https://example.org/k', 'k1', null]]);
  });
});

describe('JSON exports and API answers', () => {
  it("reads Sink's export, noting what does not move (password hash, expiry)", async () => {
    const text = fixture('sink-links.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'sink-json' });
    const read = await readAll(text);
    expect(read.rows.map((row) => row.backHalf)).toEqual(['home', 'vault', 'Promo', 'promo']);
    expect(read.rows[0]?.tags).toEqual(['site']);
    expect(read.rows[1]?.notes).toEqual([{ kind: 'password-not-carried' }, { kind: 'expiry-not-carried' }]);
  });

  it("reads Kutt's link list, banned links skipped", async () => {
    const text = fixture('kutt-links.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'kutt-json' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([
      [1, 'https://example.org/docs', 'docs', 'kutt.example'],
      [3, 'https://example.org/locked', 'Locked', 'go.example.com'],
    ]);
    expect(read.rows[1]?.notes).toEqual([{ kind: 'password-not-carried' }, { kind: 'expiry-not-carried' }]);
    expect(read.problems).toEqual([{ line: 2, reason: { kind: 'banned' } }]);
  });

  it("reads Bitly's bitlinks, a custom back-half first, archived ones skipped", async () => {
    const text = fixture('bitly-bitlinks.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'bitly-json' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([
      [1, 'https://example.org/a', '3xYzAbC', 'bit.ly'],
      [2, 'https://example.org/spring', 'spring', 'brand.example'],
    ]);
    expect(read.rows[0]?.tags).toEqual(['one', 'two']);
    expect(read.rows[1]?.notes).toEqual([{ kind: 'more-back-halves', backHalves: ['spring-sale'] }]);
    expect(read.problems).toEqual([{ line: 3, reason: { kind: 'archived' } }]);
  });

  it("reads Rebrandly's links, the domain from the record or the scheme-less short URL", async () => {
    const text = fixture('rebrandly-links.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'rebrandly-json' });
    expect((await readAll(text)).rows.map(brief)).toEqual([
      [1, 'https://example.org/burn', 'burn10M', 'rebrand.ly'],
      [2, 'https://example.org/burn2', 'Burn10m', 'go.brand.example'],
    ]);
  });

  it("reads Short.io's links: the domain's root and archived links skipped", async () => {
    const text = fixture('shortio-links.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'shortio-json' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([[2, 'https://example.org/p', 'promo', 's.example.io']]);
    expect(read.rows[0]?.notes).toEqual([{ kind: 'password-not-carried' }]);
    expect(read.problems).toEqual([
      { line: 1, reason: { kind: 'domain-root' } },
      { line: 3, reason: { kind: 'archived' } },
    ]);
  });

  it("reads TinyURL's answers, a list or one link; deleted links skipped", async () => {
    const text = fixture('tinyurl-urls.json');
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'tinyurl-json' });
    const read = await readAll(text);
    expect(read.rows.map(brief)).toEqual([
      [1, 'https://example.org/page', 'my-page', 'tinyurl.com'],
      [3, 'https://example.org/soon', 'soon', 'tinyurl.com'],
    ]);
    expect(read.rows[1]?.notes).toEqual([{ kind: 'expiry-not-carried' }]);
    expect(read.problems).toEqual([{ line: 2, reason: { kind: 'deleted' } }]);
    const one = JSON.stringify({ data: { alias: 'one', url: 'https://example.org/1', domain: 'tinyurl.com' } });
    expect((await readAll(one)).rows.map(brief)).toEqual([[1, 'https://example.org/1', 'one', 'tinyurl.com']]);
  });

  it('says which list items are no links', async () => {
    const text = JSON.stringify([{ slashtag: 'a', destination: 'https://example.org/a' }, 'nonsense', null]);
    const read = await readAll(text);
    expect(read.rows).toHaveLength(1);
    expect(read.problems).toEqual([
      { line: 2, reason: { kind: 'not-a-link' } },
      { line: 3, reason: { kind: 'not-a-link' } },
    ]);
  });
});

describe('a format named by the caller', () => {
  it('reads the file as that format', async () => {
    // The same header is Shlink's by detection; YOURLS' plugin has `source,target` too.
    const text = 'source,target,longUrl,shortCode\n/a/,https://example.org/t,https://example.org/l,b\n';
    expect(detectImport(text)).toEqual({ kind: 'known', format: 'shlink-csv' });
    expect((await readAll(text, { format: 'yourls-csv' })).rows.map(brief)).toEqual([
      [2, 'https://example.org/t', 'a', null],
    ]);
  });

  it('refuses a file that is not in it, naming the format', async () => {
    expect(await readImport(fixture('dub-links.csv'), { format: 'yourls-csv' })).toEqual({
      kind: 'refused',
      problem: { kind: 'not-this-format', format: 'yourls-csv' },
    });
    expect(await readImport(fixture('dub-links.csv'), { format: 'sink-json' })).toEqual({
      kind: 'refused',
      problem: { kind: 'not-this-format', format: 'sink-json' },
    });
  });
});
