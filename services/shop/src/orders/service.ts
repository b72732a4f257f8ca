import { randomInt, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { CheckoutRequest, CheckoutResponse } from '@ministry/contracts/checkout';
import { formatOrderNumber, ORDER_NUMBER_ALPHABET, type Order } from '@ministry/contracts/order';
import { centsToPrice } from '@ministry/contracts/product';
import { CartLineModel } from '../cart/model';
import { cartLock, storedLines } from '../cart/service';
import { storedProductsById } from '../products/service';
import { withShopLock } from '../shared/shop-lock';
import { isDuplicateKey } from '@ministry/kit/mongo-errors';
import { AppError } from '@ministry/kit/errors';
import { chooseOptions, lineLabel, returnStock, settleStock, stockOf, takeStock } from '../shared/stock';
import { ProductModel } from '../products/model';
import { CHECKOUT_LEASE_MS, CheckoutIntentModel, type IntentLine } from './checkout-intent';
import { OrderModel, type OrderDocument, type OrderLineDocument } from './model';

type StoredOrder = OrderDocument & { _id: mongoose.Types.ObjectId; createdAt: Date };

export function randomOrderNumber(): string {
  return formatOrderNumber(Array.from({ length: 8 }, () => randomInt(ORDER_NUMBER_ALPHABET.length)));
}

const ORDER_NUMBER_ATTEMPTS = 5;

/** Inserts an order under a fresh order number, drawing again when one is taken (unique index). */
export async function insertOrder(
  order: Omit<OrderDocument, 'orderNumber'>,
  nextNumber: () => string = randomOrderNumber,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const orderNumber = nextNumber();
    try {
      await OrderModel.create({ ...order, orderNumber });
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

/**
 * Places the member's cart as an order, recoverably (no transactions on FerretDB v1):
 * 1. records the checkout's intent under `<owner>:<Idempotency-Key>`: a double submit with the same
 *    key gets the same order, or waits for it;
 * 2. prices every line from the products as they are now (the client sends no prices) and notes in
 *    the intent the mark each line's stock is taken under;
 * 3. takes the stock line by line, each take with its mark in one write; a line that cannot be
 *    covered gives back what earlier lines took and refuses with 409 naming the item;
 * 4. records the order (with the checkout's id), settles the marks, empties those cart lines.
 * A crash between any two steps leaves the intent 'taking'; recoverCheckouts() finishes or undoes it
 * once its lease has run out. The cart's lock, fenced before each write, keeps two checkouts of one
 * cart apart.
 */
export async function placeOrder(
  userId: string,
  owner: string,
  request: CheckoutRequest,
  options: { idempotencyKey?: string; nextNumber?: () => string } = {},
): Promise<CheckoutResponse> {
  const checkoutId = `${owner}:${options.idempotencyKey ?? randomUUID()}`;
  const earlier = await claimCheckout(checkoutId, owner, userId);
  if (earlier) return earlier;
  checkoutFaults.at?.('intent');

  return withShopLock(cartLock(owner), async (fence) => {
    let priced: PricedLine[];
    try {
      const lines = await storedLines(owner);
      if (lines.length === 0) throw new AppError(400, 'checkout.cartEmpty');
      const products = await storedProductsById(lines.map((line) => String(line.productId)));
      const missing = lines.find((line) => !products.get(String(line.productId)));
      if (missing)
        throw new AppError(409, 'checkout.productUnavailable', {
          values: { item: { en: 'an item', es: 'un artículo' } },
        });

      priced = lines.map((line) => {
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
    } catch (error) {
      // Refused before any stock was taken (an empty cart, a product gone, a bad option).
      if (error instanceof AppError && error.status < 500) return refuse(checkoutId, error);
      throw error;
    }
    const intentLines: IntentLine[] = priced.map((line, index) => ({
      mark: `${checkoutId}#${index}`,
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
          const now = await ProductModel.findById(line.productId).lean();
          const available = now ? stockOf(now, line.stockKey) : 0;
          throw new Refusal(
            available > 0
              ? new AppError(409, 'shop.notEnoughStock', { values: { item: line.label, available } })
              : new AppError(409, 'shop.outOfStock', { values: { item: line.label } }),
          );
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
    const orderNumber = await insertOrder(
      {
        userId,
        checkoutId,
        items: priced.map(({ productId, name, nameEs, priceCents, quantity, options, imageUrl }) => ({
          productId,
          name,
          nameEs,
          priceCents,
          quantity,
          options,
          imageUrl,
        })),
        totalCents: priced.reduce((sum, line) => sum + line.priceCents * line.quantity, 0),
        contactInfo: request.contactInfo,
        shippingAddress: request.shippingAddress,
        billingAddress: request.billingAddress,
        notes: request.notes ?? '',
      },
      options.nextNumber,
    );
    checkoutFaults.at?.('order');
    await finishCheckout(checkoutId, owner, intentLines, orderNumber);
    return { orderNumber };
  });
}

/**
 * Records a new checkout; for a key already used, its result: the order it placed, or (while it
 * runs) a wait for it. A failed one may be tried again under the same key.
 */
async function claimCheckout(
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
    if (existing?.state === 'placed' && existing.orderNumber) return { orderNumber: existing.orderNumber };
    if (existing?.state === 'failed')
      await CheckoutIntentModel.deleteOne({ _id: checkoutId, state: 'failed' });
    else if (Date.now() > deadline) throw new AppError(503, 'shop.busy');
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How long a double submit waits for the first one's result. */
const CLAIM_WAIT_MS = 10_000;

async function refuse(checkoutId: string, reason: AppError): Promise<never> {
  await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'failed' } });
  throw reason;
}

/** The order stands: its stock stays sold, its lines leave the cart, the checkout is done. */
async function finishCheckout(checkoutId: string, owner: string, lines: IntentLine[], orderNumber: string) {
  await Promise.all(lines.map((line) => settleStock(line.productId, line.mark)));
  await CartLineModel.deleteMany({
    owner,
    _id: mongoose.trusted({ $in: lines.map((line) => new mongoose.Types.ObjectId(line.cartLineId)) }),
  });
  await CheckoutIntentModel.updateOne({ _id: checkoutId }, { $set: { state: 'placed', orderNumber } });
}

/**
 * Finishes or undoes the checkouts a crash left half done (their lease ran out while 'taking'): with
 * an order, the order stands; without, every unit marked for them goes back. Safe to run on several
 * instances at once: each step is idempotent (a mark is given back or settled once).
 */
export async function recoverCheckouts(now: Date = new Date()): Promise<number> {
  const stale = await CheckoutIntentModel.find({
    state: 'taking',
    leaseUntil: mongoose.trusted({ $lt: now }),
  }).lean();
  for (const intent of stale) {
    const order = await OrderModel.findOne({ checkoutId: intent._id }).lean();
    if (order) {
      await finishCheckout(intent._id, intent.owner, intent.lines, order.orderNumber);
    } else {
      await Promise.all(intent.lines.map((line) => returnStock(line.productId, line.mark)));
      await CheckoutIntentModel.updateOne({ _id: intent._id }, { $set: { state: 'failed' } });
    }
  }
  return stale.length;
}

function toOrder(doc: StoredOrder): Order {
  return {
    id: String(doc._id),
    orderNumber: doc.orderNumber,
    items: doc.items.map((line) => ({
      productId: line.productId,
      name: line.name,
      nameEs: line.nameEs ?? null,
      price: centsToPrice(line.priceCents),
      quantity: line.quantity,
      options: Object.fromEntries(
        Object.entries(line.options ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
      ),
      imageUrl: line.imageUrl ?? null,
    })),
    total: centsToPrice(doc.totalCents),
    contactInfo: doc.contactInfo,
    shippingAddress: doc.shippingAddress,
    billingAddress: doc.billingAddress,
    notes: doc.notes ?? '',
    createdAt: doc.createdAt.toISOString(),
  };
}

/** The member's own orders, newest first. */
export async function listOrders(userId: string): Promise<Order[]> {
  const docs = await OrderModel.find({ userId }).sort({ createdAt: -1, _id: -1 }).lean<StoredOrder[]>();
  return docs.map(toOrder);
}
