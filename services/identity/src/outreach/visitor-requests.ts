import { Schema } from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import type { ListSubscribeInput, MailingListSummary } from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import { createRateLimiter } from '@ministry/kit/rate-limit';
import { listConfirmMail } from '@ministry/mail/templates/list-confirm';
import type { IdentityContext } from '../context';
import { emailedTokens, hashEmailToken, type StoredToken } from '../emailed-token';
import { listsOpenTo, listsTakingConsent, subscribe, toSummary } from './consent';
import { addressKey } from './model';

/**
 * A visitor's double opt-in (POST /api/mailing-lists/subscribe, then /confirm): her request waits,
 * stored under the hash of the token e-mailed to the address, until the link is followed. Expiring,
 * used once (emailed-token.ts). Nothing is said about whether the address is known.
 */
export interface StoredListRequest extends StoredToken {
  email: string;
  lists: string[];
  language: Language;
}

export const LIST_REQUEST_TTL_MS = 24 * 60 * 60 * 1000;
/** Confirmation e-mails per address and hour: a mailbox is not flooded by someone else's form. */
export const LIST_REQUEST_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };

export const listRequests = emailedTokens<StoredListRequest>({
  name: 'ListRequest',
  collection: 'list_requests',
  claims: 'list_request_claims',
  cleanup: 'list-requests',
  invalid: 'outreach.linkInvalid',
  fields: {
    userId: { type: Schema.Types.ObjectId, default: null },
    email: { type: String, required: true },
    lists: { type: [String], required: true },
    language: { type: String, enum: ['en', 'es'], required: true },
  },
});

type RequestContext = Pick<IdentityContext, 'config' | 'data' | 'now' | 'cleanups'>;

export function visitorRequests(context: RequestContext) {
  const perAddress = createRateLimiter({
    name: 'list-confirm',
    ...LIST_REQUEST_LIMIT,
    connection: context.data,
    now: context.now,
  });

  /** Stores her request and e-mails its link, unless the address had its share this hour. */
  async function request(input: ListSubscribeInput): Promise<void> {
    const lists = await listsTakingConsent(context, input.lists, 'visitor');
    const counted = await perAddress.hit(addressKey(input.email));
    if (!counted.allowed) return;
    const at = context.now();
    const fields = {
      userId: null,
      email: input.email.trim(),
      lists: lists.map((l) => l._id),
      language: input.language,
    };
    const { token, tokenHash } = await listRequests.issue(context.data, fields, at, LIST_REQUEST_TTL_MS);
    listRequests.cleanupSoon(context, at);
    const ministry = await ministryDetails(context.config.contentServiceUrl);
    const mail = listConfirmMail(
      { language: input.language, ministry },
      {
        siteUrl: context.config.siteUrl,
        token,
        lists: lists.map((list) => (input.language === 'es' ? list.nameEs : list.name)),
        validHours: Math.round(LIST_REQUEST_TTL_MS / 3_600_000),
      },
    );
    await enqueueMail(context.data, `list-confirm:${tokenHash}`, {
      to: fields.email,
      recipient: { visitor: input.language },
      ...mail,
      secret: true,
    });
  }

  /** Follows a link: her consent to each list still open, proven (lifts her leaving those lists). */
  async function confirm(token: string): Promise<{ lists: MailingListSummary[]; language: Language }> {
    const at = context.now();
    listRequests.cleanupSoon(context, at);
    const tokenHash = hashEmailToken(token);
    const { records } = listRequests.models(context.data);
    const record = await records.findById(tokenHash).lean<StoredListRequest>();
    if (!record || record.expiresAt.getTime() <= at) throw new AppError(400, 'outreach.linkInvalid');
    await listRequests.claim(context.data, tokenHash, record.expiresAt);
    // A list closed since she asked takes no new consent; the others do.
    const lists = await listsOpenTo(context, record.lists, 'visitor');
    for (const list of lists)
      await subscribe(context, {
        listId: list._id,
        email: record.email,
        userId: null,
        language: record.language,
        via: 'visitor-link',
        proven: true,
      });
    await records.deleteOne({ _id: tokenHash });
    return {
      lists: lists.map(toSummary),
      language: record.language,
    };
  }

  return { request, confirm };
}
