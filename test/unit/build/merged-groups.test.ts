import { describe, expect, it } from 'vitest';
import type { ModuleEdges } from '../../tools/build-plugins/first-paint-groups';
import { mergedGroups } from '../../tools/build-plugins/merged-groups';

/** A small import graph: module → [static imports, dynamic imports]. */
const edges: Record<string, [string[], string[]?]> = {
  popup: [
    ['preact', 'polyfill'],
    ['link-form', 'qr'],
  ],
  options: [['preact', 'link-manager', 'link-form', 'channel'], ['more-options']],
  background: [['polyfill', 'zod', 'channel']],
  'link-form': [['preact', 'field-paths']],
  'link-manager': [['preact']],
  qr: [['uqr']],
  channel: [['polyfill']],
};
const edgesOf = (id: string): ModuleEdges | null => {
  const entry = edges[id];
  return entry ? { importedIds: entry[0], dynamicallyImportedIds: entry[1] ?? [] } : null;
};

describe('mergedGroups', () => {
  const groups = mergedGroups(
    { withoutUi: ['background'], pages: ['popup', 'options'] },
    new Set(['preact', 'polyfill']),
    edgesOf,
  );

  it('puts what the background imports and a page loads too in `shared`', () => {
    expect(groups.get('channel')).toBe('shared');
  });

  it('puts what several pages load, or a page loads lazily, in `later`, with its imports', () => {
    expect(
      [...groups]
        .filter(([, group]) => group === 'later')
        .map(([id]) => id)
        .sort(),
    ).toEqual(['field-paths', 'link-form', 'more-options', 'qr', 'uqr']);
  });

  it("leaves one entry's own static imports, the entries and what is grouped already where they are", () => {
    for (const id of ['link-manager', 'zod', 'popup', 'options', 'background', 'preact', 'polyfill']) {
      expect(groups.has(id), id).toBe(false);
    }
  });
});
