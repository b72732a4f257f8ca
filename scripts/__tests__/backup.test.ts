import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BSON, MongoClient, type Document } from 'mongodb';
import { readBackupStatus } from '@ministry/kit/backup-status';
import { verifyChecksum } from '../lib/backup-archive.cjs';
import { RestoreRefused, restoreArchive } from '../lib/backup-restore.cjs';
import { runBackup } from '../lib/backup-run.cjs';

// The database server of the kit's integration tests (started here when this project runs alone).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const globalSetup = require('../../services/kit/testing/global-setup.js') as () => Promise<void>;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const globalTeardown = require('../../services/kit/testing/global-teardown.js') as () => Promise<void>;

// FerretDB v1 stores no Decimal128 (the site has none): the types below are those it keeps.
const { EJSON, ObjectId, Long } = BSON;
const canonical = (value: unknown) => EJSON.stringify(value, { relaxed: false });
const retention = { daily: 14, weekly: 8, monthly: 12 };
const ROOT = join(__dirname, '..', '..');
const key = randomBytes(32);
const BACKUP_KEY = key.toString('base64');

const suffix = randomUUID().slice(0, 8);
type Keyed = { _id: string } & Document;

const names = {
  identity: `test-backup-${suffix}-identity`,
  events: `test-backup-${suffix}-events`,
  shop: `test-backup-${suffix}-shop`,
  billing: `test-backup-${suffix}-billing`,
  sessions: `test-backup-${suffix}-sessions`,
};
const databases = Object.values(names);

let startedServer = false;
let client: MongoClient;
let dir = '';
// Where status.json goes: apart from the archives, as in compose.
let statusDir = '';

async function seed() {
  const identity = client.db(names.identity);
  const users = identity.collection('users');
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      _id: new ObjectId(),
      email: `member${i}@example.org`,
      passwordHash: `scrypt$${i}`,
      roles: i === 0 ? ['admin'] : [],
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      language: i % 2 ? 'es' : 'en',
    })),
  );
  const shop = client.db(names.shop);
  await shop.collection('orders').createIndex({ status: 1, createdAt: -1 });
  await shop.collection('orders').insertMany(
    Array.from({ length: 12 }, (_, i) => ({
      _id: new ObjectId(),
      number: new Long(1000 + i),
      totalCents: 1995 + i,
      weight: 1.0,
      status: i % 3 ? 'paid' : 'cancelled',
      lines: [{ sku: `BOOK-${i}`, quantity: 1, priceCents: 1995 }],
      createdAt: new Date(Date.UTC(2026, 1, 1, i)),
    })),
  );
  const billing = client.db(names.billing);
  await billing.collection('gift_receipt_numbers').createIndex({ sourceId: 1 }, { unique: true });
  await billing.collection('gifts').createIndex({ receiptNumber: 1, createdAt: -1 }, { name: 'receipt' });
  const gifts = Array.from({ length: 8 }, (_, i) => ({
    _id: new ObjectId(),
    amountCents: 5000 + i,
    exact: new Long(5000 + i),
    receiptNumber: `G-2026-${String(i + 1).padStart(6, '0')}`,
    donor: { email: `donor${i}@example.org`, name: `Donor ${i}` },
    createdAt: new Date(Date.UTC(2026, 2, 1 + i)),
  }));
  await billing.collection('gifts').insertMany(gifts);
  await billing
    .collection<Keyed>('gift_receipt_numbers')
    .insertMany(gifts.map((gift, i) => ({ _id: gift.receiptNumber, year: 2026, sourceId: `pi_${i}` })));
  await client
    .db(names.events)
    .collection('event_registrations')
    .insertMany(
      Array.from({ length: 5 }, (_, i) => ({
        _id: new ObjectId(),
        eventId: new ObjectId(),
        email: `guest${i}@example.org`,
        seats: 1,
        at: new Date(),
      })),
    );
  await client
    .db(names.sessions)
    .collection<Keyed>('sessions')
    .insertOne({
      _id: 'hash-of-a-session',
      data: { userId: 'x' },
      expires: new Date(),
    });
}

