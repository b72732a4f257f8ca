import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** `/remotes.json`: remote name → URL of its mf-manifest.json. Rendered by the gateway at deploy time. */
export type RemoteMap = Record<string, string>;

export const REMOTE_MAP_URL = '/remotes.json';

let remoteMap: Promise<RemoteMap> | null = null;

async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch(REMOTE_MAP_URL, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${response.status}: ${REMOTE_MAP_URL}`);
  const map = (await response.json()) as RemoteMap;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  return map;
}

/** Fetches and registers the remote map once; after a failure the next call tries again. */
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

/** Loads `<remote>/<module>` and checks it is a component module. */
export async function loadRemoteComponent(id: string): Promise<RemoteComponentModule> {
  const map = await loadRemoteMap();
  const name = id.split('/')[0] ?? '';
  if (!map[name]) throw new Error(`remote "${name}" is not in ${REMOTE_MAP_URL}`);
  const module = await loadRemote<RemoteComponentModule>(id);
  if (!module || typeof module.default !== 'function') throw new Error(`${id} did not load a component`);
  return module;
}

/** Forgets a remote's failed load so the next attempt fetches its manifest and entry again. */
export async function resetRemote(id: string): Promise<void> {
  const map = await loadRemoteMap();
  const name = id.split('/')[0] ?? '';
  const entry = map[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
