import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Configuration, ResolveData } from 'webpack';
import { createWebpackConfig } from '../index';
import { PLATFORM_MODULES, serverShared, serverTwins } from '../server';

const root = path.join(__dirname, '../../..');
const content = {
  dir: path.join(root, 'mfe-content'),
  federation: {
    name: 'content',
    exposes: { './Home': './src/pages/home.tsx' },
    ssrExposes: { './Home': './src/ssr/home.ssr.tsx' },
  },
  devPort: 3001,
};
const shell = {
  dir: path.join(root, 'shell'),
  federation: { name: 'shell', exposes: {}, ssrExposes: { './ssr': './src/server/ssr.tsx' } },
  devPort: 3000,
  isShell: true,
};

function configs(app: Parameters<typeof createWebpackConfig>[0], mode = 'production'): Configuration[] {
  const result = createWebpackConfig(app)({}, { mode });
  return Array.isArray(result) ? result : [result];
}

describe('createWebpackConfig', () => {
  it('builds the browser only for an app without ssrExposes', () => {
    const [browser, ...rest] = configs({ ...content, federation: { name: 'content', exposes: {} } });
    expect(rest).toEqual([]);
    expect(browser.output?.clean).toBe(true);
    expect(browser.target).toBeUndefined();
  });

  it('builds the browser and the server in one run, the browser leaving dist/server/ alone', () => {
    const [browser, server] = configs(content);
    const keep = (browser.output?.clean as { keep: RegExp }).keep;
    expect(keep.test('server/remoteEntry.js')).toBe(true);
    expect(keep.test('server')).toBe(true);
    expect(keep.test('serverless.js')).toBe(false);
    expect(keep.test('remoteEntry.js')).toBe(false);
    expect(server).toMatchObject({
      name: 'content-server',
      target: 'async-node',
      devtool: false,
      optimization: { minimize: false },
      output: {
        path: path.join(content.dir, 'dist/server'),
        filename: '[name].js',
        library: { type: 'commonjs-module' },
        clean: true,
        assetModuleFilename: browser.output?.assetModuleFilename,
      },
    });
    expect(server.output?.chunkFilename).toContain('.content.');
    // No externals: a package required from node_modules beside the shared one would be a second React.
    expect(server.externals).toBeUndefined();
    // Remotes build both side by side; only the shell's index.html waits for its server build's id.
    expect(browser.dependencies).toBeUndefined();
  });

  it("builds the shell's server first: its index.html carries the server build's id", () => {
    const [browser, server] = configs(shell);
    expect(browser.dependencies).toEqual([server.name]);
  });

  it('builds no server while serving in development', () => {
    const serving = process.env.WEBPACK_SERVE;
    process.env.WEBPACK_SERVE = 'true';
    try {
      expect(configs(content, 'development')).toHaveLength(1);
    } finally {
      if (serving === undefined) delete process.env.WEBPACK_SERVE;
      else process.env.WEBPACK_SERVE = serving;
    }
  });
});

describe('serverShared', () => {
  const { dependencies } = JSON.parse(readFileSync(path.join(shell.dir, 'package.json'), 'utf8'));
  const provided = serverShared(dependencies, { provide: true, context: shell.dir, production: true });
  const consumed = serverShared(dependencies, { provide: false, context: content.dir, production: true });

  it('has the shell provide every module by an absolute path, used by its own code or not', () => {
    const explicit = [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/server',
      'react-router',
      'react-router-dom',
      'swr',
      'swr/infinite',
      'swr/mutation',
      'i18next',
      'react-i18next',
      'react-bootstrap',
      ...PLATFORM_MODULES.map((name) => `@ministry/platform/${name}`),
    ];
    for (const key of explicit) {
      expect({ key, absolute: path.isAbsolute(String(provided[key]?.import)) }).toEqual({
        key,
        absolute: true,
      });
    }
    expect(PLATFORM_MODULES).toEqual(
      expect.arrayContaining(['api', 'i18n', 'platform-provider', 'use-form']),
    );
    expect(PLATFORM_MODULES).not.toEqual(expect.arrayContaining(['testing']));
    expect(PLATFORM_MODULES.filter((name) => ['dev-host', 'stripe', 'testing'].includes(name))).toEqual([]);
    // The server resolution: react-dom/server is Node's, swr is its ES build (as the build's imports).
    expect(provided['react-dom/server'].import).toMatch(/server\.node\.js$/);
    expect(provided.swr.import).toMatch(/\.mjs$/);
  });

  it('has a remote consume everything from the shell, bundling no copy', () => {
    for (const [key, config] of Object.entries(consumed)) {
      expect({ key, import: config.import }).toEqual({ key, import: false });
    }
  });

  it('bundles the contracts and yup in each server build', () => {
    for (const shared of [provided, consumed]) {
      expect(
        Object.keys(shared).filter((key) => key.startsWith('@ministry/contracts') || key === 'yup'),
      ).toEqual([]);
    }
  });
});

describe('serverTwins', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'server-twins-'));
    mkdirSync(path.join(dir, 'src/remotes'), { recursive: true });
    writeFileSync(path.join(dir, 'src/remotes/loader.ts'), 'export {};');
    writeFileSync(path.join(dir, 'src/remotes/loader.server.ts'), 'export {};');
    writeFileSync(path.join(dir, 'src/remotes/other.ts'), 'export {};');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const replace = (context: string, request: string, issuer = path.join(context, 'index.ts')) => {
    const plugin = serverTwins(path.join(dir, 'src') + path.sep);
    const resource = { context, request, contextInfo: { issuer } } as unknown as ResolveData;
    (plugin.newResource as (resource: ResolveData) => void)(resource);
    return resource.request;
  };

  it("picks `x.server.ts` beside `x.ts` in the app's src", () => {
    const context = path.join(dir, 'src/remotes');
    expect(replace(context, './loader')).toBe(path.join(context, 'loader.server.ts'));
    expect(replace(path.join(dir, 'src'), './remotes/loader')).toBe(path.join(context, 'loader.server.ts'));
    expect(replace(context, './other')).toBe('./other');
  });

  it('leaves the twin its own import of what it replaces, and everything outside src/', () => {
    const context = path.join(dir, 'src/remotes');
    expect(replace(context, './loader', path.join(context, 'loader.server.ts'))).toBe('./loader');
    expect(replace(dir, './src/remotes/loader')).toBe('./src/remotes/loader');
  });
});
