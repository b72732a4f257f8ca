import { join } from 'node:path';
import { number, object, string } from 'yup';
import { isWebAddress, readEnv, refuseProblems } from '@ministry/kit/config';
import type { LogLevel } from '@ministry/kit/logger';

/**
 * Every time limit of the pages service, in ms: the one table (the first two can be set from the
 * environment). The gateway waits 2 s for a page, then serves the plain index.html: `answerMs` keeps
 * a page under it, whatever failed on the way.
 */
export const TIMINGS = {
  /** The whole server render, timed in the main thread (SSR_BUDGET_MS); over it, rendered in the browser. */
  renderMs: 1200,
  /** One section's module and data (SSR_SECTION_BUDGET_MS); over it, that section is rendered in the browser. */
  sectionMs: 700,
  /** The shell's renderPage in the worker; what is not ready then is rendered in the browser. */
  renderPageMs: 1000,
  /** One fetch of a manifest, an entry, a chunk or a style sheet in the worker. */
  codeFetchMs: 2000,
  /** The whole answer: a head's own reads (the render did not read its data) get what is left of it. */
  answerMs: 1800,
  /** The first screen's picture, read to be put in the HTML (ssr/inline-picture.ts); without it in time, a link. */
  inlinePictureMs: 250,
  /** A head's own read, at most (and never past `answerMs`). */
  headReadMs: 800,
  /** A member's session (her header and saved language); without it the browser asks, in English. */
  memberSessionMs: 300,
  /** index.html, the remote map and the manifests: a copy is used this long before it is revalidated… */
  revalidateMs: 2000,
  /** …and one read of them may take this long (the last good copy otherwise). */
  sourceReadMs: 1000,
  /** A new render worker loads the shell and warms every section within this, or is not used. */
  warmUpMs: 10_000,
  /** An old worker finishes its renders within this, then is terminated. */
  drainMs: 10_000,
  /** A worker that died or kept timing out is started again 1, 2, 4 … s later, at most 30 s. */
  restartBaseMs: 1000,
  restartMaxMs: 30_000,
  /** The first worker's start is tried again 0.5, 1, 2, 4 … s apart, at most 5 s (the gateway starts after it). */
  warmRetryBaseMs: 500,
  warmRetryMaxMs: 5000,
  /** One /sitemap.xml is answered again for this long. */
  sitemapKeptMs: 60_000,
  /** SIGTERM: the pages in flight get this long, then the process exits. */
  shutdownMs: 10_000,
};

export type Timings = typeof TIMINGS;

/** Pages the worker renders at once, and pages that may wait for a place (SSR_MAX_RENDERS, SSR_MAX_QUEUED). */
export const DEFAULT_MAX_RENDERS = 4;
export const DEFAULT_MAX_QUEUED = 32;

/** What the pages service reads from its environment, once, at start. */
export interface PagesConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** Where `/metrics` is served (METRICS_PORT, a listener apart from the pages); none when unset. */
  metricsPort?: number;
  logLevel: LogLevel;
  /** The site's public origin, for every absolute address (canonical, alternates, og:url, sitemap). */
  siteUrl: string;
  /**
   * Where the shell's built index.html is: a file (`shell/dist/index.html` locally) or an address of
   * it (the gateway's, `http://gateway:8082/index.html`), so a shell release is seen at once.
   */
  shellIndex: string;
  /**
   * The gateway's internal listener (SSR_API_ORIGIN): every API read of this service goes there, by
   * the paths the browser uses (micro-cached, stale while a service errs, the navigation's
   * X-Request-Id kept). It reaches no service directly. Empty (tests): none is made.
   */
  apiOrigin: string;
  /** The ministry's profiles on social networks (JSON-LD `sameAs`); none: the published details' links. */
  socialProfiles: string[];
  timings: Timings;
  /** Server rendering of the public pages' first screen (src/ssr, README "How it renders"). */
  ssr: SsrConfig;
}

export interface SsrConfig {
  /** Off: every page is the shell's index.html with its head, rendered in the browser. */
  enabled: boolean;
  /** The remote map the browser uses (name → manifest address), normally the gateway's /remotes.json. */
  remoteMapUrl: string;
  /**
   * Where the frontends' files are fetched from (the gateway): manifests, server entries and chunks,
   * style sheets. The only origin remote code is loaded from (with SITE_URL for the map's entries).
   */
  frontendOrigin: string;
  /** The shell's server manifest (its `metaData.shellBuild` must match index.html's shell-build). */
  shellServerManifest: string;
  /** The render worker's heap (it is restarted, and the page rendered in the browser, when it runs out). */
  workerHeapMb: number;
  /** Pages the worker renders at once; more wait in line (a burst must not sink the worker). */
  maxRenders: number;
  /** Pages that may wait for the worker (within the budget); beyond, they are rendered in the browser. */
  maxQueued: number;
}

