import type { Plugin } from 'vite';

/**
 * The pages without their source comments and the line breaks and indentation between tags:
 * notes for whoever edits entrypoints/*\/index.html, not for the browser. Only between tags, so
 * no text a page shows changes (these pages show none of their own: Preact renders them).
 */
export function compactHtmlPlugin(): Plugin {
  return {
    name: 'compact-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<!--[\s\S]*?-->/g, '')
          .replace(/>\s+</g, '><')
          .trim(),
    },
  };
}
