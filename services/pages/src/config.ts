import { join } from 'node:path';
import { number, object, string } from 'yup';
import { isWebAddress, readEnv, refuseProblems } from '@ministry/kit/config';
import type { LogLevel } from '@ministry/kit/logger';
import { DEFAULT_MAX_QUEUED, DEFAULT_MAX_RENDERS } from './ssr/generations';

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
   * Where the shell's built index.html is: a file (`shell/dist/index.html` locally) or the shell
   * container's address of it (`http://shell:8080/index.html`), so a shell release is seen at once.
   */
  shellIndex: string;
  /** Base URLs of the services whose public APIs give the data (no trailing slash). */
  eventsApiUrl: string;
  shopApiUrl: string;
  /** The content service, whose published ministry details the heads and JSON-LD show; empty (tests): the seed's. */
  contentApiUrl: string;
  /** How long a data call may take before the page is answered with its generic head. */
  dataTimeoutMs: number;
  /** The ministry's profiles on social networks (JSON-LD `sameAs`); none: the published details' links. */
  socialProfiles: string[];
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
  /** Where sections read the public API (the gateway: micro-cached, stale while a service errs). */
  apiOrigin: string;
  /** Where a member's saved language is read (`GET /api/auth/user` with the session cookie only). */
  identityApiUrl: string;
  /** The whole server render, timed in the main thread; over it, the page is rendered in the browser. */
  budgetMs: number;
  /** One section's module and data; over it, that section is rendered in the browser. */
  sectionBudgetMs: number;
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
          "SHELL_INDEX is required in production (the shell's index.html: http://shell:8080/index.html or a file)",
        )
      : string().default(LOCAL_SHELL_INDEX),
    EVENTS_API_URL: webAddress('EVENTS_API_URL').default('http://127.0.0.1:4003'),
    SHOP_API_URL: webAddress('SHOP_API_URL').default('http://127.0.0.1:4004'),
    CONTENT_API_URL: webAddress('CONTENT_API_URL').default(
      env.NODE_ENV === 'test' ? '' : 'http://127.0.0.1:4002',
    ),
    DATA_TIMEOUT_MS: number().integer().min(50).max(5000).default(800),
    SOCIAL_PROFILES: string().default(''),
    SSR: string().oneOf(['on', 'off', 'true', 'false', '1', '0']).default('on'),
    REMOTE_MAP_URL: webAddress('REMOTE_MAP_URL').default('http://localhost:8080/remotes.json'),
    FRONTEND_ORIGIN: webAddress('FRONTEND_ORIGIN').default('http://localhost:8080'),
    SHELL_SERVER_MANIFEST: webAddress('SHELL_SERVER_MANIFEST').optional(),
    SSR_API_ORIGIN: webAddress('SSR_API_ORIGIN').default('http://localhost:8082'),
    IDENTITY_API_URL: webAddress('IDENTITY_API_URL').default('http://127.0.0.1:4001'),
    SSR_BUDGET_MS: number().integer().min(100).max(10_000).default(1200),
    SSR_SECTION_BUDGET_MS: number().integer().min(50).max(10_000).default(700),
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
  return {
    nodeEnv: raw.NODE_ENV as PagesConfig['nodeEnv'],
    port: raw.PORT,
    ...(raw.METRICS_PORT !== undefined && { metricsPort: raw.METRICS_PORT }),
    logLevel: raw.LOG_LEVEL as LogLevel,
    siteUrl: raw.SITE_URL.replace(/\/+$/, ''),
    shellIndex: raw.SHELL_INDEX,
    eventsApiUrl: raw.EVENTS_API_URL.replace(/\/+$/, ''),
    shopApiUrl: raw.SHOP_API_URL.replace(/\/+$/, ''),
    contentApiUrl: raw.CONTENT_API_URL.replace(/\/+$/, ''),
    dataTimeoutMs: raw.DATA_TIMEOUT_MS,
    socialProfiles,
    ssr: {
      enabled: ['on', 'true', '1'].includes(raw.SSR),
      remoteMapUrl: raw.REMOTE_MAP_URL,
      frontendOrigin: new URL(raw.FRONTEND_ORIGIN).origin,
      shellServerManifest:
        raw.SHELL_SERVER_MANIFEST ?? `${new URL(raw.FRONTEND_ORIGIN).origin}/server/mf-manifest.json`,
      apiOrigin: new URL(raw.SSR_API_ORIGIN).origin,
      identityApiUrl: raw.IDENTITY_API_URL.replace(/\/+$/, ''),
      budgetMs: raw.SSR_BUDGET_MS,
      sectionBudgetMs: raw.SSR_SECTION_BUDGET_MS,
      workerHeapMb: raw.SSR_WORKER_HEAP_MB,
      maxRenders: raw.SSR_MAX_RENDERS,
      maxQueued: raw.SSR_MAX_QUEUED,
    },
  };
}
