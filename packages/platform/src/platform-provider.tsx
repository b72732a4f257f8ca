import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig, type Middleware, type SWRConfiguration } from 'swr';
import i18n from '@ministry/platform/i18n';
import { swrConfig } from '@ministry/platform/swr-config';
import { ToastViewport } from '@ministry/platform/toast';

/**
 * The server-rendered start of a page (issue 31), or none for a page rendered in the browser alone.
 * Kept in this module, not one of its own: every shared module costs bytes on every first visit.
 */
export interface ServerStart {
  /** The render's clock: what "today" means on the first screen, the same on server and browser. */
  now: number;
  /** SWR keys → the data the server rendered from. */
  fallback: Record<string, unknown>;
}

const ServerStartContext = createContext<ServerStart | null>(null);

/** True while the page the server sent is being hydrated (and always on the server). */
const hydrating = () =>
  typeof document === 'undefined' || document.documentElement.dataset.hydrated !== 'true';

/**
 * A key the server filled is not revalidated when it mounts while the page is hydrated: the page
 * shows the server's data without a second request, and SWR reports `isLoading: false` for it on the
 * server and in the hydration render alike (`cachedFor()` turns `revalidateIfStale` on, which otherwise
 * makes SWR report loading). Mounted later (a navigation back to the page), it revalidates as usual.
 */
export function serverDataMiddleware(keys: ReadonlySet<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' && keys.has(key) && hydrating()
        ? { ...config, revalidateOnMount: false }
        : config,
    );
}

/**
 * Everything a page needs around it: translations, the data cache and the toast viewport. On the
 * server (and while hydrating what it sent) it is given the request's own i18next instance and the
 * server's start; a server render also gets a fresh SWR cache per request (`freshCache`).
 */
export function PlatformProvider({
  children,
  i18n: instance = i18n,
  serverStart = null,
  freshCache = false,
}: {
  children: ReactNode;
  i18n?: I18n;
  serverStart?: ServerStart | null;
  freshCache?: boolean;
}) {
  const value: SWRConfiguration = serverStart
    ? {
        ...swrConfig,
        fallback: serverStart.fallback,
        use: [serverDataMiddleware(new Set(Object.keys(serverStart.fallback)))],
        ...(freshCache ? { provider: () => new Map() } : {}),
      }
    : swrConfig;
  return (
    <I18nextProvider i18n={instance}>
      <ServerStartContext.Provider value={serverStart}>
        <SWRConfig value={value}>
          {children}
          <ToastViewport />
        </SWRConfig>
      </ServerStartContext.Provider>
    </I18nextProvider>
  );
}

/**
 * Now, for what a first screen shows ("today" on the calendar): the server's clock on the server and
 * while hydrating its page, so both render the same; the browser's own clock on a page it rendered.
 */
export function useNow(): number {
  const start = useContext(ServerStartContext);
  return start ? start.now : Date.now();
}

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true after: what depends on the visitor (her session,
 * her cart, the current time to the second) renders only once this is true, so the HTML the server
 * sent and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
