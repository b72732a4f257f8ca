#!/usr/bin/env node
// @ts-check
// Fails when an English key has no Spanish entry or the reverse, or an entry is empty, in any locales
// folder of the project: a browser loads the texts of the language it shows only, so a missing or
// empty one cannot fall back to the other language there.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './lib/paths.mjs';

/** @param {unknown} value @param {string} prefix @returns {[string, unknown][]} each leaf's key and value */
function leaves(value, prefix = '') {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
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
    const englishLeaves = leaves(JSON.parse(readFileSync(join(en, file), 'utf8')));
    const spanishLeaves = leaves(JSON.parse(readFileSync(spanishFile, 'utf8')));
    const english = new Set(englishLeaves.map(([key]) => key));
    const spanish = new Set(spanishLeaves.map(([key]) => key));
    const report = (/** @type {string} */ where, /** @type {string} */ key, what = 'missing') => {
      console.error(`✖ ${relative(ROOT, where)}: ${what} "${key}"`);
      problems++;
    };
    for (const key of english) if (!spanish.has(key)) report(spanishFile, key);
    for (const key of spanish) if (!english.has(key)) report(join(en, file), key);
    for (const [where, list] of /** @type {const} */ ([
      [join(en, file), englishLeaves],
      [spanishFile, spanishLeaves],
    ]))
      for (const [key, value] of list)
        if (typeof value === 'string' && value.trim() === '') report(where, key, 'empty');
  }
}
if (problems) process.exit(1);
console.log(`✔ ${files} locale files: every key exists in English and Spanish, none empty`);
