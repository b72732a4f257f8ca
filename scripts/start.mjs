#!/usr/bin/env node
// @ts-check
// `npm start`: install what is missing, build, run the whole site at one URL.
// Only Node's built-ins are imported before setup has run (scripts/check-bootstrap-imports.mjs).
import { run } from './lib/run.mjs';
import { ROOT } from './lib/paths.mjs';

run(process.execPath, ['scripts/setup.mjs'], { cwd: ROOT, label: 'setup' });
run('npx', ['tsc', '-b'], { cwd: ROOT, label: 'build shared packages and services (tsc -b)' });
run(process.execPath, ['scripts/build-frontends.mjs'], {
  cwd: ROOT,
  label: 'build the shell and the remotes',
});
await import('./stack.mjs');
