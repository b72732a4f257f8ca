#!/usr/bin/env node
// @ts-check
// One-off rewrite: `import X from 'react-bootstrap/X'` lines become one `import { X } from 'react-bootstrap'`.
import { readFileSync, writeFileSync } from 'node:fs';

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  /** @type {string[]} */
  const names = [];
  const kept = source.split('\n').filter((line) => {
    const match = line.match(/^import (\w+) from 'react-bootstrap\/(\w+)';$/);
    if (!match) return true;
    names.push(match[1] === match[2] ? match[1] : `${match[2]} as ${match[1]}`);
    return false;
  });
  if (!names.length) continue;
  const firstImport = kept.findIndex((line) => line.startsWith('import '));
  kept.splice(Math.max(firstImport, 0), 0, `import { ${names.join(', ')} } from 'react-bootstrap';`);
  writeFileSync(file, kept.join('\n'));
  console.log(`${file}: ${names.join(', ')}`);
}
