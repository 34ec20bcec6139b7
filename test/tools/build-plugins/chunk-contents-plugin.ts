import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import type { BuildChunkContents, ChunkContents } from './chunk-contents';

/** Where the chunk contents of the build in `outDir` are written: beside it, never inside (it would ship). */
export const chunkContentsFileFor = (outDir: string): string => `${outDir}.chunks.json`;

/**
 * Records which source modules each emitted chunk holds, so tests can check the build output
 * by what it contains rather than by guessing from minified code (e.g. "the popup's first
 * paint loads no zod"). WXT may build an extension in several steps (Firefox MV2: the
 * background alone, then the pages) into the same folder, which it empties first; each step
 * keeps the entries of files already written by the earlier ones and drops the rest, so the
 * record never describes files of a previous build.
 */
export function chunkContentsPlugin(): Plugin {
  let root = '';
  return {
    name: 'chunk-contents',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const recordFile = chunkContentsFileFor(outDir);
      const chunks: Record<string, ChunkContents> = {};
      if (existsSync(recordFile)) {
        const previous = JSON.parse(readFileSync(recordFile, 'utf8')) as BuildChunkContents;
        for (const [fileName, contents] of Object.entries(previous.chunks)) {
          if (existsSync(join(outDir, fileName)) && !(fileName in bundle)) chunks[fileName] = contents;
        }
      }
      const moduleName = (id: string) => (id.startsWith('\0') ? id.slice(1) : relative(root, id).split('\\').join('/'));
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = {
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          // Rendered bytes per module; modules tree-shaken to nothing are left out.
          modules: Object.fromEntries(
            Object.entries(output.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id, module]) => [moduleName(id), module.renderedLength]),
          ),
        };
      }
      const record: BuildChunkContents = { chunks };
      writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}
