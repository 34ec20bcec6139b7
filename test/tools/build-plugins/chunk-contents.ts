import { existsSync, readFileSync } from 'node:fs';

/** What one emitted JS file holds, as written by `chunkContentsPlugin` beside the build. */
export interface ChunkContents {
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks this one imports statically (paths inside the build). */
  imports: string[];
  /** Chunks this one loads with `import()`. */
  dynamicImports: string[];
  /** Source module (project-relative path, or virtual id) → bytes it contributes, before gzip. */
  modules: Record<string, number>;
}

export interface BuildChunkContents {
  /** Keyed by the file's path inside the build, e.g. `chunks/popup-abc.js`. */
  chunks: Record<string, ChunkContents>;
}

export function readChunkContents(recordFile: string): BuildChunkContents {
  if (!existsSync(recordFile)) {
    throw new Error(`No chunk record at ${recordFile}: build with wxt.config.ts's chunkContentsPlugin first.`);
  }
  return JSON.parse(readFileSync(recordFile, 'utf8')) as BuildChunkContents;
}
