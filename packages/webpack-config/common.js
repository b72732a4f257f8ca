// @ts-check
// What the browser build (index.js) and the server build (server.js) of an app have in common.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/**
 * Bumped when what remotes expose or expect from the shell changes incompatibly. Every remote writes it
 * into its mf-manifest.json; the shell is built knowing it and refuses remotes that declare another.
 */
const CONTRACT_VERSION = '1';

/**
 * The server-rendering contract's version (`SSR_CONTRACT_VERSION` in @ministry/contracts/ssr, read from
 * its build: the contracts are compiled before any frontend).
 * @returns {string}
 */
function ssrContractVersion() {
  try {
    return require('@ministry/contracts/ssr').SSR_CONTRACT_VERSION;
  } catch (error) {
    throw new Error(
      `@ministry/contracts/ssr is not built (run \`npx tsc -b packages/contracts\` first): ${String(error)}`,
    );
  }
}

/** @param {string} name */
const packageVersion = (name) => require(`${name}/package.json`).version;

/**
 * One copy of each at runtime: share key → the package.json dependency that gives its version.
 * react-bootstrap is shared as one module (its subset, react-bootstrap.mjs), never by subpath: its
 * components talk through internal contexts (Tab.Container and Nav share TabContext), and subpaths
 * provided by two builds would each bring their own copy of those contexts. `react/` and
 * `react-dom/` (trailing slash) cover subpaths such as react/jsx-runtime and react-dom/client, which
 * would otherwise be bundled twice.
 * @type {ReadonlyArray<readonly [string, string]>}
 */
const SINGLETONS = [
  ['react', 'react'],
  ['react/', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'],
  ['react-router-dom', 'react-router-dom'],
  ['swr', 'swr'],
  ['swr/', 'swr'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['react-bootstrap', 'react-bootstrap'],
  ['@ministry/platform/', '@ministry/platform'],
];

/** The platform's source folder, and its modules by name ("form-field"): one per source file. */
const PLATFORM_SOURCE = path.join(__dirname, '../platform/src');
const PLATFORM_MODULE_NAMES = readdirSync(PLATFORM_SOURCE)
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => file.replace(/\.tsx?$/, ''));

/** A shared module that is a subset of a package's exports; the names come from its export lines. */
const SHARED_SUBSETS = ['react-router-dom', 'react-i18next', 'react-bootstrap'].map((request) => {
  const file = path.join(__dirname, `${request}.mjs`);
  const names = [
    ...readFileSync(file, 'utf8').matchAll(/^\s+(\w+),$|^export \{ (?:default as )?(\w+) \}/gm),
  ].map((match) => match[1] ?? match[2]);
  return { request, file, exports: new Set(names) };
});

/** @typedef {{ singleton?: boolean, requiredVersion: string | false, import?: string | false, version?: string }} SharedConfig */

/**
 * What both builds share: the singletons, at the versions of the app's package.json, and the subset
 * modules that stand for react-router-dom and react-i18next (the part of their API the site uses).
 * @param {Record<string, string>} dependencies the app's own package.json dependencies
 */
function sharedPackages(dependencies) {
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const [request, dependency] of SINGLETONS) {
    const version = dependencies[dependency];
    if (!version) throw new Error(`shared dependency ${dependency} is missing from the app's package.json`);
    shared[request] = { singleton: true, requiredVersion: version.startsWith('workspace') ? false : version };
  }
  for (const api of SHARED_SUBSETS) {
    shared[api.request] = { ...shared[api.request], import: api.file, version: packageVersion(api.request) };
  }
  return shared;
}

/** Fails the build when code imports from a subset-shared package a name its subset lacks. */
class SharedSubsetCheck {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedSubsetCheck', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetCheck', (modules) => {
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const { request, ids } = /** @type {{ request?: string, ids?: string[] }} */ (dependency);
            const api = SHARED_SUBSETS.find((subset) => subset.request === request);
            const name = ids?.[0];
            if (!api || !name || api.exports.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `${request}: "${name}" is not in the shared API (packages/webpack-config/${request}.mjs)`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/** How both builds resolve imports. */
function resolveOptions() {
  return {
    extensions: ['.tsx', '.ts', '.js', '.json'],
    // The ES files behind the react-i18next subset (react-i18next.mjs); its exports map hides them.
    alias: {
      'react-i18next-files': path.join(
        path.dirname(require.resolve('react-i18next/package.json')),
        'dist/es',
      ),
    },
  };
}

/** How both builds compile TypeScript (type errors are tsc -b's job). */
const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
};

/** Images and fonts: one file each, named by content (the server build names them the same way). */
const ASSET_TEST = /\.(png|jpe?g|webp|svg|woff2?)$/;
const ASSET_MODULE_FILENAME = 'assets/[name].[contenthash:10][ext]';

/**
 * What both builds compile the same way: imports, TypeScript, images and fonts (named by content), the
 * contract version and `__SERVER__` as constants, the subset check. Each build says how it takes CSS
 * and whether it writes the asset files (the server build names them as the browser build and writes none).
 * @param {{ server: boolean, cssRule: import('webpack').RuleSetRule }} build
 */
function commonSettings({ server, cssRule }) {
  const assets = server ? { generator: { emit: false } } : {};
  return {
    resolve: resolveOptions(),
    module: { rules: [TYPESCRIPT_RULE, cssRule, { test: ASSET_TEST, type: 'asset/resource', ...assets }] },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.FEDERATION_CONTRACT_VERSION': JSON.stringify(CONTRACT_VERSION),
        __SERVER__: String(server),
      }),
      new SharedSubsetCheck(),
    ],
  };
}

module.exports = {
  PLATFORM_MODULE_NAMES,
  PLATFORM_SOURCE,
  commonSettings,
  CONTRACT_VERSION,
  ssrContractVersion,
  packageVersion,
  SINGLETONS,
  SHARED_SUBSETS,
  sharedPackages,
  SharedSubsetCheck,
  resolveOptions,
  TYPESCRIPT_RULE,
  ASSET_TEST,
  ASSET_MODULE_FILENAME,
};
