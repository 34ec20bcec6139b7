/**
 * `npm run bench`: measures the production Chrome build against the budgets in ARCHITECTURE.md.
 * Prints every JS/CSS/HTML file (raw and gzip), each entrypoint's initial load and the zip's size
 * (reported, not judged), then the timings and request counts; exits 1 when a budget is exceeded
 * or a measure failed (the others still run). `npm run bench -- stats popup` runs only the measures
 * named (STEPS; `-- help` lists them), `--no-build` measures the builds already in .output.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGETS } from './bench/budgets';
import { listBuiltFiles, type BuiltFile } from './build-output/build-files';
import { backgroundEntrypoint, htmlEntrypoint, type EntrypointFiles } from './build-output/entrypoint-files';
import { packageFiles, packageSizes } from './build-output/package-zip';
import { overBudget, type Measurement } from './bench/measurement';
import { popupTimings } from './bench/popup-timings';
import { measureBulkReviewRender } from './bench/bulk-review-render';
import { measureBulkRunRender } from './bench/bulk-run-render';
import { measureImportParse } from './bench/import-parse';
import { measureOptionsRender } from './bench/options-render';
import { describe as describeRequests, measureStatsRender } from './bench/stats-render';
import { measurementTable, table } from './bench/report';
import { measureColdStart } from './bench/cold-start';
import { measureFinderRender } from './bench/finder-render';
import { measureJobStore } from './bench/job-store';
import { listRefreshes } from './bench/kept-lists';
import { measureLookUp, withinKeptAnswer } from './bench/look-up';
import { median } from './bench/median';
import { sessionRequests } from './bench/session-requests';
import { listSteps, runSteps, selectSteps, type BenchStep } from './bench/steps';
import { readZipDirectory, type ZipEntry } from './bench/zip-entries';
import { projectRoot, runBin } from './lib/run';

const OUTPUT = join(projectRoot, '.output');
const CHROME_BUILD = join(OUTPUT, 'chrome-mv3');
/**
 * The same production build plus the loopback origin, for the timings against the reference
 * server (without it, Chromium would add a CORS preflight to every API call).
 */
const TIMING_BUILD = join(OUTPUT, 'bench', 'chrome-mv3');

function entrypointMeasurements(
  name: string,
  entry: EntrypointFiles,
  files: Map<string, BuiltFile>,
  jsBudget?: number,
): Measurement[] {
  const sum = (paths: string[], key: 'raw' | 'gzip') =>
    paths.reduce((total, path) => total + (files.get(path)?.[key] ?? 0), 0);
  const kinds: [string, string[], number | undefined][] = [
    ['initial JS gzip', entry.js, jsBudget],
    ['CSS gzip', entry.css, undefined],
    ['HTML gzip', entry.html, undefined],
  ];
  return kinds
    .filter(([, paths]) => paths.length > 0)
    .map(([label, paths, budget]) => ({
      section: name,
      name: label,
      value: sum(paths, 'gzip'),
      raw: sum(paths, 'raw'),
      unit: 'bytes' as const,
      budget,
    }));
}

/** The requests of a typical session on each kind of server, with what they were, printed beside the count. */
async function sessionMeasurements(extensionDir: string): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  console.log(
    `\nA typical session (popup ×10 with 3 shortenings, link manager + 2 pages), requests the server saw` +
      ` — budget ≤ ${BUDGETS.sessionRequests}: one per thing asked of the server, the lists pages keep once,` +
      ` a sixth of phpShort's 60 a minute:`,
  );
  for (const dialect of ['classic', 'current'] as const) {
    const { requests } = await sessionRequests(extensionDir, dialect);
    const counts = new Map<string, number>();
    for (const r of requests) {
      const what = `${r.method} ${r.path.replace(/\/\d+/g, '/{id}')}`;
      counts.set(what, (counts.get(what) ?? 0) + 1);
    }
    const refused = requests.filter((r) => r.status === 429).length;
    console.log(
      `  ${dialect}: ${[...counts].map(([what, n]) => `${n}× ${what}`).join(', ')}${refused ? `; ${refused} refused (429)` : ''}`,
    );
    // The session's pace is the machine's: lists asked again once their 15 s had passed are not judged.
    const refreshes = listRefreshes(requests);
    if (refreshes.length > 0) {
      const seconds = ((requests.at(-1)?.at ?? 0) - (requests[0]?.at ?? 0)) / 1000;
      console.log(
        `  ${dialect}: the session took ${seconds.toFixed(1)} s, so ${refreshes.map((r) => `${r.method} ${r.path}`).join(', ')}` +
          ` came again after 15 s (list freshness): not counted below`,
      );
    }
    measurements.push({
      section: 'session',
      name: `API requests, ${dialect} server${refreshes.length > 0 ? ` (${String(refreshes.length)} refreshes after 15 s left out)` : ''}`,
      value: requests.length - refreshes.length,
      unit: 'count',
      budget: BUDGETS.sessionRequests,
    });
  }
  return measurements;
}

