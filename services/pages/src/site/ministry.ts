import type { Language } from '@ministry/contracts/language';
import { MINISTRY } from '@ministry/mail/ministry';

/**
 * The ministry as JSON-LD describes it: the contact details the footer and the e-mails show
 * (packages/mail), with the address split the way schema.org's PostalAddress wants it.
 */
export interface MinistryAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: 'US';
}

/** 'Ridgewood, NY 11385' → locality, region, postal code. */
export function splitCity(city: string): Omit<MinistryAddress, 'streetAddress' | 'addressCountry'> {
  const match = /^(.+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(city.trim());
  if (!match) throw new Error(`The ministry's city is not "City, ST 12345": ${city}`);
  return { addressLocality: match[1]!, addressRegion: match[2]!, postalCode: match[3]! };
}

export const MINISTRY_ADDRESS: MinistryAddress = {
  streetAddress: MINISTRY.street,
  ...splitCity(MINISTRY.city),
  addressCountry: 'US',
};

/** '(718) 555-0142' → '+1-718-555-0142'. */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10
    ? `+1-${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`
    : phone;
}

export const ministryName = (language: Language) => MINISTRY.name[language];
export const ministryEmail = MINISTRY.email;
export const ministryPhone = internationalPhone(MINISTRY.phone);
