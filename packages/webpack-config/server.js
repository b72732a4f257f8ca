// @ts-check
// The server (Node) build of an app that has `ssrExposes`: a federation container the pages service's
// render worker loads over HTTP, published beside the browser build in dist/server/ (see README.md).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
// webpack's own resolver (a dependency of webpack, not of this repository).
const resolve = require(
  require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  ASSET_MODULE_FILENAME,
  CONTRACT_VERSION,
  PLATFORM_MODULE_NAMES,
  commonSettings,
  packageVersion,
  sharedPackages,
  ssrContractVersion,
} = require('./common');

/** The `<meta name>` of the shell's index.html that carries its server build's id. */
const SHELL_BUILD_META = 'shell-build';

/** Platform modules a server render may reach: all but the test kit, the dev host and Stripe. */
const PLATFORM_DIR = path.join(__dirname, '../platform');
const PLATFORM_MODULES = PLATFORM_MODULE_NAMES.filter(
  (name) => !['testing', 'dev-host', 'stripe', 'payment'].includes(name),
);

/**
 * Modules the shell's server build provides by name although its own code may not import them (a
 * remote's server module may): react-dom/server, the JSX runtime, react-router (StaticRouter lives
 * there; react-router-dom's shared subset re-exports from it), every public subpath of swr.
 * @returns {Array<[key: string, packageName: string]>}
 */
function providedPackages() {
  const swr = require('swr/package.json');
  const swrSubpaths = Object.keys(swr.exports)
    .filter((subpath) => subpath !== '.' && !subpath.includes('_') && !subpath.endsWith('.json'))
    .map((subpath) => `swr/${subpath.slice(2)}`);
  return [
    ['react', 'react'],
    ['react/jsx-runtime', 'react'],
    ['react-dom', 'react-dom'],
    ['react-dom/server', 'react-dom'],
    ['react-router', 'react-router'],
    ['swr', 'swr'],
    ...swrSubpaths.map((key) => /** @type {[string, string]} */ ([key, 'swr'])),
    ['i18next', 'i18next'],
  ];
}

/**
 * Resolves as webpack does for an `import` in a Node build, so a provided module is the very file the
 * build's own imports reach (never the CommonJS twin of an ES module: two copies of its state).
 * @param {string} context
 * @param {boolean} production
 */
function nodeResolver(context, production) {
  const resolveSync = resolve.create.sync({
    conditionNames: ['import', 'module', 'webpack', production ? 'production' : 'development', 'node'],
    mainFields: ['module', 'main'],
    extensions: ['.js', '.mjs', '.json'],
  });
  return (/** @type {string} */ request) => {
    const file = resolveSync(context, request);
    if (!file) throw new Error(`server build: cannot resolve ${request} from ${context}`);
    return file;
  };
}

/**
 * The server build's shared modules. The shell PROVIDES each one with an absolute `import` (a bare key
 * would be provided only if a module of the shell's build imported it); a remote CONSUMES them with
 * `import: false`, so it bundles no copy and a missing provider fails loudly (its section is then
 * rendered in the browser). @ministry/contracts and yup are not shared: each server build bundles them.
 * @param {Record<string, string>} dependencies the app's package.json dependencies
 * @param {{ provide: boolean, context: string, production: boolean }} options
 */
function serverShared(dependencies, { provide, context, production }) {
  const shared = sharedPackages(dependencies);
  shared['react-router'] = { singleton: true, requiredVersion: `^${packageVersion('react-router')}` };
  if (!provide) {
    for (const key of Object.keys(shared)) shared[key] = { ...shared[key], import: false };
    return shared;
  }
  const resolveImport = nodeResolver(context, production);
  for (const [key, packageName] of providedPackages()) {
    const base = shared[key] ?? shared[`${packageName}/`] ?? shared[packageName];
    shared[key] = { ...base, import: resolveImport(key), version: packageVersion(packageName) };
  }
  const platformVersion = JSON.parse(readFileSync(path.join(PLATFORM_DIR, 'package.json'), 'utf8')).version;
  for (const name of PLATFORM_MODULES) {
    const key = `@ministry/platform/${name}`;
    shared[key] = { ...shared['@ministry/platform/'], import: resolveImport(key), version: platformVersion };
  }
  return shared;
}

