import { randomInt, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import Stripe from 'stripe';
import { shippingCents, type CheckoutRequest, type CheckoutResponse } from '@ministry/contracts/checkout';
import type { Language } from '@ministry/contracts/language';
import { formatOrderNumber, ORDER_NUMBER_ALPHABET, type Order } from '@ministry/contracts/order';
import { centsToPrice } from '@ministry/contracts/product';
import { AppError } from '@ministry/kit/errors';
import { errorFields } from '@ministry/kit/logger';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { stripeErrorOf } from '@ministry/kit/stripe-call';
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
  nextNumber?: () => string;
  /** The language of the request: the order's e-mails are written in it. */
  language?: Language;
  /** Who placed it, for the order's history (her username). */
  placedBy?: string;
  /** The client address of the request: declined payments of the order are counted against it. */
  clientAddress?: string;
}

/**
 * Places the member's cart as an order waiting for payment, recoverably (no transactions on FerretDB v1):
 * 1. records the checkout's intent under `<owner>:<Idempotency-Key>`: a double submit with the same
 *    key gets the same order, or waits for it;
 * 2. under the cart's lock, cancels her earlier unpaid orders (their PaymentIntents at Stripe, their
 *    holds given back), so abandoned attempts do not pile up holds;
 * 3. prices every line from the products as they are now (the client sends no prices), adds shipping,
 *    refuses a line above CHECKOUT_MAX_LINE_UNITS and a cart that would bring what she holds across
 *    her unpaid orders above CHECKOUT_MAX_HELD_UNITS (exact: her checkouts run one at a time under
 *    the cart's lock), and notes in the intent the mark each line's stock is taken under;
 * 4. takes (holds) the stock line by line, each take with its mark in one write; a line that cannot be
 *    covered gives back what earlier lines took and refuses with 409 naming the item; a lost lock
 *    (503) gives back what this attempt took too, so nothing waits for recovery;
 * 5. records the order `pending_payment` with the end of its hold: a checkout that replaces one of
 *    hers does not renew the hold on the same units (it keeps the replaced order's end), so checking
 *    out again and again never keeps stock from other shoppers past the first hold; the units stay
 *    held under their marks until Stripe's webhook says paid (settled) or the order ends unpaid;
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
  await checkoutFaults.at?.('intent', checkoutId);

  const placed = await withShopLock(cartLock(owner), async (fence) => {
    const replaced = await cancelEarlierAttempts(context, userId);
    let priced: PricedLine[];
    try {
      priced = await priceCart(owner);
      await ensureWithinHoldCaps(context, userId, priced);
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

    const giveBack = () => Promise.all(intentLines.map((line) => returnStock(line.productId, line.mark)));
    try {
      for (const [index, line] of priced.entries()) {
        await fence();
        if (!(await takeStock(line.productId, line.stockKey, line.quantity, intentLines[index]!.mark))) {
          throw new Refusal(await stockRefusal(line));
        }
        await checkoutFaults.at?.('line', checkoutId);
      }
      await checkoutFaults.at?.('stock', checkoutId);

      await fence();
      // Recovery may have given up on this checkout while it waited: then it must not become an order.
      const intent = await CheckoutIntentModel.findById(checkoutId).lean();
      if (intent?.state !== 'taking') throw new AppError(503, 'shop.busy');
    } catch (error) {
      if (error instanceof Refusal) {
        await giveBack();
        return refuse(checkoutId, error.reason);
      }
      // The cart's lock lost, a product's lock busy, or recovery gave up on this checkout: the units
      // this attempt took go back now (each mark once; recovery finds nothing left to give).
      if (error instanceof AppError && error.status === 503) {
        await giveBack();
        await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
      }
      throw error; // anything else is left to recovery, as a crash would be
    }
    const subtotalCents = priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const shipping = shippingCents(subtotalCents, {
      shippingFlatCents: context.config.shipping.flatCents,
      freeShippingFromCents: context.config.shipping.freeFromCents,
    });
    const holdExpiresAt = holdEnd(context, priced, replaced);
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
      clientAddress: options.clientAddress ?? '',
      cartOwner: owner,
      cartLineIds: intentLines.map((line) => line.cartLineId),
      holdExpiresAt,
      history: [historyEntry('created', options.placedBy ?? userId, 'pending_payment')],
    };
    const orderNumber = await insertOrder(order, options.nextNumber);
    await checkoutFaults.at?.('order', checkoutId);
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

/** Units an order ended by a newer checkout had held, and until when. */
interface ReplacedHold {
  productId: string;
  stockKey: string;
  holdExpiresAt: Date;
}

