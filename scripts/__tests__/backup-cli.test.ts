import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_DATABASES, UsageError, parseRestoreArgs } from '../lib/backup-cli.cjs';

const SERVICES = join(__dirname, '..', '..', 'services');

describe('backup restore command line', () => {
  const parse = (...args: string[]) => parseRestoreArgs(args, {});

  it("names the project's databases: each service's default database and the sessions'", () => {
    const defaults = readdirSync(SERVICES).flatMap((service) => {
      try {
        const config = readFileSync(join(SERVICES, service, 'src', 'config.ts'), 'utf8');
        return [...config.matchAll(/databaseName: '([^']+)'/g)].map((m) => m[1]);
      } catch {
        return [];
      }
    });
    expect([...PROJECT_DATABASES].sort()).toEqual([...defaults, 'ministry-sessions'].sort());
  });

  it('restores the databases named, by service or full name, and --all only when asked', () => {
    expect(parse('a.archive.enc', '--db', 'identity', '--db=ministry-shop', '--db', 'shop')).toEqual({
      file: 'a.archive.enc',
      databases: ['ministry-identity', 'ministry-shop'],
      allowed: PROJECT_DATABASES,
      force: false,
    });
    expect(parse('--all', 'a.archive.enc', '--force')).toMatchObject({ databases: 'all', force: true });
  });

  it("refuses a name that is not the project's, and no name at all", () => {
    expect(() => parse('a.archive.enc', '--db', 'admin')).toThrow(UsageError);
    expect(() => parse('a.archive.enc', '--db', 'local')).toThrow(/not one of the project's databases/);
    expect(() => parse('a.archive.enc', '--db')).toThrow(/needs a database name/);
    expect(() => parse('a.archive.enc')).toThrow(/name the databases to restore/);
    expect(() => parse('a.archive.enc', '--all', '--db', 'shop')).toThrow(/not both/);
    expect(() => parse('--all')).toThrow(/one archive/);
    expect(() => parse('a.archive.enc', '--al')).toThrow(/unknown option --al/);
  });

  it('allows the databases BACKUP_DATABASES names besides', () => {
    const env = { BACKUP_DATABASES: 'parish-archive, ministry-shop' };
    expect(parseRestoreArgs(['a', '--db', 'parish-archive'], env).databases).toEqual(['parish-archive']);
    expect(parseRestoreArgs(['a', '--all'], env).allowed).toEqual([...PROJECT_DATABASES, 'parish-archive']);
  });
});
