// What a current server records of a click: from a visitor's request headers when a short link
// redirects, or as a test seeds it (`seedClicks`, POST /__control/clicks).
import type { IncomingHttpHeaders } from 'node:http';
import type { ClickDimension, ClickEvent, Store } from '../store';
import type { SeededClick } from '../types';
import { DEFAULT_DOMAIN_ID } from './catalog';
import type { CurrentLinkRow } from './link-row';
import { parseUserAgent } from './user-agent';
import { parseDate } from './zoned-time';

/**
 * Where the visitor is, as a test says it: `X-Test-Geo: DE; Berlin` (country ISO 3166 alpha-2,
 * optionally `;` and a city). A real server looks the address up in a GeoIP database, which knows
 * nothing of 127.0.0.1: without this header a loopback visitor has no country and no city.
 */
export const GEO_TEST_HEADER = 'x-test-geo';

export type VisitorFacts = Record<ClickDimension, string | null>;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The Referer's host, lower case; null without one or when it is not a URL. */
function referrerHost(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

/** The first tag's primary subtag: `de-CH,de;q=0.9,en;q=0.8` → `de`; `*` or nothing → null. */
function languageOf(acceptLanguage: string | undefined): string | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const primary = first.split('-')[0]?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

function geoOf(header: string | undefined): { country: string | null; city: string | null } {
  const [country = '', city = ''] = (header ?? '').split(';').map((part) => part.trim());
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return { country: null, city: null };
  return { country: code, city: city === '' ? null : city };
}

export function visitorFacts(headers: IncomingHttpHeaders): VisitorFacts {
  return {
    ...parseUserAgent(single(headers['user-agent'])),
    referrer: referrerHost(single(headers.referer)),
    language: languageOf(single(headers['accept-language'])),
    ...geoOf(single(headers[GEO_TEST_HEADER])),
  };
}

function linkOf(store: Store<CurrentLinkRow>, click: SeededClick): CurrentLinkRow | undefined {
  if (click.linkId !== undefined) return store.linkById(click.linkId);
  const links = store.allLinks();
  return (
    links.find((l) => l.alias === click.alias && l.domain === DEFAULT_DOMAIN_ID) ??
    links.find((l) => l.alias === click.alias)
  );
}

function timeOf(at: unknown, timezone: string): number | undefined {
  if (typeof at === 'number') return Number.isFinite(at) ? at : undefined;
  return typeof at === 'string' ? parseDate(at, timezone) : undefined;
}

/** Seeded clicks as events; throws naming the first one that names no link or no readable time. */
export function seededEvents(
  store: Store<CurrentLinkRow>,
  clicks: readonly SeededClick[],
  timezone: string,
): ClickEvent[] {
  return clicks.map((click, index) => {
    const link = linkOf(store, click);
    if (!link) throw new Error(`click ${index}: no link ${String(click.linkId ?? click.alias)}`);
    const at = timeOf(click.at, timezone);
    if (at === undefined) throw new Error(`click ${index}: cannot read the time ${String(click.at)}`);
    return {
      link: link.id,
      at,
      browser: click.browser ?? null,
      city: click.city ?? null,
      country: click.country ?? null,
      device: click.device ?? null,
      language: click.language ?? null,
      operating_system: click.operating_system ?? null,
      referrer: click.referrer ?? null,
    };
  });
}
