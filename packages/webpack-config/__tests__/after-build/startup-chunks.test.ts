// What the shell's build wrote to dist/ (run after scripts/build-frontends.mjs, jest.after-build.config.js):
// the scripts a first visit loads before anything renders, which index.html preloads (issue 43).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.join(__dirname, '../../../../shell/dist');

/** The scripts index.html preloads: what main.js loads before anything renders. */
function preloadedScripts(): string[] {
  const file = path.join(dist, 'index.html');
  if (!existsSync(file))
    throw new Error('shell/dist/index.html is missing: run `node scripts/build-frontends.mjs` first');
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<link rel="?preload"? href="?\/([^" >]+\.js)"? as="?script"?/g)].map(
    (match) => match[1] ?? '',
  );
}

test('the shell starts from a few scripts: its small start-up chunks are one file', () => {
  const scripts = preloadedScripts();
  expect(scripts.length).toBeGreaterThan(0);
  // Before (one file per shared module): 29 scripts, 21 of them under 2 KB; now 7, none that small.
  const small = scripts.filter((script) => statSync(path.join(dist, script)).size < 2048);
  expect(small).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(10);
});

test('the largest start-up scripts are asked for first (the first six a phone gets at once start sooner)', () => {
  const sizes = preloadedScripts().map((script) => statSync(path.join(dist, script)).size);
  expect(sizes.length).toBeGreaterThan(1);
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
});
