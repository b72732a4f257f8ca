import type { Connection } from 'mongoose';
import { SIGN_IN_UNLOCK_TTL_MINUTES } from '@ministry/contracts/auth';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import { signInUnlockMail } from '@ministry/mail/templates/sign-in-unlock';
import type { IdentityConfig } from '../config';
import type { IdentityContext } from '../context';
import { greetingName, mailLanguage, mailRecipient } from '../users/mail';
import type { UserDocument } from '../users/model';
import { findUser } from '../users/service';
import { unlockTokens } from './model';

/**
 * Links that let the owner's new browser through while sign-ins from new browsers are refused (a
 * stranger's wrong passwords locked the account): sent only to a verified address, they make the
 * browser that opens them a known device (her password is still asked). E-mailed tokens
 * (emailed-token.ts) valid SIGN_IN_UNLOCK_TTL_MINUTES, void once her password changes (a new device
 * generation).
 */
const TTL_MS = SIGN_IN_UNLOCK_TTL_MINUTES * 60 * 1000;

export type UnlockContext = Pick<IdentityContext, 'data' | 'now' | 'cleanups'> & {
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl'>;
};

/** Stores a new link's record; the raw token back. */
const issueUnlock = (connection: Connection, user: UserDocument, at: number) =>
  unlockTokens.issue(connection, { userId: user._id, generation: user.deviceGeneration ?? '' }, at, TTL_MS);

/** Stores a link's record and puts its e-mail (to her verified address, in her language) in the outbox. */
export async function sendUnlock(context: UnlockContext, user: UserDocument): Promise<void> {
  const at = context.now();
  const { token, tokenHash } = await issueUnlock(context.data, user, at);
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const mail = signInUnlockMail(
    { language: mailLanguage(user), ministry },
    { name: greetingName(user) ?? user.username, siteUrl: context.config.siteUrl, token },
  );
  await enqueueMail(context.data, `sign-in-unlock:${tokenHash.slice(0, 16)}`, {
    to: user.email,
    recipient: mailRecipient(user),
    ...mail,
    secret: true,
  });
  unlockTokens.cleanupSoon(context, at);
}

/** The member a link names, its use claimed; 400 auth.unlockTokenInvalid for any link that cannot be used. */
export async function claimUnlock(context: UnlockContext, token: string): Promise<UserDocument> {
  const { record, user, tokenHash } = await unlockTokens.find(context, token);
  await unlockTokens.claim(context.data, tokenHash, record.expiresAt);
  return user;
}

/** A valid link's token for a member, as her e-mail would carry it (for suites that need one). */
export async function issueUnlockTokenFor(connection: Connection, userId: string): Promise<string> {
  const user = await findUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return (await issueUnlock(connection, user, Date.now())).token;
}
