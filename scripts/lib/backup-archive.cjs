// @ts-check
// The project's backup archive: written by scripts/backup.mjs, read by scripts/restore.mjs (through
// lib/backup-restore.cjs), both with the `mongodb` driver only, so the same code runs against the
// embedded FerretDB locally and against MongoDB in production (the compose `backup` service). Why not
// mongodump: the MongoDB Database Tools cannot be installed here (no Debian package; the Go module
// proxy refuses github.com/mongodb/mongo-tools), and one tool that works on both servers is one tool
// to trust.
//
// On disk the archive is encrypted with BACKUP_KEY (lib/backup-crypto.cjs: AES-256-GCM in
// authenticated chunks). Inside, format `ministry-backup/1`: one gzip stream of UTF-8 JSON lines,
// each an object with one key:
//   {"format": {"version": "ministry-backup/1", "startedAt": ISO, "databases": {db: [collection, …]}}}
//   then for each collection, its header and its documents:
//   {"collection": {"db": db, "name": name, "options": {…}, "indexes": [index spec, …]}}
//   {"d": document}                        one line per document
//   and last: {"end": {"finishedAt": ISO, "counts": {db: {collection: n}}}}
// Every line is canonical Extended JSON (EJSON v2, relaxed: false), so ObjectId, Date, Decimal128,
// Long, Int32 and Double come back as the same types. A missing "end" line means a cut archive.
//
// Consistency: FerretDB v1 has no snapshot reads (no transactions), so a backup is not one point in
// time: each collection is read once, start to end, while the site keeps running; a write during the
// run may be in a collection read after it and missing from one read before. The archive records
// when reading started and ended. For a backup that must be exact (before an upgrade or a move),
// stop the services first (README, "Backups and restore").
const { createHash } = require('node:crypto');
const { createReadStream, createWriteStream } = require('node:fs');
const fs = require('node:fs/promises');
const { readFile, rename, rm, writeFile } = fs;
const { basename, join } = require('node:path');
const { Readable, Transform } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { createGunzip, createGzip } = require('node:zlib');
const { BSON } = require('mongodb');

const { EJSON } = BSON;
const { archiveName } = require('./backup-retention.cjs');
const { createDecryptStream, createEncryptStream, keyFingerprint } = require('./backup-crypto.cjs');

const FORMAT = 'ministry-backup/1';
const TOOL_VERSION = '1.0.0';
const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);

/** @param {unknown} value */
const ejson = (value) => EJSON.stringify(value, { relaxed: false });

/**
 * The databases to back up: those named, or every database on the server but MongoDB's own.
 * @param {import('mongodb').MongoClient} client @param {string[] | undefined} names
 */
async function databasesToBackUp(client, names) {
  if (names && names.length) return [...names].sort();
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  return databases
    .map((d) => d.name)
    .filter((name) => !SYSTEM_DATABASES.has(name))
    .sort();
}

