#!/usr/bin/env node
// @ts-check
// Runs the built site until stopped: `node scripts/stack.mjs [--port 8080] [--fresh]`.
// --fresh uses a throwaway database folder (the e2e tests start it so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { DEVELOPMENT_ADMIN_ENV, startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const basePort = portFlag >= 0 ? Number(args[portFlag + 1]) : Number(process.env.PORT ?? 8080);
const fresh = args.includes('--fresh');
const dataDir = fresh ? mkdtempSync(join(tmpdir(), 'ministry-db-')) : join(ROOT, '.data', 'db');

const runDir = join(ROOT, '.run', String(basePort));
// A fresh run's mail lands in its run folder (the e2e tests read it there), emptied first.
const mailDir = fresh ? join(runDir, 'mail') : join(ROOT, '.data', 'mail');
if (fresh) rmSync(mailDir, { recursive: true, force: true });
const stack = await startStack({ basePort, dataDir, runDir, mailDir });
const admin = process.env.ADMIN_USERNAME
  ? `${process.env.ADMIN_USERNAME} / (ADMIN_PASSWORD)`
  : `${DEVELOPMENT_ADMIN_ENV.ADMIN_USERNAME} / ${DEVELOPMENT_ADMIN_ENV.ADMIN_PASSWORD}`;
const mail = stack.mail
  ? `  E-mail it sends: ${stack.mail.pageUrl} (kept as .eml files in ${stack.mail.dir})\n`
  : '  E-mail goes to the provider of SMTP_URL\n';
const metricsPorts = Object.entries(stack.ports.metrics).map(([name, port]) => `${name} ${port}`);
const operations = fresh
  ? ''
  : `  Backups: "npm run backup" writes to ${resolve(ROOT, process.env.BACKUP_DIR || 'backups')} (README, "Backups and restore")\n` +
    `  Metrics: http://127.0.0.1:<port>/metrics (${metricsPorts.join(', ')}), the gateway's counters at http://127.0.0.1:${stack.ports.gatewayStatus}/stub_status (README, "Metrics and alerts")\n`;
console.log(
  `\n  The site is running at ${stack.url}\n  Admin sign-in (local only): ${admin}\n${mail}${operations}  Press Ctrl-C to stop.\n`,
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
