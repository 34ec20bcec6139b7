import { delimiter, dirname, join, resolve } from 'node:path';

/**
 * The environment of a build that must be the production one: none of the switches that turn it
 * into a test build (wxt.config.ts reads them), whatever the caller's shell sets.
 */
const BUILD_SWITCHES = ['EXTRA_HOST_PERMISSION', 'EXTRA_OUT_DIR', 'SOURCE_MAP_OUT_DIR'];

export function productionEnvironment(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).flatMap(([name, value]) =>
      value === undefined || BUILD_SWITCHES.includes(name) ? [] : [[name, value]],
    ),
  );
}

/** `node_modules/.bin` of the project and of every folder above it: what `npm run` puts first on PATH. */
function npmRunBinFolders(projectRoot: string): Set<string> {
  const folders = new Set<string>();
  for (let folder = resolve(projectRoot); ; folder = dirname(folder)) {
    folders.add(join(folder, 'node_modules', '.bin'));
    if (dirname(folder) === folder) return folders;
  }
}

/**
 * A reviewer's shell, as near as this process can tell: the production environment without what
 * `npm run` adds for its script (`npm_*` variables, `INIT_CWD`, the project's `node_modules/.bin`
 * and npm's node-gyp helper on PATH), so the README's commands find only what a fresh shell has.
 */
export function reviewerEnvironment(environment: NodeJS.ProcessEnv, projectRoot: string): Record<string, string> {
  const addedByNpm = npmRunBinFolders(projectRoot);
  const isAddedByNpm = (folder: string) =>
    addedByNpm.has(folder) || /[\\/]run-script[\\/]lib[\\/]node-gyp-bin$/.test(folder);
  return Object.fromEntries(
    Object.entries(productionEnvironment(environment)).flatMap(([name, value]) => {
      if (/^npm_/i.test(name) || name === 'INIT_CWD') return [];
      if (name === 'PATH')
        return [
          [
            name,
            value
              .split(delimiter)
              .filter((folder) => !isAddedByNpm(folder))
              .join(delimiter),
          ],
        ];
      return [[name, value]];
    }),
  );
}
