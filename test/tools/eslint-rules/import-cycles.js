// A lint rule: no import cycles among the product's modules, type-only and dynamic imports
// included. eslint-plugin-import-x's no-cycle skips `import type`, but a cycle closed by a type
// is still two modules that know each other (the popup had one, closed by `CopyState`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOTS = ['entrypoints', 'components', 'lib'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(projectRoot, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(projectRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module of a cycle, mapped to the cycle it belongs to (Tarjan's strongly connected components). */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const inCycle = new Map();
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) for (const file of component) inCycle.set(file, component);
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return inCycle;
}

const cachedCycles = new Map();

function cyclesIn(projectRoot) {
  if (!cachedCycles.has(projectRoot)) {
    const graph = new Map();
    for (const root of ROOTS) {
      for (const file of sourceFiles(join(projectRoot, root))) {
        const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
        const targets = imports.map((entry) => resolveImport(projectRoot, file, entry.fileName)).filter(Boolean);
        graph.set(file, new Set(targets));
      }
    }
    cachedCycles.set(projectRoot, cyclesOf(graph));
  }
  return cachedCycles.get(projectRoot);
}

export const importCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included.' },
    schema: [],
    messages: { cycle: 'This module is part of an import cycle: {{members}}.' },
  },
  create(context) {
    return {
      Program(node) {
        const cycle = cyclesIn(context.cwd).get(context.filename);
        if (!cycle) return;
        const members = cycle
          .map((file) => relative(context.cwd, file))
          .sort()
          .join(' ↔ ');
        context.report({ node, messageId: 'cycle', data: { members } });
      },
    };
  },
};
