import type { Connection } from 'mongoose';
import { parseLanguage, type Language } from '@ministry/contracts/language';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import { recipientLanguage, type MailRecipient } from '@ministry/kit/recipient-language';
import { passwordChangedMail, type PasswordChangeVia } from '@ministry/mail/templates/password-changed';
import type { IdentityConfig } from '../config';
import type { UserDocument } from './model';

/** Every message identity sends goes to a member: written in the language saved on her account. */
export const mailRecipient = (user: UserDocument): MailRecipient => ({
  member: { preferredLanguage: parseLanguage(user.preferredLanguage) },
});

export const mailLanguage = (user: UserDocument): Language => recipientLanguage(mailRecipient(user));

/**
 * How a message greets her: her first name, else her username; null (a greeting without a name) while
 * her address is not verified, so no text anyone typed reaches an address nobody proved.
 */
export const greetingName = (user: UserDocument): string | null =>
  user.emailVerified ? user.firstName?.trim() || user.username : null;

const NOTICE_WINDOW_MS = 3_600_000;

/**
 * After her password changed (Security tab or reset link): at most one notice per account and clock
 * hour, so changing it again and again cannot flood an address. The key names the account and the
 * hour, and the outbox stores a key once (a unique insert, exact under concurrency), so a second
 * change in the hour adds nothing; the first notice already tells her to act if it was not her.
 */
export async function sendPasswordChanged(
  connection: Connection,
  user: UserDocument,
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl'>,
  change: { via: PasswordChangeVia; at: Date },
): Promise<void> {
  const hour = Math.floor(change.at.getTime() / NOTICE_WINDOW_MS) * NOTICE_WINDOW_MS;
  const key = `password-changed:${String(user._id)}:${hour}` as const;
  const ministry = await ministryDetails(config.contentServiceUrl);
  const mail = passwordChangedMail(
    { language: mailLanguage(user), ministry },
    {
      name: greetingName(user),
      siteUrl: config.siteUrl,
      changedAt: change.at,
      via: change.via,
    },
  );
  await enqueueMail(connection, key, {
    to: user.email,
    recipient: mailRecipient(user),
    ...mail,
  });
}
