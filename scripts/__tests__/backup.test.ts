import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSON, MongoClient, type Document } from 'mongodb';
import { readBackupStatus } from '@ministry/kit/backup-status';
import { RestoreRefused, restoreArchive, verifyChecksum } from '../lib/backup-archive.cjs';
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
const archives = () => readdirSync(dir).filter((name) => name.endsWith('.archive.gz'));

beforeAll(async () => {
  if (!process.env.TEST_MONGODB_URI) {
    await globalSetup();
    startedServer = true;
  }
  client = await new MongoClient(process.env.TEST_MONGODB_URI ?? '').connect();
  dir = mkdtempSync(join(tmpdir(), 'ministry-backup-'));
  await seed();
});

afterAll(async () => {
  await dropAll();
  await client.close();
  rmSync(dir, { recursive: true, force: true });
  if (startedServer) await globalTeardown();
});

describe('backup and restore (real database)', () => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  let archive = '';

  it('writes one archive with its checksum, manifest and status', async () => {
    before = await snapshot();
    const result = await runBackup({ client, dir, retention, databases });
    expect(result.ok).toBe(true);
    expect(archives()).toHaveLength(1);
    archive = join(dir, archives()[0] ?? '');
    await expect(verifyChecksum(archive)).resolves.toBeUndefined();

    const manifest = JSON.parse(readFileSync(`${archive}.manifest.json`, 'utf8'));
    expect(manifest.databases[names.identity]).toEqual({ users: 30 });
    expect(manifest.databases[names.billing]).toEqual({ gift_receipt_numbers: 8, gifts: 8 });
    expect(manifest.databases[names.shop]).toEqual({ orders: 12 });
    expect(manifest.databases[names.events]).toEqual({ event_registrations: 5 });

    // The admin dashboard and the metrics read the same file through the kit.
    const status = await readBackupStatus(dir);
    expect(status.lastAttempt?.ok).toBe(true);
    expect(status.lastSuccess).toMatchObject({ archive: manifest.archive, databases: 5, documents: 64 });
  });

  it('restores every document (types and receipt numbers included) and index after the databases are wiped', async () => {
    await dropAll();
    const { counts } = await restoreArchive({ client, file: archive });
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

  it('refuses to restore over data without --force and changes nothing', async () => {
    const users = client.db(names.identity).collection('users');
    await users.updateOne({ email: 'member1@example.org' }, { $set: { language: 'fr' } });
    await users.deleteOne({ email: 'member2@example.org' });

    await expect(restoreArchive({ client, file: archive })).rejects.toThrow(RestoreRefused);
    expect(await users.countDocuments()).toBe(29);
    expect((await users.findOne({ email: 'member1@example.org' }))?.language).toBe('fr');

    await restoreArchive({ client, file: archive, force: true });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an archive that was changed after the backup, before touching the database', async () => {
    const tampered = join(dir, 'ministry-20200101T000000Z.archive.gz');
    const bytes = readFileSync(archive);
    bytes[bytes.length - 10] ^= 0xff;
    writeFileSync(tampered, bytes);
    writeFileSync(`${tampered}.sha256`, readFileSync(`${archive}.sha256`));
    await dropAll();
    await expect(restoreArchive({ client, file: tampered, force: true })).rejects.toThrow(/checksum/);
    rmSync(tampered);
    rmSync(`${tampered}.sha256`);
    for (const name of databases) expect(await client.db(name).listCollections().toArray()).toEqual([]);
  });

  it('records a failed run in status.json and keeps the last success', async () => {
    const result = await runBackup({ client, dir, retention, databases: ['bad/name'] });
    expect(result.ok).toBe(false);
    const status = await readBackupStatus(dir);
    expect(status.lastAttempt).toMatchObject({ ok: false });
    expect(status.lastError?.message).toBe(result.error);
    expect(status.lastSuccess?.archive).toBe(archives()[0]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('runs as npm run backup / npm run restore, the restore CLI refusing data without --force', async () => {
    await restoreArchive({ client, file: archive });
    const env = { ...process.env, MONGODB_URI: process.env.TEST_MONGODB_URI, BACKUP_DIR: dir };
    const backup = spawnSync(process.execPath, ['scripts/backup.mjs'], {
      cwd: ROOT,
      env: { ...env, BACKUP_DATABASES: databases.join(',') },
      encoding: 'utf8',
    });
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/backup: .*ministry-\d{8}T\d{6}Z\.archive\.gz \(5 databases, 64 documents/);

    // Same day: retention keeps the newer of the two archives only.
    expect(archives()).toEqual([backup.stdout.match(/ministry-\d{8}T\d{6}Z\.archive\.gz/)?.[0]]);
    const latest = join(dir, archives()[0] ?? '');
    const restore = spawnSync(process.execPath, ['scripts/restore.mjs', latest], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(restore.status).toBe(3);
    expect(restore.stderr).toMatch(/refusing to restore over data .*--force/);

    const forced = spawnSync(process.execPath, ['scripts/restore.mjs', latest, '--force'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain(
      `${names.billing}: 16 documents in 2 collections (gift_receipt_numbers 8, gifts 8)`,
    );
    expect(await snapshot()).toEqual(before);
  });
});