/** A link's statistics over 90 days (chart, comparison, seven top lists of 10 rows) on a current server. */
async function statsMeasurements(extensionDir: string): Promise<Measurement[]> {
  const stats = await measureStatsRender(extensionDir);
  console.log(
    `\nstatistics: 90 days, last answer → chart and 7 top lists painted (ms): ${stats.runs.map((ms) => ms.toFixed(1)).join(', ')}`,
  );
  console.log(
    `statistics: of which last answer → all in the DOM (median): ${stats.commitMedian.toFixed(1)} ms; the rest is style, layout and paint`,
  );
  console.log(
    `statistics: requests of the view ${stats.sameEveryOpening ? 'at each opening' : 'at the opening that asked the most (they differed)'}:` +
      ` ${describeRequests(stats.requests)}`,
  );
  if (stats.listsRefreshedAt.length > 0) {
    console.log(
      `statistics: the lists kept for pages were asked again at openings ${stats.listsRefreshedAt.join(', ')}` +
        ` (older than their 15 s by then; not counted for the view)`,
    );
  }
  if (stats.firstOpeningExtra.length > 0) {
    console.log(
      `statistics: the session's first opening also fetched the lists kept for pages (once a session, as in the` +
        ` session figure below): ${describeRequests(stats.firstOpeningExtra)}`,
    );
  }
  return [
    {
      section: 'statistics',
      name: '90-day chart and all top lists painted after the last answer (median)',
      value: stats.median,
      unit: 'ms',
      budget: BUDGETS.statsRenderMs,
    },
    {
      section: 'statistics',
      name: 'API requests to open the view (90 days)',
      value: stats.requests.length,
      unit: 'count',
      budget: BUDGETS.statsOpenRequests,
    },
  ];
}

const IMPORT_ROWS = 10_000;

/** Options → Import: a 10,000-link file's text read and planned, then the review's first page drawn. */
async function importMeasurements(extensionDir: string): Promise<Measurement[]> {
  const figures = await measureImportParse(extensionDir, IMPORT_ROWS);
  const list = (runs: number[]) => runs.map((ms) => ms.toFixed(1)).join(', ');
  console.log(
    `\noptions: Import, ${String(IMPORT_ROWS)} rows, text → rows and alias plans (ms): ${list(figures.parseRuns)}`,
  );
  console.log(`options: Import, read → the review's first page painted (ms): ${list(figures.reviewRuns)}`);
  console.log(
    `options: Import, the page's longest task meanwhile: ${figures.longestTaskMs.toFixed(0)} ms (0: none over 50 ms, the least the Long Tasks API reports)`,
  );
  return [
    {
      section: 'options',
      name: `import: ${String(IMPORT_ROWS)} rows read and planned (median)`,
      value: figures.parseMedian,
      unit: 'ms',
      budget: BUDGETS.importParse10kMs,
    },
    {
      section: 'options',
      name: `import: review's first page painted after reading ${String(IMPORT_ROWS)} rows (median)`,
      value: figures.reviewMedian,
      unit: 'ms',
      budget: BUDGETS.importReviewRenderMs,
    },
    {
      section: 'options',
      name: `import: longest task paging the review (${String(figures.pagesTurned)} pages of 100; 0: none over 50 ms)`,
      value: figures.pagingLongestTaskMs,
      unit: 'ms',
      budget: BUDGETS.longTaskMs,
    },
  ];
}

const COLD_RUNS = 15;

