import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What `npm run backup` (scripts/backup.mjs, also the compose `backup` service) leaves in
 * `status.json` after every run (in its BACKUP_STATUS_DIR, default its BACKUP_DIR; in compose a volume
 * of its own, which the content service reads as its BACKUP_DIR): its last attempt, its last success
 * and its last error. Times, names and counts only, nothing of the archives.
 * The script writes the file without this module (it runs alone in a small image), so this type and
 * the script's `writeStatus` describe the same JSON; a test in scripts/__tests__ reads the script's
 * file with `readBackupStatus`.
 */
export interface BackupAttempt {
  /** ISO time the run started and ended. */
  startedAt: string;
  finishedAt: string;
  ok: boolean;
  /** The archive's file name (in the backup folder), when one was written. */
  archive?: string;
  /** Why it failed, when it did. */
  error?: string;
}

export interface BackupSuccess {
  startedAt: string;
  finishedAt: string;
  archive: string;
  bytes: number;
  databases: number;
  documents: number;
}

export interface BackupStatus {
  lastAttempt: BackupAttempt | null;
  lastSuccess: BackupSuccess | null;
  lastError: { at: string; message: string } | null;
}

export const BACKUP_STATUS_FILE = 'status.json';

/** A backup older than this (or a last run that failed) is shown and alerted on as failing. */
export const BACKUP_MAX_AGE_HOURS = 26;

export const NO_BACKUP: BackupStatus = { lastAttempt: null, lastSuccess: null, lastError: null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

function attemptOf(value: unknown): BackupAttempt | null {
  if (!isRecord(value) || !isTime(value.startedAt) || !isTime(value.finishedAt)) return null;
  if (typeof value.ok !== 'boolean') return null;
  return {
    startedAt: value.startedAt,
    finishedAt: value.finishedAt,
    ok: value.ok,
    ...(typeof value.archive === 'string' ? { archive: value.archive } : {}),
    ...(typeof value.error === 'string' ? { error: value.error } : {}),
  };
}

function successOf(value: unknown): BackupSuccess | null {
  if (!isRecord(value) || !isTime(value.startedAt) || !isTime(value.finishedAt)) return null;
  if (typeof value.archive !== 'string') return null;
  const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);
  return {
    startedAt: value.startedAt,
    finishedAt: value.finishedAt,
    archive: value.archive,
    bytes: count(value.bytes),
    databases: count(value.databases),
    documents: count(value.documents),
  };
}

/** The parsed status, each part that is missing or malformed read as null (never throws on content). */
export function parseBackupStatus(text: string): BackupStatus {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NO_BACKUP;
  }
  if (!isRecord(value)) return NO_BACKUP;
  const lastError =
    isRecord(value.lastError) && isTime(value.lastError.at) && typeof value.lastError.message === 'string'
      ? { at: value.lastError.at, message: value.lastError.message }
      : null;
  return { lastAttempt: attemptOf(value.lastAttempt), lastSuccess: successOf(value.lastSuccess), lastError };
}

/** `BACKUP_DIR/status.json`; no file (no backup ever ran there) reads as `NO_BACKUP`. */
export async function readBackupStatus(dir: string): Promise<BackupStatus> {
  try {
    return parseBackupStatus(await readFile(join(dir, BACKUP_STATUS_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NO_BACKUP;
    throw error;
  }
}

/** Seconds since the epoch of the last successful backup's end, or null (the metrics gauge). */
export function lastBackupSuccessSeconds(status: BackupStatus): number | null {
  return status.lastSuccess ? Math.floor(Date.parse(status.lastSuccess.finishedAt) / 1000) : null;
}

export type BackupHealth = 'ok' | 'failing' | 'missing';

/**
 * `missing`: no backup has ever succeeded; `failing`: the last run failed or the last success is
 * older than `BACKUP_MAX_AGE_HOURS`; `ok` otherwise.
 */
export function backupHealth(status: BackupStatus, now: Date = new Date()): BackupHealth {
  if (!status.lastSuccess) return 'missing';
  if (status.lastAttempt && !status.lastAttempt.ok) return 'failing';
  const ageMs = now.getTime() - Date.parse(status.lastSuccess.finishedAt);
  return ageMs > BACKUP_MAX_AGE_HOURS * 3600_000 ? 'failing' : 'ok';
}
