import type { LinkListQuery } from './api/model/link-query';
import { linkState, type Link, type LinkState } from './api/model/link';
import type { TrackingParameterChoices } from './settings';
import { addressToShorten } from './tracking-parameters';

/**
 * "Already on your server": the links whose destination is the page, made anywhere (phpShort's
 * dashboard, another browser, a colleague on the same account), found with one search of the
 * link list by URL.
 *
 * What counts as the same page: the page's address as the extension would send it, with or without
 * the tracking parameters it removes, compared after `URL` has read both sides. So a bare origin
 * with or without its `/`, a host's case, a default port, raw non-ASCII against its `%`-escape and
 * the case of an escape's hex digits are the same; anything else (another parameter, another
 * fragment, `http` for `https`, a destination that merely contains the address) is another page.
 */

/** A link found for the page, as the popup offers it and the menu copies it. */
export interface ExistingLink {
  id: number;
  shortUrl: string;
  alias: string;
  clicks: number;
  title: string | null;
  state: LinkState;
  createdAt: string | null;
}

/**
 * The look-up's answer. `asked`: false when the server was not asked (the setting is off, the
 * rate limit's budget was short, the server failed): nothing is known, and shortening goes on.
 */
export interface ExistingLinks {
  asked: boolean;
  /** Newest first. */
  links: ExistingLink[];
}

export const NOT_ASKED: ExistingLinks = { asked: false, links: [] };

/** How many of the newest links the search answers with: a page rarely has more short links. */
const LINKS_LOOKED_AT = 50;

/** The page's address as the extension would send it, and without the tracking parameters it removes. */
export function pageForms(pageUrl: string, choices: TrackingParameterChoices): string[] {
  const cleaned = addressToShorten(pageUrl, choices).url;
  return cleaned === pageUrl ? [pageUrl] : [pageUrl, cleaned];
}

/** An address as `URL` reads it, its escapes' hex digits in capitals; as written when it is none. */
function comparable(address: string): string {
  const trimmed = address.trim();
  if (!URL.canParse(trimmed)) return trimmed;
  return new URL(trimmed).href.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
}

function commonPrefix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return a.slice(0, length);
}

/**
 * The text searched for, so that one request finds every form: the server finds destinations that
 * contain it (case aside), so it is what all forms begin with (the address up to the first tracking
 * parameter removed), cut before the first `%` (a destination may hold the raw character, and `%`
 * is a wildcard in phpShort's SQL) and, for a bare origin, before its optional `/`.
 */
export function searchTextFor(forms: readonly string[]): string {
  const [first = ''] = forms;
  let text = forms.reduce(commonPrefix, first);
  const escape = text.indexOf('%');
  if (escape !== -1) text = text.slice(0, escape);
  if (URL.canParse(first)) {
    const { origin, pathname } = new URL(first);
    if (pathname === '/' && text.toLowerCase().startsWith(`${origin}/`)) text = text.slice(0, origin.length);
  }
  return text;
}

/** The one list request of a look-up: the newest links whose destination contains the search text. */
export function lookUpQuery(forms: readonly string[]): LinkListQuery {
  return { search: searchTextFor(forms), searchIn: 'url', order: 'newest', perPage: LINKS_LOOKED_AT };
}

/** Newest first by creation; a link without a readable date after dated ones, then by id (newer ids first). */
function newestFirst(a: Link, b: Link): number {
  const at = (link: Link) => (link.createdAt === null ? Number.NaN : Date.parse(link.createdAt));
  const [ta, tb] = [at(a), at(b)];
  if (!Number.isNaN(ta) && !Number.isNaN(tb) && ta !== tb) return tb - ta;
  if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? 1 : -1;
  return b.id - a.id;
}

/** Of `links` (a search's answer), those whose destination is one of the page's `forms`, newest first. */
export function linksForPage(forms: readonly string[], links: readonly Link[], now = new Date()): ExistingLink[] {
  const wanted = new Set(forms.map(comparable));
  return links
    .filter((link) => wanted.has(comparable(link.destination)))
    .sort(newestFirst)
    .map((link) => ({
      id: link.id,
      shortUrl: link.shortUrl,
      alias: link.alias,
      clicks: link.clicks,
      title: link.title,
      state: linkState(link, now),
      createdAt: link.createdAt,
    }));
}

/** The link to offer or copy: the newest one that works (not expired, not disabled). */
export function newestActive(found: ExistingLinks): ExistingLink | null {
  return found.links.find((link) => link.state === 'active') ?? null;
}
