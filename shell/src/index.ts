import { loadCommonTexts, startingLanguage } from '@ministry/platform/starting-language';
import { pageIsland } from './island';
import { loadRemoteMap, seedRemoteMap } from './remotes/remote-loader';

// A server-rendered page has its full style sheets for print, loaded after its scripts (its critical
// CSS styles it meanwhile): each applies to the screen once loaded. Webpack's CSS loader finds them by
// data-href, so a chunk's code does not wait for its sheet.
for (const link of document.querySelectorAll<HTMLLinkElement>(
  'link[rel="stylesheet"][media="print"][data-href]',
)) {
  if (link.sheet) link.media = 'all';
  else link.addEventListener('load', () => (link.media = 'all'), { once: true });
}

// The runtime remote map and every remote's manifest are fetched now, while the shared libraries the
// app needs download and start (bootstrap), not after: they are the next link in the chain to a
// route's remote. Sections wait for them; a failure is retried when a section asks (loadRemoteMap).
// A page the server rendered names the map it used (its island): those versions, no /remotes.json,
// its rendered sections' manifests in the page itself (the others once it is hydrated: hydrate.tsx).
const island = pageIsland();
if (island)
  seedRemoteMap(
    island.remotes,
    Object.keys(island.sections)
      .filter((id) => island.sections[id] === 'rendered')
      .map((id) => id.split('/')[0] ?? ''),
    island.manifests,
  );
else loadRemoteMap().catch(() => undefined);

// The site's common texts in the page's language, asked for now: the first render waits for them, and
// the i18n module that registers them only runs once the shared modules have arrived.
loadCommonTexts(startingLanguage()).catch(() => undefined);

// Async boundary: shared modules (React and friends) are negotiated before the app's code runs.
import('./bootstrap').catch((error: unknown) => console.error('The site failed to start:', error));
