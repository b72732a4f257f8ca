#!/usr/bin/env node
// @ts-check
// `npm run bench`: what a first visit costs, measured in Chromium against the built site
// (started here on its own ports with a throwaway database). A report, never a pass/fail test.
// Writes bench/results.md.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import chromiumLaunch from './lib/chromium.cjs';
import { ROOT } from './lib/paths.mjs';

const { CHROMIUM_LAUNCH_OPTIONS } = chromiumLaunch;
import { startStack } from './lib/stack.mjs';

const BASE_PORT = 18280;
const ROUTES = ['/', '/events', '/shop'];

const dataDir = mkdtempSync(join(tmpdir(), 'ministry-bench-db-'));
const stack = await startStack({
  basePort: BASE_PORT,
  dataDir,
  runDir: join(ROOT, '.run', 'bench'),
  quiet: true,
});
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

/** @type {string[]} */
const rows = [];
try {
  for (const route of ROUTES) {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__renderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++w.__renderers,
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const page = await context.newPage();
    /** @type {Promise<{ type: string, bytes: number, url: string }>[]} */
    const transfers = [];
    page.on('requestfinished', (request) => {
      transfers.push(
        request.sizes().then((sizes) => ({
          type: request.resourceType(),
          bytes: sizes.responseBodySize,
          url: request.url(),
        })),
      );
    });
    await page.goto(stack.url + route, { waitUntil: 'networkidle' });
    const all = await Promise.all(transfers);
    const js = all.filter((t) => t.type === 'script');
    const css = all.filter((t) => t.type === 'stylesheet');
    const manifests = all.filter((t) => t.url.endsWith('mf-manifest.json')).length;
    const reactCopies = await page.evaluate(() => /** @type {any} */ (window).__renderers);
    const kb = (/** @type {{ bytes: number }[]} */ list) =>
      (list.reduce((sum, t) => sum + t.bytes, 0) / 1024).toFixed(1);
    rows.push(
      `| ${route} | ${kb(js)} | ${js.length} | ${kb(css)} | ${all.length} | ${manifests} | ${reactCopies} |`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const report = `# Benchmark results

Machine: ${cpus().length} cores. Date: ${new Date().toISOString().slice(0, 10)}. Produced by \`npm run bench\`.

## First visit (empty cache), through the nginx gateway with gzip

| route | JS (KB, gzipped, on the wire) | JS files | CSS (KB, gzipped) | requests | remote manifests | React renderers (copies) |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench', 'results.md'), report);
console.log(report);
