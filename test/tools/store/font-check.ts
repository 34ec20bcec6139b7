import type { Page } from 'playwright-core';

/**
 * The characters of `text` that no font on this machine draws: Chromium draws them as the same
 * empty box as an unassigned code point (U+0378), which would make a picture of boxes. Found by
 * drawing each character on a canvas and comparing it with that box.
 */
export async function charactersWithoutFont(page: Page, text: string): Promise<string[]> {
  const characters = [...new Set(text.replace(/\s/g, ''))];
  return page.evaluate((wanted) => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas');
    context.font = '32px sans-serif';
    const drawings = ['\u0378', ...wanted].map((character) => {
      context.clearRect(0, 0, 48, 48);
      context.fillText(character, 4, 38);
      return context.getImageData(0, 0, 48, 48).data.join();
    });
    const [box] = drawings;
    return wanted.filter((_, index) => drawings[index + 1] === box);
  }, characters);
}
