import type { Connection } from 'mongoose';
import { PASSWORD_RESET_TTL_MINUTES } from '@ministry/contracts/auth';
import type { Language } from '@ministry/contracts/language';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail, type MailKey } from '@ministry/kit/outbox';
import { passwordResetMail } from '@ministry/mail/templates/password-reset';
import type { IdentityConfig } from '../config';
import type { IdentityContext } from '../context';
import { newEmailToken } from '../emailed-token';
import { greetingName, mailLanguage, mailRecipient } from '../users/mail';
import { UserModel, type UserDocument } from '../users/model';
import { findUser, hashPassword, key, replacePassword } from '../users/service';
import { decoyModel, resetTokens } from './model';

/**
 * Password reset links (emailed-token.ts), valid PASSWORD_RESET_TTL_MINUTES: a successful reset draws
 * a new device generation, which voids every other link of hers (and a password change does too).
 */
export const RESET_TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
/** The outbox key of a reset e-mail: a prefix of the token's hash (unique, and no use to anyone). */
export const resetMailKey = (tokenHash: string): MailKey => `password-reset:${tokenHash.slice(0, 16)}`;

/** What resets need of identity's context (a suite's helper builds it with bare settings). */
export type PasswordResetContext = Pick<IdentityContext, 'data' | 'now' | 'cleanups'> & {
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl' | 'bcryptRounds'>;
};

/** Stores a new link's record (for no user when the address is nobody's); the raw token back. */
export const issueResetLink = (
  { data }: Pick<IdentityContext, 'data'>,
  user: UserDocument | null,
  at: number,
) =>
  resetTokens.issue(
    data,
    { userId: user?._id ?? null, generation: user?.deviceGeneration ?? '' },
    at,
    RESET_TTL_MS,
  );

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
        token: newEmailToken(),
      },
    );
    await decoyModel(context.data).create({
      _id: resetMailKey(tokenHash),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      language: mail.language,
      createdAt: new Date(at),
      expiresAt: new Date(at + RESET_TTL_MS),
    });
  }
  resetTokens.cleanupSoon(context, at);
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
  const { record, user, tokenHash } = await resetTokens.find(context, token);
  // The slow hash first, so the claim and the save follow each other closely.
  const passwordHash = await hashPassword(password, context.config);
  await resetTokens.claim(context.data, tokenHash, record.expiresAt);
  const updated = await replacePassword(user, passwordHash);
  // Her other links are void already (new generation); their records go now.
  await resetTokens.models(context.data).records.deleteMany({ userId: user._id });
  return updated;
}

/** A valid link's token for a member, as her e-mail would carry it (for suites that need one). */
export async function issueResetTokenFor(connection: Connection, userId: string): Promise<string> {
  const user = await findUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return (await issueResetLink({ data: connection }, user, Date.now())).token;
}
