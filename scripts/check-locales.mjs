#!/usr/bin/env node
// @ts-check
// Fails when an English key has no Spanish entry or the reverse, in any locales folder of the project.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/paths.mjs';

/** @param {unknown} value @param {string} prefix @returns {string[]} */
function keys(value, prefix = '') {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** @param {string} dir @returns {string[]} every locales/en folder below dir */
function englishFolders(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      !entry.isDirectory() ||
      ['node_modules', 'dist', 'build', '.git', '.tools', '.data', '.run'].includes(entry.name)
    )
      continue;
    const path = join(dir, entry.name);
    if (entry.name === 'en' && dir.endsWith('locales')) found.push(path);
    else found.push(...englishFolders(path));
  }
  return found;
}

let problems = 0;
let files = 0;
for (const en of englishFolders(ROOT)) {
  const es = join(en, '..', 'es');
  for (const file of readdirSync(en).filter((name) => name.endsWith('.json'))) {
    files++;
    const spanishFile = join(es, file);
    if (!existsSync(spanishFile)) {
      console.error(`✖ ${relative(ROOT, spanishFile)} is missing`);
      problems++;
      continue;
    }
    const english = new Set(keys(JSON.parse(readFileSync(join(en, file), 'utf8'))));
    const spanish = new Set(keys(JSON.parse(readFileSync(spanishFile, 'utf8'))));
    const report = (/** @type {string} */ where, /** @type {string} */ key) => {
      console.error(`✖ ${relative(ROOT, where)}: missing "${key}"`);
      problems++;
    };
    for (const key of english) if (!spanish.has(key)) report(spanishFile, key);
    for (const key of spanish) if (!english.has(key)) report(join(en, file), key);
  }
}
if (problems) process.exit(1);
console.log(`✔ ${files} locale files: every key exists in English and Spanish`);
