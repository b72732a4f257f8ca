import type { Language } from '@ministry/contracts/language';

/** Who the e-mails come from: the ministry's name and the contact details the site's footer shows. */
export const MINISTRY = {
  name: { en: 'Women of Purpose Ministry', es: 'Ministerio Mujeres con Propósito' },
  email: 'hello@womenofpurpose.org',
  phone: '(718) 555-0142',
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood, NY 11385',
} as const;

export const ministryName = (language: Language) => MINISTRY.name[language];
