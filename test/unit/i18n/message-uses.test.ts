import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, pluralFormOf, readCatalogs } from '../../tools/i18n/catalogs';
import { projectRoot } from '../../tools/lib/run';

/**
 * Every message of the catalogs is one the extension shows: the product names each plain message
 * and each counted message's base as a whole string literal (`t('…')`, `tCount('…', n)`, a
 * `Record<…, MessageKey>`), or the manifest or a page as `__MSG_…__`. A message nothing names is
 * dead text that translators keep up in seven languages. The other way round, a name the code
 * uses that no catalog has, is a type error (`MessageKey`), and the build checks `__MSG_…__`.
 */

const PRODUCT_FOLDERS = ['components', 'entrypoints', 'lib'];
const SCRIPT = /\.tsx?$/;
const MESSAGE_REFERENCE = /__MSG_(\w+?)__/g;
/** Named by the unit tests of tCount only: a counted message with forms in every language. */
const NAMED_BY_TESTS_ONLY = new Set(['linkCount']);

/** The values of a script's string literals, its comments left out. */
function literalsOf(file: string, text: string): string[] {
  const literals: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    node.forEachChild(visit);
  };
  // By its extension: in a .tsx file `<T>(…) =>` would read as markup.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind));
  return literals;
}

function namedByTheProduct(): Set<string> {
  const files = [
    'wxt.config.ts',
    ...PRODUCT_FOLDERS.flatMap((folder) =>
      readdirSync(join(projectRoot, folder), { recursive: true, encoding: 'utf8' }).map((path) => join(folder, path)),
    ),
  ];
  const named = new Set<string>();
  for (const file of files.filter((path) => SCRIPT.test(path) || path.endsWith('.html'))) {
    const text = readFileSync(join(projectRoot, file), 'utf8');
    // A page's text is markup; a script's names are in its literals, never in its comments.
    const sources = SCRIPT.test(file) ? literalsOf(file, text) : [text];
    for (const source of sources) {
      named.add(source);
      for (const [, name = ''] of source.matchAll(MESSAGE_REFERENCE)) named.add(name);
    }
  }
  return named;
}

describe('the messages of the catalogs', () => {
  it('are each named by the product code, the manifest or a page', () => {
    const english = Object.keys(readCatalogs().get(DEFAULT_LOCALE) ?? {});
    const names = new Set(english.map((key) => pluralFormOf(key)?.base ?? key));
    const named = namedByTheProduct();
    expect([...names].filter((name) => !named.has(name) && !NAMED_BY_TESTS_ONLY.has(name))).toEqual([]);
  });
});
