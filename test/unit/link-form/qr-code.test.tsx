// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from '@/components/qr/QrCode';
import { modulesFromPath } from '../qr/qr-pictures';

afterEach(cleanup);

/** The drawn image as rows of modules (true: dark), read back from its viewBox and path. */
function drawnModules(image: Element): boolean[][] {
  const size = Number(image.getAttribute('viewBox')?.split(' ')[2]);
  return modulesFromPath(image.querySelector('path')?.getAttribute('d') ?? '', size);
}

/** A finder pattern at (left, top): a dark 7×7 ring, a light ring, a dark 3×3 centre. */
function isFinder(grid: boolean[][], left: number, top: number): boolean {
  return Array.from({ length: 49 }, (_, i) => [i % 7, Math.floor(i / 7)] as const).every(([x, y]) => {
    const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3));
    return grid[top + y]?.[left + x] === (ring !== 2);
  });
}

describe('QrCode', () => {
  const url = 'https://sho.rt/promo';

  it('draws the short URL as an image named after it, at the size asked for', () => {
    render(<QrCode url={url} size={120} />);
    const image = screen.getByRole('img', { name: `QR code for ${url}` });
    expect(image.getAttribute('width')).toBe('120');
    expect(image.getAttribute('height')).toBe('120');
  });

  it("draws every module of the URL's code at level M, inside a light quiet zone of two modules", () => {
    render(<QrCode url={url} />);
    const grid = drawnModules(screen.getByRole('img'));
    expect(grid).toEqual(encode(url, { ecc: 'M', border: 2 }).data);
    const size = grid.length;
    const edge = [0, 1, size - 2, size - 1];
    expect(grid.flatMap((row, y) => row.filter((dark, x) => dark && (edge.includes(x) || edge.includes(y))))).toEqual(
      [],
    );
    // The three corners scanners find the code by.
    expect([isFinder(grid, 2, 2), isFinder(grid, size - 9, 2), isFinder(grid, 2, size - 9)]).toEqual([
      true,
      true,
      true,
    ]);
  });
});
