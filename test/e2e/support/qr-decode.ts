import jsQR from 'jsqr';
import type { BrowserContext, Download } from 'playwright-core';

export interface DecodedQr {
  /** The picture's own size in pixels (an SVG's: its viewBox drawn at `svgScale` pixels a unit). */
  width: number;
  height: number;
  /** What jsQR reads in it, or null when it finds no code. */
  text: string | null;
}

/** A download's bytes, read whole. */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Chromium decodes the picture (a PNG through createImageBitmap, an SVG through an <img>) on a
 * blank page, its pixels come back through a canvas, and jsQR reads them here: the file as any
 * program that opens it would see it.
 */
export async function decodeQrPicture(
  context: BrowserContext,
  bytes: Buffer,
  type: 'image/png' | 'image/svg+xml',
  svgScale = 8,
): Promise<DecodedQr> {
  const page = await context.newPage();
  try {
    const { width, height, pixels } = await page.evaluate(
      async ({ base64, type, svgScale }) => {
        const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
        let source: CanvasImageSource;
        let width: number;
        let height: number;
        if (type === 'image/png') {
          const bitmap = await createImageBitmap(blob);
          [source, width, height] = [bitmap, bitmap.width, bitmap.height];
        } else {
          const image = new Image();
          image.src = URL.createObjectURL(blob);
          await image.decode();
          const viewBox = new DOMParser()
            .parseFromString(await blob.text(), 'image/svg+xml')
            .documentElement.getAttribute('viewBox')
            ?.split(' ')
            .map(Number) ?? [0, 0, 0, 0];
          [source, width, height] = [image, (viewBox[2] ?? 0) * svgScale, (viewBox[3] ?? 0) * svgScale];
        }
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No 2D canvas');
        context.imageSmoothingEnabled = false;
        context.drawImage(source, 0, 0, width, height);
        const data = context.getImageData(0, 0, width, height).data;
        let binary = '';
        for (let i = 0; i < data.length; i += 0x8000) {
          binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
        }
        return { width, height, pixels: btoa(binary) };
      },
      { base64: bytes.toString('base64'), type, svgScale },
    );
    const rgba = new Uint8ClampedArray(Buffer.from(pixels, 'base64'));
    return { width, height, text: jsQR(rgba, width, height)?.data ?? null };
  } finally {
    await page.close();
  }
}