/** A database's collections (no views, no system collections), by name. @param {import('mongodb').Db} db */
async function collectionsOf(db) {
  const infos = await db.listCollections({}, { nameOnly: false }).toArray();
  return infos
    .filter((info) => (info.type ?? 'collection') === 'collection' && !info.name.startsWith('system.'))
    .map((info) => ({ name: info.name, options: /** @type {{ options?: object }} */ (info).options ?? {} }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Index specs as createIndexes takes them back: without `v`, `ns` and the `_id` index. @param {any[]} indexes */
function restorableIndexes(indexes) {
  return indexes
    .filter((index) => index.name !== '_id_')
    .map(({ v: _v, ns: _ns, background: _background, ...spec }) => spec);
}

/**
 * Writes one archive of the databases into `dir`, encrypted with `key`: `<name>.archive.enc`, its
 * `.sha256` (as `sha256sum` writes it; checkable without the key) and its `.manifest.json` (counts, no
 * contents), each readable by its owner only. Until complete it is a hidden `.partial` file, removed on
 * failure.
 * @param {{ client: import('mongodb').MongoClient, dir: string, key: Buffer, databases?: string[], now?: Date }} options
 */
async function writeArchive({ client, dir, key, databases: only, now = new Date() }) {
  const startedAt = now;
  const name = archiveName(startedAt);
  const file = join(dir, name);
  const partial = join(dir, `.${name}.partial`);
  /** @type {Record<string, { name: string, options: object }[]>} */
  const plan = {};
  for (const dbName of await databasesToBackUp(client, only))
    plan[dbName] = await collectionsOf(client.db(dbName));
  /** @type {Record<string, Record<string, number>>} */
  const counts = {};
  let finishedAt = startedAt;

  async function* lines() {
    const databases = Object.fromEntries(
      Object.entries(plan).map(([db, cols]) => [db, cols.map((c) => c.name)]),
    );
    yield `${ejson({ format: { version: FORMAT, startedAt: startedAt.toISOString(), databases } })}\n`;
    for (const [dbName, collections] of Object.entries(plan)) {
      counts[dbName] = {};
      for (const { name: collectionName, options } of collections) {
        const collection = client.db(dbName).collection(collectionName);
        const indexes = restorableIndexes(await collection.listIndexes().toArray());
        yield `${ejson({ collection: { db: dbName, name: collectionName, options, indexes } })}\n`;
        let count = 0;
        // promoteValues: false keeps an Int32, a Long and a Double as such (not one JS number).
        for await (const document of collection.find({}, { batchSize: 1000, promoteValues: false })) {
          count += 1;
          yield `{"d":${ejson(document)}}\n`;
        }
        counts[dbName][collectionName] = count;
      }
    }
    finishedAt = new Date();
    yield `${ejson({ end: { finishedAt: finishedAt.toISOString(), counts } })}\n`;
  }

  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(
      Readable.from(lines()),
      createGzip(),
      createEncryptStream(key),
      measure,
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const sha256 = hash.digest('hex');
  await writeFile(`${file}.sha256`, `${sha256}  ${name}\n`, { mode: 0o600 });
  const manifest = {
    format: FORMAT,
    tool: { name: 'ministry-backup', version: TOOL_VERSION },
    archive: name,
    bytes,
    sha256,
    encryption: { cipher: 'aes-256-gcm', keyFingerprint: keyFingerprint(key) },
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationMs: finishedAt.getTime() - startedAt.getTime(),
    databases: counts,
  };
  await writeFile(`${file}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/**
 * A document keeps its exact types (an Int32 stays an Int32); the other lines are read with plain
 * numbers, which is what counts are and what index specs need.
 * @param {string} line
 */
const parseLine = (line) => EJSON.parse(line, { relaxed: !line.startsWith('{"d":') });

/**
 * The archive's entries, one parsed line at a time, each from a chunk already authenticated. Reads
 * `handle` (from its start) when given, else opens `file`. Throws WrongKey or ArchiveTampered
 * (lib/backup-crypto.cjs) for an archive this key did not write whole.
 * @param {{ file: string, key: Buffer, handle?: import('node:fs/promises').FileHandle, onHeader?: (salt: Buffer) => void }} options
 */
async function* readEntries({ file, key, handle, onHeader }) {
  const opened = handle ?? (await openArchive(file));
  const source = Readable.from(fileChunks(opened));
  const decrypt = createDecryptStream(key, { name: basename(file), onHeader });
  const gunzip = createGunzip();
  source.on('error', (error) => decrypt.destroy(error));
  decrypt.on('error', (error) => gunzip.destroy(error));
  source.pipe(decrypt).pipe(gunzip);
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const text = rest + chunk.toString('utf8');
      const parts = text.split('\n');
      rest = parts.pop() ?? '';
      for (const line of parts) if (line) yield parseLine(line);
    }
    if (rest) yield parseLine(rest);
  } finally {
    source.destroy();
    decrypt.destroy();
    if (!handle) await opened.close();
  }
}

/** A file's bytes from its start, read through an open handle (which stays open). @param {import('node:fs/promises').FileHandle} handle */
async function* fileChunks(handle) {
  let position = 0;
  for (;;) {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, position);
    if (!bytesRead) return;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

/** sha256 of a file, hex. @param {string} file */
async function sha256Of(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Throws unless the archive matches the checksum written beside it (`<archive>.sha256`): a check of
 * a copy that needs no key. Restore does not rely on it: it authenticates every chunk.
 * @param {string} file
 */
async function verifyChecksum(file) {
  let expected;
  try {
    expected = (await readFile(`${file}.sha256`, 'utf8')).trim().split(/\s+/)[0];
  } catch {
    throw new Error(`${basename(file)}.sha256 is missing: cannot check the archive`);
  }
  const actual = await sha256Of(file);
  if (actual !== expected) {
    throw new Error(`${basename(file)} does not match its checksum (damaged or changed since the backup)`);
  }
}

/**
 * @typedef {{ version: string, startedAt: string, databases: Record<string, string[]> }} ArchiveHeader
 * @typedef {Record<string, Record<string, number>>} ArchiveCounts
 */

/**
 * Reads the whole archive without writing anything: every chunk authenticated, the format known,
 * the end record present and each collection's documents as many as it records. Answers the
 * header, the recorded counts and the archive's salt (which names this very archive).
 * @param {{ file: string, key: Buffer, handle?: import('node:fs/promises').FileHandle }} options
 */
async function verifyArchive({ file, key, handle }) {
  const name = basename(file);
  /** @type {ArchiveHeader | null} */
  let header = null;
  /** @type {ArchiveCounts | null} */
  let recorded = null;
  /** @type {ArchiveCounts} */
  const seen = {};
  /** @type {{ db: string, name: string } | null} */
  let current = null;
  /** @type {Buffer} */
  let salt = Buffer.alloc(0);
  const onHeader = (/** @type {Buffer} */ s) => {
    salt = s;
  };
  for await (const entry of readEntries({ file, key, handle, onHeader })) {
    if (!header) {
      if (!entry.format || entry.format.version !== FORMAT)
        throw new Error(`${name} is not a ${FORMAT} archive`);
      header = /** @type {ArchiveHeader} */ (entry.format);
    } else if (recorded) {
      throw new Error(`${name} has entries after its end record`);
    } else if (entry.d) {
      if (!current) throw new Error(`${name} has a document before any collection`);
      seen[current.db][current.name] += 1;
    } else if (entry.collection) {
      const { db, name: collection } = entry.collection;
      seen[db] = seen[db] ?? {};
      seen[db][collection] = 0;
      current = { db, name: collection };
    } else if (entry.end) {
      recorded = /** @type {ArchiveCounts} */ (entry.end.counts);
    }
  }
  if (!header) throw new Error(`${name} is empty`);
  if (!recorded) throw new Error(`${name} ends early (no end record)`);
  for (const [db, collections] of Object.entries(recorded)) {
    for (const [collection, n] of Object.entries(collections)) {
      if (seen[db]?.[collection] !== n)
        throw new Error(
          `${name}: ${db}.${collection} holds ${seen[db]?.[collection] ?? 0} of ${n} documents`,
        );
    }
  }
  return { header, recorded, salt };
}

/** Opens an archive once, so that what was verified is what is read again. @param {string} file */
const openArchive = (file) => fs.open(file, 'r');

module.exports = {
  FORMAT,
  TOOL_VERSION,
  SYSTEM_DATABASES,
  collectionsOf,
  writeArchive,
  readEntries,
  verifyArchive,
  openArchive,
  verifyChecksum,
};
