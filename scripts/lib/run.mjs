// @ts-check
// Running commands from the project's scripts: inherit the terminal, fail loudly.
import { spawnSync } from 'node:child_process';

/**
 * Runs a command to completion; exits the script with its status when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, label?: string }} [options]
 */
export function run(command, args, options = {}) {
  const label = options.label ?? [command, ...args].join(' ');
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: options.cwd,
    env: options.env ?? process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(
      `✖ ${label} failed (${result.error?.message ?? `exit ${result.status}`}) after ${seconds}s`,
    );
    process.exit(result.status || 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

/**
 * @param {string} command
 * @returns {boolean} whether the command is on PATH
 */
export function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * How to run docker compose: the docker CLI's compose plugin when it has one, else the standalone
 * binary scripts/setup.mjs builds into .tools/bin.
 * @param {string} standalone path of the standalone docker-compose binary
 * @returns {[string, string[]]} command and leading arguments
 */
export function composeCommand(standalone) {
  const plugin =
    hasCommand('docker') && spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
  return plugin ? ['docker', ['compose']] : [standalone, []];
}
