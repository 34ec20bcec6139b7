import { csvOf, csvText } from '../../../lib/csv';
import { IMPORT_PARSE_MEASURE } from '../../../entrypoints/options/common/render-timing';
import { median } from './median';
import { onConnectedOptionsPage, readRenderMeasure } from './render-measure';

const RUNS = 5;
/** Pages of the review turned after the readings, watching for long tasks. */
const PAGES_TURNED = 10;

/**
 * A Shlink-style CSV file of `rows` links holding what slows a reader: quoted cells, a line break
 * in a title, percent-encoded and dotted back-halves, case twins.
 */
export function benchImportFile(rows: number): string {
  const header = ['createdAt', 'domain', 'shortCode', 'shortUrl', 'longUrl', 'title', 'tags', 'visits'];
  const lines = Array.from({ length: rows }, (_, index) => {
    const code =
      index % 10 === 0 ? `caf%C3%A9-${String(index)}` : index % 7 === 0 ? `v${String(index)}.x` : `Ab${String(index)}`;
    return [
      '2026-05-01T10:20:30+02:00',
      's.example.com',
      code,
      `https://s.example.com/${code}`,
      `https://example.org/page/${String(index)}?utm_source=news&q=a,b`,
      index % 5 === 0 ? `Title ${String(index)}, "quoted"\nsecond line` : `Title ${String(index)}`,
      'foo|bar',
      String(index),
    ].map(csvText);
  });
  return csvOf(header, lines);
}

export interface ImportParseFigures {
  /** Text → rows with their alias plans, in the page (its chunks and pauses included), per reading. */
  parseRuns: number[];
  parseMedian: number;
  /** Read and planned → the review's first page painted, per reading. */
  reviewRuns: number[];
  reviewMedian: number;
  /** The page's longest task while reading and drawing, over all readings (Long Tasks API). */
  longestTaskMs: number;
  /**
   * The longest task while paging through the review at its largest page size (the review is paged,
   * not scrolled); 0 when none took over 50 ms, the least the Long Tasks API reports.
   */
  pagingLongestTaskMs: number;
  pagesTurned: number;
}

/**
 * Options → Import in the production build in headless Chromium: the text of a `rows`-link file
 * pasted and read several times (the page's own performance measures), each reading parsed and
 * planned in chunks, then the review's first page drawn.
 */
export async function measureImportParse(extensionDir: string, rows: number): Promise<ImportParseFigures> {
  return onConnectedOptionsPage(extensionDir, 'import', async (page) => {
    // Set in one go: typing (or `fill`) a megabyte into the field takes longer than the reading measured.
    await page.locator('#import-text').evaluate((field, text) => {
      if (!(field instanceof HTMLTextAreaElement)) throw new Error('#import-text is no text area');
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }, benchImportFile(rows));
    await page.evaluate(() => {
      const figures = window as unknown as { benchLongestTask: number };
      figures.benchLongestTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          figures.benchLongestTask = Math.max(figures.benchLongestTask, entry.duration);
        }
      }).observe({ type: 'longtask' });
    });
    const longestTask = () => page.evaluate(() => (window as unknown as { benchLongestTask: number }).benchLongestTask);
    const read = async () => {
      await page.getByTestId('import-read').click();
      const parseHandle = await page.waitForFunction((name) => {
        const [entry] = performance.getEntriesByName(name, 'measure');
        return entry ? entry.duration : false;
      }, IMPORT_PARSE_MEASURE);
      const parse = Number(await parseHandle.jsonValue());
      const review = await readRenderMeasure(page, 'importReview');
      const total = await page.getByTestId('import-start').textContent();
      if (!total?.replace(/\D/g, '').includes(String(rows))) {
        throw new Error(`Expected ${String(rows)} rows to import, the page says "${total ?? ''}"`);
      }
      return { parse, review: review.value };
    };
    // The first reading warms the page's code up; it is not counted.
    await read();
    await page.evaluate(() => {
      (window as unknown as { benchLongestTask: number }).benchLongestTask = 0;
    });
    const parseRuns: number[] = [];
    const reviewRuns: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { parse, review } = await read();
      parseRuns.push(parse);
      reviewRuns.push(review);
    }
    const readingLongestTask = await longestTask();
    // Then through the review as a person would, at the largest page size, each page painted.
    await page
      .getByLabel('Per page')
      .selectOption({ index: (await page.getByLabel('Per page').locator('option').count()) - 1 });
    const range = page.getByTestId('links-range');
    await page.evaluate(() => {
      (window as unknown as { benchLongestTask: number }).benchLongestTask = 0;
    });
    let pagesTurned = 0;
    for (; pagesTurned < PAGES_TURNED; pagesTurned++) {
      const before = await range.textContent();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForFunction(
        ({ shown }) => document.querySelector('[data-testid="links-range"]')?.textContent !== shown,
        { shown: before },
      );
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    }
    return {
      parseRuns,
      parseMedian: median(parseRuns),
      reviewRuns,
      reviewMedian: median(reviewRuns),
      longestTaskMs: readingLongestTask,
      pagingLongestTaskMs: await longestTask(),
      pagesTurned,
    };
  });
}
