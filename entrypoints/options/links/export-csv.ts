import type { Expiry, Link } from '@/lib/api/model/link';
import { csvOf, csvText } from '@/lib/csv';

/**
 * The links of an export as a CSV file: one line per link, one column per field of the model
 * (`Link`, lib/api/model/link.ts), named by its path there (`expiry.date`, `space.name`), so a
 * program reading the file finds the same names as in the JSON export. The header is the same in
 * every language. Nested values that are lists (pixels, targeting rules) are one cell of JSON text.
 *
 * Cells: text guarded against formulas (`csvText`: a leading `=`, `+`, `-` or `@` gets an
 * apostrophe, so the JSON file is the lossless one); numbers as digits; true/false; empty for
 * "none" (null).
 */

type Cell = (link: Link) => string;

const text = (value: string | null): string => (value === null ? '' : csvText(value));
const integer = (value: number | null): string => (value === null ? '' : String(value));
const yesNo = (value: boolean | null): string => (value === null ? '' : String(value));
const jsonText = (value: unknown): string => csvText(JSON.stringify(value));

/** The expiry's columns, in the model's order; a field added to `Expiry` does not compile without one. */
const EXPIRY: { [Field in keyof Expiry]: (expiry: Expiry) => string } = {
  startDate: (expiry) => text(expiry.startDate),
  startTime: (expiry) => text(expiry.startTime),
  date: (expiry) => text(expiry.date),
  time: (expiry) => text(expiry.time),
  clickLimit: (expiry) => integer(expiry.clickLimit),
  redirectUrl: (expiry) => text(expiry.redirectUrl),
};

/**
 * Every field's columns, in the model's order: a field added to `Link` does not compile until it
 * has its columns here (and then it is in the file).
 */
const COLUMNS: { [Field in keyof Link]: readonly (readonly [name: string, cell: Cell])[] } = {
  id: [['id', (link) => integer(link.id)]],
  alias: [['alias', (link) => text(link.alias)]],
  destination: [['destination', (link) => text(link.destination)]],
  shortUrl: [['shortUrl', (link) => text(link.shortUrl)]],
  title: [['title', (link) => text(link.title)]],
  space: [
    ['space.id', (link) => integer(link.space?.id ?? null)],
    ['space.name', (link) => text(link.space?.name ?? null)],
    ['space.color', (link) => integer(link.space?.color ?? null)],
  ],
  domain: [
    ['domain.id', (link) => integer(link.domain?.id ?? null)],
    ['domain.name', (link) => text(link.domain?.name ?? null)],
  ],
  // Each pixel's id, name and type: as JSON text, an array the JSON export has as it is.
  pixels: [['pixels', (link) => jsonText(link.pixels)]],
  disabled: [['disabled', (link) => yesNo(link.disabled)]],
  privacy: [['privacy', (link) => text(link.privacy)]],
  hasRedirectPassword: [['hasRedirectPassword', (link) => yesNo(link.hasRedirectPassword)]],
  hasPrivacyPassword: [['hasPrivacyPassword', (link) => yesNo(link.hasPrivacyPassword)]],
  expiry: Object.entries(EXPIRY).map(
    ([field, cell]) => [`expiry.${field}`, (link: Link) => cell(link.expiry)] as const,
  ),
  // The kind and its rules (or `rules-not-reported`), as JSON text.
  targeting: [['targeting', (link) => jsonText(link.targeting)]],
  clicks: [['clicks', (link) => integer(link.clicks)]],
  createdAt: [['createdAt', (link) => text(link.createdAt)]],
  updatedAt: [['updatedAt', (link) => text(link.updatedAt)]],
};

const ALL_COLUMNS = Object.values(COLUMNS).flat();

/** The names of the file's columns, in order. */
export const LINK_CSV_HEADER: readonly string[] = ALL_COLUMNS.map(([name]) => name);

/** The CSV file of `links`: the header, then a line per link. */
export function linksCsv(links: readonly Link[]): string {
  return csvOf(
    LINK_CSV_HEADER,
    links.map((link) => ALL_COLUMNS.map(([, cell]) => cell(link))),
  );
}
