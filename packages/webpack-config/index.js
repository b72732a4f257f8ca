// @ts-check
// Builds the webpack configuration of the shell or a remote. Each app keeps its own federation
// config (module-federation.config.js) and passes it here; everything else is the same everywhere.
const path = require('node:path');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ASSET_MODULE_FILENAME, CONTRACT_VERSION, commonSettings, ssrContractVersion } = require('./common');
const { createServerConfig, SHELL_BUILD_META } = require('./server');
const { GroupStartupChunks, startupChunks } = require('./startup-chunks');
const { firstShared, firstTexts, sharedFiles, startupTexts } = require('./first-shared');
const { sharedSingletons } = require('./browser-shared');

/**
 * Puts the shell's federation runtime on the page for the remotes. This is what `provideExternalRuntime`
 * adds, but as its ES module: the CommonJS build would bundle a second copy of the runtime (+20 KB).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * Writes `<file>.gz` beside each script, style sheet and manifest, compressed once at the highest
 * level; the static nginx serves it as is (gzip_static). On the fly the gateway compresses at level 5
 * on every request; this is about 1% fewer bytes on the wire for no work per request.
 */
class PrecompressAssets {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressAssets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|json|svg)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 512) continue; // as the gateway's gzip_min_length
            const gzipped = zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gzipped), {
              compressed: true,
            });
          }
        },
      );
    });
  }
}

/**
 * `<link rel=preload>` in the shell's index.html for what main.js loads before anything renders:
 * the chunks behind its async boundary (`import('./bootstrap')`) and the shared libraries they
 * consume. They download while main.js is still downloading and running, instead of after it.
 * No crossorigin: webpack inserts its scripts and style sheets without one (no crossOriginLoading).
 */
class PreloadStartupFiles {
  /** @param {string} sourceDir the app's own code: its entry's imports there are the async boundary */
  constructor(sourceDir) {
    this.sourceDir = sourceDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupFiles', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupFiles', (data) => {
        /** @type {Set<string>} */
        const files = new Set();
        for (const chunk of startupChunks(compilation, this.sourceDir)) {
          for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        // Style sheets first: the first render waits for them (webpack loads a chunk's CSS with it).
        // Then the largest scripts: the first a browser asks for (six at a time on HTTP/1.1) download
        // and start while the small ones follow.
        const size = (/** @type {string} */ file) => compilation.getAsset(file)?.source.size() ?? 0;
        const sorted = [...files].sort(
          (a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || size(b) - size(a),
        );
        for (const file of sorted) {
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href: publicPath + file,
              as: file.endsWith('.css') ? 'style' : 'script',
            }),
          );
        }
        return data;
      });
    });
  }
}

/** @param {unknown} chunk */
function hasContentHash(chunk) {
  const hash = /** @type {{ contentHash?: Record<string, string> } | undefined} */ (chunk)?.contentHash;
  return Boolean(hash && hash.javascript);
}

/**
 * Writes `<meta name="shell-build" content="…">` into the shell's index.html: the id its server build
 * writes as `metaData.shellBuild` (server.js), so the pages service renders with a server shell only
 * when it is the build this index.html's scripts hydrate.
 */
class ShellBuildMeta {
  /** @param {{ id?: string }} shellBuild filled by the server build, which runs first */
  constructor(shellBuild) {
    this.shellBuild = shellBuild;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellBuildMeta', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('ShellBuildMeta', (data) => {
        const { id } = this.shellBuild;
        if (!id) {
          compilation.errors.push(
            new compiler.webpack.WebpackError('shell-build: the server build gave no id (did it run first?)'),
          );
          return data;
        }
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', { name: SHELL_BUILD_META, content: id }),
        );
        return data;
      });
    });
  }
}

/**
 * @typedef {{
 *   dir: string,
 *   federation: { name: string, exposes?: Record<string, string>, ssrExposes?: Record<string, string> },
 *   isShell?: boolean,
 *   devPort: number,
 * }} App
 */

