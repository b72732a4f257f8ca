// What staff and a registrant send about paid places (an event's pricing, its discount codes, the
// people of a place line), one yup schema each for the forms and the services; apart from
// event-pricing.ts and event-discount-codes.ts, which an occurrence's page loads in the browser
// without yup.
import { array, number, object, string, type InferType } from 'yup';
import {
  DISCOUNT_AMOUNT_MAX_CENTS,
  DISCOUNT_CODE_PATTERN,
  MAX_DISCOUNT_CODES,
  normalizeDiscountCode,
} from './event-discount-codes';
import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  DEFAULT_OPENS_DAYS_BEFORE,
  MAX_CANCEL_CUTOFF_HOURS,
  MAX_PEOPLE_PER_REGISTRATION,
  PLACE_OPTION_KINDS,
  PLACE_PRICE_MAX_CENTS,
  PLAN_PERK_IDS,
  type PlaceOptionKind,
  type PlanPerk,
} from './event-pricing';

const emptyIsNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** One discount code of the event form (staff). */
export const discountCodeSchema = object({
  code: string()
    .typeError('event.discountCodeInvalid')
    .transform((value: unknown) => (typeof value === 'string' ? normalizeDiscountCode(value) : value))
    .matches(DISCOUNT_CODE_PATTERN, 'event.discountCodeInvalid')
    .required('event.discountCodeInvalid'),
  percentOff: number()
    .transform(emptyIsNull)
    .typeError('event.discountOffInvalid')
    .integer('event.discountOffInvalid')
    .min(1, 'event.discountOffInvalid')
    .max(100, 'event.discountOffInvalid')
    .nullable()
    .default(null),
  amountOffCents: number()
    .transform(emptyIsNull)
    .typeError('event.discountOffInvalid')
    .integer('event.discountOffInvalid')
    .min(1, 'event.discountOffInvalid')
    .max(DISCOUNT_AMOUNT_MAX_CENTS, 'event.discountOffInvalid')
    .nullable()
    .default(null),
  maxUses: number()
    .transform(emptyIsNull)
    .typeError('event.discountMaxUsesInvalid')
    .integer('event.discountMaxUsesInvalid')
    .min(1, 'event.discountMaxUsesInvalid')
    .max(10_000, 'event.discountMaxUsesInvalid')
    .nullable()
    .default(null),
  validUntil: string()
    .typeError('event.dateInvalid')
    .transform(emptyIsNull)
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'event.dateInvalid', excludeEmptyString: true })
    .nullable()
    .default(null),
}).test(
  'one-discount',
  'event.discountOffInvalid',
  (value) => (value.percentOff === null) !== (value.amountOffCents === null),
);

/** A code as a registrant types it (a place line's, the events service's quote and hold): optional. */
export const typedDiscountCodeSchema = string()
  .typeError('event.discountCodeUnknown')
  // Only a text is trimmed (yup's trim() would throw on an array, a 500 instead of a 400).
  .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
  .max(20, 'event.discountCodeUnknown')
  .nullable()
  .default(null);

const cents = (message: string) =>
  number().typeError(message).integer(message).min(0, message).max(PLACE_PRICE_MAX_CENTS, message);

/** The pricing part of the event form (staff): null keeps the event free. */
export const eventPricingSchema = object({
  options: array(
    object({
      id: string()
        .trim()
        .matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'event.placeOptionInvalid')
        .max(40, 'event.placeOptionInvalid')
        .required('event.placeOptionInvalid'),
      kind: string<PlaceOptionKind>()
        .oneOf([...PLACE_OPTION_KINDS], 'event.placeOptionInvalid')
        .required('event.placeOptionInvalid'),
      name: string().trim().max(80, 'event.textTooLong').required('event.placeOptionNameRequired'),
      nameEs: string().trim().max(80, 'event.textTooLong').required('event.placeOptionNameRequired'),
      priceCents: cents('event.placePriceInvalid').required('event.placePriceInvalid'),
      earlyBirdCents: cents('event.placePriceInvalid').nullable().default(null),
      capacity: number()
        .typeError('event.capacityInvalid')
        .integer('event.capacityInvalid')
        .min(1, 'event.capacityInvalid')
        .max(10_000, 'event.capacityInvalid')
        .nullable()
        .default(null),
    }),
  )
    .min(1, 'event.placeOptionsRequired')
    .max(10, 'event.placeOptionInvalid')
    .required('event.placeOptionsRequired'),
  earlyBirdUntil: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'event.dateInvalid', excludeEmptyString: true })
    .nullable()
    .default(null)
    .transform((value: string | null) => (value === '' ? null : value)),
  groupDiscountPercent: number()
    .typeError('event.groupDiscountInvalid')
    .integer('event.groupDiscountInvalid')
    .min(0, 'event.groupDiscountInvalid')
    .max(90, 'event.groupDiscountInvalid')
    .default(0),
  planPerk: string<PlanPerk>()
    .transform((value: string | null) => (value === '' ? null : value))
    .oneOf(PLAN_PERK_IDS, 'event.planPerkInvalid')
    .nullable()
    .default(null),
  planDiscountPercent: number()
    .typeError('event.planDiscountInvalid')
    .integer('event.planDiscountInvalid')
    .min(0, 'event.planDiscountInvalid')
    .max(90, 'event.planDiscountInvalid')
    .default(0),
  opensDaysBefore: number()
    .typeError('event.opensDaysInvalid')
    .integer('event.opensDaysInvalid')
    .min(0, 'event.opensDaysInvalid')
    .max(365, 'event.opensDaysInvalid')
    .default(DEFAULT_OPENS_DAYS_BEFORE),
  cancelCutoffHours: number()
    .typeError('event.cancelCutoffInvalid')
    .integer('event.cancelCutoffInvalid')
    .min(0, 'event.cancelCutoffInvalid')
    .max(MAX_CANCEL_CUTOFF_HOURS, 'event.cancelCutoffInvalid')
    .default(DEFAULT_CANCEL_CUTOFF_HOURS),
  discountCodes: array(discountCodeSchema)
    .typeError('event.discountCodeInvalid')
    .max(MAX_DISCOUNT_CODES, 'event.discountCodesTooMany')
    .default([])
    .test('unique-codes', 'event.discountCodeDuplicate', (codes) => {
      const all = (codes ?? []).map((entry) => entry.code);
      return new Set(all).size === all.length;
    }),
});

/** One person of a place line (the cart's POST /api/cart/place, and the events service's hold). */
export const placePersonSchema = object({
  name: string().trim().max(120, 'event.signupNameTooLong').required('event.signupNameRequired'),
  email: string()
    .trim()
    .max(254, 'event.signupEmailInvalid')
    .email('event.signupEmailInvalid')
    .nullable()
    .default(null),
  optionId: string().trim().max(40, 'event.placeOptionUnknown').required('event.placeOptionUnknown'),
  childAgeMonths: number()
    .typeError('event.childAgeOutOfRange')
    .integer('event.childAgeOutOfRange')
    .min(0, 'event.childAgeOutOfRange')
    .max(240, 'event.childAgeOutOfRange')
    .nullable()
    .default(null),
});

export const placePeopleSchema = array(placePersonSchema)
  .min(1, 'event.placesNoParticipant')
  .max(MAX_PEOPLE_PER_REGISTRATION, 'event.tooManyPeople')
  .required('event.placesNoParticipant');
export type PlacePersonInput = InferType<typeof placePersonSchema>;
