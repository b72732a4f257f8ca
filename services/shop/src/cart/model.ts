import { model, Schema, type Types } from 'mongoose';
import {
  CART_LINE_KINDS,
  type CartLineKind,
  type PricedLine,
  type SessionLineInfo,
} from '@ministry/contracts/cart';
import type { PlacePersonInput } from '@ministry/contracts/event-pricing-input';

/**
 * One line of a cart, one document each: every change is a single-document write. `owner` is
 * "user:<id>" for a member or "visitor:<session cartId>" for a visitor. A product line is one product
 * with one choice of options (optionsKey), so adding the same again adds to the quantity. A gift line
 * is one fund (`ref`, optionsKey `gift:<fund id>`), a resource line one resource (`ref`, optionsKey
 * `resource:<id>`): the unique index keeps one line per fund and per resource in a cart. Lines stored
 * before kinds have none: products.
 */
export interface CartLineDocument {
  kind?: CartLineKind;
  owner: string;
  /** Product lines only. */
  productId?: Types.ObjectId | null;
  optionsKey: string;
  options: { size?: string; birthstone?: string };
  quantity: number;
  /** Gift and resource lines: the fund's or resource's id at its service. */
  ref?: string | null;
  /** Gift lines: the gift, in cents. */
  amountCents?: number | null;
  /**
   * Gift and resource lines: the name, price and picture last read from the owning service, shown
   * while that service does not answer (checkout never sells at these: it asks again).
   */
  name?: string | null;
  nameEs?: string | null;
  priceCents?: number | null;
  imageUrl?: string | null;
  /** Place lines (`ref` the event, optionsKey `place:<event>:<date>`): the occurrence's day. */
  date?: string | null;
  /** Place lines: the people as she sent them (asked of events again at checkout's hold). */
  people?: PlacePersonInput[];
  /** Place lines: the discount code she typed (asked of events again at checkout's hold). */
  discountCode?: string | null;
  /** Place lines: how events last priced them, shown while events does not answer. */
  place?: PricedLine['place'] | null;
  /** Session lines (`ref` the appointment, optionsKey `session:<id>`): how care last quoted it. */
  session?: SessionLineInfo | null;
  /** Package lines (`ref` the package's session type, optionsKey `package:<type>`): its sessions and validity. */
  package?: PricedLine['package'] | null;
  /**
   * Session lines of a visitor's booking: her e-mailed link's token, what care asks for (quote and
   * hold) instead of a member's id. Never sent to the browser (listCart builds its items field by field).
   */
  accessToken?: string | null;
  createdAt?: Date;
}

const personSchema = new Schema(
  {
    name: { type: String, required: true, maxlength: 200 },
    email: { type: String, default: null, maxlength: 254 },
    optionId: { type: String, required: true, maxlength: 60 },
    childAgeMonths: { type: Number, default: null },
  },
  { _id: false },
);

/** How a place line's people were priced (the cart's last known copy, and an order's frozen one). */
export const placeSchema = new Schema(
  {
    date: { type: String, required: true },
    people: [
      new Schema(
        {
          name: { type: String, required: true },
          optionId: { type: String },
          optionName: { type: String, required: true },
          optionNameEs: { type: String, required: true },
          unitCents: { type: Number, required: true, min: 0 },
        },
        { _id: false },
      ),
    ],
    earlyBird: { type: Boolean, default: false },
    groupDiscount: { type: Boolean, default: false },
    /** Her plan's free place of the season, and her plan's discount (event-pricing.ts). */
    perk: { type: Boolean, default: false },
    planDiscount: { type: Boolean, default: false },
    /** The discount code applied (upper-case); null: none. */
    discountCode: { type: String },
  },
  { _id: false },
);

/** When, how long, with whom and of what type a session line is (care's quote; an order's frozen copy). */
export const sessionSchema = new Schema(
  {
    startsAt: { type: String, required: true },
    durationMinutes: { type: Number, required: true },
    counselorName: { type: String, default: '' },
    typeName: { type: String, default: '' },
    typeNameEs: { type: String, default: '' },
  },
  { _id: false },
);

/** How many sessions a package line gives and for how long (care's quote; an order's frozen copy). */
export const packageSchema = new Schema(
  {
    credits: { type: Number, required: true, min: 1 },
    validMonths: { type: Number, required: true, min: 1 },
  },
  { _id: false },
);

const cartLineSchema = new Schema<CartLineDocument>(
  {
    kind: { type: String, enum: CART_LINE_KINDS, default: 'product' },
    owner: { type: String, required: true, maxlength: 100 },
    productId: {
      type: Schema.Types.ObjectId,
      required(this: CartLineDocument) {
        return (this.kind ?? 'product') === 'product';
      },
    },
    optionsKey: { type: String, required: true, maxlength: 200 },
    options: {
      type: new Schema({ size: String, birthstone: String }, { _id: false }),
      default: {},
    },
    quantity: { type: Number, required: true, min: 1 },
    ref: { type: String, maxlength: 100 },
    amountCents: { type: Number, min: 1 },
    name: { type: String, maxlength: 300 },
    nameEs: { type: String, maxlength: 300 },
    priceCents: { type: Number, min: 0 },
    imageUrl: { type: String, maxlength: 1000 },
    date: { type: String, maxlength: 10 },
    people: { type: [personSchema], default: undefined },
    discountCode: { type: String, maxlength: 40 },
    place: { type: placeSchema, default: null },
    session: { type: sessionSchema, default: undefined },
    package: { type: packageSchema, default: undefined },
    accessToken: { type: String, maxlength: 200 },
  },
  { timestamps: true },
);
cartLineSchema.index({ owner: 1, productId: 1, optionsKey: 1 }, { unique: true });

export const CartLineModel = model<CartLineDocument>('CartLine', cartLineSchema, 'cartlines');

/** The unique key of a gift or resource line (one per fund, one per resource, in a cart). */
export const refKey = (kind: 'gift' | 'resource', ref: string) => `${kind}:${ref}`;

/** The unique key of a place line: one per occurrence in a cart. */
export const placeKey = (eventId: string, date: string) => `place:${eventId}:${date}`;

/** The unique key of a session line: one per appointment in a cart. */
export const sessionKey = (appointmentId: string) => `session:${appointmentId}`;

/** The unique key of a package line: one per package type in a cart. */
export const packageKey = (typeId: string) => `package:${typeId}`;

/** The member a cart belongs to (`user:<id>`), null for a visitor's. */
export const ownerUserId = (owner: string): string | null =>
  owner.startsWith('user:') ? owner.slice('user:'.length) : null;
