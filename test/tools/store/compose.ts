import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readPngSize } from '../lib/png';
import { assertNoLoopback } from './loopback-check';

/**
 * Renders one of the stage pages (./stage.ts) in Chromium and writes its picture, after checking
 * what a person would see wrong in it: text cut off or running out of its box, a popup hanging
 * off the canvas, loopback anywhere.
 */
export async function renderPicture(
  page: Page,
  html: string,
  size: { width: number; height: number },
  file: string,
): Promise<void> {
  await page.setViewportSize(size);
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('[data-fit]')) {
      if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1)
        found.push(`"${element.innerText}" does not fit its box`);
    }
    if (document.documentElement.scrollHeight > window.innerHeight)
      found.push('the content is taller than the picture');
    for (const image of document.images) {
      const box = image.getBoundingClientRect();
      if (!image.complete || image.naturalWidth === 0) found.push('an image did not load');
      if (box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
        if (image.closest('[data-inside]')) found.push('the popup runs off the picture');
    }
    return found;
  });
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  await assertNoLoopback(page, file);
  const png = await page.screenshot({ animations: 'disabled' });
  const { width, height } = readPngSize(png);
  if (width !== size.width || height !== size.height)
    throw new Error(
      `${file} came out ${String(width)}×${String(height)}, not ${String(size.width)}×${String(size.height)}`,
    );
  writeFileSync(file, png);
}
