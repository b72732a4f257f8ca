import { object, string, type InferType } from 'yup';

export const CONTACT_SUBJECTS = ['counseling', 'bible-study', 'subscription', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 40;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * A field people never see (hidden from view and from assistive technology): only bots fill it in.
 * The content service accepts such a message without storing it, so the bot learns nothing.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The contact form and POST /api/contact: one schema for both sides (spec §5). */
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
}
