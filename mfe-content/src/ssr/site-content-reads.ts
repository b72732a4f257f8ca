import type { ServerDataContext } from '@ministry/contracts/ssr';
import { siteContentPath, type SiteContentKey } from '@ministry/contracts/site-content';

/**
 * A page's server reads of its published site-content documents, each under its public path (the key
 * `useSiteContent` reads), so the first screen has them and the browser hydrates without reading them
 * again. A failed read (the content service down) fails the section: the browser renders it, reading
 * through the gateway's micro-cache, which keeps serving the last published document.
 */
export function readSiteContent(...keys: SiteContentKey[]) {
  return async (context: ServerDataContext): Promise<void> => {
    await Promise.all(keys.map((key) => context.get(siteContentPath(key))));
  };
}
