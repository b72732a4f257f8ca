import { randomInt, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { ValidationError } from 'yup';
import { shippingCents, type CheckoutRequest, type CheckoutResponse } from '@ministry/contracts/checkout';
import type { Language } from '@ministry/contracts/language';
import { formatOrderNumber, ORDER_NUMBER_ALPHABET } from '@ministry/contracts/order';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { stripeErrorOf } from '@ministry/kit/stripe-call';
import { cartLock } from '../cart/service';
import { withShopLock } from '../shared/shop-lock';
import { returnStock, takeStock } from '../shared/stock';
import { buyerKey, ensureGuestCart, ordersOf } from './buyer';
import { claimCheckout, refuse } from './checkout-claims';
import { CheckoutIntentModel, type IntentLine } from './checkout-intent';
import type { OrdersContext } from './context';
import { cancelEarlierAttempts, endUnpaidOrder } from './holds';
import { historyEntry } from './lifecycle';
import { OrderModel, type OrderDocument } from './model';
import { cancelPayment, createOrderPayment } from './payments';
import { freeOrderNumber, heldOf, holdCheckoutPlaces, holdRequests, releaseKeys } from './places';
import {
  ensureWithinHoldCaps,
  holdEnd,
  isProduct,
  priceCart,
  shippingAddressFor,
  stockRefusal,
  type PricedLine,
} from './priced-cart';
import { payWithoutStripe } from './stripe-events';
import { withOrder } from './transitions';

export function randomOrderNumber(): string {
  return formatOrderNumber(Array.from({ length: 8 }, () => randomInt(ORDER_NUMBER_ALPHABET.length)));
}

const ORDER_NUMBER_ATTEMPTS = 5;

/** What an order needs to be stored; the rest has defaults (status pending_payment, nothing refunded). */
type NewOrder = Pick<
  OrderDocument,
  'userId' | 'items' | 'totalCents' | 'contactInfo' | 'shippingAddress' | 'billingAddress' | 'notes'
> &
  Partial<OrderDocument>;

/** Inserts an order under a fresh order number, drawing again when one is taken (unique index). */
export async function insertOrder(
  order: NewOrder,
  nextNumber: () => string = randomOrderNumber,
  attempts = ORDER_NUMBER_ATTEMPTS,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const orderNumber = nextNumber();
    try {
      await OrderModel.create({ subtotalCents: order.totalCents, ...order, orderNumber });
      return orderNumber;
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= attempts) throw error;
    }
  }
}

/**
 * Test hook: throws at a step, as a crash there would stop the checkout (nothing undone inline), or
 * does what another process would do meanwhile. 'line' comes after each line's units are taken.
 */
export const checkoutFaults: {
  at?: (step: 'intent' | 'line' | 'stock' | 'order', checkoutId: string) => void | Promise<void>;
} = {};

/** A business refusal (not enough stock): undone at once, the member told why. */
class Refusal extends Error {
  constructor(readonly reason: AppError) {
    super(reason.message);
  }
}

export interface CheckoutOptions {
  idempotencyKey?: string;
  /** The key was let through uncounted as the same checkout sent again (checkout-limits.ts). */
  sentAgain?: boolean;
  nextNumber?: () => string;
  /** The language of the order's e-mails: the buyer's (recipient-language.ts), as the checkout found it. */
  language?: Language;
  /** Who placed it, for the order's history (her username; a visitor's checkout says so). */
  placedBy?: string;
  /** The client address of the request: declined payments of the order are counted against it. */
  clientAddress?: string;
  /** The checkout request's own language: a refusal of its places is told in it. */
  requestLanguage?: Language;
}

/**
 * Places the member's cart (or a visitor's of sessions only, `userId` null) as an order waiting for payment, recoverably (no transactions on FerretDB v1):
 * 1. records the checkout's intent under `<owner>:<Idempotency-Key>`: a double submit with the same
 *    key gets the same order, or waits for it;
 * 2. under the cart's lock, cancels her earlier unpaid orders (their PaymentIntents at Stripe, their
 *    holds given back), so abandoned attempts do not pile up holds;
 * 3. prices every line now (products from their records, gifts and resources from billing and
 *    content; the client sends no prices), adds shipping on the products, refuses a line above
 *    CHECKOUT_MAX_LINE_UNITS and a cart bringing what she holds above CHECKOUT_MAX_HELD_UNITS (exact:
 *    her checkouts run one at a time under the cart's lock), notes each line's stock mark in the intent;
 * 4. takes (holds) the stock line by line under its mark; a line not covered gives back what earlier
 *    lines took and refuses with 409 naming the item; a lost lock (503) gives it back too;
 * 5. holds each place line at events under `<order number>#<index>` (the number drawn first) until
 *    the order's hold ends, priced by the hold's answer; a refusal (places full) gives back the stock
 *    and the places held, before any PaymentIntent;
 * 6. records the order `pending_payment` with the end of its hold (a checkout replacing one of hers
 *    keeps the replaced order's end on the same units, so checking out again never renews a hold);
 * 7. outside the cart's lock, creates the PaymentIntent for the total (when Stripe cannot, the order
 *    is canceled and its hold given back); a total of nothing is paid at once (payWithoutStripe).
 * The cart is not emptied here: it is once the order is paid.
 */
