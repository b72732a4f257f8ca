import { randomInt } from 'node:crypto';
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
import { chooseOptions, lineLabel, returnStock, stockOf, takeStock } from '../shared/stock';
import { ProductModel } from '../products/model';
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

interface Taken {
  productId: string;
  stockKey: string;
  quantity: number;
}

/**
 * Places the member's cart as an order: prices every line from the products as they are now (the
 * client sends no prices, and any it sends are stripped), takes the stock line by line, each take
 * atomic and never below zero; if a line cannot be covered, gives back what earlier lines took and
 * refuses with 409 naming the item. Then records the order, empties the cart and answers the number.
 * The cart's lock makes a double submit place one order.
 */
export async function placeOrder(
  userId: string,
  owner: string,
  request: CheckoutRequest,
  nextNumber: () => string = randomOrderNumber,
): Promise<CheckoutResponse> {
  return withShopLock(cartLock(owner), async () => {
    const lines = await storedLines(owner);
    if (lines.length === 0) throw new AppError(400, 'checkout.cartEmpty');
    const products = await storedProductsById(lines.map((line) => String(line.productId)));

    const priced: PricedLine[] = lines.map((line) => {
      const product = products.get(String(line.productId));
      if (!product)
        throw new AppError(409, 'checkout.productUnavailable', {
          values: {
            item: { en: 'an item', es: 'un artículo' },
          },
        });
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

    const taken: Taken[] = [];
    const giveBack = () =>
      Promise.all(taken.map((t) => returnStock(t.productId, t.stockKey, t.quantity).catch(() => undefined)));
    try {
      for (const line of priced) {
        if (!(await takeStock(line.productId, line.stockKey, line.quantity))) {
          const now = await ProductModel.findById(line.productId).lean();
          const available = now ? stockOf(now, line.stockKey) : 0;
          throw available > 0
            ? new AppError(409, 'shop.notEnoughStock', { values: { item: line.label, available } })
            : new AppError(409, 'shop.outOfStock', { values: { item: line.label } });
        }
        taken.push({ productId: line.productId, stockKey: line.stockKey, quantity: line.quantity });
      }
    } catch (error) {
      await giveBack();
      throw error;
    }

    let orderNumber: string;
    try {
      orderNumber = await insertOrder(
        {
          userId,
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
        nextNumber,
      );
    } catch (error) {
      await giveBack();
      throw error;
    }

    // The order stands; only the lines it contains leave the cart.
    await CartLineModel.deleteMany({
      owner,
      _id: mongoose.trusted({ $in: priced.map((line) => line.lineId) }),
    }).catch(() => undefined);
    return { orderNumber };
  });
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
