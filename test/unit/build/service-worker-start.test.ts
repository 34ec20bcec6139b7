import { describe, expect, it } from 'vitest';
import { backgroundEntrypoint } from '../../tools/build-output/entrypoint-files';
import { chunkContentsFileFor } from '../../tools/build-plugins/chunk-contents-plugin';
import { readChunkContents } from '../../tools/build-plugins/chunk-contents';
import { assertBuilt, E2E_EXTENSION_DIR } from '../../e2e/support/paths';

/**
 * The chunks the popup shares with the background (wxt.config.ts's `runtime`) must not bring
 * UI code into the service worker: it has no DOM, and every byte it imports delays its start.
 */
describe('the service worker (Chrome build)', () => {
  assertBuilt(E2E_EXTENSION_DIR);
  const record = readChunkContents(chunkContentsFileFor(E2E_EXTENSION_DIR));
  const atStart = backgroundEntrypoint(E2E_EXTENSION_DIR).js;

  it('imports no Preact and no component at start', () => {
    const uiModule = (id: string) => id.startsWith('node_modules/preact/') || id.endsWith('.tsx');
    const found = atStart.flatMap((file) =>
      Object.keys(record.chunks[file]?.modules ?? {})
        .filter(uiModule)
        .map((id) => `${file} contains ${id}`),
    );
    expect(found).toEqual([]);
  });
});
