import type { Connection } from 'mongoose';
import type { ContactMessage, ContactSubmission } from '@ministry/contracts/contact';
import type { Language } from '@ministry/contracts/language';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { enqueueMail } from '@ministry/kit/outbox';
import { recipientLanguage, type MailRecipient } from '@ministry/kit/recipient-language';
import { contactNoticeMail } from '@ministry/mail/templates/contact-notice';
import { contactReceivedMail } from '@ministry/mail/templates/contact-received';
import { ContactSubmissionModel } from './model';

/** The admin list shows at most this many, newest first. */
export const SUBMISSIONS_LIST_LIMIT = 500;

/** Where the contact form's e-mails go and what their links point at. */
export interface ContactMailSettings {
  /** The outbox's connection (the service's data). */
  connection: Connection;
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  /** The ministry's staff (MINISTRY_NOTIFY_EMAIL). */
  notifyEmail: string;
  /** The ministry's published details as they are now (this service's own `ministry` document). */
  ministry: () => Promise<MinistryContent>;
  /**
   * Whether one more acknowledgement may go to this address (its lower-cased form) in the current
   * window: the form cannot be used to fill anyone's mailbox from the ministry's domain. Absent: always.
   */
  mayAcknowledge?: (emailKey: string) => Promise<boolean>;
}

/**
 * Stores a message from the contact form, then puts two e-mails in the outbox in the same request:
 * an acknowledgement to the typed address in the language the form was used in, and a notice to the
 * staff. Nobody proved the typed address, so the acknowledgement is fixed text (contact-received: no
 * name, no message) and goes to one address only a few times a day; the staff notice carries the
 * message. The outbox delivers them later (SMTP being down never fails the form); the keys make each
 * one once.
 */
export async function saveContactMessage(
  message: ContactMessage,
  language: Language,
  mail: ContactMailSettings,
): Promise<ContactSubmission> {
  const saved = await ContactSubmissionModel.create({ ...message, phone: message.phone || null });
  const submission = saved.toJSON() as unknown as ContactSubmission;
  const id = String(saved._id);
  const ministry = await mail.ministry();
  if (!mail.mayAcknowledge || (await mail.mayAcknowledge(emailKeyOf(submission.email)))) {
    // Whoever typed the address is a visitor to it: nothing ties it to an account.
    const sender: MailRecipient = { visitor: language };
    const received = contactReceivedMail(
      { language: recipientLanguage(sender), ministry },
      { subject: submission.subject },
    );
    await enqueueMail(mail.connection, `contact-received:${id}`, {
      to: submission.email,
      recipient: sender,
      ...received,
    });
  }
  const notice = contactNoticeMail(
    { language: recipientLanguage('staff'), ministry },
    {
      name: submission.name,
      email: submission.email,
      phone: submission.phone ?? null,
      subject: submission.subject,
      message: submission.message,
      senderLanguage: language,
      receivedAt: saved.createdAt,
      siteUrl: mail.siteUrl,
    },
  );
  await enqueueMail(mail.connection, `contact-notice:${id}`, {
    to: mail.notifyEmail,
    recipient: 'staff',
    ...notice,
  });
  return submission;
}

/** Newest first. */
export async function listContactSubmissions(): Promise<ContactSubmission[]> {
  const found = await ContactSubmissionModel.find()
    .sort({ createdAt: -1, _id: -1 })
    .limit(SUBMISSIONS_LIST_LIMIT);
  return found.map((doc) => doc.toJSON() as unknown as ContactSubmission);
}
