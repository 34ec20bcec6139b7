/** The two chunks the popup's first paint loads besides its own (see popupFirstPaintChunks). */
export type FirstPaintGroup = 'runtime' | 'ui';

/** The part of a bundler's module info this needs: the static and dynamic import edges. */
export interface ModuleEdges {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export interface FirstPaintEntries {
  /** The page whose first paint is kept to few chunks (the popup's HTML module). */
  page: string;
  /** Entries that must load no UI code (the service worker, the offscreen clipboard page). */
  withoutUi: readonly string[];
  /** Every other entry module of the build (options, and those without UI too). */
  otherEntries: readonly string[];
}

/**
 * Which group each module of the page's first paint belongs to, read from the import graph:
 * - `runtime`: first-paint modules that an entry without UI also imports statically (the
 *   browser API polyfill, storage readers, WXT's plugin loader). Those entries load this chunk
 *   at start, so it holds only what one of them imports anyway: never Preact. The service
 *   worker evaluates all of it, so what the offscreen page shares with the popup must not
 *   touch the DOM at import time either.
 * - `ui`: the other first-paint modules that some other entry also loads (Preact, the URL
 *   field …), or that the page's lazily loaded modules import too (its drafts): shared rather
 *   than duplicated, scattered over small chunks, or taken along into a chunk loaded later.
 * First-paint modules used by the page alone stay in the page's own chunk (no group), and
 * nothing outside the first paint gets a group: the options page, zod and the lazily loaded
 * parts are left to automatic chunking, off the popup's critical path.
 */
export function firstPaintGroups(
  entries: FirstPaintEntries,
  edgesOf: (id: string) => ModuleEdges | null,
): Map<string, FirstPaintGroup> {
  const firstPaint = reachable([entries.page], edgesOf, 'static');
  const loadedWithoutUi = reachable(entries.withoutUi, edgesOf, 'static');
  const loadedElsewhere = reachable(entries.otherEntries, edgesOf, 'static and dynamic');
  const lazilyLoaded = [...reachable([entries.page], edgesOf, 'static and dynamic')].flatMap(
    (id) => edgesOf(id)?.dynamicallyImportedIds ?? [],
  );
  const loadedLater = reachable(lazilyLoaded, edgesOf, 'static and dynamic');
  const groups = new Map<string, FirstPaintGroup>();
  for (const id of firstPaint) {
    if (id === entries.page) continue;
    if (loadedWithoutUi.has(id)) groups.set(id, 'runtime');
    else if (loadedElsewhere.has(id) || loadedLater.has(id)) groups.set(id, 'ui');
  }
  return groups;
}

/**
 * The modules reachable from `roots` over static imports (what loads before any `import()`),
 * or over static and dynamic imports (everything they may ever load).
 */
export function reachable(
  roots: readonly string[],
  edgesOf: (id: string) => ModuleEdges | null,
  follow: 'static' | 'static and dynamic',
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const edges = edgesOf(id);
    pending.push(...(edges?.importedIds ?? []));
    if (follow === 'static and dynamic') pending.push(...(edges?.dynamicallyImportedIds ?? []));
  }
  return seen;
}
