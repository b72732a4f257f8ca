// @ts-check
// What the scripts that run before `scripts/setup.mjs` has installed anything (`npm start`, `npm test`
// and setup itself) load at start: every static import, followed through the repository's own files.
// On a bare clone a package import among them fails before setup can run, so only Node's built-ins
// may appear; a package is loaded with `await import()` once setup is done.
const { readFileSync } = require('node:fs');
const { builtinModules } = require('node:module');
const { dirname, relative, resolve } = require('node:path');

/** The entry points a newcomer's first commands run (`npm start`, `npm test`, `npm run setup`). */
const BOOTSTRAP_SCRIPTS = ['scripts/start.mjs', 'scripts/test.mjs', 'scripts/setup.mjs'];

const BUILTINS = new Set(builtinModules);

/** Comments go first, so an `import(…)` in a JSDoc type or a commented-out line is not read as one. */
function withoutComments(/** @type {string} */ text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * The specifiers a module loads as it starts: `import … from`, `import '…'`, `export … from` and,
 * in CommonJS, every `require('…')`. Dynamic `import('…')` is left out: it runs when called.
 * @param {string} text
 * @returns {string[]}
 */
function staticSpecifiers(text) {
  const code = withoutComments(text);
  const found = [];
  const patterns = [
    /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*$\s{},]*?\s+from\s*)?['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return [...new Set(found)];
}

/** @param {string} specifier */
const isBuiltin = (specifier) => specifier.startsWith('node:') || BUILTINS.has(specifier);

/**
 * Walks the static imports from each entry and names every package reached, with the chain of
 * files that leads to it.
 * @param {string} root the repository
 * @param {string[]} [entries] paths relative to root
 * @returns {{ chain: string[], specifier: string }[]}
 */
function packageImports(root, entries = BOOTSTRAP_SCRIPTS) {
  /** @type {{ chain: string[], specifier: string }[]} */
  const problems = [];
  const seen = new Set();
  /** @param {string} file @param {string[]} chain */
  const visit = (file, chain) => {
    if (seen.has(file)) return;
    seen.add(file);
    const here = [...chain, relative(root, file)];
    for (const specifier of staticSpecifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/'))
        visit(resolve(dirname(file), specifier), here);
      else if (!isBuiltin(specifier)) problems.push({ chain: here, specifier });
    }
  };
  for (const entry of entries) visit(resolve(root, entry), []);
  return problems;
}

module.exports = { BOOTSTRAP_SCRIPTS, packageImports, staticSpecifiers };
