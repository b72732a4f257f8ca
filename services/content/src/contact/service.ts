import { Types, type Connection } from 'mongoose';
import { CARE_TEXT_MAX } from '@ministry/contracts/care';
import {
  MEMBER_SUPPORT_REPLY_MS,
  type ContactMessage,
  type ContactSubject,
  type ContactSubmission,
} from '@ministry/contracts/contact';
import type { Language } from '@ministry/contracts/language';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { emailKeyOf } from '@ministry/kit/identity-client';
import { enqueueMail } from '@ministry/kit/outbox';
import { recipientLanguage, type MailRecipient } from '@ministry/kit/recipient-language';
import { contactNoticeMail } from '@ministry/mail/templates/contact-notice';
import { contactReceivedMail } from '@ministry/mail/templates/contact-received';
import type { CareClient } from './care-client';
import { counselingNoticeMail } from '@ministry/mail/templates/counseling-notice';
import { AppError } from '@ministry/kit/errors';
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
 * one once. A message for "Counseling Services" is not stored here: see `handOverCounselingRequest`.
 */
export async function saveContactMessage(
  message: ContactMessage,
  language: Language,
  mail: ContactMailSettings,
  memberSupport = false,
): Promise<ContactSubmission> {
  const receivedAt = new Date();
  const saved = await ContactSubmissionModel.create({
    ...message,
    phone: message.phone || null,
    createdAt: receivedAt,
    memberSupport,
    replyBy: memberSupport ? new Date(receivedAt.getTime() + MEMBER_SUPPORT_REPLY_MS) : null,
  });
  const submission = saved.toJSON() as unknown as ContactSubmission;
  const id = String(saved._id);
  const ministry = await mail.ministry();
  await acknowledge(id, submission, language, ministry, mail);
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

/** The subject whose messages are confidential: they go to care, never into this service's collection. */
export const COUNSELING_SUBJECT: ContactSubject = 'counseling';

/** How the phone number she gave is added to her text for the counselor, in her language. */
const PHONE_LINE: Record<Language, (phone: string) => string> = {
  en: (phone) => `Phone: ${phone}`,
  es: (phone) => `Teléfono: ${phone}`,
};

/**
 * The text care seals: her message and, when she gave one, her phone number on a last line (care's
 * request has no field of its own for it), unless that would pass care's limit: she is then answered
 * by e-mail.
 */
export function counselingText(message: ContactMessage, language: Language): string {
  const phone = message.phone?.trim();
  if (!phone) return message.message;
  const withPhone = `${message.message}\n\n${PHONE_LINE[language](phone)}`;
  return withPhone.length <= CARE_TEXT_MAX ? withPhone : message.message;
}

/**
 * A message for "Counseling Services": handed to care (sealed there, read only by the counselor it is
 * assigned to), and nothing of it kept here. It is named by a fresh id, so a call repeated after a
 * lost answer stores it once. Only once care has it do the e-mails go: the same acknowledgement as
 * any message, and a staff notice that says only that a counseling request arrived. When care cannot
 * take it, a 503 (`contact.sendFailed`) and nothing stored or sent: the form keeps her text.
 */
export async function handOverCounselingRequest(
  message: ContactMessage,
  language: Language,
  mail: ContactMailSettings,
  care: CareClient,
): Promise<{ id: string }> {
  const id = new Types.ObjectId().toHexString();
  const receivedAt = new Date();
  await care.submitRequest({
    name: message.name,
    email: message.email,
    language,
    text: counselingText(message, language),
    sourceId: id,
  });
  const ministry = await mail.ministry();
  await acknowledge(id, message, language, ministry, mail);
  const notice = counselingNoticeMail(
    { language: recipientLanguage('staff'), ministry },
    { senderLanguage: language, receivedAt, siteUrl: mail.siteUrl },
  );
  await enqueueMail(mail.connection, `contact-notice:${id}`, {
    to: mail.notifyEmail,
    recipient: 'staff',
    ...notice,
  });
  return { id };
}

/**
 * The form's one entry: counseling to care, every other subject stored for the admin's Messages,
 * marked as a member's when `memberSupport` says her plan is active.
 */
export async function submitContactMessage(
  message: ContactMessage,
  language: Language,
  mail: ContactMailSettings,
  care: CareClient,
  memberSupport = false,
): Promise<void> {
  if (message.subject === COUNSELING_SUBJECT) await handOverCounselingRequest(message, language, mail, care);
  else await saveContactMessage(message, language, mail, memberSupport);
}

/** The acknowledgement to the typed address (fixed text), unless that address had its share today. */
async function acknowledge(
  id: string,
  message: Pick<ContactMessage, 'email' | 'subject'>,
  language: Language,
  ministry: MinistryContent,
  mail: ContactMailSettings,
): Promise<void> {
  if (mail.mayAcknowledge && !(await mail.mayAcknowledge(emailKeyOf(message.email)))) return;
  // Whoever typed the address is a visitor to it: nothing ties it to an account.
  const sender: MailRecipient = { visitor: language };
  const received = contactReceivedMail(
    { language: recipientLanguage(sender), ministry },
    { subject: message.subject },
  );
  await enqueueMail(mail.connection, `contact-received:${id}`, {
    to: message.email,
    recipient: sender,
    ...received,
  });
}

const asSubmission = (doc: { toJSON(): unknown }) => doc.toJSON() as ContactSubmission;

/**
 * Members' messages still waiting for a reply first (the one due soonest at the top), then every
 * other message newest first.
 */
export async function listContactSubmissions(): Promise<ContactSubmission[]> {
  const waiting = await ContactSubmissionModel.find({ memberSupport: true, answeredAt: null })
    .sort({ replyBy: 1, _id: 1 })
    .limit(SUBMISSIONS_LIST_LIMIT);
  const waitingIds = new Set(waiting.map((doc) => String(doc._id)));
  const newest = await ContactSubmissionModel.find()
    .sort({ createdAt: -1, _id: -1 })
    .limit(SUBMISSIONS_LIST_LIMIT);
  const rest = newest.filter((doc) => !waitingIds.has(String(doc._id)));
  return [...waiting, ...rest].slice(0, SUBMISSIONS_LIST_LIMIT).map(asSubmission);
}

/** Staff answered it: it leaves the top of the list and is never overdue. A second call keeps the first time. */
export async function markAnswered(id: string): Promise<ContactSubmission> {
  if (!Types.ObjectId.isValid(id)) throw new AppError(404, 'api.notFound');
  const found = await ContactSubmissionModel.findById(id);
  if (!found) throw new AppError(404, 'api.notFound');
  if (!found.answeredAt) {
    found.answeredAt = new Date();
    await found.save();
  }
  return asSubmission(found);
}
