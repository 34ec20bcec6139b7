import { median } from './median';
import { onConnectedOptionsPage, readRenderMeasure } from './render-measure';

const ROWS = 100;
const RUNS = 9;

/**
 * Milliseconds from "Review the list" (100 pasted addresses) to the frame showing the review
 * table's 100 rows, each with its address and alias fields and Remove (the page's own performance
 * measure), median of several readings of the list (each draws 100 new rows), in headless Chromium.
 */
export async function measureBulkReviewRender(
  extensionDir: string,
): Promise<{ median: number; runs: number[]; commitMedian: number }> {
  return onConnectedOptionsPage(extensionDir, 'bulk', async (page) => {
    const list = Array.from(
      { length: ROWS },
      (_, i) => `https://example.com/articles/${i}/a-reasonably-long-path-for-realism?utm_source=bench`,
    );
    await page.getByLabel('Addresses to shorten').fill(list.join('\n'));
    const read = async () => {
      await page.getByRole('button', { name: 'Review the list' }).click();
      const { value, commit } = await readRenderMeasure(page, 'bulkReview');
      const rows = await page.getByTestId('bulk-review-row').count();
      if (rows !== ROWS) throw new Error(`Expected ${ROWS} rows, the table shows ${rows}`);
      return { value, commit };
    };
    // The first reading also loads the defaults' fields; it warms up and is not counted.
    await read();
    const runs: number[] = [];
    const commits: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { value, commit } = await read();
      runs.push(value);
      commits.push(commit);
    }
    return { median: median(runs), runs, commitMedian: median(commits) };
  });
}
