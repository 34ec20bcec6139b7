import type { Plugin } from 'vite';

/**
 * Scripts and styles at the package's root under their chunk's name (`ui.js`, `popup.css`)
 * instead of WXT's `chunks/ui-<hash>.js` and `assets/ui-<hash>.css`. A zip stores each name
 * twice, and the scripts and pages name the files they load; an extension is replaced as a
 * whole on update, so content hashes buy nothing. Set on the output options because WXT's own
 * names win over the ones in wxt.config.ts's `vite` settings. Only for builds of several
 * entries at once (Chrome MV3); Firefox MV2 builds its background alone, as one classic script.
 */
export function shortFileNamesPlugin(): Plugin {
  return {
    name: 'short-file-names',
    apply: 'build',
    outputOptions(options) {
      return { ...options, entryFileNames: '[name].js', chunkFileNames: '[name].js', assetFileNames: '[name].[ext]' };
    },
  };
}