/**
 * Her earlier unpaid orders (pending, or whose payment failed) end when she checks out again (their
 * PaymentIntents canceled, holds given back); answers what they held and until when, so the new
 * order does not hold the same units longer. One whose PaymentIntent is not attached yet is still
 * being placed by a request in flight and is left to it (or to its hold's end); one Stripe says is
 * being paid is left to the webhook.
 */
async function cancelEarlierAttempts(context: OrdersContext, userId: string): Promise<ReplacedHold[]> {
  const unpaid = await OrderModel.find(
    {
      userId,
      status: mongoose.trusted({ $in: ['pending_payment', 'payment_failed'] }),
      paymentIntentId: mongoose.trusted({ $ne: null }),
    },
    { orderNumber: 1, holdExpiresAt: 1, items: 1 },
  ).lean();
  const replaced: ReplacedHold[] = [];
  for (const { orderNumber, holdExpiresAt, items } of unpaid) {
    const ended = await endUnpaidOrder(context, orderNumber, {
      action: 'canceled',
      by: 'system',
      note: 'replaced by a newer checkout',
      refuseWhenPaid: false,
    });
    if (!ended || !holdExpiresAt) continue;
    for (const line of items)
      if (line.stockKey) replaced.push({ productId: line.productId, stockKey: line.stockKey, holdExpiresAt });
  }
  return replaced;
}

/**
 * The end of a new order's hold: ORDER_HOLD_MINUTES from now, but never later than the hold of an
 * order it replaced on any of the same units (product and size), so checking out again does not renew
 * a hold.
 */
function holdEnd(context: OrdersContext, priced: PricedLine[], replaced: ReplacedHold[]): Date {
  let end = Date.now() + context.config.orderHoldMinutes * 60_000;
  for (const hold of replaced) {
    const same = priced.some((line) => line.productId === hold.productId && line.stockKey === hold.stockKey);
    if (same) end = Math.min(end, hold.holdExpiresAt.getTime());
  }
  return new Date(end);
}

/**
 * Caps what one member holds: no line above CHECKOUT_MAX_LINE_UNITS, and what her other unpaid orders
 * still hold (those being placed by a request in flight, or whose payment Stripe says is under way)
 * plus this cart no more than CHECKOUT_MAX_HELD_UNITS. Runs under her cart's lock, after her earlier
 * orders were ended, so two of her checkouts never both pass on the same room.
 */
async function ensureWithinHoldCaps(
  context: OrdersContext,
  userId: string,
  priced: PricedLine[],
): Promise<void> {
  const { maxLineUnits, maxHeldUnits } = context.config.checkout;
  const large = priced.find((line) => line.quantity > maxLineUnits);
  if (large)
    throw new AppError(409, 'checkout.lineTooLarge', { values: { item: large.label, max: maxLineUnits } });
  const others = await OrderModel.find({ userId, status: 'pending_payment' }, { items: 1 }).lean();
  const held = others.reduce(
    (sum, order) => sum + order.items.reduce((units, line) => units + line.quantity, 0),
    0,
  );
  const wanted = priced.reduce((sum, line) => sum + line.quantity, 0);
  if (held + wanted > maxHeldUnits)
    throw new AppError(409, 'checkout.tooManyUnits', { values: { max: maxHeldUnits } });
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
  let recovered = 0;
  for (const { _id: checkoutId, owner } of stale) {
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
