import { csvOf, csvText } from '../csv';
import { linkText } from '../link-text';

/**
 * A finished run's links as text to paste elsewhere: a plain list of short links, a Markdown list,
 * an HTML list, or CSV (original ⇄ short). Only rows that got a link. Each link is written as
 * ../link-text.ts has it, its original address for words (never a link of what is not a web
 * address); the CSV and the plain list keep the short link as text.
 */

export interface ResultPair {
  /** The address the row sent (without the tracking parameters taken out): where the short link leads. */
  original: string;
  short: string;
}

export type ResultFormat = 'plain' | 'markdown' | 'html' | 'csv';

export const RESULT_FORMATS: readonly ResultFormat[] = ['plain', 'markdown', 'html', 'csv'];

export function formatResults(pairs: readonly ResultPair[], format: ResultFormat): string {
  switch (format) {
    case 'plain':
      return pairs.map((pair) => pair.short).join('\n');
    case 'markdown':
      return pairs.map(({ original, short }) => `- ${linkText('markdown', short, original)}`).join('\n');
    case 'html':
      return [
        '<ul>',
        ...pairs.map(({ original, short }) => `  <li>${linkText('html', short, original)}</li>`),
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