export async function placeOrder(
  context: OrdersContext,
  userId: string | null,
  owner: string,
  request: CheckoutRequest,
  options: CheckoutOptions = {},
): Promise<CheckoutResponse> {
  if (!context.stripe) throw new AppError(503, 'checkout.paymentsUnavailable', { expose: true });
  // A member, or a visitor by her cart (guest checkout of sessions only: buyer.ts).
  const buyer = buyerKey({ userId, owner });
  const checkoutId = `${owner}:${options.idempotencyKey ?? randomUUID()}`;
  const earlier = await claimCheckout(context, checkoutId, owner, buyer, options.sentAgain);
  if (earlier) return earlier;
  await checkoutFaults.at?.('intent', checkoutId);

  const placed = await withShopLock(cartLock(owner), async (fence) => {
    const replaced = await cancelEarlierAttempts(context, ordersOf({ userId, owner }));
    let priced: PricedLine[];
    let shippingAddress: CheckoutRequest['shippingAddress'];
    try {
      priced = await priceCart(context, owner);
      ensureGuestCart({ userId, owner }, priced);
      shippingAddress = shippingAddressFor(priced, request.shippingAddress);
      await ensureWithinHoldCaps(context, ordersOf({ userId, owner }), priced);
    } catch (error) {
      // Refused before any stock was taken (an empty cart, a product gone, a bad option, no address
      // for what ships, a fund's or resource's service not answering): nothing to undo.
      if (error instanceof AppError || error instanceof ValidationError) return refuse(checkoutId, error);
      throw error;
    }
    // A fresh part per attempt: a key tried again after a failure never meets its old marks. Only
    // products take stock: gift and resource lines hold nothing and have no mark.
    const attempt = randomUUID().slice(0, 8);
    const marks = priced.map((line, index) => (isProduct(line) ? `${checkoutId}:${attempt}#${index}` : null));
    const intentLines: IntentLine[] = priced.flatMap((line, index) =>
      marks[index]
        ? [
            {
              mark: marks[index],
              productId: line.productId,
              stockKey: line.stockKey,
              quantity: line.quantity,
              cartLineId: String(line.lineId),
            },
          ]
        : [],
    );
    await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { lines: intentLines } });

    const holdExpiresAt = holdEnd(context, priced, replaced);
    // Drawn before the order is stored: place lines are held at events under `<number>#<index>`.
    const orderNumber = await freeOrderNumber(options.nextNumber ?? randomOrderNumber);
    const places = holdRequests(priced);
    const giveBack = async () => {
      await Promise.all(intentLines.map((line) => returnStock(line.productId, line.mark)));
      await releaseKeys(context, heldOf(orderNumber, places));
    };
    try {
      for (const [index, line] of priced.entries()) {
        const mark = marks[index];
        if (!mark) continue;
        await fence();
        if (!(await takeStock(line.productId, line.stockKey, line.quantity, mark))) {
          throw new Refusal(await stockRefusal(line));
        }
        await checkoutFaults.at?.('line', checkoutId);
      }
      await checkoutFaults.at?.('stock', checkoutId);
      if (places.size > 0) {
        // After the stock: a refusal (not enough places) gives back both, before any PaymentIntent.
        await fence();
        const holder = { orderNumber, userId: buyer, contact: request.contactInfo, holdUntil: holdExpiresAt };
        const language = { buyer: options.language ?? 'en', request: options.requestLanguage ?? 'en' };
        const refused = await holdCheckoutPlaces(context, priced, places, holder, language);
        if (refused) throw new Refusal(refused);
      }

      await fence();
      // Recovery may have given up on this checkout while it waited: then it must not become an order.
      const intent = await CheckoutIntentModel.findById(checkoutId).lean();
      if (intent?.state !== 'taking') throw new AppError(503, 'shop.busy');
    } catch (error) {
      if (error instanceof Refusal) {
        await giveBack();
        return refuse(checkoutId, error.reason);
      }
      // The cart's lock lost, a product's lock busy, events not answering, or recovery gave up on
      // this checkout: what this attempt took goes back now (recovery finds nothing left to give).
      if (error instanceof AppError && error.status === 503) {
        await giveBack();
        await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
      }
      throw error; // anything else is left to recovery, as a crash would be
    }
    const total = (lines: PricedLine[]) =>
      lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const subtotalCents = total(priced);
    // Shipping on what ships: gifts and resources never pay it nor count toward free shipping.
    const shipping = shippingCents(total(priced.filter(isProduct)), {
      shippingFlatCents: context.config.shipping.flatCents,
      freeShippingFromCents: context.config.shipping.freeFromCents,
    });
    const order = {
      userId,
      checkoutId,
      status: 'pending_payment' as const,
      items: priced.map((line, index) => ({
        kind: line.kind,
        productId: line.productId,
        name: line.name,
        nameEs: line.nameEs,
        priceCents: line.priceCents,
        quantity: line.quantity,
        options: line.options,
        imageUrl: line.imageUrl,
        ...(marks[index] ? { stockKey: line.stockKey, mark: marks[index] } : {}),
        ...(line.deductibleCents ? { deductibleCents: line.deductibleCents } : {}),
        ...(line.place ? { place: line.place } : {}),
        ...(line.session ? { session: line.session } : {}),
        ...(line.package ? { package: line.package } : {}),
      })),
      subtotalCents,
      shippingCents: shipping,
      totalCents: subtotalCents + shipping,
      contactInfo: request.contactInfo,
      shippingAddress,
      billingAddress: request.billingAddress,
      notes: request.notes ?? '',
      language: options.language ?? 'en',
      clientAddress: options.clientAddress ?? '',
      cartOwner: owner,
      cartLineIds: priced.map((line) => String(line.lineId)),
      holdExpiresAt,
      history: [historyEntry('created', options.placedBy ?? buyer, 'pending_payment')],
    };
    // With places, under the number they are held by (taken meanwhile: all given back, 503).
    let drawn: string | null = orderNumber;
    const numbers = () => [drawn ?? (options.nextNumber ?? randomOrderNumber)(), (drawn = null)][0]!;
    const inserted = await insertOrder(order, numbers, places.size > 0 ? 1 : undefined).catch(
      async (error: unknown) => {
        if (!(places.size > 0 && isDuplicateKey(error))) throw error;
        await giveBack();
        return refuse(checkoutId, new AppError(503, 'shop.busy'));
      },
    );
    await checkoutFaults.at?.('order', checkoutId);
    return { ...order, orderNumber: inserted };
  });

  // Nothing to pay (free places): no PaymentIntent; paid and settled at once.
  const clientSecret = placed.totalCents === 0 ? '' : await startPayment(context, checkoutId, placed);
  if (placed.totalCents === 0) await payWithoutStripe(context, placed.orderNumber);
  await CheckoutIntentModel.updateOne(
    { _id: checkoutId },
    { $set: { state: 'placed', orderNumber: placed.orderNumber } },
  );
  return {
    orderNumber: placed.orderNumber,
    clientSecret,
    subtotalCents: placed.subtotalCents,
    shippingCents: placed.shippingCents,
    totalCents: placed.totalCents,
    holdExpiresAt: placed.holdExpiresAt.toISOString(),
  };
}