async function coldStartMeasurements(extensionDir: string): Promise<Measurement[]> {
  const cold = await measureColdStart(extensionDir, COLD_RUNS);
  const list = (runs: number[]) => runs.map((ms) => ms.toFixed(1)).join(', ');
  console.log(
    `\nCold start (service worker stopped with CDP ServiceWorker.stopAllWorkers; the shortening's message wakes it):`,
  );
  console.log(`  empty extension worker, message → listener runs (ms): ${list(cold.runs.empty)}`);
  console.log(`  this extension, shorten/create → create request at the server (ms): ${list(cold.runs.shortening)}`);
  const section = `cold start (median of ${COLD_RUNS})`;
  return [
    { section, name: 'empty service worker started (browser floor)', value: cold.emptyWorkerMs, unit: 'ms' },
    { section, name: 'shortening: trigger → request at the server', value: cold.shorteningMs, unit: 'ms' },
    {
      section,
      name: 'shortening over the floor',
      value: cold.shorteningMs - cold.emptyWorkerMs,
      unit: 'ms',
      budget: BUDGETS.coldStartOverFloorMs,
    },
  ];
}

/** "Already on your server" with its setting on (issue 35): after the first paint, and asked sparingly. */
async function lookUpMeasurements(): Promise<Measurement[]> {
  const figures = await measureLookUp(TIMING_BUILD);
  const list = (runs: number[]) => runs.map((ms) => ms.toFixed(1)).join(', ');
  console.log(
    `\nlook-up on: its request at the server after the popup's first contentful paint (ms): ${list(figures.afterFirstPaintMs)}`,
  );
  console.log(
    `look-up on: the same after the popup's "interactive" mark (form usable) (ms): ${list(figures.afterInteractiveMs)}`,
  );
  console.log(
    `look-up on: time to interactive (ms): ${list(figures.interactive)}; floor after each: ${list(figures.floor)}`,
  );
  console.log(
    `look-up off: time to interactive (ms): ${list(figures.interactiveOff)}; floor after each: ${list(figures.floorOff)}`,
  );
  const quick = withinKeptAnswer(figures);
  const span = `${(figures.samePageSpanMs / 1000).toFixed(1)} s`;
  console.log(
    `look-up on: ${String(figures.samePageRequests)} look-up request(s) for five openings on one page in ${span}` +
      (quick ? '' : ` — NOT JUDGED: the machine took over the 15 s the background keeps an answer`),
  );
  const section = `look-up on (${String(figures.interactive.length)} pages)`;
  return [
    {
      section,
      name: 'look-up requests before the first paint',
      value: figures.afterFirstPaintMs.filter((ms) => ms < 0).length,
      unit: 'count',
      budget: BUDGETS.lookUpsBeforeFirstPaint,
    },
    {
      section,
      name: 'look-up request after the first paint (least)',
      value: Math.min(...figures.afterFirstPaintMs),
      unit: 'ms',
    },
    { section, name: 'empty extension page loaded (browser floor, median)', value: median(figures.floor), unit: 'ms' },
    {
      section,
      name: 'popup time to interactive over the floor (median)',
      value: median(figures.interactive) - median(figures.floor),
      unit: 'ms',
      budget: BUDGETS.popupInteractiveOverFloorMs,
    },
    {
      section,
      name: '  the same with the look-up off, openings in between',
      value: median(figures.interactiveOff) - median(figures.floorOff),
      unit: 'ms',
    },
    {
      section,
      name: 'look-up requests, one opening on each page',
      value: figures.pagesRequests,
      unit: 'count',
      budget: BUDGETS.lookUpRequestsTenPages,
    },
    {
      section,
      name: quick
        ? `look-up requests, five openings on one page (${span})`
        : `look-up requests, five openings on one page (${span} > 15 s: not judged)`,
      value: figures.samePageRequests,
      unit: 'count',
      budget: quick ? BUDGETS.lookUpRequestsOnePage : undefined,
    },
  ];
}

/** The popup's "Find a link": a search's 30 results painted after its last answer. */
async function finderMeasurements(): Promise<Measurement[]> {
  const finder = await measureFinderRender(TIMING_BUILD);
  console.log(
    `\npopup: Find a link, ${String(finder.results)} results, last answer → painted (ms): ${finder.runs.map((ms) => ms.toFixed(1)).join(', ')}`,
  );
  console.log(`popup: of which → results in the DOM (median): ${finder.commitMedian.toFixed(1)} ms`);
  return [
    {
      section: 'popup',
      name: `finder: ${String(finder.results)} results painted after the last answer (median)`,
      value: finder.median,
      unit: 'ms',
      budget: BUDGETS.finderRenderMs,
    },
  ];
}

