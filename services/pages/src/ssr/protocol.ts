import type { Language } from '@ministry/contracts/language';
import type { SectionState } from '@ministry/contracts/ssr';
import type { User } from '@ministry/contracts/user';
import type { Timings } from '../config';

/**
 * What the main thread and a render worker say to each other. One worker is one "generation": the
 * remote map, the manifests and the shell build it was started with; anything new starts another.
 */

/** The worker's `workerData`. */
export interface WorkerStart {
  /** The site's public origin: the browser's addresses (publicPath, images, style sheets). */
  siteUrl: string;
  /** Where the frontends' files are fetched from; the only origin code is loaded from. */
  frontendOrigin: string;
  /** Where sections read the public API: the gateway's internal listener. */
  apiOrigin: string;
  /** The remote map as the browser gets it (name → manifest address, relative or absolute). */
  remotes: Record<string, string>;
  /** The shell's server manifest (on the frontend origin). */
  shellServerManifest: string;
  /** The section ids to load before the worker says it is ready. */
  warm: string[];
  /** The service's table of time limits (the worker uses sectionMs, renderPageMs and codeFetchMs). */
  timings: Pick<Timings, 'sectionMs' | 'renderPageMs' | 'codeFetchMs'>;
}

export interface RenderRequest {
  type: 'render';
  id: number;
  /** Path and query. */
  url: string;
  language: Language;
  now: number;
  /** The request carries a session. */
  member: boolean;
  /**
   * A member's session as identity answered it (her user; null: it has ended), rendered in her header
   * and given to the browser; absent when not known, and the browser asks.
   */
  session?: User | null;
  /** The shell's style sheets, as index.html names them (browser addresses, usually `/1904.ab.css`). */
  shellSheets: string[];
  /** The navigation's id (X-Request-Id), sent with each of its API reads so one visit can be followed. */
  requestId?: string;
}

export interface RenderResult {
  html: string;
  /** The critical CSS for this HTML (one `<style>`), '' when there was none. */
  css: string;
  /** Every full style sheet the page uses (browser addresses), loaded at the end of the body. */
  stylesheets: string[];
  fallback: Record<string, unknown>;
  sections: Record<string, SectionState>;
  status: 200 | 404;
  /** Sections that threw while rendering (the browser renders them). */
  errors: string[];
  /** Sections left to the browser before rendering, and why (not CartBadge, which always is). */
  deferred: { id: string; reason: string }[];
}

/** What the worker found in its share scope before it said it was ready (it refuses anything else). */
export interface ReactCheck {
  copies: number;
  from: string;
  /** The share scope's React is the very module the shell's server code imports. */
  sameAsShell: boolean;
}

export type FromWorker =
  | { type: 'ready'; react?: ReactCheck }
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; error: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; message: string; fields: Record<string, unknown> };
