import mongoose, { model, Schema } from 'mongoose';
import { dueList } from './due-list';
import { OrderModel } from './model';

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

/**
 * The checkouts the background passes must look at again, and when (the kit's due list, in
 * `checkouts_due`): each is put there, due when its lease ends, before its intent is recorded; recovery
 * takes one still `taking` past its lease, the hold sweep one `placed` whose order's hold has run
 * out, and either moves it to the next time that matters or removes it once its order is paid or
 * ended. So neither pass reads the history of checkouts and orders.
 */
export const checkoutsDue = () => dueList(CheckoutIntentModel.db, 'checkouts_due');

let listed: Promise<void> | null = null;
/**
 * Once per process, before its first pass: checkouts live before the due list existed (or written by
 * an older version) are put on it, so none is forgotten. One read of each collection, at start-up.
 */
export function listLiveCheckouts(): Promise<void> {
  listed ??= (async () => {
    const due = checkoutsDue();
    const taking = await CheckoutIntentModel.find({ state: 'taking' }, { leaseUntil: 1 }).lean();
    for (const intent of taking) await due.at(intent._id, intent.leaseUntil);
    const unpaid = await OrderModel.find(
      {
        status: mongoose.trusted({ $in: ['pending_payment', 'payment_failed'] }),
        checkoutId: mongoose.trusted({ $ne: null }),
      },
      { checkoutId: 1, holdExpiresAt: 1, createdAt: 1 },
    ).lean();
    for (const order of unpaid)
      await due.at(order.checkoutId!, order.holdExpiresAt ?? order.createdAt ?? new Date());
  })().catch((error: unknown) => {
    listed = null;
    throw error;
  });
  return listed;
}
