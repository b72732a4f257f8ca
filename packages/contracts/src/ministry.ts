import type { Language } from './language';
// Types only: the shell's footer loads this module on every first visit, site-content.ts's table not.
import type { MinistryContent, OfficeDays } from './site-content';

export type { OfficeDays };

/**
 * The ministry's details as the site was first written, in the shape of the published `ministry`
 * site-content document: its seed, and the last resort while the content service has never answered.
 * Everything that shows them (the footer, the contact page, e-mails, receipts, PDFs, heads) reads the
 * published document. Office hours are 24-hour 'HH:MM' in New York, both empty on a closed day; a
 * social link is empty while the ministry has no account there. Only facts live here: the words
 * around them (a day's name, "Closed") stay in locales.
 */
export const MINISTRY_CONTENT: MinistryContent = {
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
  officeHours: [
    { id: 'weekdays', days: 'weekdays', opens: '09:00', closes: '18:00' },
    { id: 'saturday', days: 'saturday', opens: '10:00', closes: '14:00' },
    { id: 'sunday', days: 'sunday', opens: '', closes: '' },
  ],
  social: [
    { id: 'facebook', network: 'facebook', url: '' },
    { id: 'instagram', network: 'instagram', url: '' },
    { id: 'youtube', network: 'youtube', url: '' },
  ],
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
