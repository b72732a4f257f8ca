#!/usr/bin/env node
// @ts-check
// Installs whatever is missing, on a fresh machine with only Node, Go and apt: npm packages from the
// lockfile, nginx (and, for tests, Chromium, envsubst and poppler) from Debian, and the project's Go tools (the
// embedded MongoDB-compatible server and stripe-mock; for tests, actionlint, promtool and the docker compose CLI)
// into .tools/bin. Safe to run again: it skips what is there.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeCommand, hasCommand, run } from './lib/run.mjs';
import {
  ACTIONLINT,
  ACTIONLINT_VERSION,
  DOCKER_COMPOSE,
  DOCKER_COMPOSE_VERSION,
  EMBEDDED_MONGO,
  PROMTOOL,
  PROMTOOL_VERSION,
  ROOT,
  STRIPE_MOCK,
  STRIPE_MOCK_VERSION,
  TOOLS_BIN,
} from './lib/paths.mjs';

const forTests = process.argv.includes('--test');

/** @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
  return newest;
}

function npmPackages() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: ROOT, label: 'npm ci (packages from the lockfile)' });
}

let aptUpdated = false;
/** @param {string} command @param {string} pkg */
function debianPackage(command, pkg) {
  if (hasCommand(command)) return;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    console.error(
      `✖ ${command} is missing. Install it (Debian/Ubuntu: sudo apt-get install ${pkg}) and run again.`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) run('apt-get', ['update', '-qq'], { env });
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env });
}

function goTools() {
  if (!hasCommand('go')) {
    console.error('✖ Go is missing: install Go 1.24 or newer (https://go.dev/dl) and run again.');
    process.exit(1);
  }
  const source = join(ROOT, 'tools', 'embedded-mongo');
  if (!existsSync(EMBEDDED_MONGO) || statSync(EMBEDDED_MONGO).mtimeMs < newestMtime(source)) {
    run('go', ['build', '-trimpath', '-o', EMBEDDED_MONGO, '.'], {
      cwd: source,
      label: 'go build tools/embedded-mongo (FerretDB v1, SQLite backend)',
    });
  }
  if (!existsSync(STRIPE_MOCK)) {
    run('go', ['install', `github.com/stripe/stripe-mock@${STRIPE_MOCK_VERSION}`], {
      env: { ...process.env, GOBIN: TOOLS_BIN },
      label: `go install stripe-mock@${STRIPE_MOCK_VERSION}`,
    });
  }
}

/** What `npm test` checks the deployment files with. */
function deploymentCheckTools() {
  if (!existsSync(ACTIONLINT)) {
    run('go', ['install', `github.com/rhysd/actionlint/cmd/actionlint@${ACTIONLINT_VERSION}`], {
      env: { ...process.env, GOBIN: TOOLS_BIN },
      label: `go install actionlint@${ACTIONLINT_VERSION}`,
    });
  }
  if (!existsSync(PROMTOOL)) {
    // Built once into .tools/bin (a cold build takes minutes; CI keeps .tools between runs).
    run('go', ['install', `github.com/prometheus/prometheus/cmd/promtool@${PROMTOOL_VERSION}`], {
      env: { ...process.env, GOBIN: TOOLS_BIN },
      label: `go install promtool@${PROMTOOL_VERSION}`,
    });
  }
  if (composeCommand(DOCKER_COMPOSE)[0] !== 'docker' && !existsSync(DOCKER_COMPOSE)) {
    // Only without the docker CLI's compose plugin (a cold build takes minutes).
    // `go install …@version` refuses docker/compose (its go.mod has exclude directives), so the
    // module is built as the main module, from its own folder in the module cache.
    const module = `github.com/docker/compose/v2@${DOCKER_COMPOSE_VERSION}`;
    const download = spawnSync('go', ['mod', 'download', '-json', module], { encoding: 'utf8' });
    if (download.status !== 0) {
      console.error(`✖ go mod download ${module} failed:\n${download.stdout}${download.stderr}`);
      process.exit(1);
    }
    const version = `-X github.com/docker/compose/v2/internal.Version=${DOCKER_COMPOSE_VERSION}`;
    run('go', ['build', '-trimpath', '-ldflags', `-s -w ${version}`, '-o', DOCKER_COMPOSE, './cmd'], {
      cwd: JSON.parse(download.stdout).Dir,
      label: `go build docker compose ${DOCKER_COMPOSE_VERSION} (standalone, for \`docker-compose config\`)`,
    });
  }
}

npmPackages();
debianPackage('nginx', 'nginx-light');
if (forTests) {
  debianPackage('chromium', 'chromium');
  debianPackage('envsubst', 'gettext-base');
  // The content service's tests render its PDFs with poppler, as a reader would.
  debianPackage('pdftoppm', 'poppler-utils');
}
goTools();
if (forTests) deploymentCheckTools();
