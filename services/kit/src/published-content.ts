import {
  siteContentPath,
  type PublishedSiteContent,
  type SiteContentDocuments,
  type SiteContentKey,
} from '@ministry/contracts/site-content';
import { isRecord } from '@ministry/contracts/site-content-fields';
import { siteContentSchema } from '@ministry/contracts/site-content-schema';

/** How long a copy read from the content service is used before it is asked again. */
export const PUBLISHED_CONTENT_MAX_AGE_MS = 5000;
/** How long one read may take (it delays the e-mail, PDF or head being rendered). */
const READ_TIMEOUT_MS = 1500;

export interface PublishedContentOptions {
  maxAgeMs?: number;
  timeoutMs?: number;
  /** The clock (milliseconds), for tests. */
  now?: () => number;
}

/** What is known of one document at one content service: its last good copy, when it was last asked, a read under way. */
interface Source {
  lastGood: unknown;
  askedAt: number;
  reading: Promise<unknown> | null;
}

/** One per content-service address and document in this process: every e-mail, PDF and head shares its copy. */
const sources = new Map<string, Source>();

async function readPublished<K extends SiteContentKey>(
  baseUrl: string,
  key: K,
  timeoutMs: number,
): Promise<SiteContentDocuments[K]> {
  const response = await fetch(`${baseUrl}${siteContentPath(key)}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`content GET ${key}: ${response.status}`);
  const body = (await response.json()) as Partial<PublishedSiteContent<K>>;
  // An answer that is not a valid document is no better than none: the last good copy stays.
  if (!isRecord(body) || !siteContentSchema(key).isValidSync(body.content, { strict: true }))
    throw new Error(`content GET ${key}: not a ${key} document`);
  return body.content as SiteContentDocuments[K];
}

/**
 * A published site-content document as services read it (e-mails, receipts, PDFs, page heads): from
 * the content service's public read (`GET /api/site-content/<key>` at its internal address), a copy
 * kept for a few seconds so a burst of callers asks once. When the service does not answer (or
 * answers nonsense) the last good copy keeps being used; `null` only while it has never answered
 * since this process started (the caller then has its own last resort). Never throws. An empty
 * `url` (the default under tests) means `null`, without asking.
 */
export function publishedContent<K extends SiteContentKey>(
  url: string,
  key: K,
  options: PublishedContentOptions = {},
): Promise<SiteContentDocuments[K] | null> {
  if (!url) return Promise.resolve(null);
  const baseUrl = url.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const id = `${baseUrl} ${key}`;
  let source = sources.get(id);
  if (!source) {
    source = { lastGood: null, askedAt: Number.NEGATIVE_INFINITY, reading: null };
    sources.set(id, source);
  }
  const known = source;
  const lastGood = () => known.lastGood as SiteContentDocuments[K] | null;
  if (known.reading) return known.reading.then(lastGood);
  if (now() - known.askedAt < (options.maxAgeMs ?? PUBLISHED_CONTENT_MAX_AGE_MS))
    return Promise.resolve(lastGood());
  known.reading = readPublished(baseUrl, key, options.timeoutMs ?? READ_TIMEOUT_MS)
    .then((content) => {
      known.lastGood = content;
    })
    .catch(() => undefined)
    .finally(() => {
      known.askedAt = now();
      known.reading = null;
    });
  return known.reading.then(lastGood);
}
