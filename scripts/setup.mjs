#!/usr/bin/env node
// @ts-check
// Installs whatever is missing, on a fresh machine with only Node, Go and apt: npm packages from the
// lockfile; nginx (and, for tests, Chromium, envsubst and poppler) from Debian; for tests, promtool
// taken out of Debian's prometheus package (nothing installed, no server started); and the Go tools
// built into .tools/bin: the embedded MongoDB-compatible server and stripe-mock (for tests, actionlint
// and the docker compose CLI too). Safe to run again: it skips what is there.
// npm, apt and the Go builds run side by side (network and disk against CPU); each step prints its
// time and the end a summary, so the README's figures can be checked on any machine.
// Only Node's built-ins are imported here: this runs before anything is installed.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { composeCommand, hasCommand } from './lib/run.mjs';
import {
  ACTIONLINT,
  ACTIONLINT_VERSION,
  DOCKER_COMPOSE,
  DOCKER_COMPOSE_VERSION,
  EMBEDDED_MONGO,
  PROMTOOL,
  ROOT,
  STRIPE_MOCK,
  STRIPE_MOCK_VERSION,
  TOOLS_BIN,
} from './lib/paths.mjs';

const forTests = process.argv.includes('--test');
const started = Date.now();
/** @type {{ label: string, seconds: number }[]} */
const done = [];

/**
 * Runs one step, its output kept and shown only if it fails (steps run side by side).
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<string>} its standard output
 */
