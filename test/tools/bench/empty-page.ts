import type { ExtensionSession } from '../../e2e/support/extension-session';

/** When a near-empty extension page, opened as a tab, reaches DOMContentLoaded. */
export async function emptyPageLoaded(session: ExtensionSession): Promise<number> {
  const page = await session.context.newPage();
  await page.goto(session.url('offscreen.html'));
  const loaded = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
  );
  await page.close();
  return loaded;
}
