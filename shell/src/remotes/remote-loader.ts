import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertSupportedContract } from './remote-contract';

/** `/remotes.json`: remote name → URL of its mf-manifest.json. Rendered by the gateway at deploy time. */
export type RemoteMap = Record<string, string>;

export const REMOTE_MAP_URL = '/remotes.json';

/** The host's own federation name (module-federation.config.js). */
const SHELL_NAME = 'shell';

let remoteMap: Promise<RemoteMap> | null = null;

/** Absolute manifest URL → its checked JSON text, fetched once, all remotes at the same time. */
const manifests = new Map<string, Promise<string>>();
/** Every registered remote's manifest URL (absolute), fetched or not yet. */
const registered = new Set<string>();

const absolute = (url: string) => new URL(url, window.location.href).href;

async function fetchManifest(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status}: ${url}`);
  const text = await response.text();
  assertSupportedContract(JSON.parse(text), url);
  return text;
}

function manifestText(relativeUrl: string): Promise<string> {
  const url = absolute(relativeUrl);
  let text = manifests.get(url);
  if (!text) {
    text = fetchManifest(url);
    manifests.set(url, text);
    // A prefetch nobody waits for yet must not surface as an unhandled rejection.
    text.catch(() => undefined);
  }
  return text;
}

// The federation runtime fetches each manifest through this hook: it gets the prefetched copy, and a
// remote built for another contract fails to load (the route then shows its fallback).
registerPlugins([
  {
    name: 'ministry-remote-manifests',
    fetch(url: string) {
      if (!registered.has(absolute(url)) && !manifests.has(absolute(url))) return undefined;
      return manifestText(url).then(
        (text) => new Response(text, { headers: { 'Content-Type': 'application/json' } }),
      );
    },
  },
]);

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch(REMOTE_MAP_URL, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${REMOTE_MAP_URL}`);
  return register((await response.json()) as RemoteMap);
}

/**
 * Registers the map's remotes with the federation runtime and starts fetching the manifests of those
 * `now` names (every one by default); the others are fetched when first needed or `prefetchManifests`.
 */
function register(map: RemoteMap, now: (name: string) => boolean = () => true): RemoteMap {
  for (const [name, url] of Object.entries(map)) {
    registered.add(absolute(url));
    if (now(name)) manifestText(url);
  }
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  return map;
}

/**
 * Uses the remote map a server-rendered page came with (its island): the versions the server rendered
 * are the ones the browser hydrates, and there is no `/remotes.json` request. The shell itself, which
 * the server's map may name, is not a remote here. The manifests the page carries (manifest URL →
 * text: its rendered sections' remotes) are used as fetched; those of `first` not among them are
 * fetched now; the others wait for `prefetchManifests`, once the page is hydrated, so the first
 * screen's code does not share the phone's network with them.
 */
export function seedRemoteMap(
  map: RemoteMap,
  first?: readonly string[],
  carried: Record<string, string> = {},
): void {
  for (const [url, text] of Object.entries(carried)) {
    try {
      assertSupportedContract(JSON.parse(text), url);
      manifests.set(absolute(url), Promise.resolve(text));
    } catch {
      // not usable: fetched as any other
    }
  }
  const remotes = Object.fromEntries(Object.entries(map).filter(([name]) => name !== SHELL_NAME));
  remoteMap = Promise.resolve(register(remotes, first ? (name) => first.includes(name) : undefined));
}

/** Fetches every registered remote's manifest not fetched yet (for the next page, once this one is ready). */
export function prefetchManifests(): void {
  for (const url of registered) manifestText(url);
}

/** Fetches and registers the remote map once, and every remote's manifest in parallel; after a failure the next call tries again. */
export function loadRemoteMap(): Promise<RemoteMap> {
  remoteMap ??= fetchRemoteMap().catch((error: unknown) => {
    remoteMap = null;
    throw error;
  });
  return remoteMap;
}

export interface RemoteComponentModule {
  default: ComponentType;
}

/**
 * Asks for an exposed module's texts in the page's language (its manifest's `metaData.firstTexts`)
 * while its code downloads: the module asks for them only once it runs, a round trip later.
 */
function preloadTexts(manifestUrl: string, manifest: string, expose: string, language: string): void {
  let files: unknown;
  try {
    const parsed = JSON.parse(manifest) as {
      metaData?: { firstTexts?: Record<string, Record<string, unknown> | undefined> };
    };
    files = parsed.metaData?.firstTexts?.[expose]?.[language];
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href),
  );
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const href = new URL(file, absolute(manifestUrl)).href;
    if (asked.has(href)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Loads `<remote>/<module>` and checks it is a component module; asks for its texts in `language` at
 * the same time (the caller awaits them: platform's textsReady(), not imported here, before the app's
 * async boundary).
 */
export async function loadRemoteComponent(id: string, language: string): Promise<RemoteComponentModule> {
  const map = await loadRemoteMap();
  const name = id.split('/')[0] ?? '';
  const manifestUrl = map[name];
  if (!manifestUrl) throw new Error(`remote "${name}" is not in ${REMOTE_MAP_URL}`);
  // The runtime reads the manifest first in any case (through the plugin above); a failed one is its to report.
  const manifest = await manifestText(manifestUrl).catch(() => null);
  if (manifest) preloadTexts(manifestUrl, manifest, id.slice(name.length + 1), language);
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module || typeof module.default !== 'function') throw new Error(`${id} did not load a component`);
  return module;
}

/** Forgets a remote's failed load so the next attempt fetches its manifest and entry again. */
export async function resetRemote(id: string): Promise<void> {
  const map = await loadRemoteMap();
  const name = id.split('/')[0] ?? '';
  const entry = map[name];
  if (!entry) return;
  manifests.delete(absolute(entry));
  manifestText(entry);
  registerRemotes([{ name, entry }], { force: true });
}
