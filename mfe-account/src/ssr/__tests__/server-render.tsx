// Renders a server module as the pages service does (its serverData with a fake context, then the page
// inside the platform's providers started from that data), for the server and hydration tests.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import type { Language } from '@ministry/contracts/language';
import type { ServerDataContext, ServerSectionModule } from '@ministry/contracts/ssr';
import i18n from '@ministry/platform/i18n';
import { PlatformProvider, type ServerStart } from '@ministry/platform/platform-provider';
import { CURRENT_USER_KEY } from '@ministry/platform/session';
import '../../i18n';

/** The render's clock: Friday 27 November 2026, 10:00 in New York. */
export const NOW = Date.UTC(2026, 10, 27, 15);

export type SectionModule = ServerSectionModule<ComponentType>;

/** What the server did: the API reads (paths) and the start it hands the browser. */
export interface ServerRun {
  reads: string[];
  start: ServerStart;
}

/**
 * Runs `serverData` with a context that answers each read from `api` (a path it lacks fails, as an
 * unexpected read should) and records it. The fallback starts with a visitor's session, as the pages
 * service's does for a request without a session cookie; a member's request (`visitor` false) has
 * none: the server never reads her session, her browser does after hydration.
 */
export async function runServerData(
  module: SectionModule,
  url: string,
  language: Language,
  api: Record<string, unknown> = {},
  visitor = true,
): Promise<ServerRun> {
  const reads: string[] = [];
  const fallback: Record<string, unknown> = visitor ? { [CURRENT_USER_KEY]: null } : {};
  const context: ServerDataContext = {
    url,
    params: {},
    language,
    now: NOW,
    async get<T>(path: string, key = path): Promise<T | null> {
      reads.push(path);
      if (!(path in api)) throw new Error(`unexpected read: ${path}`);
      const value = (api[path] ?? null) as T | null;
      fallback[key] = value;
      return value;
    },
    notFound: () => undefined,
  };
  await module.serverData?.(context);
  return { reads, start: { now: NOW, fallback } };
}

/**
 * The page as the shell renders it on the server (a static router) or as the browser hydrates it (a
 * memory router at the same address: the same markup).
 */
export function pageTree(
  module: SectionModule,
  url: string,
  language: Language,
  start: ServerStart,
  side: 'server' | 'browser' = 'server',
) {
  const Section = module.default;
  const router = (children: ReactNode) =>
    side === 'server' ? (
      <StaticRouter location={url}>{children}</StaticRouter>
    ) : (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
  return (
    <PlatformProvider
      i18n={i18n.cloneInstance({ lng: language, initAsync: false })}
      serverStart={start}
      freshCache
    >
      {router(<Section />)}
    </PlatformProvider>
  );
}

/** serverData, then the HTML the server sends. */
export async function serverRender(
  module: SectionModule,
  url: string,
  language: Language,
  api: Record<string, unknown> = {},
  visitor = true,
): Promise<ServerRun & { html: string; text: string }> {
  const run = await runServerData(module, url, language, api, visitor);
  const html = renderToString(pageTree(module, url, language, run.start));
  return { ...run, html, text: textOf(html) };
}

/** The HTML's text as a reader gets it: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
