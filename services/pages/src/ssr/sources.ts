import { createHash } from 'node:crypto';
import type { Logger } from '@ministry/kit/logger';
import { TIMINGS, type Timings } from '../config';
import { locateRemote } from './federation';

/** What a render generation is made from; a different `key` means a different generation. */
export interface SourcesSnapshot {
  /** The remote map (name → manifest address) as the browser gets it. */
  remotes: Record<string, string>;
  /** Each remote's manifest as read (name → JSON text; none for one that could not be read). */
  manifests: Record<string, string>;
  /** Each remote's folder as a path of the site ("/remotes/shop/"; none for one the map may not name). */
  folders: Record<string, string>;
  /**
   * The shared modules the shell's browser build provides, each with its script files (its
   * mf-manifest.json beside server/, `metaData.sharedFiles`).
   */
  shellShared: Record<string, string[]>;
  /** The script files of the shell's start-up texts per language (the same manifest, `metaData.startupTexts`). */
  shellTexts: Record<string, string[]>;
  /** The shell build the server manifest belongs to (`metaData.shellBuild`), null when it has none. */
  shellBuild: string | null;
  key: string;
}

interface Copy {
  text: string;
  etag: string | null;
}

/**
 * The remote map, the shell's server manifest and the remotes' manifests, each revalidated with its
 * ETag at most every `revalidateMs` (only when a page asks, which does not wait for it once there is a
 * copy), the last good copy kept while a source errs. `current()` throws only when there was never a
 * good copy. This is how a new remote version is served without a restart: a map or a manifest that
 * changed is a new snapshot, so a new worker (generations.ts).
 */
export function ssrSources(
  options: {
    remoteMapUrl: string;
    shellServerManifest: string;
    siteUrl: string;
    frontendOrigin: string;
    logger: Logger;
    timings?: Pick<Timings, 'revalidateMs' | 'sourceReadMs'>;
  },
  now: () => number = Date.now,
): { current(): Promise<SourcesSnapshot>; revalidated(): Promise<void> } {
  const { logger, timings = TIMINGS } = options;
  const timeoutMs = timings.sourceReadMs;
  const copies = new Map<string, Copy>();
  let snapshot: SourcesSnapshot | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<SourcesSnapshot> | null = null;

  const read = async (url: string): Promise<string> => {
    const last = copies.get(url);
    try {
      const response = await fetch(url, {
        headers: last?.etag ? { 'If-None-Match': last.etag } : {},
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && last) return last.text;
      if (!response.ok) throw new Error(`status ${response.status}`);
      const copy = { text: await response.text(), etag: response.headers.get('etag') };
      JSON.parse(copy.text); // only a JSON copy replaces the last good one
      copies.set(url, copy);
      return copy.text;
    } catch (error) {
      if (!last) throw error;
      logger.warn('a server rendering source could not be revalidated: using the last copy', {
        url,
        error: error instanceof Error ? error.message : String(error),
      });
      return last.text;
    }
  };

  const revalidate = async (): Promise<SourcesSnapshot> => {
    const [mapText, manifestText, shellBrowserText] = await Promise.all([
      read(options.remoteMapUrl),
      read(options.shellServerManifest),
      read(new URL('../mf-manifest.json', options.shellServerManifest).href).catch(() => '{}'),
    ]);
    const map = JSON.parse(mapText) as unknown;
    if (!map || typeof map !== 'object' || Array.isArray(map))
      throw new Error('the remote map is not an object');
    const remotes: Record<string, string> = {};
    for (const [name, entry] of Object.entries(map)) if (typeof entry === 'string') remotes[name] = entry;
    // A remote republished at the same address (no version in its path) is a new generation too.
    const names = Object.keys(remotes);
    const folders: Record<string, string> = {};
    // Each remote's manifest, and its server manifest: a remote rebuilt in place whose server code
    // alone changed leaves its browser manifest as it was.
    const reads = await Promise.all(
      Object.entries(remotes).map(async ([name, entry]): Promise<[string, string]> => {
        let manifest: string;
        try {
          const located = locateRemote(entry, options.siteUrl, options.frontendOrigin);
          folders[name] = located.sitePath;
          manifest = located.manifest;
        } catch {
          return ['', '']; // refused by the worker too, where the reason is logged
        }
        const text = await read(manifest).catch(() => '');
        const server = serverManifestOf(text, manifest);
        return [text, server ? await read(server).catch(() => '') : ''];
      }),
    );
    const remoteManifests = reads.map(([text]) => text);
    const serverManifests = reads.map(([, text]) => text);
    checkedAt = now();
    const key = keyOf(mapText, manifestText, shellBrowserText, ...remoteManifests, ...serverManifests);
    if (snapshot && snapshot.key === key) return snapshot;
    const manifest = JSON.parse(manifestText) as { metaData?: { shellBuild?: unknown } };
    const shellBuild = manifest.metaData?.shellBuild;
    snapshot = {
      remotes,
      manifests: Object.fromEntries(
        names.map((name, i) => [name, remoteManifests[i] ?? '']).filter(([, text]) => text),
      ),
      folders,
      shellBuild: typeof shellBuild === 'string' ? shellBuild : null,
      shellShared: filesOf(shellBrowserText, 'sharedFiles'),
      shellTexts: filesOf(shellBrowserText, 'startupTexts'),
      key,
    };
    return snapshot;
  };

  return {
    current() {
      if (snapshot && now() - checkedAt < timings.revalidateMs) return Promise.resolve(snapshot);
      pending ??= revalidate().finally(() => {
        pending = null;
      });
      // With a copy, a page does not wait for the check (its render has its own budget): the next
      // page sees what changed. Without one, it waits.
      if (snapshot) {
        pending.catch((error: unknown) =>
          logger.warn('the server rendering sources could not be read', {
            error: error instanceof Error ? error.message : String(error),
          }),
        );
        return Promise.resolve(snapshot);
      }
      return pending;
    },
    /** Resolves once the check under way (if any) is over: for tests. */
    async revalidated() {
      await pending?.catch(() => undefined);
    },
  };
}

/** The address of a remote's server manifest, beside its server entry (`metaData.ssrRemoteEntry`). */
function serverManifestOf(manifestText: string, manifestUrl: string): string | null {
  try {
    const entry = (JSON.parse(manifestText) as { metaData?: { ssrRemoteEntry?: { path?: unknown } } })
      .metaData?.ssrRemoteEntry;
    if (typeof entry?.path !== 'string') return null;
    return new URL(`${entry.path.replace(/\/?$/, '/')}mf-manifest.json`, manifestUrl).href;
  } catch {
    return null;
  }
}

function keyOf(...texts: string[]): string {
  const hash = createHash('sha256');
  for (const text of texts) hash.update(text).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** A `metaData` entry of the shell's manifest that names files under keys (`sharedFiles`, `startupTexts`). */
function filesOf(manifestText: string, entry: 'sharedFiles' | 'startupTexts'): Record<string, string[]> {
  const files = (JSON.parse(manifestText) as { metaData?: Record<string, unknown> }).metaData?.[entry];
  if (!files || typeof files !== 'object') return {};
  return Object.fromEntries(
    Object.entries(files).map(([key, list]) => [
      key,
      Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : [],
    ]),
  );
}
