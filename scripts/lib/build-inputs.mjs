// @ts-check
// Whether a frontend's build is up to date: a hash of everything its webpack build reads (its own
// folder, the shared packages, the lockfile, the TypeScript settings), kept beside the reports in
// build/ when a build succeeds. `npm start` after `npm test` (or a second start) then skips the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', '__tests__']);
const SHARED = ['packages', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.web.json'];

/** @param {string} path @param {import('node:crypto').Hash} hash */
function add(path, hash) {
  if (!existsSync(path)) return;
  const entries = readdirSync(path, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIP.has(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) add(child, hash);
    else if (entry.isFile()) hash.update(child.slice(ROOT.length)).update('\0').update(readFileSync(child));
  }
}

/** @param {string} app e.g. `mfe-shop` */
export function inputsHash(app) {
  const hash = createHash('sha256');
  for (const path of [app, ...SHARED]) {
    const full = join(ROOT, path);
    if (path.endsWith('.json'))
      hash
        .update(path)
        .update('\0')
        .update(existsSync(full) ? readFileSync(full) : '');
    else add(full, hash);
  }
  return hash.digest('hex');
}

const stampFile = (/** @type {string} */ app) => join(ROOT, 'build', 'frontends', `${app}.sha256`);

/** @param {string} app @param {string} hash */
export function isBuilt(app, hash) {
  const stamp = stampFile(app);
  return existsSync(join(ROOT, app, 'dist')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

/** @param {string} app @param {string} hash */
export function markBuilt(app, hash) {
  mkdirSync(join(ROOT, 'build', 'frontends'), { recursive: true });
  writeFileSync(stampFile(app), hash);
}
