import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { openTestDatabase, type TestDatabase } from '@ministry/kit/testing/database';
import { signedInCookie } from '@ministry/kit/testing/session';
import { createApp } from '../app';

let db: TestDatabase;
let backupDir = '';
beforeAll(async () => {
  db = await openTestDatabase('content-system');
  backupDir = await mkdtemp(join(tmpdir(), 'content-backups-'));
});
afterAll(async () => {
  await db.close();
  await rm(backupDir, { recursive: true, force: true });
});

const app = () => createApp({ ...db.config, backupDir }, db).app.callback();
const ask = async (role?: 'admin' | 'member' | 'content_editor') => {
  const call = request(app()).get('/api/admin/system/backup');
  return role ? call.set('Cookie', await signedInCookie(db, { role })) : call;
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('GET /api/admin/system/backup', () => {
  it('is for admins only', async () => {
    expect((await ask()).status).toBe(401);
    expect((await ask('member')).status).toBe(403);
    expect((await ask('content_editor')).status).toBe(403);
  });

  it('says no backup ever ran when the folder has no status', async () => {
    const res = await ask('admin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      lastAttempt: null,
      lastSuccess: null,
      lastError: null,
      health: 'missing',
      maxAgeHours: 26,
    });
  });

  it('answers the last run that status.json records, failing when it is too old or failed', async () => {
    const success = {
      startedAt: hoursAgo(2),
      finishedAt: hoursAgo(2),
      archive: 'ministry-20260301T020000Z.archive.gz',
      bytes: 2048,
      databases: 6,
      documents: 120,
    };
    const ok = {
      startedAt: success.startedAt,
      finishedAt: success.finishedAt,
      ok: true,
      archive: success.archive,
    };
    await writeFile(
      join(backupDir, 'status.json'),
      JSON.stringify({ lastAttempt: ok, lastSuccess: success, lastError: null }),
    );
    const fresh = await ask('admin');
    expect(fresh.body).toMatchObject({ health: 'ok', lastSuccess: success, lastAttempt: ok });

    const old = { ...success, startedAt: hoursAgo(30), finishedAt: hoursAgo(30) };
    await writeFile(
      join(backupDir, 'status.json'),
      JSON.stringify({
        lastAttempt: { ...ok, startedAt: old.startedAt, finishedAt: old.finishedAt },
        lastSuccess: old,
        lastError: null,
      }),
    );
    expect((await ask('admin')).body.health).toBe('failing');

    const failed = {
      startedAt: hoursAgo(1),
      finishedAt: hoursAgo(1),
      ok: false,
      error: 'cannot reach the database',
    };
    await writeFile(
      join(backupDir, 'status.json'),
      JSON.stringify({
        lastAttempt: failed,
        lastSuccess: success,
        lastError: { at: failed.finishedAt, message: failed.error },
      }),
    );
    expect((await ask('admin')).body).toMatchObject({
      health: 'failing',
      lastAttempt: failed,
      lastError: { message: 'cannot reach the database' },
    });
  });
});
