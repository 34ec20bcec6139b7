import type { RawPageLinks } from './collect-page-links';

/** The page's own addresses worth offering in the popup: null where it declares none worth it. */
export interface PageLinks {
  /** `<link rel="canonical">`: the address the page says is its real one. */
  canonical: string | null;
  /** `<link rel="shortlink">` (or `rel="shorturl"`, or the older `rev="canonical"`): its own short link. */
  shortLink: string | null;
}

export const NO_PAGE_LINKS: PageLinks = { canonical: null, shortLink: null };

/** The result of the injected function, checked: it comes from a page, which may have replaced anything. */
export function asRawPageLinks(value: unknown): RawPageLinks | null {
  if (typeof value !== 'object' || value === null) return null;
  const { url, base, links } = value as Partial<Record<keyof RawPageLinks, unknown>>;
  if (typeof url !== 'string' || typeof base !== 'string' || !Array.isArray(links)) return null;
  const isTriple = (entry: unknown): entry is RawPageLinks['links'][number] =>
    Array.isArray(entry) && entry.length === 3 && entry.every((part) => typeof part === 'string');
  return links.every(isTriple) ? { url, base, links } : null;
}

/** The address without its fragment: `#section` is a place in the same page, not another address. */
function withoutFragment(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

const hasToken = (list: string, token: string) => list.toLowerCase().split(/\s+/).includes(token);

/**
 * Picks what to offer from what the page declared, for the tab the popup shows (`tabUrl`):
 * - relative `href`s resolve against the document's base address;
 * - only web addresses (http, https) count, and on an https page only https ones: an http
 *   canonical there is a site's mistake, and offering it would downgrade the link;
 * - an address equal to the page's own (its fragment aside) offers nothing;
 * - several canonical addresses that disagree offer none (search engines then ignore them too);
 * - a short link equal to the canonical address is not a short link.
 * A page that is no longer the tab's address (it navigated since the popup opened) offers nothing.
 */
export function choosePageLinks(raw: RawPageLinks, tabUrl: string): PageLinks {
  const page = parse(raw.url);
  const tab = parse(tabUrl);
  if (!page || !tab || withoutFragment(page) !== withoutFragment(tab)) return NO_PAGE_LINKS;
  const base = parse(raw.base) ?? page;
  const pageAddress = withoutFragment(page);

  const offerable = (href: string): string | null => {
    const url = parse(href.trim(), base.href);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
    if (page.protocol === 'https:' && url.protocol === 'http:') return null;
    if (url.username || url.password) return null;
    return withoutFragment(url) === pageAddress ? null : url.href;
  };
  const declared = (matches: (rel: string, rev: string) => boolean) =>
    raw.links.filter(([rel, rev]) => matches(rel, rev)).map(([, , href]) => href);

  const canonicalHrefs = declared((rel) => hasToken(rel, 'canonical'));
  // A page that declares itself among its canonical addresses says it is canonical already.
  const canonicals = new Set(canonicalHrefs.map((href) => offerable(href)));
  const canonical = canonicals.size === 1 ? ([...canonicals][0] ?? null) : null;

  const shortHrefs = [
    ...declared((rel) => hasToken(rel, 'shortlink')),
    ...declared((rel) => hasToken(rel, 'shorturl')),
    ...declared((_rel, rev) => hasToken(rev, 'canonical')),
  ];
  const shortLink = shortHrefs.map((href) => offerable(href)).find((url) => url !== null && url !== canonical) ?? null;
  return { canonical, shortLink };
}
