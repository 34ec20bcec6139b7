import type { Page } from 'playwright-core';
import { commitMeasure, renderMeasure, type TimedView } from '../../../entrypoints/options/common/render-timing';
import { connectExtension, startE2EServer } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';

/**
 * Runs `measure` on the options page's `view` (a desktop window) of the build in `extensionDir`,
 * connected to a reference server of its own; the browser and the server are closed after it.
 */
export async function onConnectedOptionsPage<T>(
  extensionDir: string,
  view: string,
  measure: (page: Page) => Promise<T>,
): Promise<T> {
  const server = await startE2EServer();
  const session = await launchExtension({ extensionDir }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  try {
    await connectExtension(session, server);
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(session.url(`options.html?view=${view}`));
    return await measure(page);
  } finally {
    await session.close();
    await server.close();
  }
}

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
