import type { Connection } from 'mongoose';
import type { EmailTokenPurpose } from '@ministry/contracts/auth';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import { emailChangedMail } from '@ministry/mail/templates/email-changed';
import { emailVerificationMail } from '@ministry/mail/templates/email-verification';
import { DEFAULT_EMAIL_LINK_SETTINGS, type IdentityConfig } from '../config';
import type { IdentityContext } from '../context';
import { mailLanguage, mailRecipient } from '../users/mail';
import { UserModel, type UserDocument } from '../users/model';
import { assertEmailFree, emailTakenOnSave, findUser, key } from '../users/service';
import { emailTokens } from './model';

/**
 * Links that prove an address, for both purposes: 'verify' (her account's address, sent at
 * registration and on request) and 'change' (a new address she asked for, which becomes hers when
 * its link is followed). E-mailed tokens (emailed-token.ts).
 */

/** What the links need of identity's context (a suite's helper builds it with a bare site address). */
export type EmailLinkContext = Pick<IdentityContext, 'data' | 'now' | 'cleanups'> & {
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl' | 'emailLinks'>;
};

export interface ConfirmedEmail {
  user: UserDocument;
  purpose: EmailTokenPurpose;
}

const ttlMs = (context: EmailLinkContext, purpose: EmailTokenPurpose) => {
  const settings = context.config.emailLinks ?? DEFAULT_EMAIL_LINK_SETTINGS;
  return purpose === 'verify' ? settings.verifyTtlMs : settings.changeTtlMs;
};

/** Stores a new link's record for the address it proves; the raw token back. */
export async function issueEmailLink(
  context: EmailLinkContext,
  user: UserDocument,
  purpose: EmailTokenPurpose,
  email: string,
) {
  const at = context.now();
  const fields = { userId: user._id, purpose, email: key(email) };
  const issued = await emailTokens.issue(context.data, fields, at, ttlMs(context, purpose));
  emailTokens.cleanupSoon(context, at);
  return issued;
}

/** Puts the link's e-mail into the outbox: fixed text and the link, in her language. */
async function sendLink(
  context: EmailLinkContext,
  user: UserDocument,
  purpose: EmailTokenPurpose,
  to: string,
) {
  const { token, tokenHash } = await issueEmailLink(context, user, purpose, to);
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const mail = emailVerificationMail(
    { language: mailLanguage(user), ministry },
    {
      purpose,
      siteUrl: context.config.siteUrl,
      token,
      validHours: Math.round(ttlMs(context, purpose) / 3_600_000),
    },
  );
  await enqueueMail(context.data, `email-${purpose}:${tokenHash.slice(0, 16)}`, {
    to,
    recipient: mailRecipient(user),
    ...mail,
    secret: true,
  });
  return token;
}

/** A link that verifies her account's current address, to that address. */
export const sendVerification = (context: EmailLinkContext, user: UserDocument) =>
  sendLink(context, user, 'verify', user.email);

/** Records the new address as pending and sends its confirmation link to it (not to the old one). */
export async function requestEmailChange(
  context: EmailLinkContext,
  user: UserDocument,
  newEmail: string,
): Promise<UserDocument> {
  user.pendingEmail = newEmail.trim();
  const saved = await user.save();
  await sendLink(context, saved, 'change', saved.pendingEmail!);
  return saved;
}

/** Forgets her pending address (another account has it), then throws `error`. */
const dropPending = (user: UserDocument) => async (error: unknown) => {
  await UserModel.updateOne({ _id: user._id }, { $set: { pendingEmail: null } });
  throw error;
};

/**
 * POST /api/auth/verify-email: proves the address the link was sent to. For 'verify' her address
 * becomes verified; for 'change' the pending address becomes hers (verified), and the old address
 * is told. 400 auth.verifyTokenInvalid for a used, expired, unknown, malformed or superseded link.
 */
export async function confirmEmail(context: EmailLinkContext, token: string): Promise<ConfirmedEmail> {
  const { record, user, tokenHash, at, invalid } = await emailTokens.find(context, token);
  // The address in question must still be the one the link was sent to: a link to an address she
  // has since left, or to a pending address she has since replaced, proves nothing about hers.
  const current = record.purpose === 'verify' ? user.emailKey : key(user.pendingEmail ?? '');
  if (record.email !== current) throw invalid();
  // Another account has the new address (it had it when she asked, which was not said then, or took
  // it since): said here, to whoever reads that mailbox, and the pending address is dropped.
  if (record.purpose === 'change')
    await assertEmailFree(record.email, String(user._id)).catch(dropPending(user));
  await emailTokens.claim(context.data, tokenHash, record.expiresAt);
  const tokens = emailTokens.models(context.data).records;

  if (record.purpose === 'verify') {
    user.emailVerified = true;
    const saved = await user.save();
    await tokens.deleteMany({ userId: user._id, purpose: 'verify' });
    return { user: saved, purpose: 'verify' };
  }

  const previousEmail = user.email;
  user.set({ email: user.pendingEmail, emailKey: record.email, emailVerified: true, pendingEmail: null });
  let saved: UserDocument;
  try {
    saved = await user.save();
  } catch (error) {
    // A registration took the address between the check and the save: the unique index decides.
    const clash = emailTakenOnSave(error);
    if (!clash) throw error;
    return dropPending(user)(clash);
  }
  // Every other link of hers named the old address or a pending one: none proves anything now.
  await tokens.deleteMany({ userId: user._id });
  const ministry = await ministryDetails(context.config.contentServiceUrl);
  const notice = emailChangedMail(
    { language: mailLanguage(saved), ministry },
    {
      siteUrl: context.config.siteUrl,
      newEmail: saved.email,
      changedAt: new Date(at),
    },
  );
  await enqueueMail(context.data, `email-changed:${String(user._id)}:${tokenHash.slice(0, 16)}`, {
    to: previousEmail,
    recipient: mailRecipient(saved),
    ...notice,
  });
  return { user: saved, purpose: 'change' };
}

/** A valid link's token for a member, as her e-mail would carry it (for suites that need one). */
export async function issueEmailTokenFor(
  connection: Connection,
  userId: string,
  purpose: EmailTokenPurpose = 'verify',
): Promise<string> {
  const user = await findUser(userId);
  if (!user) throw new Error(`no user ${userId}`);
  const context = {
    data: connection,
    config: { siteUrl: 'http://localhost', contentServiceUrl: '' },
    now: Date.now,
    cleanups: new Map(),
  };
  const email = purpose === 'verify' ? user.email : user.pendingEmail;
  if (!email) throw new Error(`user ${userId} has no pending address`);
  return (await issueEmailLink(context, user, purpose, email)).token;
}
