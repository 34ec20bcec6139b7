import type { Plugin, Rolldown } from 'vite';
import { firstPaintGroups, type FirstPaintGroup } from './first-paint-groups';
import { mergedGroups, type MergedGroup } from './merged-groups';

export interface PopupFirstPaintChunks {
  /** Reads the import graph once the build has parsed every module. */
  plugin: Plugin;
  /** For `build.rolldownOptions.output.codeSplitting.groups`. */
  groups: Rolldown.CodeSplittingGroup[];
}

export interface FirstPaintEntryNames {
  /** WXT's name of the page to keep light, e.g. `popup`. */
  page: string;
  /** WXT's names of the entries that must load no UI code, e.g. `background`. */
  withoutUi: readonly string[];
}

/**
 * The popup's first paint loads its own chunk plus `runtime` and `ui` (see firstPaintGroups):
 * few requests on its critical path. Which module goes where is read from the import graph
 * of each build, starting from the entries WXT names, so renaming a file or changing an
 * import moves the module with it: no path list to keep in step. A name that matches no
 * entry stops the build rather than quietly grouping nothing.
 */
export function popupFirstPaintChunks(entryNames: FirstPaintEntryNames): PopupFirstPaintChunks {
  let inputs: Record<string, string> = {};
  let groupOf = new Map<string, FirstPaintGroup | MergedGroup>();
  const plugin: Plugin = {
    name: 'popup-first-paint-chunks',
    apply: 'build',
    buildStart(options) {
      inputs = Array.isArray(options.input) ? {} : options.input;
    },
    async buildEnd(error) {
      groupOf = new Map();
      const pageInput = inputs[entryNames.page];
      // A build step without the popup (e.g. a content script built alone) needs no groups.
      if (error || !pageInput) return;
      const resolveEntry = async (name: string) => {
        const input = inputs[name];
        if (input === undefined) {
          this.error(
            `popupFirstPaintChunks: no entrypoint named "${name}" (entries: ${Object.keys(inputs).join(', ')})`,
          );
        }
        return (await this.resolve(input))?.id ?? input;
      };
      const page = await resolveEntry(entryNames.page);
      const withoutUi = await Promise.all(entryNames.withoutUi.map(resolveEntry));
      const otherEntries = [...this.getModuleIds()].filter((id) => id !== page && this.getModuleInfo(id)?.isEntry);
      const edgesOf = (id: string) => this.getModuleInfo(id);
      const firstPaint = firstPaintGroups({ page, withoutUi, otherEntries }, edgesOf);
      const pages = [page, ...otherEntries.filter((id) => !withoutUi.includes(id))];
      const merged = mergedGroups({ withoutUi, pages }, new Set(firstPaint.keys()), edgesOf);
      groupOf = new Map([...firstPaint, ...merged]);
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    // First, so that `ui`, which takes its modules' imports along, cannot pull a module the
    // entries without UI need into a chunk that holds Preact.
    { name: 'runtime', test: (id) => groupOf.get(id) === 'runtime', priority: 4 },
    { name: 'ui', test: (id) => groupOf.get(id) === 'ui', priority: 3 },
    { name: 'shared', test: (id) => groupOf.get(id) === 'shared', priority: 2 },
    { name: 'later', test: (id) => groupOf.get(id) === 'later', priority: 1 },
  ];
  return { plugin, groups };
}
