import type { Language } from '@ministry/contracts/language';
import {
  siteContentPath,
  type SiteContentDocuments,
  type SiteContentKey,
} from '@ministry/contracts/site-content';
import { isRecord } from '@ministry/contracts/site-content-fields';
import { siteContentSchema } from '@ministry/contracts/site-content-schema';
import { publishedContent } from '@ministry/kit/published-content';
import { checked, getJson, type Fetched } from '../upstream/client';
import type { Logger } from '@ministry/kit/logger';
import type { PagesConfig } from '../config';
import type { SocialImages } from '../social/images';

/** What a head is made from: the configuration, the service's pictures, and a logger for data calls. */
export interface HeadSources {
  config: PagesConfig;
  images: SocialImages;
  logger: Logger;
}

/**
 * Where a head's data comes from: one data path per page. A server-rendered page's head is made from
 * what its render read (the SWR fallback, by the same paths); only what the render did not read (it
 * was off, failed, or left the section to the browser) is read here, through the gateway's internal
 * listener, within what is left of the answer's time.
 */
export interface HeadReads {
  /** An API path's answer, checked with `parse`. */
  json<T>(path: string, parse: (body: unknown) => T): Promise<Fetched<T>>;
  /** A published site-content document; null while it has never been read. */
  published<K extends SiteContentKey>(key: K): Promise<SiteContentDocuments[K] | null>;
}

export interface HeadRequest {
  language: Language;
  requestId?: string;
  /** A member's page: her head's own reads go past the gateway's micro-cache, as her render's do. */
  member: boolean;
  /** What the render read (path → JSON, null for a 404); none when the page was not rendered here. */
  rendered?: Record<string, unknown>;
  /** When the answer must be out (performance.now()); a head's own reads stop there. */
  deadline: number;
}

export function headReads({ config, logger }: HeadSources, request: HeadRequest): HeadReads {
  const { rendered } = request;
  const readByRender = (path: string): boolean => rendered !== undefined && Object.hasOwn(rendered, path);
  // Whole milliseconds: AbortSignal.timeout throws a RangeError on a fraction.
  const timeLeft = () =>
    Math.max(0, Math.floor(Math.min(config.timings.headReadMs, request.deadline - performance.now())));
  return {
    async json(path, parse) {
      if (readByRender(path)) {
        try {
          return checked(rendered![path], parse);
        } catch (error) {
          logger.warn('the rendered data is not what the contract says: generic head', {
            path,
            reason: error instanceof Error ? error.message : String(error),
          });
          return { status: 'unavailable' };
        }
      }
      return getJson(config.apiOrigin, path, parse, {
        language: request.language,
        requestId: request.requestId,
        fresh: request.member,
        timeoutMs: timeLeft(),
        logger,
      });
    },
    async published(key) {
      const path = siteContentPath(key);
      const body = readByRender(path) ? rendered![path] : undefined;
      if (isRecord(body) && siteContentSchema(key).isValidSync(body.content, { strict: true }))
        return body.content as SiteContentDocuments[typeof key];
      // The kit's copy (kept a few seconds, the last good one while the content service is down).
      return publishedContent(config.apiOrigin, key, { timeoutMs: Math.max(1, timeLeft()) });
    },
  };
}
