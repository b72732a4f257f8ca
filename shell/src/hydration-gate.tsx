import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * Which parts of a server-rendered page are still to be hydrated, and who to tell once none is.
 *
 * React 18 hydrates the page's root in one piece, then each dehydrated Suspense boundary on its own, at
 * a low priority and in small time slices (a boundary tapped first is hydrated first, and the tap is
 * replayed). So the page is cut in islands (`<HydrationIsland>`: the header, the footer, the banner,
 * each remote section), each a boundary of its own on the server and in the browser, and each says
 * when it is hydrated. The page is hydrated (every part answers a tap) once the root and every island
 * it holds have said so.
 */

let pending: { ids: Set<string>; done: () => void } | null = null;
/**
 * The parts that have reported since the page began to hydrate. An island renders again when the page
 * around it does (a link followed while other parts still hydrate re-renders the layout); its report,
 * an effect, does not come again, so it must not be expected again.
 */
const reported = new Set<string>();
let pageHydrated = false;
const listeners = new Set<() => void>();

/**
 * Before hydrating: `ids` must each report (`reportHydrated`) before `done` is called; islands add
 * themselves as they render (before the part around them has committed, so before it reports).
 */
export function expectHydration(ids: Iterable<string>, done: () => void): void {
  pageHydrated = false;
  reported.clear();
  pending = { ids: new Set(ids), done };
}

/** `id` will report too (an island rendered while the page hydrates). */
export function expectIsland(id: string): void {
  if (!reported.has(id)) pending?.ids.add(id);
}

/** `id` is hydrated (or, having failed, rendered in the browser); the last one calls `done`. */
export function reportHydrated(id: string): void {
  reported.add(id);
  if (!pending?.ids.delete(id) || pending.ids.size > 0) return;
  const { done } = pending;
  pending = null;
  pageHydrated = true;
  done();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * False on the server and until the whole page the server sent is hydrated, true after (and at once
 * on a page rendered in the browser alone): what the server left to the browser waits for it, so it
 * takes nothing from the hydration of what she sees.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pageHydrated || pending === null,
    () => false,
  );
}

/**
 * A part that leaves the page before it has said it is hydrated (a link followed while its code still
 * downloads) is not waited for: it reports as it goes.
 */
export function useReportWhenGone(id: string): void {
  useEffect(() => () => reportHydrated(id), [id]);
}

function Reported({ id }: { id: string }) {
  useEffect(() => reportHydrated(id), [id]);
  return null;
}

/**
 * A part of the page hydrated on its own: a Suspense boundary (the same on the server, where a throw
 * inside it costs only this part: the browser renders it, quietly), reporting once hydrated. Nothing
 * above it may re-render before it is hydrated (React would drop its server HTML and render it anew).
 */
export function HydrationIsland({ id, children }: { id: string; children: ReactNode }) {
  // In render, not an effect: it must be counted before the root (or the island around it) commits and
  // reports. Rendered again after it reported, it is not counted again (expectIsland).
  expectIsland(id);
  useReportWhenGone(id);
  return (
    <Suspense fallback={null}>
      {children}
      <Reported id={id} />
    </Suspense>
  );
}
