import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface EntrypointFiles {
  /** Scripts loaded before first render: the page's scripts, its modulepreloads and their static imports. */
  js: string[];
  css: string[];
  html: string[];
}

// Static imports and re-exports in Vite's minified ES output: `import{a}from"./<chunk>.js"`,
// `import"./<chunk>.js"`, `export{a}from"./<chunk>.js"`. Dynamic `import("…")` is not initial and is skipped.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/** A JS file plus everything it statically imports, transitively (paths inside the build). */
function staticClosure(buildDir: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(join(buildDir, path), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const target = match[1];
      if (target?.startsWith('.')) visit(posix.join(posix.dirname(path), target));
    }
  };
  visit(entry);
  return [...seen];
}

/** What an HTML entrypoint loads up front: module scripts and modulepreloads (+ imports), stylesheets. */
export function htmlEntrypoint(buildDir: string, htmlPath: string): EntrypointFiles {
  const html = readFileSync(join(buildDir, htmlPath), 'utf8');
  const local = (url: string) => posix.join(posix.dirname(htmlPath), url).replace(/^\//, '');
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => local(m[1] ?? ''));

  const scripts = attr(/<script\b[^>]*\bsrc="([^"]+)"/g);
  // A preloaded module is fetched up front even if nothing imported it statically.
  const preloads = attr(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g);
  const css = attr(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = new Set([...scripts, ...preloads].flatMap((script) => staticClosure(buildDir, script)));
  return { js: [...js], css, html: [htmlPath] };
}

/** The background script(s) named by the manifest, with their static imports. */
export function backgroundEntrypoint(buildDir: string): EntrypointFiles {
  const manifest = JSON.parse(readFileSync(join(buildDir, 'manifest.json'), 'utf8')) as {
    background?: { service_worker?: string; scripts?: string[] };
  };
  const roots = manifest.background?.service_worker
    ? [manifest.background.service_worker]
    : (manifest.background?.scripts ?? []);
  const js = new Set(roots.flatMap((root) => staticClosure(buildDir, root)));
  return { js: [...js], css: [], html: [] };
}
