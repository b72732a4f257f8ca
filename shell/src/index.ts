import { pageIsland } from './island';
import { loadRemoteMap, seedRemoteMap } from './remotes/remote-loader';

// The runtime remote map and every remote's manifest are fetched now, while the shared libraries the
// app needs download and start (bootstrap), not after: they are the next link in the chain to a
// route's remote. Sections wait for them; a failure is retried when a section asks (loadRemoteMap).
// A page the server rendered names the map it used (its island): those versions, no /remotes.json,
// and only its rendered sections' manifests now (the others once it is hydrated: hydrate.tsx).
const island = pageIsland();
if (island)
  seedRemoteMap(
    island.remotes,
    Object.keys(island.sections)
      .filter((id) => island.sections[id] === 'rendered')
      .map((id) => id.split('/')[0] ?? ''),
  );
else loadRemoteMap().catch(() => undefined);

// Async boundary: shared modules (React and friends) are negotiated before the app's code runs.
import('./bootstrap').catch((error: unknown) => console.error('The site failed to start:', error));
