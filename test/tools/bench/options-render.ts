import { createClient } from '../../../lib/api/client';
import { STORAGE } from '../../../lib/storage/registry';
import { launchExtension } from '../../e2e/support/launch-extension';
import { startReferenceServer } from '../../server/index';
import { median } from './median';
import { readRenderMeasure } from './render-measure';

const KEY = 'bench'.padEnd(64, '0');
const ROWS = 100;
const RUNS = 9;

/**
 * Milliseconds from the links answer reaching the options page to the frame showing its 100 rows
 * (the page's own performance measure), median of several page switches (each shows 100 new rows)
 * in the production build in headless Chromium against the reference server. The production build has no host permission;
 * the reference server's API answers CORS like phpShort, so the service worker still reads it.
 */
export async function measureOptionsRender(
  extensionDir: string,
): Promise<{ median: number; runs: number[]; commitMedian: number }> {
  const server = await startReferenceServer({ apiKeys: [KEY], titleFetch: false, rateLimitPerMinute: 100_000 });
  const session = await launchExtension({ extensionDir }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  try {
    const client = createClient({ serverUrl: server.url, apiKey: KEY });
    const spaces = [
      await client.spaces.create({ name: 'Marketing', color: 2 }),
      await client.spaces.create({ name: 'Support', color: 6 }),
    ];
    // Two full pages: each switch between them puts 100 new rows on screen.
    for (let i = 0; i < 2 * ROWS; i++) {
      await client.links.create({
        destination: `https://example.com/articles/${i}/a-reasonably-long-path-for-realism?utm_source=bench`,
        spaceId: spaces[i % 3]?.id,
        domainId: i % 4 === 0 ? 1 : undefined,
      });
    }
    await session.seedLocalStorage({ [STORAGE.connection.key]: { serverUrl: server.url, apiKey: KEY } });
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const runs: number[] = [];
    const commits: number[] = [];
    await page.goto(session.url('options.html?view=links&per=100'));
    const readMeasure = () => readRenderMeasure(page, 'links');
    // The first load also boots the page; it warms up and is not counted.
    await readMeasure();
    for (let run = 0; run < RUNS; run++) {
      const pager = page.getByRole('navigation', { name: 'Pages of links' });
      await pager.getByRole('button', { name: run % 2 === 0 ? 'Next' : 'Previous' }).click();
      const { value, commit } = await readMeasure();
      runs.push(value);
      commits.push(commit);
      const rows = await page.locator('[data-testid="link-row"]').count();
      if (rows !== ROWS) throw new Error(`Expected ${ROWS} rows, the page shows ${rows}`);
    }
    return { median: median(runs), runs, commitMedian: median(commits) };
  } finally {
    await session.close();
    await server.close();
  }
}
