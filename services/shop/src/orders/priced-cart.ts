import mongoose from 'mongoose';
import { ValidationError } from 'yup';
import { lineKind, needsShipping } from '@ministry/contracts/cart';
import type { Address } from '@ministry/contracts/checkout';
import { AppError } from '@ministry/kit/errors';
import { ownerUserId, type CartLineDocument } from '../cart/model';
import { hasPlanDiscount, resourcePrice } from '../cart/other-lines';
import { packageRequestOf, packageShown } from '../cart/packages-client';
import type { PlaceRequest } from '../cart/places-client';
import { sessionRequestOf, type SessionRequest } from '../cart/sessions-client';
import { storedLines } from '../cart/service';
import { ProductModel } from '../products/model';
import { storedProductsById } from '../products/service';
import { chooseOptions, lineLabel, stockOf } from '../shared/stock';
import type { OrdersContext } from './context';
import { OrderModel, type OrderLineDocument } from './model';

/**
 * A cart line priced as it is now: a product from its record, with the stock its units come from
 * (`stockKey`); a gift or resource from its service, with no stock (stockKey '').
 */
export interface PricedLine extends OrderLineDocument {
  lineId: mongoose.Types.ObjectId;
  stockKey: string;
  label: { en: string; es: string };
  /** Place lines: what is held at events (whose answer then names and prices the line). */
  placeRequest?: PlaceRequest;
  /** Session lines: what is held at care (whose answer then names and prices the line). */
  sessionRequest?: SessionRequest;
}

export const isProduct = (line: Pick<OrderLineDocument, 'kind'>) => lineKind(line) === 'product';

const unavailable = (item: { en: string; es: string }) =>
  new AppError(409, 'checkout.productUnavailable', { values: { item } });

/**
 * A gift or resource line priced by its service as it answers now (never from the cart's copy): a
 * fund no longer taking gifts or a resource no longer sold is refused (409, naming it); a service
 * that does not answer is a 503 from the catalog.
 */
async function priceOtherLine(
  context: OrdersContext,
  line: CartLineDocument & { _id: mongoose.Types.ObjectId },
): Promise<PricedLine> {
  const ref = line.ref ?? '';
  const shown = { en: line.name ?? ref, es: line.nameEs || line.name || ref };
  const base = { lineId: line._id, stockKey: '', productId: ref, quantity: 1, options: {} };
  // A place or a session is priced by its hold at checkout (events' or care's answer), never by the cart's copy.
  const held = {
    ...base,
    label: shown,
    name: line.name ?? ref,
    nameEs: line.nameEs ?? null,
    priceCents: line.priceCents ?? 0,
    imageUrl: null,
  };
  if (line.kind === 'place') {
    return {
      ...held,
      kind: 'place',
      placeRequest: {
        eventId: ref,
        date: line.date ?? '',
        people: line.people ?? [],
        discountCode: line.discountCode ?? null,
      },
    };
  }
  if (line.kind === 'session') {
    // The member's own, or a visitor's booking by its token (kept on the line): care checks either.
    const sessionRequest = sessionRequestOf(line);
    if (!sessionRequest) throw unavailable(shown);
    return { ...held, kind: 'session', sessionRequest };
  }
  if (line.kind === 'package') {
    // Care's quote now (never the cart's copy), for the member whose cart it is.
    const request = packageRequestOf(line);
    if (!request) throw unavailable(shown);
    const reply = await context.catalog.package(request, { fresh: true });
    if (reply.kind === 'refused') throw unavailable(shown);
    const { name, nameEs, priceCents, package: gives } = packageShown(reply.answer);
    const label = { en: name, es: nameEs || name };
    return { ...base, kind: 'package', label, name, nameEs, priceCents, package: gives, imageUrl: null };
  }
  if (line.kind === 'gift') {
    const fund = await context.catalog.fund(ref, { fresh: true });
    if (!fund || !line.amountCents) throw unavailable(shown);
    const label = { en: fund.name, es: fund.nameEs || fund.name };
    const amountCents = line.amountCents;
    return {
      ...base,
      kind: 'gift',
      label,
      name: fund.name,
      nameEs: fund.nameEs || null,
      priceCents: amountCents,
      deductibleCents: amountCents,
      imageUrl: null,
    };
  }
  const resource = await context.catalog.resource(ref, { fresh: true });
  if (!resource?.priceCents) throw unavailable(shown);
  // Her plan is asked now; billing not answering is a 503, so a member is never charged the full price.
  const userId = ownerUserId(line.owner);
  const planId =
    userId && hasPlanDiscount(resource) ? await context.catalog.plan(userId, { fresh: true }) : null;
  const { priceCents } = resourcePrice(resource, planId);
  return {
    ...base,
    kind: 'resource',
    label: { en: resource.title, es: resource.titleEs || resource.title },
    name: resource.title,
    nameEs: resource.titleEs ?? null,
    priceCents,
    imageUrl: resource.imageUrl ?? null,
  };
}

