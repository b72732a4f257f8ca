// @ts-check
// What scripts/check-ssr-shared.mjs checks in the built frontends (see packages/webpack-config/README.md,
// "Server build"): the server containers fit together before the pages service ever loads them.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * @typedef {{ name: string, shared?: { name: string }[], exposes?: { path?: string, name: string }[],
 *   metaData: Record<string, unknown> & { sharedConsumed?: string[] } }} Manifest
 * @typedef {{
 *   folder: string,
 *   isShell: boolean,
 *   exposes: string[],
 *   ssrExposes: string[] | undefined,
 *   browserManifest: Manifest | undefined,
 *   serverManifest: Manifest | undefined,
 *   indexHtml?: string,
 * }} BuiltApp
 */

/** The shell's only server expose: its renderer (it has no browser exposes to mirror). */
const SHELL_SSR_EXPOSES = ['./ssr'];

/** @param {string} file @returns {any} */
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * Reads an app's federation config and its build.
 * @param {string} root
 * @param {string} folder
 * @returns {BuiltApp}
 */
function readApp(root, folder) {
  const dir = path.join(root, folder);
  const config = require(path.join(dir, 'module-federation.config.js'));
  const index = path.join(dir, 'dist/index.html');
  return {
    folder,
    isShell: folder === 'shell',
    exposes: Object.keys(config.exposes ?? {}),
    ssrExposes: config.ssrExposes ? Object.keys(config.ssrExposes) : undefined,
    browserManifest: readJson(path.join(dir, 'dist/mf-manifest.json')),
    serverManifest: readJson(path.join(dir, 'dist/server/mf-manifest.json')),
    indexHtml: existsSync(index) ? readFileSync(index, 'utf8') : undefined,
  };
}

/** @param {Manifest} manifest */
const exposedNames = (manifest) =>
  (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`);

/**
 * Every problem found, as a sentence; none when the builds fit together.
 * @param {BuiltApp[]} apps
 * @param {string} ssrContractVersion what @ministry/contracts/ssr says
 * @returns {string[]}
 */
function ssrSharedProblems(apps, ssrContractVersion) {
  /** @type {string[]} */
  const problems = [];
  const rendered = apps.filter((app) => app.ssrExposes);
  if (!rendered.length) return problems;
  const shell = apps.find((app) => app.isShell);
  if (!shell?.ssrExposes) {
    return ['shell: no ssrExposes, so no server build provides what the remotes’ server builds consume'];
  }
  for (const app of rendered) {
    const ssrExposes = /** @type {string[]} */ (app.ssrExposes);
    const allowed = app.isShell ? SHELL_SSR_EXPOSES : app.exposes;
    const extra = ssrExposes.filter((key) => !allowed.includes(key));
    if (extra.length) {
      problems.push(
        app.isShell
          ? `shell: ssrExposes may only be ${SHELL_SSR_EXPOSES.join(', ')}, not ${extra.join(', ')}`
          : `${app.folder}: ssrExposes ${extra.join(', ')} not in its exposes (the server uses the browser's names)`,
      );
    }
    const { browserManifest: browser, serverManifest: server } = app;
    if (!browser || !server) {
      problems.push(
        `${app.folder}: ${server ? '' : 'dist/server/mf-manifest.json '}${browser ? '' : 'dist/mf-manifest.json '}missing (run node scripts/build-frontends.mjs)`,
      );
      continue;
    }
    const entry = /** @type {{ path?: string, name?: string } | undefined} */ (
      browser.metaData.ssrRemoteEntry
    );
    if (entry?.path !== 'server' || entry?.name !== 'remoteEntry.js') {
      problems.push(
        `${app.folder}: its browser manifest has no ssrRemoteEntry pointing at server/remoteEntry.js`,
      );
    }
    for (const [which, manifest] of /** @type {const} */ ([
      ['browser', browser],
      ['server', server],
    ])) {
      if (manifest.metaData.ssrContractVersion !== ssrContractVersion) {
        problems.push(
          `${app.folder}: its ${which} manifest says ssrContractVersion ${String(manifest.metaData.ssrContractVersion)}, the contracts ${ssrContractVersion}`,
        );
      }
    }
    const built = exposedNames(server).sort();
    if (built.join() !== [...ssrExposes].sort().join()) {
      problems.push(
        `${app.folder}: its server build exposes ${built.join(', ')}, its ssrExposes ${ssrExposes.join(', ')}`,
      );
    }
  }

  const shellServer = shell.serverManifest;
  if (!shellServer) return problems;
  const provided = new Set((shellServer.shared ?? []).map((shared) => shared.name));
  for (const app of rendered.filter((candidate) => !candidate.isShell)) {
    const server = app.serverManifest;
    if (!server) continue;
    const consumed = new Set([
      ...(server.metaData.sharedConsumed ?? []),
      ...(server.shared ?? []).map((shared) => shared.name),
    ]);
    const missing = [...consumed].filter((key) => !provided.has(key)).sort();
    if (missing.length) {
      problems.push(
        `${app.folder}: its server build consumes ${missing.join(', ')}, which the shell's server build does not provide (packages/webpack-config/server.js)`,
      );
    }
  }
  const id = shellServer.metaData.shellBuild;
  const meta = /<meta name="?shell-build"? content="?([^">\s]+)"?/.exec(shell.indexHtml ?? '')?.[1];
  if (!id || meta !== id) {
    problems.push(
      `shell: index.html's shell-build (${meta ?? 'none'}) is not its server manifest's shellBuild (${String(id ?? 'none')})`,
    );
  }
  return problems;
}

module.exports = { readApp, ssrSharedProblems, SHELL_SSR_EXPOSES };
