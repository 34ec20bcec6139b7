import { STORAGE } from '../../../lib/storage/registry';
import { detectedProfile, E2E_KEY, serverClient, startE2EServer } from '../../e2e/support/extension-state';
import { launchExtension } from '../../e2e/support/launch-extension';
import { startTargetSite } from '../../e2e/support/target-site';
import { waitUntil } from '../../e2e/support/wait-until';
import { median } from './median';

const RUNS = 9;
const QUERY = 'findme';
/** Links per searched field; the finder asks each field for 10 (entrypoints/popup/finder/found-links.ts). */
const PER_FIELD = 10;

export interface FinderRenderFigures {
  /** The search's last answer in the popup → the frame showing its results, ms, median of the runs. */
  median: number;
  runs: number[];
  /** Of which answer → results in the DOM (median). */
  commitMedian: number;
  /** Results each search showed (the same every run, or the figure is not one). */
  results: number;
}

/**
 * "Find a link" in the popup, in the production build against a current reference server whose
 * links match the query by alias, by title and by address, ten of each (30 results): from the
 * last of the search's three answers reaching the popup to the frame that shows the results. Each
 * run is a fresh popup (a popup keeps its answers), after a warm-up one.
 *
 * Timed from outside, with nothing added to the finder: the answers are the popup's messages to
 * the background (`browser.runtime.sendMessage`, wrapped in the page for the run), the results'
 * arrival a mutation of their list, the paint the task after the next frame (as
 * entrypoints/options/common/render-timing.ts times the options page's views).
 */
export async function measureFinderRender(extensionDir: string): Promise<FinderRenderFigures> {
  const server = await startE2EServer({ dialect: 'current' });
  const site = await startTargetSite();
  const session = await launchExtension({ extensionDir });
  try {
    const client = serverClient(server);
    // Created oldest first: the title's matches (titles are the hostnames), then the addresses'
    // (newer, so the address search shows these rather than the former), then the aliases'.
    for (let i = 0; i < PER_FIELD; i++) await client.links.create({ destination: `https://${QUERY}-${i}.example/` });
    for (let i = 0; i < PER_FIELD; i++) await client.links.create({ destination: `https://example.com/${QUERY}/${i}` });
    for (let i = 0; i < PER_FIELD; i++) {
      await client.links.create({ destination: `https://example.com/page/${i}`, alias: `${QUERY}${i}` });
    }
    await waitUntil(async () => STORAGE.servers.key in (await session.readLocalStorage()), {
      timeout: 10_000,
      failure: () => 'The background never listed its servers',
    });
    await session.seedLocalStorage({
      [STORAGE.connection.key]: { serverUrl: server.url, apiKey: E2E_KEY },
      [STORAGE.serverProfile.key]: detectedProfile(server),
    });
    await session.openPage(site.articleUrl);
    const tabId = await session.findTabId(site.articleUrl);

    const runs: number[] = [];
    const commits: number[] = [];
    let results = -1;
    for (let run = 0; run <= RUNS; run++) {
      const page = await session.context.newPage();
      await page.goto(session.url(`popup.html?tabId=${tabId}`));
      await page.waitForFunction(() => performance.getEntriesByName('popup-interactive').length > 0);
      await page.getByTestId('finder-open').click();
      const field = page.getByRole('searchbox');
      await field.waitFor();
      const timed = page.evaluate(
        () =>
          new Promise<{ commit: number; paint: number; rows: number }>((resolve, reject) => {
            const runtime = (globalThis as unknown as RuntimeGlobal).chrome.runtime;
            const send = runtime.sendMessage.bind(runtime);
            let answered = Number.NaN;
            runtime.sendMessage = (message: unknown) => {
              const answer = send(message);
              const name = typeof message === 'object' && message !== null && 'name' in message ? message.name : '';
              if (name !== 'links/list') return answer;
              return answer.then((value) => {
                answered = performance.now();
                return value;
              });
            };
            const list = document.getElementById('finder-results');
            if (!list) {
              reject(new Error('The finder has no results list'));
              return;
            }
            new MutationObserver((_, observer) => {
              const rows = list.querySelectorAll('li').length;
              if (rows === 0 || Number.isNaN(answered)) return;
              observer.disconnect();
              const commit = performance.now() - answered;
              // A task queued from a frame callback runs after that frame has been painted.
              requestAnimationFrame(() =>
                setTimeout(() => resolve({ commit, paint: performance.now() - answered, rows })),
              );
            }).observe(list, { childList: true, subtree: true });
          }),
      );
      await field.fill(QUERY);
      const { commit, paint, rows } = await timed;
      await page.close();
      if (results >= 0 && rows !== results)
        throw new Error(`A search showed ${String(rows)} results, another ${String(results)}`);
      results = rows;
      if (run === 0) continue;
      runs.push(paint);
      commits.push(commit);
    }
    if (results !== 3 * PER_FIELD)
      throw new Error(`The finder showed ${String(results)} results, not ${String(3 * PER_FIELD)}`);
    return { median: median(runs), runs, commitMedian: median(commits), results };
  } finally {
    await session.close();
    await site.close();
    await server.close();
  }
}

interface RuntimeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}
