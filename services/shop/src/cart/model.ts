import { model, Schema, type Types } from 'mongoose';
import { CART_LINE_KINDS, type CartLineKind } from '@ministry/contracts/cart';

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
  createdAt?: Date;
}

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
  },
  { timestamps: true },
);
cartLineSchema.index({ owner: 1, productId: 1, optionsKey: 1 }, { unique: true });

export const CartLineModel = model<CartLineDocument>('CartLine', cartLineSchema, 'cartlines');

/** The unique key of a gift or resource line (one per fund, one per resource, in a cart). */
export const refKey = (kind: 'gift' | 'resource', ref: string) => `${kind}:${ref}`;
