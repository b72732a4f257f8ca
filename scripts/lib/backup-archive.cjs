// @ts-check
// The project's backup archive: written by scripts/backup.mjs, read by scripts/restore.mjs, both
// with the `mongodb` driver only, so the same code runs against the embedded FerretDB locally and
// against MongoDB in production (the compose `backup` service). Why not mongodump: the MongoDB
// Database Tools cannot be installed here (no Debian package; the Go module proxy refuses
// github.com/mongodb/mongo-tools), and one tool that works on both servers is one tool to trust.
//
// Format `ministry-backup/1`: one gzip stream of UTF-8 JSON lines, each an object with one key:
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
const { readFile, rename, rm, writeFile } = require('node:fs/promises');
const { basename, join } = require('node:path');
const { Readable, Transform } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { createGunzip, createGzip } = require('node:zlib');
const { BSON } = require('mongodb');

const { EJSON } = BSON;
const { archiveName } = require('./backup-retention.cjs');

const FORMAT = 'ministry-backup/1';
const TOOL_VERSION = '1.0.0';
const SYSTEM_DATABASES = new Set(['admin', 'local', 'config']);
const INSERT_BATCH = 500;

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
 * Writes one archive of the databases into `dir`: `<name>.archive.gz`, its `.sha256` (as `sha256sum`
 * writes it) and its `.manifest.json`. Until complete it is a hidden `.partial` file, removed on failure.
 * @param {{ client: import('mongodb').MongoClient, dir: string, databases?: string[], now?: Date }} options
 */
async function writeArchive({ client, dir, databases: only, now = new Date() }) {
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

/** The archive's entries, one parsed line at a time. @param {string} file */
async function* readEntries(file) {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let rest = '';
  for await (const chunk of gunzip) {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) if (line) yield parseLine(line);
  }
  if (rest) yield parseLine(rest);
}

/** sha256 of a file, hex. @param {string} file */
async function sha256Of(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Throws unless the archive matches the checksum written beside it (`<archive>.sha256`).
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

/** The archive's first line: its format, start time and databases → collections. @param {string} file */
async function readHeader(file) {
  for await (const entry of readEntries(file)) {
    if (!entry.format || entry.format.version !== FORMAT)
      throw new Error(`${basename(file)} is not a ${FORMAT} archive`);
    return /** @type {{ version: string, startedAt: string, databases: Record<string, string[]> }} */ (
      entry.format
    );
  }
  throw new Error(`${basename(file)} is empty`);
}

/** `db.collection` of every collection that holds documents in these databases. @param {import('mongodb').MongoClient} client @param {string[]} databases */
async function nonEmptyCollections(client, databases) {
  const found = [];
  for (const dbName of databases) {
    for (const { name } of await collectionsOf(client.db(dbName))) {
      if (
        await client
          .db(dbName)
          .collection(name)
          .findOne({}, { projection: { _id: 1 } })
      )
        found.push(`${dbName}.${name}`);
    }
  }
  return found;
}

class RestoreRefused extends Error {}

/**
 * Restores an archive: checks its checksum, refuses if any database it holds has documents (unless
 * `force`, which drops those databases first), then inserts every collection's documents and creates
 * its indexes. Answers the counts restored, which must equal those the archive recorded.
 * @param {{ client: import('mongodb').MongoClient, file: string, force?: boolean }} options
 */
async function restoreArchive({ client, file, force = false }) {
  await verifyChecksum(file);
  const header = await readHeader(file);
  const databases = Object.keys(header.databases);
  const occupied = await nonEmptyCollections(client, databases);
  if (occupied.length && !force) {
    throw new RestoreRefused(
      `refusing to restore over data (${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', …' : ''}): ` +
        'use --force to drop these databases and restore the archive in their place',
    );
  }
  if (force) for (const dbName of databases) await client.db(dbName).dropDatabase();

  /** @type {Record<string, Record<string, number>>} */
  const counts = Object.fromEntries(databases.map((db) => [db, {}]));
  /** @type {{ db: string, name: string, indexes: any[] } | null} */
  let current = null;
  /** @type {any[]} */
  let batch = [];
  const flush = async () => {
    if (!current || !batch.length) return;
    await client
      .db(current.db)
      .collection(current.name)
      .insertMany(batch, { ordered: true, bypassDocumentValidation: true });
    counts[current.db][current.name] += batch.length;
    batch = [];
  };
  const finishCollection = async () => {
    await flush();
    if (current && current.indexes.length)
      await client.db(current.db).collection(current.name).createIndexes(current.indexes);
  };
  /** @type {Record<string, Record<string, number>> | null} */
  let recorded = null;
  for await (const entry of readEntries(file)) {
    if (entry.d) {
      batch.push(entry.d);
      if (batch.length >= INSERT_BATCH) await flush();
    } else if (entry.collection) {
      await finishCollection();
      const { db, name, options, indexes } = entry.collection;
      current = { db, name, indexes };
      counts[db] = counts[db] ?? {};
      counts[db][name] = 0;
      const exists = await client.db(db).listCollections({ name }, { nameOnly: true }).hasNext();
      if (!exists) await client.db(db).createCollection(name, options);
    } else if (entry.end) {
      await finishCollection();
      current = null;
      recorded = entry.end.counts;
    }
  }
  if (!recorded) throw new Error(`${basename(file)} ends early (no end record): restored only part of it`);
  for (const [db, collections] of Object.entries(recorded)) {
    for (const [name, n] of Object.entries(collections)) {
      if (counts[db]?.[name] !== n)
        throw new Error(`${db}.${name}: restored ${counts[db]?.[name] ?? 0} of ${n} documents`);
    }
  }
  return { startedAt: header.startedAt, counts };
}

module.exports = {
  FORMAT,
  TOOL_VERSION,
  RestoreRefused,
  writeArchive,
  readEntries,
  readHeader,
  verifyChecksum,
  restoreArchive,
};
