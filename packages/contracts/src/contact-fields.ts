// The contact form's fields and limits without the schema, so a page can show the form before yup loads.

import type { Language } from './language';

export const CONTACT_SUBJECTS = ['counseling', 'bible-study', 'subscription', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** The contact form's subjects as the form and the e-mails show them, in each language. */
export const CONTACT_SUBJECT_LABELS = {
  en: {
    counseling: 'Counseling Services',
    'bible-study': 'Bible Study Groups',
    subscription: 'Subscription Plans',
    other: 'Other Inquiry',
  },
  es: {
    counseling: 'Servicios de consejería',
    'bible-study': 'Grupos de estudio bíblico',
    subscription: 'Planes de suscripción',
    other: 'Otra consulta',
  },
} satisfies Record<Language, Record<ContactSubject, string>>;

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
