import { describe, expect, it } from 'vitest';
import { formatResults } from '../../../lib/bulk/results';

const pairs = [
  { original: 'https://example.com/a?x=1&y=2', short: 'https://s.example/a' },
  { original: '=HYPERLINK("https://evil")', short: 'https://s.example/b' },
  { original: 'https://example.com/[c]', short: 'javascript:alert(1)' },
];

describe('the results of a run', () => {
  it('copies as a plain list of short links', () => {
    expect(formatResults(pairs, 'plain')).toBe('https://s.example/a\nhttps://s.example/b\njavascript:alert(1)');
  });

  it('copies as Markdown and HTML lists, never making a link of what is not a web address', () => {
    expect(formatResults(pairs, 'markdown')).toBe(
      [
        '- [https://example.com/a?x=1&y=2](https://s.example/a)',
        '- [=HYPERLINK("https://evil")](https://s.example/b)',
        '- https://example.com/\\[c\\]: javascript:alert(1)',
      ].join('\n'),
    );
    expect(formatResults(pairs, 'html')).toBe(
      [
        '<ul>',
        '  <li><a href="https://s.example/a">https://example.com/a?x=1&amp;y=2</a></li>',
        '  <li><a href="https://s.example/b">=HYPERLINK(&quot;https://evil&quot;)</a></li>',
        '  <li>https://example.com/[c]: javascript:alert(1)</li>',
        '</ul>',
      ].join('\n'),
    );
  });

  it('writes CSV of original ⇄ short with formulas made text', () => {
    expect(formatResults(pairs, 'csv')).toBe(
      'original,short\r\n' +
        'https://example.com/a?x=1&y=2,https://s.example/a\r\n' +
        `"'=HYPERLINK(""https://evil"")",https://s.example/b\r\n` +
        'https://example.com/[c],javascript:alert(1)\r\n',
    );
  });
});
