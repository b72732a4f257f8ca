import mongoose, { type Connection } from 'mongoose';
import { SIGN_IN_UNLOCK_TTL_MINUTES } from '@ministry/contracts/auth';
import { AppError } from '@ministry/kit/errors';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail } from '@ministry/kit/outbox';
import { signInUnlockMail } from '@ministry/mail/templates/sign-in-unlock';
import { cleanupSoon } from '../cleanup';
import type { IdentityConfig } from '../config';
import type { IdentityContext } from '../context';
import { hashEmailToken, newEmailToken } from '../email-verification/service';
import { greetingName, mailLanguage, mailRecipient } from '../users/mail';
import type { UserDocument } from '../users/model';
import { findUser } from '../users/service';
import { unlockModels } from './model';

/**
 * Links that let the owner's new browser through while sign-ins from new browsers are refused (a
 * stranger's wrong passwords locked the account): sent only to a verified address, they make the
 * browser that opens them a known device (her password is still asked). 32 random bytes in the
 * e-mail, only their SHA-256 stored, valid SIGN_IN_UNLOCK_TTL_MINUTES, used once (a unique insert of
 * the hash), void once her password changes (a new device generation).
 */
const TTL_MS = SIGN_IN_UNLOCK_TTL_MINUTES * 60 * 1000;

export type UnlockContext = Pick<IdentityContext, 'data' | 'now' | 'cleanups'> & {
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl'>;
};

const invalidToken = () => new AppError(400, 'auth.unlockTokenInvalid');

/** Deletes expired links and claims (by their stored date). */
async function removeExpiredUnlocks(context: UnlockContext, at: number): Promise<void> {
  const { unlocks, claims } = unlockModels(context.data);
  const expired = { expiresAt: mongoose.trusted({ $lte: new Date(at) }) };
  await Promise.all([unlocks.deleteMany(expired), claims.deleteMany(expired)]);
}

const cleanupUnlocksSoon = (context: UnlockContext, at: number) =>
  cleanupSoon(context, 'sign-in-unlocks', at, (when) => removeExpiredUnlocks(context, when));

/** Stores a new link's record; the raw token back. */
async function issueUnlock(connection: Connection, user: UserDocument, at: number) {
  const token = newEmailToken();
  const tokenHash = hashEmailToken(token);
  await unlockModels(connection).unlocks.create({
    _id: tokenHash,
    userId: user._id,
    generation: user.deviceGeneration ?? '',
    createdAt: new Date(at),
    expiresAt: new Date(at + TTL_MS),
  });
  return { token, tokenHash };
}

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
  cleanupUnlocksSoon(context, at);
}

/** The member a link names, its use claimed; 400 auth.unlockTokenInvalid for any link that cannot be used. */
export async function claimUnlock(context: UnlockContext, token: string): Promise<UserDocument> {
  const { unlocks, claims } = unlockModels(context.data);
  const at = context.now();
  cleanupUnlocksSoon(context, at);
  const tokenHash = hashEmailToken(token);
  const record = await unlocks.findById(tokenHash).lean();
  if (!record || record.expiresAt.getTime() <= at) throw invalidToken();
  const user = await findUser(String(record.userId));
  if (!user || record.generation !== (user.deviceGeneration ?? '')) throw invalidToken();
  try {
    await claims.create({ _id: tokenHash, expiresAt: record.expiresAt });
  } catch (error) {
    if (isDuplicateKey(error)) throw invalidToken();
    throw error;
  }
  return user;
}

/** A valid link's token for a member, as her e-mail would carry it (for suites that need one). */
export async function issueUnlockTokenFor(connection: Connection, userId: string): Promise<string> {
  const user = await findUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return (await issueUnlock(connection, user, Date.now())).token;
}
