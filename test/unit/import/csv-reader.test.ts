import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvOf, csvText } from '@/lib/csv';
import { csvDelimiter, csvRecords } from '@/lib/import/csv-reader';
import { withoutFormulaGuard } from '@/lib/import/fields';

const records = (text: string, delimiter?: ',' | ';' | '\t') => [...csvRecords(text, delimiter)];

describe('the CSV reader', () => {
  it('reads quoted cells: delimiters, doubled quotes and line breaks inside, each record with its first line', () => {
    const text = 'a,"b,c","say ""hi"""\r\n"two\r\nlines",x,""\n\nlast,,\n';
    expect(records(text)).toEqual([
      { line: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { line: 2, cells: ['two\r\nlines', 'x', ''] },
      // An empty line is a record of one empty cell, on its own line.
      { line: 4, cells: [''] },
      { line: 5, cells: ['last', '', ''] },
    ]);
  });

  it('drops a byte-order mark, and reads LF, CRLF and CR line ends alike', () => {
    expect(records('\uFEFFa,b\rc,d\r\ne,f')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
      { line: 3, cells: ['e', 'f'] },
    ]);
  });

  it('keeps cells as written: spaces, and text after a closing quote', () => {
    expect(records(' a ,"b" c, "d"')).toEqual([{ line: 1, cells: [' a ', 'b c', ' "d"'] }]);
  });

  it('says when the file ends inside a quoted cell', () => {
    expect(records('a,b\n"open,\nrest')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['open,\nrest'], unclosedQuote: true },
    ]);
  });

  it("finds the first line's delimiter outside quotes", () => {
    expect(csvDelimiter('a;b;"c,d,e"\n1,2,3')).toBe(';');
    expect(csvDelimiter('a\tb\tc')).toBe('\t');
    expect(csvDelimiter('\uFEFFa,b;c,d')).toBe(',');
    expect(csvDelimiter('just one')).toBe(',');
    expect(records('x;"y;z"\n', ';')).toEqual([{ line: 1, cells: ['x', 'y;z'] }]);
  });

  it('reads back whatever lib/csv.ts writes, the formula guard undone (property)', () => {
    // A value starting with `'` and a guarded character is the one a reader cannot tell from a guarded one.
    const tricky = fc.constantFrom('=1+2', '-x', '@a', '\tt', '+1', 'a,b', 'q"q', 'l1\r\nl2', 'x\ny', '\r', ' ', '');
    const cell = fc
      .oneof(fc.string({ unit: 'grapheme-composite', maxLength: 12 }), tricky)
      .filter((value) => !/^'[=+\-@\t\r\n]/.test(value));
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(table, (rows) => {
        const width = rows[0]?.length ?? 0;
        const even = rows.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
        const header = even[0]?.map((_, index) => `c${String(index)}`) ?? [];
        const text = csvOf(
          header,
          even.map((row) => row.map(csvText)),
        );
        const read = records(text).map((record) => record.cells.map((value) => withoutFormulaGuard(value).value));
        expect(read).toEqual([header, ...even]);
      }),
    );
  });
});
