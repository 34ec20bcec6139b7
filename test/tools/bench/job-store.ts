import { build } from 'esbuild';
import { join } from 'node:path';
import { launchExtension } from '../../e2e/support/launch-extension';
import { projectRoot } from '../lib/run';
import type { JobStoreTimes } from './job-store-page';
import { median } from './median';

export interface JobStore {
  items: number;
  createMs: number;
  /** Milliseconds per item settled: its one write (its answer, with the next item marked on its way). */
  medianMs: number;
  meanMs: number;
  /** The slowest twentieth begins here: the chunk a settled item falls in is rewritten, never the job. */
  p95Ms: number;
}

/**
 * A job of `items` addresses stored and settled item by item by the background's own job writer,
 * in an extension page of the production build (its storage is the browser's): the writer is
 * bundled on its own and run there, so the figure is storage's cost without the server's.
 */
export async function measureJobStore(extensionDir: string, items: number): Promise<JobStore> {
  const bundle = await build({
    entryPoints: [join(projectRoot, 'test/tools/bench/job-store-page.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    minify: true,
    tsconfig: join(projectRoot, 'tsconfig.json'),
  });
  const code = bundle.outputFiles[0]?.text;
  if (code === undefined) throw new Error('esbuild wrote no bundle for the job-store bench');
  const session = await launchExtension({ extensionDir });
  try {
    const page = await session.openPage(session.url('options.html?view=settings'));
    await page.evaluate(code);
    const times = await page.evaluate(
      (count) =>
        (globalThis as unknown as { measureJobStore: (n: number) => Promise<JobStoreTimes> }).measureJobStore(count),
      items,
    );
    const sorted = [...times.perItemMs].sort((a, b) => a - b);
    return {
      items,
      createMs: times.createMs,
      medianMs: median(times.perItemMs),
      meanMs: times.perItemMs.reduce((sum, ms) => sum + ms, 0) / times.perItemMs.length,
      p95Ms: sorted[Math.floor(sorted.length * 0.95)] ?? NaN,
    };
  } finally {
    await session.close();
  }
}
