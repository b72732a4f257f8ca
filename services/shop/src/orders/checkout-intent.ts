import { model, Schema } from 'mongoose';

/**
 * A checkout in progress, recorded before anything else changes (FerretDB v1 has no transactions):
 * its lines carry the marks their stock is taken under. Whatever step a crash interrupts, the
 * recovery (recover.ts) finds the intent still 'taking' once its lease has run out, and either
 * finishes it (the order exists) or gives every marked unit back (it does not).
 */
export const CHECKOUT_STATES = ['taking', 'placed', 'failed'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** How long a checkout may run before recovery treats it as abandoned (far above its worst case). */
export const CHECKOUT_LEASE_MS = 2 * 60 * 1000;

export interface IntentLine {
  /** `<checkout id>#<line index>`: the stock taken for this line carries it. */
  mark: string;
  productId: string;
  stockKey: string;
  quantity: number;
  cartLineId: string;
}

export interface CheckoutIntentDocument {
  /** `<cart owner>:<Idempotency-Key>`: a double submit meets this one. */
  _id: string;
  owner: string;
  userId: string;
  state: CheckoutState;
  leaseUntil: Date;
  lines: IntentLine[];
  orderNumber?: string | null;
}

const intentSchema = new Schema<CheckoutIntentDocument>(
  {
    _id: { type: String, required: true },
    owner: { type: String, required: true },
    userId: { type: String, required: true },
    state: { type: String, enum: CHECKOUT_STATES, required: true, index: true },
    leaseUntil: { type: Date, required: true },
    lines: {
      type: [
        new Schema(
          { mark: String, productId: String, stockKey: String, quantity: Number, cartLineId: String },
          { _id: false },
        ),
      ],
      default: [],
    },
    orderNumber: { type: String, default: null },
  },
  { versionKey: false, timestamps: true },
);

export const CheckoutIntentModel = model<CheckoutIntentDocument>('CheckoutIntent', intentSchema, 'checkouts');
