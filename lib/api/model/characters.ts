/**
 * How phpShort counts the length of text: Laravel's `max` on a string is PHP's `mb_strlen`, one per
 * Unicode code point. A rocket (two UTF-16 units in JavaScript) counts once; a family emoji counts
 * each person and each joiner between them. Input's own `maxlength` counts UTF-16 units and cuts a
 * paste in the middle of a character, so the forms count with this instead and refuse, never cut.
 */
export function characterCount(text: string): number {
  let count = 0;
  // The string iterator walks code points, pairing surrogates.
  for (const _ of text) count++;
  return count;
}
