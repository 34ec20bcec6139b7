// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { asRawPageLinks, choosePageLinks, NO_PAGE_LINKS } from '@/entrypoints/popup/page-links/choose-page-links';
import { collectPageLinks, type RawPageLinks } from '@/entrypoints/popup/page-links/collect-page-links';

const PAGE = 'https://m.example.com/news/story?id=7';

/** What the injected function would return for a page at `url` declaring `links`. */
function page(links: RawPageLinks['links'], url = PAGE, base = url): RawPageLinks {
  return { url, base, links };
}

const canonical = (href: string): [string, string, string] => ['canonical', '', href];
const shortlink = (href: string): [string, string, string] => ['shortlink', '', href];

describe('choosing the page links to offer', () => {
  it('offers the canonical address and the short link the page declares', () => {
    expect(
      choosePageLinks(page([canonical('https://example.com/news/story'), shortlink('https://exa.mp/s7')]), PAGE),
    ).toEqual({ canonical: 'https://example.com/news/story', shortLink: 'https://exa.mp/s7' });
  });

  it('resolves relative addresses against the document base, a <base href> included', () => {
    expect(choosePageLinks(page([canonical('/news/story'), shortlink('?p=7')]), PAGE)).toEqual({
      canonical: 'https://m.example.com/news/story',
      shortLink: 'https://m.example.com/news/story?p=7',
    });
    const based = page([canonical('story-7')], PAGE, 'https://example.com/archive/');
    expect(choosePageLinks(based, PAGE).canonical).toBe('https://example.com/archive/story-7');
    // A base that is not an address: the page's own address is the base.
    expect(choosePageLinks(page([canonical('story-7')], PAGE, 'nonsense'), PAGE).canonical).toBe(
      'https://m.example.com/news/story-7',
    );
  });

  it('ignores addresses that are not web addresses, or carry credentials', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com/story',
      'mailto:a@example.com',
      'https://user:secret@example.com/story',
      'http://[bad',
    ]) {
      expect(choosePageLinks(page([canonical(href), shortlink(href)]), PAGE), href).toEqual(NO_PAGE_LINKS);
    }
  });

  it('ignores http addresses on an https page (a downgrade), not on an http page', () => {
    expect(choosePageLinks(page([canonical('http://example.com/story')]), PAGE)).toEqual(NO_PAGE_LINKS);
    const plain = 'http://m.example.com/story';
    expect(choosePageLinks(page([canonical('http://example.com/story')], plain), plain).canonical).toBe(
      'http://example.com/story',
    );
    expect(choosePageLinks(page([canonical('https://example.com/story')], plain), plain).canonical).toBe(
      'https://example.com/story',
    );
  });

  it('offers nothing that equals the page itself, its fragment aside', () => {
    const tab = `${PAGE}#comments`;
    expect(choosePageLinks(page([canonical(PAGE), shortlink(`${PAGE}#top`)], tab), tab)).toEqual(NO_PAGE_LINKS);
  });

  it('offers no canonical address when the page declares several that disagree', () => {
    const two = page([canonical('https://example.com/a'), canonical('https://example.com/b')]);
    expect(choosePageLinks(two, PAGE).canonical).toBeNull();
    const self = page([canonical(PAGE), canonical('https://example.com/b')]);
    expect(choosePageLinks(self, PAGE).canonical).toBeNull();
    const same = page([canonical('https://example.com/a'), canonical('/a')], 'https://example.com/x');
    expect(choosePageLinks(same, 'https://example.com/x').canonical).toBe('https://example.com/a');
  });

  it('reads rel tokens in any case and among others; prefers shortlink, then shorturl, then rev=canonical', () => {
    const links: RawPageLinks['links'] = [
      ['', 'canonical', 'https://rev.example/1'],
      ['ShortURL', '', 'https://shorturl.example/1'],
      ['alternate SHORTLINK', '', 'https://shortlink.example/1'],
      ['Canonical', '', 'https://example.com/story'],
    ];
    expect(choosePageLinks(page(links), PAGE)).toEqual({
      canonical: 'https://example.com/story',
      shortLink: 'https://shortlink.example/1',
    });
    expect(choosePageLinks(page(links.slice(0, 2)), PAGE).shortLink).toBe('https://shorturl.example/1');
    expect(choosePageLinks(page(links.slice(0, 1)), PAGE).shortLink).toBe('https://rev.example/1');
  });

  it('does not offer a short link that is the canonical address', () => {
    const links = [canonical('https://example.com/story'), shortlink('https://example.com/story')];
    expect(choosePageLinks(page(links), PAGE)).toEqual({ canonical: 'https://example.com/story', shortLink: null });
  });

  it('offers nothing when the page is no longer the tab the popup shows (it navigated)', () => {
    const read = page([canonical('https://example.com/story')], 'https://m.example.com/other');
    expect(choosePageLinks(read, PAGE)).toEqual(NO_PAGE_LINKS);
    expect(choosePageLinks(read, 'not an address')).toEqual(NO_PAGE_LINKS);
  });
});

describe('the injected result, checked', () => {
  it('takes the shape collectPageLinks returns and nothing else', () => {
    const good = { url: PAGE, base: PAGE, links: [['canonical', '', '/x']] };
    expect(asRawPageLinks(good)).toEqual(good);
    for (const bad of [
      null,
      undefined,
      'text',
      { url: PAGE, base: PAGE },
      { url: 1, base: PAGE, links: [] },
      { url: PAGE, base: PAGE, links: [['canonical', '/x']] },
      { url: PAGE, base: PAGE, links: [['canonical', '', { href: '/x' }]] },
    ]) {
      expect(asRawPageLinks(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('reading the page (the injected function)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('returns only the declaring <link> elements, as written, with the document base', () => {
    document.head.innerHTML =
      '<link rel="icon" href="/favicon.ico">' +
      '<link rel="Canonical" href="/story">' +
      '<link rel="shortlink" href="https://exa.mp/s7">' +
      '<link rev="canonical" href="https://rev.example/1">' +
      '<link rel="canonical">' +
      '<meta name="description" content="secret text">';
    const raw = collectPageLinks();
    expect(raw.url).toBe(location.href);
    expect(raw.base).toBe(document.baseURI);
    expect(raw.links).toEqual([
      ['Canonical', '', '/story'],
      ['shortlink', '', 'https://exa.mp/s7'],
      ['', 'canonical', 'https://rev.example/1'],
    ]);
  });

  it('reads at most 20 links and 2048 characters of each attribute', () => {
    const long = `https://example.com/${'a'.repeat(5000)}`;
    document.head.innerHTML = Array.from({ length: 30 }, () => `<link rel="canonical" href="${long}">`).join('');
    const raw = collectPageLinks();
    expect(raw.links).toHaveLength(20);
    expect(raw.links[0]?.[2]).toHaveLength(2048);
  });

  it('is self-contained: it runs from its own source text, as the browser injects it', () => {
    document.head.innerHTML = '<link rel="canonical" href="/story">';
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the way executeScript rebuilds it
    const rebuilt = new Function(`return (${collectPageLinks.toString()})()`) as () => RawPageLinks;
    expect(rebuilt().links).toEqual([['canonical', '', '/story']]);
  });
});
