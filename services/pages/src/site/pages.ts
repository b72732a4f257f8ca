import type { PageKey } from './texts';

/**
 * Every address of the site without parameters, as the shell routes them (shell/src/routes.ts; a
 * test fails when the shell gains a route this list does not know, which would otherwise answer 404).
 * - `public`: a page for everyone, listed in the sitemap in both languages;
 * - `indexed`: may be found by search, but not worth a place in the sitemap (sign-in);
 * - `noindex`: a page of one person (account, cart, admin…) or a step of a flow (reset password):
 *   answered with its head, but kept out of search results.
 */
export interface StaticPage {
  path: string;
  key: PageKey;
  visibility: 'public' | 'indexed' | 'noindex';
}

export const STATIC_PAGES: readonly StaticPage[] = [
  { path: '/', key: 'home', visibility: 'public' },
  { path: '/about', key: 'about', visibility: 'public' },
  { path: '/services', key: 'services', visibility: 'public' },
  { path: '/team', key: 'team', visibility: 'public' },
  { path: '/contact', key: 'contact', visibility: 'public' },
  { path: '/resources', key: 'resources', visibility: 'public' },
  { path: '/events', key: 'events', visibility: 'public' },
  { path: '/shop', key: 'shop', visibility: 'public' },
  { path: '/subscribe', key: 'subscribe', visibility: 'public' },
  { path: '/give', key: 'give', visibility: 'public' },
  { path: '/login', key: 'login', visibility: 'indexed' },
  { path: '/register', key: 'register', visibility: 'indexed' },
  { path: '/events/cancel', key: 'cancelRegistration', visibility: 'noindex' },
  { path: '/events/confirm', key: 'confirmRegistration', visibility: 'noindex' },
  { path: '/events/manage', key: 'eventManagement', visibility: 'noindex' },
  { path: '/cart', key: 'cart', visibility: 'noindex' },
  { path: '/checkout', key: 'checkout', visibility: 'noindex' },
  { path: '/checkout/complete', key: 'checkoutComplete', visibility: 'noindex' },
  { path: '/forgot-password', key: 'forgotPassword', visibility: 'noindex' },
  { path: '/reset-password', key: 'resetPassword', visibility: 'noindex' },
  { path: '/verify-email', key: 'verifyEmail', visibility: 'noindex' },
  { path: '/account', key: 'account', visibility: 'noindex' },
  { path: '/subscription-success', key: 'subscriptionSuccess', visibility: 'noindex' },
  { path: '/give/thank-you', key: 'giveThankYou', visibility: 'noindex' },
  { path: '/admin', key: 'admin', visibility: 'noindex' },
];

/** The shell's own not-found address (it navigates there); answered 404 like any unknown path. */
export const NOT_FOUND_PATH = '/not-found';

/** Paths of the site with parameters. */
export const PRODUCT_PATH = /^\/shop\/([^/]+)$/i;
export const OCCURRENCE_PATH = /^\/events\/([^/]+)\/([^/]+)$/i;

/** An id as the services give them (24 hex digits today); anything else names nothing. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The address as the shell's router sees it: without trailing slashes, static segments in any case
 * (React Router matches case-insensitively). Returns the page or null.
 */
export function findStaticPage(path: string): StaticPage | null {
  const wanted = path.toLowerCase();
  return STATIC_PAGES.find((page) => page.path === wanted) ?? null;
}

/** '/about/' → '/about'; '//' → '/'. */
export function trimPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
