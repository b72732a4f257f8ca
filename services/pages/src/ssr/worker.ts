/**
 * One render generation (see generations.ts): a Module Federation host in a worker thread that loads
 * the shell's server container and the sections' server modules over HTTP from the frontend origin,
 * and renders pages on request. Never imported by the main thread: React lives only here.
 */
import { parentPort, workerData } from 'node:worker_threads';
import vm from 'node:vm';
import type { PageMatch } from '@ministry/contracts/pages';
import { siteContentPath } from '@ministry/contracts/site-content';
import {
  type RenderPageInput,
  type RenderPageOutput,
  type SectionState,
  type ServerSectionModule,
} from '@ministry/contracts/ssr';
import { cachedSheets, criticalCss } from './critical-css';
import { dataContext } from './data-context';
import {
  checkManifest,
  cssOfExpose,
  guardedFetch,
  locateRemote,
  locateShell,
  onFrontendOrigin,
  type MinistrySsrGlobal,
  type RemoteLocation,
} from './federation';
import type { FromWorker, ReactCheck, RenderRequest, RenderResult, WorkerStart } from './protocol';

// The package's types claim to be ESM only; its `require` entry is CommonJS (dist/index.cjs).
type Runtime = typeof import('@module-federation/runtime', { with: { 'resolution-mode': 'import' } });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createInstance } = require('@module-federation/runtime') as Runtime;
type ModuleFederation = ReturnType<Runtime['createInstance']>;

/** The shell's `./ssr` module. */
interface ShellServerModule {
  renderPage(input: RenderPageInput): Promise<RenderPageOutput>;
  matchPage(path: string): PageMatch | null;
  ReactCopy: unknown;
  /** The browser build of this shell keeps a 'static' section's server HTML (an older one would not). */
  keepsStaticSections?: boolean;
}

/** Always rendered in the browser: it shows the visitor's own cart. */
const CART_BADGE = 'shop/CartBadge';
/** The session's SWR key (`@ministry/platform/session`'s CURRENT_USER_KEY). */
const SESSION_KEY = '/api/auth/user';

const start = workerData as WorkerStart;
const port = parentPort;
if (!port) throw new Error('worker.ts runs in a worker thread');
const send = (message: FromWorker) => port.postMessage(message);
const log = (level: 'info' | 'warn' | 'error', message: string, fields: Record<string, unknown> = {}) =>
  send({ type: 'log', level, message, fields });

// SWR decides it runs on a server when it is imported: there must be no window here.
if (typeof (globalThis as { window?: unknown }).window !== 'undefined')
  throw new Error('the render worker must not have a window');

const origins = [`${start.frontendOrigin}/`];
const shell = locateShell(start.shellServerManifest, start.siteUrl, start.frontendOrigin);
const remotes = new Map<string, RemoteLocation>(
  Object.entries(start.remotes).map(([name, entry]) => [
    name,
    locateRemote(entry, start.siteUrl, start.frontendOrigin),
  ]),
);
(globalThis as { __MINISTRY_SSR__?: MinistrySsrGlobal }).__MINISTRY_SSR__ = {
  origins,
  timeoutMs: start.timings.codeFetchMs,
  bases: Object.fromEntries(
    [['shell', shell] as const, ...remotes].map(([name, where]) => [
      name,
      { browser: where.browserBase, server: where.serverBase },
    ]),
  ),
};

const fetchGuarded = (url: string, init?: RequestInit) =>
  guardedFetch(url, origins, start.timings.codeFetchMs, init);
/** Manifests that passed the guard, by the address they were fetched from (for their CSS lists). */
const manifests = new Map<string, ReturnType<typeof checkManifest>>();

