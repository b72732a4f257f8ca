#!/usr/bin/env node
// @ts-check
// `npm run restore -- <archive> --db <name> [--db <name>]… [--force]`, or `--all` instead of the
// --db options: puts back the named databases (the project's only: `identity`, `content`, `events`,
// `shop`, `billing`, `sessions`, or their full names) from an archive written by `npm run backup`.
// The archive is decrypted with BACKUP_KEY and checked whole (every chunk authenticated) before any
// database is touched (lib/backup-restore.cjs). Refuses when a named database already holds
// documents, unless --force, which drops it first. Prints what it restored. Stop the services first
// (README, "Backups and restore").
// Exit codes: 1 failed, 2 wrong usage, 3 refused (data in the way, a database the archive lacks),
// 4 archive refused (wrong key, changed or damaged). In the last three cases nothing was written.
// Environment: MONGODB_URI (default: the local site's embedded database), BACKUP_KEY (required
// outside development), BACKUP_DATABASES (databases besides the project's that may be restored).
import { resolve } from 'node:path';
import cli from './lib/backup-cli.cjs';
import crypto from './lib/backup-crypto.cjs';
import restore from './lib/backup-restore.cjs';

const USAGE = 'usage: npm run restore -- <archive> (--db <name>)… | --all [--force]';

let request;
let key;
try {
  request = cli.parseRestoreArgs(process.argv.slice(2), process.env);
  ({ key } = crypto.keyFromEnv(process.env));
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : error}`);
  if (error instanceof cli.UsageError) console.error(USAGE);
  process.exit(2);
}
const file = resolve(request.file);

let client;
try {
  client = await cli.connect(process.env);
  const { startedAt, skipped, counts } = await restore.restoreArchive({
    client,
    file,
    key,
    force: request.force,
    ...(request.databases === 'all' ? { allOf: request.allowed } : { databases: request.databases }),
  });
  console.log(`restore: ${file} (backup of ${startedAt})`);
  // Each database's total, then its collections that hold documents (empty ones are restored too).
  for (const [db, collections] of Object.entries(counts)) {
    const entries = Object.entries(collections);
    const total = entries.reduce((sum, [, n]) => sum + n, 0);
    const held = entries.filter(([, n]) => n > 0).map(([name, n]) => `${name} ${n}`);
    console.log(
      `  ${db}: ${total} documents in ${entries.length} collections${held.length ? ` (${held.join(', ')})` : ''}`,
    );
  }
  if (skipped.length) console.log(`  not restored (not named): ${skipped.join(', ')}`);
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : error}`);
  if (error instanceof restore.RestoreRefused) process.exitCode = 3;
  else if (error instanceof crypto.WrongKey || error instanceof crypto.ArchiveTampered) process.exitCode = 4;
  else process.exitCode = 1;
} finally {
  await client?.close();
}
