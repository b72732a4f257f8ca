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
  // Before (one file per shared module): 29 scripts, 21 of them under 2 KB; now 4, none that small.
  const small = scripts.filter((script) => statSync(path.join(dist, script)).size < 2048);
  expect(small).toEqual([]);
  expect(scripts.length).toBeLessThanOrEqual(10);
});

/** The shell's common texts in each language, which main.js asks for as it starts. */
function startupTexts(): Record<string, string[]> {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { startupTexts?: Record<string, string[]> };
  };
  return manifest.metaData.startupTexts ?? {};
}

test('the shell starts in one round of six requests: main.js, its start-up scripts and one language of texts', () => {
  // On HTTP/1.1 a phone fetches six files from a host at once; a seventh waits a round (562.5 ms on
  // Slow 4G). Before the libraries were grouped (GroupStartupChunks): main.js, 8 scripts, the texts.
  const texts = startupTexts();
  expect(Object.keys(texts).sort()).toEqual(['en', 'es']);
  for (const files of Object.values(texts)) {
    expect(1 + preloadedScripts().length + files.length).toBeLessThanOrEqual(6);
  }
});

test('the largest start-up scripts are asked for first (the first six a phone gets at once start sooner)', () => {
  const sizes = preloadedScripts().map((script) => statSync(path.join(dist, script)).size);
  expect(sizes.length).toBeGreaterThan(1);
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
});
