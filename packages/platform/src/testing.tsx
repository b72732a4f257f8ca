// Test helpers for the shell and the remotes (imported by tests only, never by app code).
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Language } from '@ministry/contracts/language';
import type { ServerDataContext, ServerSectionModule } from '@ministry/contracts/ssr';
import i18n, { loadTexts } from '@ministry/platform/i18n';
import { PlatformProvider, type ServerStart } from '@ministry/platform/platform-provider';
import { CURRENT_USER_KEY } from '@ministry/platform/session';
import { swrConfig } from '@ministry/platform/swr-config';
import { ToastViewport } from '@ministry/platform/toast';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** The answer's headers (none unless given). */
  headers?: Record<string, string>;
}

/** A stand-in for a Response's headers (jsdom has no fetch), names case-insensitive. */
export function fakeHeaders(headers: Record<string, string> = {}): Headers {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name: string) => byName.get(name.toLowerCase()) ?? null } as Headers;
}

export type Handler = (
  url: string,
  init: RequestInit | undefined,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** Replaces fetch: each call goes to the handler (a 404 when it has no answer); the calls are recorded. */
export function mockFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = (await handler(url, init)) ?? { status: 404, body: { message: 'Not found.' } };
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: fakeHeaders(answer.headers),
      text: async () => text,
    } as Response;
  }) as typeof fetch;
  return calls;
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/** A page as the shell shows it (for remotes' component tests): translations, a fresh data cache, toasts, a router at `path`. */
export function renderPage(element: ReactNode, path = '/', routePath = path.split(/[?#]/)[0] ?? '/') {
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...swrConfig, onError: () => undefined, provider: () => new Map() }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="/login" element={<h1>Login page</h1>} />
            <Route path="/not-found" element={<h1>404 Page Not Found</h1>} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <Where />
        </MemoryRouter>
        <ToastViewport />
      </SWRConfig>
    </I18nextProvider>,
  );
}

// ---- A remote's server module rendered as the pages service renders it ----

export type SectionModule = ServerSectionModule<ComponentType>;

/** The default clock of a server render: Friday 27 November 2026, 10:00 in New York. */
export const SERVER_NOW = Date.UTC(2026, 10, 27, 15);

/** The request a section is rendered for. */
export interface ServerAddress {
  /** Path and query, as the visitor asked. */
  url: string;
  /** The route as the shell declares it (`/events/:id/:date`); the url's path unless given. */
  route?: string;
  params?: Record<string, string>;
  language: Language;
  /** `SERVER_NOW` unless given. */
  now?: number;
  /**
   * A visitor (the default): the pages service tells her page that nobody is signed in. A member's
   * page gets nothing of hers from the server: her browser reads her session after hydration.
   */
  visitor?: boolean;
}

/**
 * The API as the section's reads meet it: answers by path (a path not there fails the render, as an
 * unexpected read should; null is a 404), or a function answering each path (undefined is a 404).
 */
export type ServerApi = Record<string, unknown> | ((path: string) => unknown);

/** What the server did: the API paths read in order, the data it hands the browser, a 404. */
export interface ServerRun {
  reads: string[];
  /** The clock and, under each read's key, what the read answered. */
  start: ServerStart;
  notFound: boolean;
}

function answer(api: ServerApi, path: string): unknown {
  if (typeof api === 'function') return api(path) ?? null;
  if (!(path in api)) throw new Error(`unexpected read: ${path}`);
  return api[path] ?? null;
}

/** Runs a section's serverData as the pages service does, each read answered by `api` and kept under its key. */
export async function runServerData(
  section: SectionModule,
  address: ServerAddress,
  api: ServerApi = {},
): Promise<ServerRun> {
  const fallback: Record<string, unknown> = {};
  const run: ServerRun = { reads: [], start: { now: address.now ?? SERVER_NOW, fallback }, notFound: false };
  const context: ServerDataContext = {
    url: address.url,
    params: address.params ?? {},
    language: address.language,
    now: run.start.now,
    async get<T>(path: string, key = path): Promise<T | null> {
      run.reads.push(path);
      fallback[key] = answer(api, path);
      return fallback[key] as T | null;
    },
    notFound: () => {
      run.notFound = true;
    },
  };
  await section.serverData?.(context);
  // A server has the texts of both languages; a test's browser loads the page's.
  await loadTexts(address.language);
  return run;
}

/**
 * The section's page at its address inside the providers of the shell's server render, started from
 * `start`: with a static router as the server renders it, or a history router as the browser hydrates
 * it (the same markup).
 */
export function serverPage(
  section: SectionModule,
  address: ServerAddress,
  start: ServerStart,
  side: 'server' | 'browser' = 'server',
): ReactElement {
  const Page = section.default;
  const routes = (
    <Routes>
      <Route path={address.route ?? address.url.split('?')[0]!} element={<Page />} />
    </Routes>
  );
  const fallback =
    address.visitor === false ? start.fallback : { [CURRENT_USER_KEY]: null, ...start.fallback };
  return (
    <PlatformProvider
      i18n={i18n.cloneInstance({ lng: address.language, initAsync: false })}
      serverStart={{ ...start, fallback }}
      freshCache
    >
      {side === 'server' ? (
        <StaticRouter location={address.url}>{routes}</StaticRouter>
      ) : (
        <MemoryRouter initialEntries={[address.url]}>{routes}</MemoryRouter>
      )}
    </PlatformProvider>
  );
}

/** serverData, then the HTML the server sends and its text. */
export async function serverRender(
  section: SectionModule,
  address: ServerAddress,
  api: ServerApi = {},
): Promise<ServerRun & { html: string; text: string }> {
  const run = await runServerData(section, address, api);
  const html = renderToString(serverPage(section, address, run.start));
  return { ...run, html, text: textOf(html) };
}

let hydrated: { root: Root; container: HTMLElement } | null = null;

/**
 * In jsdom: the section's server HTML (from serverData answered by `api`) put in the document, then
 * the browser's first render over it with the server's data. React reports any difference between the
 * two with console.error, which fails the test. Tests that use it unmount the page after each test
 * with `unmountServerPage`.
 */
export async function hydrateServerPage(
  section: SectionModule,
  address: ServerAddress,
  api: ServerApi = {},
): Promise<ServerRun> {
  const run = await runServerData(section, address, api);
  const container = document.createElement('div');
  // Rendered in jsdom, SWR believes it is in a browser and warns that its layout effects do not run on
  // a server (in Node it uses plain effects: `serverRender` checks the markup there, warnings
  // included). The markup is the same; only what the hydration says is checked.
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(serverPage(section, address, run.start));
  quiet.mockRestore();
  document.body.append(container);
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrated = {
      root: hydrateRoot(container, serverPage(section, address, run.start, 'browser')),
      container,
    };
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  return run;
}

/** Unmounts and removes the page `hydrateServerPage` put in the document. */
export function unmountServerPage(): void {
  const page = hydrated;
  hydrated = null;
  if (!page) return;
  act(() => page.root.unmount());
  page.container.remove();
}

/** The HTML's text as a reader gets it: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
