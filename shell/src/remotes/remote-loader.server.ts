import type { ComponentType } from 'react';

/*
 * The shell's server build uses this file instead of remote-loader.ts (a `.server.ts` sibling replaces
 * its module there). On the server the pages service's worker loads each section and hands it over
 * through `SectionsContext` (remote-component.tsx), so nothing here loads anything; the browser loader
 * must not run there at all: it registers a federation plugin that reads `window` on every chunk
 * fetch of the shell's server container. Same exports, so the rest of the shell compiles unchanged.
 */

export type RemoteMap = Record<string, string>;

export const REMOTE_MAP_URL = '/remotes.json';

export interface RemoteComponentModule {
  default: ComponentType;
}

const onServer = (what: string) =>
  Promise.reject(new Error(`${what}: on the server, sections are loaded by the pages service`));

export function loadRemoteMap(): Promise<RemoteMap> {
  return onServer('loadRemoteMap');
}

export function seedRemoteMap(_map: RemoteMap, _first?: readonly string[]): void {
  // The server renders from the map its worker was started with; there is nothing to seed here.
}

export function prefetchManifests(): void {
  // Nothing to fetch ahead on the server.
}

export function loadRemoteComponent(id: string, _language: string): Promise<RemoteComponentModule> {
  return onServer(`loadRemoteComponent(${id})`);
}

export function resetRemote(id: string): Promise<void> {
  return onServer(`resetRemote(${id})`);
}
