import { describe, expect, it } from 'vitest';
import { linkText } from '../../lib/link-text';

describe('a short link written for pasting', () => {
  it('is the bare address in plain form, whatever the words', () => {
    expect(linkText('plain', 'https://s.example/a', 'A [page] <b>')).toBe('https://s.example/a');
  });

  it('escapes Markdown brackets and backslashes in the words, parentheses and spaces in the target', () => {
    expect(linkText('markdown', 'https://s.example/a', 'Notes [draft] \\ (v2)')).toBe(
      '[Notes \\[draft\\] \\\\ (v2)](https://s.example/a)',
    );
    expect(linkText('markdown', 'https://s.example/a(b) c', 'x')).toBe('[x](https://s.example/a%28b%29%20c)');
  });

  it('escapes HTML in the words and in the address', () => {
    expect(linkText('html', 'https://s.example/a?x=1&y="2"', 'Tom & Jerry <script>')).toBe(
      '<a href="https://s.example/a?x=1&amp;y=&quot;2&quot;">Tom &amp; Jerry &lt;script&gt;</a>',
    );
  });

  it('never makes a link of an address that is not a web address', () => {
    expect(linkText('markdown', 'javascript:alert(1)', 'Page [1]')).toBe('Page \\[1\\]: javascript:alert(1)');
    expect(linkText('html', 'javascript:alert("x")', 'Page')).toBe('Page: javascript:alert(&quot;x&quot;)');
  });
});
