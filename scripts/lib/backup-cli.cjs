// @ts-check
// What scripts/backup.mjs and scripts/restore.mjs share: the database they talk to, and which
// databases are the project's (the only ones a restore writes).
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

/** Each service's database (its config's default MONGODB_DB) and the shared sessions'. */
const PROJECT_DATABASES = [
  'ministry-identity',
  'ministry-content',
  'ministry-events',
  'ministry-shop',
  'ministry-billing',
  'ministry-care',
  'ministry-sessions',
];

class UsageError extends Error {}

/**
 * The databases a restore may write: the project's, and those BACKUP_DATABASES names (the operator's
 * own list of what is backed up). @param {NodeJS.ProcessEnv} env
 */
function restorableDatabases(env) {
  return [...new Set([...PROJECT_DATABASES, ...(databasesFromEnv(env) ?? [])])];
}

/**
 * `npm run restore -- <archive> (--db <name>)… | --all [--force]`: the archive, the exact databases to
 * restore and `force`. A name is a database's (`ministry-shop`) or its service's (`shop`); `--all` is
 * every restorable database the archive holds (the caller narrows it once the archive is verified).
 * Throws UsageError for anything else, a database not the project's included.
 * @param {string[]} args @param {NodeJS.ProcessEnv} env
 * @returns {{ file: string, databases: string[] | 'all', allowed: string[], force: boolean }}
 */
function parseRestoreArgs(args, env) {
  const allowed = restorableDatabases(env);
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const named = [];
  let all = false;
  let force = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--force') force = true;
    else if (arg === '--all') all = true;
    else if (arg === '--db' || arg.startsWith('--db=')) {
      const value = arg === '--db' ? args[(i += 1)] : arg.slice('--db='.length);
      if (!value) throw new UsageError('--db needs a database name');
      const db = allowed.includes(value) ? value : `ministry-${value}`;
      if (!allowed.includes(db))
        throw new UsageError(`"${value}" is not one of the project's databases (${allowed.join(', ')})`);
      if (!named.includes(db)) named.push(db);
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length !== 1) throw new UsageError('name one archive');
  if (all && named.length) throw new UsageError('--all or --db, not both');
  if (!all && !named.length)
    throw new UsageError('name the databases to restore (--db identity --db shop …), or --all for every one');
  return { file: files[0], databases: all ? 'all' : named, allowed, force };
}

module.exports = {
  PROJECT_DATABASES,
  UsageError,
  databaseUri,
  connect,
  databasesFromEnv,
  restorableDatabases,
  parseRestoreArgs,
};
