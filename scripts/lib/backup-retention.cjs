// @ts-check
// Archive names and retention for scripts/backup.mjs: which archives a backup folder keeps.
// Pure functions (no files, no clock), so the rules are unit-tested with made-up dates.

const PREFIX = 'ministry-';
const SUFFIX = '.archive.enc';
// `.archive.gz`: the unencrypted archives of before BACKUP_KEY, still named so that retention
// prunes them like the others.
const NAME = /^ministry-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.archive\.(?:enc|gz)$/;

/** `ministry-20260301T020000Z.archive.enc` for 2026-03-01 02:00:00 UTC. @param {Date} time */
function archiveName(time) {
  const stamp = time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${PREFIX}${stamp}${SUFFIX}`;
}

/** The time in an archive's name, or null for any other file. @param {string} name */
function archiveTime(name) {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

/** `2026-03-01` @param {Date} t */
const dayOf = (t) => t.toISOString().slice(0, 10);
/** `2026-02` @param {Date} t */
const monthOf = (t) => t.toISOString().slice(0, 7);
/** ISO week, e.g. `2026-W09` (weeks start on Monday; the week of Jan 4 is week 1). @param {Date} t */
function weekOf(t) {
  const d = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of this week decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * @typedef {{ daily: number, weekly: number, monthly: number }} Retention
 */

/**
 * The archives to keep: for each of the `daily` most recent days that have an archive, that day's
 * newest; likewise per ISO week (`weekly`) and per month (`monthly`); the newest archive always.
 * Everything else in `names` that is an archive is returned in `prune`; other files are ignored.
 * @param {string[]} names file names in the backup folder
 * @param {Retention} retention
 * @returns {{ keep: string[], prune: string[] }} each newest first
 */
function selectArchives(names, retention) {
  const archives = names
    .map((name) => ({ name, time: archiveTime(name) }))
    .filter(/** @returns {a is { name: string, time: Date }} */ (a) => a.time !== null)
    .sort((a, b) => b.time.getTime() - a.time.getTime());
  /** @type {Set<string>} */
  const keep = new Set(archives.length ? [archives[0].name] : []);
  /** @param {(t: Date) => string} period @param {number} count */
  const keepNewestPer = (period, count) => {
    /** @type {Set<string>} */
    const seen = new Set();
    for (const archive of archives) {
      const key = period(archive.time);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(archive.name);
    }
  };
  keepNewestPer(dayOf, retention.daily);
  keepNewestPer(weekOf, retention.weekly);
  keepNewestPer(monthOf, retention.monthly);
  return {
    keep: archives.filter((a) => keep.has(a.name)).map((a) => a.name),
    prune: archives.filter((a) => !keep.has(a.name)).map((a) => a.name),
  };
}

/**
 * Retention from the environment: BACKUP_KEEP_DAILY (14), BACKUP_KEEP_WEEKLY (8), BACKUP_KEEP_MONTHLY (12).
 * @param {NodeJS.ProcessEnv} env
 * @returns {Retention}
 */
function retentionFromEnv(env) {
  /** @param {string} name @param {number} fallback */
  const count = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
    return n;
  };
  return {
    daily: count('BACKUP_KEEP_DAILY', 14),
    weekly: count('BACKUP_KEEP_WEEKLY', 8),
    monthly: count('BACKUP_KEEP_MONTHLY', 12),
  };
}

module.exports = { archiveName, archiveTime, selectArchives, retentionFromEnv, weekOf };
