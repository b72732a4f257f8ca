#!/usr/bin/env node
// @ts-check
// Production builds of the shell and the five remotes, two at a time (one per core). A frontend
// whose inputs have not changed since its last build is skipped (--force builds all).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { inputsHash, isBuilt, markBuilt } from './lib/build-inputs.mjs';
import { FRONTENDS, ROOT } from './lib/paths.mjs';

/** @param {string} app */
function build(app) {
  const inputs = inputsHash(app);
  if (!process.argv.includes('--force') && isBuilt(app, inputs)) {
    console.log(`✔ ${app} is up to date`);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
      {
        cwd: join(ROOT, app),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        markBuilt(app, inputs);
        console.log(`✔ built ${app} (${seconds}s)`);
        resolve(undefined);
      } else {
        console.error(output);
        reject(new Error(`✖ ${app} build failed`));
      }
    });
  });
}

const queue = [...FRONTENDS];
const workers = Array.from({ length: 2 }, async () => {
  for (let app = queue.shift(); app; app = queue.shift()) await build(app);
});
try {
  await Promise.all(workers);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
