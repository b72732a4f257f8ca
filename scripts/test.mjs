#!/usr/bin/env node
// @ts-check
// `npm test`: install what is missing, then every check in order, stopping at the first failure:
// typecheck, lint, locales, unit + service integration (real database), build, deployment files,
// end-to-end tests in Chromium through the real gateway. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasCommand, run } from './lib/run.mjs';
import { ROOT } from './lib/paths.mjs';

const started = Date.now();
const node = process.execPath;
const bin = (/** @type {string} */ name) => join(ROOT, 'node_modules', '.bin', name);
const results = join(ROOT, 'build', 'reports');
mkdirSync(results, { recursive: true });

run(node, ['scripts/setup.mjs', '--test'], { cwd: ROOT, label: 'setup (install what is missing)' });
run(bin('tsc'), ['-b'], { cwd: ROOT, label: 'typecheck (tsc -b, every workspace)' });
run(bin('eslint'), ['.'], { cwd: ROOT, label: 'lint (eslint)' });
run(bin('prettier'), ['--check', '--log-level', 'warn', '.'], {
  cwd: ROOT,
  label: 'format (prettier --check)',
});
run(node, ['scripts/check-locales.mjs'], { cwd: ROOT, label: 'locales (English and Spanish keys match)' });
run(bin('jest'), ['--ci', '--json', '--outputFile', join(results, 'jest-report.json')], {
  cwd: ROOT,
  label: 'unit and service integration tests (jest, embedded database)',
});
run(node, ['scripts/build-frontends.mjs'], { cwd: ROOT, label: 'build the shell and the remotes' });
const composeAvailable =
  hasCommand('docker') && spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
if (composeAvailable) {
  run('docker', ['compose', '--env-file', '.env.example', 'config', '-q'], {
    cwd: ROOT,
    label: 'docker compose config',
  });
} else {
  console.log('\n(docker compose not found: the static check of docker-compose.yml is skipped)');
}
run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  cwd: ROOT,
  env: { ...process.env, CI: process.env.CI ?? 'true' },
  label: 'end-to-end tests (Playwright, Chromium, real gateway)',
});

/** @param {string} file @param {(report: any) => [number, number, number]} count */
function counts(file, count) {
  return existsSync(file) ? count(JSON.parse(readFileSync(file, 'utf8'))) : [0, 0, 0];
}
const [unitPassed, unitFailed, unitSkipped] = counts(join(results, 'jest-report.json'), (r) => [
  r.numPassedTests,
  r.numFailedTests,
  r.numPendingTests,
]);
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
