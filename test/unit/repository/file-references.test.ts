import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/**
 * Comments and documents that name a file of this repository must name one that exists: a
 * pointer to a renamed or deleted file sends the next reader looking for nothing. A path outside
 * the repository (an absolute path of one machine, the developers' `../shared` folder) means
 * nothing to someone who clones it, so it fails too.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path !== '');
const trackedSet = new Set(tracked);
const trackedFolders = new Set(
  tracked.flatMap((path) =>
    path
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const basenames = new Set(tracked.map((path) => path.slice(path.lastIndexOf('/') + 1)));

/**
 * What people read: the comments of code (its strings are data: a test's made-up file names), whole
 * documents, styles, pages, the CI script and package.json's scripts.
 */
const scanned = tracked.filter((path) => /\.(ts|tsx|js|mjs|md|css|html)$|^\.ci\/run$|^package\.json$/.test(path));

/** The comments of a script, found by TypeScript's own scanner, each on the line it starts at. */
function commentLines(source: string, path: string): string[] {
  const lines: string[] = source.split('\n').map(() => '');
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    source,
  );
  // Comments come in order: the line of each is found by walking on from the previous one.
  let line = 0;
  let nextLineStart = source.indexOf('\n') + 1;
  const lineAt = (position: number) => {
    while (nextLineStart > 0 && nextLineStart <= position) {
      line++;
      nextLineStart = source.indexOf('\n', nextLineStart) + 1;
    }
    return line;
  };
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia) continue;
    const start = lineAt(scanner.getTokenStart());
    scanner
      .getTokenText()
      .split('\n')
      .forEach((text, offset) => (lines[start + offset] = `${lines[start + offset] ?? ''} ${text}`));
  }
  return lines;
}

