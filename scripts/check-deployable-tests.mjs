#!/usr/bin/env node
// @ts-check
// After the unit run: fails when a deployable has no passing test (its own pipeline could not pass).
import { readFileSync } from 'node:fs';
import tests from './lib/deployable-tests.cjs';
import { ROOT } from './lib/paths.mjs';

const [reportFile] = process.argv.slice(2);
if (!reportFile) throw new Error('usage: check-deployable-tests.mjs <jest --json report>');
const folders = tests.deployableFolders(ROOT);
const missing = tests.foldersWithoutTests(JSON.parse(readFileSync(reportFile, 'utf8')), folders, ROOT);
if (missing.length) {
  console.error(`No passing test in ${missing.join(', ')}: their pipelines' test step cannot pass.`);
  process.exit(1);
}
console.log(`Each of the ${folders.length} deployables has tests: ${folders.join(', ')}`);
