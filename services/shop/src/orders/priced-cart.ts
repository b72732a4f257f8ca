import mongoose from 'mongoose';
import { AppError } from '@ministry/kit/errors';
import { storedLines } from '../cart/service';
import { ProductModel } from '../products/model';
import { storedProductsById } from '../products/service';
import { chooseOptions, lineLabel, stockOf } from '../shared/stock';
import type { OrdersContext } from './context';
import type { ReplacedHold } from './holds';
import { OrderModel, type OrderLineDocument } from './model';

/** A cart line priced from its product as it is now, and the stock its units come from. */
export interface PricedLine extends OrderLineDocument {
  lineId: mongoose.Types.ObjectId;
  stockKey: string;
  label: { en: string; es: string };
}

/** Every line of the cart priced from the products as they are now (archived ones are not sold). */
export async function priceCart(owner: string): Promise<PricedLine[]> {
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

export async function stockRefusal(line: PricedLine): Promise<AppError> {
  const now = await ProductModel.findById(line.productId).lean();
  const available = now ? stockOf(now, line.stockKey) : 0;
  return available > 0
    ? new AppError(409, 'shop.notEnoughStock', { values: { item: line.label, available } })
    : new AppError(409, 'shop.outOfStock', { values: { item: line.label } });
}

/**
 * The end of a new order's hold: ORDER_HOLD_MINUTES from now, but never later than the hold of an
 * order it replaced on any of the same units (product and size), so checking out again does not renew
 * a hold.
 */
export function holdEnd(context: OrdersContext, priced: PricedLine[], replaced: ReplacedHold[]): Date {
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
export async function ensureWithinHoldCaps(
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
