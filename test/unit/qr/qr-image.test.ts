import jsQR from 'jsqr';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { bilevelPng } from '@/lib/qr/png';
import { FILE_QUIET_ZONE, PNG_MIN_SIDE, pngScale, qrMatrix, qrPng, qrSvg } from '@/lib/qr/qr-image';
import { decodeBilevelPng, modulesFromPath, rgbaOfModules } from './qr-pictures';

const SHORT_URLS = ['https://go.example/abc', 'https://links.example.com/spring-sale-2026-newsletter-de'];

/** The modules of an SVG file read back from its markup: its viewBox, its white square, its one path. */
function readSvg(svg: string): { size: number; grid: boolean[][] } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  expect(viewBox?.[1]).toBe(viewBox?.[2]);
  const size = Number(viewBox?.[1]);
  expect(svg).toContain(`<rect width="${size}" height="${size}" fill="#ffffff"/>`);
  const paths = [...svg.matchAll(/<path d="([^"]*)" fill="#000000"\/>/g)];
  expect(paths).toHaveLength(1);
  return { size, grid: modulesFromPath(paths[0]?.[1] ?? '', size) };
}

/** Nothing dark within `zone` units of the edge of a `side`-square grid. */
function darkInMargin(grid: boolean[][], zone: number): number {
  const side = grid.length;
  return grid.flatMap((row, y) =>
    row.filter((dark, x) => dark && (x < zone || y < zone || x >= side - zone || y >= side - zone)),
  ).length;
}

describe('QR files', () => {
  it.each(SHORT_URLS)('an SVG of %s decodes back to the short URL, with a quiet zone of four modules', (url) => {
    const { size, grid } = readSvg(qrSvg(qrMatrix(url, FILE_QUIET_ZONE)));
    expect(grid).toEqual(encode(url, { ecc: 'M', border: 4 }).data);
    expect(darkInMargin(grid, 4)).toBe(0);
    // The top left finder pattern starts right after the quiet zone.
    expect(grid[4]?.[4]).toBe(true);
    const { data, side } = rgbaOfModules(grid, 6);
    expect(side).toBe(size * 6);
    expect(jsQR(data, side, side)?.data).toBe(url);
  });

  it.each(SHORT_URLS)(
    'a PNG of %s is at least 512 pixels, whole pixels a module, and decodes back to the short URL',
    async (url) => {
      const matrix = qrMatrix(url, FILE_QUIET_ZONE);
      const png = decodeBilevelPng(await qrPng(matrix));
      expect([png.bitDepth, png.colourType]).toEqual([1, 0]);
      expect(png.width).toBe(png.height);
      expect(png.width).toBeGreaterThanOrEqual(PNG_MIN_SIDE);
      const scale = pngScale(matrix);
      expect(png.width).toBe(matrix.size * scale);
      // Crisp modules: every pixel is its module's colour, and the quiet zone is 4 modules of white.
      expect(png.dark).toEqual(rgbaGridOf(matrix.dark, scale));
      expect(darkInMargin(png.dark, 4 * scale)).toBe(0);
      expect(png.dark[4 * scale]?.[4 * scale]).toBe(true);
      const rgba = new Uint8ClampedArray(png.width * png.height * 4);
      png.dark.forEach((row, y) =>
        row.forEach((dark, x) => rgba.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * png.width + x) * 4)),
      );
      expect(jsQR(rgba, png.width, png.height)?.data).toBe(url);
    },
  );

  it('writes any two-colour picture pixel for pixel, a width that is no multiple of eight included', async () => {
    const pattern = (x: number, y: number) => (x * 7 + y * 3) % 5 < 2;
    const png = decodeBilevelPng(await bilevelPng(13, 3, pattern));
    expect([png.width, png.height]).toEqual([13, 3]);
    expect(png.dark).toEqual(Array.from({ length: 3 }, (_, y) => Array.from({ length: 13 }, (_, x) => pattern(x, y))));
  });
});

/** The modules scaled up to pixels, `scale` a module. */
function rgbaGridOf(modules: boolean[][], scale: number): boolean[][] {
  return Array.from({ length: modules.length * scale }, (_, y) =>
    Array.from(
      { length: modules.length * scale },
      (_, x) => modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] ?? false,
    ),
  );
}
