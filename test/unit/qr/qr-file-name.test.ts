import { describe, expect, it } from 'vitest';
import { qrFileName } from '@/lib/qr/qr-file-name';

describe('qrFileName', () => {
  it('names the files after the alias', () => {
    const link = { alias: 'abc', shortUrl: 'https://go.example/abc' };
    expect([qrFileName(link, 'png'), qrFileName(link, 'svg')]).toEqual(['abc-qr.png', 'abc-qr.svg']);
  });

  it('keeps letters of any script and digits, and turns what a file system may refuse into dashes', () => {
    expect(qrFileName({ alias: 'Café_2026', shortUrl: '' }, 'png')).toBe('Café_2026-qr.png');
    expect(qrFileName({ alias: '../a b:c*?', shortUrl: '' }, 'png')).toBe('a-b-c-qr.png');
    expect(qrFileName({ alias: '.hidden', shortUrl: '' }, 'svg')).toBe('hidden-qr.svg');
    expect(qrFileName({ alias: '春节', shortUrl: '' }, 'svg')).toBe('春节-qr.svg');
  });

  it("falls back to the short URL's last path segment, then to a plain name", () => {
    expect(qrFileName({ alias: '', shortUrl: 'https://go.example/promo/' }, 'png')).toBe('promo-qr.png');
    expect(qrFileName({ alias: '///', shortUrl: 'https://go.example/%C3%A9t%C3%A9' }, 'png')).toBe('été-qr.png');
    expect(qrFileName({ alias: '', shortUrl: 'https://go.example/' }, 'png')).toBe('link-qr.png');
    expect(qrFileName({ alias: '', shortUrl: 'not an address' }, 'svg')).toBe('link-qr.svg');
  });
});