/** Every collection's documents (canonical EJSON, by _id) and indexes (name, key, unique). */
async function snapshot() {
  const result: Record<string, { documents: string[]; indexes: string[] }> = {};
  for (const dbName of databases) {
    for (const { name } of await client.db(dbName).listCollections().toArray()) {
      const collection = client.db(dbName).collection(name);
      const documents = (await collection.find({}, { promoteValues: false }).toArray()).map(canonical).sort();
      const indexes = (await collection.listIndexes().toArray())
        .map((index: Document) => JSON.stringify([index.name, index.key, index.unique ?? false]))
        .sort();
      result[`${dbName}.${name}`] = { documents, indexes };
    }
  }
  return result;
}

const dropAll = () => Promise.all(databases.map((name) => client.db(name).dropDatabase()));
const archives = () => readdirSync(dir).filter((name) => name.endsWith('.archive.enc'));
/** Each test database's collections' names: `[]` for a database nothing was written to. */
const collectionsByDatabase = async () =>
  Object.fromEntries(
    await Promise.all(
      databases.map(async (name) => [name, (await client.db(name).listCollections().toArray()).length]),
    ),
  );
const nothingRestored = Object.fromEntries(databases.map((name) => [name, 0]));

beforeAll(async () => {
  if (!process.env.TEST_MONGODB_URI) {
    await globalSetup();
    startedServer = true;
  }
  client = await new MongoClient(process.env.TEST_MONGODB_URI ?? '').connect();
  dir = mkdtempSync(join(tmpdir(), 'ministry-backup-'));
  statusDir = mkdtempSync(join(tmpdir(), 'ministry-backup-status-'));
  await seed();
});

afterAll(async () => {
  await dropAll();
  await client.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(statusDir, { recursive: true, force: true });
  if (startedServer) await globalTeardown();
});