/**
 * Creates the order's PaymentIntent and attaches it. When Stripe cannot, the order is canceled (hold
 * given back) and the member told; when the order ended meanwhile (a newer checkout replaced it), the
 * PaymentIntent is canceled so it can never be paid.
 */
async function startPayment(
  context: OrdersContext,
  checkoutId: string,
  order: { orderNumber: string; totalCents: number; contactInfo: { email: string } },
): Promise<string> {
  let payment: { id: string; clientSecret: string };
  try {
    payment = await createOrderPayment(context, {
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      email: order.contactInfo.email,
    });
  } catch (error) {
    await endUnpaidOrder(context, order.orderNumber, {
      action: 'canceled',
      by: 'system',
      note: 'the payment could not be started',
      refuseWhenPaid: false,
    });
    await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
    throw paymentNotStarted(error, order.orderNumber);
  }
  const attached = await withOrder(order.orderNumber, async (stored, fence) => {
    if (stored.status !== 'pending_payment') return false;
    await fence();
    await OrderModel.updateOne({ _id: stored._id }, { $set: { paymentIntentId: payment.id } });
    return true;
  });
  if (!attached) {
    await cancelPayment(context, payment.id).catch(() => undefined);
    throw new AppError(409, 'checkout.replaced');
  }
  return payment.clientSecret;
}

/**
 * Why a checkout's payment did not start, for the member: Stripe not reached at all is a 503 (try
 * later), anything else the 502 createOrderPayment's Stripe call gives. Logged once, by the request.
 */
function paymentNotStarted(error: unknown, orderNumber: string): AppError {
  if (stripeErrorOf(error, Stripe.errors.StripeConnectionError))
    return new AppError(503, 'checkout.paymentsUnavailable', {
      expose: true,
      logFields: (error as AppError).logFields,
    });
  if (stripeErrorOf(error, Stripe.errors.StripeError)) return error as AppError;
  return new AppError(502, 'checkout.paymentNotStarted', {
    expose: true,
    logFields: { orderNumber, ...errorFields(error) },
  });
}
