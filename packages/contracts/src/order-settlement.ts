import { number, object, string, type InferType } from 'yup';
import type { PlaceQuote } from './event-pricing';
import { placePeopleSchema, typedDiscountCodeSchema } from './event-pricing-input';
import { LANGUAGES } from './language';

/**
 * What the shop asks of the services that own an order's other lines once Stripe's webhook says the
 * order is paid (and again on every redelivery: each call is idempotent by its key). Services only,
 * with the shop's internal key; the gateway never routes /internal.
 */

/** billing: record a paid order's gift line as a gift (on her giving history and year-end statement). */
export const ORDER_GIFTS_PATH = '/internal/order-gifts';

const id = (max: number) => string().trim().max(max, 'api.invalidInput').required('api.invalidInput');
const cents = number()
  .typeError('api.invalidInput')
  .integer('api.invalidInput')
  .min(1, 'api.invalidInput')
  .max(100_000_000, 'api.invalidInput')
  .required('api.invalidInput');

/**
 * The order line a service records and the buyer it is for: `key` is `<order number>#<line index>`
 * (the same line recorded twice is recorded once), then her account, name, address and language.
 */
const orderLineBuyer = {
  key: id(60),
  orderNumber: id(20),
  userId: id(100),
  name: id(200),
  email: id(200),
  language: string()
    .oneOf([...LANGUAGES], 'api.invalidInput')
    .required('api.invalidInput'),
};

export const orderGiftSchema = object({
  ...orderLineBuyer,
  fundId: id(100),
  amountCents: cents,
  paymentIntentId: id(255),
  /** ISO time the order was paid. */
  paidAt: id(40),
});
export type OrderGift = InferType<typeof orderGiftSchema>;

/** billing: a refund of part or all of an order's gift line (staff refunded it in the back office). */
export const orderGiftRefundPath = (key: string) => `${ORDER_GIFTS_PATH}/${encodeURIComponent(key)}/refund`;
export const orderGiftRefundSchema = object({ amountCents: cents });

/** content: a paid order's premium resource is hers to download from then on. */
export const RESOURCE_PURCHASES_PATH = '/internal/resource-purchases';
export const resourcePurchaseSchema = object({
  userId: id(100),
  resourceId: id(100),
  orderNumber: id(20),
});
export type ResourcePurchase = InferType<typeof resourcePurchaseSchema>;

/**
 * events: the places of one place line. `key` is `<order number>#<line index>` (or `cart:<owner>` for
 * a quote). Every call answers the registration priced as the events service prices it then
 * (`PlaceQuote` of event-pricing.ts, plus the event's names).
 * - quote: price only, nothing held (the cart's listing, adding a line);
 * - hold: take one seat (participant) or childcare place (child) per person by unique insert, all or
 *   none, until `holdUntil`; the price is frozen into the registration (early-bird and group as
 *   at the hold); 409 `event.placesFull` with `{ count, available }` when they are not all there
 *   (never a waitlist: a waitlisted person is never charged); the same key again answers the same hold;
 * - confirm: the order is paid: the held registrations become confirmed (their confirmation e-mails
 *   go); a hold that ran out is taken again if the places are still there, else 409
 *   `event.placesLost` (the shop refunds the line); the same key again answers the same;
 * - release: the order ended unpaid (or was canceled/refunded): the held or confirmed places are
 *   given back (the waitlist moves up); the same key again changes nothing.
 */
export const PLACES_QUOTE_PATH = '/internal/places/quote';
export const PLACES_HOLD_PATH = '/internal/places/hold';
export const PLACES_CONFIRM_PATH = '/internal/places/confirm';
export const PLACES_RELEASE_PATH = '/internal/places/release';

export const placesQuoteSchema = object({
  /** The buyer, when a member: a seat offered to her from the waitlist is quoted at her frozen price. */
  userId: string().trim().max(100, 'api.invalidInput').nullable().default(null),
  eventId: id(100),
  date: string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'api.invalidInput')
    .required('api.invalidInput'),
  people: placePeopleSchema,
  /** The code she typed (any case): unknown, ended or used up is a 409 with its reason. */
  discountCode: typedDiscountCodeSchema,
});
/** A hold names the buyer: a person without her own address is registered under the buyer's. */
export const placesHoldSchema = placesQuoteSchema.shape({
  ...orderLineBuyer,
  /** ISO: the order's hold end. */
  holdUntil: id(40),
});
export type PlacesHold = InferType<typeof placesHoldSchema>;
export const placesKeySchema = object({ key: id(60) });

/** What quote, hold and confirm answer. */
export interface PlacesAnswer extends Omit<PlaceQuote, 'people'> {
  eventId: string;
  date: string;
  title: string;
  titleEs: string | null;
  people: { name: string; optionId: string; optionName: string; optionNameEs: string; unitCents: number }[];
}

/**
 * shop (called by events): a member canceled her paid place line before the cut-off. Recorded on the
 * order as a cancellation whose refund staff decide; the same key again records nothing more.
 */
export const PLACE_CANCEL_REQUESTS_PATH = '/internal/place-cancel-requests';
export const placeCancelRequestSchema = object({
  /** `<order number>#<line index>`, the key the line's places were held under. */
  key: id(60),
  person: id(200),
  /** ISO: when she canceled. */
  at: id(40),
});
export type PlaceCancelRequestInput = InferType<typeof placeCancelRequestSchema>;
