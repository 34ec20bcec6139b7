import { csvOf, csvText } from '../csv';
import { isWebAddress } from '../web-address';

/**
 * A finished run's links as text to paste elsewhere: a plain list of short links, a Markdown list,
 * an HTML list, or CSV (original ⇄ short). Only rows that got a link. Short links come from the
 * server: one that is not a web address is never made a link (Markdown, HTML) — a compromised
 * server could answer `javascript:`; the CSV and the plain list keep it as text.
 */

export interface ResultPair {
  /** The address the row sent (without the tracking parameters taken out): where the short link leads. */
  original: string;
  short: string;
}

export type ResultFormat = 'plain' | 'markdown' | 'html' | 'csv';

export const RESULT_FORMATS: readonly ResultFormat[] = ['plain', 'markdown', 'html', 'csv'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown's link text and target: brackets and parentheses escaped so neither ends early. */
const markdownText = (text: string) => text.replace(/[\\[\]]/g, '\\$&');
const markdownTarget = (url: string) => url.replace(/[()\s]/g, (c) => encodeURIComponent(c));

export function formatResults(pairs: readonly ResultPair[], format: ResultFormat): string {
  switch (format) {
    case 'plain':
      return pairs.map((pair) => pair.short).join('\n');
    case 'markdown':
      return pairs
        .map(({ original, short }) =>
          isWebAddress(short)
            ? `- [${markdownText(original)}](${markdownTarget(short)})`
            : `- ${markdownText(original)}: ${markdownText(short)}`,
        )
        .join('\n');
    case 'html':
      return [
        '<ul>',
        ...pairs.map(({ original, short }) =>
          isWebAddress(short)
            ? `  <li><a href="${escapeHtml(short)}">${escapeHtml(original)}</a></li>`
            : `  <li>${escapeHtml(original)}: ${escapeHtml(short)}</li>`,
        ),
        '</ul>',
      ].join('\n');
    case 'csv':
      // The same CSV as every export's (../csv.ts): CRLF line ends, and cells a spreadsheet would run as formulas made text.
      return csvOf(
        ['original', 'short'],
        pairs.map((pair) => [csvText(pair.original), csvText(pair.short)]),
      );
  }
}
