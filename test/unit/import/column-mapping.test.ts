import { describe, expect, it } from 'vitest';
import { mappingKey } from '@/lib/import/column-mapping';
import { detectImport } from '@/lib/import/detect';
import { readImport } from '@/lib/import/read-import';
import { fixture, readAll } from './read-fixture';

describe('a CSV file of no known format', () => {
  it('is not guessed: detection gives its header, a key and a suggested mapping', () => {
    expect(detectImport(fixture('bitly-ui-export.csv'))).toEqual({
      kind: 'unknown-csv',
      header: ['Bitlink', 'Long URL', 'Title', 'Tags', 'Created', 'Total Clicks'],
      key: mappingKey(['Bitlink', 'Long URL', 'Title', 'Tags', 'Created', 'Total Clicks'], 6),
      // Both the Bitlink and the Long URL columns hold addresses: the named one is the destination.
      suggestion: { destination: 1, backHalf: 0, title: 2, tags: 3 },
    });
  });

  it('is not read without a mapping', async () => {
    expect((await readImport(fixture('bitly-ui-export.csv'))).kind).toBe('unknown-csv');
  });

  it('is read through a mapping: short links with or without a scheme give the back-half and domain', async () => {
    const read = await readAll(fixture('bitly-ui-export.csv'), {
      mapping: { destination: 1, backHalf: 0, title: 2, tags: 3 },
    });
    expect(read.format).toBe('mapped-csv');
    expect(read.rows).toEqual([
      {
        line: 2,
        destination: 'https://example.org/a',
        backHalf: '3xYzAbC',
        title: 'A',
        domain: 'bit.ly',
        tags: ['one', 'two'],
        space: null,
        notes: [],
      },
      {
        line: 3,
        destination: 'https://example.org/spring',
        backHalf: 'spring',
        title: 'Spring',
        domain: 'brand.example',
        tags: [],
        space: null,
        notes: [],
      },
    ]);
  });

  it('is read through a mapping the person changed (a plain back-half column, a domain column)', async () => {
    const text = 'where;name;host;x\nhttps://example.org/1;one%20two;s.example.com;\nnot a link;two;;\n';
    const detection = detectImport(text);
    expect(detection).toMatchObject({ kind: 'unknown-csv', suggestion: { destination: 0 } });
    const read = await readAll(text, { mapping: { destination: 0, backHalf: 1, domain: 2 } });
    expect(read.rows.map((row) => [row.line, row.backHalf, row.domain])).toEqual([[2, 'one two', 's.example.com']]);
    expect(read.problems).toEqual([{ line: 3, reason: { kind: 'not-web-address', value: 'not a link' } }]);
  });

  it('without a header starts at its first line, and is keyed by its width', async () => {
    const text = 'https://example.org/1,a\nhttps://example.org/2,b\n';
    expect(detectImport(text)).toEqual({
      kind: 'unknown-csv',
      header: null,
      key: 'columns:2',
      suggestion: { destination: 0 },
    });
    const read = await readAll(text, { mapping: { destination: 0, backHalf: 1 } });
    expect(read.rows.map((row) => [row.line, row.backHalf])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
  });

  it('keys a mapping by its header: the same names give the same key, other names another', () => {
    expect(mappingKey(['Bitlink', ' Long URL '], 2)).toBe(mappingKey(['bitlink', 'long url'], 2));
    expect(mappingKey(['Bitlink', 'Long URL'], 2)).not.toBe(mappingKey(['Long URL', 'Bitlink'], 2));
    expect(mappingKey(['a'], 1)).not.toBe(mappingKey(null, 1));
  });

  it('is refused when no column holds a web address, and a JSON file takes no mapping', async () => {
    expect(detectImport('name,notes\nAlice,hello\n')).toEqual({
      kind: 'refused',
      problem: { kind: 'no-address-column' },
    });
    expect(await readImport(fixture('sink-links.json'), { mapping: { destination: 0 } })).toEqual({
      kind: 'refused',
      problem: { kind: 'not-this-format', format: 'mapped-csv' },
    });
  });
});
