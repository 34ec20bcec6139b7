import type { Plugin } from 'vite';

/** Vite's module for the helper it wraps every `import()` of page code in. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite's helper, cut to what these pages need. Vite passes it the files a lazily loaded chunk
 * needs first; with `modulePreload.resolveDependencies` (wxt.config.ts) keeping no scripts, those
 * are only the chunk's stylesheets (root-relative paths, e.g. `assets/later-abc.css`). Each is
 * linked once, unless the page links it already, and the import waits until it loaded (or failed:
 * a missing style must not stop the code). Vite's own helper also preloads scripts and reports
 * failures as a `vite:preloadError` event nobody here listens to; it weighs about 1 KB gzip in the
 * popup's first paint, this about 0.2 KB.
 */
const HELPER_SOURCE = `const loading = {};
export const __vitePreload = (load, stylesheets = []) =>
  Promise.all(
    stylesheets.map(
      (path) =>
        (loading[path] ??= document.querySelector(\`link[href="/\${path}"]\`)
          ? 0
          : new Promise((settle) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = '/' + path;
              link.onload = link.onerror = settle;
              document.head.append(link);
            })),
    ),
  ).then(load);
`;

/** What only Vite's own helper holds: its presence in a chunk means the replacement did not apply. */
const VITE_HELPER_MARK = 'vite:preloadError';

/**
 * Replaces Vite's preload helper by a small one that links a lazily loaded chunk's stylesheets.
 * The build stops if Vite's helper still ends up in a chunk (a Vite release that loads it
 * differently), rather than shipping it silently.
 */
export function lazyStylesheetsPlugin(): Plugin {
  return {
    name: 'lazy-stylesheets',
    apply: 'build',
    // Before Vite's own loader of the helper.
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER ? HELPER_SOURCE : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes(VITE_HELPER_MARK)) {
          this.error(
            `lazy-stylesheets: ${output.fileName} holds Vite's own preload helper; its replacement did not apply`,
          );
        }
      }
    },
  };
}
