#!/usr/bin/env node
// @ts-check
// `npm run restore -- <archive> [--force]`: puts back every database in an archive written by
// `npm run backup` (lib/backup-archive.cjs). Checks the archive against its .sha256 first; refuses
// when any database in it already holds documents, unless --force, which drops those databases
// before restoring. Prints what it restored. Stop the services first (README, "Backups and restore").
// Environment: MONGODB_URI (default: the local site's embedded database).
import { resolve } from 'node:path';
import archive from './lib/backup-archive.cjs';
import cli from './lib/backup-cli.cjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length !== 1) {
  console.error('usage: npm run restore -- <archive.gz> [--force]');
  process.exit(2);
}
const file = resolve(files[0]);

let client;
try {
  client = await cli.connect(process.env);
  const { startedAt, counts } = await archive.restoreArchive({ client, file, force });
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
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : error}`);
  process.exitCode = error instanceof archive.RestoreRefused ? 3 : 1;
} finally {
  await client?.close();
}
