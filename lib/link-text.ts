import { isWebAddress } from './web-address';

/**
 * A short link written for where it is pasted: its plain address, a Markdown link or an HTML
 * link, with words (a title) to show. The popup's Copy and Shorten many's lists write it here.
 * Short links come from the server: one that is not a web address is never made a link (a
 * compromised server could answer `javascript:`), only written out as text beside the words.
 */

export type LinkTextFormat = 'plain' | 'markdown' | 'html';

export const LINK_TEXT_FORMATS: readonly LinkTextFormat[] = ['plain', 'markdown', 'html'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Markdown's link text and target: brackets and parentheses escaped so neither ends early. */
const markdownText = (text: string) => text.replace(/[\\[\]]/g, '\\$&');
// encodeURIComponent leaves parentheses as they are: they are written out here.
const PAREN_ESCAPES: Record<string, string> = { '(': '%28', ')': '%29' };
const markdownTarget = (url: string) => url.replace(/[()\s]/g, (c) => PAREN_ESCAPES[c] ?? encodeURIComponent(c));

/** `shortUrl` as `format` has it, showing `words` (HTML and Markdown; the plain address has none). */
export function linkText(format: LinkTextFormat, shortUrl: string, words: string): string {
  const web = isWebAddress(shortUrl);
  switch (format) {
    case 'plain':
      return shortUrl;
    case 'markdown':
      return web
        ? `[${markdownText(words)}](${markdownTarget(shortUrl)})`
        : `${markdownText(words)}: ${markdownText(shortUrl)}`;
    case 'html':
      return web
        ? `<a href="${escapeHtml(shortUrl)}">${escapeHtml(words)}</a>`
        : `${escapeHtml(words)}: ${escapeHtml(shortUrl)}`;
  }
}
