// @ts-check
// What scripts/backup.mjs and scripts/restore.mjs share: the database they talk to.
const { MongoClient } = require('mongodb');

/**
 * MONGODB_URI, or the local site's embedded database (`npm start`: the gateway's port + 20).
 * In the compose `backup` service MONGODB_URI is always set (the production MongoDB, as root).
 * @param {NodeJS.ProcessEnv} env
 */
function databaseUri(env) {
  if (env.MONGODB_URI) return env.MONGODB_URI;
  return `mongodb://127.0.0.1:${Number(env.PORT ?? 8080) + 20}`;
}

/** A connected client, with a readable error when nothing answers. @param {NodeJS.ProcessEnv} env */
async function connect(env) {
  const uri = databaseUri(env);
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    const where = uri.replace(/\/\/[^@/]*@/, '//…@');
    throw new Error(
      `cannot reach the database at ${where} (${error instanceof Error ? error.message : error}): ` +
        'is the site running (npm start), or is MONGODB_URI right?',
    );
  }
  return client;
}

/** BACKUP_DATABASES (comma-separated), or undefined for every database on the server. @param {NodeJS.ProcessEnv} env */
function databasesFromEnv(env) {
  const list = (env.BACKUP_DATABASES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return list.length ? list : undefined;
}

module.exports = { databaseUri, connect, databasesFromEnv };
