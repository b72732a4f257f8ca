/**
 * Server rendering of the first screen: what the pages service, the shell's server module and each
 * remote's server modules agree on. Isomorphic: no React, no Node.
 *
 * How it fits together (docs/ARCHITECTURE.md, "Server rendering"): the pages service loads the shell's
 * server container and the address's section (`<remote>/<Module>`, the same id the browser loads)
 * through Module Federation's Node runtime, runs the section's `serverData` to fill the SWR fallback,
 * has the shell render the page, and writes the result with an `SsrIsland` the browser hydrates from.
 */
import type { Language } from './language';

/**
 * Bumped when anything below changes incompatibly. Every server build writes it into its manifest
 * (`metaData.ssrContractVersion`); the pages service renders in the browser a section whose server
 * build declares another.
 */
export const SSR_CONTRACT_VERSION = '1';

/** The id of the `<script type="application/json">` block that carries the island to the browser. */
export const SSR_ISLAND_ELEMENT_ID = 'ssr-data';

/**
 * The global through which a server-rendered document's inline script hands the shell what was tapped
 * and typed before the page was hydrated (the pages service writes it, the shell replays it).
 */
export const SSR_EARLY_TAPS_GLOBAL = '__earlyTaps';

/**
 * On `<html>` of a page served to someone the gateway found no signed-in member for (identity said so,
 * or there is no session cookie): the browser takes the session to be none without asking
 * `GET /api/auth/user`, which would answer 401. A server-rendered page says it in its island instead.
 */
export const SSR_VISITOR_ATTRIBUTE = 'data-visitor';

/** The digest React gets for a section that threw while rendering on the server: the browser renders it. */
export const SSR_SECTION_ERROR_DIGEST = 'ssr-section';

/**
 * The API reads a section's `serverData` may make: public, the same for every visitor, GET only.
 * Anything else is refused (the server never forwards a visitor's cookie).
 */
export const SSR_API_READS = [
  '/api/products',
  '/api/events',
  '/api/resources',
  '/api/site-content',
  '/api/giving/funds',
  '/api/subscription/config',
  // The care service's public catalogue: its session types and its counselors' profiles.
  '/api/care/session-types',
  '/api/care/counselors',
  // The announcements' public archive and the lists a visitor may join (identity's outreach).
  '/api/announcements',
  '/api/mailing-lists',
] as const;

/** True when `path` (with its query) is one of the allowed reads or below one. */
export function isSsrApiRead(path: string): boolean {
  const pathname = path.split('?')[0] ?? '';
  return SSR_API_READS.some((read) => pathname === read || pathname.startsWith(`${read}/`));
}

/** What a section's `serverData` is given. */
export interface ServerDataContext {
  /** The page's address as the visitor asked for it: path and query (`/events?date=2026-12-03`). */
  url: string;
  /** The address's parameters as the page manifest names them (`{ id, date }` for an occurrence). */
  params: Readonly<Record<string, string>>;
  language: Language;
  /** The render's clock (epoch ms); the browser's first render uses the same value (`useNow`). */
  now: number;
  /**
   * GETs an allowed API read and stores its JSON in the SWR fallback under `key` (default: the path,
   * which is the key every hook of the site uses). A 404 is stored as `null` and returned as `null`;
   * any other failure throws, and the section is then rendered in the browser.
   */
  get<T = unknown>(path: string, key?: string): Promise<T | null>;
  /** The address names nothing (a product or occurrence that does not exist): the page answers 404. */
  notFound(): void;
}

/**
 * A remote's server module for one exposed section (`src/ssr/<page>.ssr.ts(x)`, exposed under the same
 * name as the browser's `exposes`): the section itself and the data its first screen shows.
 * `Component` is the React component type (contracts do not depend on React).
 */
export interface ServerSectionModule<Component = unknown> {
  default: Component;
  serverData?: (context: ServerDataContext) => Promise<void>;
  /**
   * `true` when nothing in the section answers a tap but its links (text, pictures, cards): the
   * browser keeps the server's HTML of it and loads no code for it until she changes the language or
   * leaves the page (SectionState 'static').
   */
  staticSection?: boolean;
}

/**
 * The one way a `*.ssr.tsx` declares its section: the browser's page itself, and the public API reads
 * its first screen shows. `reads` is the paths (each stored under itself, the key its hook reads), or
 * for reads that depend on the address a function of the context (which may call `notFound()`).
 * The file then exports `section.default` and `section.serverData` (Module Federation exposes a
 * module's own exports).
 */
export function serverSection<Component>(
  page: Component,
  reads: readonly string[] | ((context: ServerDataContext) => Promise<void>),
): Required<Omit<ServerSectionModule<Component>, 'staticSection'>> {
  return {
    default: page,
    serverData:
      typeof reads === 'function'
        ? reads
        : async (context) => {
            await Promise.all(reads.map((path) => context.get(path)));
          },
  };
}

/**
 * What the server rendered for each section id: rendered there (the browser hydrates it), rendered
 * there and kept as it is (`static`: the browser loads no code for it), or left to the browser.
 */
export type SectionState = 'rendered' | 'static' | 'deferred';

/** The island: what the browser needs to continue exactly where the server stopped. */
export interface SsrIsland {
  ssrContractVersion: string;
  language: Language;
  now: number;
  /** SWR keys → the JSON the server rendered from (`null`: not found). */
  fallback: Record<string, unknown>;
  sections: Record<string, SectionState>;
  /** The remote map the server used (name → manifest URL), so the browser loads the same versions. */
  remotes: Record<string, string>;
  /** The rendered sections' remotes' manifests (manifest URL as in `remotes` → JSON text): not fetched again. */
  manifests?: Record<string, string>;
}

/** What the shell's server module renders (its `renderPage`); `Component` as above. */
export interface RenderPageInput<Component = unknown> {
  url: string;
  language: Language;
  now: number;
  fallback: Record<string, unknown>;
  /** Section id → its component, or 'deferred' (the page renders the section's placeholder). */
  sections: Record<string, Component | 'deferred'>;
  /** Aborts the render after this long (what is not ready is then rendered in the browser). */
  timeoutMs: number;
}

export interface RenderPageOutput {
  html: string;
  /** Messages of sections that threw while rendering (each then renders in the browser). */
  errors: string[];
}
