import type { Page } from 'playwright-core';
import { commitMeasure, renderMeasure, type TimedView } from '../../../entrypoints/options/common/render-timing';

/**
 * Waits for the page's own measure of `view` (its answer to the painted frame) and reads it with
 * the part until the rows were in the DOM; clears the measures for the next reading.
 */
export async function readRenderMeasure(page: Page, view: TimedView): Promise<{ value: number; commit: number }> {
  const duration = await page.waitForFunction(
    (name) => {
      const [entry] = performance.getEntriesByName(name, 'measure');
      return entry ? entry.duration : false;
    },
    renderMeasure(view),
    { timeout: 15_000 },
  );
  const value = Number(await duration.jsonValue());
  const commit = await page.evaluate(
    (name) => performance.getEntriesByName(name, 'measure')[0]?.duration ?? NaN,
    commitMeasure(view),
  );
  await page.evaluate(() => performance.clearMeasures());
  return { value, commit };
}
