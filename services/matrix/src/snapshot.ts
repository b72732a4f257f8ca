import mongoose from 'mongoose';

// What the bad-input sweep compares before and after a route's bad requests: every stored document.

/**
 * Rate-limit counters, failed-login counters, short-lived shop locks, and billing's record of refused
 * webhook deliveries (kept on purpose: a forged or broken delivery is what the dashboard reports).
 */
const VOLATILE_COLLECTIONS = new Set(['rate_limits', 'locks', 'webhook_problems']);

/** The driver's writes (a collection's, or any command on a database). */
const WRITES = [
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'bulkWrite',
  'drop',
  'rename',
  'createIndex',
  'createIndexes',
  'dropIndex',
  'dropIndexes',
] as const;

/**
 * Writes to the data database so far, counted at the driver whoever makes them (a service's model,
 * GridFS, a row's raw collection; any database command counts too): a snapshot taken when none was
 * made since is still the database's (see `latestSnapshot`). Sessions, in their own database, are
 * not counted.
 */
let dataWrites = 0;
let counting = false;
export function countDataWrites(): void {
  if (counting) return;
  counting = true;
  const { Collection, Db } = mongoose.mongo;
  const count = <T extends object>(prototype: T, method: keyof T, counts: (self: T) => boolean) => {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    Object.defineProperty(prototype, method, {
      configurable: true,
      writable: true,
      value(this: T, ...args: unknown[]) {
        if (counts(this)) dataWrites++;
        return original.apply(this, args);
      },
    });
  };
  // A volatile collection's writes leave every snapshot as it was (it is never read).
  for (const method of WRITES)
    count(
      Collection.prototype,
      method,
      (collection) =>
        collection.dbName === mongoose.connection.name &&
        !VOLATILE_COLLECTIONS.has(collection.collectionName),
    );
  for (const method of ['command', 'dropCollection', 'renameCollection', 'dropDatabase'] as const)
    count(Db.prototype, method, (db) => db.databaseName === mongoose.connection.name);
}

let latest: { writes: number; documents: Record<string, unknown[]> } | undefined;

/** Every collection's documents (the counters a request may legitimately bump left out; empty ones too). */
export async function snapshot(): Promise<Record<string, unknown[]>> {
  const writes = dataWrites;
  const documents = await readAll();
  latest = { writes, documents };
  return documents;
}

/**
 * The last snapshot when nothing was written since it began (counted at the driver, see
 * `countDataWrites`), else a new one: a snapshot of a database nothing wrote to, for free.
 */
export async function latestSnapshot(): Promise<Record<string, unknown[]>> {
  if (counting && latest?.writes === dataWrites) return latest.documents;
  return snapshot();
}

async function readAll(): Promise<Record<string, unknown[]>> {
  const database = mongoose.connection.db;
  if (!database) throw new Error('not connected');
  const collections = (await database.listCollections().toArray())
    .map(({ name }) => name)
    .filter((name) => !VOLATILE_COLLECTIONS.has(name))
    .sort();
  const entries = await Promise.all(
    collections.map(async (name) => [
      name,
      await database.collection(name).find().sort({ _id: 1 }).toArray(),
    ]),
  );
  // An empty collection is no stored data: a model used for the first time creates its collection
  // (and indexes) in the background, which may land while another request is checked.
  return Object.fromEntries(entries.filter(([, documents]) => (documents as unknown[]).length > 0));
}
