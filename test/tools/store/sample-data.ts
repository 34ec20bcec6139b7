/**
 * What the store pictures show in one language: a company's links, spaces and pages as a person
 * who runs phpShort for it would have them. Every address is on the reserved example.com family;
 * the pages live on `SAMPLE_SITE` and the short links on `SHORT_LINK_ORIGIN`.
 */

/** Where the sample pages are served (to the browser's tab and to the server's title fetch). */
export const SAMPLE_SITE = 'https://www.example.com';
/** The phpShort server's public address: its short links read `https://go.example.com/<alias>`. */
export const SHORT_LINK_ORIGIN = 'https://go.example.com';

/** phpShort's six space colours. */
type SpaceColor = 1 | 2 | 3 | 4 | 5 | 6;

/** The article the popup is opened on, drawn behind it. */
export interface SamplePage {
  /** Path on `SAMPLE_SITE`, e.g. `/blog/spring-sale`. */
  path: string;
  /** Its `<title>`: what phpShort stores as the link's title. */
  title: string;
  /** The company's name in the page's header. */
  siteName: string;
  /** The header's menu. */
  menu: readonly string[];
  /** A short line above the heading (the blog's section). */
  kicker: string;
  heading: string;
  lead: string;
  paragraphs: readonly string[];
}

/** A page that already has a short link on the server. */
interface SampleLink {
  path: string;
  /** Its `<title>`, which the server reads when the link is made. */
  title: string;
  alias: string;
  /** A name from `SampleData.spaces`, or none. */
  space: string | null;
  /** Visitors over the last 90 days: shapes the clicks column, the sparklines and the statistics. */
  visits: number;
}

/** A visitor's place and language, as a GeoIP database and `Accept-Language` tell the server. */
interface SampleVisitor {
  /** ISO 3166-1 alpha-2. */
  country: string;
  city: string;
  /** ISO 639-1. */
  language: string;
}

export interface SampleData {
  page: SamplePage;
  /** What the person chooses in the popup for `page`. */
  popup: { space: string; alias: string };
  spaces: readonly { name: string; color: SpaceColor }[];
  /** Oldest first, as they were made. */
  links: readonly SampleLink[];
  /** The alias (of `links`) whose statistics are shown. */
  statsAlias: string;
  /** Shorten many: the header line of the pasted spreadsheet cells, and its rows (path, title, alias). */
  bulk: { header: readonly [string, string]; rows: readonly { path: string; title: string; alias: string }[] };
  /** Where the visitors come from, most frequent first. */
  visitors: readonly SampleVisitor[];
  /** Hosts (of the example.com family) that send visitors, besides people who come directly. */
  referrers: readonly string[];
}
