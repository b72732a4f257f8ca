#!/usr/bin/env node
// @ts-check
// Runs the built site until stopped: `node scripts/stack.mjs [--port 8080] [--fresh]`.
// --fresh uses a throwaway database folder (the e2e tests start it so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { DEVELOPMENT_ADMIN_ENV, startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const basePort = portFlag >= 0 ? Number(args[portFlag + 1]) : Number(process.env.PORT ?? 8080);
const fresh = args.includes('--fresh');
const dataDir = fresh ? mkdtempSync(join(tmpdir(), 'ministry-db-')) : join(ROOT, '.data', 'db');

const stack = await startStack({ basePort, dataDir, runDir: join(ROOT, '.run', String(basePort)) });
const admin = process.env.ADMIN_USERNAME
  ? `${process.env.ADMIN_USERNAME} / (ADMIN_PASSWORD)`
  : `${DEVELOPMENT_ADMIN_ENV.ADMIN_USERNAME} / ${DEVELOPMENT_ADMIN_ENV.ADMIN_PASSWORD}`;
console.log(
  `\n  The site is running at ${stack.url}\n  Admin sign-in (local only): ${admin}\n  Press Ctrl-C to stop.\n`,
);

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
