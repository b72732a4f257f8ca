// What the pages service does with a section, in small: run its serverData with a context that
// answers from fixtures, then render the page inside the providers the shell's server render uses.
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter, Route, Routes, StaticRouter } from 'react-router-dom';
import type { Language } from '@ministry/contracts/language';
import type { ServerDataContext, ServerSectionModule } from '@ministry/contracts/ssr';
import i18n from '@ministry/platform/i18n';
import { PlatformProvider, type ServerStart } from '@ministry/platform/platform-provider';

export interface Address {
  /** Path and query, as the visitor asked. */
  url: string;
  /** The route as the shell declares it (`/events/:id/:date`). */
  route: string;
  params?: Record<string, string>;
  language: Language;
  now: number;
}

export interface ServerRun {
  start: ServerStart;
  /** The API paths read, in order. */
  reads: string[];
  notFound: boolean;
}

/**
 * Runs a section's serverData as the pages service does: each read answered by `api` (undefined
 * stands for a 404, stored as null), the JSON kept under the read's key.
 */
export async function runServerData(
  section: ServerSectionModule<ComponentType>,
  address: Address,
  api: (path: string) => unknown,
): Promise<ServerRun> {
  const fallback: Record<string, unknown> = {};
  const run: ServerRun = { start: { now: address.now, fallback }, reads: [], notFound: false };
  const context: ServerDataContext = {
    url: address.url,
    params: address.params ?? {},
    language: address.language,
    now: address.now,
    get: <T,>(path: string, key = path) => {
      run.reads.push(path);
      const body = api(path);
      fallback[key] = body === undefined ? null : body;
      return Promise.resolve((fallback[key] ?? null) as T | null);
    },
    notFound: () => {
      run.notFound = true;
    },
  };
  await section.serverData?.(context);
  return run;
}

/**
 * The page at its address as the server renders it (`StaticRouter`, as the shell's server render)
 * or as the browser hydrates it (a history router: `MemoryRouter` here, the browser's in the shell).
 */
export function serverPage(
  Page: ComponentType,
  address: Address,
  start: ServerStart,
  side: 'server' | 'browser' = 'server',
): ReactElement {
  const routes = (
    <Routes>
      <Route path={address.route} element={<Page />} />
    </Routes>
  );
  return (
    <PlatformProvider
      i18n={i18n.cloneInstance({ lng: address.language, initAsync: false })}
      serverStart={start}
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

/** The text a reader of the HTML sees, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}
