import { model, Schema } from 'mongoose';

const addressSchema = new Schema(
  {
    street: { type: String, required: true },
    city: { type: String, required: true },
    state: { type: String, required: true },
    zipCode: { type: String, required: true },
    country: { type: String, required: true },
  },
  { _id: false },
);

export interface OrderLineDocument {
  productId: string;
  name: string;
  nameEs?: string | null;
  /** Unit price in integer cents, from the product when the order was placed. */
  priceCents: number;
  quantity: number;
  options: { size?: string; birthstone?: string };
  imageUrl?: string | null;
}

export interface OrderDocument {
  orderNumber: string;
  userId: string;
  items: OrderLineDocument[];
  totalCents: number;
  contactInfo: { firstName: string; lastName: string; email: string; phone: string };
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  billingAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  notes: string;
  /** The checkout that placed it (checkout-intent.ts): what a recovery after a crash looks for. */
  checkoutId?: string | null;
  createdAt?: Date;
}

const orderSchema = new Schema<OrderDocument>(
  {
    orderNumber: { type: String, required: true },
    userId: { type: String, required: true },
    items: [
      new Schema(
        {
          productId: { type: String, required: true },
          name: { type: String, required: true },
          nameEs: { type: String, default: null },
          priceCents: { type: Number, required: true, min: 0 },
          quantity: { type: Number, required: true, min: 1 },
          options: { type: new Schema({ size: String, birthstone: String }, { _id: false }), default: {} },
          imageUrl: { type: String, default: null },
        },
        { _id: false },
      ),
    ],
    totalCents: { type: Number, required: true, min: 0 },
    contactInfo: {
      type: new Schema(
        {
          firstName: { type: String, required: true },
          lastName: { type: String, required: true },
          email: { type: String, required: true },
          phone: { type: String, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    shippingAddress: { type: addressSchema, required: true },
    billingAddress: { type: addressSchema, required: true },
    notes: { type: String, default: '' },
    checkoutId: { type: String, default: null },
  },
  { timestamps: true },
);
orderSchema.index({ orderNumber: 1 }, { unique: true });
orderSchema.index({ checkoutId: 1 });
orderSchema.index({ userId: 1, createdAt: -1 });

export const OrderModel = model<OrderDocument>('Order', orderSchema, 'orders');
