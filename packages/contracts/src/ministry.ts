import type { Language } from './language';

type Bilingual = Readonly<Record<Language, string>>;

/** A row of the office's opening hours: the days and the time, as the contact page writes them. */
export interface OfficeHoursRow {
  key: 'weekdays' | 'saturday' | 'sunday';
  days: Bilingual;
  time: Bilingual;
}

/** A social network the site shows an icon for (the ministry has no account to link yet). */
export interface SocialNetwork {
  key: 'facebook' | 'instagram' | 'youtube';
  name: string;
}

/**
 * The ministry's details, the one source of them: the site's footer and contact page (through
 * `@ministry/platform/ministry`), every e-mail (`@ministry/mail`), the pages service's JSON-LD and the
 * content service's documents read them from here.
 */
export const MINISTRY = {
  name: { en: 'Women of Purpose Ministry', es: 'Ministerio Mujeres con Propósito' } as Bilingual,
  email: 'hello@womenofpurpose.org',
  phone: '(718) 555-0142',
  street: '60-12 Myrtle Avenue',
  city: 'Ridgewood, NY 11385',
  /** Where the ministry is, in words (documents' footers). */
  place: 'Ridgewood, New York',
  officeHours: [
    {
      key: 'weekdays',
      days: { en: 'Monday – Friday', es: 'Lunes a viernes' },
      time: { en: '9:00 AM – 6:00 PM', es: '9:00 a. m. – 6:00 p. m.' },
    },
    {
      key: 'saturday',
      days: { en: 'Saturday', es: 'Sábado' },
      time: { en: '10:00 AM – 2:00 PM', es: '10:00 a. m. – 2:00 p. m.' },
    },
    {
      key: 'sunday',
      days: { en: 'Sunday', es: 'Domingo' },
      time: { en: 'Closed', es: 'Cerrado' },
    },
  ] as readonly OfficeHoursRow[],
  social: [
    { key: 'facebook', name: 'Facebook' },
    { key: 'instagram', name: 'Instagram' },
    { key: 'youtube', name: 'YouTube' },
  ] as readonly SocialNetwork[],
} as const;

export const ministryName = (language: Language) => MINISTRY.name[language];

/** A phone number as a `tel:` link wants it: '(718) 555-0142' → 'tel:7185550142'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
