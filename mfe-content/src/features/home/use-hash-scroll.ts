import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The anchor offset: a section lands 80 px below the top, clear of the sticky header. */
export const ANCHOR_SCROLL_OFFSET_PX = 80;

/**
 * Scrolls smoothly to the element with this id, `ANCHOR_SCROLL_OFFSET_PX` below the top, or further
 * when the sticky header is taller than that (its menu wraps to a second row on mid-size screens),
 * so the section never hides under it. Returns false when there is no such element.
 */
export function scrollToAnchor(id: string): boolean {
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const header = document.querySelector<HTMLElement>('header.sticky-top');
  const offset = Math.max(ANCHOR_SCROLL_OFFSET_PX, Math.ceil(header?.getBoundingClientRect().height ?? 0));
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? 'auto' : 'smooth' });
  return true;
}

function idFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** For this long after a hash navigation, a change in the page's height (a late image, say) re-aims the scroll. */
const SETTLE_MS = 1500;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls to the anchor, then keeps it in place while the page settles, unless the reader takes over.
 * Returns a function that stops watching.
 */
function scrollAndSettle(id: string): () => void {
  if (!scrollToAnchor(id)) return () => undefined;
  let height = document.documentElement.scrollHeight;
  const observer =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(() => {
          const next = document.documentElement.scrollHeight;
          if (next !== height) {
            height = next;
            scrollToAnchor(id);
          }
        });
  observer?.observe(document.body);
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * A hash in the address scrolls to its section on arrival, on every navigation and on hash change;
 * `ready`: the sections are on the page (their document has been read).
 */
export function useHashScroll(ready: boolean): void {
  const { hash, key } = useLocation();

  useEffect(() => {
    if (!hash || !ready) return undefined;
    let stop: () => void = () => undefined;
    // Wait one frame so the sections are laid out.
    const frame = window.requestAnimationFrame(() => {
      stop = scrollAndSettle(idFromHash(hash));
    });
    return () => {
      window.cancelAnimationFrame(frame);
      stop();
    };
  }, [hash, key, ready]);

  useEffect(() => {
    const onHashChange = () => scrollToAnchor(idFromHash(window.location.hash));
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
}