/**
 * The app's webpack configuration: its browser build, and when its federation config has `ssrExposes`
 * also its server build (server.js) into dist/server/, in the same webpack run. Serving in development
 * builds the browser only.
 * @param {App} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration | import('webpack').Configuration[]}
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const serving = process.env.WEBPACK_SERVE === 'true';
    if (serving || !app.federation.ssrExposes) return browserConfig(app, { production, serving });
    /** @type {{ id?: string }} */
    const shellBuild = {};
    const server = createServerConfig(app, { production, shellBuild });
    const browser = browserConfig(app, { production, serving, shellBuild });
    // The shell's index.html carries the server build's id, so its server build runs first.
    if (app.isShell) browser.dependencies = [/** @type {string} */ (server.name)];
    return [browser, server];
  };
}

/**
 * @param {App} app
 * @param {{ production: boolean, serving: boolean, shellBuild?: { id?: string } }} options
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
function browserConfig(app, { production, serving, shellBuild }) {
  const pkg = require(path.join(app.dir, 'package.json'));
  const entry = app.isShell || !serving ? './src/index.ts' : './src/dev/index.ts';
  const ssr = Boolean(app.federation.ssrExposes) && !serving;
  const settings = commonSettings({
    server: false,
    cssRule: { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
  });

  return {
    name: app.federation.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    // A remote's production build needs no page entry: the federation container is its entry.
    entry: /** @type {import('webpack').EntryObject} */ (app.isShell || serving ? { main: entry } : {}),
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(app.dir, 'dist'),
      // The shell lives at the site root; a remote's chunks load from wherever its manifest was found.
      publicPath: app.isShell ? '/' : 'auto',
      // The federation runtime asks for this name (only to learn its folder depth) before hashes exist.
      filename: (pathData) =>
        production && hasContentHash(pathData.chunk) ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: ASSET_MODULE_FILENAME,
      uniqueName: app.federation.name,
      // dist/server/ is the server build's, written in the same run.
      clean: ssr ? { keep: /^server(\/|$)/ } : true,
    },
    resolve: settings.resolve,
    module: settings.module,
    plugins: [
      new ModuleFederationPlugin({
        name: app.federation.name,
        filename: 'remoteEntry.js',
        exposes: app.federation.exposes ?? {},
        remotes: {},
        shared: sharedSingletons(pkg.dependencies ?? {}),
        shareStrategy: 'loaded-first',
        // One federation runtime per page: the shell's. A production remote expects it on the page
        // (only the shell loads it); a remote served alone in development brings its own.
        experiments: { externalRuntime: !app.isShell && !serving, optimization: { target: 'web' } },
        runtimePlugins: app.isShell ? [PROVIDE_RUNTIME_PLUGIN] : [],
        dts: false,
        manifest: {
          fileName: 'mf-manifest.json',
          additionalData: ({ stats, compilation }) => {
            Object.assign(stats.metaData, { contractVersion: CONTRACT_VERSION });
            // The shell's copies of the shared modules: a server-rendered section names those it needs.
            if (app.isShell)
              Object.assign(stats.metaData, {
                sharedFiles: sharedFiles(compilation),
                startupTexts: startupTexts(compilation),
              });
            else Object.assign(stats.metaData, { firstTexts: firstTexts(compilation, stats.exposes) });
            // Where Node's federation runtime finds the server build: <this manifest's folder>server/.
            if (ssr) {
              Object.assign(stats.metaData, {
                ssrContractVersion: ssrContractVersion(),
                ssrRemoteEntry: { path: 'server', name: 'remoteEntry.js', type: 'commonjs-module' },
                firstShared: firstShared(compilation, stats.exposes),
              });
            }
          },
        },
      }),
      ...settings.plugins,
      ...(production ? [new PrecompressAssets()] : []),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(app.isShell && production
        ? [
            new GroupStartupChunks(path.join(app.dir, 'src') + path.sep),
            new PreloadStartupFiles(path.join(app.dir, 'src') + path.sep),
          ]
        : []),
      ...(app.isShell || serving
        ? [
            new HtmlWebpackPlugin({
              template: app.isShell
                ? path.join(app.dir, 'src/index.html')
                : path.join(__dirname, 'dev-host.html'),
            }),
          ]
        : []),
      ...(app.isShell && ssr && shellBuild ? [new ShellBuildMeta(shellBuild)] : []),
    ],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: app.devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [
        {
          context: ['/api', '/remotes.json', '/remotes'],
          target: process.env.GATEWAY_URL ?? 'http://localhost:8080',
        },
      ],
    },
  };
}

module.exports = { createWebpackConfig, CONTRACT_VERSION };
