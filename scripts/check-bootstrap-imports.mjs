#!/usr/bin/env node
// @ts-check
// The first step of `npm test`: the scripts a bare clone runs before anything is installed
// (`npm start`, `npm test`, `npm run setup`) import only Node's built-ins, through every file they
// import statically. Usage: node scripts/check-bootstrap-imports.mjs [root]
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { BOOTSTRAP_SCRIPTS, packageImports } = require('./lib/bootstrap-imports.cjs');

const problems = packageImports(resolve(process.argv[2] ?? ROOT));
if (problems.length) {
  console.error(`✖ ${problems.length} package import(s) load before setup has installed anything:`);
  for (const { chain, specifier } of problems) console.error(`  - ${[...chain, specifier].join(' → ')}`);
  console.error('  Load them with `await import()` after setup has run.');
  process.exit(1);
}
console.log(`✔ ${BOOTSTRAP_SCRIPTS.join(', ')} import only Node's built-ins before setup`);