const TOP_FOLDERS = ['lib', 'entrypoints', 'components', 'public', 'test', '.ci'];
const EXTENSIONS = ['ts', 'tsx', 'js', 'mjs', 'json', 'md', 'css', 'html', 'png', 'txt'];
/** `lib/api/client.ts`, `test/server/`, `.ci/run`; not inside a URL or a longer path (`a/lib/…`). */
const FROM_ROOT = new RegExp(
  `(?<![\\w./@-])(?:${TOP_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/[\\w./<>*-]*[\\w>*/]`,
  'g',
);
/** `./stored-item.ts`, `../api/errors.ts`: relative to the file that names them. */
const RELATIVE = new RegExp(`(?<![\\w./-])\\.{1,2}/[\\w./-]*\\.(?:${EXTENSIONS.join('|')})\\b`, 'g');
/** A bare file name in prose, `request-queue.ts`: some file of the repository has that name. */
const BARE = new RegExp(`(?<![\\w./@:-])[\\w-]+\\.(?:ts|tsx|md)\\b(?![\\w/(-])`, 'g');
/** Root documents and configuration named in prose. */
const ROOT_FILES = /(?<![\w./-])(?:README|CONTRIBUTING|CHANGELOG|LICENSE)(?:\.md)?\b/g;
/** Paths that only exist on one machine, or outside the repository. */
const OUTSIDE = /(?:^|[\s('"`])(?:\/(?:work|root|home|farm)\/[\w.-]+|\.\.\/shared\/)/g;

/**
 * Names that are files of a build or a browser, not of this repository: they are written by
 * WXT (the built pages and manifest, the sandbox's data file) or are the browser's own.
 */
const NOT_REPOSITORY_FILES = new Set(['background.js', 'manifest.json', 'messages.json']);

/** A placeholder or a glob names a family of files: `public/_locales/<locale>/messages.json`, `test/e2e/**`. */
function familyExists(path: string): boolean {
  const pattern = new RegExp(
    `^${path
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\/?/g, '(?:.+/)?')
      .replace(/\*/g, '[^/]*')
      .replace(/<[^>]+>/g, '[^/]+')}`,
  );
  return tracked.some((file) => pattern.test(file));
}

function repositoryPathExists(path: string): boolean {
  const clean = path.replace(/[/.]+$/, (tail) => (tail.startsWith('/') ? '' : tail.replace(/\.+$/, '')));
  if (/[<*]/.test(clean)) return familyExists(clean);
  if (trackedSet.has(clean) || trackedFolders.has(clean.replace(/\/$/, ''))) return true;
  // A module named without its extension, as imports do: `lib/api/client`.
  return ['.ts', '.tsx', '/index.ts'].some((ending) => trackedSet.has(clean + ending));
}

interface Reference {
  file: string;
  line: number;
  named: string;
}

function referencesIn(file: string): { missing: Reference[]; outside: Reference[] } {
  const missing: Reference[] = [];
  const outside: Reference[] = [];
  const source = readFileSync(join(root, file), 'utf8');
  const lines = /\.(ts|tsx|js|mjs)$/.test(file) ? commentLines(source, file) : source.split('\n');
  lines.forEach((text, index) => {
    const at = (named: string): Reference => ({ file, line: index + 1, named });
    for (const [named] of text.matchAll(FROM_ROOT)) if (!repositoryPathExists(named)) missing.push(at(named));
    for (const [named] of text.matchAll(RELATIVE)) {
      const resolved = normalize(join(dirname(file), named));
      if (resolved.startsWith('..')) outside.push(at(named));
      else if (!repositoryPathExists(resolved)) missing.push(at(named));
    }
    for (const [named] of text.matchAll(BARE)) {
      if (!basenames.has(named) && !NOT_REPOSITORY_FILES.has(named)) missing.push(at(named));
    }
    for (const [named] of text.matchAll(ROOT_FILES)) {
      const name = named.endsWith('.md') || named === 'LICENSE' ? named : `${named}.md`;
      if (!trackedSet.has(name)) missing.push(at(named));
    }
    for (const [named] of text.matchAll(OUTSIDE)) outside.push(at(named.trim()));
  });
  return { missing, outside };
}

const found = scanned.map(referencesIn);
const show = (references: Reference[]) => references.map((r) => `${r.file}:${r.line} names ${r.named}`);

describe('file references in comments and documents', () => {
  test('scans the repository', () => {
    // The scan must see the code and the documents, or it proves nothing.
    expect(scanned).toContain('README.md');
    expect(scanned).toContain('lib/api/client.ts');
    expect(scanned.length).toBeGreaterThan(300);
  });

  test('every repository file named exists', () => {
    expect(show(found.flatMap((f) => f.missing))).toEqual([]);
  });

  test('nothing names a place outside the repository', () => {
    expect(show(found.flatMap((f) => f.outside))).toEqual([]);
  });
});

describe('the reference patterns', () => {
  const named = (text: string) => [
    ...[...text.matchAll(FROM_ROOT)].map((m) => m[0]),
    ...[...text.matchAll(RELATIVE)].map((m) => m[0]),
    ...[...text.matchAll(BARE)].map((m) => m[0]),
  ];

  test('find paths from the root, relative paths and bare names in prose', () => {
    expect(named('see lib/api/client.ts and ./stored-item.ts (request-queue.ts).')).toEqual([
      'lib/api/client.ts',
      './stored-item.ts',
      'request-queue.ts',
    ]);
  });

  test('leave URLs and longer paths alone', () => {
    expect(named('https://example.com/lib/x.ts and node_modules/wxt/lib/y.ts')).toEqual([]);
  });

  test('tell a missing file from an existing one, with globs and placeholders', () => {
    expect(repositoryPathExists('lib/api/client.ts')).toBe(true);
    expect(repositoryPathExists('lib/api/client')).toBe(true);
    expect(repositoryPathExists('test/server/')).toBe(true);
    expect(repositoryPathExists('public/_locales/<locale>/messages.json')).toBe(true);
    expect(repositoryPathExists('test/e2e/**')).toBe(true);
    expect(repositoryPathExists('lib/commands/shortcut.ts')).toBe(false);
    expect(repositoryPathExists('test/unit/settings/migrate.test.ts')).toBe(false);
  });

  test('flag places outside the repository', () => {
    // Put together here, so that this file itself names no path of one machine.
    const machinePath = ['', 'work', 'shared', 'spec', 'servers.md'].join('/');
    expect([...` (${machinePath})`.matchAll(OUTSIDE)]).toHaveLength(1);
    expect([...'see ../shared/design.md'.matchAll(OUTSIDE)]).toHaveLength(1);
    expect([...'a ../api/errors.ts import'.matchAll(OUTSIDE)]).toHaveLength(0);
  });
});
