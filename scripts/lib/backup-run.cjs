// @ts-check
// One backup run (scripts/backup.mjs): write the archive, prune by retention, and record the outcome
// in `<statusDir>/status.json` (BACKUP_STATUS_DIR, else the archives' folder), which the content
// service answers to the admin dashboard and the metrics read (services/kit/src/backup-status.ts
// reads the same JSON). It holds times, names and counts, never anything of the archives' contents,
// so in compose it lives in a volume of its own that the content service mounts, while the archives'
// volume is mounted by the backup service alone:
//   { "lastAttempt": { startedAt, finishedAt, ok, archive?, error? },
//     "lastSuccess": { startedAt, finishedAt, archive, bytes, databases, documents } | null,
//     "lastError": { at, message } | null }
const { mkdir, readFile, readdir, rename, rm, writeFile } = require('node:fs/promises');
const { join } = require('node:path');
const { writeArchive } = require('./backup-archive.cjs');
const { selectArchives } = require('./backup-retention.cjs');

const STATUS_FILE = 'status.json';

/** @param {string} dir */
async function readStatus(dir) {
  try {
    return JSON.parse(await readFile(join(dir, STATUS_FILE), 'utf8'));
  } catch {
    return { lastAttempt: null, lastSuccess: null, lastError: null };
  }
}

/**
 * Written whole, then renamed, so a reader never sees half a file; readable by all (the content
 * service runs as another user). @param {string} dir @param {object} status
 */
async function writeStatus(dir, status) {
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${STATUS_FILE}.${process.pid}`);
  await writeFile(temp, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o644 });
  await rename(temp, join(dir, STATUS_FILE));
}

/**
 * Removes the archives retention does not keep, with their checksum and manifest.
 * @param {string} dir @param {import('./backup-retention.cjs').Retention} retention
 */
async function pruneArchives(dir, retention) {
  const { prune } = selectArchives(await readdir(dir), retention);
  for (const name of prune) {
    for (const file of [name, `${name}.sha256`, `${name}.manifest.json`])
      await rm(join(dir, file), { force: true });
  }
  return prune;
}

/**
 * A whole run: archive (encrypted with `key`), prune, status. Never throws for a failed backup: it is
 * recorded in status.json and answered as `{ ok: false, error }` (the caller exits non-zero).
 * @param {{ client: import('mongodb').MongoClient, dir: string, statusDir?: string, key: Buffer, retention: import('./backup-retention.cjs').Retention, databases?: string[], now?: Date }} options
 */
async function runBackup({ client, dir, statusDir = dir, key, retention, databases, now = new Date() }) {
  // Only this job reads the archives' folder (README, "Backups and restore").
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const previous = await readStatus(statusDir);
  const startedAt = now.toISOString();
  try {
    const manifest = await writeArchive({ client, dir, key, databases, now });
    const pruned = await pruneArchives(dir, retention);
    const documents = Object.values(manifest.databases)
      .flatMap((collections) => Object.values(collections))
      .reduce((sum, n) => sum + n, 0);
    const lastSuccess = {
      startedAt: manifest.startedAt,
      finishedAt: manifest.finishedAt,
      archive: manifest.archive,
      bytes: manifest.bytes,
      databases: Object.keys(manifest.databases).length,
      documents,
    };
    await writeStatus(statusDir, {
      lastAttempt: { startedAt, finishedAt: manifest.finishedAt, ok: true, archive: manifest.archive },
      lastSuccess,
      lastError: previous.lastError ?? null,
    });
    return { ok: true, manifest, pruned };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordFailure(statusDir, startedAt, message);
    return { ok: false, error: message };
  }
}

/**
 * Records a failed attempt in `<dir>/status.json` (the last success stays as it was).
 * @param {string} dir @param {string} startedAt ISO @param {string} message
 */
async function recordFailure(dir, startedAt, message) {
  const previous = await readStatus(dir);
  const at = new Date().toISOString();
  await writeStatus(dir, {
    lastAttempt: { startedAt, finishedAt: at, ok: false, error: message },
    lastSuccess: previous.lastSuccess ?? null,
    lastError: { at, message },
  });
}

module.exports = { STATUS_FILE, readStatus, writeStatus, recordFailure, pruneArchives, runBackup };
