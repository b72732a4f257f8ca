import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { PASSWORD_RESET_TTL_MINUTES } from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { enqueueMail, type MailKey } from '@ministry/kit/outbox';
import { passwordResetMail } from '@ministry/mail/templates/password-reset';
import { cleanupSoon } from '../cleanup';
import type { IdentityConfig } from '../config';
import type { IdentityContext } from '../context';
import { greetingName, mailLanguage, mailRecipient } from '../users/mail';
import { UserModel, type UserDocument } from '../users/model';
import { findUser, hashPassword, key, replacePassword } from '../users/service';
import { passwordResetModels } from './model';

/**
 * Password reset links: 32 random bytes (base64url) in the e-mail, only their SHA-256 in the
 * database, valid PASSWORD_RESET_TTL_MINUTES, used once. Single use is a unique insert of the token's
 * hash (FerretDB v1 does not make a conditional update atomic under concurrency); a successful reset
 * draws a new device generation, which voids every other link of hers (and a password change does too).
 */
export const RESET_TOKEN_BYTES = 32;
export const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
export const newResetToken = () => randomBytes(RESET_TOKEN_BYTES).toString('base64url');
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
/** The outbox key of a reset e-mail: a prefix of the token's hash (unique, and no use to anyone). */
export const resetMailKey = (tokenHash: string): MailKey => `password-reset:${tokenHash.slice(0, 16)}`;

const invalidToken = () => new AppError(400, 'auth.resetTokenInvalid');

/** What resets need of identity's context (a suite's helper builds it with bare settings). */
export type PasswordResetContext = Pick<IdentityContext, 'data' | 'now' | 'cleanups'> & {
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl' | 'bcryptRounds'>;
};

/** Deletes expired records, claims and decoys (by their stored date). */
export async function removeExpiredResets(context: PasswordResetContext, at = context.now()): Promise<void> {
  const { resets, claims, decoys } = passwordResetModels(context.data);
  const expired = { expiresAt: mongoose.trusted({ $lte: new Date(at) }) };
  await Promise.all([resets.deleteMany(expired), claims.deleteMany(expired), decoys.deleteMany(expired)]);
}

const cleanupResetsSoon = (context: PasswordResetContext, at: number) =>
  cleanupSoon(context, 'password-resets', at, (when) => removeExpiredResets(context, when));

/** Stores a new link's record (for no user when the address is nobody's); the raw token back. */
export async function issueResetLink(context: PasswordResetContext, user: UserDocument | null, at: number) {
  const token = newResetToken();
  const tokenHash = hashResetToken(token);
  await passwordResetModels(context.data).resets.create({
    _id: tokenHash,
    userId: user?._id ?? null,
    generation: user?.deviceGeneration ?? '',
    createdAt: new Date(at),
    expiresAt: new Date(at + RESET_TTL_MS),
  });
  return { token, tokenHash };
}

/**
 * POST /api/auth/password-reset. The same work whether or not a member uses the address: one
 * user lookup, one record, one message rendered and one message-sized write (her e-mail in the
 * outbox, or a decoy), so neither the answer nor its time tells the two apart.
 */
export async function requestPasswordReset(
  context: PasswordResetContext,
  email: string,
  callerLanguage: Language,
): Promise<void> {
  const { config } = context;
  const at = context.now();
  const user = await UserModel.findOne({ emailKey: key(email) });
  const { token, tokenHash } = await issueResetLink(context, user, at);
  const ministry = await ministryDetails(config.contentServiceUrl);
  if (user) {
    const mail = passwordResetMail(
      { language: mailLanguage(user), ministry },
      {
        name: greetingName(user),
        siteUrl: config.siteUrl,
        token,
      },
    );
    await enqueueMail(context.data, resetMailKey(tokenHash), {
      to: user.email,
      recipient: mailRecipient(user),
      ...mail,
      secret: true,
    });
  } else {
    // A link to no record: a fresh random token of the same length, not this record's.
    const mail = passwordResetMail(
      { language: callerLanguage, ministry },
      {
        name: 'x'.repeat(8),
        siteUrl: config.siteUrl,
        token: newResetToken(),
      },
    );
    await passwordResetModels(context.data).decoys.create({
      _id: resetMailKey(tokenHash),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: mail.language,
      createdAt: new Date(at),
      expiresAt: new Date(at + RESET_TTL_MS),
    });
  }
  cleanupResetsSoon(context, at);
}

/**
 * POST /api/auth/password-reset/confirm: sets her new password and answers her, or 400
 * auth.resetTokenInvalid for a used, expired, voided, unknown or malformed token.
 */
export async function confirmPasswordReset(
  context: PasswordResetContext,
  token: string,
  password: string,
): Promise<UserDocument> {
  const { resets, claims } = passwordResetModels(context.data);
  const at = context.now();
  cleanupResetsSoon(context, at);
  const tokenHash = hashResetToken(token);
  const record = await resets.findById(tokenHash).lean();
  if (!record?.userId || record.expiresAt.getTime() <= at) throw invalidToken();
  const user = await findUser(String(record.userId));
  if (!user || record.generation !== (user.deviceGeneration ?? '')) throw invalidToken();
  // The slow hash first, so the claim and the save follow each other closely.
  const passwordHash = await hashPassword(password, context.config);
  try {
    await claims.create({ _id: tokenHash, expiresAt: record.expiresAt });
  } catch (error) {
    if (isDuplicateKey(error)) throw invalidToken();
    throw error;
  }
  const updated = await replacePassword(user, passwordHash);
  // Her other links are void already (new generation); their records go now.
  await resets.deleteMany({ userId: user._id });
  return updated;
}

/** A valid link's token for a member, as her e-mail would carry it (for suites that need one). */
export async function issueResetTokenFor(connection: Connection, userId: string): Promise<string> {
  const user = await findUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  const context = {
    data: connection,
    config: { siteUrl: '', contentServiceUrl: '', bcryptRounds: 4 },
    now: Date.now,
    cleanups: new Map(),
  };
  return (await issueResetLink(context, user, Date.now())).token;
}
