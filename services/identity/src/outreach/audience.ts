import mongoose from 'mongoose';
import { parseLanguage, type Language } from '@ministry/contracts/language';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import type { IdentityContext } from '../context';
import { UserModel } from '../users/model';
import { criteriaPeople } from './criteria-client';
import {
  addressKey,
  bounceSuppressionId,
  listSuppressionId,
  outreachModels,
  type StoredConsent,
  type StoredMailingList,
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
/** A criteria list's people are asked of billing or events: the settings name where. */
export type AudienceContext = Pick<IdentityContext, 'config' | 'data' | 'now'>;

type Candidate = AudienceMember & { keys: string[] };

/**
 * Everyone on any of `listIds` now: one entry per address (the first of `listIds` she is on wins),
 * without addresses suppressed for that list or for every list (`*`), and without members whose
 * account address is not verified. A member is written to at her account's CURRENT address, in her
 * account's language; a visitor at the address and in the language she confirmed (or, on a criteria
 * list, gave the service that names her; English when it has none). A staff list's people are its
 * consents; a criteria list's are asked of the service that owns them (criteria-client.ts), and its
 * consents, if it had any before it became one, are not read. Throws AudienceUnavailable when that
 * service does not answer.
 */
export async function audienceOf(context: AudienceContext, listIds: string[]): Promise<AudienceMember[]> {
  const lists = [...new Set(listIds)];
  if (lists.length === 0) return [];
  const { consents, suppressions, lists: listModel } = outreachModels(context.data);
  const stored = await listModel
    .find({ _id: mongoose.trusted({ $in: lists }) })
    .select({ criteria: 1 })
    .lean<Pick<StoredMailingList, '_id' | 'criteria'>[]>();
  const criteriaOf = new Map(stored.flatMap((list) => (list.criteria ? [[list._id, list.criteria]] : [])));
  const consentLists = lists.filter((id) => !criteriaOf.has(id));
  const found = consentLists.length
    ? await consents
        .find({ listId: mongoose.trusted({ $in: consentLists }), subscribed: true })
        .sort({ _id: 1 })
        .lean<StoredConsent[]>()
    : [];
  const named = await Promise.all(
    [...criteriaOf].map(async ([listId, criteria]) => ({
      listId,
      people: await criteriaPeople(context, criteria),
    })),
  );

  const userIds = [
    ...new Set([
      ...found.flatMap((c) => (c.userId ? [c.userId] : [])),
      ...named.flatMap(({ people }) => people.flatMap((p) => (p.userId ? [p.userId] : []))),
    ]),
  ].filter((id) => mongoose.isValidObjectId(id));
  const users = new Map(
    (userIds.length
      ? await UserModel.find({ _id: mongoose.trusted({ $in: userIds }) })
          .select({ email: 1, emailVerified: 1, preferredLanguage: 1 })
          .lean()
      : []
    ).map((user) => [String(user._id), user]),
  );
  /** A member at her account's current address, when it is verified. */
  const member = (userId: string, listId: string, earlierKey?: string): Candidate | null => {
    const user = users.get(userId);
    if (!user || !user.emailVerified) return null;
    const current = addressKey(user.email);
    return {
      email: user.email,
      language: parseLanguage(user.preferredLanguage),
      listId,
      userId,
      // Suppressed under the address she consented with or the one she has now: neither is written to.
      keys: [...new Set([...(earlierKey ? [earlierKey] : []), current])],
    };
  };

  const candidates: Candidate[] = [];
  for (const consent of found) {
    if (consent.userId) {
      const entry = member(consent.userId, consent.listId, consent.addressKey);
      if (entry) candidates.push(entry);
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
  for (const { listId, people } of named)
    for (const person of people) {
      const email = person.email?.trim() ?? '';
      if (person.userId) {
        const entry = member(person.userId, listId);
        if (entry) candidates.push(entry);
      } else if (email.includes('@')) {
        const language = person.language ?? 'en';
        candidates.push({ email, language, listId, userId: null, keys: [addressKey(email)] });
      }
    }
  // In the order of `listIds`; on one list a member before a visitor (her account's language).
  const order = new Map(lists.map((id, index) => [id, index]));
  candidates.sort(
    (a, b) =>
      order.get(a.listId)! - order.get(b.listId)! || Number(b.userId !== null) - Number(a.userId !== null),
  );

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
