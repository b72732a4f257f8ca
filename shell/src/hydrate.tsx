import { startTransition, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { mutate } from 'swr';
import type { SsrIsland } from '@ministry/contracts/ssr';
import { followSavedChoice } from '@ministry/platform/i18n';
import { CURRENT_USER_KEY } from '@ministry/platform/session';
import { MAIN_CONTENT_ID } from '@ministry/platform/skip-link';
import { App } from './app';
import { replayEarlyTaps } from './early-taps';
import { SECTION_ERROR_DIGEST } from './island';
import { keepStaticSection } from './layout/kept-section';
import { hydrateSections } from './remotes/remote-component';
import { prefetchManifests } from './remotes/remote-loader';

/**
 * What React could not hydrate and rendered in the browser instead. A section that threw on the
 * server is expected (the pages service gives it the digest `ssr-section`): the browser renders it,
 * quietly. Anything else is a page that does not match its server HTML: said in the console.
 */
export function onRecoverableError(error: unknown, errorInfo: { digest?: string }): void {
  const digest = errorInfo.digest ?? (error as { digest?: unknown } | null)?.digest;
  if (digest === SECTION_ERROR_DIGEST) return;
  console.error('Hydration:', error);
}

/** Calls `onCommit` once the tree around it is on the page (hydrated, for a hydration). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A page older than this when it is hydrated (the gateway's cache served it stale while the pages
 * service was away or busy) has its data read again once hydrated: the catalogue's own cache time.
 */
export const ISLAND_FRESH_MS = 60_000;

/** After hydration: the island's data read again if the page was rendered too long ago. */
export function refreshIfStale(island: SsrIsland, now = Date.now()): void {
  if (now - island.now <= ISLAND_FRESH_MS) return;
  // A visitor's session is known to be none: a cached page is never a member's.
  for (const key of Object.keys(island.fallback)) if (key !== CURRENT_USER_KEY) void mutate(key);
}

/**
 * The island's data put in the page's SWR cache before hydration, as if the browser had read it: the
 * hooks find it there (not only as a fallback), so a later revalidation of it (a sign-up's
 * `mutate()`) is a refresh, not a first load that shows a loading state in place of the page.
 */
export function seedCache(island: SsrIsland): void {
  for (const [key, value] of Object.entries(island.fallback)) void mutate(key, value, { revalidate: false });
}

/**
 * Continues a page the server rendered: the sections it rendered start loading now (their server
 * HTML stays until they arrive; a static one is kept as it is, layout/kept-section.tsx), and React
 * takes over the server's markup with the same language, clock and data it was rendered from,
 * without rendering it again. The root is hydrated in a transition (time-sliced, not one blocking
 * task: a tap on it hydrates it at once and is replayed), then each island (hydration-gate.tsx) in
 * its own slices. Once the page and every island and
 * rendered section are hydrated (each answers clicks), `<html data-hydrated="true">` says so, and what
 * she tapped or typed before is replayed (outside React's effects: the replay's events update state);
 * only then are the other remotes' manifests fetched, for the next page.
 */
export function hydrateFromServer(root: HTMLElement, island: SsrIsland): Root {
  const sections = keepStaticSection(island, document.getElementById(MAIN_CONTENT_ID), window.location);
  const pageHydrated = hydrateSections(sections, () => {
    document.documentElement.dataset.hydrated = 'true';
    setTimeout(() => {
      replayEarlyTaps();
      prefetchManifests();
    }, 0);
    refreshIfStale(island);
    followSavedChoice();
  });
  seedCache(island);
  let hydrating: Root | undefined;
  startTransition(() => {
    hydrating = hydrateRoot(
      root,
      <>
        <App serverStart={{ now: island.now, fallback: island.fallback }} />
        <Committed onCommit={pageHydrated} />
      </>,
      { onRecoverableError },
    );
  });
  return hydrating as Root;
}
