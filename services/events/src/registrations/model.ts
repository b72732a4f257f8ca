import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { stampWrites } from './pass-gate';

/** `held`: a paid place held for an order not paid yet (places.ts); it counts as nobody's seat in lists. */
export const REGISTRATION_STATES = ['pending', 'held', 'confirmed', 'waitlisted', 'canceled'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/**
 * One person's sign-up for one occurrence (an event on one New York day).
 *
 * - `personKey` is unique while the sign-up is active: one sign-up per person per occurrence, by the
 *   database: `<event>:<day>:<e-mail in lowercase>` for a visitor (or someone an editor added),
 *   `<event>:<day>:user:<user id>` for a member (her sign-ups are hers by id, never by address).
 *   Canceling sets it to `canceled:<id>`, which frees it for a new sign-up.
 * - A visitor's sign-up holds its seat or place until `confirmBy`, waiting for the link e-mailed to her
 *   (`confirmTokenHash`: the SHA-256 of its secret); confirming clears `confirmBy`, and the reminder
 *   loop releases it (canceled, as a cancellation does) once `confirmBy` has passed.
 * - `pending` lasts while the sign-up request decides between a seat and the waitlist (it counts as
 *   neither); `queuedAt` orders the waitlist.
 * - The seat itself is a document in `event_seats` (see seats.ts), never a counter.
 */
const registrationSchema = new Schema(
  {
    eventId: { type: String, required: true },
    /** 'YYYY-MM-DD', New York. */
    date: { type: String, required: true },
    /** `<eventId>:<date>` */
    occurrence: { type: String, required: true },
    personKey: { type: String, required: true, unique: true, private: true },
    name: { type: String, required: true, trim: true, maxlength: 200 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    /** The address in lowercase: how a person is recognised. */
    emailKey: { type: String, required: true, private: true },
    userId: { type: String, default: null },
    /**
     * Her address was never proven (a member whose account address is not verified): the e-mails
     * to it do not carry her name.
     */
    addressUnproven: { type: Boolean, default: false },
    /** Unconfirmed visitor sign-up: held until then. Null once confirmed (and for members). */
    confirmBy: { type: Date, default: null },
    confirmTokenHash: { type: String, default: null, private: true },
    language: { type: String, enum: ['en', 'es'], required: true },
    status: { type: String, enum: REGISTRATION_STATES, required: true },
    seat: { type: Number, default: null },
    queuedAt: { type: Date, required: true },
    confirmedAt: { type: Date, default: null },
    attended: { type: Boolean, default: false },
    /** 'self' (the person signed up) or 'manual' (an event editor added her). */
    source: { type: String, enum: ['self', 'manual'], default: 'self' },
    canceledAt: { type: Date, default: null },
    /** When the reminder was put in the outbox (or found not needed). */
    remindedAt: { type: Date, default: null },
    // Paid places (places.ts): the order line's key `<order number>#<line index>` and its hold's end.
    holdKey: { type: String, default: null },
    holdUntil: { type: Date, default: null },
    orderNumber: { type: String, default: null },
    /** The place option and its frozen price (a waitlisted person's quote when she joined). */
    optionId: { type: String, default: null },
    optionName: { type: String, default: null },
    optionNameEs: { type: String, default: null },
    unitCents: { type: Number, default: null },
    /** 'childcare': a child, who takes a childcare place, never a seat, and is no attendee. */
    placeKind: { type: String, enum: ['participant', 'childcare', null], default: null },
    childAgeMonths: { type: Number, default: null },
    /** A priced event's waitlisted person offered a freed seat: it is held for her until then. */
    offeredUntil: { type: Date, default: null },
  },
  { timestamps: true },
);
registrationSchema.index({ occurrence: 1, status: 1, queuedAt: 1, _id: 1 });
registrationSchema.index({ eventId: 1, date: 1 });
registrationSchema.index({ userId: 1 });
registrationSchema.index({ emailKey: 1 });
registrationSchema.index({ status: 1, date: 1 });
registrationSchema.index({ confirmBy: 1 });
registrationSchema.index({ holdKey: 1 });
registrationSchema.index({ offeredUntil: 1 });

// Each write may make the reminder pass's work due (pass-gate.ts).
stampWrites(registrationSchema);

export type RegistrationDocument = InferSchemaType<typeof registrationSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const RegistrationModel = model('EventRegistration', registrationSchema, 'event_registrations');

/**
 * A taken seat: `_id` `<eventId>:<date>#<n>` for n = 1..capacity, claimed by inserting it (a unique
 * `_id` is atomic on FerretDB v1 too, where a conditional update or `$inc` is not). `registrationId`
 * is unique as well: one registration never holds two seats, even when two cancellations promote the
 * same person at once.
 */
/** A numbered place claimed by insert (a seat; a visitor's hold, below). */
const slotSchema = () => {
  const schema = new Schema(
    {
      _id: { type: String, required: true },
      occurrence: { type: String, required: true, index: true },
      number: { type: Number, required: true },
      registrationId: { type: String, required: true, unique: true },
      at: { type: Date, required: true },
    },
    { versionKey: false },
  );
  stampWrites(schema);
  return schema;
};
const seatSchema = slotSchema();
export const SeatModel = model('EventSeat', seatSchema, 'event_seats');

/**
 * One-time claims by unique insert: the first request to insert acts. `cancel:<registrationId>`;
 * `settle:<registrationId>` for an unconfirmed sign-up, taken by whichever comes first of its
 * confirmation (`kind` 'confirm'), its release when the hold ends ('expire') or an editor's removal
 * ('remove'), so a confirmed sign-up is never released and a released one never confirmed.
 */
const claimSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    kind: { type: String, default: null },
  },
  { versionKey: false },
);
export const SignupClaimModel = model('EventSignupClaim', claimSchema, 'event_signup_claims');

