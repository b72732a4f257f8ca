import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SectionState, SsrIsland } from '@ministry/contracts/ssr';
import { useLanguage } from '@ministry/platform/i18n';
import { preloadRemoteComponent } from '../remotes/remote-component';
import { moduleForPath } from '../routes';

/*
 * A section the server rendered and said nothing in it answers a tap but its links (its state
 * 'static', the remote's `staticSection`): the browser keeps the server's HTML of it as it is, with no
 * code of its remote to download, run and hydrate (issue 43). Its links are followed by the router,
 * as the section's own links would be. It becomes the remote's section again once she changes the
 * language (its code is loaded first; the server's HTML stays until then) or leaves the page.
 */

interface KeptSection {
  module: string;
  pathname: string;
  language: string;
  html: string;
}

let kept: KeptSection | null = null;

/** What answers a tap in a section itself: a section holding one is hydrated after all (an error's Try again). */
const CONTROLS = 'button, input, select, textarea, form, [role="button"]';

/**
 * Before hydrating a server-rendered page: keeps its section's HTML when the server said it is
 * 'static', the address has no query but `lang` (an editor's `?preview=draft` shows drafts, which
 * only the section's code reads) and nothing in it is a control. A page the gateway served stale is
 * kept all the same: it is the published page of a while ago, as a cached copy of it would be, and
 * its next visitor gets the new one. Returns the states to hydrate with: a 'static' section not kept
 * is hydrated like any rendered one.
 */
export function keepStaticSection(
  island: SsrIsland,
  main: HTMLElement | null,
  location: Pick<Location, 'pathname' | 'search'>,
): Record<string, SectionState> {
  kept = null;
  const module = moduleForPath(location.pathname);
  const query = [...new URLSearchParams(location.search).keys()].filter((key) => key !== 'lang');
  if (
    main &&
    module &&
    island.sections[module] === 'static' &&
    query.length === 0 &&
    !main.querySelector(CONTROLS)
  ) {
    kept = { module, pathname: location.pathname, language: island.language, html: main.innerHTML };
    return island.sections;
  }
  return Object.fromEntries(
    Object.entries(island.sections).map(([id, state]) => [id, state === 'static' ? 'rendered' : state]),
  );
}

/** The kept section's HTML while it is kept for this address and language; null otherwise. */
export function useKeptSection(): string | null {
  const { pathname } = useLocation();
  const language = useLanguage();
  const [, wentLive] = useState(0);
  // Once she has left, the page is the remote's again (its title and data follow her).
  if (kept && kept.pathname !== pathname) kept = null;
  const module = kept && kept.language !== language ? kept.module : null;
  useEffect(() => {
    if (!module) return;
    let current = true;
    void preloadRemoteComponent(module).then(() => {
      if (!current) return;
      kept = null;
      wentLive((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [module]);
  return kept?.html ?? null;
}

/** Where the router takes a plain click on this link: the site's own page; null for the browser's way. */
function routedPath(event: MouseEvent, link: HTMLAnchorElement): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin || !moduleForPath(link.pathname)) return null;
  // An anchor on this same page: the browser's own jump.
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search)
    return null;
  return link.pathname + link.search + link.hash;
}

/**
 * The page's `<main>` holding the kept HTML: React takes over the server's element without rendering
 * what is in it (an element given its inner HTML has no children for React to compare).
 */
export function KeptMain({ html, ...props }: { html: string } & HTMLAttributes<HTMLElement>) {
  const navigate = useNavigate();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const main = ref.current;
    if (!main) return;
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link) return;
      // A link to nowhere yet (`href="#"`) stays where it is, as the section's own code has it.
      if (link.getAttribute('href') === '#') return void event.preventDefault();
      const path = routedPath(event, link);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    main.addEventListener('click', follow);
    return () => main.removeEventListener('click', follow);
  }, [navigate]);
  return <main ref={ref} {...props} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
