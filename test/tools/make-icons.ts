/**
 * Draws the extension icon (a white chain link on an indigo rounded square) at every size the
 * manifest needs, into public/icon/{size}.png. Run: `npx tsx test/tools/make-icons.ts`.
 * Shapes are signed distance functions in a 0..1 square, supersampled for smooth edges.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from './lib/png';

const SIZES = [16, 32, 48, 128];
const SAMPLES = 6; // per axis, per pixel
const TOP = [0x52, 0x52, 0xe0];
const BOTTOM = [0x33, 0x33, 0xb8];

type Point = [number, number];

function roundedSquare([x, y]: Point, inset: number, radius: number): number {
  const half = 0.5 - inset - radius;
  const qx = Math.abs(x - 0.5) - half;
  const qy = Math.abs(y - 0.5) - half;
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0));
  return outside + Math.min(Math.max(qx, qy), 0) - radius;
}

/** Outline of a capsule from a to b: distance to the segment, minus radius, as a ring. */
function capsuleRing(p: Point, a: Point, b: Point, radius: number, stroke: number): number {
  const [abx, aby] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.min(1, Math.max(0, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / (abx ** 2 + aby ** 2)));
  const d = Math.hypot(p[0] - a[0] - t * abx, p[1] - a[1] - t * aby) - radius;
  return Math.abs(d) - stroke / 2;
}

// Two links along the rising diagonal, overlapping in the middle like a chain.
const DIAGONAL: Point = [Math.SQRT1_2, -Math.SQRT1_2];
function link(center: number, p: Point): number {
  const c: Point = [0.5 + DIAGONAL[0] * center, 0.5 + DIAGONAL[1] * center];
  const a: Point = [c[0] - DIAGONAL[0] * 0.09, c[1] - DIAGONAL[1] * 0.09];
  const b: Point = [c[0] + DIAGONAL[0] * 0.09, c[1] + DIAGONAL[1] * 0.09];
  return capsuleRing(p, a, b, 0.115, 0.085);
}

function glyph(p: Point): number {
  return Math.min(link(-0.12, p), link(0.12, p));
}

function drawIcon(size: number): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  // Small icons get a thinner inset so the square fills the slot the browser gives it.
  const inset = size <= 16 ? 0 : 0.03;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let squareCover = 0;
      let glyphCover = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const p: Point = [(px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size];
          if (roundedSquare(p, inset, 0.22) <= 0) {
            squareCover++;
            if (glyph(p) <= 0) glyphCover++;
          }
        }
      }
      const total = SAMPLES * SAMPLES;
      const alpha = squareCover / total;
      const white = squareCover ? glyphCover / squareCover : 0;
      const t = py / Math.max(1, size - 1);
      const i = (py * size + px) * 4;
      for (let ch = 0; ch < 3; ch++) {
        const base = (TOP[ch] ?? 0) * (1 - t) + (BOTTOM[ch] ?? 0) * t;
        rgba[i + ch] = Math.round(base * (1 - white) + 255 * white);
      }
      rgba[i + 3] = Math.round(alpha * 255);
    }
  }
  return rgba;
}

const outDir = join(import.meta.dirname, '..', '..', 'public', 'icon');
mkdirSync(outDir, { recursive: true });
for (const size of SIZES) {
  writeFileSync(join(outDir, `${size}.png`), encodePng(size, size, drawIcon(size)));
  console.log(`public/icon/${size}.png`);
}