/**
 * Every line of the cart priced as it is now: products from their records (archived ones are not
 * sold), gifts and resources from their services.
 */
export async function priceCart(context: OrdersContext, owner: string): Promise<PricedLine[]> {
  const lines = await storedLines(owner);
  if (lines.length === 0) throw new AppError(400, 'checkout.cartEmpty');
  const productLines = lines.filter(isProduct);
  const products = await storedProductsById(productLines.map((line) => String(line.productId)));
  if (productLines.some((line) => !products.get(String(line.productId))))
    throw unavailable({ en: 'an item', es: 'un artículo' });
  const priced: PricedLine[] = [];
  for (const line of lines) {
    if (!isProduct(line)) {
      priced.push(await priceOtherLine(context, line));
      continue;
    }
    const product = products.get(String(line.productId))!;
    const choice = chooseOptions(product, line.options ?? {});
    priced.push({
      kind: 'product',
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
    });
  }
  return priced;
}

/**
 * The shipping address a cart with products needs: refused (400, on the street field, as the form
 * shows it) when one ships and none was given; null when nothing ships.
 */
export function shippingAddressFor(
  priced: PricedLine[],
  address: Address | null | undefined,
): Address | null {
  if (!needsShipping(priced)) return null;
  if (!address) throw new ValidationError('checkout.streetRequired', null, 'shippingAddress.street');
  return address;
}

export async function stockRefusal(line: PricedLine): Promise<AppError> {
  const now = await ProductModel.findById(line.productId).lean();
  const available = now ? stockOf(now, line.stockKey) : 0;
  return available > 0
    ? new AppError(409, 'shop.notEnoughStock', { values: { item: line.label, available } })
    : new AppError(409, 'shop.outOfStock', { values: { item: line.label } });
}

/** Units an order ended by a newer checkout had held, and until when. */
export interface ReplacedHold {
  productId: string;
  stockKey: string;
  holdExpiresAt: Date;
}

/**
 * The end of a new order's hold: ORDER_HOLD_MINUTES from now, but never later than the hold of an
 * order it replaced on any of the same units (product and size), so checking out again does not renew
 * a hold.
 */
export function holdEnd(context: OrdersContext, priced: PricedLine[], replaced: ReplacedHold[]): Date {
  let end = Date.now() + context.config.orderHoldMinutes * 60_000;
  for (const hold of replaced) {
    const same = priced.some(
      (line) => isProduct(line) && line.productId === hold.productId && line.stockKey === hold.stockKey,
    );
    if (same) end = Math.min(end, hold.holdExpiresAt.getTime());
  }
  return new Date(end);
}

/**
 * Caps what one buyer holds (product units: gifts and resources hold nothing): no line above
 * CHECKOUT_MAX_LINE_UNITS, and what her other unpaid orders (`whose`: buyer.ts)
 * still hold (those being placed by a request in flight, or whose payment Stripe says is under way)
 * plus this cart no more than CHECKOUT_MAX_HELD_UNITS. Runs under her cart's lock, after her earlier
 * orders were ended, so two of her checkouts never both pass on the same room.
 */
export async function ensureWithinHoldCaps(
  context: OrdersContext,
  whose: Record<string, string>,
  priced: PricedLine[],
): Promise<void> {
  const { maxLineUnits, maxHeldUnits } = context.config.checkout;
  const large = priced.find((line) => isProduct(line) && line.quantity > maxLineUnits);
  if (large)
    throw new AppError(409, 'checkout.lineTooLarge', { values: { item: large.label, max: maxLineUnits } });
  const others = await OrderModel.find({ ...whose, status: 'pending_payment' }, { items: 1 }).lean();
  const units = (lines: OrderLineDocument[]) =>
    lines.filter(isProduct).reduce((sum, line) => sum + line.quantity, 0);
  const held = others.reduce((sum, order) => sum + units(order.items), 0);
  const wanted = units(priced);
  if (held + wanted > maxHeldUnits)
    throw new AppError(409, 'checkout.tooManyUnits', { values: { max: maxHeldUnits } });
}
