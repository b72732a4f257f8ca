import { siteLink } from './layout';

/**
 * A link into the site that carries a secret token (reset, verification…) in its fragment:
 * `${SITE_URL}/path#token=…`. A browser never sends the fragment to a server, so the token stays out
 * of caches, access logs and Referer headers; the page reads it, removes it from the address bar and
 * POSTs it.
 */
export function tokenLink(siteUrl: string, path: string, token: string): string {
  return `${siteLink(siteUrl, path)}#${new URLSearchParams({ token }).toString()}`;
}
