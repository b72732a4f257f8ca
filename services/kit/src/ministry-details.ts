import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import {
  siteContentPath,
  type MinistryContent,
  type PublishedSiteContent,
} from '@ministry/contracts/site-content';
import { isRecord } from '@ministry/contracts/site-content-fields';
import { siteContentSchema } from '@ministry/contracts/site-content-schema';

/** How long a copy read from the content service is used before it is asked again. */
export const MINISTRY_DETAILS_MAX_AGE_MS = 5000;
/** How long one read may take (it delays the e-mail, PDF or head being rendered). */
const READ_TIMEOUT_MS = 1500;

export interface MinistryDetailsOptions {
  maxAgeMs?: number;
  timeoutMs?: number;
  /** The clock (milliseconds), for tests. */
  now?: () => number;
}

/** What is known of one content service: its last good copy, when it was last asked, a read under way. */
interface Source {
  lastGood: MinistryContent | null;
  askedAt: number;
  reading: Promise<MinistryContent> | null;
}

/** One per content-service address in this process: every e-mail, PDF and head shares its copy. */
const sources = new Map<string, Source>();

async function readPublished(baseUrl: string, timeoutMs: number): Promise<MinistryContent> {
  const response = await fetch(`${baseUrl}${siteContentPath('ministry')}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`content GET ministry: ${response.status}`);
  const body = (await response.json()) as Partial<PublishedSiteContent<'ministry'>>;
  // An answer that is not a valid document is no better than none: the last good copy stays.
  if (!isRecord(body) || !siteContentSchema('ministry').isValidSync(body.content, { strict: true }))
    throw new Error('content GET ministry: not a ministry document');
  return body.content as MinistryContent;
}

/**
 * The ministry's published details (name, legal name, address, phone, e-mail, hours, social links),
 * the one way every service's e-mails, receipts, PDFs and heads read them: from the content service's
 * public read (`GET /api/site-content/ministry` at its internal address, `CONTENT_SERVICE_URL`), a
 * copy kept for a few seconds so a burst of e-mails asks once. When the service does not answer (or
 * answers nonsense) the last good copy keeps being used; only when it has never answered since this
 * process started, `MINISTRY_CONTENT` (the seed the content service started from). Never throws.
 * An empty `url` (the default under tests) means the seed, without asking.
 */
export function ministryDetails(url: string, options: MinistryDetailsOptions = {}): Promise<MinistryContent> {
  if (!url) return Promise.resolve(MINISTRY_CONTENT);
  const baseUrl = url.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  let source = sources.get(baseUrl);
  if (!source) {
    source = { lastGood: null, askedAt: Number.NEGATIVE_INFINITY, reading: null };
    sources.set(baseUrl, source);
  }
  const known = source;
  if (known.reading) return known.reading;
  if (now() - known.askedAt < (options.maxAgeMs ?? MINISTRY_DETAILS_MAX_AGE_MS))
    return Promise.resolve(known.lastGood ?? MINISTRY_CONTENT);
  known.reading = readPublished(baseUrl, options.timeoutMs ?? READ_TIMEOUT_MS)
    .then((details) => (known.lastGood = details))
    .catch(() => known.lastGood ?? MINISTRY_CONTENT)
    .finally(() => {
      known.askedAt = now();
      known.reading = null;
    });
  return known.reading;
}
