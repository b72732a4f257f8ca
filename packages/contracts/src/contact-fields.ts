// The contact form's fields and limits without the schema, so a page can show the form before yup loads.

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
