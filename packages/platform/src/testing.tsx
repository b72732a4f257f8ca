// Test helpers for the shell and the remotes (imported by tests only, never by app code).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import i18n from '@ministry/platform/i18n';
import { swrConfig } from '@ministry/platform/swr-config';
import { ToastViewport } from '@ministry/platform/toast';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** The answer's headers; an `X-Api-Contract: 2` (a current service's) unless given. */
  headers?: Record<string, string>;
}

/** A stand-in for a Response's headers (jsdom has no fetch), names case-insensitive. */
export function fakeHeaders(headers: Record<string, string> = { 'X-Api-Contract': '2' }): Headers {
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
