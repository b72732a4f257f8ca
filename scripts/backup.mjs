#!/usr/bin/env node
// @ts-check
// `npm run backup`: one archive of every database (each service's and the sessions'), encrypted with
// BACKUP_KEY, written to BACKUP_DIR (default ./backups, gitignored) as
// ministry-<UTC time>.archive.enc with its .sha256 and .manifest.json, then old archives pruned and
// status.json updated in BACKUP_STATUS_DIR (format and consistency: lib/backup-archive.cjs;
// encryption: lib/backup-crypto.cjs; retention: lib/backup-retention.cjs). Exits 1 when it failed.
//
// Environment: MONGODB_URI (default: the local site's embedded database, so `npm start` must be
// running), BACKUP_KEY (32 bytes, base64; required unless NODE_ENV is unset, development or test,
// where a public development key stands in), BACKUP_DIR, BACKUP_STATUS_DIR (default BACKUP_DIR),
// BACKUP_DATABASES (comma-separated; default every database on the server but admin, local and
// config), BACKUP_KEEP_DAILY (14), BACKUP_KEEP_WEEKLY (8), BACKUP_KEEP_MONTHLY (12).
//
// `--schedule` (the compose `backup` service): runs whenever a backup is due, every
// BACKUP_INTERVAL_HOURS (24) after the last attempt (an hour after a failed one), until SIGTERM;
// a run in progress finishes first.
import { resolve } from 'node:path';
import cli from './lib/backup-cli.cjs';
import crypto from './lib/backup-crypto.cjs';
import retention from './lib/backup-retention.cjs';
import run from './lib/backup-run.cjs';

const env = process.env;
const dir = resolve(env.BACKUP_DIR || 'backups');
const statusDir = env.BACKUP_STATUS_DIR ? resolve(env.BACKUP_STATUS_DIR) : dir;

/** BACKUP_KEY, checked; says so when the public development key stands in for it. */
function backupKey() {
  const { key, development } = crypto.keyFromEnv(env);
  if (development)
    console.warn(
      'backup: BACKUP_KEY is not set: using the public development key (local runs and tests only)',
    );
  return key;
}

/** One backup; true when it succeeded. */
async function backupOnce() {
  const startedAt = new Date().toISOString();
  let client;
  try {
    const keep = retention.retentionFromEnv(env);
    const key = backupKey();
    client = await cli.connect(env);
    const result = await run.runBackup({
      client,
      dir,
      statusDir,
      key,
      retention: keep,
      databases: cli.databasesFromEnv(env),
    });
    if (!result.ok || !result.manifest) {
      console.error(`backup: FAILED: ${result.error}`);
      return false;
    }
    const { manifest } = result;
    const databases = Object.entries(manifest.databases);
    const documents = databases.flatMap(([, c]) => Object.values(c)).reduce((a, b) => a + b, 0);
    console.log(
      `backup: ${resolve(dir, manifest.archive)} (${databases.length} databases, ${documents} documents, ` +
        `${(manifest.bytes / 1024).toFixed(1)} KB, ${(manifest.durationMs / 1000).toFixed(1)} s)` +
        (result.pruned.length ? `; pruned ${result.pruned.length} old archive(s)` : ''),
    );
    return true;
  } catch (error) {
    // Not even started (no database, bad settings): recorded as a failed attempt all the same.
    const message = error instanceof Error ? error.message : String(error);
    console.error(`backup: FAILED: ${message}`);
    await run.recordFailure(statusDir, startedAt, message).catch(() => undefined);
    return false;
  } finally {
    await client?.close();
  }
}

async function schedule() {
  const hours = Number(env.BACKUP_INTERVAL_HOURS || 24);
  if (!(hours > 0))
    throw new Error(`BACKUP_INTERVAL_HOURS must be a positive number (got "${env.BACKUP_INTERVAL_HOURS}")`);
  const intervalMs = hours * 3_600_000;
  try {
    backupKey();
  } catch (error) {
    // Refused at start, and shown on the dashboard as a failed run.
    const message = error instanceof Error ? error.message : String(error);
    await run.recordFailure(statusDir, new Date().toISOString(), message).catch(() => undefined);
    throw error;
  }
  let stopping = false;
  /** @type {() => void} */
  let wake = () => undefined;
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => {
      stopping = true;
      wake();
    });
  }
  console.log(`backup: every ${hours} h into ${dir}`);
  while (!stopping) {
    const { lastAttempt } = await run.readStatus(statusDir);
    const last = lastAttempt ? Date.parse(lastAttempt.startedAt) : Number.NaN;
    const after = lastAttempt?.ok === false ? Math.min(intervalMs, 3_600_000) : intervalMs;
    const waitMs = Number.isNaN(last) ? 0 : Math.max(0, last + after - Date.now());
    if (waitMs > 0) {
      console.log(`backup: next run at ${new Date(Date.now() + waitMs).toISOString()}`);
      await new Promise((done) => {
        // setTimeout holds at most ~24.8 days; the loop asks again when it wakes.
        const timer = setTimeout(done, Math.min(waitMs, 2 ** 31 - 1));
        wake = () => {
          clearTimeout(timer);
          done(undefined);
        };
      });
      continue;
    }
    await backupOnce();
  }
}

if (process.argv.includes('--schedule')) {
  await schedule().catch((error) => {
    console.error(`backup: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  });
} else if (!(await backupOnce())) process.exitCode = 1;
