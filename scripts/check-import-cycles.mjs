#!/usr/bin/env node
// @ts-check
// Fails when the repository's source has an import cycle: every TypeScript file under
// services/*/src, packages/*/src, shell/src and mfe-*/src, with every import counted — type-only ones
// too, re-exports and dynamic import() calls. Relative imports
// and the workspace imports `@ministry/<pkg>/<module>` are resolved to their source files; anything
// else (npm packages, styles, JSON) is outside the graph.
// Usage: node scripts/check-import-cycles.mjs [root]   (root: the repository, by default)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const SKIP = new Set(['node_modules', 'dist', 'build']);
const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The folders holding source: `<parent>/<name>/src` for each parent, and shell/src. */
function sourceRoots() {
  const roots = [];
  for (const parent of ['services', 'packages', '.']) {
    const dir = join(root, parent);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (parent === '.' && entry.name !== 'shell' && !entry.name.startsWith('mfe-')) continue;
      const src = join(dir, entry.name, 'src');
      if (existsSync(src)) roots.push(src);
    }
  }
  return roots;
}

/** @param {string} dir @param {string[]} files */
function walk(dir, files) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, files);
    else if (SOURCE.test(entry.name)) files.push(path);
  }
  return files;
}

const roots = sourceRoots();
const files = new Set(roots.flatMap((src) => walk(src, [])));

/** Workspace name → its src folder, from the package.json beside each src. */
const workspaces = new Map();
for (const src of roots) {
  const manifest = join(src, '..', 'package.json');
  if (existsSync(manifest)) workspaces.set(JSON.parse(readFileSync(manifest, 'utf8')).name, src);
}

/** The source file a path without (or with a .js) extension names, if it is one of ours. */
function sourceFile(/** @type {string} */ base) {
  const stem = base.replace(/\.(c|m)?jsx?$/, '');
  const candidates = [base, ...['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'].map((end) => stem + end)];
  return candidates.find((path) => files.has(path) && statSync(path).isFile()) ?? null;
}

function resolveImport(/** @type {string} */ from, /** @type {string} */ specifier) {
  if (specifier.startsWith('.')) return sourceFile(resolve(dirname(from), specifier));
  const match = /^(@ministry\/[^/]+)(?:\/(.*))?$/.exec(specifier);
  const src = match && workspaces.get(match[1]);
  return src ? sourceFile(join(src, match[2] ?? 'index')) : null;
}

/** @type {Map<string, string[]>} file → the files it imports */
const graph = new Map();
for (const file of files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
  graph.set(file, [...new Set(targets.filter((target) => target !== null))]);
}

/** Tarjan's strongly connected components: each with more than one file (or a self-import) is a cycle. */
function components() {
  let counter = 0;
  /** @type {Map<string, number>} the order each file was reached in */
  const index = new Map();
  /** @type {Map<string, number>} the earliest file still on the stack each one reaches */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const found = [];
  const lower = (/** @type {string} */ file, /** @type {number | undefined} */ value) =>
    low.set(file, Math.min(low.get(file) ?? Infinity, value ?? Infinity));
  /** @param {string} file */
  function visit(file) {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lower(file, low.get(next));
      } else if (onStack.has(next)) lower(file, index.get(next));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return found;
}

/** One concrete loop inside a component, from its first file back to it (shortest, by search). */
function loopIn(/** @type {string[]} */ component) {
  const inside = new Set(component);
  const start = [...component].sort()[0];
  const previous = new Map([[start, start]]);
  const queue = [start];
  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(/** @type {string} */ (previous.get(loop[0])));
        return [...loop, start];
      }
      if (inside.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const cycles = components();
const name = (/** @type {string} */ file) => relative(root, file);
if (cycles.length) {
  console.error(`✖ ${cycles.length} import cycle(s) (type-only imports count):`);
  for (const component of cycles) {
    console.error(`  - ${loopIn(component).map(name).join(' → ')}`);
    const others = component.filter((file) => !loopIn(component).includes(file));
    if (others.length) console.error(`    tied into it as well: ${others.map(name).sort().join(', ')}`);
  }
  process.exit(1);
}
console.log(`✔ no import cycle among ${files.size} source files`);