function step(label, command, args, options = {}) {
  const begun = Date.now();
  console.log(`▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => (output += chunk));
    const finish = (/** @type {string | null} */ failure) => {
      const seconds = (Date.now() - begun) / 1000;
      if (failure) {
        console.error(`${output}\n✖ ${label} failed (${failure}) after ${seconds.toFixed(1)}s`);
        process.exit(1);
      }
      done.push({ label, seconds });
      console.log(`✔ ${label} (${seconds.toFixed(1)}s)`);
      resolve(stdout);
    };
    child.on('error', (error) => finish(error.message));
    child.on('close', (code) => finish(code === 0 ? null : `exit ${code}`));
  });
}

/** @param {string} message */
function missing(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
  return newest;
}

async function npmPackages() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  await step('npm ci (packages from the lockfile)', 'npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT });
}

const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const isRoot = process.getuid?.() === 0;

/** What each Debian package is for: the command it brings, and whether only the tests need it. */
const DEBIAN = [
  { command: 'nginx', pkg: 'nginx-light', tests: false }, // the gateway and the static frontends
  { command: 'chromium', pkg: 'chromium', tests: true }, // the e2e tests' browser
  { command: 'envsubst', pkg: 'gettext-base', tests: true }, // the gateway image's template step, in its test
  { command: 'pdftoppm', pkg: 'poppler-utils', tests: true }, // the content service's PDFs, read as a person would
];

async function debianPackages() {
  const wanted = DEBIAN.filter((p) => (forTests || !p.tests) && !hasCommand(p.command));
  if (wanted.length) {
    const pkgs = wanted.map((p) => p.pkg);
    if (!isRoot || !hasCommand('apt-get'))
      missing(
        `${wanted.map((p) => p.command).join(', ')} missing. Install (Debian/Ubuntu): sudo apt-get install ${pkgs.join(' ')}; then run again.`,
      );
    await step('apt-get update', 'apt-get', ['update', '-qq'], { env: aptEnv });
    await step(
      `apt-get install ${pkgs.join(' ')}`,
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...pkgs],
      {
        env: aptEnv,
      },
    );
  }
  if (forTests) await promtool(wanted.length > 0);
}

/**
 * promtool from Debian's prometheus package, unpacked into .tools/bin: the package itself is not
 * installed, so no Prometheus server is set up or started on the machine.
 * @param {boolean} listsFresh whether apt-get update ran in this setup
 */
async function promtool(listsFresh) {
  if (existsSync(PROMTOOL)) return;
  if (!hasCommand('apt-get') || !hasCommand('dpkg-deb'))
    missing("promtool is missing: this step takes it from Debian's prometheus package (apt-get download).");
  const dir = mkdtempSync(join(tmpdir(), 'ministry-promtool-'));
  try {
    const download = () =>
      step('apt-get download prometheus (for its promtool)', 'apt-get', ['download', 'prometheus'], {
        cwd: dir,
        env: aptEnv,
      });
    if (!listsFresh && isRoot) await step('apt-get update', 'apt-get', ['update', '-qq'], { env: aptEnv });
    await download();
    const deb = readdirSync(dir).find((name) => name.endsWith('.deb'));
    if (!deb) missing('apt-get download prometheus wrote no .deb');
    await step('unpack promtool', 'dpkg-deb', ['-x', join(dir, String(deb)), join(dir, 'x')]);
    mkdirSync(TOOLS_BIN, { recursive: true });
    copyFileSync(join(dir, 'x', 'usr', 'bin', 'promtool'), PROMTOOL);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const goInstall = (/** @type {string} */ label, /** @type {string} */ module) =>
  step(label, 'go', ['install', module], { env: { ...process.env, GOBIN: TOOLS_BIN } });

/** What `npm start` runs: the embedded database and the Stripe API stand-in. */
async function siteTools() {
  const source = join(ROOT, 'tools', 'embedded-mongo');
  if (!existsSync(EMBEDDED_MONGO) || statSync(EMBEDDED_MONGO).mtimeMs < newestMtime(source)) {
    await step(
      'go build tools/embedded-mongo (FerretDB v1, SQLite backend)',
      'go',
      ['build', '-trimpath', '-o', EMBEDDED_MONGO, '.'],
      {
        cwd: source,
      },
    );
  }
  if (!existsSync(STRIPE_MOCK))
    await goInstall(
      `go install stripe-mock@${STRIPE_MOCK_VERSION}`,
      `github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`,
    );
}

/** What `npm test` checks the deployment files with (neither has a Debian package). */
async function deploymentCheckTools() {
  if (!existsSync(ACTIONLINT))
    await goInstall(
      `go install actionlint@${ACTIONLINT_VERSION}`,
      `github.com/rhysd/actionlint/cmd/actionlint@${ACTIONLINT_VERSION}`,
    );
  if (composeCommand(DOCKER_COMPOSE)[0] === 'docker' || existsSync(DOCKER_COMPOSE)) return;
  // Only without the docker CLI's compose plugin. `go install …@version` refuses docker/compose (its
  // go.mod has exclude directives), so the module is built as the main module, from its own folder
  // in the module cache.
  const module = `github.com/docker/compose/v2@${DOCKER_COMPOSE_VERSION}`;
  const download = await step(`go mod download docker compose ${DOCKER_COMPOSE_VERSION}`, 'go', [
    'mod',
    'download',
    '-json',
    module,
  ]);
  const version = `-X github.com/docker/compose/v2/internal.Version=${DOCKER_COMPOSE_VERSION}`;
  await step(
    `go build docker compose ${DOCKER_COMPOSE_VERSION} (standalone, for \`docker-compose config\`)`,
    'go',
    ['build', '-trimpath', '-ldflags', `-s -w ${version}`, '-o', DOCKER_COMPOSE, './cmd'],
    { cwd: JSON.parse(download).Dir },
  );
}

if (!hasCommand('go')) missing('Go is missing: install Go 1.24 or newer (https://go.dev/dl) and run again.');
await Promise.all([npmPackages(), debianPackages(), siteTools(), forTests ? deploymentCheckTools() : null]);
if (done.length) {
  const total = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`\nSet-up took ${total}s (steps side by side):`);
  for (const { label, seconds } of done) console.log(`  ${seconds.toFixed(1).padStart(6)}s  ${label}`);
}
