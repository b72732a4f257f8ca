import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import { parseSavedLanguage, type Language } from '@ministry/contracts/language';
import { ministryDetails } from '@ministry/kit/ministry-details';
import { enqueueMail } from '@ministry/kit/outbox';
import { passwordChangedMail, type PasswordChangeVia } from '@ministry/mail/templates/password-changed';
import type { IdentityConfig } from '../config';
import type { UserDocument } from './model';

/** The language her e-mails are written in: the one saved on her account. */
export const mailLanguage = (user: UserDocument): Language => parseSavedLanguage(user.preferredLanguage);

/** How a message greets her: her first name, else her username. */
export const greetingName = (user: UserDocument): string => user.firstName?.trim() || user.username;

/**
 * After her password changed (Security tab or reset link), once per change: the key carries a digest
 * of the device generation the change just drew, new at every change and never shown itself.
 */
export async function sendPasswordChanged(
  connection: Connection,
  user: UserDocument,
  config: Pick<IdentityConfig, 'siteUrl' | 'contentServiceUrl'>,
  change: { via: PasswordChangeVia; at: Date },
): Promise<void> {
  const changeId = createHash('sha256')
    .update(user.deviceGeneration ?? '')
    .digest('hex')
    .slice(0, 16);
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
  await enqueueMail(connection, `password-changed:${String(user._id)}:${changeId}`, {
    to: user.email,
    ...mail,
  });
}
