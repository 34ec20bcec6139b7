import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dark scheme changes colours alone: every `prefers-color-scheme: dark` block only sets custom
 * properties (the colour tokens). The browser suites rely on it: their dark axe scans run only the
 * colour rules (test/e2e/support/axe.ts), the light scan of the same state runs them all.
 */

const ROOTS = ['entrypoints', 'components'];

const stylesheets = (): string[] =>
  ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => join(root, file)),
  );

/** The bodies of a stylesheet's dark-scheme media blocks. */
function darkBlocks(css: string): string[] {
  const blocks: string[] = [];
  const opening = /@media\s*\(\s*prefers-color-scheme:\s*dark\s*\)\s*\{/g;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    let depth = 1;
    let end = opening.lastIndex;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++;
      if (css[end] === '}') depth--;
      end++;
    }
    blocks.push(css.slice(opening.lastIndex, end - 1));
  }
  return blocks;
}

/** The declarations of a block that set anything but a custom property (a piece before `{` is a selector). */
function nonTokenDeclarations(block: string): string[] {
  const pieces = block.replace(/\/\*[\s\S]*?\*\//g, '').split(/(?<=[{};])/);
  return pieces
    .filter((piece) => !piece.endsWith('{'))
    .map((piece) => piece.replace(/[;}]$/, '').trim())
    .filter((declaration) => declaration !== '' && !declaration.startsWith('--'));
}

describe('the dark scheme', () => {
  it('sets colour tokens alone, in every stylesheet of the extension', () => {
    const found = stylesheets().flatMap((file) =>
      darkBlocks(readFileSync(file, 'utf8')).map((block) => ({ file, wrong: nonTokenDeclarations(block) })),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ wrong }) => wrong.length > 0)).toEqual([]);
  });

  it('is read correctly: a property other than a token is named', () => {
    const css = `
      .a:hover { color: red; }
      @media (prefers-color-scheme: dark) {
        :root { --ink: #fff; --paper: #111; }
        .hidden-in-dark:focus { display: none; outline: 2px solid var(--ink); }
      }`;
    const [block] = darkBlocks(css);
    expect(nonTokenDeclarations(block ?? '')).toEqual(['display: none', 'outline: 2px solid var(--ink)']);
  });
});
