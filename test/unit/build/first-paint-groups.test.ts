import { describe, expect, it } from 'vitest';
import { firstPaintGroups, type ModuleEdges } from '../../tools/build-plugins/first-paint-groups';

/** A small import graph: module → [static imports, dynamic imports]. */
function graph(edges: Record<string, [string[], string[]?]>): (id: string) => ModuleEdges | null {
  return (id) => {
    const entry = edges[id];
    return entry ? { importedIds: entry[0], dynamicallyImportedIds: entry[1] ?? [] } : null;
  };
}

const edgesOf = graph({
  popup: [['main'], []],
  main: [['preact', 'url-field', 'storage-reader', 'popup-view'], ['lazy-actions']],
  'url-field': [['preact']],
  'storage-reader': [['polyfill']],
  'popup-view': [['preact']],
  'lazy-actions': [['zod', 'popup-view']],
  background: [['storage-reader', 'zod']],
  options: [['preact'], ['options-lazy']],
  'options-lazy': [['url-field', 'zod']],
});

describe('firstPaintGroups', () => {
  const groups = firstPaintGroups(
    { page: 'popup', withoutUi: ['background'], otherEntries: ['background', 'options'] },
    edgesOf,
  );

  it('puts what an entry without UI also imports in `runtime`, with its imports', () => {
    expect(groups.get('storage-reader')).toBe('runtime');
    expect(groups.get('polyfill')).toBe('runtime');
  });

  it('puts what other pages load, even lazily, in `ui`', () => {
    expect(groups.get('preact')).toBe('ui');
    expect(groups.get('url-field')).toBe('ui');
  });

  it("puts what the popup's lazily loaded modules import too in `ui`, not in a chunk loaded later", () => {
    expect(groups.get('popup-view')).toBe('ui');
  });

  it("leaves the popup's own modules and everything after its first paint to other chunks", () => {
    expect(groups.has('popup')).toBe(false);
    expect(groups.has('main')).toBe(false);
    expect(groups.has('lazy-actions')).toBe(false);
    expect(groups.has('zod')).toBe(false);
  });
});
