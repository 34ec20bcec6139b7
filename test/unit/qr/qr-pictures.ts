import { inflateSync, crc32 } from 'node:zlib';

/** Reads the dark modules back from an SVG path of `M x y h n v1 h-n z` runs, on a `size` grid. */
export function modulesFromPath(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let covered = 0;
  for (const [whole, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    covered += whole.length;
    const row = grid[Number(y)];
    for (let i = 0; row && i < Number(run); i++) row[Number(x) + i] = true;
  }
  // Every command of the path was understood: nothing drawn was skipped.
  if (covered !== path.length) throw new Error(`Unread path commands in ${path}`);
  return grid;
}

/** A grid of modules as RGBA pixels, `scale` pixels a module: what jsQR reads. */
export function rgbaOfModules(grid: boolean[][], scale: number): { data: Uint8ClampedArray; side: number } {
  const side = grid.length * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const value = grid[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
      data.set([value, value, value, 255], (y * side + x) * 4);
    }
  }
  return { data, side };
}

export interface DecodedPng {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  /** `dark[y][x]`: true where the pixel is black. */
  dark: boolean[][];
}

/**
 * A small PNG reader for what the extension writes (greyscale, 1 bit, no filter): checks the
 * signature and every chunk's CRC with node's own zlib, inflates the rows, and reads the bits.
 */
export function decodeBilevelPng(bytes: Uint8Array): DecodedPng {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, i) => bytes[i] === byte)) throw new Error('Not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let offset = 8; offset < bytes.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) {
      throw new Error(`Bad CRC in ${type}`);
    }
    chunks.push({ type, data });
    offset += 12 + length;
  }
  const types = chunks.map((chunk) => chunk.type);
  if (types[0] !== 'IHDR' || types.at(-1) !== 'IEND') throw new Error(`Chunks out of order: ${types.join()}`);
  const ihdr = chunks[0]?.data ?? new Uint8Array(13);
  const header = new DataView(ihdr.buffer, ihdr.byteOffset, 13);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  const bitDepth = header.getUint8(8);
  const colourType = header.getUint8(9);
  const raw = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const rowBytes = Math.ceil((width * bitDepth) / 8);
  if (raw.length !== (rowBytes + 1) * height) throw new Error(`Rows of ${raw.length} bytes for ${width}×${height}`);
  const dark = Array.from({ length: height }, (_, y) => {
    const start = y * (rowBytes + 1);
    if (raw[start] !== 0) throw new Error(`Row ${y} uses filter ${raw[start]}`);
    return Array.from({ length: width }, (_, x) => (((raw[start + 1 + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1) === 0);
  });
  return { width, height, bitDepth, colourType, dark };
}
