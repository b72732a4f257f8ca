import { pageIsland } from './island';
import { loadRemoteMap, seedRemoteMap } from './remotes/remote-loader';

// The runtime remote map and every remote's manifest are fetched now, while the shared libraries the
// app needs download and start (bootstrap), not after: they are the next link in the chain to a
// route's remote. Sections wait for them; a failure is retried when a section asks (loadRemoteMap).
// A page the server rendered names the map it used (its island): those versions, no /remotes.json.
const island = pageIsland();
if (island) seedRemoteMap(island.remotes);
else loadRemoteMap().catch(() => undefined);

// Async boundary: shared modules (React and friends) are negotiated before the app's code runs.
import('./bootstrap').catch((error: unknown) => console.error('The site failed to start:', error));
