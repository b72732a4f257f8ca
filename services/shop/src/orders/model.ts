import { model, Schema } from 'mongoose';
import { CART_LINE_KINDS, type CartLineKind, type PricedLine } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import { ORDER_STATUSES, type OrderHistoryEntry, type OrderStatus } from '@ministry/contracts/order';
import { packageSchema, placeSchema, sessionSchema } from '../cart/model';

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
  /** Absent on orders of before kinds: a product. */
  kind?: CartLineKind;
  /** The product's id, the gift's fund id, or the resource's id. */
  productId: string;
  name: string;
  nameEs?: string | null;
  /** Unit price in integer cents, from the product when the order was placed. */
  priceCents: number;
  quantity: number;
  options: { size?: string; birthstone?: string };
  imageUrl?: string | null;
  /** Where the line's units are counted in the product's stock. */
  stockKey?: string;
  /** The mark its units are held under until paid (shared/stock.ts); null for orders of before holds. */
  mark?: string | null;
  /** Gift lines: the tax-deductible part (the whole gift). */
  deductibleCents?: number;
  /**
   * Place lines: the occurrence and its people as events priced them at the hold (frozen); held at
   * events under `<order number>#<line index>` (settlement.ts placeKeyOf).
   */
  place?: (PricedLine['place'] & { people: { optionId?: string }[] }) | null;
  /** Session lines: the session as care answered the hold (held under the same key as places). */
  session?: PricedLine['session'] | null;
  /** Package lines: its sessions and validity as care quoted it at checkout (confirmed under `<order>#<line>`). */
  package?: PricedLine['package'] | null;
  /**
   * Place and session lines: the places (or the session's time) were gone when the payment came; the
   * line was refunded automatically.
   */
  placesLost?: boolean;
}

export interface StoredHistoryEntry extends Omit<OrderHistoryEntry, 'at'> {
  at: Date;
}

export interface OrderDocument {
  orderNumber: string;
  /** The member's; null for a visitor's guest order (sessions only), hers by `cartOwner`. */
  userId: string | null;
  status: OrderStatus;
  items: OrderLineDocument[];
  subtotalCents: number;
  shippingCents: number;
  /** What is charged: subtotal plus shipping. */
  totalCents: number;
  refundedCents: number;
  /** Units of each line already refunded (same index as items). */
  refundedQuantities: number[];
  /** Cents of each line already refunded (partial amounts add up); absent on orders of before (refund-lines.ts). */
  refundedLineCents?: number[];
  contactInfo: { firstName: string; lastName: string; email: string; phone: string };
  /** Null when nothing in the order ships (only gifts and resources). */
  shippingAddress: { street: string; city: string; state: string; zipCode: string; country: string } | null;
  billingAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  notes: string;
  /** Her e-mails' language: her saved preference at checkout (the kit's `recipientLanguage`). */
  language: Language;
  /** The checkout's client address: declined payments of the order count against it (card testing). */
  clientAddress?: string;
  /**
   * The cart the order came from and its lines: emptied once paid. A visitor's guest order is hers by
   * it (`visitor:<cart id>` of her signed cookie: her completion page reads it so).
   */
  cartOwner?: string | null;
  cartLineIds?: string[];
  holdExpiresAt?: Date | null;
  paymentIntentId?: string | null;
  paidAt?: Date | null;
  shipment?: { carrier: string; trackingNumber: string; shippedAt: Date } | null;
  deliveredAt?: Date | null;
  /** A late payment that could not be honoured: refunded, staff told. */
  flagged: boolean;
  history: StoredHistoryEntry[];
  /**
   * The order ended unpaid (or its places were refunded) but events did not answer the release of its
   * places yet: the hold sweep asks again (holds.ts).
   */
  placesReleasePending?: boolean;
  /** The checkout that placed it (checkout-intent.ts): what a recovery after a crash looks for. */
  checkoutId?: string | null;
  /** Place lines the member canceled before the cut-off (place-cancel.ts): staff decide the refund. */
  cancelRequests?: StoredCancelRequest[];
  createdAt?: Date;
}