describe('backup and restore (real database)', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  let archive = '';

  it('writes one archive, owner-only, with its checksum and manifest, and its status apart', async () => {
    before = await snapshot();
    const result = await runBackup({ client, dir, statusDir, key, retention, databases });
    expect(result.ok).toBe(true);
    expect(archives()).toHaveLength(1);
    archive = join(dir, archives()[0] ?? '');
    await expect(verifyChecksum(archive)).resolves.toBeUndefined();
    for (const file of [archive, `${archive}.sha256`, `${archive}.manifest.json`])
      expect(statSync(file).mode & 0o777).toBe(0o600);

    const manifest = JSON.parse(readFileSync(`${archive}.manifest.json`, 'utf8'));
    expect(manifest.databases[names.identity]).toEqual({ users: 30 });
    expect(manifest.databases[names.billing]).toEqual({ gift_receipt_numbers: 8, gifts: 8 });
    expect(manifest.databases[names.shop]).toEqual({ orders: 12 });
    expect(manifest.databases[names.events]).toEqual({ event_registrations: 5 });

    // The admin dashboard and the metrics read the same file through the kit, from its own folder.
    expect(readdirSync(dir)).not.toContain('status.json');
    const status = await readBackupStatus(statusDir);
    expect(status.lastAttempt?.ok).toBe(true);
    expect(status.lastSuccess).toMatchObject({ archive: manifest.archive, databases: 5, documents: 64 });
  });

  it('cannot be read without the key: no seeded text in it, and another key is refused as the wrong key', async () => {
    const bytes = readFileSync(archive);
    let unzipped = Buffer.alloc(0);
    try {
      unzipped = gunzipSync(bytes);
    } catch {
      // Not a gzip stream at all: nothing to look into.
    }
    for (const seeded of [
      'member7@example.org',
      'donor3@example.org',
      'G-2026-000003',
      'hash-of-a-session',
    ]) {
      expect(bytes.includes(seeded)).toBe(false);
      expect(unzipped.includes(seeded)).toBe(false);
    }

    await dropAll();
    const wrongKey = restoreArchive({ client, file: archive, key: randomBytes(32), databases, force: true });
    await expect(wrongKey).rejects.toThrow(/wrong key/);
    expect(await collectionsByDatabase()).toEqual(nothingRestored);
  });

  it('restores every document (types and receipt numbers included) and index after the databases are wiped', async () => {
    await dropAll();
    const { counts } = await restoreArchive({ client, file: archive, key, databases });
    expect(counts[names.billing]).toEqual({ gift_receipt_numbers: 8, gifts: 8 });
    expect(await snapshot()).toEqual(before);

    const gift = await client
      .db(names.billing)
      .collection('gifts')
      .findOne({ receiptNumber: 'G-2026-000003' }, { promoteValues: false });
    expect(gift?.exact).toBeInstanceOf(Long);
    expect(gift?.createdAt).toBeInstanceOf(Date);
    const order = await client.db(names.shop).collection('orders').findOne({ totalCents: 1995 });
    expect(order?._id).toBeInstanceOf(ObjectId);
    // Unique indexes came back: a receipt number's source cannot be claimed twice.
    await expect(
      client
        .db(names.billing)
        .collection<Keyed>('gift_receipt_numbers')
        .insertOne({ _id: 'G-2026-999999', year: 2026, sourceId: 'pi_0' }),
    ).rejects.toThrow(/duplicate key/i);
  });

  it('restores only the databases it is told to, whatever else the archive holds', async () => {
    await dropAll();
    const result = await restoreArchive({ client, file: archive, key, databases: [names.shop] });
    expect(result.databases).toEqual([names.shop]);
    expect(result.counts).toEqual({ [names.shop]: { orders: 12 } });
    expect(await collectionsByDatabase()).toEqual({ ...nothingRestored, [names.shop]: 1 });
    expect(await client.db(names.shop).collection('orders').countDocuments()).toBe(12);

    await expect(
      restoreArchive({ client, file: archive, key, databases: ['ministry-not-in-it'] }),
    ).rejects.toThrow(RestoreRefused);
    expect(await collectionsByDatabase()).toEqual({ ...nothingRestored, [names.shop]: 1 });
    await restoreArchive({ client, file: archive, key, allOf: databases, force: true });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to restore over data without --force and changes nothing', async () => {
    const users = client.db(names.identity).collection('users');
    await users.updateOne({ email: 'member1@example.org' }, { $set: { language: 'fr' } });
    await users.deleteOne({ email: 'member2@example.org' });

    await expect(restoreArchive({ client, file: archive, key, databases })).rejects.toThrow(RestoreRefused);
    expect(await users.countDocuments()).toBe(29);
    expect((await users.findOne({ email: 'member1@example.org' }))?.language).toBe('fr');

    await restoreArchive({ client, file: archive, key, databases, force: true });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an archive with one byte changed (its checksum rewritten to match), restoring nothing', async () => {
    const tampered = join(dir, 'ministry-20200101T000000Z.archive.enc');
    for (const at of [0.5, 0.99]) {
      const bytes = readFileSync(archive);
      bytes[Math.floor(bytes.length * at)] ^= 0x01;
      writeFileSync(tampered, bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      writeFileSync(`${tampered}.sha256`, `${sha256}  ${basename(tampered)}\n`);
      await dropAll();
      await expect(restoreArchive({ client, file: tampered, key, databases, force: true })).rejects.toThrow(
        /changed, cut or damaged/,
      );
      expect(await collectionsByDatabase()).toEqual(nothingRestored);
    }
    rmSync(tampered);
    rmSync(`${tampered}.sha256`);
  });

  it('refuses an archive forged without the key (well-formed, its checksum beside it), restoring nothing', async () => {
    const forged = join(dir, 'ministry-20200102T000000Z.archive.enc');
    const lines = [
      {
        format: {
          version: 'ministry-backup/1',
          startedAt: new Date().toISOString(),
          databases: { [names.identity]: ['users'] },
        },
      },
      { collection: { db: names.identity, name: 'users', options: {}, indexes: [] } },
      { d: { _id: new ObjectId(), email: 'intruder@example.org', roles: ['admin'] } },
      { end: { finishedAt: new Date().toISOString(), counts: { [names.identity]: { users: 1 } } } },
    ];
    const bytes = gzipSync(lines.map((line) => `${canonical(line)}\n`).join(''));
    writeFileSync(forged, bytes);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    writeFileSync(`${forged}.sha256`, `${sha256}  ${basename(forged)}\n`);
    await dropAll();
    await expect(restoreArchive({ client, file: forged, key, databases, force: true })).rejects.toThrow(
      /not encrypted/,
    );
    expect(await collectionsByDatabase()).toEqual(nothingRestored);
    rmSync(forged);
    rmSync(`${forged}.sha256`);
  });

  it('records a failed run in status.json and keeps the last success', async () => {
    const result = await runBackup({ client, dir, statusDir, key, retention, databases: ['bad/name'] });
    expect(result.ok).toBe(false);
    const status = await readBackupStatus(statusDir);
    expect(status.lastAttempt).toMatchObject({ ok: false });
    expect(status.lastError?.message).toBe(result.error);
    expect(status.lastSuccess?.archive).toBe(archives()[0]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('runs as npm run backup / npm run restore, the restore CLI restoring only the databases named', async () => {
    await restoreArchive({ client, file: archive, key, databases, force: true });
    const env = {
      ...process.env,
      MONGODB_URI: process.env.TEST_MONGODB_URI,
      BACKUP_DIR: dir,
      BACKUP_STATUS_DIR: statusDir,
      BACKUP_KEY,
      BACKUP_DATABASES: databases.join(','),
    };
    const node = (script: string, args: string[], extra: NodeJS.ProcessEnv = {}) =>
      spawnSync(process.execPath, [script, ...args], {
        cwd: ROOT,
        env: { ...env, ...extra },
        encoding: 'utf8',
      });
    const backup = node('scripts/backup.mjs', []);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(
      /backup: .*ministry-\d{8}T\d{6}Z\.archive\.enc \(5 databases, 64 documents/,
    );

    // Same day: retention keeps the newer of the two archives only.
    expect(archives()).toEqual([backup.stdout.match(/ministry-\d{8}T\d{6}Z\.archive\.enc/)?.[0]]);
    const latest = join(dir, archives()[0] ?? '');

    const unnamed = node('scripts/restore.mjs', [latest]);
    expect(unnamed.status).toBe(2);
    expect(unnamed.stderr).toMatch(/name the databases to restore/);
    const foreign = node('scripts/restore.mjs', [latest, '--db=admin', '--force']);
    expect(foreign.status).toBe(2);
    expect(foreign.stderr).toMatch(/"admin" is not one of the project's databases/);
    const noKey = node('scripts/restore.mjs', [latest, '--all'], { BACKUP_KEY: '', NODE_ENV: 'production' });
    expect(noKey.status).toBe(2);
    expect(noKey.stderr).toMatch(/BACKUP_KEY is not set/);

    const occupied = node('scripts/restore.mjs', [latest, '--db', names.billing]);
    expect(occupied.status).toBe(3);
    expect(occupied.stderr).toMatch(/refusing to restore over data .*--force/);

    await dropAll();
    const one = node('scripts/restore.mjs', [latest, '--db', names.billing]);
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    expect(one.stdout).toContain(
      `${names.billing}: 16 documents in 2 collections (gift_receipt_numbers 8, gifts 8)`,
    );
    expect(await collectionsByDatabase()).toEqual({ ...nothingRestored, [names.billing]: 2 });

    const forced = node('scripts/restore.mjs', [latest, '--all', '--force']);
    expect(forced.status).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to back up outside development without BACKUP_KEY, and says so in the status', async () => {
    const backup = spawnSync(process.execPath, ['scripts/backup.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        BACKUP_KEY: '',
        MONGODB_URI: process.env.TEST_MONGODB_URI,
        BACKUP_DIR: dir,
        BACKUP_STATUS_DIR: statusDir,
        BACKUP_DATABASES: databases.join(','),
      },
      encoding: 'utf8',
    });
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/BACKUP_KEY is not set/);
    expect(archives()).toHaveLength(1);
    expect((await readBackupStatus(statusDir)).lastError?.message).toMatch(/BACKUP_KEY is not set/);
  });
});