const JOB_ITEMS = 1000;

async function jobStoreMeasurements(extensionDir: string): Promise<Measurement[]> {
  const store = await measureJobStore(extensionDir, JOB_ITEMS);
  console.log(
    `\nJobs: ${String(JOB_ITEMS)} items stored (${store.createMs.toFixed(0)} ms), then settled one by one` +
      ` (ms per item: median ${store.medianMs.toFixed(1)}, mean ${store.meanMs.toFixed(1)}, 95th percentile ${store.p95Ms.toFixed(1)})`,
  );
  return [
    {
      section: 'jobs',
      name: `${String(JOB_ITEMS)}-item job: progress stored per item settled (mean)`,
      value: store.meanMs,
      unit: 'ms',
      budget: BUDGETS.jobStoreMsPerItem,
    },
  ];
}

function chromeZip(): string {
  const zip = readdirSync(OUTPUT).find((name) => name.endsWith('-chrome.zip'));
  if (!zip) throw new Error('wxt zip produced no *-chrome.zip in .output');
  return join(OUTPUT, zip);
}

/**
 * The Chrome package with everything (what the store ships) and without public/_locales (the
 * code and assets): reported, not judged; `npm test` holds both to ceilings (PACKAGE_CEILINGS).
 */
function packageMeasurements(zip: string): Measurement[] {
  const size = statSync(zip).size;
  const { entries, trailerBytes } = readZipDirectory(zip);
  const bytesOf = (list: ZipEntry[]) => list.reduce((total, entry) => total + entry.bytesInArchive, 0);
  // Every byte accounted for, or the weighing below would be wrong.
  if (bytesOf(entries) + trailerBytes !== size) throw new Error(`${zip}: its entries do not add up to its size`);
  const locales = bytesOf(entries.filter((entry) => entry.name.startsWith('_locales/')));
  // `npm test` and `npm run size` weigh a build folder as `wxt zip` would pack it: they must agree.
  const computed = packageSizes(packageFiles(CHROME_BUILD));
  if (computed.all !== size || computed.withoutLocales !== size - locales) {
    throw new Error(
      `build-output/package-zip.ts weighs .output/chrome-mv3 at ${computed.all} B (${computed.withoutLocales} B ` +
        `without locales), \`wxt zip\` packed ${size} B (${size - locales} B): the packer changed`,
    );
  }
  return [
    {
      section: 'package',
      name: 'Chrome zip, all seven locales',
      value: size,
      unit: 'bytes',
    },
    {
      section: 'package',
      name: 'Chrome zip without locales',
      value: size - locales,
      unit: 'bytes',
    },
  ];
}

/** Sizes: every built file, each entrypoint's initial load, the package. */
function sizeMeasurements(): Measurement[] {
  const builtFiles = listBuiltFiles(CHROME_BUILD);
  const byPath = new Map(builtFiles.map((file) => [file.path, file]));
  console.log(`\nFiles of .output/chrome-mv3 (gzip level 9):\n`);
  console.log(table([['file', 'raw', 'gzip'], ...builtFiles.map((f) => [f.path, `${f.raw} B`, `${f.gzip} B`])]));
  return [
    ...entrypointMeasurements('background', backgroundEntrypoint(CHROME_BUILD), byPath),
    ...entrypointMeasurements('popup', htmlEntrypoint(CHROME_BUILD, 'popup.html'), byPath, BUDGETS.popupInitialJsGzip),
    ...entrypointMeasurements('options', htmlEntrypoint(CHROME_BUILD, 'options.html'), byPath),
    ...packageMeasurements(chromeZip()),
  ];
}

async function optionsMeasurements(): Promise<Measurement[]> {
  const render = await measureOptionsRender(CHROME_BUILD);
  console.log(`\noptions: 100 link rows, answer → painted (ms): ${render.runs.map((ms) => ms.toFixed(1)).join(', ')}`);
  console.log(
    `options: of which answer → rows in the DOM (median): ${render.commitMedian.toFixed(1)} ms; the rest is style, layout and paint`,
  );
  return [
    {
      section: 'options',
      name: '100 link rows rendered (median)',
      value: render.median,
      unit: 'ms',
      budget: BUDGETS.optionsRenderMs,
    },
  ];
}

