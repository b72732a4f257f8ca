#!/usr/bin/env node
// @ts-check
// `npm start`: install what is missing, build, run the whole site at one URL.
import { resolve } from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/paths.mjs';
import { stackPorts } from './lib/stack.mjs';

run(process.execPath, ['scripts/setup.mjs'], { cwd: ROOT, label: 'setup' });
run('npx', ['tsc', '-b'], { cwd: ROOT, label: 'build shared packages and services (tsc -b)' });
run(process.execPath, ['scripts/build-frontends.mjs'], {
  cwd: ROOT,
  label: 'build the shell and the remotes',
});
await import('./stack.mjs');
console.log(
  `  Backups: "npm run backup" writes to ${resolve(ROOT, process.env.BACKUP_DIR || 'backups')} (README, "Backups and restore")\n`,
);
const ports = stackPorts(Number(process.env.PORT ?? 8080));
const metricsPorts = Object.entries(ports.metrics).map(([name, port]) => `${name} ${port}`);
console.log(
  `  Metrics: http://127.0.0.1:<port>/metrics (${metricsPorts.join(', ')}), the gateway's counters at http://127.0.0.1:${ports.gatewayStatus}/stub_status (README, "Metrics and alerts")\n`,
);
