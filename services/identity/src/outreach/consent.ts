import mongoose from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import type { ConsentSource, MailingListSummary } from '@ministry/contracts/outreach';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { IdentityContext } from '../context';
import { UserModel } from '../users/model';
import { suppressByKey } from './audience';
import {
  addressKey,
  bounceSuppressionId,
  consentId,
  DEFAULT_MAILING_LISTS,
  listSuppressionId,
  outreachModels,
  type StoredConsent,
  type StoredMailingList,
} from './model';

/**
 * Consent logic (no Koa objects): who is on which list, each change appended to `consent_records`,
 * and the suppressions that keep an address that left from being added again by anything but her own
 * proven choice (model.ts).
 */

export type OutreachContext = Pick<IdentityContext, 'data' | 'now'>;

/** Inserts each default list once (its `_id` is unique): staff's later edits are kept. */
export async function ensureDefaultMailingLists(context: OutreachContext): Promise<void> {
  const { lists } = outreachModels(context.data);
  for (const list of DEFAULT_MAILING_LISTS) {
    try {
      await lists.create({ ...list, createdAt: new Date(context.now()) });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
  }
}

export const toSummary = (list: StoredMailingList): MailingListSummary => ({
  id: list._id,
  name: list.name,
  nameEs: list.nameEs,
  description: list.description ?? '',
  descriptionEs: list.descriptionEs ?? '',
});

export async function allLists(context: OutreachContext): Promise<StoredMailingList[]> {
  return outreachModels(context.data).lists.find().sort({ createdAt: 1, _id: 1 }).lean<StoredMailingList[]>();
}

export async function findList(context: OutreachContext, id: string): Promise<StoredMailingList | null> {
  return outreachModels(context.data).lists.findById(id).lean<StoredMailingList>();
}

/** A list by criteria (its people computed at send time): nobody opts into it. */
export const isCriteriaList = (list: Pick<StoredMailingList, 'criteria'>) => Boolean(list.criteria);

/**
 * Those of the lists named that may take a new consent now: open, not by criteria, and for a
 * visitor also public.
 */
export async function listsOpenTo(
  context: OutreachContext,
  ids: string[],
  who: 'visitor' | 'member',
): Promise<StoredMailingList[]> {
  const wanted = [...new Set(ids)];
  const found = await outreachModels(context.data)
    .lists.find({ _id: mongoose.trusted({ $in: wanted }) })
    .lean<StoredMailingList[]>();
  const open = new Map(
    found
      .filter((list) => !list.closed && !isCriteriaList(list) && (who === 'member' || list.public))
      .map((list) => [list._id, list]),
  );
  return wanted.flatMap((id) => open.get(id) ?? []);
}

/**
 * The lists named, or 400 outreach.listUnknown when one may not take a new consent: a closed or
 * private list is not told apart from one that does not exist.
 */
export async function listsTakingConsent(
  context: OutreachContext,
  ids: string[],
  who: 'visitor' | 'member',
): Promise<StoredMailingList[]> {
  const lists = await listsOpenTo(context, ids, who);
  if (lists.length !== new Set(ids).size) throw new AppError(400, 'outreach.listUnknown');
  return lists;
}

/** Whether an address may not be written to on a list: it left that list, or it bounced. */
export async function suppressedOn(context: OutreachContext, listId: string, key: string) {
  const found = await outreachModels(context.data)
    .suppressions.find({
      _id: mongoose.trusted({ $in: [listSuppressionId(listId, key), bounceSuppressionId(key)] }),
    })
    .select({ _id: 1 })
    .lean<{ _id: string }[]>();
  return {
    list: found.some((s) => s._id.startsWith(`${listId}:`)),
    bounce: found.some((s) => s._id.startsWith('*:')),
  };
}

/** Writes her current choice (an upsert; a lost race on the unique `_id` is retried as an update). */
async function writeConsent(context: OutreachContext, consent: StoredConsent): Promise<void> {
  const { consents } = outreachModels(context.data);
  const { _id, ...fields } = consent;
  try {
    await consents.updateOne({ _id }, { $set: fields }, { upsert: true });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await consents.updateOne({ _id }, { $set: fields });
  }
}

async function appendRecord(
  context: OutreachContext,
  consent: Pick<StoredConsent, 'listId' | 'addressKey' | 'userId'>,
  action: 'subscribed' | 'unsubscribed',
  via: ConsentSource,
): Promise<void> {
  await outreachModels(context.data).records.create({
    listId: consent.listId,
    addressKey: consent.addressKey,
    userId: consent.userId,
    action,
    via,
    at: new Date(context.now()),
  });
}

export interface SubscribeRequest {
  listId: string;
  email: string;
  /** A member's id (her account's language and verified address count at send time). */
  userId: string | null;
  language: Language;
  via: ConsentSource;
  /**
   * Her own choice, proven (a link sent to the address, or signed in with it verified): lifts her
   * suppression on this list. Unproven (a registration), a suppressed address is left off.
   */
  proven: boolean;
  /**
   * Unproven and suppressed: store her choice all the same, the suppression kept (a member whose
   * address is not verified yet: her choice is hers, and counts once a proven one lifts it).
   */
  storeIfSuppressed?: boolean;
  /** Her existing consent on the list (a member's may be under an earlier address). */
  existing?: StoredConsent | null;
}

/** Subscribes an address to a list; 'suppressed' when it was left off; a change is recorded once. */
export async function subscribe(
  context: OutreachContext,
  request: SubscribeRequest,
): Promise<'subscribed' | 'unchanged' | 'suppressed'> {
  const { consents, suppressions } = outreachModels(context.data);
  const existing =
    request.existing !== undefined
      ? request.existing
      : await consents.findById(consentId(request.listId, addressKey(request.email))).lean<StoredConsent>();
  const key = existing?.addressKey ?? addressKey(request.email);
  const suppressed = await suppressedOn(context, request.listId, key);
  if (suppressed.list || suppressed.bounce) {
    if (!request.proven && !request.storeIfSuppressed) return 'suppressed';
    // Her proven choice lifts her leaving the list; a bounce stays until the address works again.
    if (request.proven && suppressed.list)
      await suppressions.deleteOne({ _id: listSuppressionId(request.listId, key) });
  }
  const userId = request.userId ?? existing?.userId ?? null;
  if (existing?.subscribed && existing.email === request.email.trim() && existing.userId === userId)
    return 'unchanged';
  await writeConsent(context, {
    _id: existing?._id ?? consentId(request.listId, key),
    listId: request.listId,
    addressKey: key,
    email: request.email.trim(),
    userId,
    language: request.language,
    subscribed: true,
    updatedAt: new Date(context.now()),
  });
  if (existing?.subscribed) return 'unchanged';
  await appendRecord(context, { listId: request.listId, addressKey: key, userId }, 'subscribed', request.via);
  return 'subscribed';
}

/**
 * Takes her off a list: the consent keeps no address, the address is suppressed on the list (under
 * each key given: a member's consent may be under an earlier address than her current one), and the
 * change is recorded once. Idempotent.
 */
export async function unsubscribe(
  context: OutreachContext,
  listId: string,
  consent: StoredConsent | null,
  keys: string[],
  via: ConsentSource,
): Promise<void> {
  for (const key of new Set([...keys, ...(consent ? [consent.addressKey] : [])]))
    await suppressByKey(context, key, listId, 'unsubscribed');
  if (!consent || (!consent.subscribed && consent.email === null)) return;
  await writeConsent(context, {
    ...consent,
    email: null,
    subscribed: false,
    updatedAt: new Date(context.now()),
  });
  if (consent.subscribed) await appendRecord(context, consent, 'unsubscribed', via);
}

/**
 * The consent an unsubscribe token names: the one under its key, else a member's whose CURRENT
 * address has that key (her consent was made under an earlier address; announcements go to her
 * current one, so that is what the link in them names).
 */
export async function consentForKey(
  context: OutreachContext,
  listId: string,
  key: string,
): Promise<StoredConsent | null> {
  const { consents } = outreachModels(context.data);
  const direct = await consents.findById(consentId(listId, key)).lean<StoredConsent>();
  if (direct) return direct;
  const members = await consents
    .find({ listId, userId: mongoose.trusted({ $ne: null }) })
    .lean<StoredConsent[]>();
  const ids = members.map((c) => c.userId!).filter((id) => mongoose.isValidObjectId(id));
  if (ids.length === 0) return null;
  const users = await UserModel.find({ _id: mongoose.trusted({ $in: ids }) })
    .select({ email: 1 })
    .lean();
  const owner = users.find((user) => addressKey(user.email) === key);
  return owner ? (members.find((c) => c.userId === String(owner._id)) ?? null) : null;
}

/** A member's consents, by list (the latest when two addresses of hers have one). */
export async function memberConsents(
  context: OutreachContext,
  userId: string,
): Promise<Map<string, StoredConsent>> {
  const found = await outreachModels(context.data)
    .consents.find({ userId })
    .sort({ updatedAt: 1 })
    .lean<StoredConsent[]>();
  return new Map(found.map((c) => [c.listId, c]));
}
