import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../tools/bench/budgets';
import { kb, table } from '../../tools/bench/report';
import { listBuiltFiles } from '../../tools/build-output/build-files';
import { htmlEntrypoint } from '../../tools/build-output/entrypoint-files';
import { chunkContentsFileFor } from '../../tools/build-plugins/chunk-contents-plugin';
import { readChunkContents, type BuildChunkContents } from '../../tools/build-plugins/chunk-contents';
import { assertBuilt, E2E_EXTENSION_DIR } from '../../e2e/support/paths';

/**
 * The popup budget of README.md, checked on the Chrome build `npm test` makes (the loopback build:
 * its JS is the production build's, only the manifest differs), so the chunk grouping in
 * wxt.config.ts can change safely. The bench reports the same figure (same file lists).
 */
const BUILD = E2E_EXTENSION_DIR;
assertBuilt(BUILD);
const record = readChunkContents(chunkContentsFileFor(BUILD));
const sizes = new Map(listBuiltFiles(BUILD).map((file) => [file.path, file]));
const firstPaint = htmlEntrypoint(BUILD, 'popup.html').js;

/** The modules (with their bytes before gzip) of a built file, from the chunk record. */
const modulesOf = (file: string): [string, number][] => Object.entries(record.chunks[file]?.modules ?? {});

/** "file: module (bytes)" for every first-paint module the predicate picks. */
function firstPaintModules(picks: (moduleId: string) => boolean): string[] {
  return firstPaint.flatMap((file) =>
    modulesOf(file)
      .filter(([id]) => picks(id))
      .map(([id, bytes]) => `${file} contains ${id} (${bytes} B)`),
  );
}

function sizeReport(): string {
  const gzip = (file: string) => sizes.get(file)?.gzip ?? 0;
  const rows = firstPaint.map((file) => [file, kb(sizes.get(file)?.raw ?? 0), kb(gzip(file))]);
  const total = firstPaint.reduce((sum, file) => sum + gzip(file), 0);
  return (
    `popup.html loads ${kb(total)} of JS (gzip) before its first paint; budget ${kb(BUDGETS.popupInitialJsGzip)}\n` +
    table([['file', 'raw', 'gzip'], ...rows, ['total', '', kb(total)]])
  );
}

/** The files the record says a page's scripts load statically, transitively. */
function recordedStaticClosure(contents: BuildChunkContents, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    contents.chunks[file]?.imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

describe("the popup's first paint (Chrome build)", () => {
  it('is described by the chunk record of this very build', () => {
    const builtScripts = [...sizes.keys()].filter((file) => file.endsWith('.js')).sort();
    expect(Object.keys(record.chunks).sort(), 'the chunk record lists other files: rebuild').toEqual(builtScripts);
    // What the HTML and the minified imports say is loaded, and what the bundler recorded, agree.
    const entryScripts = firstPaint.filter((file) => record.chunks[file]?.isEntry);
    expect(new Set(firstPaint)).toEqual(recordedStaticClosure(record, entryScripts));
  });

  it(`loads at most ${kb(BUDGETS.popupInitialJsGzip)} of JS, gzipped`, () => {
    const report = sizeReport();
    console.log(report);
    const total = firstPaint.reduce((sum, file) => sum + (sizes.get(file)?.gzip ?? 0), 0);
    expect(total, report).toBeLessThanOrEqual(BUDGETS.popupInitialJsGzip);
  });

  it('loads no zod (the schemas load after the first paint)', () => {
    const zod = firstPaintModules((id) => id.startsWith('node_modules/zod/'));
    expect(zod, `popup.html loads ${firstPaint.join(', ')} before its first paint`).toEqual([]);
  });

  it('loads nothing of the options page', () => {
    const ofOptions = (id: string) => /^(entrypoints|components)\/options\//.test(id);
    const found = firstPaintModules(ofOptions);
    expect(found, `popup.html loads ${firstPaint.join(', ')} before its first paint`).toEqual([]);
  });

  it("needs four scripts: its own, `runtime`, `ui` and the bundler's helpers", () => {
    // rolldown keeps its helpers (CommonJS interop for the polyfill, module namespaces for the
    // lazily loaded parts that share the `later` chunk) in a chunk of their own, which no group
    // of wxt.config.ts can take.
    const names = firstPaint.map((file) => record.chunks[file]?.name ?? posix.basename(file));
    expect(names.sort(), sizeReport()).toEqual(['popup', 'rolldown-runtime', 'runtime', 'ui']);
  });
});
