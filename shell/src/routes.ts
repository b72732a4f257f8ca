import { matchRoutes } from 'react-router-dom';
import { SITE_PAGES, type SitePage } from '@ministry/contracts/pages';

/**
 * Which remote module renders each address comes from the page manifest (packages/contracts/src/
 * pages.ts, also read by the pages service for heads and the sitemap): the shell composes, remotes own
 * screens. The shell itself renders `/not-found` and every unknown address.
 */
export type RemoteRouteDefinition = Pick<SitePage, 'path' | 'module'>;

const route = ({ path, module }: SitePage): RemoteRouteDefinition => ({ path, module });

/** Routes inside the site layout (header, main, footer). */
export const SITE_ROUTES: RemoteRouteDefinition[] = SITE_PAGES.filter((page) => !page.fullScreen).map(route);

/** Full-screen routes, without the site layout. */
export const FULL_SCREEN_ROUTES: RemoteRouteDefinition[] = SITE_PAGES.filter((page) => page.fullScreen).map(
  route,
);

/** The remote module that renders an address, if a remote renders it (as the router matches it). */
export function moduleForPath(pathname: string): string | undefined {
  return matchRoutes([...FULL_SCREEN_ROUTES, ...SITE_ROUTES], pathname)?.[0]?.route.module;
}
