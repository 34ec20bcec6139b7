import { dirname, join, relative } from 'node:path';

/** A project-relative module path (`lib/api/http.ts`, `node_modules/zod/v4/core/util.js`) from a map's source. */
export function moduleOf(source: string, mapFile: string, projectRoot: string): string {
  // Rolldown names virtual modules (`\0virtual:wxt-plugins`, `rolldown/runtime.js`) without a path.
  if (!source.startsWith('.') && !source.startsWith('/')) return source.replace(/^\0/, '');
  return relative(projectRoot, join(dirname(mapFile), source))
    .split('\\')
    .join('/');
}

/**
 * The package or folder a module is counted under: the npm package (`zod`, `@wxt-dev/…`), or the
 * project folder two levels deep (`entrypoints/options`, `lib/api`, `components/link-form`; `lib`
 * for the files directly in lib/), or the module itself for the bundler's virtual modules.
 */
export function groupOf(module: string): string {
  const parts = module.split('/');
  const packageAt = parts.lastIndexOf('node_modules');
  if (packageAt !== -1) {
    const name = parts[packageAt + 1] ?? module;
    return name.startsWith('@') ? `${name}/${parts[packageAt + 2] ?? ''}` : name;
  }
  if (parts.length <= 2) return parts.length === 1 ? `(bundler) ${module}` : (parts[0] ?? module);
  return parts.slice(0, 2).join('/');
}
