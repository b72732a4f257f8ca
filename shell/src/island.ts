import type { SectionState, SsrIsland } from '@ministry/contracts/ssr';

/**
 * `SSR_ISLAND_ELEMENT_ID`, `SSR_CONTRACT_VERSION` and `SSR_SECTION_ERROR_DIGEST` of
 * `@ministry/contracts/ssr`, written out: this module runs in main.js before the async boundary
 * (index.ts), where no shared module (the contracts are one) can be loaded yet, and loading that one
 * later would add a request to every first visit. A test keeps them equal to the contract's.
 */
export const ISLAND_ELEMENT_ID = 'ssr-data';
export const ISLAND_CONTRACT_VERSION = '1';
export const SECTION_ERROR_DIGEST = 'ssr-section';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSectionState = (value: unknown): value is SectionState =>
  value === 'rendered' || value === 'deferred';

/**
 * The island the pages service wrote into a page it rendered (`<script type="application/json"
 * id="ssr-data">`), checked field by field; null when there is none, it does not parse, it has any
 * other shape or it was written for another contract version: the page is then rendered in the
 * browser as before.
 */
export function readIsland(doc: Document): SsrIsland | null {
  const element = doc.getElementById(ISLAND_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  if (!isRecord(value) || value.ssrContractVersion !== ISLAND_CONTRACT_VERSION) return null;
  const { language, now, fallback, sections, remotes } = value;
  if (language !== 'en' && language !== 'es') return null;
  if (typeof now !== 'number' || !Number.isFinite(now)) return null;
  if (!isRecord(fallback) || !isRecord(sections) || !isRecord(remotes)) return null;
  if (!Object.values(sections).every(isSectionState)) return null;
  if (!Object.values(remotes).every((url) => typeof url === 'string')) return null;
  return {
    ssrContractVersion: ISLAND_CONTRACT_VERSION,
    language,
    now,
    fallback,
    sections: sections as Record<string, SectionState>,
    remotes: remotes as Record<string, string>,
  };
}

let island: SsrIsland | null | undefined;

/** This page's island, read once (main.js and the app both ask). */
export function pageIsland(): SsrIsland | null {
  if (island === undefined) island = readIsland(document);
  return island;
}
