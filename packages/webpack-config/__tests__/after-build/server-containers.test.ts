// What the frontends' builds wrote to dist/ (run by `npm test` after scripts/build-frontends.mjs, through
// jest.after-build.config.js): the server containers load over HTTP as the pages service loads them.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.join(__dirname, '../../../..');
const FRONTENDS = ['shell', 'mfe-content', 'mfe-shop', 'mfe-events', 'mfe-account', 'mfe-admin'];
const load = createRequire(__filename);
const config = (app: string) => load(path.join(root, app, 'module-federation.config.js'));
const rendered = FRONTENDS.filter((app) => config(app).ssrExposes);
const dist = (app: string, ...file: string[]) => path.join(root, app, 'dist', ...file);
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

interface Report {
  shell: { exports?: string[]; renderPage?: string; matchPage?: string };
  remotes: Record<string, { default?: string; serverData?: string; error?: string }>;
  react: { versions?: { version: string; from: string; loaded: boolean }[]; sameAsShell?: boolean };
  render?: { errors: string[]; images: string[]; html: string };
  requested: string[];
  error?: string;
}

let report: Report;

beforeAll(() => {
  const missing = rendered.filter(
    (app) => !existsSync(dist(app, 'server/mf-manifest.json')) || !existsSync(dist(app, 'mf-manifest.json')),
  );
  if (!rendered.includes('shell') || missing.length) {
    throw new Error(
      `The server builds are missing (${missing.join(', ') || 'the shell has no ssrExposes'}): ` +
        'run `node scripts/build-frontends.mjs` first (npm test runs these tests after it).',
    );
  }
  const output = execFileSync(
    process.execPath,
    [path.join(__dirname, 'load-server-containers.mjs'), root, ...rendered],
    { encoding: 'utf8', timeout: 50000 },
  );
  report = JSON.parse(output.trim().split('\n').pop() ?? '{}');
}, 60000);

it("loads the shell's server container by its server manifest: renderPage, matchPage, its React", () => {
  expect(report.error).toBeUndefined();
  expect(report.shell).toMatchObject({ renderPage: 'function', matchPage: 'function' });
  expect(report.shell.exports).toContain('ReactCopy');
});

it('has one React in the share scope, the shell’s, which every section uses', () => {
  expect(report.react.versions).toEqual([expect.objectContaining({ from: 'shell', loaded: true })]);
  expect(report.react.sameAsShell).toBe(true);
});

it("loads every remote's server modules by its browser manifest's ssrRemoteEntry", () => {
  const expected = rendered
    .filter((app) => app !== 'shell')
    .flatMap((app) =>
      Object.keys(config(app).ssrExposes).map((expose) => `${config(app).name}/${expose.slice(2)}`),
    );
  expect(expected.length).toBeGreaterThan(0);
  for (const id of expected) {
    expect({ id, ...report.remotes[id] }).toEqual({
      id,
      default: 'function',
      serverData: expect.any(String),
    });
  }
  // Each remote's entry came from its server/ folder, its chunks through the runtime plugin's mapping.
  for (const app of rendered.filter((name) => name !== 'shell')) {
    expect(report.requested).toContain(`/remotes/${config(app).name}/server/remoteEntry.js`);
  }
  expect(report.requested.filter((url) => !url.includes('/server/')).sort()).toEqual(
    rendered
      .filter((app) => app !== 'shell')
      .map((app) => `/remotes/${config(app).name}/mf-manifest.json`)
      .sort(),
  );
});

it('renders a page with a section in the request’s language, images at the browser build’s URLs', () => {
  expect(report.render).toBeDefined();
  const { errors, images, html } = report.render as NonNullable<Report['render']>;
  expect(errors).toEqual([]);
  expect(html).toContain('Encuentre esperanza');
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image).toMatch(/^https:\/\/site\.example\/remotes\/content\/assets\//);
    expect(existsSync(dist('mfe-content', 'assets', path.basename(image)))).toBe(true);
  }
});

it('names every image of a server build as its browser build does (and does not copy them)', () => {
  for (const app of rendered) {
    const serverCode = readdirSync(dist(app, 'server'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(dist(app, 'server', file), 'utf8'))
      .join('\n');
    const names = [...serverCode.matchAll(/"assets\/([\w-]+\.[0-9a-f]{10}\.\w+)"/g)].map((match) => match[1]);
    // The content remote's own pictures: its illustrations, the preview image, a resource's logo.
    if (app === 'mfe-content') expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names)
      expect({ app, name, inBrowserBuild: existsSync(dist(app, 'assets', name)) }).toEqual({
        app,
        name,
        inBrowserBuild: true,
      });
    expect(existsSync(dist(app, 'server', 'assets'))).toBe(false);
  }
});

it('writes the server entry into each browser manifest, and the shell’s build id into its index.html', () => {
  for (const app of rendered) {
    expect(readJson(dist(app, 'mf-manifest.json')).metaData).toMatchObject({
      ssrContractVersion: expect.any(String),
      ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' },
    });
  }
  const { shellBuild } = readJson(dist('shell', 'server/mf-manifest.json')).metaData;
  expect(shellBuild).toMatch(/^[0-9a-f]{20}$/);
  expect(readFileSync(dist('shell', 'index.html'), 'utf8')).toMatch(
    new RegExp(`<meta name="?shell-build"? content="?${shellBuild}"?>`),
  );
});
