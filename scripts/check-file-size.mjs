#!/usr/bin/env node
// @ts-check
// Fails when a source file tracked by git is longer than scripts/lib/file-size.cjs allows: a file that
// long does several jobs and wants splitting along its seams. Data tables are named here with why.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { MAX_LINES, oversizedFiles } = require('./lib/file-size.cjs');

/** @type {Record<string, string>} */
const DATA_TABLES = {
  'services/content/src/resources/library.ts':
    'the seeded resource library: one record per resource, in both languages, no logic',
  'packages/contracts/src/page-manifest.ts': "the site's pages: one row per address, no logic",
};

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const files = tracked.map((path) => {
  let text = '';
  try {
    text = readFileSync(join(ROOT, path), 'utf8');
  } catch {
    // Tracked but deleted in the working tree: nothing to measure.
  }
  return { path, lines: text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0) };
});
const oversized = oversizedFiles(files, DATA_TABLES);
if (oversized.length) {
  console.error(`✖ ${oversized.length} source file(s) over ${MAX_LINES} lines:`);
  for (const { path, lines } of oversized) console.error(`  - ${path}: ${lines} lines`);
  process.exit(1);
}
console.log(
  `✔ no source file over ${MAX_LINES} lines (data tables aside: ${Object.keys(DATA_TABLES).length})`,
);
