// @ts-check
// Writes bench/results.md from one run's measurements: budgets, bytes per route, paint on the desktop
// and on a phone beside the static floor, Lighthouse's scores and the shared libraries. The notes
// written by hand after the generated tables are kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import figures from './bench-figures.cjs';
import { CPU_SLOWDOWN, PAINT_RUNS } from './bench-browser.mjs';
import { LIGHTHOUSE_CATEGORIES } from './bench-lighthouse.mjs';
import { MOBILE_PROFILE } from './bench-mobile.mjs';
import { QUIET_MS } from './bench-page.mjs';
import { ROOT } from './paths.mjs';

/** The first visit to `/`: the same budget as e2e/tests/federation.spec.ts. */
const BUDGET_KB = 168;
/** Issue 31's goals, as ratios to the static floor of the same run; Lighthouse's performance and TBT: issue 43's. */
const GOALS = {
  mobileRoutes: ['/', '/shop', '/events', '/give'],
  mobileRatio: 2,
  desktopRatio: 3,
  blockingKbOnHome: 50,
  lighthouse: /** @type {Record<string, number>} */ ({
    performance: 95,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
  }),
  lighthouseTbtMs: 200,
};
/** The heading of the notes written by hand at the end of results.md, which a new run keeps. */
const HAND_WRITTEN = '## What each change did';
/** The idle section's heading (lib/bench-idle.mjs), which `--idle-only` replaces on its own. */
const IDLE_HEADING = '## Idle:';
const RESULTS_FILE = join(ROOT, 'bench', 'results.md');
/** The singletons the federation config shares (packages/webpack-config). */
const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-router-dom',
  'swr',
  'i18next',
  'react-i18next',
  'react-bootstrap',
  '@ministry/platform',
];
/** The npm package whose code a shared name carries, when they differ. */
const PACKAGE_OF_SHARED = /** @type {Record<string, string>} */ ({ 'react-router-dom': 'react-router' });
/**
 * Bundled by each build, or glue every container needs: several builds each carrying some of them is
 * expected (each build bundles the contracts modules it imports; each remoteEntry.js keeps its small
 * federation glue while the runtime core comes from the shell).
 */
