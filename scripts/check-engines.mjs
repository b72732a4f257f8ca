#!/usr/bin/env node
// @ts-check
// Fails when an installed package does not support the oldest Node the project names (the root
// package.json's engines, the README's "Node.js 20.19 or newer"): npm only warns about it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const require = createRequire(import.meta.url);
const { packagesRefusingNode, oldestNode } = require('./lib/engines.cjs');
const read = (/** @type {string} */ file) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

const node = oldestNode(read('package.json').engines.node);
const refusing = packagesRefusingNode(read('package-lock.json'), node);
if (refusing.length) {
  console.error(`✖ ${refusing.length} package(s) do not support Node ${node}:`);
  for (const { name, version, node: range } of refusing)
    console.error(`  - ${name}@${version} needs node ${range}`);
  process.exit(1);
}
console.log(`✔ every installed package supports Node ${node}`);
