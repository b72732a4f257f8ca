import mongoose from 'mongoose';
import type { Language } from '@ministry/contracts/language';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { IdentityContext } from '../context';
import { UserModel } from '../users/model';
import {
  addressKey,
  bounceSuppressionId,
  listSuppressionId,
  outreachModels,
  type StoredConsent,
  type StoredSuppression,
} from './model';

/** One person an announcement goes to: where, in which language, and through which list (its unsubscribe link). */
export interface AudienceMember {
  email: string;
  language: Language;
  listId: string;
  /** A member's id; null for a visitor. */
  userId: string | null;
}

type DataContext = Pick<IdentityContext, 'data' | 'now'>;

/**
 * Everyone subscribed to any of `listIds` now: one entry per address (the first of `listIds` she is
 * on wins), without addresses suppressed for that list or for every list (`*`), and without members
 * whose account address is not verified. A member is written to at her account's CURRENT address, in
 * her account's language; a visitor at the address and in the language she confirmed.
 */
export async function audienceOf(context: DataContext, listIds: string[]): Promise<AudienceMember[]> {
  const lists = [...new Set(listIds)];
  if (lists.length === 0) return [];
  const { consents, suppressions } = outreachModels(context.data);
  const found = await consents
    .find({ listId: mongoose.trusted({ $in: lists }), subscribed: true })
    .lean<StoredConsent[]>();
  const order = new Map(lists.map((id, index) => [id, index]));
  // In the order of `listIds`; on one list a member's consent before a visitor's (her account's language).
  found.sort(
    (a, b) =>
      order.get(a.listId)! - order.get(b.listId)! ||
      Number(b.userId !== null) - Number(a.userId !== null) ||
      a._id.localeCompare(b._id),
  );

  const userIds = [...new Set(found.flatMap((c) => (c.userId ? [c.userId] : [])))].filter((id) =>
    mongoose.isValidObjectId(id),
  );
  const users = new Map(
    (
      await UserModel.find({ _id: mongoose.trusted({ $in: userIds }) })
        .select({ email: 1, emailVerified: 1, preferredLanguage: 1 })
        .lean()
    ).map((user) => [String(user._id), user]),
  );

  const candidates: (AudienceMember & { keys: string[] })[] = [];
  for (const consent of found) {
    if (consent.userId) {
      const user = users.get(consent.userId);
      if (!user || !user.emailVerified) continue;
      const current = addressKey(user.email);
      candidates.push({
        email: user.email,
        language: (user.preferredLanguage as Language) ?? 'en',
        listId: consent.listId,
        userId: consent.userId,
        // Suppressed under the address she consented with or the one she has now: neither is written to.
        keys: [...new Set([consent.addressKey, current])],
      });
    } else if (consent.email) {
      candidates.push({
        email: consent.email,
        language: consent.language,
        listId: consent.listId,
        userId: null,
        keys: [consent.addressKey],
      });
    }
  }

  const suppressionIds = [
    ...new Set(
      candidates.flatMap((c) =>
        c.keys.flatMap((k) => [listSuppressionId(c.listId, k), bounceSuppressionId(k)]),
      ),
    ),
  ];
  const suppressed = new Set(
    (
      await suppressions
        .find({ _id: mongoose.trusted({ $in: suppressionIds }) })
        .select({ _id: 1 })
        .lean<Pick<StoredSuppression, '_id'>[]>()
    ).map((s) => s._id),
  );

  const seen = new Set<string>();
  const audience: AudienceMember[] = [];
  for (const { keys, ...member } of candidates) {
    const isSuppressed = keys.some(
      (k) => suppressed.has(listSuppressionId(member.listId, k)) || suppressed.has(bounceSuppressionId(k)),
    );
    if (isSuppressed) continue;
    const sendKey = addressKey(member.email);
    if (seen.has(sendKey)) continue;
    seen.add(sendKey);
    audience.push(member);
  }
  return audience;
}

/**
 * Stops mail to an address: on one list (`<list>:<key>`, she left it) or on every list (`*:<key>`,
 * a hard bounce). Idempotent: a second suppression of the same id keeps the first.
 */
export async function suppress(
  context: DataContext,
  email: string,
  listId: string | '*',
  reason: StoredSuppression['reason'],
): Promise<void> {
  const key = addressKey(email);
  await suppressByKey(context, key, listId, reason);
}

/** `suppress` for an address known only by its key (an unsubscribe token carries the key). */
export async function suppressByKey(
  context: DataContext,
  key: string,
  listId: string | '*',
  reason: StoredSuppression['reason'],
): Promise<void> {
  const { suppressions } = outreachModels(context.data);
  const _id = listId === '*' ? bounceSuppressionId(key) : listSuppressionId(listId, key);
  try {
    await suppressions.create({ _id, reason, at: new Date(context.now()) });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}