const EXPECTED_IN_SEVERAL_BUILDS = [
  '@ministry/contracts',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

const { median, ratio, goalCell } = figures;
const kb = (/** @type {number} */ value) => value.toFixed(1);
const ms = (/** @type {number | null} */ value) => (value == null ? '—' : String(Math.round(value)));
const times = (/** @type {number | null} */ value) => (value == null ? '—' : `${value.toFixed(1)}×`);

/**
 * @param {{
 *   routes: Awaited<ReturnType<typeof import('./bench-browser.mjs').measureRoutes>>,
 *   copies: Awaited<ReturnType<typeof import('./bench-browser.mjs').measureCopies>>,
 *   desktop: Awaited<ReturnType<typeof import('./bench-browser.mjs').paintRounds>>,
 *   mobile: Awaited<ReturnType<typeof import('./bench-browser.mjs').paintRounds>>,
 *   lighthouse: Awaited<ReturnType<typeof import('./bench-lighthouse.mjs').runLighthouse>>,
 *   lighthouseRuns: number,
 *   apiSection: string,
 *   idleSection: string,
 *   took: Record<string, number>,
 *   minutes: string,
 *   chromiumVersion: string,
 * }} run
 * @returns {string} the report
 */
export function writeResults({
  routes,
  copies,
  desktop,
  mobile,
  lighthouse,
  lighthouseRuns,
  apiSection,
  idleSection,
  took,
  minutes,
  chromiumVersion,
}) {
  const git = (/** @type {string[]} */ args) =>
    spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const commit = git(['rev-parse', '--short', 'HEAD']) || 'unknown';
  const dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';

  const home = routes.find((row) => row.route === '/');
  const homeJs = home?.firstVisit.jsKb ?? Infinity;
  const sharedCopies = SHARED_LIBRARIES.map((name) => {
    // Subpaths (react/jsx-runtime, @ministry/platform/i18n) are shared under their own keys.
    const keys = Object.keys(copies.shared).filter((key) => key === name || key.startsWith(`${name}/`));
    return {
      name,
      builds: [...(copies.packages.get(PACKAGE_OF_SHARED[name] ?? name) ?? [])],
      loaded: [...new Set(keys.flatMap((key) => copies.shared[key] ?? []))],
      copies: Math.max(0, ...keys.map((key) => copies.shared[key]?.length ?? 0)),
    };
  });
  const oneCopyEach = copies.renderers === 1 && sharedCopies.every((lib) => lib.copies <= 1);
  const duplicated = [...copies.packages.entries()]
    .filter(([name, builds]) => builds.size > 1 && !SHARED_LIBRARIES.includes(name))
    .filter(([name]) => !EXPECTED_IN_SEVERAL_BUILDS.includes(name))
    .map(([name, builds]) => `${name} (${[...builds].join(', ')})`);
  const pass = (/** @type {boolean} */ ok) => (ok ? '**PASS**' : '**FAIL**');
  const dash = '—';

  const desktopFloor = median(desktop.floor.lcp);
  const desktopRows = desktop.rows.map((row) => ({ ...row, times: ratio(median(row.lcp), desktopFloor) }));
  const mobileFloor = median(mobile.floor.lcp);
  const mobileRows = mobile.rows.map((row) => ({ ...row, times: ratio(median(row.lcp), mobileFloor) }));
  // The frameworks' floor (bench-framework-floor.mjs) comes labelled by what it holds, not by a route.
  const routeRows = mobileRows.filter((row) => row.route.startsWith('/'));
  const frameworkRows = mobileRows.filter((row) => !row.route.startsWith('/'));
  const homeBlockingBytes = median(mobile.rows.find((row) => row.route === '/')?.blockingBytes ?? []);
  const homeBlocking = homeBlockingBytes === null ? null : homeBlockingBytes / 1024;
  const floorBytes = median(mobile.floor.blockingBytes) ?? 0;
  const kbOf = (/** @type {number[]} */ values) => {
    const value = median(values);
    return value === null ? dash : kb(value / 1024);
  };
  const lighthouseVersion = /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'))
  ).version;
  /** @type {Set<string>} */
  const failingAudits = new Set();
  /** @type {Set<string>} */
  const consoleErrors = new Set();
  const lighthouseRows = [...lighthouse.entries()].map(([url, runs]) => {
    const route = new URL(url).pathname;
    for (const run of runs) for (const audit of run.failing) failingAudits.add(`${route} ${audit}`);
    for (const run of runs)
      for (const message of run.consoleErrors) consoleErrors.add(`${route}: ${message}`);
    const errors = runs.flatMap((run) => (run.error ? [run.error] : []));
    const score = (/** @type {string} */ id) =>
      median(runs.flatMap((run) => (run.scores[id] == null ? [] : [/** @type {number} */ (run.scores[id])])));
    const cells = LIGHTHOUSE_CATEGORIES.map((id) => {
      const value = score(id);
      return `${value ?? dash} (${goalCell(value, { min: GOALS.lighthouse[id] })})`;
    });
    const metric = (/** @type {'lcp' | 'tbt'} */ key) =>
      median(runs.flatMap((run) => (run[key] == null ? [] : [/** @type {number} */ (run[key])])));
    const performanceRuns = runs.map((run) => run.scores.performance ?? dash).join(', ');
    const note = errors.length ? ` (errors: ${[...new Set(errors)].join('; ')})` : '';
    const tbt = metric('tbt');
    const tbtCell = `${ms(tbt)} (${goalCell(tbt, { max: GOALS.lighthouseTbtMs, unit: ' ms' })})`;
    return `| ${route} | ${cells.join(' | ')} | ${ms(metric('lcp'))} | ${tbtCell} | ${performanceRuns}${note} |`;
  });
  const lighthouseNotes = [
    failingAudits.size
      ? `What cost points outside performance (audits below full marks, in any run): ${[...failingAudits].join('; ')}.`
      : 'No audit outside performance lost points.',
    ...(consoleErrors.size
      ? [
          "Errors in the console (Lighthouse's errors-in-console, any run, shortened):",
          [...consoleErrors].map((message) => `- ${message}`).join('\n'),
        ]
      : []),
  ].join('\n\n');

  const report = `# Benchmark results

Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Chromium ${chromiumVersion}. Date: ${new Date().toISOString().slice(0, 10)}. Commit ${commit}${dirty ? ' (the working tree had uncommitted changes)' : ''}. Produced by \`npm run bench\` in ${minutes} min (${Object.entries(
    took,
  )
    .map(([part, seconds]) => `${part} ${seconds} s`)
    .join(', ')}).

## Budgets

- First visit to \`/\`: ${kb(homeJs)} KB of gzipped JS (budget ${BUDGET_KB} KB): ${pass(homeJs <= BUDGET_KB)}
- One copy of each shared library at runtime (React renderers: ${copies.renderers}): ${pass(oneCopyEach)}
- Remote manifests needed by \`/\` fetched in parallel (${home?.manifests.count ?? 0} manifests, up to ${home?.manifests.mostInFlight ?? 0} in flight at once): ${pass(Boolean(home?.manifests.parallel))}

## Bytes per route

On the wire through the nginx gateway (gzip), KB = 1024 bytes, source maps excluded (never fetched).
"First visit" is an empty cache; "from \`/\`" is a click on the main menu link after \`/\` has settled,
counting only what that navigation loads.

| route | first visit: JS KB | JS files | CSS KB | CSS files | requests | manifests (parallel) | from \`/\`: JS KB | JS files | CSS KB | requests |
|---|---|---|---|---|---|---|---|---|---|---|
${routes
  .map(({ route, firstVisit: f, navigation: n, manifests: m }) =>
    [
      route,
      kb(f.jsKb),
      f.jsFiles,
      kb(f.cssKb),
      f.cssFiles,
      f.requests,
      `${m.count} (${m.parallel ? 'yes' : 'no'})`,
      n ? kb(n.jsKb) : dash,
      n ? n.jsFiles : dash,
      n ? kb(n.cssKb) : dash,
      n ? n.requests : dash,
    ].join(' | '),
  )
  .map((line) => `| ${line} |`)
  .join('\n')}

## What a first visit to \`/\` downloads

| script | KB | contents (from its source map) |
|---|---|---|
${(home?.scripts ?? [])
  .map((script) => `| ${script.file} | ${kb(script.kb)} | ${script.packages.join(', ') || dash} |`)
  .join('\n')}

## Paint and responsiveness (${CPU_SLOWDOWN}x CPU throttling, median of ${PAINT_RUNS} runs)

| route | LCP (ms) | floor LCP (ms) | ratio | goal (≤ ${GOALS.desktopRatio}× floor) | LCP element | TBT (ms) | LCP runs | TBT runs |
|---|---|---|---|---|---|---|---|---|
${desktopRows
  .map(
    ({ route, lcp, tbt, runs, element, times: r }) =>
      `| ${route} | ${ms(median(lcp))} | ${ms(desktopFloor)} | ${times(r)} | ${goalCell(r, { max: GOALS.desktopRatio, unit: '×' })} | ${element || dash} | ${ms(median(tbt))} | ${runs.join(', ')} | ${tbt.map(Math.round).join(', ')} |`,
  )
  .join('\n')}
| static floor | ${ms(desktopFloor)} | | | | ${desktop.floor.element || dash} | ${ms(median(desktop.floor.tbt))} | ${desktop.floor.runs.join(', ')} | ${desktop.floor.tbt.map(Math.round).join(', ')} |

Method: a fresh browser context per run (empty cache), CPU slowed ${CPU_SLOWDOWN}x with CDP
\`Emulation.setCPUThrottlingRate\`, no network throttling. Largest Contentful Paint is the last
\`largest-contentful-paint\` entry (PerformanceObserver, buffered) once the page has settled. Total
Blocking Time is the sum over \`longtask\` entries of their time beyond 50 ms, counted from First
Contentful Paint (a task straddling FCP counts from FCP) until the page has settled: no request in
flight and no long task for ${QUIET_MS} ms; a run whose page painted no content says "no paint" and
its answer's status, and the median is over the runs that painted. "LCP element" is the tag (and first
class) of the largest paint's element in the last run that painted. The static floor is one HTML answer (${floorBytes} bytes
gzipped) holding the home page's hero text (kicker, heading and lead: the English side of the content
service's seed of the home document, which the bench's fresh stack publishes) with its styles inline and nothing else to fetch, served by a throwaway nginx on loopback with
the gateway's gzip settings (not the gateway itself), loaded the same way in the same run, round by
round with the routes; the ratio is the route's median over the floor's. Timings vary with whatever
else the machine runs; the ratio is what compares across machines.

## On a phone (Lighthouse's mobile profile, median of ${PAINT_RUNS} runs)

| route | LCP (ms) | hydrated (ms) | floor LCP (ms) | ratio | goal (≤ ${GOALS.mobileRatio}× floor) | LCP element | server-rendered runs | blocking the first paint: KB gz | HTML KB gz | stylesheets | scripts | LCP runs |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${routeRows
  .map(({ route, lcp, hydrated, runs, element, times: r, ...row }) => {
    const goal = GOALS.mobileRoutes.includes(route)
      ? goalCell(r, { max: GOALS.mobileRatio, unit: '×' })
      : dash;
    const missing = row.firstPaint?.missing.length ? ` (not seen: ${row.firstPaint.missing.join(', ')})` : '';
    return `| ${route} | ${ms(median(lcp))} | ${ms(median(hydrated))} | ${ms(mobileFloor)} | ${times(r)} | ${goal} | ${element || dash} | ${row.serverRendered} of ${runs.length} | ${kbOf(row.blockingBytes)}${missing} | ${kbOf(row.htmlBytes)} | ${row.firstPaint?.stylesheets ?? dash} | ${row.firstPaint?.scripts ?? dash} | ${runs.join(', ')} |`;
  })
  .join('\n')}
| static floor | ${ms(mobileFloor)} | — | | | | ${mobile.floor.element || dash} | — | ${kbOf(mobile.floor.blockingBytes)} | ${kbOf(mobile.floor.htmlBytes)} | ${mobile.floor.firstPaint?.stylesheets ?? dash} | ${mobile.floor.firstPaint?.scripts ?? dash} | ${mobile.floor.runs.join(', ')} |
${frameworkRows
  .map(
    ({ route, lcp, hydrated, runs, element, times: r, ...row }) =>
      `| floor hydrated by ${route} | ${ms(median(lcp))} | ${ms(median(hydrated))} | ${ms(mobileFloor)} | ${times(r)} | — | ${element || dash} | — | ${kbOf(row.blockingBytes)} | ${kbOf(row.htmlBytes)} | ${row.firstPaint?.stylesheets ?? dash} | ${row.firstPaint?.scripts ?? dash} | ${runs.join(', ')} |`,
  )
  .join('\n')}

- Render-blocking bytes on \`/\`: ${homeBlocking == null ? dash : `${kb(homeBlocking)} KB`} gzipped, ${goalCell(homeBlocking, { max: GOALS.blockingKbOnHome, unit: ' KB' })}

Method: Lighthouse 12's mobile profile applied through the DevTools protocol to a fresh Playwright
context per run (empty cache): \`Network.emulateNetworkConditions\` with ${MOBILE_PROFILE.latencyMs} ms latency,
${MOBILE_PROFILE.downloadKbps} kbps down and ${MOBILE_PROFILE.uploadKbps} kbps up (Lighthouse's "slow 4G" as DevTools throttling
applies it), \`Emulation.setCPUThrottlingRate\` ${MOBILE_PROFILE.cpuSlowdown}, a ${MOBILE_PROFILE.viewport.width}×${MOBILE_PROFILE.viewport.height} mobile viewport at
device scale factor ${MOBILE_PROFILE.deviceScaleFactor} with touch and a mobile user agent (Playwright's context
options, which set them through \`Emulation.setDeviceMetricsOverride\` and its user-agent override).
LCP is read as in the desktop table; "hydrated" is the median time from navigation to
\`<html data-hydrated="true">\` (every part of the server-rendered page answers a tap; a page the browser
rendered alone never says it: —); the floor is the same page, loaded under the same profile in the
same run. "Floor hydrated by" rows are the floor's page with its hero in a root that one webpack
production bundle hydrates (\`scripts/lib/framework-floor/\`): React alone, then the site's client stack
alone (React, React Router, i18next with react-i18next, SWR), nothing of the site's own, served by the
floor's nginx: what hydration costs on this profile before any of the site's code. The product and the occurrence are the catalogue's first product and the first coming
event date the API answers for; \`/no-such-page\` is the 404 page. "Blocking the first paint" is
the page's HTML plus the stylesheets and scripts that HTML makes render-blocking (stylesheets linked
in the head or before content in the body, classic scripts in the head without \`defer\`/\`async\`;
see \`scripts/lib/bench-figures.cjs\`), read from the very answer each run loaded and counted as it
travelled (gzipped; median of the runs). Stylesheets that scripts add later are not counted.
"Server-rendered runs" counts the runs whose HTML carried the server's data island (\`#ssr-data\`):
a page the pages service could not render in time is answered with the plain shell.

## Lighthouse (${lighthouseRuns === 1 ? 'one run' : `median of ${lighthouseRuns} runs`} per route)

| route | ${LIGHTHOUSE_CATEGORIES.map((id) => `${id} (goal)`).join(' | ')} | LCP (ms) | TBT (ms) (goal) | runs: performance |
|---|${LIGHTHOUSE_CATEGORIES.map(() => '---|').join('')}---|---|---|
${lighthouseRows.join('\n')}

${lighthouseNotes}

Method: the \`lighthouse\` package (node API, version ${lighthouseVersion}) in its default mode (mobile form
factor, simulated throttling, its own emulation), against Debian's Chromium (headless) launched by
\`chrome-launcher\` with the project's Chromium flags, one Chromium for every run (Lighthouse clears
the origin's cache and storage before each). The scores are the median of the runs; the goals are
issue 31's, but performance (≥ 95, was 90) and TBT (≤ 200 ms): issue 43's.

## Shared libraries

After visiting every menu route in one page. "Builds shipping code" are the builds whose downloaded
scripts contain the library, read from their source maps; "loaded" is what the federation share
scope instantiated.

| library | copies loaded | builds shipping code | loaded (version from build) |
|---|---|---|---|
${sharedCopies.map((lib) => `| ${lib.name} | ${lib.copies} | ${lib.builds.join(', ') || dash} | ${lib.loaded.join('; ') || dash} |`).join('\n')}

The federation runtime core was downloaded from: ${[...(copies.packages.get('@module-federation/runtime-core') ?? [])].join(', ') || dash}.
Other libraries downloaded from more than one build (each build brought its own copy):
${duplicated.length ? duplicated.join(', ') : 'none'}.
${apiSection ? `\n${apiSection.trim()}\n` : ''}
${idleSection ? `\n${idleSection.trim()}\n` : ''}`;

  // The notes written by hand after the generated tables (from HAND_WRITTEN on) are kept as they are.
  const previous = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const handWritten = previous.includes(HAND_WRITTEN) ? previous.slice(previous.indexOf(HAND_WRITTEN)) : '';
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(RESULTS_FILE, handWritten ? `${report}\n${handWritten}` : report);
  return report;
}

/**
 * `npm run bench -- --idle-only`: the idle section alone replaces the one in bench/results.md (or goes
 * before the notes written by hand), the rest of the file as the last full run left it.
 * @param {string} section
 */
export function writeIdleSection(section) {
  const previous = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const start = previous.indexOf(IDLE_HEADING);
  const handWritten = previous.indexOf(HAND_WRITTEN);
  let next = start < 0 ? -1 : previous.indexOf('\n## ', start + 1);
  if (next < 0) next = previous.length;
  const at = start >= 0 ? start : handWritten >= 0 ? handWritten : previous.length;
  const end = start >= 0 ? next + 1 : at;
  const before = previous.slice(0, at).replace(/\n*$/, '\n\n');
  mkdirSync(join(ROOT, 'bench'), { recursive: true });
  writeFileSync(RESULTS_FILE, `${before}${section.trim()}\n\n${previous.slice(end).replace(/^\n+/, '')}`);
}
