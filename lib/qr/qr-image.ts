import { encode } from 'uqr';
import { bilevelPng } from './png';

/** A QR code's modules, quiet zone included: `dark[y][x]`, `size` modules a side. */
export interface QrMatrix {
  dark: boolean[][];
  size: number;
}

/** The quiet zone the QR standard asks of a printed code, in modules: files get all of it. */
export const FILE_QUIET_ZONE = 4;

/** The smallest side of a PNG file, in pixels: big enough for a slide or a poster. */
export const PNG_MIN_SIDE = 512;

/** Level M (15 % of the code may be lost) in the smallest version that fits; uqr picks the mask. */
export function qrMatrix(text: string, quietZone: number): QrMatrix {
  const { data, size } = encode(text, { ecc: 'M', border: quietZone });
  return { dark: data, size };
}

/** The dark modules as one path in module units: one `h` run per row of adjacent dark modules. */
export function qrPathData({ dark }: QrMatrix): string {
  let path = '';
  dark.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      const run = x - start + 1;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return path;
}

/** An SVG file: black modules on a white square, the viewBox in modules, quiet zone included. */
export function qrSvg(matrix: QrMatrix): string {
  const { size } = matrix;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#ffffff"/>` +
    `<path d="${qrPathData(matrix)}" fill="#000000"/></svg>\n`
  );
}

/** Whole pixels per module (crisp edges), as few as make the side at least PNG_MIN_SIDE. */
export function pngScale({ size }: QrMatrix): number {
  return Math.ceil(PNG_MIN_SIDE / size);
}

/** A PNG file: black on white, each module a square of pngScale() pixels. */
export function qrPng(matrix: QrMatrix): Promise<Uint8Array> {
  const scale = pngScale(matrix);
  const side = matrix.size * scale;
  return bilevelPng(side, side, (x, y) => matrix.dark[Math.floor(y / scale)]?.[Math.floor(x / scale)] ?? false);
}
