/**
 * `npm run size`: what each part of the Chrome package costs in the zip, to see where bytes go
 * before cutting. Builds the production package with hidden source maps into `.output/size/`
 * (never into `.output/chrome-mv3`, so no map can ship), weighs it as `wxt zip` packs it
 * (build-output/package-zip.ts), and splits each script's deflated bytes over the modules its map
 * names (bundle-report/deflated-shares.ts). Prints:
 * - the package with and without `_locales/`;
 * - each kind of file (scripts, styles, pages, icons, catalogs);
 * - the scripts by npm package or project folder, then by module;
 * - every file.
 * `-- --modules=N` prints the N costliest modules (default 40; 0 for all).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb, table } from './bench/report';
import { packageFiles, packageSizes, ZIP_END_RECORD_BYTES, type PackageFile } from './build-output/package-zip';
import { deflatedShares } from './bundle-report/deflated-shares';
import { groupOf, moduleOf } from './bundle-report/module-names';
import { sourceRuns } from './bundle-report/source-map-runs';
import { projectRoot, runBin } from './lib/run';

const OUT_DIR = '.output/size';
const BUILD = join(projectRoot, OUT_DIR, 'chrome-mv3');
const UNATTRIBUTED = '(bundler glue: imports, exports, no source)';
const ZIP_HEADERS = '(zip headers and names)';

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** One module's part of the package: its deflated bytes and the minified bytes it wrote. */
interface ModuleCost {
  module: string;
  file: string;
  inZip: number;
  minified: number;
}

function kindOf(path: string): string {
  if (path.startsWith('_locales/')) return `catalog ${path.split('/')[1] ?? ''}`;
  if (path.endsWith('.js')) return 'scripts';
  if (path.endsWith('.css')) return 'styles';
  if (path.endsWith('.html')) return 'pages';
  if (path.endsWith('.png')) return 'icons';
  return path;
}

/** The modules of one script and their shares of its deflated bytes (its zip headers apart). */
function moduleCosts(file: PackageFile): ModuleCost[] {
  const mapFile = join(BUILD, `${file.path}.map`);
  const text = readFileSync(join(BUILD, file.path), 'utf8');
  const headers: ModuleCost = { module: ZIP_HEADERS, file: file.path, inZip: file.inZip - file.stored, minified: 0 };
  if (!existsSync(mapFile)) {
    // A chunk that only re-exports has no map.
    return [headers, { module: UNATTRIBUTED, file: file.path, inZip: file.stored, minified: text.length }];
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap;
  const label = (source: number | null) =>
    source === null ? UNATTRIBUTED : moduleOf(map.sources[source] ?? '?', mapFile, projectRoot);
  const runs = sourceRuns(text, map.mappings).map((run) => ({ ...run, label: label(run.source) }));
  const minified = new Map<string, number>();
  for (const run of runs) minified.set(run.label, (minified.get(run.label) ?? 0) + run.end - run.start);
  const shares = deflatedShares(text, runs);
  const deflated = [...shares.values()].reduce((sum, bytes) => sum + bytes, 0);
  if (deflated !== file.stored) throw new Error(`${file.path}: shares add up to ${deflated}, not ${file.stored}`);
  return [
    headers,
    ...[...shares].map(([module, inZip]) => ({ module, file: file.path, inZip, minified: minified.get(module) ?? 0 })),
  ];
}

interface Cost {
  count: number;
  raw: number;
  inZip: number;
}

/**
 * Rows of `[name, count, raw (minified for modules), in zip, share]`, costliest first, the first
 * `limit` of them (all by default), then the total of all.
 */
function costTable(title: string, costs: Map<string, Cost>, limit = costs.size): string {
  const total = [...costs.values()].reduce((sum, cost) => sum + cost.inZip, 0);
  const rows = [...costs]
    .sort(([, a], [, b]) => b.inZip - a.inZip)
    .slice(0, limit)
    .map(([name, cost]) => [
      name,
      String(cost.count),
      kb(cost.raw),
      kb(cost.inZip),
      `${((100 * cost.inZip) / total).toFixed(1)} %`,
    ]);
  return table([[title, 'files', 'raw', 'in zip', 'share'], ...rows, ['total', '', '', kb(total), '']]);
}

function sumBy<T>(
  items: T[],
  key: (item: T) => string,
  raw: (item: T) => number,
  inZip: (item: T) => number,
): Map<string, Cost> {
  const sums = new Map<string, Cost>();
  for (const item of items) {
    const sum = sums.get(key(item)) ?? { count: 0, raw: 0, inZip: 0 };
    sums.set(key(item), { count: sum.count + 1, raw: sum.raw + raw(item), inZip: sum.inZip + inZip(item) });
  }
  return sums;
}

function main(): void {
  const modulesShown = Number(/^--modules=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 40);
  // An empty EXTRA_HOST_PERMISSION: the production package, even when the shell sets one.
  runBin('wxt', ['build'], { SOURCE_MAP_OUT_DIR: OUT_DIR, EXTRA_HOST_PERMISSION: '' });
  const files = packageFiles(BUILD, { skip: (path) => path.endsWith('.map') });
  const sizes = packageSizes(files);
  const scripts = files.filter((file) => file.path.endsWith('.js')).flatMap(moduleCosts);

  console.log(`\nThe Chrome package as \`wxt zip\` packs it (1 KB = 1000 B; "in zip" counts headers and names):\n`);
  console.log(
    table([
      ['package', 'in zip'],
      ['without _locales/', kb(sizes.withoutLocales)],
      ['all seven locales', kb(sizes.all)],
    ]),
  );
  const byKind = sumBy(
    files,
    (f) => kindOf(f.path),
    (f) => f.raw,
    (f) => f.inZip,
  );
  byKind.set('(zip end record)', { count: 0, raw: 0, inZip: ZIP_END_RECORD_BYTES });
  console.log(`\n${costTable('kind', byKind)}`);
  const byGroup = sumBy(
    scripts,
    (cost) => (cost.module.startsWith('(') ? cost.module : groupOf(cost.module)),
    (cost) => cost.minified,
    (cost) => cost.inZip,
  );
  console.log(`\n${costTable('scripts by package or folder ("files": modules × chunks)', byGroup)}`);
  const byModule = sumBy(
    scripts,
    (cost) => cost.module,
    (cost) => cost.minified,
    (cost) => cost.inZip,
  );
  const limit = modulesShown === 0 ? byModule.size : Math.min(modulesShown, byModule.size);
  console.log(`\n${costTable(`scripts by module (${limit} of ${byModule.size})`, byModule, limit)}`);
  console.log(
    `\n${table([
      ['file', 'raw', 'deflated', 'in zip'],
      ...files.map((f) => [f.path, `${f.raw} B`, `${f.stored} B`, `${f.inZip} B`]),
    ])}`,
  );
}

main();
