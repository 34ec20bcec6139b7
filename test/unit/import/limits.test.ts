import { describe, expect, it } from 'vitest';
import { detectImport } from '@/lib/import/detect';
import { MAX_DESTINATION_LENGTH } from '@/lib/import/fields';
import { decodeImportFile, MAX_FILE_BYTES, MAX_ROWS } from '@/lib/import/file-checks';
import { readImport } from '@/lib/import/read-import';

const noPause = () => Promise.resolve();
const utf16 = (text: string, byteOrder: 'le' | 'be') => {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set(byteOrder === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes.set(byteOrder === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff], 2 + i * 2);
  }
  return bytes;
};
const CSV = 'Short link,Destination URL\nhttps://d.example.com/a,https://example.org/a\n';

describe('a file refused as a whole', () => {
  it('is empty: nothing, blank lines, a byte-order mark alone', () => {
    for (const text of ['', ' \n\r\n', '\uFEFF']) {
      expect(detectImport(text)).toEqual({ kind: 'refused', problem: { kind: 'empty' } });
    }
  });

  it('is over 10 MB, counted in UTF-8 bytes as on disk', () => {
    const over = 'é'.repeat(MAX_FILE_BYTES / 2 + 1);
    expect(detectImport(over)).toEqual({
      kind: 'refused',
      problem: { kind: 'too-large', bytes: MAX_FILE_BYTES + 2, maxBytes: MAX_FILE_BYTES },
    });
    expect(decodeImportFile(new Uint8Array(MAX_FILE_BYTES + 1))).toEqual({
      kind: 'refused',
      problem: { kind: 'too-large', bytes: MAX_FILE_BYTES + 1, maxBytes: MAX_FILE_BYTES },
    });
  });

  it('has more than 100,000 rows, CSV or JSON', async () => {
    // Rows without a destination: problems, cheap to read, and counted like rows.
    const refused = { kind: 'refused', problem: { kind: 'too-many-rows', maxRows: MAX_ROWS } };
    expect(await readImport(`source,target\n${'/a/,\n'.repeat(MAX_ROWS + 1)}`, { pause: noPause })).toEqual(refused);
    const link = { slashtag: 'a', destination: 'https://example.org/' };
    expect(await readImport(JSON.stringify([link, ...Array<number>(MAX_ROWS).fill(0)]), { pause: noPause })).toEqual(
      refused,
    );
    // The limit itself is read.
    const read = await readImport(JSON.stringify([link, ...Array<number>(MAX_ROWS - 1).fill(0)]), { pause: noPause });
    expect(read.kind === 'read' && read.read.problems.length + read.read.rows.length).toBe(MAX_ROWS);
  });

  it('is UTF-16, saying which byte order, from its bytes or from text decoded as UTF-8', () => {
    expect(decodeImportFile(utf16(CSV, 'le'))).toEqual({
      kind: 'refused',
      problem: { kind: 'utf-16', byteOrder: 'little-endian' },
    });
    expect(decodeImportFile(utf16(CSV, 'be'))).toEqual({
      kind: 'refused',
      problem: { kind: 'utf-16', byteOrder: 'big-endian' },
    });
    for (const byteOrder of ['le', 'be'] as const) {
      const decoded = new TextDecoder().decode(utf16(CSV, byteOrder));
      expect(detectImport(decoded)).toEqual({
        kind: 'refused',
        problem: { kind: 'utf-16', byteOrder: byteOrder === 'le' ? 'little-endian' : 'big-endian' },
      });
    }
  });

  it('is not UTF-8 (a Windows code page): replacement characters, with the first line they are on', () => {
    // Windows-1252 writes é as the one byte 0xE9: ASCII otherwise.
    const ascii = (text: string) => Array.from(new TextEncoder().encode(text));
    const latin1 = Uint8Array.from([...ascii('source,target\n/caf'), 0xe9, ...ascii('/,https://example.org/\n')]);
    expect(decodeImportFile(latin1)).toEqual({ kind: 'refused', problem: { kind: 'not-utf-8', line: 2 } });
    const utf8 = new TextEncoder().encode('\uFEFFsource,target\n/café/,https://example.org/\n');
    expect(decodeImportFile(utf8)).toMatchObject({ kind: 'text' });
  });

  it('is JSON that does not parse, or JSON of no known shape', () => {
    expect(detectImport('{"links": [')).toEqual({ kind: 'refused', problem: { kind: 'invalid-json' } });
    expect(detectImport('{"items": [{"href": "https://example.org/"}]}')).toEqual({
      kind: 'refused',
      problem: { kind: 'unknown-json' },
    });
  });
});

describe('rows refused one by one', () => {
  it('have a destination phpShort does not take: not http(s), spaces, too long, none', async () => {
    const long = `https://example.org/${'a'.repeat(MAX_DESTINATION_LENGTH)}`;
    const text = [
      'Short link,Destination URL',
      'https://d.example.com/a,mailto:me@example.org',
      'https://d.example.com/b,example.org/no-scheme',
      'https://d.example.com/c,https://example.org/a b',
      `https://d.example.com/d,${long}`,
      'https://d.example.com/e,',
      '"https://d.example.com/f,https://example.org/f',
      '',
    ].join('\n');
    const outcome = await readImport(text, { pause: noPause });
    expect(outcome.kind === 'read' && outcome.read.problems).toEqual([
      { line: 2, reason: { kind: 'not-web-address', value: 'mailto:me@example.org' } },
      { line: 3, reason: { kind: 'not-web-address', value: 'example.org/no-scheme' } },
      { line: 4, reason: { kind: 'not-web-address', value: 'https://example.org/a b' } },
      { line: 5, reason: { kind: 'destination-too-long', length: long.length, max: MAX_DESTINATION_LENGTH } },
      { line: 6, reason: { kind: 'no-destination' } },
      { line: 7, reason: { kind: 'unclosed-quote' } },
    ]);
  });
});

describe('reading in chunks', () => {
  it("waits for the caller's pause between chunks of records", async () => {
    let pauses = 0;
    const text = `Short link,Destination URL\n${'https://d.example.com/a,https://example.org/a\n'.repeat(1200)}`;
    const outcome = await readImport(text, {
      pause: () => {
        pauses++;
        return Promise.resolve();
      },
    });
    expect(outcome.kind === 'read' && outcome.read.rows.length).toBe(1200);
    expect(pauses).toBe(2);
  });
});
