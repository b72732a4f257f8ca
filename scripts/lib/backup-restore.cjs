// @ts-check
// Restore (scripts/restore.mjs): puts back the databases the operator names, from an archive written
// by lib/backup-archive.cjs. The whole archive is decrypted and checked first (every chunk
// authenticated with BACKUP_KEY, the end record and the counts present), before any database is
// touched; then it is read a second time, through the same open file, and only the named databases'
// collections are written. What the archive lists never decides what is written.
const { basename } = require('node:path');
const { collectionsOf, openArchive, readEntries, verifyArchive } = require('./backup-archive.cjs');
const { ArchiveTampered } = require('./backup-crypto.cjs');

const INSERT_BATCH = 500;

/** Refused before any database was changed (data in the way, a database the archive does not hold). */
class RestoreRefused extends Error {}

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

/**
 * Restores `databases` (exact names) from an archive, or with `allOf` those of its names the archive
 * holds: verifies all of it with `key`, refuses a named database the archive does not hold and, unless
 * `force` (which drops them first), any of them that holds documents; then inserts their collections'
 * documents and creates their indexes. Answers the databases restored and their counts (equal to
 * those the archive recorded), and those it holds but were left alone.
 * @param {{ client: import('mongodb').MongoClient, file: string, key: Buffer, databases?: string[], allOf?: string[], force?: boolean }} options
 */
async function restoreArchive({ client, file, key, databases: named, allOf, force = false }) {
  if (!named?.length === !allOf?.length)
    throw new RestoreRefused('name the databases to restore, or every one (--all)');
  const name = basename(file);
  const handle = await openArchive(file);
  try {
    const verified = await verifyArchive({ file, key, handle });
    const held = Object.keys(verified.header.databases);
    const databases = named ?? (allOf ?? []).filter((db) => held.includes(db));
    if (!databases.length)
      throw new RestoreRefused(
        `${name} holds none of ${(allOf ?? []).join(', ')} (it holds ${held.join(', ')})`,
      );
    const missing = databases.filter((db) => !held.includes(db));
    if (missing.length)
      throw new RestoreRefused(`${name} holds no ${missing.join(', ')} (it holds ${held.join(', ')})`);
    const occupied = await nonEmptyCollections(client, databases);
    if (occupied.length && !force) {
      throw new RestoreRefused(
        `refusing to restore over data (${occupied.slice(0, 5).join(', ')}${occupied.length > 5 ? ', …' : ''}): ` +
          'use --force to drop these databases and restore the archive in their place',
      );
    }
    if (force) for (const dbName of databases) await client.db(dbName).dropDatabase();
    const counts = await writeDatabases({ client, file, key, handle, databases, salt: verified.salt });
    for (const db of databases) {
      for (const [collection, n] of Object.entries(verified.recorded[db] ?? {})) {
        if (counts[db]?.[collection] !== n)
          throw new Error(`${db}.${collection}: restored ${counts[db]?.[collection] ?? 0} of ${n} documents`);
      }
    }
    const skipped = held.filter((db) => !databases.includes(db));
    return { startedAt: verified.header.startedAt, databases, skipped, counts };
  } finally {
    await handle.close();
  }
}

/**
 * The second reading: writes the named databases' collections. `salt` is the verified archive's: a
 * file swapped for another archive in between is refused at its header, before any write.
 * @param {{ client: import('mongodb').MongoClient, file: string, key: Buffer, handle: import('node:fs/promises').FileHandle, databases: string[], salt: Buffer }} options
 */
async function writeDatabases({ client, file, key, handle, databases, salt }) {
  const wanted = new Set(databases);
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
  const onHeader = (/** @type {Buffer} */ read) => {
    if (!read.equals(salt))
      throw new ArchiveTampered(`${basename(file)} was replaced after it was verified: nothing was restored`);
  };
  for await (const entry of readEntries({ file, key, handle, onHeader })) {
    if (entry.d) {
      if (!current) continue;
      batch.push(entry.d);
      if (batch.length >= INSERT_BATCH) await flush();
    } else if (entry.collection) {
      await finishCollection();
      const { db, name, options, indexes } = entry.collection;
      current = wanted.has(db) ? { db, name, indexes } : null;
      if (!current) continue;
      counts[db][name] = 0;
      const exists = await client.db(db).listCollections({ name }, { nameOnly: true }).hasNext();
      if (!exists) await client.db(db).createCollection(name, options);
    } else if (entry.end) {
      await finishCollection();
      current = null;
    }
  }
  return counts;
}

module.exports = { RestoreRefused, restoreArchive, nonEmptyCollections };
