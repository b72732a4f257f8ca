import { newYorkIso } from '@ministry/contracts/datetime';
import { localize, type Language } from '@ministry/contracts/language';
import type { SignupState } from '@ministry/contracts/event-signup';
import { ministryInternationalPhone, ministryName } from '@ministry/contracts/ministry';
import { centsToDecimal } from '@ministry/contracts/money';
import type { MinistryContent } from '@ministry/contracts/site-content';
import type { SocialImages } from '../social/images';
import type { OccurrenceHeadData, ProductHeadData } from '../upstream/schemas';

/** One schema.org object, as it is written into a `<script type="application/ld+json">`. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org';

export interface SiteFacts {
  siteUrl: string;
  images: SocialImages;
  socialProfiles: readonly string[];
  /** The ministry's published details (the content service's `ministry` document). */
  ministry: MinistryContent;
}

/** The ministry's address as schema.org's PostalAddress wants it. */
const postalAddress = ({ address }: MinistryContent): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: address.street,
  addressLocality: address.locality,
  addressRegion: address.region,
  postalCode: address.postalCode,
  addressCountry: address.country,
});

const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** The ministry, on every page, as published: name in the page's language, address, phone, logo, profiles. */
export function organizationLd(language: Language, site: SiteFacts): JsonLd {
  const other: Language = language === 'es' ? 'en' : 'es';
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: ministryName(site.ministry, language),
    alternateName: ministryName(site.ministry, other),
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}${site.images.logo.path}`,
    image: `${site.siteUrl}${site.images.card.path}`,
    email: site.ministry.email,
    telephone: ministryInternationalPhone(site.ministry),
    address: postalAddress(site.ministry),
    ...(site.socialProfiles.length ? { sameAs: [...site.socialProfiles] } : {}),
  };
}

/** Who runs an event or sells a product: the ministry, by name and by the Organization's @id. */
function ministryRef(language: Language, site: SiteFacts): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site.siteUrl),
    name: ministryName(site.ministry, language),
    url: `${site.siteUrl}/`,
  };
}

const ONLINE = /\b(online|virtual|zoom|video ?call|videollamada|en l[ií]nea|livestream|google meet)\b/i;

/** Whether an event's location names no place but a call ("Online (video call)"). */
export function isOnline(location: string): boolean {
  return ONLINE.test(location);
}

/**
 * Sign-up as an offer of a free seat: open → InStock; a waitlist → BackOrder (a place can still be
 * asked for, given when one frees up); full or closed → SoldOut (no place can be taken now).
 */
const AVAILABILITY: Record<Exclude<SignupState, 'off'>, string> = {
  open: `${SCHEMA}/InStock`,
  waitlist: `${SCHEMA}/BackOrder`,
  full: `${SCHEMA}/SoldOut`,
  closed: `${SCHEMA}/SoldOut`,
};

/** An Event for one occurrence: its start and end with the New York offset, place or call, seats. */
export function eventLd(
  occurrence: OccurrenceHeadData,
  language: Language,
  url: string,
  site: SiteFacts,
): JsonLd {
  const online = isOnline(occurrence.location);
  const seats = occurrence.seats;
  const state = occurrence.signupState;
  const signupOn = occurrence.signup.enabled && state !== 'off';
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: localize(occurrence.title, occurrence.titleEs, language),
    description: localize(occurrence.description, occurrence.descriptionEs, language),
    startDate: newYorkIso(occurrence.startsAt),
    endDate: newYorkIso(occurrence.endsAt),
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/${online ? 'Online' : 'Offline'}EventAttendanceMode`,
    location: online
      ? { '@type': 'VirtualLocation', url }
      : { '@type': 'Place', name: occurrence.location, address: occurrence.location },
    image: [`${site.siteUrl}${site.images.card.path}`],
    url,
    inLanguage: language,
    organizer: ministryRef(language, site),
    ...(signupOn && {
      offers: {
        '@type': 'Offer',
        price: '0',
        priceCurrency: 'USD',
        availability: AVAILABILITY[state],
        url,
        ...(occurrence.closesAt && { validThrough: newYorkIso(occurrence.closesAt) }),
      },
    }),
    ...(signupOn &&
      seats &&
      seats.capacity !== null && {
        maximumAttendeeCapacity: seats.capacity,
        remainingAttendeeCapacity: Math.max(0, seats.capacity - seats.taken),
      }),
  };
}

/** A Product with its Offer: the price in dollars ("25.00", as schema.org writes it), in stock or not. */
export function productLd(
  product: ProductHeadData,
  language: Language,
  url: string,
  imageUrl: string,
  site: SiteFacts,
): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: localize(product.name, product.nameEs, language),
    description: localize(product.description, product.descriptionEs, language),
    image: [imageUrl],
    sku: product.id,
    url,
    brand: { '@type': 'Brand', name: ministryName(site.ministry, language) },
    offers: {
      '@type': 'Offer',
      price: centsToDecimal(product.priceCents),
      priceCurrency: 'USD',
      availability: `${SCHEMA}/${product.inventory > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url,
      seller: ministryRef(language, site),
    },
  };
}
