// @ts-check
// Running commands from the project's scripts: inherit the terminal, fail loudly.
import { spawn, spawnSync } from 'node:child_process';

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
 * Runs commands side by side (checks that only read the tree: one core each), each one's output held
 * back and printed whole when it ends, so the log reads as if they had run one after another. Exits
 * the script when any fails, after all have ended.
 * @param {{ command: string, args: string[], label: string, cwd?: string }[]} commands
 */
export async function runSideBySide(commands) {
  console.log(`\n▶ side by side: ${commands.map((each) => each.label).join('; ')}`);
  const outcomes = await Promise.all(
    commands.map(
      ({ command, args, label, cwd }) =>
        new Promise((resolve) => {
          const started = Date.now();
          /** @type {Buffer[]} */
          const output = [];
          const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          let ended = false;
          const end = (/** @type {string | null} */ failure) => {
            if (ended) return; // a command that cannot start reports 'error', then 'close'
            ended = true;
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▶ ${label}`);
            process.stdout.write(Buffer.concat(output));
            if (failure) console.error(`✖ ${label} failed (${failure}) after ${seconds}s`);
            else console.log(`✔ ${label} (${seconds}s)`);
            resolve(!failure);
          };
          child.on('error', (error) => end(error.message));
          child.on('close', (status, signal) => end(status === 0 ? null : `exit ${status ?? signal}`));
        }),
    ),
  );
  if (outcomes.includes(false)) process.exit(1);
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
