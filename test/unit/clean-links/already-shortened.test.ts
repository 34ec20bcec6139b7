import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linksForPage, lookUpQuery, newestActive, pageForms, searchTextFor } from '../../../lib/already-shortened';
import type { Link } from '../../../lib/api/model/link';
import { DEFAULT_SETTINGS } from '../../../lib/settings';
import { sampleLink } from '../link-form/fixtures';

/** "Already on your server": which links are the page's, and what one search sends. */

const REMOVE = DEFAULT_SETTINGS.trackingParameters;
const KEEP = { remove: false, names: null };
const PAGE = 'https://example.com/article?id=7&utm_source=news&fbclid=IwAR0';
const CLEANED = 'https://example.com/article?id=7';

let nextId = 1;
function link(destination: string, overrides: Partial<Link> = {}): Link {
  const id = nextId++;
  return sampleLink({ id, alias: `a${String(id)}`, destination, createdAt: '2026-11-20T10:00:00Z', ...overrides });
}

const destinations = (found: { alias: string }[], links: Link[]) =>
  found.map((f) => links.find((l) => l.alias === f.alias)?.destination);

describe('the page’s forms', () => {
  it('are the address as sent and without the tracking parameters removed, once each', () => {
    expect(pageForms(PAGE, REMOVE)).toEqual([PAGE, CLEANED]);
    expect(pageForms(CLEANED, REMOVE)).toEqual([CLEANED]);
    // Removal off: the extension sends the address as it is, and that is the one form.
    expect(pageForms(PAGE, KEEP)).toEqual([PAGE]);
  });
});

describe('which links are the page’s', () => {
  it('a destination equal to either form, not one that merely contains the address or differs in a part', () => {
    const links = [
      link(PAGE),
      link(CLEANED),
      link(`${CLEANED}&page=2`),
      link(`https://web.archive.org/web/2026/${CLEANED}`),
      link(`${CLEANED}#comments`),
      link('http://example.com/article?id=7'),
      link('https://example.com/article?id=7&utm_source=other'),
    ];
    const found = linksForPage(pageForms(PAGE, REMOVE), links);
    expect(destinations(found, links).sort()).toEqual([CLEANED, PAGE]);
  });

  it('the same address as URL reads it: a bare origin’s slash, the host’s case, a default port, escapes', () => {
    const links = [
      link('https://example.com'),
      link('HTTPS://Example.COM:443/'),
      link('  https://example.com/  '),
      link('https://example.com/?'),
    ];
    expect(linksForPage(['https://example.com/'], links)).toHaveLength(3);
    const raw = [link('https://example.com/café?q=ä'), link('https://example.com/caf%c3%a9?q=%c3%a4')];
    expect(linksForPage(['https://example.com/caf%C3%A9?q=%C3%A4'], raw)).toHaveLength(2);
  });

  it('newest first, each with its state: expired and disabled links are there but not active', () => {
    const links = [
      link(CLEANED, { createdAt: '2026-11-01T10:00:00Z' }),
      link(CLEANED, { createdAt: '2026-11-21T10:00:00Z', disabled: true }),
      link(CLEANED, {
        createdAt: '2026-11-22T10:00:00Z',
        expiry: { ...sampleLink().expiry, clickLimit: 5 },
        clicks: 5,
      }),
      link(CLEANED, { createdAt: '2026-11-10T10:00:00Z' }),
      link(CLEANED, { createdAt: null }),
    ];
    const found = linksForPage([CLEANED], links, new Date('2026-11-28T00:00:00Z'));
    expect(found.map((f) => [f.createdAt, f.state])).toEqual([
      ['2026-11-22T10:00:00Z', 'expired'],
      ['2026-11-21T10:00:00Z', 'disabled'],
      ['2026-11-10T10:00:00Z', 'active'],
      ['2026-11-01T10:00:00Z', 'active'],
      [null, 'active'],
    ]);
    expect(newestActive({ asked: true, links: found })?.createdAt).toBe('2026-11-10T10:00:00Z');
    expect(newestActive({ asked: true, links: found.slice(0, 2) })).toBeNull();
  });
});

describe('the search sent', () => {
  it('is what every form begins with, searched in destinations, newest first', () => {
    expect(lookUpQuery(pageForms(PAGE, REMOVE))).toEqual({
      search: 'https://example.com/article?id=7',
      searchIn: 'url',
      order: 'newest',
      perPage: 50,
    });
    // A tracking parameter first: the cleaned form is not inside the page's, the shared beginning is.
    const first = 'https://example.com/a?utm_source=x&id=7';
    expect(searchTextFor(pageForms(first, REMOVE))).toBe('https://example.com/a?');
  });

  it('stops before an escape, and leaves a bare origin’s slash out', () => {
    expect(searchTextFor(['https://example.com/caf%C3%A9'])).toBe('https://example.com/caf');
    expect(searchTextFor(['https://example.com/'])).toBe('https://example.com');
    expect(searchTextFor(['https://example.com/?id=1'])).toBe('https://example.com');
  });

  it('is inside every destination that matches, whatever the address and its tracking parameters', () => {
    const part = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    const param = fc.tuple(
      fc.constantFrom('id', 'page', 'utm_source', 'fbclid', 'gclid', 'q'),
      fc.stringMatching(/^[a-zA-Z0-9]{0,4}$/),
    );
    fc.assert(
      fc.property(part, fc.array(part, { maxLength: 3 }), fc.array(param, { maxLength: 4 }), (host, path, params) => {
        const query = params.map(([name, value]) => `${name}=${value}`).join('&');
        const page = `https://${host}.example/${path.join('/')}${query ? `?${query}` : ''}`;
        const forms = pageForms(page, REMOVE);
        const search = searchTextFor(forms).toLowerCase();
        // The server finds what contains the text (case aside): every form, and each found as the page's.
        for (const form of forms) expect(form.toLowerCase()).toContain(search);
        expect(
          linksForPage(
            forms,
            forms.map((form) => link(form)),
          ),
        ).toHaveLength(forms.length);
      }),
    );
  });
});