/**
 * A module with a `<name>.server.ts(x)` twin beside it in the app's src/ is replaced by the twin in the
 * server build (e.g. shell/src/remotes/remote-loader.server.ts: the browser's loader needs `window`).
 * @param {string} sourceDir
 */
function serverTwins(sourceDir) {
  return new webpack.NormalModuleReplacementPlugin(/^\.{1,2}\/.*[^/]$/, (resource) => {
    if (!`${resource.context}${path.sep}`.startsWith(sourceDir)) return;
    for (const extension of ['.ts', '.tsx']) {
      const twin = path.join(resource.context, `${resource.request}.server${extension}`);
      // The twin itself may import what it replaces (its types, say).
      if (resource.contextInfo?.issuer === twin) return;
      if (existsSync(twin)) {
        resource.request = twin;
        return;
      }
    }
  });
}

/**
 * The share keys the compilation's modules consume.
 * @param {import('webpack').Compilation} compilation
 */
function sharedConsumed(compilation) {
  const keys = new Set();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    keys.add(
      /** @type {{ options: { shareKey: string } }} */ (/** @type {unknown} */ (module)).options.shareKey,
    );
  }
  return [...keys].sort();
}

/**
 * @param {{ dir: string, federation: { name: string, ssrExposes?: Record<string, string> }, isShell?: boolean }} app
 * @param {{ production: boolean, shellBuild?: { id?: string } }} options
 * @returns {import('webpack').Configuration}
 */
function createServerConfig(app, { production, shellBuild }) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const { name } = app.federation;
  const settings = commonSettings({
    server: true,
    cssRule: { test: /\.css$/, loader: require.resolve('./ignore-css-loader.js') },
  });
  return {
    name: `${name}-server`,
    target: 'async-node',
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: {},
    // Read by no one in production, and each one costs build time in CI.
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist/server'),
      // Set at run time to the browser build's URL (ssr-runtime-plugin.js).
      publicPath: '',
      filename: '[name].js',
      // The `.<name>.` infix: a server chunk's name is never a browser chunk's.
      chunkFilename: `[name].${name}.[contenthash:10].js`,
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: { type: 'commonjs-module' },
      uniqueName: `${name}_server`,
      // As the browser build's, so an image rendered on the server has the browser's URL.
      assetModuleFilename: ASSET_MODULE_FILENAME,
      clean: true,
    },
    resolve: settings.resolve,
    module: settings.module,
    // No externals: a package required from node_modules beside the shared one is a second React.
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: app.federation.ssrExposes ?? {},
        remotes: {},
        remoteType: 'script',
        library: { type: 'commonjs-module', name },
        shared: serverShared(pkg.dependencies ?? {}, {
          provide: Boolean(app.isShell),
          context: app.dir,
          production,
        }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          require.resolve('./ssr-runtime-plugin.js'),
        ],
        dts: false,
        manifest: {
          fileName: 'mf-manifest.json',
          additionalData: ({ stats, compilation }) => {
            Object.assign(stats.metaData, {
              contractVersion: CONTRACT_VERSION,
              ssrContractVersion: ssrContractVersion(),
              // Every share key this container takes from the shell (the manifest's `shared` list
              // leaves out some, e.g. the platform's): scripts/check-ssr-shared.mjs reads it.
              sharedConsumed: sharedConsumed(compilation),
            });
            if (app.isShell && shellBuild) {
              shellBuild.id = String(compilation.hash).slice(0, 20);
              Object.assign(stats.metaData, { shellBuild: shellBuild.id });
            }
          },
        },
      }),
      serverTwins(path.join(app.dir, 'src') + path.sep),
      ...settings.plugins,
    ],
    // Unminified: smaller build time, readable stack traces in the worker's logs.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}

module.exports = { createServerConfig, serverShared, serverTwins, SHELL_BUILD_META, PLATFORM_MODULES };
