/**
 * phpShort's limit on a link's destination URL: `max:2048` in the rules of both dialects, which PHP
 * counts with mb_strlen, in characters (code points), not in UTF-16 units as `String.length` does.
 */
export const DESTINATION_MAX_CHARACTERS = 2048;

/** The length of `text` as the server measures it. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}
