import { randomInt, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import Stripe from 'stripe';
import { shippingCents, type CheckoutRequest, type CheckoutResponse } from '@ministry/contracts/checkout';
import type { Language } from '@ministry/contracts/language';
import { formatOrderNumber, ORDER_NUMBER_ALPHABET, type Order } from '@ministry/contracts/order';
import { centsToPrice } from '@ministry/contracts/product';
import { AppError } from '@ministry/kit/errors';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { cartLock, storedLines } from '../cart/service';
import { ProductModel } from '../products/model';
import { storedProductsById } from '../products/service';
import { withShopLock } from '../shared/shop-lock';
import { chooseOptions, lineLabel, returnStock, stockOf, takeStock } from '../shared/stock';
import { CHECKOUT_LEASE_MS, CheckoutIntentModel, type IntentLine } from './checkout-intent';
import type { OrdersContext } from './context';
import { endUnpaidOrder } from './holds';
import { historyEntry } from './lifecycle';
import { OrderModel, type OrderDocument, type OrderLineDocument } from './model';
import { cancelPayment, createOrderPayment, paymentClientSecret } from './payments';
import { withOrder } from './transitions';
import { toOrder, type StoredOrder } from './views';

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
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const orderNumber = nextNumber();
    try {
      await OrderModel.create({ subtotalCents: order.totalCents, ...order, orderNumber });
      return orderNumber;
    } catch (error) {
      if (!isDuplicateKey(error) || attempt >= ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

interface PricedLine extends OrderLineDocument {
  lineId: mongoose.Types.ObjectId;
  stockKey: string;
  label: { en: string; es: string };
}

/** Test hook: throws at a step, as a crash there would stop the checkout (nothing undone inline). */
export const checkoutFaults: { at?: (step: 'intent' | 'stock' | 'order') => void } = {};

/** A business refusal (not enough stock): undone at once, the member told why. */
class Refusal extends Error {
  constructor(readonly reason: AppError) {
    super(reason.message);
  }
}

export interface CheckoutOptions {
  idempotencyKey?: string;
  nextNumber?: () => string;
  /** The language of the request: the order's e-mails are written in it. */
  language?: Language;
  /** Who placed it, for the order's history (her username). */
  placedBy?: string;
}

/**
 * Places the member's cart as an order waiting for payment, recoverably (no transactions on FerretDB v1):
 * 1. records the checkout's intent under `<owner>:<Idempotency-Key>`: a double submit with the same
 *    key gets the same order, or waits for it;
 * 2. under the cart's lock, cancels her earlier unpaid orders (their PaymentIntents at Stripe, their
 *    holds given back), so abandoned attempts do not pile up holds;
 * 3. prices every line from the products as they are now (the client sends no prices), adds shipping,
 *    and notes in the intent the mark each line's stock is taken under;
 * 4. takes (holds) the stock line by line, each take with its mark in one write; a line that cannot be
 *    covered gives back what earlier lines took and refuses with 409 naming the item;
 * 5. records the order `pending_payment` with the end of its hold; the units stay held under their
 *    marks until Stripe's webhook says paid (settled) or the order ends unpaid (given back);
 * 6. outside the cart's lock, creates the PaymentIntent for the total; when Stripe cannot, the order
 *    is canceled and its hold given back at once.
 * The cart is not emptied here: it is once the order is paid.
 */
export async function placeOrder(
  context: OrdersContext,
  userId: string,
  owner: string,
  request: CheckoutRequest,
  options: CheckoutOptions = {},
): Promise<CheckoutResponse> {
  if (!context.stripe) throw new AppError(503, 'checkout.paymentsUnavailable', { expose: true });
  const checkoutId = `${owner}:${options.idempotencyKey ?? randomUUID()}`;
  const earlier = await claimCheckout(context, checkoutId, owner, userId);
  if (earlier) return earlier;
  checkoutFaults.at?.('intent');

  const placed = await withShopLock(cartLock(owner), async (fence) => {
    await cancelEarlierAttempts(context, userId);
    let priced: PricedLine[];
    try {
      priced = await priceCart(owner);
    } catch (error) {
      // Refused before any stock was taken (an empty cart, a product gone, a bad option).
      if (error instanceof AppError && error.status < 500) return refuse(checkoutId, error);
      throw error;
    }
    // A fresh part per attempt: a key tried again after a failure never meets its old marks.
    const attempt = randomUUID().slice(0, 8);
    const intentLines: IntentLine[] = priced.map((line, index) => ({
      mark: `${checkoutId}:${attempt}#${index}`,
      productId: line.productId,
      stockKey: line.stockKey,
      quantity: line.quantity,
      cartLineId: String(line.lineId),
    }));
    await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { lines: intentLines } });

    try {
      for (const [index, line] of priced.entries()) {
        await fence();
        if (!(await takeStock(line.productId, line.stockKey, line.quantity, intentLines[index]!.mark))) {
          throw new Refusal(await stockRefusal(line));
        }
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error; // left to recovery, as a crash would be
      await Promise.all(intentLines.map((line) => returnStock(line.productId, line.mark)));
      return refuse(checkoutId, error.reason);
    }
    checkoutFaults.at?.('stock');

    await fence();
    // Recovery may have given up on this checkout while it waited: then it must not become an order.
    const intent = await CheckoutIntentModel.findById(checkoutId).lean();
    if (intent?.state !== 'taking') throw new AppError(503, 'shop.busy');
    const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const shipping = shippingCents(subtotalCents, {
      shippingFlatCents: context.config.shipping.flatCents,
      freeShippingFromCents: context.config.shipping.freeFromCents,
    });
    const holdExpiresAt = new Date(Date.now() + context.config.orderHoldMinutes * 60_000);
    const order = {
      userId,
      checkoutId,
      status: 'pending_payment' as const,
      items: priced.map((line, index) => ({
        productId: line.productId,
        name: line.name,
        nameEs: line.nameEs,
        priceCents: line.priceCents,
        quantity: line.quantity,
        options: line.options,
        imageUrl: line.imageUrl,
        stockKey: line.stockKey,
        mark: intentLines[index]!.mark,
      })),
      subtotalCents,
      shippingCents: shipping,
      totalCents: subtotalCents + shipping,
      contactInfo: request.contactInfo,
      shippingAddress: request.shippingAddress,
      billingAddress: request.billingAddress,
      notes: request.notes ?? '',
      language: options.language ?? 'en',
      cartOwner: owner,
      cartLineIds: intentLines.map((line) => line.cartLineId),
      holdExpiresAt,
      history: [historyEntry('created', options.placedBy ?? userId, 'pending_payment')],
    };
    const orderNumber = await insertOrder(order, options.nextNumber);
    checkoutFaults.at?.('order');
    return { ...order, orderNumber };
  });

  const clientSecret = await startPayment(context, checkoutId, placed);
  await CheckoutIntentModel.updateOne(
    { _id: checkoutId },
    { $set: { state: 'placed', orderNumber: placed.orderNumber } },
  );
  return {
    orderNumber: placed.orderNumber,
    clientSecret,
    subtotal: centsToPrice(placed.subtotalCents),
    shipping: centsToPrice(placed.shippingCents),
    total: centsToPrice(placed.totalCents),
    holdExpiresAt: placed.holdExpiresAt.toISOString(),
  };
}

/** Every line of the cart priced from the products as they are now (archived ones are not sold). */
async function priceCart(owner: string): Promise<PricedLine[]> {
  const lines = await storedLines(owner);
  if (lines.length === 0) throw new AppError(400, 'checkout.cartEmpty');
  const products = await storedProductsById(lines.map((line) => String(line.productId)));
  const missing = lines.find((line) => !products.get(String(line.productId)));
  if (missing)
    throw new AppError(409, 'checkout.productUnavailable', {
      values: { item: { en: 'an item', es: 'un artículo' } },
    });
  return lines.map((line) => {
    const product = products.get(String(line.productId))!;
    const choice = chooseOptions(product, line.options ?? {});
    return {
      lineId: line._id,
      stockKey: choice.stockKey,
      label: lineLabel(product, choice.options),
      productId: String(product._id),
      name: product.name,
      nameEs: product.nameEs ?? null,
      priceCents: product.priceCents,
      quantity: line.quantity,
      options: choice.options,
      imageUrl:
        (choice.options.birthstone && product.birthstoneImageUrls?.[choice.options.birthstone]) ||
        product.imageUrl,
    };
  });
}

async function stockRefusal(line: PricedLine): Promise<AppError> {
  const now = await ProductModel.findById(line.productId).lean();
  const available = now ? stockOf(now, line.stockKey) : 0;
  return available > 0
    ? new AppError(409, 'shop.notEnoughStock', { values: { item: line.label, available } })
    : new AppError(409, 'shop.outOfStock', { values: { item: line.label } });
}

/**
 * Her earlier unpaid orders end when she checks out again (their PaymentIntents canceled, holds given
 * back). One whose PaymentIntent is not attached yet is still being placed by a request in flight and
 * is left to it (or to its hold's end); one Stripe says is being paid is left to the webhook.
 */
async function cancelEarlierAttempts(context: OrdersContext, userId: string): Promise<void> {
  const pending = await OrderModel.find(
    { userId, status: 'pending_payment', paymentIntentId: mongoose.trusted({ $ne: null }) },
    { orderNumber: 1 },
  ).lean();
  for (const { orderNumber } of pending) {
    await endUnpaidOrder(context, orderNumber, {
      action: 'canceled',
      by: 'system',
      note: 'replaced by a newer checkout',
      refuseWhenPaid: false,
    });
  }
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
    context.logger.error('checkout: the PaymentIntent could not be created', {
      orderNumber: order.orderNumber,
      error: (error as Error).message,
    });
    await endUnpaidOrder(context, order.orderNumber, {
      action: 'canceled',
      by: 'system',
      note: 'the payment could not be started',
      refuseWhenPaid: false,
    });
    await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
    throw error instanceof Stripe.errors.StripeConnectionError
      ? new AppError(503, 'checkout.paymentsUnavailable', { expose: true })
      : new AppError(502, 'checkout.paymentNotStarted', { expose: true });
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
 * Records a new checkout; for a key already used, its result: the order it placed, or (while it
 * runs) a wait for it. A failed one may be tried again under the same key.
 */
async function claimCheckout(
  context: OrdersContext,
  checkoutId: string,
  owner: string,
  userId: string,
): Promise<CheckoutResponse | null> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    try {
      await CheckoutIntentModel.create({
        _id: checkoutId,
        owner,
        userId,
        state: 'taking',
        leaseUntil: new Date(Date.now() + CHECKOUT_LEASE_MS),
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
    if (existing?.state === 'failed')
      await CheckoutIntentModel.deleteOne({ _id: checkoutId, state: 'failed' });
    else if (Date.now() > deadline) throw new AppError(503, 'shop.busy');
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the first answer of a checkout said, for the same key sent again. */
async function placedResponse(context: OrdersContext, orderNumber: string): Promise<CheckoutResponse | null> {
  const order = await OrderModel.findOne({ orderNumber }).lean<StoredOrder>();
  if (!order?.paymentIntentId) return null;
  return {
    orderNumber,
    clientSecret: await paymentClientSecret(context, order.paymentIntentId),
    subtotal: centsToPrice(order.subtotalCents),
    shipping: centsToPrice(order.shippingCents),
    total: centsToPrice(order.totalCents),
    holdExpiresAt: (order.holdExpiresAt ?? order.createdAt).toISOString(),
  };
}

/** How long a double submit waits for the first one's result. */
const CLAIM_WAIT_MS = 10_000;

async function refuse(checkoutId: string, reason: AppError): Promise<never> {
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
  const stale = await CheckoutIntentModel.find({
    state: 'taking',
    leaseUntil: mongoose.trusted({ $lt: now }),
  }).lean();
  for (const intent of stale) {
    const order = await OrderModel.findOne({ checkoutId: intent._id }).lean();
    if (order) {
      await CheckoutIntentModel.updateOne(
        { _id: intent._id },
        { $set: { state: 'placed', orderNumber: order.orderNumber } },
      );
    } else {
      await Promise.all(intent.lines.map((line) => returnStock(line.productId, line.mark)));
      await CheckoutIntentModel.updateOne({ _id: intent._id }, { $set: { state: 'failed' } });
    }
  }
  return stale.length;
}

/** The member's own orders, newest first. */
export async function listOrders(userId: string): Promise<Order[]> {
  const docs = await OrderModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<StoredOrder[]>();
  return docs.map(toOrder);
}

/** One of her own orders (the success page polls it until paid); another's is not found. */
export async function ownOrder(userId: string, orderNumber: string): Promise<Order> {
  const doc = await OrderModel.findOne({ orderNumber, userId }).lean<StoredOrder>();
  if (!doc) throw new AppError(404, 'order.notFound');
  return toOrder(doc);
}
