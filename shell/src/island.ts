import type { SsrIsland } from '@ministry/contracts/ssr';

/**
 * `SSR_ISLAND_ELEMENT_ID`, `SSR_CONTRACT_VERSION`, `SSR_SECTION_ERROR_DIGEST` and `SSR_VISITOR_ATTRIBUTE` of
 * `@ministry/contracts/ssr`, written out: this module runs in main.js before the async boundary
 * (index.ts), where no shared module (the contracts are one) can be loaded yet, and loading that one
 * later would add a request to every first visit. A test keeps them equal to the contract's.
 */
export const ISLAND_ELEMENT_ID = 'ssr-data';
export const ISLAND_CONTRACT_VERSION = '1';
export const SECTION_ERROR_DIGEST = 'ssr-section';
export const VISITOR_ATTRIBUTE = 'data-visitor';

/** The pages service served this page to a visitor: there is no session to ask about. */
export const isVisitorPage = (doc: Document): boolean => doc.documentElement.hasAttribute(VISITOR_ATTRIBUTE);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The island the pages service wrote into a page it rendered (`<script type="application/json"
 * id="ssr-data">`), checked field by field; null when there is none, it does not parse, it has any
 * other shape or it was written for another contract version: the page is then rendered in the
 * browser as before. (Written tersely: main.js is part of every first visit.)
 */
export function readIsland(doc: Document): SsrIsland | null {
  try {
    const element = doc.getElementById(ISLAND_ELEMENT_ID);
    const island = (
      element?.getAttribute('type') === 'application/json' ? JSON.parse(element.textContent ?? '') : null
    ) as Record<string, unknown>;
    const { language, now, fallback, sections, remotes, manifests = {} } = island; // throws on null: no island
    return island.ssrContractVersion === ISLAND_CONTRACT_VERSION &&
      (language === 'en' || language === 'es') &&
      Number.isFinite(now) &&
      isRecord(fallback) &&
      isRecord(sections) &&
      isRecord(remotes) &&
      Object.values(sections).every(
        (state) => state === 'rendered' || state === 'static' || state === 'deferred',
      ) &&
      isRecord(manifests) &&
      [...Object.values(remotes), ...Object.values(manifests)].every((text) => typeof text === 'string')
      ? (island as unknown as SsrIsland)
      : null;
  } catch {
    return null;
  }
}

let island: SsrIsland | null | undefined;

/** This page's island, read once (main.js and the app both ask). */
export function pageIsland(): SsrIsland | null {
  if (island === undefined) island = readIsland(document);
  return island;
}
