import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrMatrix } from '@/components/qr/qr-matrix';

/** A reproducible stream of pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALIAS_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_';

/** Short links as a phpShort server makes them: a host, and an alias of any length. */
function shortLinks(count: number): string[] {
  const next = random(20);
  const pick = (characters: string) => characters[Math.floor(next() * characters.length)] ?? '';
  return Array.from({ length: count }, (_, i) => {
    const alias = Array.from({ length: 1 + Math.floor(next() * (i < count / 2 ? 24 : 400)) }, () =>
      pick(ALIAS_CHARACTERS),
    ).join('');
    return `https://${i % 3 === 0 ? 'sho.rt' : 'links.example.com'}/${alias}`;
  });
}

/**
 * The encoder is held to uqr's (Project Nayuki's algorithm) module for module, at level M without
 * quiet zone: the same version, data, error correction, mask choice and format bits.
 */
describe('qrMatrix', () => {
  const reference = (text: string) => encode(text, { ecc: 'M', border: 0 }).data;

  it('draws what the reference encoder draws, over every size of short link', () => {
    for (const url of shortLinks(300)) expect(qrMatrix(url), url).toEqual(reference(url));
  });

  it('encodes text beyond ASCII as UTF-8, and every version up to the largest', () => {
    for (const text of ['https://例え.jp/ä?q=ü€', 'https://sho.rt/ünïcødé-🙂', 'x'.repeat(2331)]) {
      expect(qrMatrix(text), text).toEqual(reference(text));
    }
    expect(qrMatrix('x'.repeat(2331))).toHaveLength(177);
    expect(() => qrMatrix('x'.repeat(2332))).toThrow(RangeError);
  });
});
