/**
 * A link's statistics as a current phpShort server keeps them (`GET /api/v1/stats/{id}`; classic
 * servers have none). The server counts clicks per calendar day and keeps top lists of who clicked
 * and how they came; this is the model's view, whatever the wire names (../current/stats.ts).
 */

/** A calendar day, `YYYY-MM-DD`: the server counts days in the account's time zone. */
export type Day = string;

/** Both ends included, as the server reads `from` and `to`. */
export interface StatsPeriod {
  from: Day;
  to: Day;
}

/** The clicks of one day. The server lists only days that had clicks; the others had none. */
export interface DayClicks {
  day: Day;
  count: number;
}

/** The top lists a server keeps for each link, by the model's names. */
export const TOP_LIST_NAMES = [
  'country',
  'city',
  'language',
  'browser',
  'operatingSystem',
  'device',
  'referrer',
] as const;
export type TopListName = (typeof TOP_LIST_NAMES)[number];

/**
 * One row of a top list. `value` is null where the server could not tell (a visitor from a
 * loopback address has no country): pages call it "Unknown". Countries are ISO 3166 alpha-2 codes,
 * languages ISO 639-1 codes, referrers hosts (or null: no referrer), the rest names as the server
 * writes them.
 */
export interface TopEntry {
  value: string | null;
  count: number;
}

/** The page sizes a server honours for top lists, as for every list. */
type TopListPageSize = 10 | 25 | 50 | 100;

export interface TopListQuery {
  period: StatsPeriod;
  /** 1 when absent. */
  page?: number;
  /** 10 when absent. Ordered by count, most first. */
  perPage?: TopListPageSize;
}
