import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import {
  PUBLISHED_CONTENT_MAX_AGE_MS,
  publishedContent,
  type PublishedContentOptions,
} from './published-content';

/** How long a copy read from the content service is used before it is asked again. */
export const MINISTRY_DETAILS_MAX_AGE_MS = PUBLISHED_CONTENT_MAX_AGE_MS;

/**
 * The ministry's published details (name, legal name, address, phone, e-mail, hours, social links),
 * the one way every service's e-mails, receipts, PDFs and heads read them: the published `ministry`
 * document (`CONTENT_SERVICE_URL`, see `publishedContent`: a copy kept a few seconds, the last good
 * copy while the content service is down) and, only while it has never answered since this process
 * started, `MINISTRY_CONTENT` (the seed the content service started from). Never throws. An empty
 * `url` (the default under tests) means the seed, without asking.
 */
export async function ministryDetails(
  url: string,
  options: PublishedContentOptions = {},
): Promise<MinistryContent> {
  return (await publishedContent(url, 'ministry', options)) ?? MINISTRY_CONTENT;
}
