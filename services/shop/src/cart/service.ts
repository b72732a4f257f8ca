import mongoose from 'mongoose';
import {
  lineKind,
  MAX_LINE_QUANTITY,
  type CartAddRequest,
  type CartGiftRequest,
  type CartItem,
  type CartPlaceRequest,
  type CartResourceRequest,
} from '@ministry/contracts/cart';
import { withShopLock } from '../shared/shop-lock';
import { AppError } from '@ministry/kit/errors';
import { chooseOptions, ensureStockCovers, stockOf } from '../shared/stock';
import { findStoredProduct, isProductId, storedProductsById, type StoredProduct } from '../products/service';
import type { Catalog } from './catalog';
import type { Language } from '@ministry/contracts/language';
import { CartLineModel, ownerUserId, placeKey, refKey, type CartLineDocument } from './model';
import { otherLineItem, placeShown } from './other-lines';
import { refusalError } from './places-client';

type StoredLine = CartLineDocument & { _id: mongoose.Types.ObjectId };

/** Every change to one cart holds its lock, so two quick clicks cannot both read the old quantity. */
export const cartLock = (owner: string) => `cart:${owner}`;

function cleanOptions(options: CartLineDocument['options'] | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(options ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function stockKeyOfLine(product: StoredProduct, line: StoredLine): string {
  return chooseOptions(product, cleanOptions(line.options)).stockKey;
}

function toCartItem(line: StoredLine, product: StoredProduct): CartItem {
  const options = cleanOptions(line.options);
  const monthImage = options.birthstone ? product.birthstoneImageUrls?.[options.birthstone] : undefined;
  let available = 0;
  try {
    available = stockOf(product, stockKeyOfLine(product, line));
  } catch {
    available = 0;
  }
  return {
    id: String(line._id),
    kind: 'product',
    productId: String(product._id),
    name: product.name,
    nameEs: product.nameEs ?? null,
    priceCents: product.priceCents,
    quantity: line.quantity,
    options,
    imageUrl: monthImage ?? product.imageUrl,
    type: product.type,
    available,
  };
}

export async function storedLines(owner: string): Promise<StoredLine[]> {
  return CartLineModel.find({ owner }).sort({ createdAt: 1, _id: 1 }).lean<StoredLine[]>();
}

const isProductLine = (line: CartLineDocument) => lineKind(line) === 'product';

/**
 * The cart, priced from the products as they are now, its gifts and resources named by their
 * services (other-lines.ts). Lines of products that no longer exist go, and so do gifts to funds no
 * longer taking gifts and resources no longer sold.
 */
export async function listCart(owner: string, catalog: Catalog): Promise<CartItem[]> {
  const lines = await storedLines(owner);
  const products = await storedProductsById(
    lines.filter(isProductLine).map((line) => String(line.productId)),
  );
  const items = await Promise.all(
    lines.map((line) => {
      if (!isProductLine(line)) return otherLineItem(line, catalog);
      const product = products.get(String(line.productId));
      return product ? toCartItem(line, product) : null;
    }),
  );
  const gone = lines.filter((_, index) => !items[index]);
  if (gone.length > 0) {
    await CartLineModel.deleteMany({ _id: mongoose.trusted({ $in: gone.map((line) => line._id) }) });
  }
  return items.filter((item): item is CartItem => item !== null);
}

/** Adds a product with its options; the same product and options again adds to that line's quantity. */
export async function addToCart(
  owner: string,
  request: CartAddRequest,
  catalog: Catalog,
): Promise<CartItem[]> {
  const product = await findStoredProduct(request.productId);
  if (!product) throw new AppError(404, 'shop.productNotFound');
  const choice = chooseOptions(product, request.options);
  return withShopLock(cartLock(owner), async () => {
    const existing = await CartLineModel.findOne({
      owner,
      productId: product._id,
      optionsKey: choice.optionsKey,
    }).lean<StoredLine>();
    const wanted = (existing?.quantity ?? 0) + request.quantity;
    if (wanted > MAX_LINE_QUANTITY) throw new AppError(400, 'shop.quantityTooLarge');
    ensureStockCovers(product, choice, wanted);
    if (existing) {
      await CartLineModel.updateOne({ _id: existing._id }, { $set: { quantity: wanted } });
    } else {
      await CartLineModel.create({
        owner,
        productId: product._id,
        optionsKey: choice.optionsKey,
        options: choice.options,
        quantity: request.quantity,
      });
    }
    return listCart(owner, catalog);
  });
}

/**
 * A gift to a fund that takes gifts now (404 otherwise; 503 while billing does not answer): one line
 * per fund, so a second gift to the same fund replaces the amount.
 */
export async function addGift(
  owner: string,
  request: CartGiftRequest,
  catalog: Catalog,
): Promise<CartItem[]> {
  const fund = await catalog.fund(request.fundId, { fresh: true });
  if (!fund) throw new AppError(404, 'giving.fundNotFound');
  const shown = { name: fund.name, nameEs: fund.nameEs || null, amountCents: request.giftCents };
  return withShopLock(cartLock(owner), async () => {
    const optionsKey = refKey('gift', fund.id);
    const existing = await CartLineModel.findOne({ owner, optionsKey }).lean<StoredLine>();
    if (existing) await CartLineModel.updateOne({ _id: existing._id }, { $set: shown });
    else await CartLineModel.create({ owner, kind: 'gift', optionsKey, ref: fund.id, quantity: 1, ...shown });
    return listCart(owner, catalog);
  });
}

/**
 * A premium resource for sale now (404 otherwise; 503 while content does not answer), once: adding
 * it again changes nothing.
 */
export async function addResource(
  owner: string,
  request: CartResourceRequest,
  catalog: Catalog,
): Promise<CartItem[]> {
  const resource = await catalog.resource(request.resourceId, { fresh: true });
  if (!resource) throw new AppError(404, 'resource.notFound');
  return withShopLock(cartLock(owner), async () => {
    const optionsKey = refKey('resource', resource.id);
    if (!(await CartLineModel.exists({ owner, optionsKey }))) {
      await CartLineModel.create({
        owner,
        kind: 'resource',
        optionsKey,
        ref: resource.id,
        quantity: 1,
        name: resource.title,
        nameEs: resource.titleEs ?? null,
        priceCents: resource.priceCents,
        imageUrl: resource.imageUrl ?? null,
      });
    }
    return listCart(owner, catalog);
  });
}

/**
 * The places of one registration for an occurrence, priced by events' quote now (its refusal, with
 * its status and message in `language`, passed on; 503 while events does not answer): one line per
 * occurrence, so adding again replaces its people (and price).
 */
export async function addPlace(
  owner: string,
  request: CartPlaceRequest,
  catalog: Catalog,
  language: Language = 'en',
): Promise<CartItem[]> {
  const reply = await catalog.place({ ...request, userId: ownerUserId(owner) }, { fresh: true, language });
  if (reply.kind === 'refused') throw refusalError(reply);
  const shown = {
    ...placeShown(reply.answer),
    date: request.date,
    people: request.people,
    discountCode: request.discountCode ?? null,
  };
  return withShopLock(cartLock(owner), async () => {
    const optionsKey = placeKey(request.eventId, request.date);
    const existing = await CartLineModel.findOne({ owner, optionsKey }).lean<StoredLine>();
    if (existing) await CartLineModel.updateOne({ _id: existing._id }, { $set: shown });
    else
      await CartLineModel.create({
        owner,
        kind: 'place',
        optionsKey,
        ref: request.eventId,
        quantity: 1,
        imageUrl: null,
        ...shown,
      });
    return listCart(owner, catalog);
  });
}

async function findLine(owner: string, itemId: string): Promise<StoredLine> {
  const line = isProductId(itemId)
    ? await CartLineModel.findOne({ _id: itemId, owner }).lean<StoredLine>()
    : null;
  if (!line) throw new AppError(404, 'shop.cartItemNotFound');
  return line;
}

/**
 * Sets a line's quantity. Below 1 is ignored (the line stays at least 1; removing is its own
 * action), and so is any change of a gift or resource line (always one). Raising it past the stock
 * is refused; lowering is always allowed.
 */
export async function updateCartItem(
  owner: string,
  itemId: string,
  quantity: number,
  catalog: Catalog,
): Promise<CartItem[]> {
  return withShopLock(cartLock(owner), async () => {
    const line = await findLine(owner, itemId);
    if (isProductLine(line) && quantity >= 1 && quantity !== line.quantity) {
      if (quantity > line.quantity) {
        const product = await findStoredProduct(String(line.productId));
        if (!product) throw new AppError(404, 'shop.cartItemNotFound');
        ensureStockCovers(product, chooseOptions(product, cleanOptions(line.options)), quantity);
      }
      await CartLineModel.updateOne({ _id: line._id }, { $set: { quantity } });
    }
    return listCart(owner, catalog);
  });
}

export async function removeCartItem(owner: string, itemId: string, catalog: Catalog): Promise<CartItem[]> {
  return withShopLock(cartLock(owner), async () => {
    const line = await findLine(owner, itemId);
    await CartLineModel.deleteOne({ _id: line._id, owner });
    return listCart(owner, catalog);
  });
}

export async function clearCart(owner: string): Promise<void> {
  await withShopLock(cartLock(owner), async () => {
    await CartLineModel.deleteMany({ owner });
  });
}

/**
 * A visitor's gift, resource, place or session line joins the member's cart unless hers has one for
 * the same fund or the same occurrence (hers is kept) or the same resource or appointment (it is
 * there once). A session line keeps its token (what care is asked for it).
 */
async function mergeOtherLine(line: StoredLine, to: string): Promise<void> {
  if (await CartLineModel.exists({ owner: to, optionsKey: line.optionsKey })) return;
  const { kind, optionsKey, ref, amountCents, name, nameEs, priceCents, imageUrl } = line;
  const place =
    kind === 'place'
      ? { date: line.date, people: line.people, discountCode: line.discountCode, place: line.place }
      : {};
  const session = kind === 'session' ? { session: line.session, accessToken: line.accessToken } : {};
  await CartLineModel.create({
    ...{ kind, optionsKey, ref, amountCents, name, nameEs, priceCents, imageUrl, ...place, ...session },
    owner: to,
    quantity: 1,
  });
}

/**
 * Moves a visitor's cart into a member's: the same product and options add up, capped by the stock
 * (never below what the member's line already had); other lines move as they are, capped by the stock
 * when there is any; gifts and resources as mergeOtherLine says. The visitor's lines are then deleted.
 */
export async function mergeCarts(from: string, to: string): Promise<void> {
  if (from === to) return;
  await withShopLock(cartLock(to), () =>
    withShopLock(cartLock(from), async () => {
      const moving = await storedLines(from);
      if (moving.length === 0) return;
      const products = await storedProductsById(
        moving.filter(isProductLine).map((line) => String(line.productId)),
      );
      for (const line of moving) {
        if (!isProductLine(line)) {
          await mergeOtherLine(line, to);
          continue;
        }
        const product = products.get(String(line.productId));
        if (!product) continue;
        let stockKey: string;
        try {
          stockKey = stockKeyOfLine(product, line);
        } catch {
          continue;
        }
        const available = stockOf(product, stockKey);
        const existing = await CartLineModel.findOne({
          owner: to,
          productId: line.productId,
          optionsKey: line.optionsKey,
        }).lean<StoredLine>();
        if (existing) {
          const merged = Math.max(existing.quantity, Math.min(existing.quantity + line.quantity, available));
          if (merged !== existing.quantity) {
            await CartLineModel.updateOne({ _id: existing._id }, { $set: { quantity: merged } });
          }
        } else {
          await CartLineModel.create({
            owner: to,
            productId: line.productId,
            optionsKey: line.optionsKey,
            options: cleanOptions(line.options),
            quantity: available > 0 ? Math.min(line.quantity, available) : line.quantity,
          });
        }
      }
      await CartLineModel.deleteMany({ owner: from });
    }),
  );
}