const federation: ModuleFederation = createInstance({
  name: 'pages_ssr',
  remotes: [['shell', shell] as const, ...remotes].map(([name, where]) => ({ name, entry: where.manifest })),
  shared: {},
  shareStrategy: 'loaded-first',
  plugins: [
    {
      name: 'ministry-ssr-guard',
      // Manifests come through the host's fetch hook: the origin, the time, the status, the contract.
      async fetch(url: string, init: RequestInit) {
        const response = await fetchGuarded(url, init);
        const text = await response.text();
        manifests.set(url, checkManifest(text, url));
        return new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
      // Entries do not (the runtime's Node loader uses a plain fetch and evaluates any body): load them
      // here with the same guard, evaluated as Node evaluates a module, with a __dirname that does not
      // exist (the node runtime plugin would otherwise look for chunks on this disk first).
      async loadEntry({ remoteInfo }: { remoteInfo: { entry: string; entryGlobalName: string } }) {
        const code = await (await fetchGuarded(remoteInfo.entry)).text();
        const module: { exports: Record<string, unknown> } = { exports: {} };
        const wrapped = `(function (exports, module, require, __dirname, __filename) {${code}\n})`;
        const run = new vm.Script(wrapped, { filename: remoteInfo.entry }).runInThisContext() as (
          ...args: unknown[]
        ) => void;
        run(module.exports, module, require, '/nonexistent-ssr-dir', 'remoteEntry.js');
        const container = module.exports[remoteInfo.entryGlobalName] ?? module.exports;
        (globalThis as Record<string, unknown>)[remoteInfo.entryGlobalName] = container;
        return container as never;
      },
    },
  ],
});

const sheets = cachedSheets(async (href) => {
  const url = onFrontendOrigin(href, start.siteUrl, start.frontendOrigin);
  if (!url) throw new Error(`SSR: a style sheet on another origin: ${href}`);
  return (await fetchGuarded(url)).text();
});

/** Loaded section modules (a failed load is forgotten, so the next render tries again). */
const sectionLoads = new Map<string, Promise<ServerSectionModule>>();
function loadSection(id: string): Promise<ServerSectionModule> {
  let load = sectionLoads.get(id);
  if (!load) {
    load = federation.loadRemote<ServerSectionModule>(id).then((module) => {
      if (!module || typeof module.default !== 'function') throw new Error(`${id} has no default export`);
      return module;
    });
    sectionLoads.set(id, load);
    load.catch(() => sectionLoads.delete(id));
  }
  return load;
}

/** Each section's failure is logged once per reason (every render would repeat it otherwise). */
const logged = new Set<string>();
function deferredOnce(id: string, reason: string) {
  const key = `${id}\n${reason}`;
  if (logged.has(key)) return;
  logged.add(key);
  log('warn', 'section rendered in the browser', { section: id, reason });
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** The section's module and its data within the section budget; else why not. */
async function prepareSection(
  id: string,
  request: RenderRequest,
  params: Record<string, string>,
): Promise<
  | { ok: true; module: ServerSectionModule; fallback: Record<string, unknown>; notFound: boolean }
  | { ok: false; reason: string }
> {
  const controller = new AbortController();
  const fallback: Record<string, unknown> = {};
  const found = { notFound: false };
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`over the section budget (${start.timings.sectionMs} ms)`));
    }, start.timings.sectionMs);
  });
  try {
    const module = await Promise.race([
      (async () => {
        const loaded = await loadSection(id);
        await loaded.serverData?.(
          dataContext(start.apiOrigin, request, params, fallback, controller.signal, found),
        );
        return loaded;
      })(),
      budget,
    ]);
    return { ok: true, module, fallback, notFound: found.notFound };
  } catch (error) {
    controller.abort();
    return { ok: false, reason: firstLine(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** What the shell's layout shows on every page: the footer's ministry details and the site's banner. */
const LAYOUT_READS = [siteContentPath('ministry'), siteContentPath('banner')];

/**
 * The layout's documents, read beside the section within the section budget, so the footer and the
 * banner are rendered with what is published. One that fails is left out: the browser reads it after
 * hydrating (the footer keeps its place meanwhile), and the section is rendered all the same.
 */
async function prepareLayout(request: RenderRequest): Promise<Record<string, unknown>> {
  const controller = new AbortController();
  const fallback: Record<string, unknown> = {};
  const timer = setTimeout(() => controller.abort(), start.timings.sectionMs);
  const context = dataContext(start.apiOrigin, request, {}, fallback, controller.signal, { notFound: false });
  try {
    await Promise.all(LAYOUT_READS.map((path) => context.get(path).catch(() => null)));
  } finally {
    clearTimeout(timer);
  }
  return fallback;
}

async function render(shellModule: ShellServerModule, request: RenderRequest): Promise<RenderResult> {
  const pathname = new URL(request.url, 'http://pages.invalid').pathname;
  const match = shellModule.matchPage(pathname);
  const sections: Record<string, unknown> = { [CART_BADGE]: 'deferred' };
  const states: Record<string, SectionState> = { [CART_BADGE]: 'deferred' };
  const deferred: RenderResult['deferred'] = [];
  // A visitor has no session, and the server knows it; a member's is the one identity answered: the
  // header renders her sign-in link or her menu, and the browser (whose first render reads this same
  // fallback) asks nothing. A member's session not known in time is left to the browser.
  const layout = prepareLayout(request);
  const session = request.member ? request.session : null;
  let fallback: Record<string, unknown> = session === undefined ? {} : { [SESSION_KEY]: session };
  let status: 200 | 404 = match ? 200 : 404;
  let sectionSheets: string[] = [];
  let lazySheets: string[] = [];
  let keepsServerHtml = false;

  if (match) {
    const id = match.page.module;
    const prepared = await prepareSection(id, request, match.params);
    if (prepared.ok) {
      sections[id] = prepared.module.default;
      states[id] = 'rendered';
      keepsServerHtml = prepared.module.staticSection === true;
      fallback = { ...fallback, ...prepared.fallback };
      if (prepared.notFound) status = 404;
      const [remote, module] = id.split('/') as [string, string];
      const where = remotes.get(remote);
      const manifest = where && manifests.get(where.manifest);
      if (where && manifest) {
        sectionSheets = cssOfExpose(manifest, module, where.browserBase, false);
        lazySheets = cssOfExpose(manifest, module, where.browserBase);
      }
    } else {
      sections[id] = 'deferred';
      states[id] = 'deferred';
      deferred.push({ id, reason: prepared.reason });
      deferredOnce(id, prepared.reason);
    }
  }

  fallback = { ...(await layout), ...fallback };
  const output = await shellModule.renderPage({
    url: request.url,
    language: request.language,
    now: request.now,
    fallback,
    sections,
    timeoutMs: start.timings.renderPageMs,
  });
  // Kept as the server wrote it only when all of it was written: a section that threw or ran out of
  // time is rendered by the browser, which needs its code.
  if (match && keepsServerHtml && shellModule.keepsStaticSections && output.errors.length === 0)
    states[match.page.module] = 'static';
  // On the site's own origin, a path: the page may be opened under another host name than SITE_URL.
  const siteOrigin = new URL(start.siteUrl).origin;
  const paths = (hrefs: string[]) => [
    ...new Set(
      hrefs.map((href) => (href.startsWith(`${siteOrigin}/`) ? href.slice(siteOrigin.length) : href)),
    ),
  ];
  // The page links the shell's and the section's own sheets; its critical CSS may also take rules from
  // the sheets of what the section loads later (the browser gets those when it loads that code).
  const stylesheets = paths([...request.shellSheets, ...sectionSheets]);
  let css = '';
  try {
    css = await criticalCss(output.html, paths([...stylesheets, ...lazySheets]), sheets);
  } catch (error) {
    log('warn', 'no critical CSS for this page', { url: request.url, reason: firstLine(error) });
  }
  return {
    html: remoteAssetsAsPaths(output.html, siteOrigin),
    css,
    stylesheets,
    fallback,
    sections: states,
    status,
    errors: output.errors,
    deferred,
  };
}

/**
 * A remote's pictures are rendered at its browser base, which is on SITE_URL's origin: as paths they
 * also load on a page opened under another host name (the CSP allows only the page's own origin), as
 * the browser's own render of them does.
 */
function remoteAssetsAsPaths(html: string, siteOrigin: string): string {
  return html.replaceAll(`${siteOrigin}/remotes/`, '/remotes/');
}

/** One React: the share scope has exactly one `react`, the shell's, and it is the shell module's. */
function checkOneReact(shellModule: ShellServerModule): ReactCheck {
  const scope = (federation.shareScopeMap as Record<string, Record<string, Record<string, unknown>>>).default;
  const versions = Object.values(scope?.react ?? {}) as { from?: string; lib?: () => unknown }[];
  if (versions.length !== 1) throw new Error(`${versions.length} copies of react in the share scope`);
  const [react] = versions;
  if (react?.from !== 'shell')
    throw new Error(`react is provided by ${react?.from ?? 'nobody'}, not the shell`);
  const lib = react.lib?.();
  if (lib !== undefined && lib !== shellModule.ReactCopy) throw new Error("react is not the shell's copy");
  return { copies: versions.length, from: react.from, sameAsShell: lib === shellModule.ReactCopy };
}

async function main() {
  const shellModule = await federation.loadRemote<ShellServerModule>('shell/ssr');
  if (!shellModule || typeof shellModule.renderPage !== 'function')
    throw new Error("the shell's server module has no renderPage");
  // Warm every section now, so the first visitor of each does not pay for its load.
  const warm = await Promise.allSettled(start.warm.map((id) => loadSection(id)));
  warm.forEach((result, index) => {
    if (result.status === 'rejected') deferredOnce(start.warm[index]!, firstLine(result.reason));
  });
  const react = checkOneReact(shellModule);

  port!.on('message', (request: RenderRequest) => {
    if (request.type !== 'render') return;
    render(shellModule, request).then(
      (result) => send({ type: 'rendered', id: request.id, result }),
      (error: unknown) => send({ type: 'failed', id: request.id, error: firstLine(error) }),
    );
  });
  send({ type: 'ready', react });
}

void main().catch((error: unknown) => {
  log('error', 'the render worker could not start', { reason: firstLine(error) });
  // An exception the main thread sees as the worker's 'error' (the generation is not used).
  setImmediate(() => {
    throw error;
  });
});
