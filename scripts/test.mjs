#!/usr/bin/env node
// @ts-check
// `npm test`: install what is missing, then every check in order, stopping at the first failure:
// typecheck, lint and format (side by side), locales, deployment files (workflows, Dockerfiles, docker-compose.yml), unit +
// service integration (real database; the gateway's test runs nginx -t on the rendered templates),
// build, end-to-end tests in Chromium through the real gateway. Ends with one "N passed, N failed" line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeCommand, run, runSideBySide } from './lib/run.mjs';
import { ACTIONLINT, DOCKER_COMPOSE, ROOT } from './lib/paths.mjs';

const started = Date.now();
const node = process.execPath;
const bin = (/** @type {string} */ name) => join(ROOT, 'node_modules', '.bin', name);
const results = join(ROOT, 'build', 'reports');
mkdirSync(results, { recursive: true });

// First, with nothing installed yet: what a bare clone's `npm start` and `npm test` load before setup.
run(node, ['scripts/check-bootstrap-imports.mjs'], {
  cwd: ROOT,
  label: 'the first commands import only Node built-ins before setup',
});
run(node, ['scripts/setup.mjs', '--test'], { cwd: ROOT, label: 'setup (install what is missing)' });
// Three checks of about a minute, each on one core: side by side on a two-core machine.
await runSideBySide([
  { command: bin('tsc'), args: ['-b'], cwd: ROOT, label: 'typecheck (tsc -b, every workspace)' },
  { command: bin('eslint'), args: ['.'], cwd: ROOT, label: 'lint (eslint)' },
  {
    command: bin('prettier'),
    args: ['--check', '--log-level', 'warn', '.'],
    cwd: ROOT,
    label: 'format (prettier --check)',
  },
]);
// The repository's own checks, each a script of scripts/.
const CHECKS = [
  ['check-locales.mjs', 'locales (English and Spanish keys match)'],
  ['check-import-cycles.mjs', 'no import cycle (type-only imports too)'],
  ['check-file-size.mjs', 'no source file over 350 lines (data tables aside)'],
  ['check-engines.mjs', 'dependencies support the Node the README names (engines)'],
  ['check-dockerfiles.mjs', 'Dockerfiles (every COPY source is in its build context)'],
  ['check-alerts.mjs', 'Prometheus config and alert rules (promtool check and test rules)'],
];
for (const [script, label] of CHECKS) run(node, [`scripts/${script}`], { cwd: ROOT, label });
run(ACTIONLINT, ['-no-color'], { cwd: ROOT, label: 'CI workflows (actionlint .github/workflows)' });
const [compose, composeArgs] = composeCommand(DOCKER_COMPOSE);
run(compose, [...composeArgs, '--env-file', '.env.example', 'config', '-q'], {
  cwd: ROOT,
  label: 'docker compose config (docker-compose.yml with .env.example)',
});
run(bin('jest'), ['--ci', '--json', '--outputFile', join(results, 'jest-report.json')], {
  cwd: ROOT,
  label: 'unit and service integration tests (jest, embedded database)',
});
run(node, ['scripts/check-deployable-tests.mjs', join(results, 'jest-report.json')], {
  cwd: ROOT,
  label: "every deployable has tests (its pipeline's test step can pass)",
});
run(node, ['scripts/build-frontends.mjs'], { cwd: ROOT, label: 'build the shell and the remotes' });
run(node, ['scripts/check-ssr-shared.mjs'], {
  cwd: ROOT,
  label: "server builds fit together (the shell provides what each remote's server build consumes)",
});
run(
  bin('jest'),
  [
    '--ci',
    '-c',
    'jest.after-build.config.js',
    '--json',
    '--outputFile',
    join(results, 'jest-after-build-report.json'),
  ],
  {
    cwd: ROOT,
    label: 'tests on the built frontends: server containers, the pages service rendering with them (jest)',
  },
);
run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  cwd: ROOT,
  env: { ...process.env, CI: process.env.CI ?? 'true' },
  label: 'end-to-end tests (Playwright, Chromium, real gateway)',
});

/** @param {string} file @param {(report: any) => [number, number, number]} count */
function counts(file, count) {
  return existsSync(file) ? count(JSON.parse(readFileSync(file, 'utf8'))) : [0, 0, 0];
}
/** @param {any} r a jest --json report */
const jestCounts = (r) =>
  /** @type {[number, number, number]} */ ([r.numPassedTests, r.numFailedTests, r.numPendingTests]);
const [beforePassed, beforeFailed, beforeSkipped] = counts(join(results, 'jest-report.json'), jestCounts);
const [afterPassed, afterFailed, afterSkipped] = counts(
  join(results, 'jest-after-build-report.json'),
  jestCounts,
);
const [unitPassed, unitFailed, unitSkipped] = [
  beforePassed + afterPassed,
  beforeFailed + afterFailed,
  beforeSkipped + afterSkipped,
];
const [e2ePassed, e2eFailed, e2eSkipped] = counts(join(results, 'e2e-report.json'), (r) => [
  r.stats.expected,
  r.stats.unexpected,
  r.stats.skipped,
]);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nunit+integration: ${unitPassed} passed, e2e: ${e2ePassed} passed, in ${minutes} min`);
console.log(
  `${unitPassed + e2ePassed} passed, ${unitFailed + e2eFailed} failed, ${unitSkipped + e2eSkipped} skipped`,
);
