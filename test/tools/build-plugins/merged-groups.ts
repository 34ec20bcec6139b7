import { reachable, type ModuleEdges } from './first-paint-groups';

/** The chunks that gather what the first paint's groups leave (see mergedGroups). */
export type MergedGroup = 'shared' | 'later';

export interface MergedEntries {
  /** Entries that must load no UI code (the service worker, the offscreen clipboard page). */
  withoutUi: readonly string[];
  /** The pages (popup, options). */
  pages: readonly string[];
}

/**
 * Few, larger chunks for everything outside the popup's first paint: a zip deflates each file
 * alone and pays its headers, so fewer files weigh less (ARCHITECTURE.md, "Performance budgets").
 * - `shared`: what an entry without UI imports statically and a page loads too (the message
 *   channel, the model, formatting): the service worker loads it at start, so it holds only
 *   modules one of those entries imports anyway: never Preact.
 * - `later`: every other module the pages reach, unless one page alone reaches it and imports it
 *   statically: the popup's lazily loaded parts and what the options page shares with them (the
 *   link form, the QR code). The popup loads it after its first paint; the options page with its
 *   own chunk.
 * A module one entry alone imports statically stays in that entry's chunk (zod and the API
 * client in the background's, the link manager in the options page's). `grouped` are the
 * modules the first paint's groups already took.
 */
export function mergedGroups(
  entries: MergedEntries,
  grouped: ReadonlySet<string>,
  edgesOf: (id: string) => ModuleEdges | null,
): Map<string, MergedGroup> {
  const loadedWithoutUi = reachable(entries.withoutUi, edgesOf, 'static');
  const pages = entries.pages.map((page) => ({
    loadsAtStart: reachable([page], edgesOf, 'static'),
    mayLoad: reachable([page], edgesOf, 'static and dynamic'),
  }));
  const loadedByPages = reachable(entries.pages, edgesOf, 'static and dynamic');
  const entryModules = new Set([...entries.withoutUi, ...entries.pages]);
  const groups = new Map<string, MergedGroup>();
  for (const id of loadedByPages) {
    if (grouped.has(id) || entryModules.has(id)) continue;
    if (loadedWithoutUi.has(id)) groups.set(id, 'shared');
    else {
      const reaching = pages.filter((page) => page.mayLoad.has(id));
      const ownStaticImport = reaching.length === 1 && reaching[0]?.loadsAtStart.has(id) === true;
      if (!ownStaticImport) groups.set(id, 'later');
    }
  }
  return groups;
}
