import { GEO_TEST_HEADER } from '../../server/index';
import type { ReferenceServer } from '../../server/types';

/**
 * Visitors following short links on the reference server, over HTTP as a browser would: the
 * server records each click with what its request tells (user agent, referrer, language, and the
 * test header standing in for GeoIP). And the calendar days a statistics test reasons in.
 */

export const USER_AGENTS = {
  chromeOnWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxOnLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariOnIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
} as const;

export interface Visitor {
  userAgent: string;
  referer?: string;
  acceptLanguage?: string;
  /** `DE; Berlin` or `FR`: what the server's GeoIP would have found. */
  geo?: string;
}

/** Follows `server`'s short link `alias` once (without following the redirect); fails unless it redirected. */
export async function followLink(server: ReferenceServer, alias: string, visitor: Visitor): Promise<void> {
  const headers: Record<string, string> = { 'User-Agent': visitor.userAgent };
  if (visitor.referer !== undefined) headers.Referer = visitor.referer;
  if (visitor.acceptLanguage !== undefined) headers['Accept-Language'] = visitor.acceptLanguage;
  if (visitor.geo !== undefined) headers[GEO_TEST_HEADER] = visitor.geo;
  const answer = await fetch(`${server.url}/${alias}`, { redirect: 'manual', headers });
  await answer.body?.cancel();
  if (answer.status !== 302) throw new Error(`Following /${alias} answered ${String(answer.status)}, not a redirect`);
}

/** Today in `zone` as YYYY-MM-DD: the day an account in that zone counts a click of now on. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** The calendar day `count` days before `day` (negative: after). */
export function daysBefore(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - count * 86_400_000).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = daysBefore(day, -1)) days.push(day);
  return days;
}

/** A day as the English page writes it in full ("Nov 26, 2026"), as the chart names its bars. */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  );
}
