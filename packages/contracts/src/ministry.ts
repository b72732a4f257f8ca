import type { Language } from './language';
// Types only: the shell's footer loads this module on every first visit, site-content.ts's table not.
import type { MinistryContent, OfficeDays } from './site-content';

export type { OfficeDays };

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
 * The ministry's details as the site was first written: the seed of the published `ministry`
 * site-content document (which the footer, the contact page, e-mails, receipts, PDFs and heads read
 * once it exists) and the last resort while the content service has never answered
 * (`MINISTRY_CONTENT`). Only the facts live here; words around them (a day's name, "Closed") stay in
 * locales.
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

/** `MINISTRY` in the shape of the published `ministry` document: the seed and the last-resort fallback. */
export const MINISTRY_CONTENT: MinistryContent = {
  name: { ...MINISTRY.name },
  legalName: MINISTRY.legalName,
  email: MINISTRY.email,
  phone: MINISTRY.phone,
  address: { ...MINISTRY.address },
  officeHours: MINISTRY.officeHours.map(({ days, hours }) => ({
    id: days,
    days,
    opens: hours?.opens ?? '',
    closes: hours?.closes ?? '',
  })),
  social: MINISTRY.social.map(({ network, url }) => ({ id: network, network, url: url ?? '' })),
  mapUrl: '',
};

/** The ministry's name in `language` (the other language's while it has no translation, as pickText). */
export function ministryName({ name }: Pick<MinistryContent, 'name'>, language: Language): string {
  return name[language].trim() ? name[language] : name[language === 'en' ? 'es' : 'en'];
}

/** 'Ridgewood, NY 11385': the address's second line. */
export const ministryCityLine = ({ address }: Pick<MinistryContent, 'address'>): string =>
  `${address.locality}, ${address.region} ${address.postalCode}`;

/** '60-12 Myrtle Avenue, Ridgewood, NY 11385': the address on one line. */
export const ministryAddressLine = (ministry: Pick<MinistryContent, 'address'>): string =>
  `${ministry.address.street}, ${ministryCityLine(ministry)}`;

/** 'tel:7185550142' (or 'tel:+…' for a number written with its country code): a link a phone can dial. */
export const ministryPhoneHref = ({ phone }: Pick<MinistryContent, 'phone'>): string =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * '+1-718-555-0142': the phone as schema.org and other machines read it. A US number of ten digits
 * (or eleven starting with 1) gets its country code; one written with its own '+' keeps its digits.
 */
export function ministryInternationalPhone({ phone }: Pick<MinistryContent, 'phone'>): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  const national = /^1?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return national ? `+1-${national[1]}-${national[2]}-${national[3]}` : phone.trim();
}
