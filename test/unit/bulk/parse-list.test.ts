import { describe, expect, it } from 'vitest';
import { readAddress } from '../../../lib/bulk/addresses';
import { parseList, splitCells } from '../../../lib/bulk/parse-list';
import { addressToShorten } from '../../../lib/tracking-parameters';

describe('a pasted list', () => {
  it('takes one address a line and says which lines it skipped, and why', () => {
    const list = parseList(
      [
        'https://example.com/a',
        '',
        'not an address',
        'example.org/b?x=1,2',
        'https://example.com/a',
        'chrome://settings',
        'file:///home/me/notes.txt',
        '  https://example.net/c  ',
        '',
        '',
      ].join('\n'),
    );
    expect(list.addresses).toEqual([
      { line: 1, url: 'https://example.com/a', original: 'https://example.com/a', removed: [], alias: '' },
      // A bare host gets https://, and the commas of its query are no CSV.
      { line: 4, url: 'https://example.org/b?x=1,2', original: 'https://example.org/b?x=1,2', removed: [], alias: '' },
      { line: 8, url: 'https://example.net/c', original: 'https://example.net/c', removed: [], alias: '' },
    ]);
    // Trailing blank lines are the paste's end, not skipped lines.
    expect(list.skipped.map(({ line, reason }) => [line, reason])).toEqual([
      [2, { kind: 'empty' }],
      [3, { kind: 'not-address' }],
      [5, { kind: 'duplicate', ofLine: 1 }],
      [6, { kind: 'restricted' }],
      [7, { kind: 'restricted' }],
    ]);
  });

  it('reads each address as it is sent: cleaned of tracking parameters, repeats found among the cleaned', () => {
    const on = { remove: true, names: null };
    const text = [
      'https://example.com/a?utm_source=news&id=7&fbclid=IwAR1',
      'https://example.com/a?id=7&fbclid=other',
      'https://example.com/a?id=7',
      'example.com/b?gclid=1',
      'https://example.com/c?page=2',
    ].join('\n');
    const list = parseList(text, (url) => addressToShorten(url, on));
    expect(list.addresses).toEqual([
      {
        line: 1,
        url: 'https://example.com/a?id=7',
        original: 'https://example.com/a?utm_source=news&id=7&fbclid=IwAR1',
        removed: ['utm_source', 'fbclid'],
        alias: '',
      },
      {
        line: 4,
        url: 'https://example.com/b',
        original: 'https://example.com/b?gclid=1',
        removed: ['gclid'],
        alias: '',
      },
      {
        line: 5,
        url: 'https://example.com/c?page=2',
        original: 'https://example.com/c?page=2',
        removed: [],
        alias: '',
      },
    ]);
    // Lines 2 and 3 differ from line 1 only by tracking parameters: one link for the three.
    expect(list.skipped.map(({ line, reason }) => [line, reason])).toEqual([
      [2, { kind: 'duplicate', ofLine: 1 }],
      [3, { kind: 'duplicate', ofLine: 1 }],
    ]);
    // The setting off: every line is its own address, sent as written.
    const off = parseList(text, (url) => addressToShorten(url, { remove: false, names: null }));
    expect(off.addresses.map((a) => [a.url, a.removed])).toEqual([
      ['https://example.com/a?utm_source=news&id=7&fbclid=IwAR1', []],
      ['https://example.com/a?id=7&fbclid=other', []],
      ['https://example.com/a?id=7', []],
      ['https://example.com/b?gclid=1', []],
      ['https://example.com/c?page=2', []],
    ]);
  });

  it('finds the address column of a CSV block with a header, its quoted cells and an alias column', () => {
    const list = parseList(
      [
        'name,Alias,link',
        'Spring,spring-sale,https://example.com/spring',
        '"Summer, hot",,"https://example.com/summer?a=1,2"',
        'Broken,,see website',
        'Again,x,https://example.com/spring',
      ].join('\r\n'),
    );
    expect(list.addresses).toEqual([
      {
        line: 2,
        url: 'https://example.com/spring',
        original: 'https://example.com/spring',
        removed: [],
        alias: 'spring-sale',
      },
      {
        line: 3,
        url: 'https://example.com/summer?a=1,2',
        original: 'https://example.com/summer?a=1,2',
        removed: [],
        alias: '',
      },
    ]);
    expect(list.skipped.map(({ line, reason }) => [line, reason.kind])).toEqual([
      [1, 'header'],
      [4, 'not-address'],
      [5, 'duplicate'],
    ]);
  });

  it('reads cells copied from a spreadsheet (tab-separated) and semicolon CSV', () => {
    const tsv = parseList('Title\tURL\nA page\thttps://example.com/1\nB page\t\n');
    expect(tsv.addresses.map((a) => a.url)).toEqual(['https://example.com/1']);
    expect(tsv.skipped.map(({ line, reason }) => [line, reason.kind])).toEqual([
      [1, 'header'],
      [3, 'empty'],
    ]);
    const semicolons = parseList('first;https://example.com/x\nsecond;https://example.com/y');
    // No line is one address as a whole (a cell comes before it): the delimiter is `;`.
    expect(semicolons.addresses.map((a) => a.url)).toEqual(['https://example.com/x', 'https://example.com/y']);
    expect(splitCells('"a ""quoted"" cell";b', ';')).toEqual(['a "quoted" cell', 'b']);
  });

  it('tells web addresses from browser pages and text', () => {
    expect(readAddress('about:blank')).toEqual({ ok: false, why: 'restricted' });
    expect(readAddress('chrome-extension://abc/options.html')).toEqual({ ok: false, why: 'restricted' });
    expect(readAddress('moz-extension://abc/popup.html')).toEqual({ ok: false, why: 'restricted' });
    expect(readAddress('javascript:alert(1)')).toEqual({ ok: false, why: 'not-address' });
    expect(readAddress('mailto:me@example.com')).toEqual({ ok: false, why: 'not-address' });
    expect(readAddress('<https://example.com>')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(readAddress('example.com:8080/x')).toEqual({ ok: true, url: 'https://example.com:8080/x' });
    expect(readAddress('two words')).toEqual({ ok: false, why: 'not-address' });
  });
});
