#!/usr/bin/env node
// @ts-check
// CI's proof of the README's first command (`.ci/run`, after `npm test`): runs `npm start` from this
// clone on a spare port, waits until `/` answers with the server-rendered home page and
// `/api/products` with the catalogue, stops it as Ctrl-C does (SIGINT to its process group), and
// checks that every process it started is gone. Usage: node scripts/start-smoke.mjs [--port 28080]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 28080;
const site = `http://127.0.0.1:${port}`;
const hero = JSON.parse(readFileSync(join(ROOT, 'services/content/src/site-content/seed/home.json'), 'utf8'))
  .hero.heading.en;
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;

// Every process npm start starts inherits this variable, even one that leaves the process group.
const marker = `MINISTRY_START_SMOKE=${process.pid}-${Date.now()}`;

/** Every process on the machine: pid, process group, command line, whether it carries the marker. */
function processes() {
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const pgid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const marked = readFileSync(`/proc/${name}/environ`, 'utf8').split('\0').includes(marker);
      list.push({ pid: Number(name), pgid, cmdline, marked });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

console.log(`▶ npm start on port ${port}`);
const child = spawn('npm', ['start'], {
  cwd: ROOT,
  detached: true, // its own process group, as a terminal gives it: Ctrl-C reaches every process in it
  env: { ...process.env, PORT: String(port), [marker.split('=')[0]]: marker.split('=')[1] },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const group = /** @type {number} */ (child.pid);
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
let stopped = false;
exited.then(() => {
  if (!stopped) fail(`npm start exited by itself after ${seconds()}`);
});

/** @param {string} reason */
function fail(reason) {
  console.error(`✖ start smoke: ${reason}`);
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // already gone
  }
  console.log('start-smoke: 0 passed, 1 failed');
  process.exit(1);
}

/** @param {string} what @param {() => Promise<boolean>} check @param {number} timeoutMs */
async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) fail(`timed out after ${seconds()} waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`✔ ${what} (${seconds()})`);
}

const get = (/** @type {string} */ path) => fetch(site + path, { signal: AbortSignal.timeout(10_000) });
// A first start on a fresh clone installs and builds for minutes; after `npm test`, seconds.
await waitUntil('the site answers', async () => (await get('/remotes.json')).ok, 20 * 60_000);
await waitUntil(
  `/ answers the server-rendered home page ("${hero}" in its HTML)`,
  async () => {
    const response = await get('/');
    return response.ok && new RegExp(`<h1[^>]*>${hero}</h1>`).test(await response.text());
  },
  120_000,
);
await waitUntil(
  '/api/products answers the catalogue',
  async () => {
    const response = await get('/api/products');
    return response.ok && (await response.json()).length > 0;
  },
  30_000,
);

stopped = true;
process.kill(-group, 'SIGINT');
const timeout = setTimeout(() => fail('npm start did not stop within 30 s of Ctrl-C'), 30_000);
await exited;
clearTimeout(timeout);
// What it started and left: a process in its group, or one that inherited its environment.
await new Promise((resolve) => setTimeout(resolve, 1000));
const left = processes().filter((p) => p.pid !== process.pid && (p.pgid === group || p.marked));
if (left.length)
  fail(`processes left after Ctrl-C:\n${left.map((p) => `  ${p.pid} ${p.cmdline}`).join('\n')}`);
console.log(`✔ Ctrl-C stopped npm start and every process it started (${seconds()})`);
console.log('start-smoke: 1 passed, 0 failed');
