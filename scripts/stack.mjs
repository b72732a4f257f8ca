#!/usr/bin/env node
// @ts-check
// Runs the built site until stopped: `node scripts/stack.mjs [--port 8080] [--fresh]`.
// --fresh uses a throwaway database folder (the e2e tests start it so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const basePort = portFlag >= 0 ? Number(args[portFlag + 1]) : Number(process.env.PORT ?? 8080);
const fresh = args.includes('--fresh');
const dataDir = fresh ? mkdtempSync(join(tmpdir(), 'ministry-db-')) : join(ROOT, '.data', 'db');

const stack = await startStack({ basePort, dataDir, runDir: join(ROOT, '.run', String(basePort)) });
console.log(`\n  The site is running at ${stack.url}\n  Press Ctrl-C to stop.\n`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void stack.stop().finally(() => {
      if (fresh) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
