/**
 * Writing CSV files for spreadsheets (RFC 4180: comma-separated, CRLF line ends, fields with a
 * comma, quote or line break in double quotes, quotes doubled). Every export of the extension
 * (a link's statistics, the Links list) writes through here, so each gets the same guard below.
 */

const LINE_END = '\r\n';

/**
 * A text field, safe to open in a spreadsheet. Values come from others (referrer hosts a server
 * derived from visitors, titles it fetched from pages, addresses people shortened): a field
 * starting with `=`, `+`, `-` or `@` (or a tab or carriage return, which some spreadsheets skip
 * before reading one) would be run as a formula when the file is opened, e.g. `=HYPERLINK(…)`
 * leaking data or `=cmd|…` starting a program. A leading apostrophe makes the spreadsheet read it
 * as text (OWASP's advice); the file then differs from the value by that apostrophe.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: the header line, then one line per row; fields already written (`csvText`, numbers). */
export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.join(',') + LINE_END).join('');
}
