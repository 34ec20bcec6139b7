import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import type { ResolvedPublicFile, Wxt, WxtHooks } from 'wxt';
import { messageLiterals } from './message-literals';
import { KEPT_NAMES, messageNames, NAMED_BY_TESTS_ONLY } from './message-names';
import { packageCatalog, type SourceCatalog } from './package-catalog';

/** The source catalogs, as translators edit them. */
const LOCALES_DIR = join(import.meta.dirname, '..', '..', '..', 'public', '_locales');
/** `default_locale` in wxt.config.ts: the catalog every other one falls back to. */
const DEFAULT_LOCALE = 'en';
const CATALOG_FILE = /^_locales\/([^/]+)\/messages\.json$/;
const SCRIPT = /\.[cm]?[jt]sx?$/;
const MESSAGE_REFERENCE = /__MSG_(\w+?)__/g;

const readCatalog = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SourceCatalog;

export interface PackagedMessages {
  /** Gives code's message names their package names (`t('popupTitle')` → `t('k')`). */
  plugin: Plugin;
  /** Write the package's catalogs and check that every name still finds its message. */
  hooks: Partial<WxtHooks>;
}

/**
 * The package's messages (lib/i18n/README.md, "What ships"): each catalog holds only the message
 * texts the browser reads, under short names (message-names.ts), and the scripts name them so.
 * Production builds only: `wxt` in dev mode serves the source catalogs and code unchanged.
 *
 * The build stops when a name would no longer find its message: a message no script names as a
 * whole literal (unused, or its name built at run time, which the renaming cannot see), or a
 * `__MSG_name__` in the manifest or a page that the package's catalog lacks.
 * test/unit/i18n/message-names.test.ts proves the other half on the source: every literal equal
 * to a message name is one where a message name is expected.
 */
export function packagedMessages(): PackagedMessages {
  const english = readCatalog(join(LOCALES_DIR, 'en', 'messages.json'));
  const names = messageNames(Object.keys(english));
  /** Names some script used, over every step of one build (Firefox MV2 builds in several). */
  const named = new Set<string>();
  let building = false;

  const plugin: Plugin = {
    name: 'packaged-message-names',
    apply: 'build',
    // After TypeScript and JSX are compiled away, so that the module parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!building || id.startsWith('\0') || id.includes('/node_modules/') || !SCRIPT.test(id.split('?')[0] ?? '')) {
        return null;
      }
      const literals = messageLiterals(this.parse(code, { lang: 'js' }), names.renamed);
      if (literals.length === 0) return null;
      const edited = new MagicString(code);
      for (const { start, end, name } of literals) {
        const quote = code[start] ?? '';
        if (code.slice(start + 1, end - 1) !== name || code[end - 1] !== quote) {
          this.error(`packaged-message-names: ${id} at ${start}: expected the literal "${name}"`);
        }
        edited.overwrite(start + 1, end - 1, names.packagedName(name));
        named.add(name.replace(/_(zero|one|two|few|many|other)$/, ''));
      }
      return { code: edited.toString(), map: edited.generateMap({ source: id, hires: 'boundary' }) };
    },
  };

  const hooks: Partial<WxtHooks> = {
    'build:before': (wxt: Wxt) => {
      building = wxt.config.command === 'build';
      named.clear();
    },
    'build:publicAssets': (_wxt: Wxt, files: ResolvedPublicFile[]) => {
      if (!building) return;
      files.forEach((file, index) => {
        const locale = CATALOG_FILE.exec(file.relativeDest)?.[1];
        if (locale === undefined || !('absoluteSrc' in file)) return;
        const defaults = locale === DEFAULT_LOCALE ? undefined : english;
        const contents = packageCatalog(readCatalog(file.absoluteSrc), names.packagedName, defaults);
        files[index] = { relativeDest: file.relativeDest, contents };
      });
    },
    'build:done': (wxt: Wxt) => {
      if (!building) return;
      const unnamed = names.used.filter(
        (name) => !KEPT_NAMES.has(name) && !NAMED_BY_TESTS_ONLY.has(name) && !named.has(name),
      );
      if (unnamed.length > 0) {
        throw new Error(
          `No script names these messages as a literal, so their package names would find nothing: ` +
            `${unnamed.join(', ')}. Remove unused messages from public/_locales; name used ones as ` +
            `whole literals (a name built at run time cannot be renamed).`,
        );
      }
      checkMessageReferences(wxt.config.outDir);
    },
  };
  return { plugin, hooks };
}

/** Every `__MSG_name__` of the built manifest and pages names a message of the package's English catalog. */
function checkMessageReferences(outDir: string): void {
  const packaged = new Set(
    Object.keys(readCatalog(join(outDir, '_locales', 'en', 'messages.json'))).map((name) => name.toLowerCase()),
  );
  const files = ['manifest.json', ...readdirSync(outDir).filter((file) => file.endsWith('.html'))];
  for (const file of files) {
    for (const [, name = ''] of readFileSync(join(outDir, file), 'utf8').matchAll(MESSAGE_REFERENCE)) {
      if (!name.startsWith('@@') && !packaged.has(name.toLowerCase())) {
        throw new Error(`${file} uses __MSG_${name}__, which the package's catalog lacks: add it to KEPT_NAMES`);
      }
    }
  }
}
