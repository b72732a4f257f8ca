import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  backupHealth,
  lastBackupSuccessSeconds,
  NO_BACKUP,
  parseBackupStatus,
  readBackupStatus,
  type BackupStatus,
} from '../backup-status';

const success = {
  startedAt: '2026-03-01T02:00:00.000Z',
  finishedAt: '2026-03-01T02:00:10.000Z',
  archive: 'ministry-20260301T020000Z.archive.gz',
  bytes: 1234,
  databases: 6,
  documents: 99,
};
const healthy: BackupStatus = {
  lastAttempt: {
    startedAt: success.startedAt,
    finishedAt: success.finishedAt,
    ok: true,
    archive: success.archive,
  },
  lastSuccess: success,
  lastError: null,
};

describe('backup status', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-status-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads no status file as no backup', async () => {
    await expect(readBackupStatus(dir)).resolves.toEqual(NO_BACKUP);
  });

  it('reads the file the backup script writes', async () => {
    await writeFile(join(dir, 'status.json'), JSON.stringify(healthy));
    await expect(readBackupStatus(dir)).resolves.toEqual(healthy);
  });

  it('reads malformed parts as missing', () => {
    expect(parseBackupStatus('not json')).toEqual(NO_BACKUP);
    expect(
      parseBackupStatus(JSON.stringify({ lastSuccess: { archive: 1 }, lastError: { at: 'x' } })),
    ).toEqual(NO_BACKUP);
  });

  it('gives the last success as epoch seconds', () => {
    expect(lastBackupSuccessSeconds(healthy)).toBe(Date.parse(success.finishedAt) / 1000);
    expect(lastBackupSuccessSeconds(NO_BACKUP)).toBeNull();
  });

  it('is failing after 26 hours or a failed run, missing without any success', () => {
    const later = (hours: number) => new Date(Date.parse(success.finishedAt) + hours * 3600_000);
    expect(backupHealth(healthy, later(25))).toBe('ok');
    expect(backupHealth(healthy, later(27))).toBe('failing');
    const failed: BackupStatus = {
      ...healthy,
      lastAttempt: {
        startedAt: success.startedAt,
        finishedAt: success.finishedAt,
        ok: false,
        error: 'disk full',
      },
    };
    expect(backupHealth(failed, later(1))).toBe('failing');
    expect(backupHealth(NO_BACKUP, later(1))).toBe('missing');
  });
});