export interface StoredCancelRequest {
  lineIndex: number;
  person: string;
  at: Date;
  decision: { kind: 'refunded' | 'kept'; at: Date; by: string; note?: string } | null;
}

const historySchema = new Schema(
  {
    at: { type: Date, required: true },
    action: { type: String, required: true },
    by: { type: String, required: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    note: { type: String },
  },
  { _id: false },
);

const orderSchema = new Schema<OrderDocument>(
  {
    orderNumber: { type: String, required: true },
    userId: { type: String, default: null },
    status: { type: String, enum: ORDER_STATUSES, required: true, default: 'pending_payment' },
    items: [
      new Schema(
        {
          kind: { type: String, enum: CART_LINE_KINDS },
          productId: { type: String, required: true },
          name: { type: String, required: true },
          nameEs: { type: String, default: null },
          priceCents: { type: Number, required: true, min: 0 },
          quantity: { type: Number, required: true, min: 1 },
          options: { type: new Schema({ size: String, birthstone: String }, { _id: false }), default: {} },
          imageUrl: { type: String, default: null },
          stockKey: { type: String },
          mark: { type: String, default: null },
          deductibleCents: { type: Number, min: 0 },
          place: { type: placeSchema, default: undefined },
          session: { type: sessionSchema, default: undefined },
          package: { type: packageSchema, default: undefined },
          placesLost: { type: Boolean, default: undefined },
        },
        { _id: false },
      ),
    ],
    subtotalCents: { type: Number, required: true, min: 0 },
    shippingCents: { type: Number, required: true, min: 0, default: 0 },
    totalCents: { type: Number, required: true, min: 0 },
    refundedCents: { type: Number, required: true, min: 0, default: 0 },
    refundedQuantities: { type: [Number], default: [] },
    refundedLineCents: { type: [Number], default: undefined },
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
    shippingAddress: { type: addressSchema, default: null },
    billingAddress: { type: addressSchema, required: true },
    notes: { type: String, default: '' },
    language: { type: String, enum: ['en', 'es'], default: 'en' },
    clientAddress: { type: String, default: '' },
    cartOwner: { type: String, default: null },
    cartLineIds: { type: [String], default: [] },
    holdExpiresAt: { type: Date, default: null },
    paymentIntentId: { type: String, default: null },
    paidAt: { type: Date, default: null },
    shipment: {
      type: new Schema(
        {
          carrier: { type: String, required: true },
          trackingNumber: { type: String, required: true },
          shippedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    deliveredAt: { type: Date, default: null },
    flagged: { type: Boolean, default: false },
    history: { type: [historySchema], default: [] },
    placesReleasePending: { type: Boolean, default: false },
    checkoutId: { type: String, default: null },
    cancelRequests: {
      type: [
        new Schema(
          {
            lineIndex: { type: Number, required: true },
            person: { type: String, required: true },
            at: { type: Date, required: true },
            decision: { type: Schema.Types.Mixed, default: null },
          },
          { _id: false },
        ),
      ],
      default: undefined,
    },
  },
  { timestamps: true },
);
orderSchema.index({ orderNumber: 1 }, { unique: true });
orderSchema.index({ checkoutId: 1 });
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ cartOwner: 1, createdAt: -1 });
orderSchema.index({ paymentIntentId: 1 });
// The hold sweeper's question: unpaid orders whose hold has run out.
orderSchema.index({ status: 1, holdExpiresAt: 1 });
orderSchema.index({ createdAt: -1 });

export const OrderModel = model<OrderDocument>('Order', orderSchema, 'orders');

/** Stripe events already applied (by event id, written by the kit's applyOnce): a redelivery changes nothing. */
export const ORDER_EVENTS = 'order_events';
const processedEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export const ProcessedOrderEventModel = model('ProcessedOrderEvent', processedEventSchema, ORDER_EVENTS);
