/**
 * A PNG writer for two-colour pictures: one bit per pixel, greyscale (0 black, 1 white), the
 * rows zlib-compressed by the browser's CompressionStream. Enough for a QR code, and every
 * pixel is exactly what the caller said: no canvas smoothing, no colour management.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Writes a `width` × `height` picture where `isDark(x, y)` says which pixels are black. */
export async function bilevelPng(
  width: number,
  height: number,
  isDark: (x: number, y: number) => boolean,
): Promise<Uint8Array> {
  const rowBytes = Math.ceil(width / 8);
  // Each row: filter type 0 (none), then the pixels, most significant bit first; 1 is white.
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x++) {
      const at = start + (x >> 3);
      if (!isDark(x, y)) raw[at] = (raw[at] ?? 0) | (0x80 >> (x & 7));
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter set 0, no interlace
  return concat([
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', await zlib(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** "deflate" in Compression Streams is the zlib format PNG's IDAT wants. */
async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (ISO 3309) over a chunk's type and data, as PNG checks it. */
function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