async function bulkReviewMeasurements(): Promise<Measurement[]> {
  const review = await measureBulkReviewRender(TIMING_BUILD);
  console.log(
    `\noptions: Shorten many, 100 review rows, "Review the list" → painted (ms): ${review.runs.map((ms) => ms.toFixed(1)).join(', ')}`,
  );
  console.log(`options: of which → rows in the DOM (median): ${review.commitMedian.toFixed(1)} ms`);
  return [
    {
      section: 'options',
      name: 'review table of 100 rows painted (median)',
      value: review.median,
      unit: 'ms',
      budget: BUDGETS.bulkReviewRenderMs,
    },
  ];
}

async function bulkRunMeasurements(): Promise<Measurement[]> {
  const runTable = await measureBulkRunRender(TIMING_BUILD);
  console.log(
    `\noptions: Shorten many, a job of 100 rows, items read → painted (ms): ${runTable.runs.map((ms) => ms.toFixed(1)).join(', ')}`,
  );
  console.log(`options: of which → rows in the DOM (median): ${runTable.commitMedian.toFixed(1)} ms`);
  return [
    {
      section: 'options',
      name: 'job table of 100 rows painted (median)',
      value: runTable.median,
      unit: 'ms',
      budget: BUDGETS.bulkRunRenderMs,
    },
  ];
}

/** The bench's measures, in the order they run; `npm run bench -- <name>…` runs some of them. */
const STEPS: BenchStep[] = [
  { name: 'sizes', about: 'built files, entrypoints, the package', run: () => Promise.resolve(sizeMeasurements()) },
  { name: 'popup', about: "the popup's timings and requests", run: () => popupTimings(TIMING_BUILD) },
  { name: 'options', about: 'the links list painted', run: optionsMeasurements },
  { name: 'bulk-review', about: "Shorten many's review table painted", run: bulkReviewMeasurements },
  { name: 'bulk-run', about: "Shorten many's job table painted", run: bulkRunMeasurements },
  { name: 'import', about: '10,000 rows read, planned and reviewed', run: () => importMeasurements(TIMING_BUILD) },
  { name: 'stats', about: "a link's statistics painted, its requests", run: () => statsMeasurements(TIMING_BUILD) },
  { name: 'session', about: "a typical session's requests", run: () => sessionMeasurements(TIMING_BUILD) },
  {
    name: 'cold-start',
    about: 'a shortening on a stopped service worker',
    run: () => coldStartMeasurements(TIMING_BUILD),
  },
  { name: 'jobs', about: "a 1,000-item job's progress stored", run: () => jobStoreMeasurements(CHROME_BUILD) },
  { name: 'look-up', about: '"Already on your server": after the first paint, its requests', run: lookUpMeasurements },
  { name: 'finder', about: "the popup's finder: results painted", run: finderMeasurements },
];

/** `--no-build`: measure the builds already in .output (quicker when running one measure again). */
const NO_BUILD = '--no-build';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('help')) {
    console.log(
      `npm run bench [-- [${NO_BUILD}] [measure…]], the measures in the order they run:\n${listSteps(STEPS)}`,
    );
    return;
  }
  const steps = selectSteps(
    STEPS,
    args.filter((arg) => arg !== NO_BUILD),
  );
  if (!args.includes(NO_BUILD)) {
    // `wxt zip` runs the production build first, then packs .output/chrome-mv3.
    runBin('wxt', ['zip']);
    runBin('wxt', ['build'], { EXTRA_HOST_PERMISSION: 'http://127.0.0.1/*', EXTRA_OUT_DIR: '.output/bench' });
  }

  const { measurements, failures } = await runSteps(steps);
  console.log(`\nEntrypoints (initial load), package (1 KB = 1000 B) and timings in headless Chromium:\n`);
  console.log(measurementTable(measurements));

  const over = measurements.filter(overBudget);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((m) => `${m.section} ${m.name}`).join(', ')}`);
  }
  if (failures.length > 0) {
    console.error(`\nFailed, so not measured: ${failures.map((failure) => failure.name).join(', ')} (errors above)`);
  }
  if (over.length > 0 || failures.length > 0) {
    process.exitCode = 1;
  } else {
    console.log(
      `\nAll budgets met${steps.length < STEPS.length ? ` (measured: ${steps.map((s) => s.name).join(', ')})` : ''}.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
