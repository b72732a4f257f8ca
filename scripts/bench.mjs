#!/usr/bin/env node
// @ts-check
// `npm run bench`: what each route costs the browser, measured in Chromium against the built site
// (started here on its own ports with a throwaway database), each paint beside a static floor loaded
// the same way in the same run, and Lighthouse's scores. A report, never a pass/fail test.
// Writes bench/results.md. BENCH_PORT moves the stack (default 18280, it uses the next 23 ports too);
// BENCH_LIGHTHOUSE_RUNS (default 3) sets how many Lighthouse runs each of its routes gets.
// The idle row (lib/bench-idle.mjs) runs last on its own stacks; `--idle-only` runs it alone and
// replaces only its section of bench/results.md (BENCH_IDLE_SECONDS: the window, default 60).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  measureCopies,
  measureRoutes,
  noRuns,
  paintRounds,
  resolveMobileRoutes,
} from './lib/bench-browser.mjs';
import { benchIdle, idleSection } from './lib/bench-idle.mjs';
import { runLighthouse } from './lib/bench-lighthouse.mjs';
import { frameworkFloors } from './lib/bench-framework-floor.mjs';
import { floorPage } from './lib/bench-mobile.mjs';
import { writeIdleSection, writeResults } from './lib/bench-report.mjs';
import { startStaticNginx } from './lib/bench-static.mjs';
import chromiumLaunch from './lib/chromium.cjs';
import { ROOT } from './lib/paths.mjs';
import { startStack } from './lib/stack.mjs';

const { CHROMIUM_LAUNCH_OPTIONS } = chromiumLaunch;

const BASE_PORT = Number(process.env.BENCH_PORT ?? 18280);
const PAINT_ROUTES = ['/', '/shop', '/events', '/give'];
/** With the phone table's product and occurrence (issue 43's routes). */
const LIGHTHOUSE_ROUTES = ['/', '/shop', '/events', '/give', '/about'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
if (process.argv.includes('--idle-only')) {
  const section = idleSection(await benchIdle({ basePort: BASE_PORT, seconds: IDLE_SECONDS }));
  writeIdleSection(section);
  console.log(section);
  process.exit(0);
}

const startedAt = Date.now();
/** @type {Record<string, number>} seconds each part of the run took */
const took = {};
const timed = async (/** @type {string} */ part, /** @type {() => Promise<void>} */ work) => {
  const since = Date.now();
  await work();
  took[part] = Math.round((Date.now() - since) / 1000);
};
// Read before anything starts: a floor that cannot be written leaves no stack behind.
const floorHtml = floorPage();
const dataDir = mkdtempSync(join(tmpdir(), 'ministry-bench-db-'));
const stack = await startStack({
  basePort: BASE_PORT,
  dataDir,
  runDir: join(ROOT, '.run', 'bench'),
  quiet: true,
});
const floorServer = await startStaticNginx();
const floorUrl = floorServer.url + floorServer.publish(floorHtml, 'html');
const frameworks = await frameworkFloors(floorHtml, floorServer);
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const chromiumVersion = browser.version();

/** @type {Awaited<ReturnType<typeof measureRoutes>>} */
let routes = [];
/** @type {Awaited<ReturnType<typeof measureCopies>>} */
let copies = { renderers: 0, shared: {}, packages: new Map() };
/** @type {Awaited<ReturnType<typeof paintRounds>>} */
let desktop = { floor: noRuns(), rows: [] };
/** @type {Awaited<ReturnType<typeof paintRounds>>} */
let mobile = { floor: noRuns(), rows: [] };
/** @type {Awaited<ReturnType<typeof runLighthouse>>} */
let lighthouse = new Map();
let apiSection = '';
let idle = '';
try {
  // One warm-up visit: the services' first answers (connection pools, caches) are not what is measured.
  const warmUp = await browser.newPage();
  await warmUp.goto(stack.url + '/', { waitUntil: 'networkidle' });
  await warmUp.close();

  await timed('bytes and libraries', async () => {
    routes = await measureRoutes(browser, stack.url);
    copies = await measureCopies(browser, stack.url);
  });
  await timed('desktop paint', async () => {
    const targets = PAINT_ROUTES.map((route) => ({ label: route, url: stack.url + route }));
    desktop = await paintRounds(browser, targets, floorUrl, 'desktop');
  });
  const mobileRoutes = await resolveMobileRoutes(stack.url);
  await timed('phone paint', async () => {
    const targets = mobileRoutes.map((route) => ({ label: route, url: stack.url + route }));
    mobile = await paintRounds(browser, [...targets, ...frameworks], floorUrl, 'mobile');
  });
  await browser.close();

  await timed('Lighthouse', async () => {
    lighthouse = await runLighthouse(
      [...LIGHTHOUSE_ROUTES, ...mobileRoutes.filter((route) => /^\/(shop|events)\/./.test(route))].map(
        (route) => stack.url + route,
      ),
      LIGHTHOUSE_RUNS,
    );
  });
  await timed('API', async () => {
    const apiModule = new URL('./lib/bench-api.mjs', import.meta.url);
    const api = existsSync(apiModule) ? await import(apiModule.href) : null;
    if (api) apiSection = await api.benchApi({ gatewayUrl: stack.url });
  });
} finally {
  await browser.close();
  await floorServer.stop();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// On its own stacks, once the one above has stopped: nothing else of this run is using the CPU.
await timed('idle', async () => {
  idle = idleSection(await benchIdle({ basePort: BASE_PORT, seconds: IDLE_SECONDS }));
});

console.log(
  writeResults({
    routes,
    copies,
    desktop,
    mobile,
    lighthouse,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    apiSection,
    idleSection: idle,
    took,
    minutes: ((Date.now() - startedAt) / 60_000).toFixed(1),
    chromiumVersion,
  }),
);
