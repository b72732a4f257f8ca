import type { CheckoutResponse } from '@ministry/contracts/checkout';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { cartLock } from '../cart/service';
import { withShopLock } from '../shared/shop-lock';
import { returnStock } from '../shared/stock';
import { CHECKOUT_LEASE_MS, CheckoutIntentModel, checkoutsDue, listLiveCheckouts } from './checkout-intent';
import type { OrdersContext } from './context';
import { OrderModel } from './model';
import { paymentClientSecret } from './payments';
import type { StoredOrder } from './views';

/**
 * A checkout's record under its idempotency key: claimed before anything is taken, its answer given
 * again for the same key, and, when a crash left it half done, finished or undone by recovery.
 */

/**
 * Whether a key's checkout is still what the key stands for, so that sending it again is the same
 * checkout (answered without counting it again): running, or placed with its order waiting for
 * payment. A key whose checkout failed (refused, declined, ended, errored) starts a new attempt,
 * which the checkout limits and the card-decline block count like any other.
 */
export async function isOpenCheckout(checkoutId: string): Promise<boolean> {
  const intent = await CheckoutIntentModel.findById(checkoutId, { state: 1, orderNumber: 1 }).lean();
  if (intent?.state === 'taking') return true;
  if (intent?.state !== 'placed' || !intent.orderNumber) return false;
  const order = await OrderModel.findOne({ orderNumber: intent.orderNumber }, { status: 1 }).lean();
  return order?.status === 'pending_payment';
}

/**
 * Records a new checkout; for a key already used, its result: the order it placed, or (while it
 * runs) a wait for it. A failed one may be tried again under the same key, but only by a request
 * the limits counted: one let through uncounted as the same checkout (`sentAgain`) that finds it
 * failed is refused (409), so resending a key never skips the limits.
 */
export async function claimCheckout(
  context: OrdersContext,
  checkoutId: string,
  owner: string,
  userId: string,
  sentAgain = false,
): Promise<CheckoutResponse | null> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const leaseUntil = new Date(Date.now() + CHECKOUT_LEASE_MS);
    // On the passes' list first: a crash after the intent is recorded is then always looked at.
    await checkoutsDue().at(checkoutId, leaseUntil);
    try {
      await CheckoutIntentModel.create({
        _id: checkoutId,
        owner,
        userId,
        state: 'taking',
        leaseUntil,
        lines: [],
      });
      return null;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    const existing = await CheckoutIntentModel.findById(checkoutId).lean();
    if (existing?.state === 'placed' && existing.orderNumber) {
      const earlier = await placedResponse(context, existing.orderNumber);
      if (earlier) return earlier;
    }
    if (existing?.state === 'failed' && sentAgain) throw new AppError(409, 'checkout.attemptFailed');
    if (existing?.state === 'failed')
      await CheckoutIntentModel.deleteOne({ _id: checkoutId, state: 'failed' });
    else if (Date.now() > deadline) throw new AppError(503, 'shop.busy');
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the first answer of a checkout said, for the same key sent again. */
export async function placedResponse(
  context: OrdersContext,
  orderNumber: string,
): Promise<CheckoutResponse | null> {
  const order = await OrderModel.findOne({ orderNumber }).lean<StoredOrder>();
  // Nothing to pay (free places): no PaymentIntent, and none to wait for.
  const free = order?.totalCents === 0 && order.status !== 'pending_payment';
  if (!order || (!order.paymentIntentId && !free)) return null;
  return {
    orderNumber,
    clientSecret: order.paymentIntentId ? await paymentClientSecret(context, order.paymentIntentId) : '',
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    holdExpiresAt: (order.holdExpiresAt ?? order.createdAt).toISOString(),
  };
}

/** How long a double submit waits for the first one's result. */
const CLAIM_WAIT_MS = 10_000;

export async function refuse(checkoutId: string, reason: Error): Promise<never> {
  await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
  throw reason;
}

/**
 * Finishes or undoes the checkouts a crash left half done (their lease ran out while 'taking'): with
 * an order, the order stands, waiting for its payment (or for its hold to end); without, every unit
 * marked for them goes back. Safe to run on several instances at once: each step is idempotent (a
 * mark is given back once).
 */
export async function recoverCheckouts(now: Date = new Date()): Promise<number> {
  await listLiveCheckouts();
  const list = checkoutsDue();
  let recovered = 0;
  // Only the checkouts due on the list (never the history): each read by its id.
  for (const checkoutId of await list.due(now)) {
    const stale = await CheckoutIntentModel.findById(checkoutId, {
      state: 1,
      owner: 1,
      leaseUntil: 1,
    }).lean();
    if (!stale || stale.state === 'failed') {
      await list.done(checkoutId);
      continue;
    }
    // Placed: the hold sweep's. Taking under a fresh lease (tried again under its key): looked at then.
    if (stale.state !== 'taking') continue;
    if (stale.leaseUntil >= now) {
      await list.at(checkoutId, stale.leaseUntil);
      continue;
    }
    const { owner } = stale;
    try {
      // Under the cart's lock the checkout itself holds (and renews) while it runs: a checkout that
      // outlived its lease but still works is waited for, never undone under its feet.
      const done = await withShopLock(cartLock(owner), async (fence) => {
        const intent = await CheckoutIntentModel.findById(checkoutId).lean();
        // Done meanwhile, or tried again under its key since (a fresh lease): not this recovery's.
        if (intent?.state !== 'taking' || intent.leaseUntil >= now) return false;
        const order = await OrderModel.findOne({ checkoutId }).lean();
        await fence();
        if (order) {
          await CheckoutIntentModel.updateOne(
            { _id: checkoutId },
            { $set: { state: 'placed', orderNumber: order.orderNumber } },
          );
        } else {
          await Promise.all(intent.lines.map((line) => returnStock(line.productId, line.mark)));
          await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
        }
        return true;
      });
      if (done) recovered += 1;
    } catch (error) {
      // A cart still busy is looked at again on the next pass; the others go on.
      if (!(error instanceof AppError && error.status === 503)) throw error;
    }
  }
  return recovered;
}
