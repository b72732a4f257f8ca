import { SSR_CONTRACT_VERSION } from '@ministry/contracts/ssr';

/**
 * The rules the render worker's federation host keeps, as plain functions (tested without a worker).
 * Remote code runs in the worker with the service's privileges, so it comes from one origin only.
 */

/** `globalThis.__MINISTRY_SSR__`, read by the runtime plugin compiled into every server container. */
export interface MinistrySsrGlobal {
  /** Every fetch of a container (chunks) must start with one of these. */
  origins: string[];
  timeoutMs: number;
  /** Container name → its browser base (what `__webpack_require__.p` is in the browser) and server base. */
  bases: Record<string, { browser: string; server: string }>;
}

/** Where a remote's files are, for the browser and for the worker. */
export interface RemoteLocation {
  /** The manifest as the worker fetches it (on the frontend origin). */
  manifest: string;
  /** The folder of the manifest as the browser sees it (site origin). */
  browserBase: string;
  /** The same folder as a path of the site ("/remotes/shop/"). */
  sitePath: string;
  /** The folder of the server build (on the frontend origin). */
  serverBase: string;
}

/**
 * A map entry (relative, or on the site's or the frontend origin) → where the worker fetches it.
 * Anything on another origin is refused: the map comes over the network, the code runs here.
 */
export function locateRemote(entry: string, siteUrl: string, frontendOrigin: string): RemoteLocation {
  const site = new URL(siteUrl).origin;
  const url = new URL(entry, `${site}/`);
  if (url.origin !== site && url.origin !== frontendOrigin)
    throw new Error(`the remote map names another origin: ${url.origin}`);
  const folder = url.pathname.replace(/[^/]*$/, '');
  return {
    manifest: `${frontendOrigin}${url.pathname}${url.search}`,
    browserBase: `${site}${folder}`,
    sitePath: folder,
    serverBase: `${frontendOrigin}${folder}server/`,
  };
}

/** The shell: its server manifest is on the frontend origin; its browser base is the site's root. */
export function locateShell(serverManifest: string, siteUrl: string, frontendOrigin: string): RemoteLocation {
  const url = new URL(serverManifest);
  if (url.origin !== frontendOrigin)
    throw new Error(`the shell's server manifest is not on ${frontendOrigin}`);
  return {
    manifest: url.href,
    browserBase: `${new URL(siteUrl).origin}/`,
    sitePath: '/',
    serverBase: url.href.replace(/[^/]*$/, ''),
  };
}

interface ManifestShape {
  metaData?: {
    ssrContractVersion?: unknown;
    ssrRemoteEntry?: unknown;
    remoteEntry?: { type?: unknown };
    publicPath?: unknown;
  };
  exposes?: { name?: unknown; path?: unknown; assets?: { css?: { sync?: unknown; async?: unknown } } }[];
}

/**
 * A manifest the worker may use: the same server contract, and a server entry (a browser manifest
 * without `ssrRemoteEntry` would make the runtime run the browser's entry in Node).
 * Throws with the reason; returns the parsed manifest.
 */
export function checkManifest(text: string, url: string): ManifestShape {
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(text) as ManifestShape;
  } catch {
    throw new Error(`not a manifest (no JSON): ${url}`);
  }
  const meta = manifest.metaData;
  if (!meta || typeof meta !== 'object') throw new Error(`not a manifest (no metaData): ${url}`);
  if (meta.ssrContractVersion !== SSR_CONTRACT_VERSION)
    throw new Error(
      `server contract ${JSON.stringify(meta.ssrContractVersion ?? null)}, not ${SSR_CONTRACT_VERSION}: ${url}`,
    );
  const serverBuild = meta.remoteEntry?.type === 'commonjs-module';
  if (!serverBuild && !meta.ssrRemoteEntry) throw new Error(`no server build (ssrRemoteEntry): ${url}`);
  return manifest;
}

/**
 * The CSS files (browser addresses) a manifest lists for one exposed module: its own (`sync`), and
 * with `lazy` also those of what it may load later (`async`, where the manifest also lists the
 * remote's other modules).
 */
export function cssOfExpose(
  manifest: ManifestShape,
  module: string,
  browserBase: string,
  lazy = true,
): string[] {
  const expose = manifest.exposes?.find((e) => e.name === module || e.path === `./${module}`);
  const css = expose?.assets?.css;
  const files = [css?.sync, lazy ? css?.async : []].flatMap((list) =>
    Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [],
  );
  const publicPath = manifest.metaData?.publicPath;
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto' && publicPath !== ''
      ? new URL(publicPath, browserBase).href
      : browserBase;
  return [...new Set(files.map((file) => new URL(file, base).href))];
}

/** A browser address on the site → the same path on the frontend origin; anything else: null. */
export function onFrontendOrigin(browserUrl: string, siteUrl: string, frontendOrigin: string): string | null {
  const url = new URL(browserUrl, `${new URL(siteUrl).origin}/`);
  if (url.origin !== new URL(siteUrl).origin && url.origin !== frontendOrigin) return null;
  return `${frontendOrigin}${url.pathname}${url.search}`;
}

/** A fetch that only goes to `origins`, gives up after `timeoutMs`, and throws on anything but 2xx. */
export async function guardedFetch(
  url: string,
  origins: string[],
  timeoutMs: number,
  init: RequestInit = {},
): Promise<Response> {
  if (!origins.some((origin) => url.startsWith(origin))) throw new Error(`SSR: refused ${url}`);
  const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`SSR: ${response.status} ${url}`);
  return response;
}