/**
 * An unconfirmed sign-up's hold (a visitor's, or a member's whose address is not verified), counted
 * against whoever could make many of them: `<scope>#<n>` for n = 1..that scope's cap, one per scope,
 * claimed by insert like a seat, so each cap is exact however many sign-ups race. Scopes:
 * `address:<client address key>` (EVENT_UNCONFIRMED_PER_ADDRESS; IPv6 by its /64) and, for a member,
 * `account:<user id>` (EVENT_UNCONFIRMED_PER_ACCOUNT). Freed when the sign-up is confirmed, released
 * or removed. (Holds were once counted per date in `event_visitor_holds`, which is no longer read.)
 */
const holdSchema = new Schema(
  {
    _id: { type: String, required: true },
    scope: { type: String, required: true, index: true },
    number: { type: Number, required: true },
    registrationId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
holdSchema.index({ registrationId: 1, scope: 1 }, { unique: true });
stampWrites(holdSchema);
export const HoldModel = model('EventPendingHold', holdSchema, 'event_pending_holds');

/**
 * One order line's places (places.ts): `_id` is the line's key, inserted first so two calls with one
 * key make one hold. `state`: 'holding' while the first call works, then 'held', 'confirmed' or
 * 'released'; `answer` is what hold and confirm answer (the frozen price).
 */
const placeHoldSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    date: { type: String, required: true },
    state: { type: String, enum: ['holding', 'held', 'confirmed', 'released'], required: true },
    answer: { type: Schema.Types.Mixed, default: null },
    at: { type: Date, required: true },
    // Canceled by its buyer before the cut-off (place-cancel.ts): who and when; `shopTold` once the
    // shop recorded it on the order (the reminder pass asks again until then).
    canceledBy: { type: String, default: null },
    canceledAt: { type: Date, default: null },
    shopTold: { type: Boolean, default: null },
  },
  { versionKey: false, timestamps: true },
);
stampWrites(placeHoldSchema);
export const PlaceHoldModel = model('EventPlaceHold', placeHoldSchema, 'event_place_holds');

/**
 * A plan perk taken (perks.ts): `_id` `<userId>:<perk>:<season>`, inserted by the hold that prices her
 * own place free, so a season gives one free place however many holds run at once (a unique insert:
 * exact on FerretDB too). `holdKey` is that order line's; releasing the line deletes it.
 */
const perkUseSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    perk: { type: String, required: true },
    season: { type: String, required: true },
    holdKey: { type: String, required: true, index: true },
    holdUntil: { type: Date, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
stampWrites(perkUseSchema);
export const PerkUseModel = model('EventPerkUse', perkUseSchema, 'event_perk_uses');
