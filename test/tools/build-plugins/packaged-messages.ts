import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedPublicFile, Wxt, WxtHooks } from 'wxt';
import { packageCatalog, type SourceCatalog } from './package-catalog';

/** The source catalogs, as translators edit them. */
const LOCALES_DIR = join(import.meta.dirname, '..', '..', '..', 'public', '_locales');
/** `default_locale` in wxt.config.ts: the catalog every other one falls back to. */
const DEFAULT_LOCALE = 'en';
const CATALOG_FILE = /^_locales\/([^/]+)\/messages\.json$/;
const MESSAGE_REFERENCE = /__MSG_(\w+?)__/g;

const readCatalog = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SourceCatalog;

/**
 * The package's catalogs (lib/i18n/README.md, "What ships"): each holds only the message texts
 * the browser reads, under the names the code uses. Production builds only: `wxt` in dev mode
 * serves the source catalogs unchanged. The build stops when the manifest or a page names a
 * `__MSG_…__` the English catalog lacks, which the browser would show as it is written.
 */
export function packagedMessages(): Partial<WxtHooks> {
  const english = readCatalog(join(LOCALES_DIR, DEFAULT_LOCALE, 'messages.json'));
  let building = false;
  return {
    'build:before': (wxt: Wxt) => {
      building = wxt.config.command === 'build';
    },
    'build:publicAssets': (_wxt: Wxt, files: ResolvedPublicFile[]) => {
      if (!building) return;
      files.forEach((file, index) => {
        const locale = CATALOG_FILE.exec(file.relativeDest)?.[1];
        if (locale === undefined || !('absoluteSrc' in file)) return;
        const defaults = locale === DEFAULT_LOCALE ? undefined : english;
        files[index] = {
          relativeDest: file.relativeDest,
          contents: packageCatalog(readCatalog(file.absoluteSrc), defaults),
        };
      });
    },
    'build:done': (wxt: Wxt) => {
      if (building) checkMessageReferences(wxt.config.outDir);
    },
  };
}

/** Every `__MSG_name__` of the built manifest and pages names a message of the package's English catalog. */
function checkMessageReferences(outDir: string): void {
  const packaged = new Set(
    Object.keys(readCatalog(join(outDir, '_locales', DEFAULT_LOCALE, 'messages.json'))).map((name) =>
      name.toLowerCase(),
    ),
  );
  const files = ['manifest.json', ...readdirSync(outDir).filter((file) => file.endsWith('.html'))];
  for (const file of files) {
    for (const [, name = ''] of readFileSync(join(outDir, file), 'utf8').matchAll(MESSAGE_REFERENCE)) {
      if (!name.startsWith('@@') && !packaged.has(name.toLowerCase())) {
        throw new Error(`${file} uses __MSG_${name}__, which public/_locales/${DEFAULT_LOCALE} lacks`);
      }
    }
  }
}