/** The shell's build in this checkout, from `dist/config.js` (or `src/` in tests). */
const LOCAL_SHELL_INDEX = join(__dirname, '..', '..', '..', 'shell', 'dist', 'index.html');
const PLACEHOLDER = /replace|example|your[-_]/i;

const webAddress = (name: string) =>
  string().test('web-address', `${name} must be a web address (http:// or https://)`, isWebAddress);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PagesConfig {
  const production = env.NODE_ENV === 'production';
  const schema = object({
    NODE_ENV: string().oneOf(['development', 'test', 'production']).default('development'),
    PORT: number().integer().min(1).max(65535).default(4006),
    METRICS_PORT: number().integer().min(1).max(65535),
    LOG_LEVEL: string().oneOf(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    SITE_URL: production
      ? webAddress('SITE_URL').required('SITE_URL is required in production (the public address of the site)')
      : webAddress('SITE_URL').default('http://localhost:8080'),
    SHELL_INDEX: production
      ? string().required(
          "SHELL_INDEX is required in production (the shell's index.html: http://gateway:8082/index.html or a file)",
        )
      : string().default(LOCAL_SHELL_INDEX),
    SSR_API_ORIGIN: webAddress('SSR_API_ORIGIN').default('http://localhost:8082'),
    SOCIAL_PROFILES: string().default(''),
    SSR: string().oneOf(['on', 'off', 'true', 'false', '1', '0']).default('on'),
    REMOTE_MAP_URL: webAddress('REMOTE_MAP_URL').default('http://localhost:8080/remotes.json'),
    FRONTEND_ORIGIN: webAddress('FRONTEND_ORIGIN').default('http://localhost:8080'),
    SHELL_SERVER_MANIFEST: webAddress('SHELL_SERVER_MANIFEST').optional(),
    SSR_BUDGET_MS: number().integer().min(100).max(10_000).default(TIMINGS.renderMs),
    SSR_SECTION_BUDGET_MS: number().integer().min(50).max(10_000).default(TIMINGS.sectionMs),
    SSR_WORKER_HEAP_MB: number().integer().min(64).max(4096).default(256),
    SSR_MAX_RENDERS: number().integer().min(1).max(64).default(DEFAULT_MAX_RENDERS),
    SSR_MAX_QUEUED: number().integer().min(0).max(1000).default(DEFAULT_MAX_QUEUED),
  });
  const raw = readEnv(schema, env);
  const socialProfiles = raw.SOCIAL_PROFILES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  refuseProblems([
    production && PLACEHOLDER.test(raw.SITE_URL)
      ? 'SITE_URL is still an example value: set the public address'
      : null,
    ...socialProfiles.map((profile) =>
      /^https:\/\/\S+$/.test(profile)
        ? null
        : `SOCIAL_PROFILES has '${profile}', which is not an https:// address`,
    ),
  ]);
  const frontendOrigin = new URL(raw.FRONTEND_ORIGIN).origin;
  return {
    nodeEnv: raw.NODE_ENV as PagesConfig['nodeEnv'],
    port: raw.PORT,
    ...(raw.METRICS_PORT !== undefined && { metricsPort: raw.METRICS_PORT }),
    logLevel: raw.LOG_LEVEL as LogLevel,
    siteUrl: raw.SITE_URL.replace(/\/+$/, ''),
    shellIndex: raw.SHELL_INDEX,
    apiOrigin: new URL(raw.SSR_API_ORIGIN).origin,
    socialProfiles,
    timings: { ...TIMINGS, renderMs: raw.SSR_BUDGET_MS, sectionMs: raw.SSR_SECTION_BUDGET_MS },
    ssr: {
      enabled: ['on', 'true', '1'].includes(raw.SSR),
      remoteMapUrl: raw.REMOTE_MAP_URL,
      frontendOrigin,
      shellServerManifest: raw.SHELL_SERVER_MANIFEST ?? `${frontendOrigin}/server/mf-manifest.json`,
      workerHeapMb: raw.SSR_WORKER_HEAP_MB,
      maxRenders: raw.SSR_MAX_RENDERS,
      maxQueued: raw.SSR_MAX_QUEUED,
    },
  };
}
