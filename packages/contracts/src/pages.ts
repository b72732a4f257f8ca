/**
 * The site's pages (the rows are in page-manifest.ts): the one place that says, for each address the
 * shell routes, which remote module renders it, which texts name it, whether search engines may list
 * it, whether it has the site layout, and whether its first screen is the same for every visitor.
 *
 * Read by the shell (its routes), by the pages service (each address's head and status, the sitemap;
 * the texts themselves are generated from the remotes' locale files, see services/pages/README.md)
 * and by the e2e tests. Isomorphic: no React, no Node.
 */
import { PAGES, type SitePageDefinition, type TextKey } from './page-manifest';

export type { SitePageDefinition, TextKey, Visibility } from './page-manifest';

/**
 * The shell's own page for an address that names nothing: shown at `/not-found` (where the shell
 * sends a visitor) and at any unknown address; the pages service answers both 404.
 */
export const NOT_FOUND_PAGE = {
  path: '/not-found',
  key: 'notFound',
  texts: { title: 'common:notFound.title', description: 'common:notFound.body' },
} as const satisfies Pick<SitePageDefinition, 'path' | 'key' | 'texts'>;

export const NOT_FOUND_PATH = NOT_FOUND_PAGE.path;

/** The site's own texts in every head: the title after each page's, the description of the site, the card's alt text. */
export const SITE_TEXT_KEYS = {
  title: 'common:site.title',
  description: 'common:site.description',
  imageAlt: 'content:meta.ogImageAlt',
} as const satisfies Record<string, TextKey>;

export type PageKey = (typeof PAGES)[number]['key'] | typeof NOT_FOUND_PAGE.key;

export interface SitePage extends SitePageDefinition {
  key: Exclude<PageKey, 'notFound'>;
}

export const SITE_PAGES: readonly SitePage[] = PAGES;

/** Every page key with texts: the pages the shell routes, then its not-found page. */
export const PAGE_KEYS: readonly PageKey[] = [...PAGES.map((page) => page.key), NOT_FOUND_PAGE.key];

/** The segments of a path: '/events/a/b' → ['events', 'a', 'b']; '/' and '' → []. */
function segmentsOf(path: string): string[] {
  return path === '' || path === '/' ? [] : path.split('/').slice(1);
}

const isParam = (segment: string) => segment.startsWith(':');

/** Whether the page's path has parameters (`/shop/:id`): it is one page per product, event… */
export const hasParams = (page: Pick<SitePageDefinition, 'path'>) => segmentsOf(page.path).some(isParam);

export interface PageMatch {
  page: SitePage;
  /** Each `:name` of the page's path, as the address has it (not decoded). */
  params: Record<string, string>;
}

/**
 * The page an address shows, as the shell's router picks it: trailing slashes ignored, static
 * segments in any case, a parameter any non-empty segment; where two pages match, the one with more
 * static segments. Null for an address no page has (the shell shows its not-found page there).
 */
export function matchPage(pathname: string): PageMatch | null {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed !== '' && !trimmed.startsWith('/')) return null;
  const wanted = segmentsOf(trimmed);
  let best: (PageMatch & { statics: number }) | null = null;
  for (const page of SITE_PAGES) {
    const pattern = segmentsOf(page.path);
    if (pattern.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    const matches = pattern.every((part, index) => {
      const segment = wanted[index]!;
      if (isParam(part)) {
        params[part.slice(1)] = segment;
        return segment !== '';
      }
      statics++;
      return part.toLowerCase() === segment.toLowerCase();
    });
    if (matches && (!best || statics > best.statics)) best = { page, params, statics };
  }
  return best && { page: best.page, params: best.params };
}

/** The addresses of the public pages without parameters: the fixed part of the sitemap. */
export function publicPaths(): string[] {
  return SITE_PAGES.filter((page) => page.visibility === 'public' && !hasParams(page)).map(
    (page) => page.path,
  );
}
