/**
 * Which page an address is comes from the page manifest (packages/contracts/src/pages.ts), the list
 * the shell builds its routes from. What is the pages service's own: the ids it will ask a service
 * about, and its addresses' normal form.
 */

/** An id as the services give them (24 hex digits today); anything else names nothing. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** '/about/' → '/about'; '//' → '/'. */
export function trimPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
