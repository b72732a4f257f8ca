import { model, Schema, type Types } from 'mongoose';

/**
 * One line of a cart, one document each: every change is a single-document write. `owner` is
 * "user:<id>" for a member or "visitor:<session cartId>" for a visitor; a line is one product with
 * one choice of options (optionsKey), so adding the same again adds to the quantity.
 */
export interface CartLineDocument {
  owner: string;
  productId: Types.ObjectId;
  optionsKey: string;
  options: { size?: string; birthstone?: string };
  quantity: number;
  createdAt?: Date;
}

const cartLineSchema = new Schema<CartLineDocument>(
  {
    owner: { type: String, required: true, maxlength: 100 },
    productId: { type: Schema.Types.ObjectId, required: true },
    optionsKey: { type: String, required: true, maxlength: 100 },
    options: {
      type: new Schema({ size: String, birthstone: String }, { _id: false }),
      default: {},
    },
    quantity: { type: Number, required: true, min: 1 },
  },
  { timestamps: true },
);
cartLineSchema.index({ owner: 1, productId: 1, optionsKey: 1 }, { unique: true });

export const CartLineModel = model<CartLineDocument>('CartLine', cartLineSchema, 'cartlines');
