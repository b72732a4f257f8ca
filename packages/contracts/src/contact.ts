import { object, string, type InferType } from 'yup';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_PHONE_MAX,
  CONTACT_SUBJECTS,
  type ContactSubject,
} from './contact-fields';

export * from './contact-fields';

/** The contact form and POST /api/contact: one schema for both sides. */
export const contactMessageSchema = object({
  name: string()
    .trim()
    .required('contact.nameMin')
    .min(CONTACT_NAME_MIN, 'contact.nameMin')
    .max(CONTACT_NAME_MAX, 'contact.nameTooLong'),
  email: string()
    .trim()
    .required('contact.emailInvalid')
    .email('contact.emailInvalid')
    .max(CONTACT_EMAIL_MAX, 'contact.emailInvalid'),
  /** Optional, no format check. */
  phone: string().trim().max(CONTACT_PHONE_MAX, 'contact.phoneTooLong').nullable().default(null),
  subject: string<ContactSubject>()
    .required('contact.subjectRequired')
    .oneOf(CONTACT_SUBJECTS, 'contact.subjectRequired'),
  message: string()
    .trim()
    .required('contact.messageMin')
    .min(CONTACT_MESSAGE_MIN, 'contact.messageMin')
    .max(CONTACT_MESSAGE_MAX, 'contact.messageTooLong'),
});

export type ContactMessage = InferType<typeof contactMessageSchema>;

/** A stored message as admins read it (GET /api/admin/contact-submissions); createdAt is an ISO string. */
export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  subject: ContactSubject;
  message: string;
  createdAt: string;
  /** From a member whose plan was active when she wrote: to be answered by `replyBy` (ISO). */
  memberSupport?: boolean;
  replyBy?: string | null;
  /** When staff marked it answered (ISO); null while waiting. */
  answeredAt?: string | null;
}

/** What a member's plan promises: a reply within this long of her message. */
export const MEMBER_SUPPORT_REPLY_MS = 24 * 60 * 60 * 1000;

/** POST /api/contact's answer: the thank-you in her language, and whether she was answered as a member. */
export interface ContactSent {
  message: string;
  memberSupport: boolean;
}
