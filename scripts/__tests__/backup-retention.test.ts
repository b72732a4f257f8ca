import {
  archiveName,
  archiveTime,
  retentionFromEnv,
  selectArchives,
  weekOf,
} from '../lib/backup-retention.cjs';

const at = (iso: string) => archiveName(new Date(iso));
/** One archive a day at 02:00 UTC for `days` days ending on `last`. */
function daily(last: string, days: number) {
  const end = Date.parse(`${last}T02:00:00Z`);
  return Array.from({ length: days }, (_, i) => archiveName(new Date(end - i * 86_400_000)));
}

describe('backup archive names', () => {
  it('name an archive by its UTC start time and read it back', () => {
    expect(at('2026-03-01T02:00:07.123Z')).toBe('ministry-20260301T020007Z.archive.enc');
    expect(archiveTime('ministry-20260301T020007Z.archive.enc')).toEqual(new Date('2026-03-01T02:00:07Z'));
    expect(archiveTime('ministry-20260301T020007Z.archive.enc.sha256')).toBeNull();
    // An unencrypted archive of before BACKUP_KEY: pruned like the others.
    expect(archiveTime('ministry-20260301T020007Z.archive.gz')).toEqual(new Date('2026-03-01T02:00:07Z'));
    expect(archiveTime('status.json')).toBeNull();
  });

  it('count ISO weeks from Monday, the first week holding January 4', () => {
    expect(weekOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-W01');
    expect(weekOf(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53');
    expect(weekOf(new Date('2026-03-01T23:00:00Z'))).toBe('2026-W09'); // a Sunday
    expect(weekOf(new Date('2026-03-02T00:00:00Z'))).toBe('2026-W10'); // the Monday after
  });
});

describe('backup retention', () => {
  it('keeps everything while there are fewer archives than days', () => {
    const names = daily('2026-03-10', 5);
    expect(selectArchives(names, { daily: 14, weekly: 8, monthly: 12 })).toEqual({ keep: names, prune: [] });
  });

  it('keeps the last 14 days, then one a week for 8 weeks, then one a month for 12 months', () => {
    const names = daily('2026-12-31', 730); // two years of nightly backups
    const { keep, prune } = selectArchives([...names, 'status.json', 'notes.txt'], {
      daily: 14,
      weekly: 8,
      monthly: 12,
    });
    expect(keep.length + prune.length).toBe(730);
    const days = (list: string) => list.split(' ').map((day) => at(`${day}T02:00:00Z`));
    expect(keep).toEqual(
      [
        // the last 14 days
        ...days('2026-12-31 2026-12-30 2026-12-29 2026-12-28 2026-12-27 2026-12-26 2026-12-25'),
        ...days('2026-12-24 2026-12-23 2026-12-22 2026-12-21 2026-12-20 2026-12-19 2026-12-18'),
        // the Sunday ending each of the 8 last weeks not already kept (W50 … W46)
        ...days('2026-12-13 2026-12-06 2026-11-29 2026-11-22 2026-11-15'),
        // the last day of each of the 12 last months not already kept
        ...days('2026-11-30 2026-10-31 2026-09-30 2026-08-31 2026-07-31 2026-06-30'),
        ...days('2026-05-31 2026-04-30 2026-03-31 2026-02-28 2026-01-31'),
      ].sort((a, b) => b.localeCompare(a)),
    );
    expect(prune).toContain(at('2025-12-31T02:00:00Z'));
    expect(prune).toContain(at('2026-12-01T02:00:00Z'));
  });

  it('keeps the newest of several archives on one day, and always the newest archive', () => {
    const names = [at('2026-05-02T02:00:00Z'), at('2026-05-02T14:30:00Z'), at('2026-05-01T02:00:00Z')];
    expect(selectArchives(names, { daily: 1, weekly: 0, monthly: 0 })).toEqual({
      keep: [names[1]],
      prune: [names[0], names[2]],
    });
    expect(selectArchives(names, { daily: 0, weekly: 0, monthly: 0 }).keep).toEqual([names[1]]);
  });

  it('reads the counts from the environment, 14/8/12 by default, refusing nonsense', () => {
    expect(retentionFromEnv({})).toEqual({ daily: 14, weekly: 8, monthly: 12 });
    expect(
      retentionFromEnv({ BACKUP_KEEP_DAILY: '7', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_MONTHLY: '24' }),
    ).toEqual({
      daily: 7,
      weekly: 0,
      monthly: 24,
    });
    expect(() => retentionFromEnv({ BACKUP_KEEP_DAILY: 'many' })).toThrow(/BACKUP_KEEP_DAILY/);
  });
});
