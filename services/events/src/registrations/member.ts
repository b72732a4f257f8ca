import type { Context } from 'koa';
import {
  attachVerifiedHistory,
  IdentityUnavailable,
  type IdentityClient,
  type MemberProfile,
} from '@ministry/kit/identity-client';
import type { Logger } from '@ministry/kit/logger';
import { recipientLanguage } from '@ministry/kit/recipient-language';
import { requestLanguage } from '@ministry/kit/request-language';
import type { SessionUser } from '@ministry/kit/session';
import { validateInput } from '@ministry/kit/validate';
import { registrationInputSchema } from '@ministry/contracts/event-input';
import { attachToMember } from './attendance';
import type { Person } from './shared';

/**
 * What the events service knows of a signed-in member comes from identity (the kit's client, with
 * this service's internal key): her account's address and whether she proved it, her name and her
 * saved language. The session carries none of them.
 */

/** One request's view of identity: her profile is asked once however often it is needed. */
export function oncePerRequest(client: IdentityClient): IdentityClient {
  const profiles = new Map<string, Promise<MemberProfile>>();
  return {
    ...client,
    getMember(userId) {
      let profile = profiles.get(userId);
      if (!profile) profiles.set(userId, (profile = client.getMember(userId)));
      return profile;
    },
  };
}

/**
 * Claims by proof: her earlier sign-ups under her account's address become hers only when identity
 * says that address is verified (the kit's one flow). Identity down: nothing attached now (the next
 * visit does it), and what is already hers by id is still listed.
 */
export async function attachHistory(
  identity: IdentityClient | null,
  userId: string,
  logger?: Pick<Logger, 'warn'>,
): Promise<void> {
  if (!identity) return;
  try {
    await attachVerifiedHistory(identity, userId, attachToMember);
  } catch (error) {
    if (!(error instanceof IdentityUnavailable)) throw error;
    logger?.warn('identity unavailable: earlier sign-ups not attached', { userId, reason: error.detail });
  }
}

/**
 * The member signing up in one click: her account's name and address, her saved language first (a
 * member whose saved language is Spanish gets Spanish e-mails wherever she browses), and whether her
 * address is proven; her earlier sign-ups under a verified address become hers first. Without identity
 * configured (another service's tests), or while it is down, a name and address she sent are used, as
 * unproven (her e-mails then carry no name).
 */
export async function memberPerson(
  ctx: Context,
  user: SessionUser,
  identity: IdentityClient | null,
  sent: { name?: string; email?: string },
): Promise<Person> {
  if (identity) {
    try {
      const member = await identity.getMember(user.id);
      await attachVerifiedHistory(identity, user.id, attachToMember);
      return {
        name: member.name || member.username,
        email: member.email,
        userId: user.id,
        language: recipientLanguage({ member }),
        addressProven: member.emailVerified,
      };
    } catch (error) {
      if (!(error instanceof IdentityUnavailable) || !sent.email) throw error;
    }
  }
  const given = await validateInput(registrationInputSchema, {
    name: sent.name ?? user.username,
    email: sent.email,
  });
  return {
    ...given,
    userId: user.id,
    language: recipientLanguage({ visitor: requestLanguage(ctx) }),
    addressProven: false,
  };
}
