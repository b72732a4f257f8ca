import type { Language } from './language';

/** A day or group of days the office keeps its hours; its words are in the content remote's locales. */
export type OfficeDays = 'weekdays' | 'saturday' | 'sunday';

/** Opening and closing as 24-hour 'HH:MM' in New York; null when the office is closed that day. */
export interface OfficeHours {
  days: OfficeDays;
  hours: { opens: string; closes: string } | null;
}

/** A social network the site shows an icon for; url is null while the ministry has no account there. */
export interface SocialLink {
  network: 'facebook' | 'instagram' | 'youtube';
  url: string | null;
}

const OFFICE_HOURS: readonly OfficeHours[] = [
  { days: 'weekdays', hours: { opens: '09:00', closes: '18:00' } },
  { days: 'saturday', hours: { opens: '10:00', closes: '14:00' } },
  { days: 'sunday', hours: null },
];

const SOCIAL: readonly SocialLink[] = [
  { network: 'facebook', url: null },
  { network: 'instagram', url: null },
  { network: 'youtube', url: null },
];

/**
 * The ministry's details, the one place every page, e-mail, document and head reads them from
 * (the site's footer and contact page, mail footers, receipts and statements, JSON-LD, resources'
 * PDFs). Only the facts live here; words around them (a day's name, "Closed") stay in locales.
 */
export const MINISTRY = {
  name: { en: 'Women of Purpose Ministry', es: 'Ministerio Mujeres con Propósito' },
  /** The name on receipts and statements (billing may override it with MINISTRY_LEGAL_NAME). */
  legalName: 'Women of Purpose Ministry, Inc.',
  email: 'hello@womenofpurpose.org',
  phone: '(718) 555-0142',
  address: {
    street: '60-12 Myrtle Avenue',
    locality: 'Ridgewood',
    region: 'NY',
    postalCode: '11385',
    country: 'US',
  },
  officeHours: OFFICE_HOURS,
  social: SOCIAL,
} as const;

export const ministryName = (language: Language): string => MINISTRY.name[language];

/** 'Ridgewood, NY 11385': the address's second line. */
export const ministryCityLine = `${MINISTRY.address.locality}, ${MINISTRY.address.region} ${MINISTRY.address.postalCode}`;

/** '60-12 Myrtle Avenue, Ridgewood, NY 11385': the address on one line. */
export const ministryAddressLine = `${MINISTRY.address.street}, ${ministryCityLine}`;

/** 'tel:7185550142': the phone as a link a phone can dial. */
export const ministryPhoneHref = `tel:${MINISTRY.phone.replace(/\D/g, '')}`;

/** '+1-718-555-0142': the phone as schema.org and other machines read it. */
export const ministryInternationalPhone = MINISTRY.phone.replace(
  /^\((\d{3})\) (\d{3})-(\d{4})$/,
  '+1-$1-$2-$3',
);
