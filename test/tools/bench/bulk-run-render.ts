import { answerMark } from '../../../entrypoints/options/common/render-timing';
import { onConnectedOptionsPage, readRenderMeasure } from './render-measure';
import { median } from './median';

const ROWS = 100;
const RUNS = 9;

/**
 * Milliseconds from "Show it" (a finished Shorten many job of 100 items, already read from
 * storage) to the frame showing its run table — each row's address, state and short link, and the
 * results bar — the page's own performance measure, median of several showings, in headless
 * Chromium. The page's load is left out, as the review table's measure leaves it out: what is
 * timed is drawing the rows.
 */
export async function measureBulkRunRender(
  extensionDir: string,
): Promise<{ median: number; runs: number[]; commitMedian: number }> {
  return onConnectedOptionsPage(extensionDir, 'bulk', async (page) => {
    const list = Array.from({ length: ROWS }, (_, i) => `https://example.com/articles/${i}/a-reasonably-long-path`);
    await page.getByLabel('Addresses to shorten').fill(list.join('\n'));
    await page.getByRole('button', { name: 'Review the list' }).click();
    await page.getByTestId('bulk-start').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="bulk-run"]')?.getAttribute('data-status') === 'finished',
      null,
      { timeout: 60_000 },
    );
    // New list leaves the job seen; "Show it" above the inputs draws it again.
    await page.getByRole('button', { name: 'New list' }).click();
    const show = async () => {
      await page.evaluate((mark) => {
        performance.clearMeasures();
        performance.clearMarks(mark);
        performance.mark(mark);
      }, answerMark('bulkRun'));
      await page.getByRole('button', { name: 'Show it' }).click();
      const { value, commit } = await readRenderMeasure(page, 'bulkRun');
      const rows = await page.getByTestId('bulk-row').count();
      if (rows !== ROWS) throw new Error(`Expected ${ROWS} rows, the table shows ${rows}`);
      await page.getByRole('button', { name: 'New list' }).click();
      return { value, commit };
    };
    // The first showing warms up; it is not counted.
    await show();
    const runs: number[] = [];
    const commits: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { value, commit } = await show();
      runs.push(value);
      commits.push(commit);
    }
    return { median: median(runs), runs, commitMedian: median(commits) };
  });
}
